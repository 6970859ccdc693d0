import AutoLayout
import Foundation
import LayoutDocument
import LayoutEditing
import Testing

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

func example(_ name: String) throws -> LayoutDocument {
  let path = repositoryRoot.appendingPathComponent("Examples/documents/\(name).layout.yaml").path
  return try LayoutDocument(yaml: String(contentsOfFile: path, encoding: .utf8), path: path)
}

/// Two views side by side in a 320 × 480 canvas, the second one without constraints (ambiguous).
let twoBoxes = """
  version: 1
  canvas: { width: 320, height: 480 }
  views:
    - { name: a, intrinsicSize: [100, 40] }
    - { name: b, intrinsicSize: [60, 30], frame: [150, 100, 60, 30] }
  constraints:
    - "H:|-20-[a]"
    - "V:|-40-[a]"
  """

@Suite("Editing constraints")
struct EditingTests {
  @Test("the card's constraints are listed one per constraint, Visual Format lines by member, with holders")
  func records() throws {
    let editable = try EditableScene(document: try example("card"))
    let equations = editable.constraints.map(\.spec.equation)
    #expect(equations.contains("card.leading == root.leadingMargin"))
    #expect(equations.contains("card.top == safeArea.top + 8"))
    #expect(equations.contains("title.leading == avatar.trailing + 8"))
    let first = try #require(editable.constraints.first)
    #expect(first.id == "c0.0")
    #expect(first.memberCount == 2)
    #expect(
      editable.constraints.first { $0.spec.equation == "title.centerY == avatar.centerY" }?.holder == "card")
    #expect(
      editable.constraints.first { $0.spec.equation == "card.top == safeArea.top + 8" }?.holder == "root")
  }

  @Test("control-drag menus follow the items and the direction, as Interface Builder's")
  func menus() throws {
    let editable = try EditableScene(document: try example("card"))
    #expect(
      editable.controlDragMenu(from: "avatar", to: "card", direction: .horizontal).map(\.title) == [
        "Leading Space to Container Margin", "Trailing Space to Container Margin",
        "Center Horizontally in Container",
        "Equal Widths",
      ])
    #expect(
      editable.controlDragMenu(from: "card", to: "root", direction: .vertical).map(\.title) == [
        "Top Space to Safe Area", "Bottom Space to Safe Area", "Center Vertically in Safe Area",
        "Equal Heights",
      ])
    // Seed 003: a drag down between siblings offers the vertical space and the alignments of a
    // column; a drag across the horizontal space and the alignments of a row (baselines of text).
    #expect(
      editable.controlDragMenu(from: "title", to: "avatar", direction: .vertical).map(\.title) == [
        "Vertical Spacing", "Leading", "Trailing", "Center Horizontally", "Equal Widths", "Equal Heights",
        "Aspect Ratio",
      ])
    #expect(
      editable.controlDragMenu(from: "title", to: "avatar", direction: .horizontal).map(\.title) == [
        "Horizontal Spacing", "Top", "Bottom", "Center Vertically", "Equal Widths", "Equal Heights",
        "Aspect Ratio",
      ])
    #expect(
      editable.controlDragMenu(from: "title", to: "body", direction: .horizontal).contains {
        $0.title == "First Baseline"
      })
    #expect(
      !editable.controlDragMenu(from: "title", to: "body", direction: .vertical).contains {
        $0.title == "First Baseline"
      })
    #expect(
      editable.controlDragMenu(from: "title", to: "avatar", direction: .diagonal).count == 11)
    #expect(
      editable.controlDragMenu(from: "avatar", to: "avatar", direction: .diagonal).map(\.title) == [
        "Width", "Height", "Aspect Ratio",
      ])
    #expect(DragDirection(dx: 80, dy: 6) == .horizontal)
    #expect(DragDirection(dx: 30, dy: 30) == .diagonal)
  }

  @Test("control-drag measures its constant from the frames: nothing moves")
  func controlDrag() throws {
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    try session.perform("Vertical Spacing") {
      try $0.controlDragging(from: "b", to: "a", choosing: [.verticalSpacing])
    }
    let last = try #require(session.current.constraints.last)
    #expect(last.spec.equation == "b.top == a.bottom + 20")
    try session.perform("Leading") {
      try $0.controlDragging(from: "b", to: "root", choosing: [.leadingSpaceToContainer])
    }
    #expect(session.current.constraints.last?.spec.equation == "b.leading == safeArea.leading + 150")
    // Now b is placed where it was drawn: its given frame is the solved one.
    #expect(session.current.scene.frame(of: "b") == CGRect(x: 150, y: 100, width: 60, height: 30))
    #expect(session.current.scene.misplacements().isEmpty)
  }

  @Test("pin adds edges to the nearest neighbour and sizes; the views stay put and show as misplaced")
  func pin() throws {
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    let suggestions = session.current.pinSuggestions(for: "b")
    #expect(suggestions[.top]?.neighbour == "safeArea")
    #expect(suggestions[.top]?.spacing == 100)
    #expect(suggestions[.leading]?.neighbour == "root")
    #expect(suggestions[.leading]?.spec.equation == "b.leading == root.leadingMargin + 142")
    try session.perform("Pin") { try $0.pinning(["b"], PinOptions(top: 100, leading: 142, width: 120)) }
    // Width 120 moves b's right edge: the frame stays as drawn (60 wide), b is misplaced.
    #expect(session.current.scene.frame(of: "b") == CGRect(x: 150, y: 100, width: 120, height: 30))
    #expect(session.current.scene.misplacements().map { $0.view.layoutName } == ["b"])
    try session.perform("Update Frames") { try $0.resolving(.updateFrames) }
    #expect(session.current.scene.misplacements().isEmpty)
    #expect(session.current.displayedFrame(of: "b") == CGRect(x: 150, y: 100, width: 120, height: 30))
  }

  @Test("align to the first view and centre in the container")
  func align() throws {
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    try session.perform("Align") {
      try $0.aligning(["a", "b"], AlignOptions(leading: 0, updateFrames: .itemsOfNewConstraints))
    }
    #expect(session.current.constraints.last?.spec.equation == "b.leading == a.leading")
    #expect(session.current.displayedFrame(of: "b").minX == 20)
    try session.perform("Center") {
      try $0.aligning(["a"], AlignOptions(horizontallyInContainer: 0, updateFrames: .itemsOfNewConstraints))
    }
    // a is now both at 20 and centred: it stretches (its intrinsic width is optional) …
    #expect(session.current.scene.frame(of: "a") == CGRect(x: 20, y: 40, width: 280, height: 40))
    #expect(session.current.scene.window.layoutConflicts.isEmpty)
    // … until a required width makes the three conflict: one is broken, the others hold.
    try session.perform("Pin") { try $0.pinning(["a"], PinOptions(width: 100)) }
    #expect(session.current.scene.window.layoutConflicts.count == 1)
  }

  @Test("add missing constraints gives a view constraints of its own where it is drawn; undo takes them back")
  func addMissing() throws {
    // b has a frame and no constraint: prototyping constraints hold it (seed 003), until Add
    // Missing Constraints gives it its own.
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    #expect(session.current.scene.window.ambiguousLayouts().isEmpty)
    #expect(session.current.scene.frame(of: "b") == CGRect(x: 150, y: 100, width: 60, height: 30))
    #expect(!session.current.constraints.contains { $0.spec.involves("b") })
    try session.perform("Add Missing Constraints") { try $0.resolving(.addMissingConstraints, for: ["b"]) }
    #expect(session.current.constraints.contains { $0.spec.involves("b") })
    #expect(session.current.view(named: "b")?.translatesAutoresizingMaskIntoConstraints == false)
    #expect(session.current.scene.window.ambiguousLayouts().isEmpty)
    #expect(session.current.scene.frame(of: "b") == CGRect(x: 150, y: 100, width: 60, height: 30))
    #expect(session.current.scene.misplacements().isEmpty)
    #expect(session.undo() == "Add Missing Constraints")
    #expect(!session.current.constraints.contains { $0.spec.involves("b") })
    #expect(session.redo() == "Add Missing Constraints")
    #expect(session.current.scene.window.ambiguousLayouts().isEmpty)
  }

  @Test(
    "a view no constraint names keeps its frame (prototyping); the first constraint that names it ends that")
  func prototyping() throws {
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    try session.perform("Update Frames") { try $0.resolving(.updateFrames) }
    #expect(session.current.scene.frame(of: "b") == CGRect(x: 150, y: 100, width: 60, height: 30))
    try session.perform("Pin") { try $0.pinning(["b"], PinOptions(top: 20, constrainToMargins: false)) }
    // Named by a constraint: b is Auto Layout's now, and lacks a horizontal position.
    let ambiguous = session.current.scene.window.ambiguousLayouts().compactMap {
      ($0.item as? View)?.layoutName
    }
    #expect(ambiguous == ["b"])
  }

  @Test("a dragged view is misplaced until Update Constraints changes the constants")
  func dragAndUpdateConstraints() throws {
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    try session.perform("Move") { try $0.movingView("a", to: CGRect(x: 50, y: 40, width: 100, height: 40)) }
    let misplaced = session.current.scene.misplacements().filter { $0.view.layoutName == "a" }
    #expect(misplaced.count == 1)
    #expect(misplaced.first?.frame.minX == 50)
    try session.perform("Update Constraints") { try $0.resolving(.updateConstraints, for: ["a"]) }
    #expect(!session.current.scene.misplacements().contains { $0.view.layoutName == "a" })
    #expect(session.current.scene.frame(of: "a")?.minX == 50)
    #expect(session.current.constraints.map(\.spec.equation).contains("a.leading == root.leading + 50"))
  }

  @Test("editing one constraint of a Visual Format line writes the line as equations")
  func replaceMember() throws {
    let editable = try EditableScene(document: try example("card"))
    let record = try #require(
      editable.constraints.first { $0.spec.equation == "title.leading == avatar.trailing + 8" })
    var spec = record.spec
    spec.constant = 20
    let edited = try editable.replacingConstraint(id: record.id, with: spec)
    let texts = edited.constraints.map(\.text)
    #expect(!texts.contains("H:|-[avatar]-[title]-|"))
    #expect(texts.contains("avatar.leading == card.leadingMargin"))
    #expect(texts.contains("title.leading == avatar.trailing + 20"))
    let after = try EditableScene(document: edited)
    #expect(after.scene.frame(of: "title")?.minX == 84)
  }

  @Test("swap first and second item keeps the constraint's meaning")
  func swap() {
    let spec = ConstraintSpec(
      first: "a", .top, .greaterThanOrEqual, second: "b", .bottom, multiplier: 2, constant: 8)
    #expect(spec.swapped.equation == "b.bottom <= 0.5 * a.top - 4")
    #expect(spec.swapped.swapped == spec)
  }

  @Test("embed in a stack view and unembed")
  func stack() throws {
    let text = """
      version: 1
      canvas: { width: 320, height: 480 }
      views:
        - { name: a, intrinsicSize: [100, 40] }
        - { name: b, intrinsicSize: [60, 40] }
      constraints:
        - "H:|-20-[a]-10-[b]"
        - "V:|-40-[a]"
        - "b.top == a.top"
      """
    let session = try EditingSession(document: try LayoutDocument(yaml: text, path: "t.layout.yaml"))
    try session.perform("Embed") { try $0.embeddingInStack(["b", "a"]) }
    let stack = try #require(session.current.document.viewSpec(named: "stackView"))
    #expect(stack.stack?.axis == .horizontal)
    #expect(stack.stack?.spacing == 10)
    #expect(stack.arranged.map(\.name) == ["a", "b"])
    #expect(session.current.constraints.isEmpty)
    #expect(session.current.displayedFrame(of: "stackView") == CGRect(x: 20, y: 40, width: 170, height: 40))
    #expect(session.current.scene.frame(of: "b") == CGRect(x: 110, y: 0, width: 60, height: 40))
    try session.perform("Pin") {
      try $0.pinning(["stackView"], PinOptions(top: 40, leading: 20, constrainToMargins: false))
    }
    #expect(session.current.scene.misplacements().isEmpty)
    try session.perform("Unembed") { try $0.unembedding("stackView") }
    #expect(session.current.document.viewSpec(named: "stackView") == nil)
    #expect(session.current.displayedFrame(of: "b") == CGRect(x: 130, y: 40, width: 60, height: 40))
  }

  @Test("Embed in Stack sizes the stack to fit its content, at the views' top-left (seed 003)")
  func stackFitsContent() throws {
    // Frames larger than the content: the stack takes its fitting size, not the frames' union.
    let text = """
      version: 1
      canvas: { width: 320, height: 480 }
      views:
        - { name: a, intrinsicSize: [100, 40], frame: [20, 40, 140, 60] }
        - { name: b, intrinsicSize: [60, 30], frame: [180, 40, 60, 30] }
      """
    let session = try EditingSession(document: try LayoutDocument(yaml: text, path: "t.layout.yaml"))
    try session.perform("Embed") { try $0.embeddingInStack(["a", "b"]) }
    #expect(session.current.document.viewSpec(named: "stackView")?.stack?.spacing == 20)
    #expect(session.current.displayedFrame(of: "stackView") == CGRect(x: 20, y: 40, width: 180, height: 40))
    #expect(session.current.scene.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(session.current.scene.frame(of: "b") == CGRect(x: 120, y: 0, width: 60, height: 40))
  }

  @Test("a stack view's axis, distribution, alignment and spacing change in the Attributes inspector")
  func stackAttributes() throws {
    let session = try EditingSession(document: try example("card"))
    try session.perform("Change Attributes") {
      try $0.settingAttributes(
        ViewAttributes(stack: .init(axis: "vertical", alignment: "center", spacing: 12)), of: "actions")
    }
    let stack = try #require(session.current.document.viewSpec(named: "actions")?.stack)
    #expect(stack.axis == .vertical)
    #expect(stack.alignment == .center)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.spacing == 12)
    #expect(session.current.document.source.contains("axis: vertical"))
    // Laid out as a vertical stack: the buttons one above the other, 12 apart.
    try session.perform("Update Frames") { try $0.resolving(.updateFrames, for: nil) }
    let like = try #require(session.current.scene.frame(of: "like"))
    let share = try #require(session.current.scene.frame(of: "share"))
    #expect(share.minY - like.maxY == 12)
    #expect(like.minX != 0 || share.minX != 0)
    #expect(throws: EditError.self) {
      try session.current.settingAttributes(
        ViewAttributes(stack: .init(distribution: "spread")), of: "actions")
    }
    #expect(throws: EditError.self) {
      try session.current.settingAttributes(ViewAttributes(stack: .init(axis: "vertical")), of: "title")
    }
  }

  @Test("Add Missing Constraints on a content-priority tie fixes the width, never repeats a constraint")
  func addMissingNeverDuplicates() throws {
    // Seed 000's hugging tie: the labels' edges are pinned, their widths undecided. The edge the
    // inference would pin is pinned already, so the width is what goes in; a second press adds
    // nothing.
    let session = try EditingSession(document: try example("seed000-hugging-tie"))
    let before = session.current.constraints.map(\.spec.equation)
    try session.perform("Add Missing") { try $0.resolving(.addMissingConstraints, for: ["right"]) }
    let after = session.current.constraints.map(\.spec.equation)
    #expect(after.count == before.count + 1)
    #expect(after.last == "right.width == 236")
    #expect(Set(after).count == after.count)
    session.current.scene.window.layoutIfNeeded()
    #expect(!session.current.scene.window.hasAmbiguousLayout)
    try session.perform("Add Missing") { try $0.resolving(.addMissingConstraints, for: ["right", "left"]) }
    #expect(session.current.constraints.map(\.spec.equation) == after)
  }

  @Test("views from the library: dropped with no constraints, centred on the point; in a stack, arranged")
  func library() throws {
    let session = try EditingSession(document: try example("card"))
    var added = ""
    try session.perform("Add View") { scene throws(EditError) in
      let (document, name) = try scene.addingView(.switch, to: "card", at: CGPoint(x: 200, y: 60))
      added = name
      return document
    }
    #expect(added == "switchControl")
    let toggle = try #require(session.current.document.viewSpec(named: "switchControl"))
    #expect(toggle.frame == CGRect(x: 175, y: 45, width: 51, height: 31))
    #expect(toggle.hugging?.horizontal == 750)
    // Kept where it was dropped (prototyping), no issue.
    #expect(session.current.scene.frame(of: "switchControl") == CGRect(x: 175, y: 45, width: 51, height: 31))
    #expect(session.current.scene.window.ambiguousLayouts().isEmpty)
    try session.perform("Add View") {
      try $0.addingView(.label, to: "root", at: CGPoint(x: 100, y: 400)).document
    }
    let label = try #require(session.current.document.viewSpec(named: "label"))
    #expect(label.kind == .label && label.text == "Label")
    #expect((label.frame?.width ?? 0) > 30 && (label.frame?.height ?? 0) >= 20)
    // Dropped between the stack's two buttons: arranged second.
    let like = session.current.displayedFrame(of: "like")
    try session.perform("Add View") {
      try $0.addingView(.button, to: "actions", at: CGPoint(x: like.maxX + 2, y: like.midY)).document
    }
    #expect(
      session.current.document.viewSpec(named: "actions")?.arranged.map(\.name) == [
        "like", "button", "share",
      ])
    #expect(throws: EditError.self) { try session.current.addingView(.view, to: "title", at: .zero) }
    #expect(session.current.document.yaml().contains("name: switchControl"))
  }

  @Test("a move applied to the laid-out scene gives what a scene built again gives")
  func moveInPlace() throws {
    let session = try EditingSession(document: try example("card"))
    let title = session.current.displayedFrame(of: "title")
    try session.moveViews([
      ("title", title.offsetBy(dx: 3, dy: 4)), ("body", session.current.displayedFrame(of: "body")),
    ])
    let rebuilt = try EditableScene(document: session.current.document)
    #expect(session.current.displayedFrame(of: "title") == title.offsetBy(dx: 3, dy: 4))
    #expect(rebuilt.displayedFrame(of: "title") == title.offsetBy(dx: 3, dy: 4))
    #expect(session.current.document.yaml() == rebuilt.document.yaml())
    #expect(session.current.yaml == rebuilt.yaml)
    #expect(session.current.constraints.map(\.line) == rebuilt.constraints.map(\.line))
    let misplaced = session.current.scene.misplacements().map { ($0.view.layoutName ?? "", $0.frame) }
    let expected = rebuilt.scene.misplacements().map { ($0.view.layoutName ?? "", $0.frame) }
    #expect(misplaced.map(\.0) == ["title"] && expected.map(\.0) == ["title"])
    #expect(misplaced.map(\.1) == expected.map(\.1))
    // body was moved where its constraints put it: no frame is kept for it.
    #expect(session.current.document.viewSpec(named: "body")?.frame == nil)
    #expect(session.undo() == "Move")
    #expect(session.current.scene.misplacements().isEmpty)
  }

  @Test("deleting views takes their subviews and every constraint that names them")
  func deleteViews() throws {
    let session = try EditingSession(document: try example("card"))
    try session.perform("Delete") { try $0.removingViews(["actions", "avatar"]) }
    let names = session.current.viewNames
    #expect(!names.contains("actions") && !names.contains("like") && !names.contains("avatar"))
    #expect(
      !session.current.constraints.contains { record in
        ["actions", "like", "share", "avatar"].contains { record.spec.involves($0) }
      })
    // The rest still reads and lays out; title lost its leading neighbour.
    #expect(
      session.current.constraints.contains { $0.spec.equation == "card.trailingMargin == title.trailing" })
    #expect(throws: EditError.self) { try session.current.removingViews(["root"]) }
    #expect(session.undo() == "Delete")
    #expect(session.current.viewNames.contains("like"))
  }

  @Test("clear constraints and reset to suggested constraints")
  func clearAndReset() throws {
    let session = try EditingSession(document: try example("card"))
    let title = session.current.displayedFrame(of: "title")
    try session.perform("Clear") { try $0.resolving(.clearConstraints, for: ["title"]) }
    #expect(!session.current.constraints.contains { $0.spec.involves("title") })
    #expect(session.current.displayedFrame(of: "title") == title)
    try session.perform("Reset") { try $0.resolving(.resetToSuggestedConstraints, for: ["title"]) }
    #expect(session.current.constraints.contains { $0.spec.involves("title") })
    #expect(session.current.scene.frame(of: "title") == title)
  }

  @Test("RTL measures leading from the right; View as keeps the document")
  func rightToLeft() throws {
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    try session.view(as: .init(rightToLeft: true))
    #expect(session.current.scene.frame(of: "a")?.maxX == 300)
    #expect(session.current.value(of: .leading, for: "a") == 20)
    #expect(!session.hasUnsavedChanges)
  }

  @Test("semantic content from the inspector flips a view's subviews; size classes from View as")
  func semanticContentAndSizeClass() throws {
    let text = """
      version: 1
      canvas: { width: 320, height: 480 }
      views:
        - name: box
          subviews:
            - { name: dot, intrinsicSize: [10, 10] }
      constraints:
        - "H:|[box]|"
        - "V:|[box(100)]"
        - "dot.leading == box.leading + 20"
        - "dot.top == box.top"
      traits:
        - when: { horizontal: regular }
          constraints: [ "box.height == 200 @999" ]
      """
    let session = try EditingSession(document: try LayoutDocument(yaml: text, path: "t.layout.yaml"))
    #expect(session.current.scene.frame(of: "dot")?.minX == 20)
    try session.perform("Semantic") {
      try $0.settingAttributes(ViewAttributes(semanticContent: "forceRightToLeft"), of: "box")
    }
    #expect(session.current.scene.frame(of: "dot")?.minX == 290)
    #expect(session.current.yaml.contains("semanticContent: forceRightToLeft"))
    try session.view(as: .init(sizeClasses: (.regular, .regular)))
    #expect(session.current.scene.canvas.horizontalSizeClass == .regular)
    #expect(throws: EditError.self) {
      try session.perform("Semantic") {
        try $0.settingAttributes(ViewAttributes(semanticContent: "sideways"), of: "box")
      }
    }
  }

  @Test("Follow Readable Width from the Size inspector, for a view and for the root (the canvas)")
  func followReadableWidth() throws {
    let text = """
      version: 1
      canvas: { width: 1024, height: 768 }
      views:
        - name: column
          subviews:
            - { name: text, intrinsicSize: [-1, 21] }
      constraints:
        - "H:|-[column]-|"
        - "V:|[column(100)]"
        - "H:|-[text]-|"
        - "V:|-[text]"
      """
    let session = try EditingSession(document: try LayoutDocument(yaml: text, path: "t.layout.yaml"))
    #expect(session.current.scene.frame(of: "text")?.width == 992)
    try session.perform("Follow Readable Width") {
      try $0.settingAttributes(ViewAttributes(followsReadableWidth: true), of: "column")
    }
    #expect(session.current.yaml.contains("followsReadableWidth: true"))
    // As in Interface Builder the view keeps its frame (misplaced) until Update Frames.
    try session.perform("Update Frames") { try $0.resolving(.updateFrames) }
    #expect(session.current.scene.frame(of: "text")?.width == 672)
    try session.perform("Root follows") {
      try $0.settingAttributes(ViewAttributes(followsReadableWidth: true), of: "root")
    }
    try session.perform("Update Frames") { try $0.resolving(.updateFrames) }
    #expect(session.current.scene.frame(of: "column")?.width == 672)
    #expect(session.current.document.canvas.followsReadableWidth)
    #expect(throws: EditError.self) {
      try session.perform("Root hidden") {
        try $0.settingAttributes(ViewAttributes(hidden: true), of: "root")
      }
    }
  }

  @Test("a constraint marked placeholder in the Attributes inspector is written with placeholder: true")
  func placeholder() throws {
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    let record = try #require(session.current.constraints.first)
    var spec = record.spec
    spec.isPlaceholder = true
    try session.perform("Placeholder") { try $0.replacingConstraint(id: record.id, with: spec) }
    #expect(
      session.current.yaml.contains(#"- { constraint: "a.leading == root.leading + 20", placeholder: true }"#)
    )
    let again = try #require(session.current.constraints.first { $0.spec.isPlaceholder })
    #expect(again.spec.interfaceBuilderDescription == "a.leading = Superview.leading + 20 (placeholder)")
    let json = try JSONEncoder().encode(again.spec)
    #expect(String(decoding: json, as: UTF8.self).contains(#""placeholder":true"#))
    #expect(try JSONDecoder().decode(ConstraintSpec.self, from: json).isPlaceholder)
  }

  @Test("bad edits are errors and change nothing")
  func errors() throws {
    let session = try EditingSession(document: try LayoutDocument(yaml: twoBoxes, path: "t.layout.yaml"))
    #expect(throws: EditError.self) {
      try session.perform("Pin") { try $0.pinning(["nope"], PinOptions(width: 1)) }
    }
    #expect(throws: EditError.self) {
      try session.perform("Move") {
        try $0.movingView("a", to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
      }
    }
    #expect(throws: EditError.self) {
      try session.perform("Hug") { try $0.settingAttributes(ViewAttributes(hugging: [0, 2000]), of: "a") }
    }
    #expect(session.undoName == nil)
  }
}

@Suite("A constant changed in place")
struct ConstantChangeTests {
  @Test("a new constant moves the views as a rebuilt scene would, undoes, and writes the same document")
  func inPlace() throws {
    let session = try EditingSession(document: try example("card"))
    let rebuilt = try EditingSession(document: try example("card"))
    let record = try #require(
      session.current.constraints.first { $0.spec.equation == "card.top == safeArea.top + 8" })
    var spec = record.spec
    spec.constant = 30
    let scene = session.current.scene
    try session.changeConstraint(id: record.id, to: spec)
    #expect(session.current.scene === scene)  // no rebuild
    try rebuilt.perform("Change Constraint") { try $0.replacingConstraint(id: record.id, with: spec) }
    #expect(session.current.yaml == rebuilt.current.yaml)
    #expect(session.current.scene.frames.map(\.frame) == rebuilt.current.scene.frames.map(\.frame))
    #expect(session.current.scene.frame(of: "card")?.minY == 50)
    #expect(session.current.constraint(id: record.id)?.spec.constant == 30)
    #expect(session.undo() == "Change Constraint")
    #expect(session.current.scene.frame(of: "card")?.minY == 28)
    // A member of a Visual Format line, or more than the constant: the document path.
    let member = try #require(session.current.constraints.first { $0.memberCount > 1 })
    var other = member.spec
    other.constant += 4
    let before = session.current.scene
    try session.changeConstraint(id: member.id, to: other)
    #expect(session.current.scene !== before)
    #expect(session.current.constraints.contains { $0.spec.equation == other.equation })
  }
}

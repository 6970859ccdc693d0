import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutEditing
import Testing

/// Every tool on every example document and every Interface Builder example: the edits apply,
/// leave a document that reads back, and undoing them all gives the original document.
@Suite("Every tool on every example")
struct ToolSweepTests {
  static func documents() throws -> [LayoutDocument] {
    var result: [LayoutDocument] = []
    let examples = repositoryRoot.appendingPathComponent("Examples/documents")
    for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
    where name.hasSuffix(".layout.yaml") {
      let path = examples.appendingPathComponent(name).path
      result.append(try LayoutDocument(yaml: String(contentsOfFile: path, encoding: .utf8), path: path))
    }
    let ib = repositoryRoot.appendingPathComponent("Examples/interface-builder")
    for name in try FileManager.default.contentsOfDirectory(atPath: ib.path).sorted()
    where name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
      let file = try InterfaceBuilderDocument(contentsOfFile: ib.appendingPathComponent(name).path)
      guard let scene = file.scenes.first(where: { !$0.root.subviews.isEmpty }) else { continue }
      let layout = SceneLayout(document: file, scene: scene, options: .init(intrinsicSizesFromFrames: true))
      result.append(LayoutDocument.exporting(layout, path: name + ".layout.yaml").document)
    }
    return result
  }

  @Test("control-drag, Pin, Align, Resolve, Embed / Unembed, inspectors, undo all")
  func sweep() throws {
    let documents = try Self.documents()
    #expect(documents.count >= 34)  // 30 layout documents and 4 Interface Builder examples
    for document in documents {
      let session = try EditingSession(document: document)
      let original = session.current.document.yaml()
      let views = session.current.viewNames.filter {
        $0 != "root" && session.current.view(named: $0)?.isHidden == false
      }
      guard let first = views.first else { continue }
      let parent = session.current.superviews[first] ?? "root"
      let context = "\(document.path) (\(first))"
      // Control-drag to the superview, every entry of a diagonal drag.
      let menu = session.current.controlDragMenu(from: first, to: parent, direction: .diagonal)
      #expect(menu.count >= 8, "\(context)")
      try session.perform("Drag") {
        try $0.controlDragging(from: first, to: parent, choosing: menu.map(\.kind))
      }
      // Pin with the suggested spacings, then Align.
      let suggestions = session.current.pinSuggestions(for: first)
      try session.perform("Pin") {
        try $0.pinning(
          [first],
          PinOptions(
            top: suggestions[.top]?.spacing, leading: suggestions[.leading]?.spacing, width: 44,
            updateFrames: .itemsOfNewConstraints))
      }
      try session.perform("Align") {
        try $0.aligning([first], AlignOptions(horizontallyInContainer: 0))
      }
      // The inspectors: a constraint changed and swapped, a view's priorities.
      if let record = session.current.constraints.last {
        var spec = record.spec
        spec.priority = 750
        try session.perform("Constraint") { try $0.replacingConstraint(id: record.id, with: spec) }
        let id = session.current.constraints.last!.id
        try session.perform("Swap") {
          try $0.replacingConstraint(id: id, with: $0.constraint(id: id)!.spec.swapped)
        }
      }
      try session.perform("Attributes") {
        try $0.settingAttributes(ViewAttributes(hugging: [200, 300], compression: [700, 800]), of: first)
      }
      try session.perform("Move") {
        try $0.movingView(first, to: $0.displayedFrame(of: first).offsetBy(dx: 7, dy: 5))
      }
      for operation in ResolveOperation.allCases {
        try session.perform("\(operation)") { try $0.resolving(operation, for: [first]) }
      }
      try session.perform("Add Missing") { try $0.resolving(.addMissingConstraints) }
      if session.current.scene.window.layoutConflicts.isEmpty {
        let ambiguous = session.current.scene.window.ambiguousLayouts().compactMap {
          ($0.item as? View).flatMap(\.layoutName)
        }
        #expect(ambiguous.isEmpty, "\(context): still ambiguous after Add Missing Constraints: \(ambiguous)")
      }
      // Embed two siblings (or one view) in a stack and take them out again.
      let siblings = views.filter { session.current.superviews[$0] == parent && !isArranged($0, in: session) }
      if let a = siblings.first {
        let chosen = Array(siblings.prefix(2))
        try session.perform("Embed") { try $0.embeddingInStack(chosen) }
        let stack = try #require(
          session.current.viewNames.first {
            session.current.document.viewSpec(named: $0)?.arranged.contains { $0.name == a } == true
          }, "\(context)")
        try session.perform("Unembed") { try $0.unembedding(stack) }
      }
      while session.undo() != nil {}
      #expect(session.current.document.yaml() == original, "\(context): undo all")
      #expect(!session.hasUnsavedChanges, "\(context)")
    }
  }

  func isArranged(_ name: String, in session: EditingSession) -> Bool {
    guard let parent = session.current.superviews[name] else { return false }
    return session.current.document.viewSpec(named: parent)?.arranged.contains { $0.name == name } == true
  }
}

import AutoLayout
import Cassowary
import Foundation
import LayoutDocument
import LayoutEditing
import LayoutRendering

/// What the page shows after every message: the picture, the views with their frames, the
/// constraints as the outline lists them, the issues, the canvas and the undo state.
struct StudioState {
  var type = "state"
  var id: Int?
  /// The file, relative to the served folder.
  var path: String
  /// A note about the file (an Interface Builder file shown as the document it converts to).
  var note: String?
  /// What the Save or Export this state answers wrote (`Saved Main.storyboard: 3 changes`).
  var saved: String? = nil
  /// An Interface Builder file's scenes with views (`[]` for a layout document) and the one shown.
  var scenes: [StudioFileReader.SceneChoice] = []
  var scene: String? = nil
  var dirty: Bool
  var undo: String?
  var redo: String?
  var canvas: Canvas
  var devices: [String]
  var contentSizes: [String]
  /// The picture in Interface Builder's conventions (an `<svg>` element).
  var svg: String
  var views: [ViewState]
  var constraints: [ConstraintState]
  var issues: [Issue]
  /// The document as Save would write it.
  var document: String
  /// Milliseconds the server spent on the message.
  var milliseconds: Double

  struct Canvas {
    var width: Double
    var height: Double
    var device: String?
    var rtl: Bool
    var contentSize: String
    var horizontalSizeClass: String
    var verticalSizeClass: String
    /// The root view's Follow Readable Width.
    var followsReadableWidth: Bool
  }

  struct ViewState: Equatable {
    var name: String
    var parent: String?
    var kind: String
    /// The frame the canvas shows, in root coordinates.
    var frame: [Double]
    /// The frame relative to the superview, as the Size inspector shows it.
    var localFrame: [Double]
    /// The solved frame in root coordinates.
    var solved: [Double]
    var misplaced: Bool
    var ambiguous: Bool
    var hidden: Bool
    var hugging: [Float]
    var compression: [Float]
    var intrinsicSize: [Double]?
    var margins: [Double]
    var text: String?
    var arranged: Bool
    var semanticContent: String
    var followsReadableWidth: Bool
    /// A stack view's attributes, as the Attributes inspector shows them.
    var stack: StackState? = nil
  }

  /// A stack view's axis, distribution, alignment, spacing and margin arrangement, by the
  /// document's names.
  struct StackState: Equatable {
    var axis: String
    var distribution: String
    var alignment: String
    var spacing: Double
    var layoutMarginsRelative: Bool
  }

  struct ConstraintState: Equatable {
    var id: String
    var equation: String
    var description: String
    var spec: ConstraintSpec
    var holder: String
    var active: Bool
    var line: Int
    var lineText: String
    var members: Int
    var conflicting: Bool
    var broken: Bool
  }

  struct Issue {
    /// `conflict`, `ambiguous` or `misplaced`.
    var kind: String
    var text: String
    var views: [String]
    var constraints: [String]
    /// What the issues navigator offers.
    var fixes: [String]
  }
}

extension StudioState {
  /// The state of a session.
  init(session: EditingSession, path: String, note: String?, id: Int?, started: Date) {
    let editable = session.current
    let scene = editable.scene
    let window = scene.window
    window.layoutIfNeeded()
    var objectIDs: [ObjectIdentifier: String] = [:]
    for record in editable.constraints {
      if let object = editable.constraintObject(id: record.id) {
        objectIDs[ObjectIdentifier(object)] = record.id
      }
    }
    var conflicting: Set<String> = []
    var broken: Set<String> = []
    var issues: [Issue] = []
    for conflict in window.layoutConflicts {
      let ids = conflict.constraints.compactMap {
        $0.layoutConstraint.flatMap { objectIDs[ObjectIdentifier($0)] }
      }
      conflicting.formUnion(ids)
      let brokenID = conflict.broken.layoutConstraint.flatMap { objectIDs[ObjectIdentifier($0)] }
      if let brokenID { broken.insert(brokenID) }
      var views: [String] = []
      for member in conflict.constraints {
        for item in [member.layoutConstraint?.firstItem, member.layoutConstraint?.secondItem].compactMap({
          $0
        }) {
          if let name = editable.itemNames[ObjectIdentifier(item)], editable.view(named: name) != nil,
            name != "root",
            !views.contains(name)
          {
            views.append(name)
          }
        }
      }
      issues.append(
        Issue(
          kind: "conflict",
          text:
            "Unsatisfiable: broke \(conflict.broken.layoutConstraint.flatMap { editable.specText($0) } ?? "\(conflict.broken)")",
          views: views, constraints: ids, fixes: ["deleteConstraints"]))
    }
    var ambiguousNames: Set<String> = []
    let ambiguities = LayoutLog.withHandler({ _ in }, operation: { window.ambiguousLayouts() })
    for ambiguity in ambiguities {
      guard let name = editable.itemNames[ObjectIdentifier(ambiguity.item)] else { continue }
      ambiguousNames.insert(name)
      let needs = ambiguity.needs.map(\.description).joined(separator: ", ")
      issues.append(
        Issue(
          kind: "ambiguous", text: "\(name): needs constraints for: \(needs)", views: [name], constraints: [],
          fixes: ["addMissingConstraints", "resetToSuggestedConstraints"]))
    }
    // An ambiguous view has no one place to be misplaced from: Interface Builder reports it
    // ambiguous only.
    let ambiguousItems = Set(ambiguities.map { ObjectIdentifier($0.item) })
    let misplacements = scene.misplacements().filter { !ambiguousItems.contains(ObjectIdentifier($0.view)) }
    var misplacedNames: Set<String> = []
    for misplacement in misplacements {
      guard let name = editable.itemNames[ObjectIdentifier(misplacement.view)] else { continue }
      misplacedNames.insert(name)
      let d = misplacement.delta
      let parts = [("x", d.x), ("y", d.y), ("width", d.width), ("height", d.height)].filter { $0.1 != 0 }
        .map { "\($0.0) \($0.1 > 0 ? "+" : "−")\(NumberText.hundredths(Double($0.1.magnitude)))" }
      issues.append(
        Issue(
          kind: "misplaced", text: "\(name): expected \(parts.joined(separator: ", "))", views: [name],
          constraints: [],
          fixes: ["updateFrames", "updateConstraints"]))
    }
    var picture = LayoutPicture(root: window, misplacements: misplacements)
    picture.showsLegend = false
    picture.showsConstraintOrigins = false
    picture.showsConstraintTooltips = false
    picture.ambiguousItems = ambiguities.map(\.item)
    for (name, view) in scene.views {
      guard let spec = scene.specs[name] else { continue }
      switch spec.kind {
      case .label: picture.setContent(.label(spec.text ?? name), for: view)
      case .button: picture.setContent(.button(spec.text ?? name), for: view)
      case .image: picture.setContent(.image, for: view)
      case .view, .stack, .scroll: break
      }
    }
    for (object, id) in objectIDs {
      if let constraint = editable.constraintObject(id: id), ObjectIdentifier(constraint) == object {
        picture.setIdentifier(id, for: constraint)
      }
    }
    func rect(_ r: CGRect) -> [Double] { [r.minX, r.minY, r.width, r.height].map { Double($0) } }
    var views: [ViewState] = []
    for name in editable.viewNames where name != "root" {
      guard let view = editable.view(named: name), let spec = scene.specs[name] else { continue }
      let parent = editable.superviews[name]
      var solved = view.frame
      if let parent {
        let origin = editable.absoluteFrame(of: parent).origin
        solved.origin.x += origin.x
        solved.origin.y += origin.y
      }
      let intrinsic = view.intrinsicContentSize
      let margins = view.layoutMargins
      views.append(
        ViewState(
          name: name, parent: parent, kind: spec.kind.rawValue, frame: rect(editable.absoluteFrame(of: name)),
          localFrame: rect(editable.displayedFrame(of: name)), solved: rect(solved),
          misplaced: misplacedNames.contains(name), ambiguous: ambiguousNames.contains(name),
          hidden: view.isHidden,
          hugging: [
            view.contentHuggingPriority(for: .horizontal).rawValue,
            view.contentHuggingPriority(for: .vertical).rawValue,
          ],
          compression: [
            view.contentCompressionResistancePriority(for: .horizontal).rawValue,
            view.contentCompressionResistancePriority(for: .vertical).rawValue,
          ],
          intrinsicSize: spec.intrinsicSize.map { [Double($0.width), Double($0.height)] }
            ?? (intrinsic.width < 0 && intrinsic.height < 0
              ? nil : [Double(intrinsic.width), Double(intrinsic.height)]),
          margins: [margins.top, margins.left, margins.bottom, margins.right].map { Double($0) },
          text: spec.text,
          arranged: (view.superview as? StackView)?.arrangedSubviews.contains { $0 === view } ?? false,
          semanticContent: SemanticContentAttribute.documentNames.first {
            $0.value == view.semanticContentAttribute
          }?
          .name ?? "unspecified",
          followsReadableWidth: view.layoutMarginsFollowReadableWidth,
          stack: (view as? StackView).map {
            StackState(
              axis: $0.axis == .horizontal ? "horizontal" : "vertical",
              distribution: $0.distribution.yamlName,
              alignment: $0.alignment.yamlName, spacing: Double($0.spacing),
              layoutMarginsRelative: $0.isLayoutMarginsRelativeArrangement)
          }))
    }
    let canvas = scene.canvas
    self.init(
      id: id, path: path, note: note, dirty: session.hasUnsavedChanges, undo: session.undoName,
      redo: session.redoName,
      canvas: Canvas(
        width: Double(canvas.width), height: Double(canvas.height),
        device: session.overrides.device?.name ?? canvas.device,
        rtl: editable.isRightToLeft, contentSize: canvas.contentSize.name,
        horizontalSizeClass: "\(canvas.horizontalSizeClass)",
        verticalSizeClass: "\(canvas.verticalSizeClass)",
        followsReadableWidth: canvas.followsReadableWidth
      ),
      devices: Device.all.map(\.name), contentSizes: ContentSizeCategory.allCases.map(\.name),
      svg: picture.compactSVGElement(), views: views,
      constraints: editable.constraints.map { record in
        ConstraintState(
          id: record.id, equation: record.spec.equation, description: record.spec.interfaceBuilderDescription,
          spec: record.spec, holder: record.holder, active: record.isActive, line: record.line,
          lineText: record.lineText, members: record.memberCount,
          conflicting: conflicting.contains(record.id),
          broken: broken.contains(record.id))
      },
      issues: issues, document: editable.yaml,
      milliseconds: (Date().timeIntervalSince(started) * 10_000).rounded() / 10)
  }
}

extension EditableScene {
  /// A constraint of the scene as its record's equation, when it has one.
  func specText(_ constraint: LayoutConstraint) -> String? {
    ConstraintSpec(constraint, names: itemNames)?.equation
  }
}

extension StudioState {
  /// The state as the page reads it (docs/studio.md).
  /// What a connection last sent of a document's views and constraints: the next answer sends
  /// only what changed since (a patch the page merges).
  struct Sent {
    /// One list's names in order, each one's JSON and the value it was written from (an
    /// unchanged value is not written again).
    struct Parts<Value: Equatable> {
      var order: [String] = []
      var parts: [String: [UInt8]] = [:]
      var values: [String: Value] = [:]

      /// The names and parts alone (one type for both lists).
      var withoutValues: Parts<Bool> { .init(order: order, parts: parts) }

      /// What was sent of `value` (named `name`) when it has not changed since, else its JSON.
      func part(_ name: String, of value: Value, write: (Value, inout JSONText) -> Void) -> [UInt8] {
        if values[name] == value, let part = parts[name] { return part }
        return StudioState.fragment { write(value, &$0) }
      }
    }
    /// The document (path and scene) the parts belong to.
    var key: String
    var views = Parts<ViewState>()
    var constraints = Parts<ConstraintState>()
    /// The document text's lines and the picture's.
    var document: [TextLine] = []
    var svg: [TextLine] = []
  }

  /// One value's JSON bytes.
  static func fragment(_ body: (inout JSONText) -> Void) -> [UInt8] {
    var json = JSONText()
    body(&json)
    return json.utf8
  }

  /// The whole state as JSON.
  func json() -> String { json(patching: nil).text }

  /// The state as JSON; with `previous` (what this connection sent last of the same document),
  /// only the views and constraints that changed, the names of those removed and, when it
  /// changed, the order: `"patch": true`. Returns what is sent now, for the next answer.
  func json(patching previous: Sent?) -> (text: String, sent: Sent) {
    var sent = Sent(key: path + "\n" + (scene ?? ""))
    var json = JSONText()
    json.object { json in
      json.key("type")
      json.string(type)
      if let id {
        json.key("id")
        json.number(Double(id))
      }
      json.key("path")
      json.string(path)
      if let note {
        json.key("note")
        json.string(note)
      }
      if let saved {
        json.key("saved")
        json.string(saved)
      }
      if !scenes.isEmpty {
        json.key("scenes")
        json.array { json in
          for choice in scenes {
            json.object { json in
              json.key("id")
              json.string(choice.id)
              json.key("title")
              json.string(choice.title)
            }
          }
        }
      }
      if let scene {
        json.key("scene")
        json.string(scene)
      }
      json.key("dirty")
      json.bool(dirty)
      if let undo {
        json.key("undo")
        json.string(undo)
      }
      if let redo {
        json.key("redo")
        json.string(redo)
      }
      json.key("canvas")
      json.object { json in
        json.key("width")
        json.number(canvas.width)
        json.key("height")
        json.number(canvas.height)
        if let device = canvas.device {
          json.key("device")
          json.string(device)
        }
        json.key("rtl")
        json.bool(canvas.rtl)
        json.key("contentSize")
        json.string(canvas.contentSize)
        json.key("horizontalSizeClass")
        json.string(canvas.horizontalSizeClass)
        json.key("verticalSizeClass")
        json.string(canvas.verticalSizeClass)
        json.key("followsReadableWidth")
        json.bool(canvas.followsReadableWidth)
      }
      json.key("devices")
      json.strings(devices)
      json.key("contentSizes")
      json.strings(contentSizes)
      // Views and constraints: every one, or (a patch) those that changed since `previous`.
      let patching = previous?.key == sent.key
      let viewsBefore = patching ? previous?.views ?? .init() : .init()
      let constraintsBefore = patching ? previous?.constraints ?? .init() : .init()
      let viewParts = views.map { view in
        (view.name, viewsBefore.part(view.name, of: view) { $0.write(to: &$1) })
      }
      let constraintParts = constraints.map { constraint in
        (constraint.id, constraintsBefore.part(constraint.id, of: constraint) { $0.write(to: &$1) })
      }
      if patching { json.key("patch"); json.bool(true) }
      for (field, parts, before) in [
        ("views", viewParts, viewsBefore.withoutValues),
        ("constraints", constraintParts, constraintsBefore.withoutValues),
      ] {
        json.key(field)
        json.array { json in
          for (name, part) in parts where !patching || before.parts[name] != part { json.raw(part) }
        }
        guard patching else { continue }
        let names = parts.map(\.0)
        let kept = Set(names)
        let removed = before.order.filter { !kept.contains($0) }
        if !removed.isEmpty {
          json.key(field == "views" ? "removedViews" : "removedConstraints")
          json.strings(removed)
        }
        if names != before.order {
          json.key(field == "views" ? "viewOrder" : "constraintOrder")
          json.strings(names)
        }
      }
      sent.views = .init(
        order: viewParts.map(\.0), parts: Dictionary(viewParts, uniquingKeysWith: { a, _ in a }),
        values: Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }))
      sent.constraints = .init(
        order: constraintParts.map(\.0), parts: Dictionary(constraintParts, uniquingKeysWith: { a, _ in a }),
        values: Dictionary(constraints.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }))
      json.key("issues")
      json.array { json in
        for issue in issues {
          json.object { json in
            json.key("kind")
            json.string(issue.kind)
            json.key("text")
            json.string(issue.text)
            json.key("views")
            json.strings(issue.views)
            json.key("constraints")
            json.strings(issue.constraints)
            json.key("fixes")
            json.strings(issue.fixes)
          }
        }
      }
      json.key("milliseconds")
      json.number(milliseconds)
      // The document text and the picture: whole, or (a patch) as the lines of the last ones
      // that stay and those that are new.
      for (field, text, before) in [
        ("document", document, previous?.document), ("svg", svg, previous?.svg),
      ] {
        let lines = TextLine.lines(of: text)
        if field == "document" { sent.document = lines } else { sent.svg = lines }
        if patching, let before {
          json.key(field + "Lines")
          Self.writeLines(lines, reusing: before, to: &json)
        } else {
          json.key(field)
          json.string(text)
        }
      }
    }
    return (json.text, sent)
  }

  /// New lines given as runs of old lines that stay (`[start, count]`, indices into `old`) and
  /// strings for the lines that are new: `[[0, 830], "<rect …/>", [831, 1200]]`. The page joins
  /// them with line breaks.
  static func writeLines(_ lines: [TextLine], reusing old: [TextLine], to json: inout JSONText) {
    // A line usually follows the one before it in the old text too: that is checked first, and
    // only a line found elsewhere is looked up (the first old line with its text; the page copies
    // old lines by index, so one may be used twice).
    var firstIndex: [TextLine: Int]?
    func index(of line: TextLine) -> Int? {
      if firstIndex == nil {
        var indices: [TextLine: Int] = [:]
        indices.reserveCapacity(old.count)
        for (index, line) in old.enumerated() where indices[line] == nil { indices[line] = index }
        firstIndex = indices
      }
      return firstIndex?[line]
    }
    json.array { json in
      var run: (start: Int, count: Int)?
      func flush(_ json: inout JSONText) {
        guard let current = run else { return }
        json.numbers([Double(current.start), Double(current.count)])
        run = nil
      }
      // The old line expected next: after the last one used, or after the one a new line
      // replaced (then the one it was inserted before is tried too).
      var expected = 0
      var inserted = false
      func matches(_ index: Int, _ line: TextLine) -> Bool {
        index >= 0 && index < old.count && old[index] == line
      }
      for line in lines {
        let index =
          matches(expected, line)
          ? expected : inserted && matches(expected - 1, line) ? expected - 1 : index(of: line)
        guard let index else {
          flush(&json)
          json.string(line.text)
          expected += 1
          inserted = true
          continue
        }
        if let current = run, current.start + current.count == index {
          run = (current.start, current.count + 1)
        } else {
          flush(&json)
          run = (index, 1)
        }
        expected = index + 1
        inserted = false
      }
      flush(&json)
    }
  }
}

extension StudioState.ViewState {
  func write(to json: inout JSONText) {
    json.object { json in
      json.key("name")
      json.string(name)
      if let parent {
        json.key("parent")
        json.string(parent)
      }
      json.key("kind")
      json.string(kind)
      json.key("frame")
      json.numbers(frame)
      json.key("localFrame")
      json.numbers(localFrame)
      json.key("solved")
      json.numbers(solved)
      json.key("misplaced")
      json.bool(misplaced)
      json.key("ambiguous")
      json.bool(ambiguous)
      json.key("hidden")
      json.bool(hidden)
      json.key("hugging")
      json.numbers(hugging.map(Double.init))
      json.key("compression")
      json.numbers(compression.map(Double.init))
      if let intrinsicSize {
        json.key("intrinsicSize")
        json.numbers(intrinsicSize)
      }
      json.key("margins")
      json.numbers(margins)
      if let text {
        json.key("text")
        json.string(text)
      }
      json.key("arranged")
      json.bool(arranged)
      json.key("semanticContent")
      json.string(semanticContent)
      json.key("followsReadableWidth")
      json.bool(followsReadableWidth)
      if let stack {
        json.key("stack")
        json.object { json in
          json.key("axis")
          json.string(stack.axis)
          json.key("distribution")
          json.string(stack.distribution)
          json.key("alignment")
          json.string(stack.alignment)
          json.key("spacing")
          json.number(stack.spacing)
          json.key("layoutMarginsRelative")
          json.bool(stack.layoutMarginsRelative)
        }
      }
    }
  }
}

extension StudioState.ConstraintState {
  func write(to json: inout JSONText) {
    json.object { json in
      json.key("id")
      json.string(id)
      json.key("equation")
      json.string(equation)
      json.key("description")
      json.string(description)
      json.key("spec")
      json.object { json in
        json.key("firstItem")
        json.string(spec.firstItem)
        json.key("firstAttribute")
        json.string(spec.firstAttribute)
        json.key("relation")
        json.string(spec.relation)
        if let item = spec.secondItem, let attribute = spec.secondAttribute {
          json.key("secondItem")
          json.string(item)
          json.key("secondAttribute")
          json.string(attribute)
        }
        json.key("multiplier")
        json.number(Double(spec.multiplier))
        json.key("constant")
        json.number(Double(spec.constant))
        json.key("priority")
        json.number(Double(spec.priority))
        if let identifier = spec.identifier {
          json.key("identifier")
          json.string(identifier)
        }
        json.key("placeholder")
        json.bool(spec.isPlaceholder)
      }
      json.key("holder")
      json.string(holder)
      json.key("active")
      json.bool(active)
      json.key("line")
      json.number(Double(line))
      json.key("lineText")
      json.string(lineText)
      json.key("members")
      json.number(Double(members))
      json.key("conflicting")
      json.bool(conflicting)
      json.key("broken")
      json.bool(broken)
    }
  }
}

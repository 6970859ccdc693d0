import AutoLayout
import Foundation
import LayoutDocument

/// A layout document together with its laid-out scene, in the form the editing operations need:
/// every item by name, every constraint of the document's own lines with a stable id and its
/// ``ConstraintSpec``, the frames Interface Builder's canvas would show (a view's given `frame`,
/// else its solved one), and the issues of a check. Operations never change it: each returns
/// the edited document, from which the caller makes the next `EditableScene`.
///
/// ```swift
/// let editable = try EditableScene(document: document)
/// editable.constraints.map(\.spec.equation)   // ["card.leading == root.leadingMargin", …]
/// let edited = try editable.pinning(["title"], PinOptions(width: 120))
/// ```
public final class EditableScene {
  /// The document as its written text has it (`LayoutDocument.yaml()`): every
  /// constraint line with its own line number.
  public let document: LayoutDocument
  /// The canvas overrides the scene was laid out with ("View as").
  public let overrides: LayoutDocument.CanvasOverrides
  /// The laid-out scene.
  public let scene: Scene
  /// Every named item: views, layout guides, `root` and `safeArea`.
  public let items: [String: AnyObject]
  /// The names of ``items``, by item.
  public let itemNames: [ObjectIdentifier: String]
  /// The constraints made from the document's top-level lines, in document order.
  public let constraints: [ConstraintRecord]
  /// The constraint object of each record, by record id.
  let constraintObjects: [String: LayoutConstraint]
  /// Each view's superview, by name (`root` for the top-level views).
  public let superviews: [String: String]
  /// The views in document order (depth first), `root` first.
  public let viewNames: [String]

  /// Writes the document's text and lays it out.
  ///
  /// ```swift
  /// let editable = try EditableScene(document: document, overrides: .init(rightToLeft: true))
  /// ```
  ///
  /// `settling` names views whose given frame an edit only set to keep them in place: where the
  /// solution puts them there anyway, the frame is dropped from ``document`` again.
  public init(
    document: LayoutDocument, overrides: LayoutDocument.CanvasOverrides = .init(), settling: Set<String> = []
  ) throws(DocumentError) {
    // As written: every constraint line on its own line of the text (the records find their
    // line by its number), without reading the text back.
    var normalized = document.rewritten()
    let text = normalized.source
    var settled = false
    self.overrides = overrides
    scene = try normalized.makeScene(overriding: overrides)
    // A view no constraint names is held by its frame (prototyping): that frame stays.
    let solvedFrames = Dictionary(
      scene.views.filter { settling.contains($0.name) && !$0.view.translatesAutoresizingMaskIntoConstraints }
        .map { ($0.name, $0.view.frame) },
      uniquingKeysWith: { a, _ in a })
    if !solvedFrames.isEmpty {
      normalized.updateViews { spec in
        guard let given = spec.frame, let solved = solvedFrames[spec.name] else { return }
        let off = [
          given.minX - solved.minX, given.minY - solved.minY, given.width - solved.width,
          given.height - solved.height,
        ]
        if off.allSatisfy({ abs($0) < 0.001 }) {
          spec.frame = nil
          settled = true
        }
      }
    }
    self.document = normalized
    let unchangedText = settled ? nil : text
    var items: [String: AnyObject] = ["root": scene.window, "safeArea": scene.window.safeAreaLayoutGuide]
    var superviews: [String: String] = [:]
    var names = ["root"]
    var byItem: [ObjectIdentifier: String] = [
      ObjectIdentifier(scene.window): "root", ObjectIdentifier(scene.window.safeAreaLayoutGuide): "safeArea",
    ]
    for (name, view) in scene.views {
      items[name] = view
      byItem[ObjectIdentifier(view)] = name
      names.append(name)
      if let superview = view.superview { superviews[name] = byItem[ObjectIdentifier(superview)] ?? "root" }
      for guide in view.layoutGuides
      where !guide.identifier.isEmpty && normalized.guides.contains(where: { $0.name == guide.identifier }) {
        items[guide.identifier] = guide
        byItem[ObjectIdentifier(guide)] = guide.identifier
      }
    }
    for guide in scene.window.layoutGuides
    where normalized.guides.contains(where: { $0.name == guide.identifier }) {
      items[guide.identifier] = guide
      byItem[ObjectIdentifier(guide)] = guide.identifier
    }
    self.items = items
    itemNames = byItem
    self.superviews = superviews
    viewNames = names
    let made = EditableScene.records(
      of: normalized, in: scene.window, byID: scene.constraintsByID, names: byItem)
    constraints = made.map(\.record)
    constraintObjects = Dictionary(
      made.map { ($0.record.id, $0.constraint) }, uniquingKeysWith: { a, _ in a })
    // The text just read is the document's own unless frames were settled.
    if let unchangedText { yaml = unchangedText }
  }

  /// Every part given (``changingConstant(id:to:)`` shares a laid-out scene).
  init(
    document: LayoutDocument, overrides: LayoutDocument.CanvasOverrides, scene: Scene,
    items: [String: AnyObject],
    itemNames: [ObjectIdentifier: String], constraints: [ConstraintRecord],
    constraintObjects: [String: LayoutConstraint],
    superviews: [String: String], viewNames: [String]
  ) {
    self.document = document
    self.overrides = overrides
    self.scene = scene
    self.items = items
    self.itemNames = itemNames
    self.constraints = constraints
    self.constraintObjects = constraintObjects
    self.superviews = superviews
    self.viewNames = viewNames
  }

  /// The record with that id.
  ///
  /// ```swift
  /// editable.constraint(id: "c3")?.spec.equation
  /// ```
  public func constraint(id: String) -> ConstraintRecord? { constraints.first { $0.id == id } }

  /// The constraint object a record stands for.
  ///
  /// ```swift
  /// editable.constraintObject(id: "c3")?.isActive
  /// ```
  public func constraintObject(id: String) -> LayoutConstraint? { constraintObjects[id] }

  /// The document's text as Save writes it (written once).
  ///
  /// ```swift
  /// editable.yaml.hasPrefix("version: 1")
  /// ```
  public internal(set) lazy var yaml: String = document.yaml()

  /// The view with that name (`root` is the window).
  ///
  /// ```swift
  /// editable.view(named: "card")?.layoutMargins
  /// ```
  public func view(named name: String) -> View? { items[name] as? View }

  /// The frame the canvas shows for a view, relative to its superview: its given `frame` when the
  /// document has one (a view moved in the canvas), else the solved frame.
  ///
  /// ```swift
  /// editable.displayedFrame(of: "title")
  /// ```
  public func displayedFrame(of name: String) -> CGRect {
    if name == "root" { return scene.window.frame }
    if let given = scene.givenFrames[name] { return given }
    return view(named: name)?.frame ?? .zero
  }

  /// The displayed frame in the root's coordinates (superviews at their displayed frames).
  ///
  /// ```swift
  /// editable.absoluteFrame(of: "title")
  /// ```
  public func absoluteFrame(of name: String) -> CGRect {
    var rect = displayedFrame(of: name)
    if name == "root" { return CGRect(origin: .zero, size: rect.size) }
    var parent = superviews[name]
    while let current = parent, current != "root" {
      let frame = displayedFrame(of: current)
      rect.origin.x += frame.minX
      rect.origin.y += frame.minY
      parent = superviews[current]
    }
    return rect
  }

  /// Whether the scene is laid out right to left.
  public var isRightToLeft: Bool { scene.window.effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// The spec of a constraint line made for `constraint` (its items named as in the document).
  func spec(of constraint: LayoutConstraint) -> ConstraintSpec? {
    ConstraintSpec(constraint, names: itemNames)
  }
}

/// One constraint of a document line, as the outline and the inspector show it.
///
/// ```swift
/// for record in editable.constraints { print(record.id, record.spec.equation, record.holder) }
/// ```
public struct ConstraintRecord: Sendable {
  /// A stable id: `c<line index>` for an equation line, `c<line index>.<member>` for the
  /// constraints a Visual Format line makes.
  public var id: String
  /// The constraint.
  public var spec: ConstraintSpec
  /// The index of its line in the document's `constraints`.
  public var lineIndex: Int
  /// Its position among the constraints its line makes.
  public var member: Int
  /// How many constraints its line makes.
  public var memberCount: Int
  /// The line's text.
  public var lineText: String
  /// The view that holds it in Interface Builder's outline: the closest common ancestor of its
  /// items (`root` for the window).
  public var holder: String
  /// Whether it is active (a line with `active: false`, or one a trait override deactivates, is not).
  public var isActive: Bool
  /// The 1-based line of the document it was written on.
  public var line: Int
}

extension EditableScene {
  /// The records of every top-level constraint line, members of a line by their position in the
  /// line (column), then by the order they were made.
  static func records(
    of document: LayoutDocument, in window: Window, byID: [String: [LayoutConstraint]],
    names: [ObjectIdentifier: String]
  ) -> [(record: ConstraintRecord, constraint: LayoutConstraint)] {
    var lineIndexByLine: [Int: Int] = [:]
    for (index, line) in document.constraints.enumerated() { lineIndexByLine[line.line] = index }
    var made: [Int: [(column: Int, order: Int, constraint: LayoutConstraint)]] = [:]
    var order = 0
    var seen: Set<ObjectIdentifier> = []
    func collect(_ constraint: LayoutConstraint) {
      guard seen.insert(ObjectIdentifier(constraint)).inserted,
        case .document(_, let line, let column, _) = constraint.origin, let index = lineIndexByLine[line]
      else { return }
      made[index, default: []].append((column, order, constraint))
      order += 1
    }
    var stack: [View] = [window]
    while let view = stack.popLast() {
      for constraint in view.constraints { collect(constraint) }
      stack += view.subviews.reversed()
    }
    // Lines made but not active (`active: false`) are held by no view: the scene keeps them by id.
    var records: [(record: ConstraintRecord, constraint: LayoutConstraint)] = []
    for (index, line) in document.constraints.enumerated() {
      var members = (made[index] ?? []).sorted { ($0.column, $0.order) < ($1.column, $1.order) }.map(
        \.constraint)
      if members.isEmpty, let id = line.id { members = byID[id] ?? [] }
      for (k, constraint) in members.enumerated() {
        guard var spec = ConstraintSpec(constraint, names: names) else { continue }
        spec.isPlaceholder = line.isPlaceholder
        let record = ConstraintRecord(
          id: members.count == 1 ? "c\(index)" : "c\(index).\(k)", spec: spec, lineIndex: index, member: k,
          memberCount: members.count, lineText: line.text,
          holder: holderName(of: constraint, names: names), isActive: constraint.isActive, line: line.line)
        records.append((record, constraint))
      }
    }
    return records
  }

  /// The closest common ancestor of a constraint's items (a guide counts as its owning view).
  static func holderName(of constraint: LayoutConstraint, names: [ObjectIdentifier: String]) -> String {
    func view(_ item: AnyObject?) -> View? {
      if let view = item as? View { return view }
      return (item as? LayoutGuide)?.owningView
    }
    guard let first = view(constraint.firstItem) else { return "root" }
    let second = view(constraint.secondItem)
    var ancestor: View? = first
    if let second {
      // A constraint between a view and its descendant is held by the ancestor.
      let chain = Set(sequence(first: second, next: { $0.superview }).map(ObjectIdentifier.init))
      while let candidate = ancestor, !chain.contains(ObjectIdentifier(candidate)) {
        ancestor = candidate.superview
      }
    } else {
      ancestor = first
    }
    return ancestor.flatMap { names[ObjectIdentifier($0)] } ?? "root"
  }
}

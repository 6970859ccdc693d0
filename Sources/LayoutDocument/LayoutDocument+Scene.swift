import AutoLayout
import Foundation
import UIKitEmulation

/// A document made into views and laid out: the window (named `root`), every view by name, and the
/// findings of a check.
///
/// ```swift
/// let scene = try document.makeScene()
/// for (name, frame) in scene.frames { print(name, frame) }
/// ```
public final class Scene {
  /// The window every top-level view is in.
  public let window: Window
  /// The views in document order (depth first), with their names.
  public let views: [(name: String, view: View)]
  /// The document's given frames, by view name (for the misplacement check).
  package var givenFrames: [String: CGRect]
  /// The constraints made from each line with an id.
  public let constraintsByID: [String: [LayoutConstraint]]
  /// How long the first layout pass took (`autolayout solve --bench`): the constraints, views and
  /// engine exist before it; it solves the system and computes every frame.
  package var firstLayoutDuration: Duration = .zero
  /// What each view is (kind, text), by name (collected from the document when first asked).
  public private(set) lazy var specs: [String: LayoutDocument.ViewSpec] = {
    var specs: [String: LayoutDocument.ViewSpec] = [:]
    func collect(_ spec: LayoutDocument.ViewSpec) {
      specs[spec.name] = spec
      for child in spec.subviews + spec.arranged { collect(child) }
    }
    for spec in document.views { collect(spec) }
    return specs
  }()
  /// The canvas after the command line's overrides.
  public let canvas: LayoutDocument.Canvas
  /// The document (for messages and ``specs``), without its top-level constraint lines, which
  /// are the scene's constraints now.
  let document: LayoutDocument

  init(
    window: Window, views: [(name: String, view: View)], givenFrames: [String: CGRect],
    constraintsByID: [String: [LayoutConstraint]], canvas: LayoutDocument.Canvas, document: LayoutDocument
  ) {
    self.window = window
    self.views = views
    self.givenFrames = givenFrames
    self.constraintsByID = constraintsByID
    self.canvas = canvas
    self.document = document
  }

  /// The view with that name.
  ///
  /// ```swift
  /// scene.view(named: "card")?.frame
  /// ```
  public func view(named name: String) -> View? {
    views.first { $0.name == name }?.view
  }

  /// The views whose document frame differs from the solved one.
  ///
  /// ```swift
  /// for misplacement in scene.misplacements() { print(misplacement) }
  /// ```
  public func misplacements() -> [Misplacement] {
    window.layoutIfNeeded()
    return views.compactMap { name, view in
      guard let given = givenFrames[name], given != view.frame else { return nil }
      return Misplacement(view: view, frame: given, solved: view.frame)
    }
  }

  /// Applies one change of the document's animation (or any change) without laying out.
  /// Throws ``DocumentError`` at the change for an unknown id or view name.
  ///
  /// ```swift
  /// for change in document.animation?.changes ?? [] { try scene.apply(change) }
  /// scene.window.layoutIfNeeded()
  /// ```
  public func apply(_ change: LayoutDocument.Change) throws(DocumentError) {
    let reader = NodeReader(path: document.path, source: document.source)
    func constraints(_ id: String) throws(DocumentError) -> [LayoutConstraint] {
      guard let found = constraintsByID[id] else {
        throw reader.error(
          line: change.line, column: change.column, "no constraint with id '\(id)'",
          hint: "give the constraint an id: { id: \(id), constraint: \"…\" }")
      }
      return found
    }
    func view(_ name: String) throws(DocumentError) -> View {
      guard let found = self.view(named: name) else {
        throw reader.error(line: change.line, column: change.column, "no view named '\(name)'", hint: nil)
      }
      return found
    }
    switch change.kind {
    case .activate(let id): LayoutConstraint.activate(try constraints(id))
    case .deactivate(let id): LayoutConstraint.deactivate(try constraints(id))
    case .constant(let id, let value): for c in try constraints(id) { c.constant = value }
    case .priority(let id, let value):
      for c in try constraints(id) {
        do {
          try c.setPriority(LayoutPriority(value))
        } catch {
          throw reader.error(
            line: change.line, column: change.column, "\(error)",
            hint: "a constraint's priority can change between optional values, not to or from required")
        }
      }
    case .hide(let name): try view(name).isHidden = true
    case .show(let name): try view(name).isHidden = false
    case .remove(let name): try view(name).removeFromSuperview()
    }
  }

  /// The frame of the named view, relative to its superview, after layout.
  ///
  /// ```swift
  /// scene.frame(of: "card")
  /// ```
  public func frame(of name: String) -> CGRect? {
    views.first { $0.name == name }?.view.frame
  }

  /// Every view's frame after layout, in document order.
  ///
  /// ```swift
  /// scene.frames.first?.frame
  /// ```
  public var frames: [(name: String, frame: CGRect)] {
    window.layoutIfNeeded()
    return views.map { ($0.name, $0.view.frame) }
  }

  /// What is wrong with the layout: conflicts, ambiguity and the required constraints the others
  /// imply (unless `checkingAmbiguity` is false: their probes cost more than the layout itself),
  /// the other lint findings, and views whose document frame differs from the solved one.
  ///
  /// ```swift
  /// scene.issues().isEmpty   // a clean layout
  /// scene.issues(checkingAmbiguity: false)   // what `autolayout solve` reports
  /// ```
  public func issues(checkingAmbiguity: Bool = true) -> [String] {
    findings(checkingAmbiguity: checkingAmbiguity).map(\.text)
  }

  /// The findings of ``issues(checkingAmbiguity:)`` with their kind and subject, so that the
  /// same finding can be recognised in another environment (a misplacement's frames differ from
  /// device to device; its view does not).
  ///
  /// ```swift
  /// for finding in scene.findings() { print(finding.kind, finding.identity) }
  /// ```
  public func findings(checkingAmbiguity: Bool = true) -> [Finding] {
    var found: [Finding] = []
    // The names by view, made when a finding first needs one (a clean 100,000-view layout would
    // otherwise build the dictionary at the peak of its memory for nothing).
    var namesByView: [ObjectIdentifier: String]?
    func name(of view: AnyObject) -> String? {
      if namesByView == nil { namesByView = viewNames }
      return namesByView?[ObjectIdentifier(view)]
    }
    LayoutLog.withHandler({ _ in }) {
      window.layoutIfNeeded()
    }
    for conflict in window.layoutConflicts {
      let members = conflict.listing { "\($0) (\($0.origin))" }
      let broken = "\(conflict.broken) (\(conflict.broken.origin))"
      var finding = Finding(
        kind: .unsatisfiable, message: "broke \(broken); conflicting: \(members)", subject: broken)
      // Where: the broken constraint's line, else the first of the set written in the document.
      for constraint in [conflict.broken] + conflict.constraints {
        if case .document(_, let line, let column, _)? = constraint.layoutConstraint?.origin {
          (finding.line, finding.column) = (line, column)
          break
        }
      }
      found.append(finding)
    }
    if checkingAmbiguity {
      for ambiguity in window.ambiguousLayouts() {
        var finding = Finding(kind: .ambiguous, message: "\(ambiguity)")
        if let name = name(of: ambiguity.item) {
          locate(&finding, view: name)
        }
        found.append(finding)
      }
    }
    // The search for implied constraints probes the solver like the ambiguity check: `check`'s job.
    for lint in window.layoutLint(checkingRedundancy: checkingAmbiguity) {
      let name = lint.view.flatMap { name(of: $0) }
      var finding = Finding(kind: lint.kind, message: lint.message)
      if let constraint = lint.constraint {
        finding.subject = "\(constraint) (\(constraint.origin))"
        if case .document(_, let line, let column, _) = constraint.origin {
          (finding.line, finding.column) = (line, column)
        }
        finding.object = name
      } else if let name {
        finding.subject = name
        locate(&finding, view: name)
      }
      found.append(finding)
    }
    for misplacement in misplacements() {
      let name = name(of: misplacement.view) ?? "\(misplacement.view)"
      var finding = Finding(kind: .misplaced, message: "\(misplacement)", subject: name)
      locate(&finding, view: name)
      found.append(finding)
    }
    return found
  }

  /// Sibling views that partly cover each other (`View/siblingOverlaps()`), as findings at the
  /// first view's declaration; the subject is the pair (the message holds the overlap's size).
  ///
  /// ```swift
  /// scene.overlapFindings().map(\.identity)   // ["title overlaps badge"]
  /// ```
  public func overlapFindings() -> [Finding] {
    let names = viewNames
    return window.siblingOverlaps().map { overlap in
      let first = overlap.view.flatMap { names[ObjectIdentifier($0)] }
      let second = overlap.other.flatMap { names[ObjectIdentifier($0)] }
      var finding = Finding(
        kind: .overlap, message: overlap.message, subject: "\(first ?? "?") overlaps \(second ?? "?")")
      if let first { locate(&finding, view: first) }
      return finding
    }
  }

  /// Each view's name, by view.
  private var viewNames: [ObjectIdentifier: String] {
    Dictionary(views.map { (ObjectIdentifier($0.view), $0.name) }, uniquingKeysWith: { first, _ in first })
  }

  /// Points a finding at the declaration of the view named `name`.
  private func locate(_ finding: inout Finding, view name: String) {
    finding.object = name
    if let spec = specs[name] { (finding.line, finding.column) = (spec.line, spec.column) }
  }
}

/// A view that reports the size the document gave it as its intrinsic content size.
class DocumentView: View {
  var documentIntrinsicSize: CGSize?
  var baseline: CGFloat?

  override var firstBaselineOffsetFromTop: CGFloat? { baseline }
  /// One line of text: the last baseline is the first, measured from the intrinsic height.
  override var lastBaselineOffsetFromBottom: CGFloat? {
    guard let baseline, let height = documentIntrinsicSize?.height, height >= 0 else { return nil }
    return height - baseline
  }

  override var intrinsicContentSize: CGSize {
    documentIntrinsicSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
}

/// A document view whose alignment rectangle is inset in its frame (`alignmentInsets:`).
///
/// A subclass of its own, so that a view without insets keeps `View`'s: the layout pass asks every
/// view for its insets, and an override that reads a field of the subclass's storage costs a
/// cache miss per view (a fifth of a 10,000-view chain's relayout).
final class InsetDocumentView: DocumentView {
  var documentAlignmentInsets = EdgeInsets.zero

  override var alignmentRectInsets: EdgeInsets { documentAlignmentInsets }
}

extension LayoutDocument {
  /// Builds the views and constraints and lays them out. Throws ``DocumentError`` for a constraint
  /// line that does not parse (with the column inside the line) or refers to an unknown view.
  ///
  /// ```swift
  /// let scene = try document.makeScene(overriding: .init(width: 375))
  /// ```
  public consuming func makeScene(overriding overrides: CanvasOverrides = CanvasOverrides())
    throws(DocumentError)
    -> Scene
  {
    var canvas = self.canvas
    if let device = overrides.device {
      canvas.device = device.name
      canvas.width = device.size.width
      canvas.height = device.size.height
      canvas.scale = device.scale
      canvas.safeArea = device.safeArea
    }
    if let width = overrides.width { canvas.width = width }
    if let height = overrides.height { canvas.height = height }
    if let scale = overrides.scale { canvas.scale = scale }
    if let device = overrides.device {
      (canvas.horizontalSizeClass, canvas.verticalSizeClass) = device.sizeClasses
    }
    if let sizeClasses = overrides.sizeClasses {
      (canvas.horizontalSizeClass, canvas.verticalSizeClass) = sizeClasses
    }
    if overrides.rightToLeft { canvas.direction = .rightToLeft }
    if let contentSize = overrides.contentSize { canvas.contentSize = contentSize }
    let window = Window(
      size: CGSize(width: canvas.width, height: canvas.height), scale: canvas.scale,
      layoutDirection: canvas.direction,
      safeAreaInsets: canvas.safeArea, contentSizeCategory: canvas.contentSize.rawValue)
    window.sizeClasses = (canvas.horizontalSizeClass, canvas.verticalSizeClass)
    window.textMeasurer = overrides.textMeasurer
    window.layoutName = "root"
    if let margins = canvas.margins { window.layoutMargins = margins }
    window.layoutMarginsFollowReadableWidth = canvas.followsReadableWidth
    var made: [(name: String, view: View)] = []
    var items: [String: Any] = ["root": window, "safeArea": window.safeAreaLayoutGuide]
    // The same table for the Visual Format lines, typed once (not converted once per line).
    var objects: [String: AnyObject] = ["root": window, "safeArea": window.safeAreaLayoutGuide]
    var given: [String: CGRect] = [:]
    func build(_ spec: ViewSpec) -> View {
      let view: View
      switch spec.kind {
      case .stack:
        let stack = StackView()
        if let s = spec.stack {
          stack.axis = s.axis
          stack.distribution = s.distribution
          stack.alignment = s.alignment
          stack.spacing = s.spacing
          stack.isLayoutMarginsRelativeArrangement = s.isLayoutMarginsRelativeArrangement
        }
        view = stack
      case .scroll:
        view = ScrollView()
      case .label where spec.intrinsicSize == nil:
        // Measured text: the label's size comes from its font.
        let label = Label(text: spec.text)
        if let font = spec.font {
          label.font = font.font(defaultSize: 17)
          label.adjustsFontForContentSizeCategory = font.style != nil
        }
        label.numberOfLines = spec.lines ?? 1
        view = label
      case .button where spec.intrinsicSize == nil:
        let button = Button(title: spec.text)
        if let font = spec.font { button.titleFont = font.font(defaultSize: 15) }
        view = button
      default:
        let insets = spec.alignmentInsets ?? .zero
        let documentView: DocumentView
        if insets == .zero {
          documentView = DocumentView()
        } else {
          let inset = InsetDocumentView()
          inset.documentAlignmentInsets = insets
          documentView = inset
        }
        documentView.documentIntrinsicSize = spec.intrinsicSize
        documentView.baseline = spec.baseline
        // Interface Builder's defaults for labels and image views: hugging 251.
        if spec.kind == .label || spec.kind == .image {
          documentView.setContentHuggingPriority(251, for: .horizontal)
          documentView.setContentHuggingPriority(251, for: .vertical)
        }
        view = documentView
      }
      view.translatesAutoresizingMaskIntoConstraints = false
      view.layoutName = spec.name
      view.isHidden = spec.hidden
      if let semantic = spec.semanticContent { view.semanticContentAttribute = semantic }
      if let margins = spec.margins { view.layoutMargins = margins }
      view.layoutMarginsFollowReadableWidth = spec.followsReadableWidth
      if let h = spec.hugging {
        view.setContentHuggingPriority(LayoutPriority(h.horizontal), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(h.vertical), for: .vertical)
      }
      if let c = spec.compression {
        view.setContentCompressionResistancePriority(LayoutPriority(c.horizontal), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(c.vertical), for: .vertical)
      }
      if let frame = spec.frame { given[spec.name] = frame }
      made.append((spec.name, view))
      items[spec.name] = view
      objects[spec.name] = view
      for child in spec.subviews { view.addSubview(build(child)) }
      if let stack = view as? StackView {
        for child in spec.arranged {
          // A gravity-areas stack puts each view in its area (the leading one unless it says).
          if stack.distribution == .gravityAreas {
            stack.addView(build(child), in: child.gravity ?? .leading)
          } else {
            stack.addArrangedSubview(build(child))
          }
        }
      }
      return view
    }
    for spec in views { window.addSubview(build(spec)) }
    for guideSpec in guides {
      guard let owner = items[guideSpec.owner] as? View else {
        throw NodeReader(path: path, source: source).error(
          line: guideSpec.line, column: guideSpec.column,
          "no view named '\(guideSpec.owner)' to own the guide",
          hint: "owner is the name of a view, or root")
      }
      let guide = LayoutGuide()
      guide.identifier = guideSpec.name
      owner.addLayoutGuide(guide)
      items[guideSpec.name] = guide
      objects[guideSpec.name] = guide
    }
    var active: [LayoutConstraint] = []
    var byID: [String: [LayoutConstraint]] = [:]
    var activeIDs: Set<String> = []
    func add(_ lines: [ConstraintLine]) throws(DocumentError) {
      for line in lines {
        let made = try parse(line, items: items, objects: objects)
        // A placeholder left out at build time is made (and checked) but never activated.
        let activates = line.isActive && !(line.isPlaceholder && overrides.omitsPlaceholders)
        if let id = line.id {
          byID[id] = made
          for constraint in made { constraint.identifier = id }
          if activates { activeIDs.insert(id) }
        } else if activates {
          active += made
        }
      }
    }
    try add(constraints)
    let reader = NodeReader(path: path, source: source)
    for override in traits where override.matches(canvas) {
      try add(override.constraints)
      for id in override.constraints.compactMap(\.id) { activeIDs.insert(id) }
      for (ids, on) in [(override.deactivate, false), (override.activate, true)] {
        for id in ids {
          guard byID[id] != nil else {
            throw reader.error(
              line: override.line, column: override.column, "no constraint with id '\(id)'",
              hint: "give the constraint an id: { id: \(id), constraint: \"…\" }")
          }
          if on { activeIDs.insert(id) } else { activeIDs.remove(id) }
        }
      }
      for (names, hidden) in [(override.hide, true), (override.show, false)] {
        for name in names {
          guard let view = made.first(where: { $0.name == name })?.view else {
            throw reader.error(
              line: override.line, column: override.column, "no view named '\(name)'", hint: nil)
          }
          view.isHidden = hidden
        }
      }
    }
    // The lines of overrides that do not match are still read (a typo is an error under every
    // trait) and stay inactive; those with an id can be activated by an animation.
    for override in traits where !override.matches(canvas) {
      for line in override.constraints {
        let made = try parse(line, items: items, objects: objects)
        if let id = line.id, byID[id] == nil {
          for constraint in made { constraint.identifier = id }
          byID[id] = made
        }
      }
    }
    for id in byID.keys.sorted() where activeIDs.contains(id) { active += byID[id]! }
    // Activation order follows the document, so conflict reports blame the later line.
    active = active.enumerated()
      .map { (order: documentOrder($0.element), offset: $0.offset, constraint: $0.element) }
      .sorted { ($0.order.line, $0.order.column, $0.offset) < ($1.order.line, $1.order.column, $1.offset) }
      .map(\.constraint)
    // The lines are constraints now: a caller that hands its document over frees them before the
    // layout, the largest part of a large document; the names are not needed any more either.
    Self.addPrototypingConstraints(to: made, given: given, constraints: active + byID.values.joined())
    constraints = []
    items = [:]
    // The scene's messages point only at the animation's lines (``Scene/apply(_:)``): it keeps
    // those, at their line numbers, instead of the whole text (32 MB for a 100,000-view document).
    source = Self.sourceKeeping(lines: Set((animation?.changes ?? []).map(\.line)), of: source)
    LayoutConstraint.activate(active)
    let clock = ContinuousClock()
    let start = clock.now
    LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() }
    let firstLayout = clock.now - start
    let scene = Scene(
      window: window, views: made, givenFrames: given, constraintsByID: byID, canvas: canvas,
      document: copy self)
    scene.firstLayoutDuration = firstLayout
    return scene
  }

  /// Interface Builder's prototyping constraints: "When you place a view on the canvas, Interface
  /// Builder automatically creates a set of prototyping constraints that define the view's
  /// current size and position relative to the upper left corner … As soon as you create your
  /// first constraint, the system removes all the prototyping constraints from the views referred
  /// to by the constraint" (seed 003, "Working with Constraints in Interface Builder"). A view with
  /// a given frame that no constraint of the document names (nor a stack arranges) keeps that
  /// frame: its autoresizing mask is translated, fixed to the top-left corner.
  static func addPrototypingConstraints(
    to made: [(name: String, view: View)], given: [String: CGRect],
    constraints: some Sequence<LayoutConstraint>
  ) {
    guard !given.isEmpty else { return }
    var named = Set<ObjectIdentifier>()
    for constraint in constraints {
      for item in [constraint.firstItem, constraint.secondItem] {
        if let view = item as? View { named.insert(ObjectIdentifier(view)) }
      }
    }
    for (name, view) in made {
      guard let frame = given[name], !named.contains(ObjectIdentifier(view)) else { continue }
      if let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) {
        continue
      }
      view.autoresizingMask = []
      view.translatesAutoresizingMaskIntoConstraints = true
      view.frame = frame
    }
  }

  /// Line, then column, of a constraint's document origin.
  func documentOrder(_ constraint: LayoutConstraint) -> (line: Int, column: Int) {
    if case .document(_, let line, let column, _) = constraint.origin { return (line, column) }
    return (Int.max, 0)
  }

  /// One constraint line: Visual Format when it starts with `H:`, `V:`, `|` or `[`, an equation
  /// otherwise. Errors point into the document.
  func parse(_ line: ConstraintLine, items: [String: Any], objects: [String: AnyObject]) throws(DocumentError)
    -> [LayoutConstraint]
  {
    let text = line.text.trimmingHorizontalSpace()
    let reader = NodeReader(path: path, source: source)
    // `line.column` is the text's own column (after the opening quote of a quoted line).
    let textColumn = line.column
    let isVisualFormat =
      text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    do {
      let made: [LayoutConstraint]
      if isVisualFormat {
        made = try LayoutConstraint.constraints(
          withVisualFormat: text, options: line.options, numbers: metrics, items: objects)
        for constraint in made {
          if case .visualFormat(_, let column, _, _) = constraint.origin {
            constraint.origin = .document(
              path: path, line: line.line, column: textColumn + column - 1, id: nil)
          }
        }
      } else {
        let constraint = try LayoutConstraint.constraint(withEquation: text, views: items)
        constraint.origin = .document(path: path, line: line.line, column: textColumn, id: nil)
        made = [constraint]
      }
      return made
    } catch let error as VisualFormatError {
      throw reader.error(
        line: line.line, column: textColumn + error.position, error.message,
        hint: "Visual Format: H:|-[a]-[b(==a)]-| ; names are the views' names and root")
    } catch let error as EquationError {
      throw reader.error(
        line: line.line, column: textColumn + error.column - 1, error.message,
        hint: "an equation: item.attribute == [multiplier *] item.attribute [± constant] [@priority]")
    } catch {
      throw reader.error(line: line.line, column: textColumn, "\(error)", hint: nil)
    }
  }

  /// Command-line overrides of the canvas.
  ///
  /// ```swift
  /// LayoutDocument.CanvasOverrides(width: 375, rightToLeft: true)
  /// ```
  public struct CanvasOverrides: Sendable {
    /// A device preset replacing the document's canvas size, scale and safe area.
    public var device: Device?
    /// The width in points.
    public var width: CGFloat?
    /// The height in points.
    public var height: CGFloat?
    /// Pixels per point.
    public var scale: CGFloat?
    /// Lay out right to left.
    public var rightToLeft: Bool
    /// The user's text size.
    public var contentSize: ContentSizeCategory?
    /// What measures the scene's text (the window's `View/textMeasurer`); `nil`: an
    /// `EstimatingTextMeasurer`.
    public var textMeasurer: (any TextMeasuring)?
    /// The size classes across and down, instead of the document's or the device's.
    public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)?
    /// Leave out the placeholder constraints (`placeholder: true`), as building the app does:
    /// the layout the app gets at run time rather than the one Interface Builder shows.
    public var omitsPlaceholders = false

    /// Overrides; `nil` keeps the document's value.
    public init(
      device: Device? = nil, width: CGFloat? = nil, height: CGFloat? = nil, scale: CGFloat? = nil,
      rightToLeft: Bool = false, contentSize: ContentSizeCategory? = nil,
      textMeasurer: (any TextMeasuring)? = nil,
      sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)? = nil
    ) {
      self.sizeClasses = sizeClasses
      self.textMeasurer = textMeasurer
      self.contentSize = contentSize
      self.device = device
      self.width = width
      self.height = height
      self.scale = scale
      self.rightToLeft = rightToLeft
    }
  }
}

extension LayoutDocument {
  /// `source` with every line blank but `lines` (1-based): the same line numbers, a fraction of
  /// the text.
  ///
  /// ```swift
  /// LayoutDocument.sourceKeeping(lines: [2], of: "a\nb\nc")  // "\nb\n"
  /// ```
  static func sourceKeeping(lines kept: Set<Int>, of source: String) -> String {
    var result: [UInt8] = []
    var line = 1
    var keeping = kept.contains(1)
    for byte in source.utf8 {
      if byte == UInt8(ascii: "\n") {
        result.append(byte)
        line += 1
        keeping = kept.contains(line)
      } else if keeping {
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}

import AutoLayout
import Foundation

/// Interface Builder's Update Constraint Constants, off a Mac: where a misplaced view's stored
/// frame is the one meant, the constants of its constraints change so that the stored frames
/// satisfy them; the frames and every other byte of the file stay.
///
/// A constraint is updated when it names a misplaced view (proven by default, as
/// ``FrameUpdate`` chooses them) and no other view whose stored frame is itself off (flagged or
/// found misplaced), relates edges, centres or sizes of views with stored frames,
/// and the stored frames break it by half a pixel or more: its new constant is what the stored
/// frames give (`first − multiplier × second`), on the device's pixel grid. Constraints to
/// margins, baselines or layout guides rest on values the model supplies and are left (said so),
/// as are constants that vary by size class. The updated file is laid out again: a view that
/// does not then sit at its stored frame has its constraints' changes undone and is reported.
///
/// ```swift
/// let update = ConstantUpdate(document: document, source: source, options: .init())
/// update.apply(to: &source)
/// update.changes.map(\.id)   // the constraints whose constants changed
/// ```
public struct ConstantUpdate {
  /// One constraint's constant replaced.
  public struct Change: Sendable, Equatable {
    /// The constraint's id.
    public var id: String
    /// The line of its element.
    public var line: Int
    /// The constant before.
    public var from: CGFloat
    /// The constant written.
    public var to: CGFloat
    /// The misplaced views it names.
    public var views: [String]
  }

  /// The constants replaced, in document order.
  public private(set) var changes: [Change] = []
  /// What was left, and why.
  public private(set) var skipped: [FrameUpdate.Skip] = []
  /// Views that sit at their stored frames once the constants change (their `misplaced` flags go).
  public private(set) var settledViews: [String] = []

  /// Finds the constants to update in `document` (read from the same text as `source`).
  ///
  /// ```swift
  /// let update = ConstantUpdate(document: document, source: source, options: .init(views: ["abc-12-XyZ"]))
  /// ```
  public init(
    document: InterfaceBuilderDocument, source: InterfaceBuilderSource, options: FrameUpdate.Options
  ) {
    for scene in document.scenes where options.scenes.isEmpty || options.scenes.contains(scene.id) {
      let layout = SceneLayout(document: document, scene: scene, options: options.layout)
      let report = StoredFrameComparison(layout)
      plan(scene: scene, layout: layout, report: report, options: options)
    }
    keepSettledChanges(document: document, source: source, options: options)
  }

  private mutating func plan(
    scene: InterfaceBuilderDocument.Scene, layout: SceneLayout, report: StoredFrameComparison,
    options: FrameUpdate.Options
  ) {
    var targets: [String: String] = [:]  // id → name
    for finding in report.findings {
      guard let id = finding.object, options.views.isEmpty || options.views.contains(id) else { continue }
      if finding.kind == .misplaced || (finding.kind == .possiblyMisplaced && options.includeModelDependent) {
        targets[id] = report.views.first { $0.id == id }?.name ?? id
      }
    }
    if options.includeModelDependent {
      for view in report.views where !view.isCompared && !view.agrees {
        if layout.nodesByID[view.id]?.isMisplaced == true,
          options.views.isEmpty || options.views.contains(view.id)
        {
          targets[view.id] = view.name
        }
      }
    }
    guard !targets.isEmpty else { return }
    if !layout.isStoredEnvironment || report.findings.contains(where: { $0.kind == .unsatisfiable }) {
      skipped.append(
        .init(
          id: scene.id, name: "scene \(scene.id)", line: scene.line,
          reason: "the scene has unsatisfiable constraints or is laid out on another device"))
      return
    }
    let frames = layout.absoluteStoredFrames()
    let disagreeing = Set(
      report.views.filter { !$0.agrees || layout.nodesByID[$0.id]?.isMisplaced == true }.map(\.id))
    let scale = layout.scale
    var constraints: [ConstraintNode] = []
    func collect(_ node: ViewNode) {
      constraints += node.constraints
      node.subviews.forEach(collect)
    }
    collect(scene.root)
    for constraint in constraints {
      let named = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.filter {
        targets[$0] != nil
      }
      guard !named.isEmpty else { continue }
      // The other views' stored frames must be right: not flagged or found misplaced themselves.
      let others = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.filter {
        targets[$0] == nil
      }
      if others.contains(where: { disagreeing.contains($0) }) { continue }
      func skip(_ reason: String) {
        skipped.append(
          .init(id: constraint.id, name: "constraint \(constraint.id)", line: constraint.line, reason: reason)
        )
      }
      guard constraint.constantVariations.isEmpty else {
        skip("its constant varies by size class")
        continue
      }
      guard let first = Self.value(constraint.firstAttribute, of: constraint.firstItem, in: frames) else {
        skip("it relates a margin, a baseline or a layout guide, whose place rests on the model")
        continue
      }
      var second: CGFloat = 0
      if let item = constraint.secondItem {
        guard let value = Self.value(constraint.secondAttribute, of: item, in: frames) else {
          skip("it relates a margin, a baseline or a layout guide, whose place rests on the model")
          continue
        }
        second = value
      }
      let multiplier = constraint.secondItem == nil ? 0 : constraint.multiplier
      let given = first - multiplier * second
      let tolerance = 0.5 / scale
      let holds: Bool
      switch constraint.relation {
      case .equal: holds = abs(given - constraint.constant) < tolerance
      case .lessThanOrEqual: holds = given <= constraint.constant + tolerance
      case .greaterThanOrEqual: holds = given >= constraint.constant - tolerance
      }
      guard !holds else { continue }
      let constant = (given * scale).rounded() / scale
      changes.append(
        .init(id: constraint.id, line: constraint.line, from: constraint.constant, to: constant, views: named)
      )
    }
    let touched = Set(changes.flatMap(\.views))
    settledViews += targets.keys.sorted().filter(touched.contains)
  }

  /// The value of an attribute of a view with a stored frame (root coordinates, left to right);
  /// `nil` for margins, baselines and items without a stored frame (layout guides).
  static func value(_ attribute: LayoutConstraint.Attribute, of item: String, in frames: [String: CGRect])
    -> CGFloat?
  {
    guard let frame = frames[item] else { return nil }
    switch attribute {
    case .left, .leading: return frame.minX
    case .right, .trailing: return frame.maxX
    case .top: return frame.minY
    case .bottom: return frame.maxY
    case .width: return frame.width
    case .height: return frame.height
    case .centerX: return frame.midX
    case .centerY: return frame.midY
    default: return nil
    }
  }

  /// Lays the updated file out again; the changes of a view that does not then sit at its stored
  /// frame are undone and reported, until every kept change holds.
  private mutating func keepSettledChanges(
    document: InterfaceBuilderDocument, source: InterfaceBuilderSource, options: FrameUpdate.Options
  ) {
    while !changes.isEmpty {
      var edited = source
      apply(to: &edited)
      guard let updated = try? InterfaceBuilderDocument(xml: edited.text, path: document.path) else {
        changes = []
        settledViews = []
        return
      }
      let targets = Set(settledViews)
      var unsettled: Set<String> = []
      for scene in updated.scenes where options.scenes.isEmpty || options.scenes.contains(scene.id) {
        let report = StoredFrameComparison(
          SceneLayout(document: updated, scene: scene, options: options.layout))
        for view in report.views where targets.contains(view.id) && !view.agrees { unsettled.insert(view.id) }
      }
      guard !unsettled.isEmpty else { return }
      for change in changes where !Set(change.views).isDisjoint(with: unsettled) {
        skipped.append(
          .init(
            id: change.id, name: "constraint \(change.id)", line: change.line,
            reason: "with the stored frames' constant its views still do not sit at their stored frames"))
      }
      let count = changes.count
      changes.removeAll { !Set($0.views).isDisjoint(with: unsettled) }
      settledViews.removeAll { unsettled.contains($0) }
      // Each round undoes at least one change (an unsettled view is one a change names).
      if changes.count == count { break }
    }
    if changes.isEmpty { settledViews = [] }
  }

  /// Writes the constants into `source` (a constant of 0 is left out, as Xcode leaves it out) and
  /// removes the `misplaced` flags of the views that now sit at their stored frames.
  ///
  /// ```swift
  /// update.apply(to: &source)
  /// ```
  public func apply(to source: inout InterfaceBuilderSource) {
    for change in changes {
      guard
        let element = source.elements.firstIndex(where: { $0.name == "constraint" && $0["id"] == change.id })
      else { continue }
      if change.to == 0 {
        source.removeAttribute("constant", in: element)
      } else {
        // After the last attribute Xcode writes before a constant (priority, multiplier …).
        let order = InterfaceBuilderSource.constraintAttributeOrder
        let after = order.prefix { $0 != "constant" }.reversed().first { source.elements[element][$0] != nil }
        source.setAttribute(
          "constant", InterfaceBuilderSource.number(Double(change.to)), in: element, after: after)
      }
    }
    for id in settledViews {
      if let view = source.element(id: id) { source.removeAttribute("misplaced", in: view) }
    }
  }
}

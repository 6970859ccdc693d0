import Foundation

// UIKit's UIConstraintBasedLayoutDebugging, and what Interface Builder tells beyond it. Every call
// first brings the layout up to date (a layout pass if anything changed).

extension View {
  /// The engine of the hierarchy as diagnostics see it, with every change applied.
  var diagnostics: EngineDiagnostics {
    let root = rootView
    root.layoutIfNeeded()
    return EngineDiagnostics(root.layoutEngine)
  }

  /// The unsatisfiable conflicts the engine met in the hierarchy's current constraints (each
  /// with the constraint it broke), in the order met. Empty when everything holds.
  ///
  /// ```swift
  /// for conflict in window.layoutConflicts { print(conflict) }
  /// ```
  public var layoutConflicts: [LayoutConflict] { diagnostics.conflicts }

  /// How far the constraint the engine broke to recover from `conflict` is from holding in the
  /// current layout, in points: what the conflicting set is short of (`nil` when the broken
  /// constraint is one the system made, or is no longer active).
  ///
  /// ```swift
  /// label.widthAnchor.constraint(equalToConstant: 100).isActive = true
  /// label.widthAnchor.constraint(equalToConstant: 104).isActive = true
  /// window.shortfall(of: window.layoutConflicts[0])   // 4
  /// ```
  public func shortfall(of conflict: LayoutConflict) -> CGFloat? {
    guard let broken = conflict.broken.layoutConstraint, broken.isActive else { return nil }
    return CGFloat(abs(diagnostics.residual(of: broken, given: [:])))
  }

  /// Whether the constraints leave the view's frame open: another frame would satisfy every
  /// constraint just as well (UIKit's `hasAmbiguousLayout`).
  ///
  /// ```swift
  /// box.widthAnchor.constraint(equalToConstant: 100).isActive = true
  /// box.hasAmbiguousLayout   // true: nothing places it
  /// ```
  public var hasAmbiguousLayout: Bool { ambiguity != nil }

  /// Why the view's layout is ambiguous, in Interface Builder's words ("Need constraints for:
  /// X position, width"), with any content-priority ties; `nil` when it is not.
  ///
  /// ```swift
  /// print(box.ambiguity ?? "fully constrained")
  /// ```
  public var ambiguity: LayoutAmbiguity? { diagnostics.ambiguity(of: self) }

  /// Every ambiguous view and layout guide of this view's hierarchy (this view and below): those
  /// whose frame — a position in the superview's coordinates, and a size — the constraints do
  /// not settle. A view pinned inside an ambiguously placed superview is not listed; the
  /// superview is.
  ///
  /// With `withinSuperviewFrames`, the question is Interface Builder's instead: which views
  /// lack constraints, each superview's frame taken as it is. A view pinned to the far edge of
  /// a superview whose size is open is then not listed either (at run time its frame moves with
  /// that size, so ``hasAmbiguousLayout`` is `true` for it).
  ///
  /// `freeingSizeOf` names a view whose size the engine holds but whose size at run time is
  /// decided elsewhere (a xib's top-level view): during the search its size is held only at the
  /// lowest level, so content a point longer or shorter than that size stretches the view instead
  /// of making its subviews tie (a content-priority ambiguity that is really a misplacement).
  ///
  /// ```swift
  /// for finding in window.ambiguousLayouts() { print(finding) }
  /// window.ambiguousLayouts(withinSuperviewFrames: true)   // what Xcode's canvas flags
  /// window.ambiguousLayouts(withinSuperviewFrames: true, freeingSizeOf: header)
  /// ```
  public func ambiguousLayouts(withinSuperviewFrames: Bool = false, freeingSizeOf freed: View? = nil)
    -> [LayoutAmbiguity]
  {
    diagnostics.ambiguities(withinParentFrames: withinSuperviewFrames, freeingSizeOf: freed).filter { item in
      if let view = item.item as? View { return isInSubtree(view) || view === self }
      if let guide = item.item as? LayoutGuide, let owner = guide.owningView { return isInSubtree(owner) }
      return false
    }
  }

  /// Moves an ambiguously laid out view to another of its valid layouts, and back on the next call
  /// (UIKit's `exerciseAmbiguityInLayout()`, without the randomness: the same frames every run).
  /// Does nothing to a view whose layout is not ambiguous.
  ///
  /// ```swift
  /// box.exerciseAmbiguityInLayout()
  /// box.frame   // another frame the constraints allow
  /// ```
  public func exerciseAmbiguityInLayout() {
    let engine = diagnostics
    engine.exercise(self)
    rootView.needsLayoutFlag = true
    layoutIfNeeded()
  }

  /// The constraints that decide the view's position and size on an axis, the app's and the
  /// system parts' `LayoutConstraint`s (UIKit's `constraintsAffectingLayout(for:)`).
  ///
  /// ```swift
  /// label.constraintsAffectingLayout(for: .horizontal).map(\.origin)
  /// ```
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    engineConstraintsAffectingLayout(for: axis).compactMap(\.layoutConstraint)
  }

  /// ``constraintsAffectingLayout(for:)`` with the constraints the system keeps inside the
  /// engine as well (intrinsic size, autoresizing mask, margins, the root's size).
  ///
  /// ```swift
  /// for c in label.engineConstraintsAffectingLayout(for: .vertical) { print(c, c.origin) }
  /// ```
  public func engineConstraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [EngineConstraint] {
    diagnostics.constraintsAffecting(self, axis: axis)
  }

  /// A picture of the hierarchy in the spirit of UIKit's `_autolayoutTrace`: one line per view
  /// and layout guide, `•` for the view that hosts the engine, `*` for views laid out by Auto
  /// Layout, `+` for views placed by their frame and autoresizing mask, and `AMBIGUOUS LAYOUT`
  /// with the variables that can move.
  ///
  /// ```swift
  /// print(window.autolayoutTrace())
  /// // •root
  /// // |   *box- AMBIGUOUS LAYOUT for box.minX, box.minY
  /// ```
  public func autolayoutTrace() -> String {
    let engine = diagnostics
    let items = engine.itemsInOrder.filter { item in
      if let view = item as? View { return view === self || isInSubtree(view) }
      if let owner = (item as? LayoutGuide)?.owningView { return owner === self || isInSubtree(owner) }
      return false
    }
    let parts = engine.ambiguousParts(of: items)
    var ambiguous: [ObjectIdentifier: [SystemConstraintTag.RectPart]] = [:]
    for (item, itemParts) in zip(items, parts) { ambiguous[ObjectIdentifier(item)] = itemParts }
    func note(_ item: AnyObject) -> String {
      let names: [SystemConstraintTag.RectPart: String] = [
        .minX: "minX", .minY: "minY", .width: "Width", .height: "Height",
      ]
      let found = ambiguous[ObjectIdentifier(item)] ?? []
      guard !found.isEmpty else { return "" }
      return "- AMBIGUOUS LAYOUT for "
        + found.map { describedName(item) + "." + names[$0]! }.joined(separator: ", ")
    }
    var lines: [String] = []
    let root = rootView
    func visit(_ view: View, depth: Int) {
      let marker = view === root ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
      lines.append(String(repeating: "|   ", count: depth) + marker + describedName(view) + note(view))
      for guide in items.compactMap({ $0 as? LayoutGuide }) where guide.owningView === view {
        lines.append(String(repeating: "|   ", count: depth + 1) + "*" + describedName(guide) + note(guide))
      }
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    lines += [
      "",
      "Legend:",
      "\t* - is laid out with auto layout",
      "\t+ - is laid out manually, but is represented in the layout engine because "
        + "translatesAutoresizingMaskIntoConstraints = YES",
      "\t• - layout engine host",
    ]
    return lines.joined(separator: "\n")
  }
}

extension LayoutGuide {
  /// Whether the constraints leave the guide's frame open (see ``View/hasAmbiguousLayout``).
  ///
  /// ```swift
  /// spacer.hasAmbiguousLayout
  /// ```
  public var hasAmbiguousLayout: Bool { ambiguity != nil }

  /// Why the guide's layout is ambiguous, or `nil` (see ``View/ambiguity``).
  ///
  /// ```swift
  /// print(spacer.ambiguity ?? "fully constrained")
  /// ```
  public var ambiguity: LayoutAmbiguity? {
    guard let owner = owningView else { return nil }
    return owner.diagnostics.ambiguity(of: self)
  }

  /// The constraints that decide the guide's position and size on an axis.
  ///
  /// ```swift
  /// spacer.constraintsAffectingLayout(for: .horizontal)
  /// ```
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    guard let owner = owningView else { return [] }
    return owner.diagnostics.constraintsAffecting(self, axis: axis).compactMap(\.layoutConstraint)
  }
}

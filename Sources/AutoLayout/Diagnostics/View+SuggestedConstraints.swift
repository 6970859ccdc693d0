import Foundation

// Interface Builder's "Add Missing Constraints" and "Reset to Suggested Constraints": constraints
// inferred from the frames the views have now, so that the layout becomes non-ambiguous and keeps
// exactly those frames.
//
// The inference, per view and axis, for what the view lacks: its leading (top) edge to the nearest
// neighbour before it — the closest sibling that ends before the view starts and overlaps it on
// the other axis — or else to its superview: the safe area of the hierarchy's root, the layout
// margins of any other view (the edge where the view reaches past them), at the distance measured
// in the frames; its width (height) as measured.

extension View {
  /// Adds the constraints the Auto Layout views of this subtree lack (Interface Builder's "Add
  /// Missing Constraints"), inferred from their current frames; the frames stay as they are.
  /// Returns the constraints it activated.
  ///
  /// ```swift
  /// box.frame = CGRect(x: 20, y: 40, width: 100, height: 50)
  /// box.widthAnchor.constraint(equalToConstant: 100).isActive = true
  /// window.addMissingConstraints()   // box.leading = 20, box.top = 40, box.height = 50
  /// ```
  @discardableResult
  public func addMissingConstraints(file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
    let origin = ConstraintOrigin.code(file: file, line: line)
    let views = autoLayoutViewsInSubtree
    let given = views.map { ($0, $0.frame) }
    var added: [LayoutConstraint] = []
    // Each round fixes what the explanations ask for; a content-priority tie may need a second.
    for _ in 0..<3 {
      let engine = diagnostics
      for (view, frame) in given { view.storedFrame = frame }
      var made: [LayoutConstraint] = []
      for view in views {
        guard let ambiguity = engine.ambiguity(of: view) else { continue }
        made += suggestedConstraints(for: view, needs: ambiguity.needs, origin: origin)
      }
      guard !made.isEmpty else { break }
      LayoutConstraint.activate(made)
      added += made
    }
    added = measuringGuideTies(added, given: given, origin: origin)
    // A view whose content size decides an axis the new constraints left to it (a label pinned
    // on its leading edge only) would take that size, not its frame's: fix the frame's size.
    if !added.isEmpty {
      let engine = diagnostics
      var sizes: [LayoutConstraint] = []
      let touched = Set(added.compactMap { $0.firstItem.map(ObjectIdentifier.init) })
      for (view, frame) in given where touched.contains(ObjectIdentifier(view)) {
        guard let solved = engine.frame(of: view) else { continue }
        if abs(solved.width - frame.width) > 1e-6 {
          sizes.append(view.widthAnchor.constraint(equalToConstant: frame.width))
        }
        if abs(solved.height - frame.height) > 1e-6 {
          sizes.append(view.heightAnchor.constraint(equalToConstant: frame.height))
        }
      }
      for (view, frame) in given { view.storedFrame = frame }
      for constraint in sizes { constraint.origin = origin }
      LayoutConstraint.activate(sizes)
      added += sizes
    }
    return added
  }

  /// Removes the app's constraints on the Auto Layout views of this subtree and infers a new,
  /// non-ambiguous set from their current frames (Interface Builder's "Reset to Suggested
  /// Constraints"). Returns the new constraints.
  ///
  /// ```swift
  /// let suggested = window.resetToSuggestedConstraints()
  /// ```
  @discardableResult
  public func resetToSuggestedConstraints(file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
    let views = autoLayoutViewsInSubtree
    let given = views.map { ($0, $0.frame) }
    var holders = subtree
    var ancestor = superview
    while let view = ancestor {
      holders.append(view)
      ancestor = view.superview
    }
    for holder in holders {
      for constraint in holder.heldConstraints {
        if case .system = constraint.origin { continue }
        let touches = constraint.items.contains { item in views.contains { $0 === item } }
        if touches { constraint.isActive = false }
      }
    }
    for (view, frame) in given { view.storedFrame = frame }
    return addMissingConstraints(file: file, line: line)
  }

  /// The constraints that give `view` what it needs, measured from the frames.
  func suggestedConstraints(for view: View, needs: [LayoutAmbiguity.Need], origin: ConstraintOrigin)
    -> [LayoutConstraint]
  {
    guard let superview = view.superview else { return [] }
    let frame = view.frame
    var made: [LayoutConstraint] = []
    let siblings = superview.subviews.filter { $0 !== view && !$0.isHidden }
    let rightToLeft = superview.effectiveUserInterfaceLayoutDirection == .rightToLeft
    if needs.contains(where: { [.xPosition, .xPositionOrWidth].contains($0) }) {
      // The nearest sibling before the view along the reading direction, overlapping it vertically.
      let before = siblings.filter {
        ($0.frame.minY < frame.maxY && $0.frame.maxY > frame.minY)
          && (rightToLeft ? $0.frame.minX >= frame.maxX : $0.frame.maxX <= frame.minX)
      }
      let nearest = before.min {
        rightToLeft
          ? $0.frame.minX - frame.maxX < $1.frame.minX - frame.maxX
          : frame.minX - $0.frame.maxX < frame.minX - $1.frame.maxX
      }
      if let nearest {
        let gap = rightToLeft ? nearest.frame.minX - frame.maxX : frame.minX - nearest.frame.maxX
        made.append(view.leadingAnchor.constraint(equalTo: nearest.trailingAnchor, constant: gap))
      } else {
        let inset = rightToLeft ? superview.bounds.width - frame.maxX : frame.minX
        let (guide, guideInset) = containerGuide(of: superview, inset: inset, axis: .horizontal)
        made.append(
          view.leadingAnchor.constraint(
            equalTo: guide?.leadingAnchor ?? superview.leadingAnchor, constant: inset - guideInset))
      }
    }
    // Position or width undecided (a content-priority tie): when the edge the inference would pin
    // is pinned already, what is missing is the width.
    if let pinned = made.last, needs.contains(.xPositionOrWidth), isHeld(pinned, around: view) {
      made.removeLast()
      made.append(view.widthAnchor.constraint(equalToConstant: frame.width))
    }
    if needs.contains(.width) {
      made.append(view.widthAnchor.constraint(equalToConstant: frame.width))
    }
    if needs.contains(where: { [.yPosition, .yPositionOrHeight].contains($0) }) {
      let above = siblings.filter {
        $0.frame.minX < frame.maxX && $0.frame.maxX > frame.minX && $0.frame.maxY <= frame.minY
      }
      if let nearest = above.min(by: { frame.minY - $0.frame.maxY < frame.minY - $1.frame.maxY }) {
        made.append(
          view.topAnchor.constraint(equalTo: nearest.bottomAnchor, constant: frame.minY - nearest.frame.maxY))
      } else {
        let (guide, guideInset) = containerGuide(of: superview, inset: frame.minY, axis: .vertical)
        made.append(
          view.topAnchor.constraint(
            equalTo: guide?.topAnchor ?? superview.topAnchor, constant: frame.minY - guideInset))
      }
    }
    if let pinned = made.last, needs.contains(.yPositionOrHeight), pinned.firstAttribute == .top,
      isHeld(pinned, around: view)
    {
      made.removeLast()
      made.append(view.heightAnchor.constraint(equalToConstant: frame.height))
    }
    if needs.contains(.height) {
      made.append(view.heightAnchor.constraint(equalToConstant: frame.height))
    }
    // Never a constraint the layout has already: it would decide nothing.
    made.removeAll { isHeld($0, around: view) }
    for constraint in made { constraint.origin = origin }
    return made
  }

  /// The ties to a safe area or margins guide, their constants measured again from a layout of
  /// the new constraints: the guide's insets were read while the views still had no place (a
  /// superview's margins grow by the safe area it overlaps). A view that lies past its guide gets
  /// its superview's edge instead.
  func measuringGuideTies(
    _ added: [LayoutConstraint], given: [(View, CGRect)], origin: ConstraintOrigin
  ) -> [LayoutConstraint] {
    var result = added
    for _ in 0..<2 {
      let engine = diagnostics
      var changed = false
      for (index, constraint) in result.enumerated() {
        guard constraint.secondItem is LayoutGuide, let view = constraint.firstItem as? View,
          let superview = view.superview, let frame = given.first(where: { $0.0 === view })?.1,
          let solved = engine.frame(of: view)
        else { continue }
        let rightToLeft = superview.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let delta: CGFloat
        switch constraint.firstAttribute {
        case .leading: delta = rightToLeft ? solved.maxX - frame.maxX : frame.minX - solved.minX
        case .top: delta = frame.minY - solved.minY
        default: continue
        }
        guard abs(delta) > 1e-6 else { continue }
        changed = true
        if constraint.constant + delta >= -1e-6 {
          constraint.constant += delta
          continue
        }
        constraint.isActive = false
        let edge =
          constraint.firstAttribute == .top
          ? view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.minY)
          : view.leadingAnchor.constraint(
            equalTo: superview.leadingAnchor,
            constant: rightToLeft ? superview.bounds.width - frame.maxX : frame.minX)
        edge.origin = origin
        edge.isActive = true
        result[index] = edge
      }
      for (view, frame) in given { view.storedFrame = frame }
      if !changed { break }
    }
    return result
  }

  /// What a view's leading (top) edge is tied to when no sibling comes before it, as Interface
  /// Builder's suggestions and its control-drag menu choose: for a view at the top of the
  /// hierarchy (a view controller's root), its safe area; inside any other view, its layout
  /// margins — each when the view lies within it (`inset`, the distance from the superview's
  /// leading or top edge, at least the guide's); otherwise the edge itself (`nil`). Returns the
  /// guide and its inset from the edge.
  func containerGuide(of superview: View, inset: CGFloat, axis: LayoutConstraint.Axis) -> (
    LayoutGuide?, CGFloat
  ) {
    let rightToLeft = superview.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let isRoot = superview.superview == nil
    // The margins as set: what the safe area adds depends on where the superview ends up, and
    // ``measuringGuideTies(_:given:origin:)`` measures the constants again once it has a place.
    let insets = isRoot ? superview.safeAreaInsets : superview.specifiedMargins
    let guideInset =
      axis == .vertical ? insets.top : (rightToLeft ? insets.right : insets.left)
    guard inset >= guideInset - 1e-6 else { return (nil, 0) }
    return (isRoot ? superview.safeAreaLayoutGuide : superview.layoutMarginsGuide, guideInset)
  }

  /// Whether an active constraint equal to `candidate` (same items, attributes, relation,
  /// multiplier and constant) is held by `view` or one of its ancestors.
  func isHeld(_ candidate: LayoutConstraint, around view: View) -> Bool {
    var holder: View? = view
    while let current = holder {
      for constraint in current.heldConstraints where constraint.isActive && constraint !== candidate {
        if constraint.firstItem === candidate.firstItem, constraint.secondItem === candidate.secondItem,
          constraint.firstAttribute == candidate.firstAttribute,
          constraint.secondAttribute == candidate.secondAttribute, constraint.relation == candidate.relation,
          abs(constraint.multiplier - candidate.multiplier) < 1e-9,
          abs(constraint.constant - candidate.constant) < 1e-6
        {
          return true
        }
      }
      holder = current.superview
    }
    return false
  }
}

import Foundation

// Interface Builder's "Add Missing Constraints" and "Reset to Suggested Constraints": constraints
// inferred from the frames the views have now, so that the layout becomes non-ambiguous and keeps
// exactly those frames.
//
// The inference, per view and axis, for what the view lacks: its leading (top) edge to the nearest
// neighbour before it — the closest sibling that ends before the view starts and overlaps it on
// the other axis — or else to its superview's leading (top) edge, at the distance measured in the
// frames; its width (height) as measured.

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
        made.append(view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset))
      }
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
        made.append(view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.minY))
      }
    }
    if needs.contains(.height) {
      made.append(view.heightAnchor.constraint(equalToConstant: frame.height))
    }
    for constraint in made { constraint.origin = origin }
    return made
  }
}

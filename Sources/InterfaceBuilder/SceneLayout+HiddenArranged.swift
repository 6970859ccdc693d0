import AutoLayout
import Foundation

extension SceneLayout {
  /// The priority at which a hidden arranged subview's length along its stack's axis is 0: below
  /// every other constraint, so it decides only a length nothing else fixes.
  static let hiddenArrangedLengthPriority = LayoutPriority(1)
  /// The priority of a hidden arranged subview's place along its stack's axis: just below
  /// required, so that the file's constraints between hidden views hold.
  static let hiddenArrangedPlacementPriority = LayoutPriority(999)

  /// Places the hidden arranged subviews of a UIStackView where Interface Builder stores them.
  ///
  /// The stack lays out its visible views as if the hidden ones were not there (UIKit's
  /// `UISV-hiding`), but the canvas keeps a hidden view's own length (the one its constraints and
  /// content give it: a hidden 44-point banner stays 44 points tall) and starts it in the middle of
  /// the gap after the visible view before it — or, before the first visible view, half a spacing
  /// ahead of that view's start; at the stack's start when none is visible. Across the axis it is
  /// aligned like the visible views. docs/interface-builder.md has the counts.
  ///
  /// ```swift
  /// // [A 0…90] gap 18 [hidden B, 90 wide] [C 108…198]: B is stored at 99…189.
  /// ```
  func constrainHiddenArrangedSubviews(
    of stackNode: ViewNode, stack: StackView, arranged: [(node: ViewNode, view: View)]
  ) {
    guard let attributes = stackNode.stack, arranged.contains(where: { $0.node.isHidden }) else { return }
    let vertical = attributes.axis == .vertical
    // The stack's axis: start, end and length; across it: start, centre and end.
    let along: (start: Attribute, end: Attribute, length: Attribute) =
      vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
    let across: (start: Attribute, center: Attribute, end: Attribute) =
      vertical ? (.leading, .centerX, .trailing) : (.top, .centerY, .bottom)
    var made: [LayoutConstraint] = []
    for (index, entry) in arranged.enumerated() where entry.node.isHidden {
      let view = entry.view
      var start: [LayoutConstraint]
      if let previous = arranged[..<index].last(where: { !$0.node.isHidden })?.view {
        start = equal(view, along.start, previous, along.end, stack.gap(after: previous) / 2)
      } else if let next = arranged[(index + 1)...].first(where: { !$0.node.isHidden })?.view {
        start = equal(view, along.start, next, along.start, -stack.resolvedSpacing / 2)
      } else {
        start = equal(view, along.start, stack, along.start)
      }
      // Below the file's own constraints between hidden views (`[hidden]-(24)-[hidden]`): the
      // canvas places a hidden view where nothing else does, never at a negative length.
      start.forEach { $0.priority = SceneLayout.hiddenArrangedPlacementPriority }
      made += start
      let length = equal(view, along.length, nil, .notAnAttribute)
      length.forEach { $0.priority = SceneLayout.hiddenArrangedLengthPriority }
      made += length
      // Across the axis, as the stack aligns its visible views.
      let edges: [Attribute] =
        switch attributes.alignment {
        case .fill: [across.start, across.end]
        case .center: [across.center]
        case .trailing: [across.end]
        default: [across.start]
        }
      for edge in edges { made += equal(view, edge, stack, edge) }
    }
    for constraint in made {
      constraint.origin = .document(
        path: document.path, line: stackNode.line, column: stackNode.column, id: nil)
      constraint.identifier = "IB-hidden-arranged"
    }
    LayoutConstraint.activate(made)
  }

  private typealias Attribute = LayoutConstraint.Attribute

  /// `first.a == second.b + constant` (a length equal to `constant` without `second`); the pairs
  /// used here are always valid, so the list holds exactly one constraint.
  private func equal(
    _ first: View, _ a: Attribute, _ second: View?, _ b: Attribute, _ constant: CGFloat = 0
  ) -> [LayoutConstraint] {
    [
      try? LayoutConstraint(
        item: first, attribute: a, relatedBy: .equal, toItem: second, attribute: b, multiplier: 1,
        constant: constant)
    ].compactMap { $0 }
  }
}

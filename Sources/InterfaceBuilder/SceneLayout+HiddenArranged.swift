import AutoLayout
import Foundation

extension SceneLayout {
  /// The priority at which a hidden arranged subview's length along its stack's axis is 0: below
  /// every other constraint, so it decides only a length nothing else fixes.
  static let hiddenArrangedLengthPriority = LayoutPriority(1)

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
    var made: [LayoutConstraint] = []
    for (index, entry) in arranged.enumerated() where entry.node.isHidden {
      let previous = arranged[..<index].last { !$0.node.isHidden }?.view
      let next = arranged[(index + 1)...].first { !$0.node.isHidden }?.view
      if attributes.axis == .vertical {
        made += place(
          entry.view, in: stack, after: previous, before: next, alignment: attributes.alignment,
          along: (\.topAnchor, \.bottomAnchor, \.heightAnchor),
          across: (\.leadingAnchor, \.centerXAnchor, \.trailingAnchor))
      } else {
        made += place(
          entry.view, in: stack, after: previous, before: next, alignment: attributes.alignment,
          along: (\.leadingAnchor, \.trailingAnchor, \.widthAnchor),
          across: (\.topAnchor, \.centerYAnchor, \.bottomAnchor))
      }
    }
    for constraint in made {
      constraint.origin = .document(
        path: document.path, line: stackNode.line, column: stackNode.column, id: nil)
      constraint.identifier = "IB-hidden-arranged"
    }
    LayoutConstraint.activate(made)
  }

  /// The constraints of one hidden arranged subview, along the stack's axis (`along`: its start,
  /// end and length anchors) and across it (`across`: start, centre and end).
  private func place<Along: LayoutAnchor<Along>, Across: LayoutAnchor<Across>>(
    _ view: View, in stack: StackView, after previous: View?, before next: View?,
    alignment: StackView.Alignment,
    along: (start: KeyPath<View, Along>, end: KeyPath<View, Along>, length: KeyPath<View, LayoutDimension>),
    across: (start: KeyPath<View, Across>, center: KeyPath<View, Across>, end: KeyPath<View, Across>)
  ) -> [LayoutConstraint] {
    var made: [LayoutConstraint] = []
    let start = view[keyPath: along.start]
    if let previous {
      made.append(
        start.constraint(equalTo: previous[keyPath: along.end], constant: stack.gap(after: previous) / 2))
    } else if let next {
      made.append(start.constraint(equalTo: next[keyPath: along.start], constant: -stack.resolvedSpacing / 2))
    } else {
      made.append(start.constraint(equalTo: stack[keyPath: along.start]))
    }
    let length = view[keyPath: along.length].constraint(equalToConstant: 0)
    length.priority = SceneLayout.hiddenArrangedLengthPriority
    made.append(length)
    // Across the axis, as the stack aligns its visible views.
    func pin(_ edge: KeyPath<View, Across>) -> LayoutConstraint {
      view[keyPath: edge].constraint(equalTo: stack[keyPath: edge])
    }
    switch alignment {
    case .fill: made += [pin(across.start), pin(across.end)]
    case .center: made.append(pin(across.center))
    case .trailing: made.append(pin(across.end))
    default: made.append(pin(across.start))
    }
    return made
  }
}

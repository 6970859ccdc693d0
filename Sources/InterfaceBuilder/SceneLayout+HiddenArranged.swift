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
    let vertical = attributes.axis == .vertical
    // The system spacing (`spacingType="standard"`) is 8 points between siblings.
    func resolved(_ value: CGFloat) -> CGFloat { value == StackView.spacingUseSystem ? 8 : value }
    func gap(after index: Int) -> CGFloat {
      let custom = index < attributes.customSpacings.count ? attributes.customSpacings[index] : nil
      return resolved(custom ?? attributes.spacing)
    }
    let spacing = resolved(attributes.spacing)
    var made: [LayoutConstraint] = []
    for (index, entry) in arranged.enumerated() where entry.node.isHidden {
      let view = entry.view
      let previous = arranged[..<index].lastIndex { !$0.node.isHidden }
      let next = arranged[(index + 1)...].firstIndex { !$0.node.isHidden }
      // Along the axis.
      if vertical {
        if let previous {
          made.append(
            view.topAnchor.constraint(
              equalTo: arranged[previous].view.bottomAnchor, constant: gap(after: previous) / 2))
        } else if let next {
          made.append(
            view.topAnchor.constraint(
              equalTo: arranged[next].view.topAnchor, constant: -spacing / 2))
        } else {
          made.append(view.topAnchor.constraint(equalTo: stack.topAnchor))
        }
        let length = view.heightAnchor.constraint(equalToConstant: 0)
        length.priority = SceneLayout.hiddenArrangedLengthPriority
        made.append(length)
      } else {
        if let previous {
          made.append(
            view.leadingAnchor.constraint(
              equalTo: arranged[previous].view.trailingAnchor, constant: gap(after: previous) / 2))
        } else if let next {
          made.append(
            view.leadingAnchor.constraint(
              equalTo: arranged[next].view.leadingAnchor, constant: -spacing / 2))
        } else {
          made.append(view.leadingAnchor.constraint(equalTo: stack.leadingAnchor))
        }
        let length = view.widthAnchor.constraint(equalToConstant: 0)
        length.priority = SceneLayout.hiddenArrangedLengthPriority
        made.append(length)
      }
      // Across the axis, as the stack aligns its visible views.
      switch (attributes.alignment, vertical) {
      case (.fill, true):
        made += [
          view.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
        ]
      case (.fill, false):
        made += [
          view.topAnchor.constraint(equalTo: stack.topAnchor),
          view.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
        ]
      case (.center, true): made.append(view.centerXAnchor.constraint(equalTo: stack.centerXAnchor))
      case (.center, false): made.append(view.centerYAnchor.constraint(equalTo: stack.centerYAnchor))
      case (.trailing, true): made.append(view.trailingAnchor.constraint(equalTo: stack.trailingAnchor))
      case (.trailing, false): made.append(view.bottomAnchor.constraint(equalTo: stack.bottomAnchor))
      case (_, true): made.append(view.leadingAnchor.constraint(equalTo: stack.leadingAnchor))
      case (_, false): made.append(view.topAnchor.constraint(equalTo: stack.topAnchor))
      }
    }
    for constraint in made {
      constraint.origin = .document(
        path: document.path, line: stackNode.line, column: stackNode.column, id: nil)
      constraint.identifier = "IB-hidden-arranged"
    }
    LayoutConstraint.activate(made)
  }
}

import Cassowary
import Foundation

/// Constraints that cross a scroll view's bounds. The engine lays the content of a scroll view
/// out unscrolled (its positions are the screen's plus the content offset), and the scroll view's
/// own guides — frame, safe area, margins — live in its bounds, which start at the content offset.
/// UIKit evaluates a constraint in the coordinates of the view that holds it, so an item inside a
/// scrolled space related to one outside it is measured where it shows: a subview pinned to a view
/// outside the scroll view stays put as the content scrolls, and a scroll view placed by its
/// `frameLayoutGuide`'s edges sits where they say, not that far plus its offset.
///
/// For each position anchor this is the content offsets of the scroll views between the item's
/// space and the space of the constraint's holder, taken out of the constraint's constant. The
/// scroll views crossed are marked (``ScrollView/hasCrossingConstraints``), so that scrolling
/// rebuilds the constraints with the new offsets.
extension ConstraintTranslator {
  /// The amount to add to a constraint's expression (`lhs − rhs`) so that its positions are
  /// measured in the holder's bounds: 0 when no anchor crosses a scroll view's bounds.
  ///
  /// ```swift
  /// // scroll.frameLayoutGuide.topAnchor == root.topAnchor + 100, the content scrolled by 300:
  /// translator.scrollSpaceCorrection(first, second, multiplier: 1, owner: root)   // −300
  /// ```
  func scrollSpaceCorrection(
    _ first: AnchorSource, _ second: AnchorSource?, multiplier: CGFloat, owner: View?
  ) -> Double {
    var total = correction(first, factor: 1, owner: owner)
    if let second { total += correction(second, factor: -Double(multiplier), owner: owner) }
    return total
  }

  private func correction(_ source: AnchorSource, factor: Double, owner: View?) -> Double {
    switch source {
    case .offset(let from, let to):
      return correction(to.source, factor: factor, owner: owner)
        - correction(from.source, factor: factor, owner: owner)
    case .item(let handle, let attribute):
      guard let item = handle.object, !attribute.isSize else { return 0 }
      let horizontal = attribute.isHorizontalLocation
      // The view whose bounds the item's position is measured in.
      let space: View?
      switch item {
      case let view as View:
        switch attribute {
        case .firstBaseline: space = view.forFirstBaselineLayout.superview
        case .lastBaseline: space = view.forLastBaselineLayout.superview
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
          .centerXWithinMargins, .centerYWithinMargins:
          // The margins guide is in the view's own bounds.
          space = view
        default: space = view.superview
        }
      case let guide as LayoutGuide: space = guide.owningView
      default: return 0
      }
      let shift = offsets(between: space, and: owner)
      guard shift != .zero else { return 0 }
      // Leading and trailing right to left are measured from the holder's far edge: the sign flips.
      let mirrored =
        direction(of: item) == .rightToLeft
        && [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
      let delta = Double(horizontal ? shift.x : shift.y)
      return (mirrored ? 1 : -1) * factor * delta
    }
  }

  /// How much further the scroll views above `space` (itself included) move it than those above
  /// `owner` (the root when `nil`): the content offsets of the scroll views the item's space is
  /// inside and the holder is not, each marked as crossed.
  private func offsets(between space: View?, and owner: View?) -> CGPoint {
    // The common cases, without walking: an item of the holder's own space (its subview, or a
    // guide of it), or the holder itself when it does not scroll.
    if space === owner || (space === owner?.superview && !(owner is ScrollView)) { return .zero }
    let inner = scrollViews(from: space)
    let outer = scrollViews(from: owner)
    guard inner.count != outer.count || zip(inner, outer).contains(where: { $0 !== $1 }) else { return .zero }
    var shift = CGPoint.zero
    for scroll in inner where !outer.contains(where: { $0 === scroll }) {
      scroll.hasCrossingConstraints = true
      shift.x += scroll.contentOffset.x
      shift.y += scroll.contentOffset.y
    }
    // The holder's own edges, centre and size (a scroll view related to its content: an edge
    // means the content area's, TN2154, a centre the frame's) stay measured at the frame, as
    // Xcode's stored frames have them (element-ios's bug report sheet: a content view centred on
    // its scroll view, under a status bar that offsets the content by 20, keeps the whole height).
    return shift
  }

  /// The scroll views among `view` and its ancestors, innermost first.
  private func scrollViews(from view: View?) -> [ScrollView] {
    var found: [ScrollView] = []
    var current = view
    while let node = current {
      if let scroll = node as? ScrollView { found.append(scroll) }
      current = node.superview
    }
    return found
  }
}

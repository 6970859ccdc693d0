import AutoLayout
import Foundation

/// The constant of a description as given (`equalTo(50)`, `offset`, `inset`, a size …), turned
/// into each constraint's constant by the constraint's first attribute.
enum ConstraintConstant: Equatable {
  case number(CGFloat)
  case point(CGPoint)
  case size(CGSize)
  case insets(EdgeInsets)
  case directionalInsets(DirectionalEdgeInsets)

  /// A relatable constant (`nil` for items).
  init?(relatable value: Any) {
    if let number = constraintNumber(value) {
      self = .number(number)
    } else if let point = value as? CGPoint {
      self = .point(point)
    } else if let size = value as? CGSize {
      self = .size(size)
    } else if let insets = value as? EdgeInsets {
      self = .insets(insets)
    } else if let insets = value as? DirectionalEdgeInsets {
      self = .directionalInsets(insets)
    } else {
      return nil
    }
  }

  /// An inset: a number is the same inset on every edge.
  init(inset value: ConstraintInsetTarget) {
    if let number = constraintNumber(value) {
      self = .insets(EdgeInsets(top: number, left: number, bottom: number, right: number))
    } else {
      self = ConstraintConstant(relatable: value) ?? .number(0)
    }
  }

  /// The constant of a constraint on `attribute` of an item laid out in `direction`.
  ///
  /// Insets are positive inward: added on the left, top, leading and first-baseline sides,
  /// subtracted on the right, bottom, trailing and last-baseline sides and from sizes; a centre
  /// moves by half the difference. Directional insets swap left and right right-to-left.
  func value(for attribute: LayoutConstraint.Attribute, direction: UserInterfaceLayoutDirection) -> CGFloat {
    switch self {
    case .number(let number):
      return number
    case .size(let size):
      return attribute == .width ? size.width : attribute == .height ? size.height : 0
    case .point(let point):
      if attribute.isSize || attribute == .notAnAttribute { return 0 }
      return attribute.axis == .horizontal ? point.x : point.y
    case .insets(let insets):
      return Self.inset(insets, attribute: attribute, direction: direction)
    case .directionalInsets(let insets):
      return Self.inset(insets.edgeInsets(for: direction), attribute: attribute, direction: direction)
    }
  }

  private static func inset(
    _ insets: EdgeInsets, attribute: LayoutConstraint.Attribute, direction: UserInterfaceLayoutDirection
  ) -> CGFloat {
    let leftToRight = direction == .leftToRight
    switch attribute {
    case .left, .leftMargin: return insets.left
    case .right, .rightMargin: return -insets.right
    case .top, .topMargin, .firstBaseline: return insets.top
    case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
    case .leading, .leadingMargin: return leftToRight ? insets.left : insets.right
    case .trailing, .trailingMargin: return leftToRight ? -insets.right : -insets.left
    case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
    case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
    case .width: return -(insets.left + insets.right)
    case .height: return -(insets.top + insets.bottom)
    case .notAnAttribute: return 0
    }
  }
}

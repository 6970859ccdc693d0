import Cassowary
import Foundation

extension LayoutEngine {
  /// The variables of a view or guide, created on first use.
  func variables(of item: AnyObject) -> ItemVariables {
    let key = ObjectIdentifier(item)
    if let existing = variables[key] { return existing }
    let made = ItemVariables(name: itemDescription(item))
    variables[key] = made
    for variable in [made.minX, made.minY, made.width, made.height] {
      itemOfVariable[ObjectIdentifier(variable)] = item
    }
    return made
  }

  /// The layout direction that decides an item's leading and trailing.
  func direction(of item: AnyObject) -> UserInterfaceLayoutDirection {
    if let view = item as? View { return view.effectiveUserInterfaceLayoutDirection }
    if let guide = item as? LayoutGuide {
      return guide.owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
    return .leftToRight
  }

  /// The coordinate space positions are measured in: a view's bounds (origin and width in the
  /// root's coordinates).
  struct Space {
    var originX: Cassowary.Expression
    var originY: Cassowary.Expression
    var width: Cassowary.Expression

    static let root = Space(
      originX: Cassowary.Expression(constant: 0), originY: Cassowary.Expression(constant: 0),
      width: Cassowary.Expression(constant: 0))
  }

  /// The bounds of `view` as a coordinate space.
  func space(of view: View?) -> Space {
    guard let view else { return .root }
    let v = variables(of: view)
    let insets = view.alignmentRectInsets
    return Space(
      originX: v.minX - Double(insets.left), originY: v.minY - Double(insets.top),
      width: v.width + Double(insets.left + insets.right))
  }

  /// An anchor as a linear expression of the variables, measured in the coordinate space of the
  /// view that holds the constraint (so that a superview's leading is 0 and multipliers scale
  /// positions as in UIKit). Right to left, leading and trailing are measured from the right edge
  /// of that space (`leading = width − maxX`): the layout is the mirror image.
  func expression(_ anchor: AnyLayoutAnchor, in space: Space = .root) -> Cassowary.Expression {
    switch anchor.source {
    case .attribute(let item, let attribute): expression(item, attribute, in: space)
    case .offset(let from, let to): expression(to, in: space) - expression(from, in: space)
    }
  }

  func expression(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute, in space: Space = .root)
    -> Cassowary.Expression
  {
    var item = item
    var attribute = attribute
    if let view = item as? View {
      switch attribute {
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins:
        item = view.layoutMarginsGuide
        attribute = attribute.withoutMargin
      case .firstBaseline:
        let target = view.forFirstBaselineLayout
        let v = variables(of: target)
        if let offset = target.firstBaselineOffsetFromTop { return v.minY + Double(offset) - space.originY }
        return v.minY + v.height - space.originY
      case .lastBaseline:
        let target = view.forLastBaselineLayout
        let v = variables(of: target)
        if let offset = target.lastBaselineOffsetFromBottom {
          return v.minY + v.height - Double(offset) - space.originY
        }
        return v.minY + v.height - space.originY
      default: break
      }
    } else {
      attribute = attribute.withoutMargin
    }
    let v = variables(of: item)
    let rightToLeft = direction(of: item) == .rightToLeft
    let left = v.minX - space.originX
    let right = v.minX + v.width - space.originX
    switch attribute {
    case .left: return left
    case .right: return right
    case .top: return v.minY - space.originY
    case .bottom, .firstBaseline, .lastBaseline: return v.minY + v.height - space.originY
    case .width: return v.width.expression
    case .height: return v.height.expression
    case .centerX: return v.minX + 0.5 * v.width - space.originX
    case .centerY: return v.minY + 0.5 * v.height - space.originY
    case .leading: return rightToLeft ? space.width - right : left
    case .trailing: return rightToLeft ? space.width - left : right
    default: return Cassowary.Expression(constant: 0)
    }
  }

  /// The solver constraint of a layout constraint (with its current constant and priority).
  func solverConstraint(for constraint: LayoutConstraint) -> Cassowary.Constraint {
    let space = space(of: constraint.owner ?? constraint.commonAncestor())
    let lhs = expression(constraint.firstAnchor, in: space)
    var rhs = Cassowary.Expression(constant: Double(constraint.constant))
    if let second = constraint.secondAnchor {
      rhs = Double(constraint.multiplier) * expression(second, in: space) + Double(constraint.constant)
    }
    let relation: Cassowary.Constraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Cassowary.Constraint(lhs - rhs, relation, priority: constraint.priority.rawValue)
  }
}

extension LayoutConstraint.Attribute {
  /// The same edge of the rectangle itself (margins map to the margins guide's edges).
  var withoutMargin: LayoutConstraint.Attribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }
}

import Cassowary
import Foundation

/// Turns the app's ``LayoutConstraint``s into solver constraints: each anchor becomes a linear
/// expression over the items' variables in the coordinate space of the view that holds the
/// constraint. Pure but for creating variables in ``items`` on first use.
///
/// ```swift
/// let translator = ConstraintTranslator(items: store)
/// let made = translator.solverConstraint(for: label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8))
/// // label.minX - box.minX - box.width - 8 == 0
/// ```
struct ConstraintTranslator {
  /// Where the variables of every item live.
  let items: ItemVariableStore
  /// Whether a constraint may relate a scroll view's edges to its content (false: skip the
  /// check, a cast of both items per constraint).
  var hierarchyHasScrollViews = true

  func variables(of item: AnyObject) -> ItemVariables { items.variables(of: item) }

  /// The layout direction that decides an item's leading and trailing.
  func direction(of item: AnyObject) -> UserInterfaceLayoutDirection {
    if let view = item as? View { return items.direction(of: view) }
    if let guide = item as? LayoutGuide {
      return guide.owningView.map { items.direction(of: $0) } ?? .leftToRight
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
    expression(anchor.source, in: space)
  }

  /// ``expression(_:in:)-(AnyLayoutAnchor,_)`` of what an anchor stands for.
  func expression(_ source: AnchorSource, in space: Space = .root) -> Cassowary.Expression {
    switch source {
    case .item(let handle, let attribute):
      // A released item's constraint is never active: its view left the hierarchy first.
      handle.object.map { expression($0, attribute, in: space) } ?? Cassowary.Expression(constant: 0)
    case .offset(let from, let to): expression(to.source, in: space) - expression(from.source, in: space)
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
        // "Follow Readable Width": the horizontal margins are the readable content guide's edges.
        let readable = view.layoutMarginsFollowReadableWidth && attribute.isHorizontalLocation
        item = readable ? view.readableContentGuide : view.layoutMarginsGuide
        attribute = attribute.withoutMargin
      case .firstBaseline:
        let target = view.forFirstBaselineLayout
        let v = variables(of: target)
        if let offset = target.firstBaselineOffsetFromTop { return v.minY + Double(offset) - space.originY }
        // "If that view does not have a baseline, Auto Layout uses the view's top edge" (Apple,
        // `UIView.forFirstBaselineLayout`; the last baseline falls back to the bottom edge).
        return target.firstBaselineDefaultsToBottom
          ? v.minY + v.height - space.originY : v.minY - space.originY
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
    let (firstAnchor, secondAnchor, owner, correction) = translationInputs(of: constraint)
    if let fast = directSolverConstraint(
      for: constraint, firstAnchor, secondAnchor, owner: owner, correction: correction)
    {
      return fast
    }
    return generalSolverConstraint(
      for: constraint, firstAnchor, secondAnchor, owner: owner, correction: correction)
  }

  /// What both translations start from: the constraint's anchors (in a scroll view's content
  /// space where they are inside one), the view that holds it, and the correction between scroll
  /// spaces.
  @inline(__always)
  func translationInputs(of constraint: LayoutConstraint) -> (
    first: AnchorSource, second: AnchorSource?, owner: View?, correction: Double
  ) {
    let (first, second) =
      hierarchyHasScrollViews
      ? scrollViewAnchors(constraint) : (constraint.firstSource, constraint.secondSource)
    let owner = constraint.owner ?? constraint.commonAncestor()
    let correction =
      hierarchyHasScrollViews
      ? scrollSpaceCorrection(first, second, multiplier: constraint.multiplier, owner: owner) : 0
    return (first, second, owner, correction)
  }

  /// Any constraint, through the anchors' expressions in the owner's space: the reference the
  /// direct path must agree with (`ConstraintTranslationAgreementTests`).
  func generalSolverConstraint(
    for constraint: LayoutConstraint, _ firstAnchor: AnchorSource, _ secondAnchor: AnchorSource?,
    owner: View?, correction: Double
  ) -> Cassowary.Constraint {
    let space = space(of: owner)
    let lhs = expression(firstAnchor, in: space) + correction
    var rhs = Cassowary.Expression(constant: Double(constraint.constant))
    if let second = secondAnchor {
      rhs = Double(constraint.multiplier) * expression(second, in: space) + Double(constraint.constant)
    }
    let relation: Cassowary.Constraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Cassowary.Constraint(lhs - rhs, relation, priority: enginePriority(constraint.priority.rawValue))
  }

  /// The common case built without intermediate expressions: plain attributes (no margins,
  /// baselines or offsets) of views and guides. `nil` for anything else.
  ///
  /// The terms are gathered in a buffer on the stack and merged there, then moved into the
  /// expression (the owner's origin cancels between two items of the same superview): the only
  /// allocation is the constraint's (and a term array past two terms), where a 10,000-view chain's
  /// first layout made three arrays per constraint, and no variable is retained for a copy. The
  /// owner's variables and insets are read once.
  func directSolverConstraint(
    for constraint: LayoutConstraint, _ firstAnchor: AnchorSource, _ secondAnchor: AnchorSource?,
    owner: View?, correction: Double = 0
  ) -> Cassowary.Constraint? {
    guard case let (item1, attribute1)? = firstAnchor.attribute, Self.isDirect(attribute1) else { return nil }
    var second: (item: AnyObject, attribute: LayoutConstraint.Attribute)?
    if let secondAnchor {
      guard case let (item2, attribute2)? = secondAnchor.attribute, Self.isDirect(attribute2) else {
        return nil
      }
      second = (item2, attribute2)
    }
    // At most 5 terms an item (right-to-left leading: the owner's width and origin twice, the
    // item's edge and width).
    return withUnsafeTemporaryAllocation(of: Term.self, capacity: 10) { buffer -> Cassowary.Constraint? in
      let base = buffer.baseAddress!
      var count = 0
      defer { base.deinitialize(count: count) }
      var constant = Self.solverConstant(Double(constraint.constant)) + correction
      var ownerParts: (variables: ItemVariables, insets: EdgeInsets)?
      func ownerVariables() -> (variables: ItemVariables, insets: EdgeInsets)? {
        guard let owner else { return nil }
        if let ownerParts { return ownerParts }
        let parts = (variables(of: owner), owner.alignmentRectInsets)
        ownerParts = parts
        return parts
      }
      func append(_ variable: Variable, _ coefficient: Double) {
        precondition(count < buffer.count, "more terms than two items can make")
        (base + count).initialize(to: Term(variable, coefficient: coefficient))
        count += 1
      }
      func add(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute, _ factor: Double) {
        let v = variables(of: item)
        func origin(_ horizontal: Bool) {
          guard let (o, insets) = ownerVariables() else { return }
          if horizontal {
            append(o.minX, -factor)
            constant += factor * Double(insets.left)
          } else {
            append(o.minY, -factor)
            constant += factor * Double(insets.top)
          }
        }
        // A position `fraction` of the way along the item's extent, in the owner's space.
        func position(_ horizontal: Bool, _ fraction: Double) {
          append(horizontal ? v.minX : v.minY, factor)
          if fraction != 0 { append(horizontal ? v.width : v.height, fraction * factor) }
          origin(horizontal)
        }
        switch attribute {
        case .width: append(v.width, factor)
        case .height: append(v.height, factor)
        case .left: position(true, 0)
        case .right: position(true, 1)
        case .centerX: position(true, 0.5)
        case .top: position(false, 0)
        case .bottom: position(false, 1)
        case .centerY: position(false, 0.5)
        default:
          // Leading or trailing (``isDirect(_:)`` lets nothing else through).
          let isLeading = attribute == .leading
          if direction(of: item) != .rightToLeft {
            append(v.minX, factor)
            if !isLeading { append(v.width, factor) }
            origin(true)
          } else {
            // width − maxX (leading) or width − minX (trailing), in the owner's space.
            if let (o, insets) = ownerVariables() {
              append(o.width, factor)
              constant += factor * Double(insets.left + insets.right)
            }
            append(v.minX, -factor)
            if isLeading { append(v.width, -factor) }
            origin(true)
            // origin() subtracted factor·origin; the mirrored position adds it back twice over.
            if let (o, insets) = ownerVariables() {
              append(o.minX, 2 * factor)
              constant -= 2 * factor * Double(insets.left)
            }
          }
        }
      }
      add(item1, attribute1, 1)
      if let second { add(second.item, second.attribute, -Double(constraint.multiplier)) }
      let relation: Cassowary.Constraint.Relation =
        switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
      // The terms move into the expression: nothing is left for the deferred deinitialization.
      let expression = Cassowary.Expression(
        consumingTermsIn: UnsafeMutableBufferPointer(start: base, count: count), constant: constant)
      count = 0
      return Cassowary.Constraint(
        expression, relation, priority: enginePriority(constraint.priority.rawValue))
    }
  }

  /// Whether ``directSolverConstraint(for:_:_:owner:correction:)`` translates an attribute: an edge, a centre or a
  /// size of the item itself (not a margin, not a baseline).
  static func isDirect(_ attribute: LayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
    default: false
    }
  }

  /// The older scroll-view rule (TN2154: "the top, left, bottom, and right edges within a scroll
  /// view now mean the edges of its content view"): an edge of a scroll view related to one of its
  /// own descendants means the edge of the content area (``ScrollView/contentLayoutGuide``). Sizes
  /// and centres keep meaning the frame, so a view centred in a scroll view gets the frame's width
  /// between equal edge constants.
  func scrollViewAnchors(_ constraint: LayoutConstraint) -> (AnchorSource, AnchorSource?) {
    guard let second = constraint.secondSource,
      case let (item1, attribute1)? = constraint.firstSource.attribute,
      case let (item2, attribute2)? = second.attribute,
      item1 is ScrollView || item2 is ScrollView
    else { return (constraint.firstSource, constraint.secondSource) }
    func mapped(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute, other: AnyObject)
      -> AnchorSource?
    {
      guard let scroll = item as? ScrollView, !attribute.isSize, attribute == attribute.withoutMargin,
        attribute != .firstBaseline, attribute != .lastBaseline, attribute != .centerX,
        attribute != .centerY, other !== scroll, scroll.isInSubtree(other),
        !((other as? LayoutGuide)?.owningView === scroll)
      else { return nil }
      return .attribute(scroll.contentLayoutGuide, attribute)
    }
    return (
      mapped(item1, attribute1, other: item2) ?? constraint.firstSource,
      mapped(item2, attribute2, other: item1) ?? second
    )
  }
}

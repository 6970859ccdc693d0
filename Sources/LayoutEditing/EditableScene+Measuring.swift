import AutoLayout
import Foundation
import LayoutDocument

// Constants measured from the frames the canvas shows, as Interface Builder fills in a new
// constraint: the value that makes the constraint hold for the views where they are now.

extension EditableScene {
  /// The alignment rectangle the canvas shows for an item, in the root's coordinates: a view's
  /// displayed frame, a guide's solved frame.
  ///
  /// ```swift
  /// editable.rect(of: "safeArea")
  /// ```
  public func rect(of name: String) -> CGRect {
    if let guide = items[name] as? LayoutGuide {
      var rect = guide.layoutFrame
      if let owner = guide.owningView, let ownerName = itemNames[ObjectIdentifier(owner)] {
        let origin = absoluteFrame(of: ownerName).origin
        rect.origin.x += origin.x
        rect.origin.y += origin.y
      }
      return rect
    }
    return absoluteFrame(of: name)
  }

  /// An attribute's value for an item in the root's coordinates. Leading and trailing
  /// attributes (and their margins) are measured from the leading side: in a right-to-left
  /// scene x runs from the right edge, so `a.leading == b.trailing + 8` means 8 points of space
  /// either way.
  ///
  /// ```swift
  /// editable.value(of: .top, for: "title")
  /// ```
  public func value(of attribute: LayoutConstraint.Attribute, for name: String) -> CGFloat {
    let r = rect(of: name)
    let margins = (items[name] as? View)?.layoutMargins ?? EdgeInsets.zero
    let width = scene.window.bounds.width
    let rtl = isRightToLeft
    func fromLeading(_ x: CGFloat) -> CGFloat { rtl ? width - x : x }
    switch attribute {
    case .left: return r.minX
    case .right: return r.maxX
    case .top: return r.minY
    case .bottom: return r.maxY
    case .leading: return fromLeading(rtl ? r.maxX : r.minX)
    case .trailing: return fromLeading(rtl ? r.minX : r.maxX)
    case .width: return r.width
    case .height: return r.height
    case .centerX: return r.midX
    case .centerY: return r.midY
    case .firstBaseline:
      return r.minY
        + ((items[name] as? View)?.forFirstBaselineLayout.firstBaselineOffset(inHeight: r.height) ?? 0)
    case .lastBaseline:
      return r.maxY
        - ((items[name] as? View).flatMap(\.forLastBaselineLayout.lastBaselineOffsetFromBottom) ?? 0)
    case .leftMargin: return r.minX + margins.left
    case .rightMargin: return r.maxX - margins.right
    case .topMargin: return r.minY + margins.top
    case .bottomMargin: return r.maxY - margins.bottom
    case .leadingMargin: return fromLeading(rtl ? r.maxX - margins.right : r.minX + margins.left)
    case .trailingMargin: return fromLeading(rtl ? r.minX + margins.left : r.maxX - margins.right)
    case .centerXWithinMargins: return (r.minX + margins.left + r.maxX - margins.right) / 2
    case .centerYWithinMargins: return (r.minY + margins.top + r.maxY - margins.bottom) / 2
    case .notAnAttribute: return 0
    }
  }

  /// A constraint whose constant makes it hold for the displayed frames: `first == m·second + c`
  /// with `c` measured (a constraint on one item takes the item's current value).
  ///
  /// ```swift
  /// editable.measured(first: "title", .top, second: "avatar", .bottom)   // title.top == avatar.bottom + 8
  /// ```
  public func measured(
    first: String, _ firstAttribute: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation = .equal,
    second: String? = nil, _ secondAttribute: LayoutConstraint.Attribute? = nil, multiplier: CGFloat = 1,
    priority: Float = 1000
  ) -> ConstraintSpec {
    var constant = value(of: firstAttribute, for: first)
    if let second {
      constant -= multiplier * value(of: secondAttribute ?? firstAttribute, for: second)
    }
    return ConstraintSpec(
      first: first, firstAttribute, relation, second: second, secondAttribute, multiplier: multiplier,
      constant: (constant * 10_000).rounded() / 10_000, priority: priority)
  }
}

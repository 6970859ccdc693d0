import AutoLayout
import Foundation

/// What `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept: a view, a layout guide,
/// an item with attributes (`other.snp.top`), an array of those (one constraint each, as in
/// Masonry), or a constant — a number, a `CGSize` (width/height), a `CGPoint` (x/y for
/// horizontal/vertical attributes), `EdgeInsets` or
/// `DirectionalEdgeInsets` (per edge, positive inward).
///
/// ```swift
/// make.width.equalTo(50)
/// make.size.equalTo(CGSize(width: 40, height: 30))
/// make.height.equalTo([spacer2, spacer3])
/// make.edges.equalTo(container)
/// ```
public protocol ConstraintRelatableTarget {}

/// What `offset` accepts: a number added to every constraint's constant.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(12)
/// ```
public protocol ConstraintOffsetTarget: ConstraintRelatableTarget {}

/// What `inset` accepts: a number (the same inset on every edge) or insets, positive inward —
/// subtracted on the right, bottom and trailing edges and from sizes.
///
/// ```swift
/// make.edges.equalToSuperview().inset(16)
/// make.edges.equalToSuperview().inset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public protocol ConstraintInsetTarget: ConstraintRelatableTarget {}

/// What `multipliedBy` and `dividedBy` accept: a number.
///
/// ```swift
/// make.width.equalTo(container).multipliedBy(0.5)
/// ```
public protocol ConstraintMultiplierTarget {}

/// What `priority` accepts besides ``ConstraintPriority``: a number in `(0, 1000]` or a
/// `LayoutPriority`.
///
/// ```swift
/// make.width.equalTo(50).priority(999)
/// make.width.equalTo(50).priority(LayoutPriority.defaultHigh)
/// ```
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{}
extension CGPoint: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintInsetTarget {}
extension DirectionalEdgeInsets: ConstraintInsetTarget {}
extension LayoutPriority: ConstraintPriorityTarget {}
extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}
extension Array: ConstraintRelatableTarget where Element: ConstraintRelatableTarget {}

/// A number of any of the accepted types as `CGFloat`.
func constraintNumber(_ value: Any) -> CGFloat? {
  switch value {
  case let v as CGFloat: v
  case let v as Double: CGFloat(v)
  case let v as Float: CGFloat(v)
  case let v as Int: CGFloat(v)
  case let v as UInt: CGFloat(v)
  default: nil
  }
}

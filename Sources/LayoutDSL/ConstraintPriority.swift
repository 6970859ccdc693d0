import AutoLayout

/// A priority by name: `.required` (1000), `.high` (750), `.medium` (500), `.low` (250), or any
/// value — `priority(.high)`, `priority(999)`, `priority(ConstraintPriority.high.advanced(by: 1))`.
///
/// ```swift
/// make.width.equalTo(50).priority(.high)
/// make.top.equalTo(topView.snp.bottom).offset(50).priority(.high)
/// ```
public struct ConstraintPriority: Hashable, Sendable, Strideable, ExpressibleByFloatLiteral,
  ConstraintPriorityTarget
{
  /// The priority, in `(0, 1000]`.
  public let value: Float

  /// A priority of any value.
  ///
  /// ```swift
  /// let almostRequired = ConstraintPriority(999)
  /// ```
  public init(_ value: Float) { self.value = value }

  /// A priority from a literal: `priority(999.5)`.
  ///
  /// ```swift
  /// let p: ConstraintPriority = 999.5
  /// ```
  public init(floatLiteral value: Float) { self.value = value }

  /// 1000: the constraint must hold.
  public static let required = ConstraintPriority(1000)
  /// 750 (`LayoutPriority.defaultHigh`, Masonry's `priorityHigh()`).
  public static let high = ConstraintPriority(750)
  /// 500 (Masonry's `priorityMedium()`).
  public static let medium = ConstraintPriority(500)
  /// 250 (`LayoutPriority.defaultLow`, Masonry's `priorityLow()`).
  public static let low = ConstraintPriority(250)

  /// The same value as a `LayoutPriority`.
  ///
  /// ```swift
  /// ConstraintPriority.high.layoutPriority == .defaultHigh   // true
  /// ```
  public var layoutPriority: LayoutPriority { LayoutPriority(value) }

  /// A priority `n` higher.
  ///
  /// ```swift
  /// ConstraintPriority.high.advanced(by: 1).value   // 751
  /// ```
  public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }

  /// How far `other` is above this one.
  ///
  /// ```swift
  /// ConstraintPriority.low.distance(to: .high)   // 500
  /// ```
  public func distance(to other: ConstraintPriority) -> Float { other.value - value }

  /// The value of any accepted priority.
  init(target: ConstraintPriorityTarget) {
    switch target {
    case let priority as ConstraintPriority: self = priority
    case let priority as LayoutPriority: self.init(priority.rawValue)
    default: self.init(Float(constraintNumber(target) ?? 1000))
    }
  }
}

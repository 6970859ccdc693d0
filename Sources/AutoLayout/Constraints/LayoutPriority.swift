/// The priority of a layout constraint, a `Float` in `(0, 1000]` (UIKit's `UILayoutPriority`).
///
/// Priorities are strict: a constraint at 251 is satisfied before any number of constraints at 250.
///
/// ```swift
/// constraint.priority = .defaultHigh
/// constraint.priority = LayoutPriority(999.5)
/// constraint.priority = .defaultLow + 1
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The numeric priority.
  public var rawValue: Float

  /// Creates a priority from its number.
  ///
  /// ```swift
  /// let p = LayoutPriority(rawValue: 750)
  /// ```
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from its number.
  ///
  /// ```swift
  /// let p = LayoutPriority(999)
  /// ```
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A priority written as a literal: `let p: LayoutPriority = 999.5`.
  public init(floatLiteral value: Float) { rawValue = value }

  /// A priority written as a literal: `let p: LayoutPriority = 250`.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: must hold.
  public static let required = LayoutPriority(1000)
  /// 750: compression resistance of most views.
  public static let defaultHigh = LayoutPriority(750)
  /// 510: a split view's drag that can resize the window.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500: the window's size stays put.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490: a drag that cannot resize the window.
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// 250: content hugging of most views.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the level `systemLayoutSizeFitting` uses to reach the fitting size.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Orders priorities by their number.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The priority `delta` above: `.defaultLow + 1` is 251.
  ///
  /// ```swift
  /// label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
  /// ```
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority `delta` below: `.required - 1` is 999.
  ///
  /// ```swift
  /// constraint.priority = .required - 1
  /// ```
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  /// The number, without a trailing `.0` when whole.
  ///
  /// ```swift
  /// print(LayoutPriority.defaultLow)  // 250
  /// ```
  public var description: String {
    rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(rawValue.clampedInt) : String(rawValue)
  }
}

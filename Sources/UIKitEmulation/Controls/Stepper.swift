import AutoLayout
import Foundation

/// A pair of − and + buttons that step a value (UIKit's `UIStepper`): 94 × 32 points, the frame
/// of both iOS steppers of Xcode 11 and later in the public corpus and the files outside it
/// (SkeletonView, IQKeyboardManager); BEMSimpleLineGraph's of Xcode 7 is 94 × 29.
///
/// ```swift
/// let quantity = Stepper()
/// quantity.maximumValue = 10
/// quantity.value = 3
/// quantity.intrinsicContentSize   // (94, 32)
/// ```
open class Stepper: Control {
  /// The value, kept within ``minimumValue`` … ``maximumValue`` (default 0).
  public var value: Double = 0 {
    didSet { value = clamped(value) }
  }
  /// The smallest value (default 0).
  public var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = clamped(value)
    }
  }
  /// The largest value (default 100).
  public var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = clamped(value)
    }
  }
  /// The step of a tap (default 1).
  public var stepValue: Double = 1
  /// Whether stepping past an end wraps to the other (default `false`).
  public var wraps = false
  /// Whether holding a button repeats (kept).
  public var autorepeat = true
  /// Whether each step sends an action while held (kept).
  public var isContinuous = true

  /// Creates a stepper.
  ///
  /// ```swift
  /// let stepper = Stepper()
  /// ```
  public init() {
    super.init(frame: CGRect(origin: .zero, size: Stepper.size))
  }

  /// UIKit's `init(frame:)`: a stepper (its size stays 94 × 32, as in UIKit) placed at `frame`.
  public override convenience init(frame: CGRect) {
    self.init()
    self.frame = CGRect(origin: frame.origin, size: Stepper.size)
  }

  /// A stepper decoded from an archive: nothing is decoded (94 × 32).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(origin: .zero, size: Stepper.size)
  }

  /// Steps the value up (`+`) or down, as a tap on a button does: by ``stepValue``, wrapping or
  /// stopping at the ends; returns the new value.
  ///
  /// ```swift
  /// stepper.step(up: true)   // 1
  /// ```
  @discardableResult
  public func step(up: Bool) -> Double {
    let next = value + (up ? stepValue : -stepValue)
    if wraps, next > maximumValue {
      value = minimumValue
    } else if wraps, next < minimumValue {
      value = maximumValue
    } else {
      value = next
    }
    sendActions(for: .valueChanged)
    return value
  }

  private func clamped(_ candidate: Double) -> Double {
    min(max(candidate, minimumValue), maximumValue)
  }

  /// The size of a stepper since iOS 13.
  public static let size = CGSize(width: 94, height: 32)

  /// 94 × 32.
  override open var intrinsicContentSize: CGSize { Stepper.size }

  /// `UIStepper`.
  override open class var uikitName: String { "UIStepper" }
}

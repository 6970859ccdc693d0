import Foundation

extension NSValue {
  /// UIKit's `NSValue(cgRect:)`: Foundation's rectangle value.
  ///
  /// ```swift
  /// let value = NSValue(cgRect: CGRect(x: 0, y: 500, width: 375, height: 336))
  /// ```
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// UIKit's `NSValue(cgPoint:)`.
  ///
  /// ```swift
  /// let value = NSValue(cgPoint: CGPoint(x: 10, y: 20))
  /// ```
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

  /// UIKit's `NSValue(cgSize:)`.
  ///
  /// ```swift
  /// let value = NSValue(cgSize: CGSize(width: 10, height: 20))
  /// ```
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// UIKit's `cgRectValue`: the rectangle a value holds.
  ///
  /// ```swift
  /// NSValue(cgRect: frame).cgRectValue == frame   // true
  /// ```
  public var cgRectValue: CGRect { rectValue }

  /// UIKit's `cgPointValue`.
  ///
  /// ```swift
  /// NSValue(cgPoint: .zero).cgPointValue   // (0, 0)
  /// ```
  public var cgPointValue: CGPoint { pointValue }

  /// UIKit's `cgSizeValue`.
  ///
  /// ```swift
  /// NSValue(cgSize: .zero).cgSizeValue   // (0, 0)
  /// ```
  public var cgSizeValue: CGSize { sizeValue }
}

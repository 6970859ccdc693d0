import Foundation

/// An edge of a rectangle in the layout direction (UIKit's `NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The bits.
  public var rawValue: UInt
  /// An edge from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// An edge of a rectangle (UIKit's `UIRectEdge`, with its values).
public struct RectEdge: OptionSet, Hashable, Sendable {
  /// The bits.
  public var rawValue: UInt
  /// An edge from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}

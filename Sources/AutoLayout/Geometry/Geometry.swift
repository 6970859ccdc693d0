import Foundation

/// Insets for the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
///
/// ```swift
/// let insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct EdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// Creates insets.
  ///
  /// ```swift
  /// let margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// ```
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `{top, left, bottom, right}`, as UIKit prints insets.
  ///
  /// ```swift
  /// print(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))  // {1.0, 2.0, 3.0, 4.0}
  /// ```
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Insets for the edges of a rectangle that follow the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`): `leading` is the left inset left-to-right and the right inset
/// right-to-left.
///
/// ```swift
/// let insets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8)
/// ```
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the leading edge.
  public var leading: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the trailing edge.
  public var trailing: CGFloat

  /// Creates directional insets.
  ///
  /// ```swift
  /// let insets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
  /// ```
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// `{top, leading, bottom, trailing}`.
  ///
  /// ```swift
  /// print(DirectionalEdgeInsets.zero)  // {0.0, 0.0, 0.0, 0.0}
  /// ```
  public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

  /// The absolute insets for a layout direction: `leading` is the left inset left-to-right and the
  /// right inset right-to-left.
  ///
  /// ```swift
  /// DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8)
  ///   .edgeInsets(for: .rightToLeft)   // {0.0, 8.0, 0.0, 20.0}
  /// ```
  public func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}

extension EdgeInsets {
  /// The directional insets for a layout direction (the inverse of
  /// ``DirectionalEdgeInsets/edgeInsets(for:)``).
  ///
  /// ```swift
  /// EdgeInsets(top: 0, left: 20, bottom: 0, right: 8).directional(for: .rightToLeft)
  ///   // {0.0, 8.0, 0.0, 20.0}
  /// ```
  public func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
    direction == .leftToRight
      ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
      : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
  }
}

/// The direction in which text and leading-to-trailing layouts run (UIKit's
/// `UIUserInterfaceLayoutDirection`).
///
/// ```swift
/// if view.effectiveUserInterfaceLayoutDirection == .rightToLeft { /* mirrored */ }
/// ```
public enum UserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1
}

/// How a view's content follows the layout direction (UIKit's `UISemanticContentAttribute`).
///
/// ```swift
/// playButton.semanticContentAttribute = .playback   // never mirrored
/// ```
public enum SemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction of the environment.
  case unspecified = 0
  /// Playback controls: always left to right.
  case playback = 1
  /// Directional controls (arrows): always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

/// Half-up rounding to the pixel grid of a display scale: `(value × scale + 0.5).rounded(.down) / scale`,
/// a value within ``pixelTieTolerance`` of a tie counting as the tie.
///
/// ```swift
/// snapToPixels(10.25, scale: 2)  // 10.5
/// snapToPixels(180.16666666666663, scale: 3)   // 180.333…: 540.4999999999999 pixels is a tie
/// ```
public func snapToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  guard scale > 0 else { return value }
  return floorWithoutCall((value * scale) + (0.5 + pixelTieTolerance)) / scale
}

/// How far from the middle of two pixels (in pixels) a value still counts as exactly between
/// them when snapped: a millionth. A sum of thirds of a point at @3x lands on a half pixel in
/// exact arithmetic but a few units in the last place below it in floating point, depending on
/// the order of the additions; Apple's engine puts such an edge on the far pixel (a 0.5-point
/// separator below a 159.667-point view is stored 0.667 high), and so does the snap.
///
/// ```swift
/// pixelTieTolerance   // 1e-6
/// ```
public let pixelTieTolerance: CGFloat = 1e-6

/// `x.rounded(.down)`, exactly, without the call into the C library that the baseline x86-64
/// target makes of it (the layout pass snaps four edges per view): through a truncating integer
/// conversion where `x` is an integer-range number, `rounded(.down)` elsewhere (huge values,
/// infinities, NaN).
///
/// ```swift
/// floorWithoutCall(-0.5)   // -1
/// floorWithoutCall(2.75)   // 2
/// ```
@inline(__always)
package func floorWithoutCall(_ x: CGFloat) -> CGFloat {
  // |x| < 2^52: every such double converts to Int64 without overflow, and the result is exact.
  guard Swift.abs(x) < 4_503_599_627_370_496 else { return x.rounded(.down) }
  let truncated = CGFloat(Int64(x))
  // Truncation goes towards zero: one less for a negative non-integer. A zero keeps its sign.
  return truncated > x ? truncated - 1 : (truncated == 0 ? x * 0 : truncated)
}

/// Rounding to the pixel grid of a display scale with ties going down: `(value × scale − 0.5)
/// .rounded(.up) / scale`. AppKit snaps in a window's backing store, whose y axis points up, so a
/// y-down coordinate exactly between two pixels goes to the smaller one (``PixelGridOrigin``).
///
/// ```swift
/// snapToPixelsTiesDown(2.5, scale: 1)   // 2
/// snapToPixelsTiesDown(2.6, scale: 1)   // 3
/// ```
public func snapToPixelsTiesDown(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  guard scale > 0 else { return value }
  return ((value * scale) - (0.5 + pixelTieTolerance)).rounded(.up) / scale
}

/// Where a window's pixel grid starts, which decides where a coordinate exactly between two
/// pixels goes: UIKit's windows count pixels from the top left (a y tie goes down the screen),
/// AppKit's backing stores from the bottom left (a y tie goes up the screen). x ties go right in
/// both.
///
/// ```swift
/// window.pixelGridOrigin = .bottomLeft   // lay out as AppKit does
/// ```
public enum PixelGridOrigin: Sendable, Equatable {
  /// UIKit: y increases downwards in the grid too.
  case topLeft
  /// AppKit: the backing store's y increases upwards.
  case bottomLeft
}

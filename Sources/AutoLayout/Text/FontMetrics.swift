import Foundation

/// The vertical measurements of a font at its point size, in points (UIKit's `UIFont` metrics).
///
/// ```swift
/// let metrics = measurer.metrics(for: .systemFont(ofSize: 17))
/// metrics.lineHeight   // ascender − descender + leading
/// ```
public struct FontMetrics: Hashable, Sendable {
  /// From the baseline up to the top of the tallest glyphs (positive).
  public var ascender: CGFloat
  /// From the baseline down to the bottom of the deepest glyphs (negative, as in UIKit).
  public var descender: CGFloat
  /// The extra space between lines (the font's line gap).
  public var leading: CGFloat
  /// The height of capital letters above the baseline.
  public var capHeight: CGFloat
  /// The height of lowercase x above the baseline.
  public var xHeight: CGFloat

  /// Creates metrics.
  ///
  /// ```swift
  /// FontMetrics(ascender: 8, descender: -2, leading: 0, capHeight: 8, xHeight: 8)
  /// ```
  public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.capHeight = capHeight
    self.xHeight = xHeight
  }

  /// The distance from one line's baseline to the next: `ascender − descender + leading`.
  ///
  /// ```swift
  /// FontMetrics(ascender: 8, descender: -2, leading: 1, capHeight: 7, xHeight: 5).lineHeight   // 11
  /// ```
  public var lineHeight: CGFloat { ascender - descender + leading }
}

import Foundation

/// What measures text for labels, buttons and text fields: a font's metrics and the advance
/// width of a shaped string. `AutoLayoutText` implements it with FreeType and HarfBuzz; tests use
/// a fixed-advance measurer. Line breaking (``layout(_:font:maxWidth:numberOfLines:lineBreakMode:)``)
/// is built on the two requirements.
///
/// ```swift
/// let layout = measurer.layout("Auto Layout on Linux", font: .systemFont(ofSize: 17),
///                              maxWidth: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
/// layout.lines.map(\.text)   // ["Auto Layout on", "Linux"]
/// ```
public protocol TextMeasuring: Sendable {
  /// The font's vertical metrics at its point size.
  func metrics(for font: Font) -> FontMetrics
  /// The advance width of `text` set on one line in `font` (kerning and ligatures included).
  func width(of text: String, font: Font) -> CGFloat
}

/// A stand-in used when no real measurer is installed: every character 0.6 em wide, and San
/// Francisco's vertical metrics (per 2,048 units: ascender 1,950 and descender 494, the system
/// font's as UIKit reports them — `UIFont.systemFont(ofSize: 17).lineHeight` is 20.29 — and cap
/// height 1,443 and x-height 1,040 from capsize's published system-font metrics), so that a
/// 17-point label is UIKit's 20.33 points tall (20.5 at 2×) without a font file. Set `AutoLayoutText`'s measurer as a window's
/// ``View/textMeasurer`` for real widths.
///
/// ```swift
/// EstimatingTextMeasurer().width(of: "Hello", font: .systemFont(ofSize: 10))   // 30
/// ```
public struct EstimatingTextMeasurer: TextMeasuring {
  /// Creates the estimate.
  ///
  /// ```swift
  /// let estimate = EstimatingTextMeasurer()
  /// ```
  public init() {}

  /// San Francisco's ascender per point of size (1,950 / 2,048).
  public static let ascenderPerPoint: CGFloat = 1950.0 / 2048.0
  /// San Francisco's descender per point of size, as a distance below the baseline (494 / 2,048).
  public static let descenderPerPoint: CGFloat = 494.0 / 2048.0

  /// San Francisco's ascender (1,950 / 2,048 em) and descender (494 / 2,048 em), no leading.
  ///
  /// ```swift
  /// let metrics = EstimatingTextMeasurer().metrics(for: .systemFont(ofSize: 17))
  /// metrics.ascender - metrics.descender   // 20.29: a line of 17-point text
  /// ```
  public func metrics(for font: Font) -> FontMetrics {
    let em = font.pointSize / 2048
    return FontMetrics(
      ascender: Self.ascenderPerPoint * font.pointSize, descender: -Self.descenderPerPoint * font.pointSize,
      leading: 0, capHeight: 1443 * em, xHeight: 1040 * em)
  }

  /// 0.6 em per character.
  public func width(of text: String, font: Font) -> CGFloat {
    CGFloat(text.count) * 0.6 * font.pointSize
  }
}

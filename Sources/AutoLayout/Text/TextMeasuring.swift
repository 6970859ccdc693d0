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

/// A stand-in used when no real measurer is installed: every character 0.6 em wide, ascender
/// 0.8 em, descender 0.2 em (the estimate pictures used before real text). Set `AutoLayoutText`'s
/// measurer as a window's ``View/textMeasurer`` for real widths.
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

  /// 0.8 em up, 0.2 em down, no leading.
  public func metrics(for font: Font) -> FontMetrics {
    let size = font.pointSize
    return FontMetrics(
      ascender: 0.8 * size, descender: -0.2 * size, leading: 0, capHeight: 0.7 * size, xHeight: 0.5 * size)
  }

  /// 0.6 em per character.
  public func width(of text: String, font: Font) -> CGFloat {
    CGFloat(text.count) * 0.6 * font.pointSize
  }
}

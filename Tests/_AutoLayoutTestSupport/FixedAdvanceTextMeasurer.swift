import AutoLayout
import Foundation

/// A deterministic measurer in the spirit of the Ahem font: every character (spaces included) is
/// `advance` em wide, the ascender 0.8 em, the descender 0.2 em, no leading. Layout tests use it so
/// that their numbers do not depend on installed fonts: "Hello" in a 10-point font is 50 × 10
/// with its baseline 8 below the top.
///
/// ```swift
/// let window = Window(size: CGSize(width: 320, height: 480))
/// window.textMeasurer = FixedAdvanceTextMeasurer()
/// ```
public struct FixedAdvanceTextMeasurer: TextMeasuring {
  /// The width of every character, in ems.
  public var advance: CGFloat

  /// Creates a measurer (1 em per character by default, as Ahem).
  ///
  /// ```swift
  /// let halfEm = FixedAdvanceTextMeasurer(advance: 0.5)
  /// ```
  public init(advance: CGFloat = 1) {
    self.advance = advance
  }

  /// 0.8 em up, 0.2 em down, no leading; cap height 0.8 em, x-height 0.5 em.
  public func metrics(for font: Font) -> FontMetrics {
    let size = font.pointSize
    return FontMetrics(
      ascender: 0.8 * size, descender: -0.2 * size, leading: 0, capHeight: 0.8 * size, xHeight: 0.5 * size)
  }

  /// Characters × advance × point size.
  public func width(of text: String, font: Font) -> CGFloat {
    CGFloat(text.count) * advance * font.pointSize
  }
}

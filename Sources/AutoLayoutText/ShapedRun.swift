import Foundation

/// Text shaped by HarfBuzz at the font's units per em: the glyphs, their advances, and the
/// direction and script HarfBuzz found.
///
/// ```swift
/// let run = try FontTextMeasurer.shared.shape("fi", font: .systemFont(ofSize: 17))
/// run.glyphs.count   // 1 where the font has an fi ligature
/// ```
public struct ShapedRun: Hashable, Sendable {
  /// The glyph ids in visual order.
  public var glyphs: [UInt32]
  /// Each glyph's advance in font units.
  public var advances: [Int32]
  /// The font's units per em.
  public var unitsPerEm: Int
  /// The point size the run is measured at.
  public var pointSize: CGFloat
  /// Whether the text runs right to left (Arabic, Hebrew).
  public var isRightToLeft: Bool

  /// The total advance in points: the sum of the advances × point size ÷ units per em, in
  /// `Double` arithmetic.
  ///
  /// ```swift
  /// run.width   // 100.705078125 for "Hello, world" in DejaVu Sans 17
  /// ```
  public var width: CGFloat {
    CGFloat(Double(advances.reduce(0) { $0 + Int($1) }) * Double(pointSize) / Double(unitsPerEm))
  }
}

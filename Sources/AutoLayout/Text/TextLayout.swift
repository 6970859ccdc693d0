import Foundation

/// How text that does not fit is wrapped or cut (UIKit's `NSLineBreakMode`).
///
/// ```swift
/// label.lineBreakMode = .byTruncatingMiddle
/// ```
public enum LineBreakMode: Int, Hashable, Sendable, CaseIterable {
  /// Wrap at word boundaries (a word wider than the line breaks between characters).
  case byWordWrapping = 0
  /// Wrap between any two characters.
  case byCharWrapping = 1
  /// Cut at the edge.
  case byClipping = 2
  /// "…" replaces the start of the last line.
  case byTruncatingHead = 3
  /// "…" replaces the end of the last line (a label's default).
  case byTruncatingTail = 4
  /// "…" replaces the middle of the last line.
  case byTruncatingMiddle = 5
}

/// How lines sit across a label (UIKit's `NSTextAlignment`).
///
/// ```swift
/// label.textAlignment = .center
/// ```
public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
  /// Flush left.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush right.
  case right = 2
  /// Flush on both sides (the last line natural).
  case justified = 3
  /// The leading edge of the layout direction (the default).
  case natural = 4
}

/// Text broken into lines: each line's text and width, the whole size, and the baselines.
///
/// ```swift
/// let layout = measurer.layout("One two three", font: font, maxWidth: 50, numberOfLines: 0,
///                              lineBreakMode: .byWordWrapping)
/// layout.size.height == CGFloat(layout.lines.count) * layout.lineHeight   // true
/// ```
public struct TextLayout: Hashable, Sendable {
  /// One line: what it shows and how wide that is (trailing spaces not counted).
  public struct Line: Hashable, Sendable {
    /// The text of the line ("…" included when truncated).
    public var text: String
    /// Its advance width.
    public var width: CGFloat
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// The font's metrics.
  public var metrics: FontMetrics
  /// Whether some text did not fit (cut, or replaced by "…").
  public var isTruncated: Bool

  /// The distance between baselines.
  public var lineHeight: CGFloat { metrics.lineHeight }

  /// The widest line's width by the lines' total height (not rounded).
  public var size: CGSize {
    CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
  }

  /// The first baseline's distance from the top: the ascender.
  public var firstBaseline: CGFloat { metrics.ascender }

  /// The last baseline's distance from the top.
  public var lastBaseline: CGFloat { CGFloat(max(lines.count, 1) - 1) * lineHeight + metrics.ascender }

  /// The x offset of a line of `width` in a box of `boxWidth` with an alignment, for a layout
  /// direction (`.natural` is the leading edge; `.justified` lays out as natural).
  ///
  /// ```swift
  /// TextLayout.offset(ofLineWidth: 40, in: 100, alignment: .center, direction: .leftToRight)   // 30
  /// ```
  public static func offset(
    ofLineWidth width: CGFloat, in boxWidth: CGFloat, alignment: TextAlignment,
    direction: UserInterfaceLayoutDirection
  ) -> CGFloat {
    let rightToLeft = direction == .rightToLeft
    switch alignment {
    case .left: return 0
    case .right: return boxWidth - width
    case .center: return (boxWidth - width) / 2
    case .natural, .justified: return rightToLeft ? boxWidth - width : 0
    }
  }
}

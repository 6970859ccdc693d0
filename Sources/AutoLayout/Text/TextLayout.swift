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
    /// Whether a paragraph ends with it (a newline follows, or the text ends).
    public var endsParagraph = false

    /// A line.
    public init(text: String, width: CGFloat, endsParagraph: Bool = false) {
      self.text = text
      self.width = width
      self.endsParagraph = endsParagraph
    }
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// The font's metrics.
  public var metrics: FontMetrics
  /// Whether some text did not fit (cut, or replaced by "…").
  public var isTruncated: Bool

  /// The paragraph style the lines are spaced by (``ParagraphStyle``), if any.
  public var paragraphStyle: ParagraphStyle?
  /// Whether a lone line is followed by the style's line spacing (a label that may wrap, as
  /// UIKit's labels lay out one line of such text).
  public var spacesLoneLine = false

  /// The height of each line: the font's line height, or the paragraph style's
  /// (``ParagraphStyle/lineHeight(natural:)``).
  public var lineHeight: CGFloat {
    paragraphStyle?.lineHeight(natural: metrics.lineHeight) ?? metrics.lineHeight
  }

  /// The space after line `index`: the style's line spacing between lines, with its paragraph
  /// spacing after a paragraph's last line; after the last line, the line spacing of a lone
  /// line when ``spacesLoneLine``, else nothing.
  func spacing(after index: Int) -> CGFloat {
    guard let style = paragraphStyle else { return 0 }
    if index == lines.count - 1 { return lines.count == 1 && spacesLoneLine ? style.lineSpacing : 0 }
    let paragraph =
      lines[index].endsParagraph ? style.paragraphSpacing + style.paragraphSpacingBefore : 0
    return style.lineSpacing + paragraph
  }

  /// The top of line `index` from the top of the text.
  func top(ofLine index: Int) -> CGFloat {
    (0..<index).reduce(0) { $0 + lineHeight + spacing(after: $1) }
  }

  /// The widest line's width by the lines' total height (not rounded).
  public var size: CGSize {
    let height =
      lines.isEmpty ? 0 : top(ofLine: lines.count - 1) + lineHeight + spacing(after: lines.count - 1)
    return CGSize(width: lines.map(\.width).max() ?? 0, height: height)
  }

  /// The first baseline's distance from the top: the ascender, below any height a paragraph
  /// style adds to the line (the baseline keeps its distance from the line's bottom).
  public var firstBaseline: CGFloat { lineHeight - (metrics.lineHeight - metrics.ascender) }

  /// Line `index`'s baseline, from the top of the text (its line spacing and paragraph spacing
  /// included).
  ///
  /// ```swift
  /// layout.baseline(ofLine: 1)   // lineHeight + lineSpacing + firstBaseline
  /// ```
  public func baseline(ofLine index: Int) -> CGFloat { top(ofLine: index) + firstBaseline }

  /// The last baseline's distance from the top.
  public var lastBaseline: CGFloat { top(ofLine: max(lines.count, 1) - 1) + firstBaseline }

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

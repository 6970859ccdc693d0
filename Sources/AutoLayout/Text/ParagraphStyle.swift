import Foundation

/// How lines of a paragraph are spaced and set (UIKit's `NSParagraphStyle`, which Foundation on
/// Linux lacks), read from an attributed string's `.paragraphStyle` attribute.
/// A ``Label`` lays its lines out with the line-height and spacing properties, as TextKit does:
///
/// - each line is the font's line height times ``lineHeightMultiple`` (when not 0), kept within
///   ``minimumLineHeight`` and ``maximumLineHeight`` (when not 0); the extra height goes above
///   the text, so the baseline keeps its distance from the line's bottom;
/// - ``lineSpacing`` is added between lines — and below a lone line of a label that may wrap
///   (`numberOfLines` other than 1), as UIKit's labels do (reported with screenshots on Stack
///   Overflow, question 32291105, and confirmed there with the system font; two lines or more
///   have no spacing below the last);
/// - ``paragraphSpacing`` is added between paragraphs (lines separated by a newline).
///
/// Alignment, indents and the other properties are kept for reading back.
///
/// ```swift
/// let style = MutableParagraphStyle()
/// style.lineSpacing = 6
/// label.numberOfLines = 0
/// label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
/// // three lines of a 17-point label: 3 × 20.33 + 2 × 6
/// ```
open class ParagraphStyle: Hashable, @unchecked Sendable {
  /// The space between the bottom of one line and the top of the next.
  public fileprivate(set) var lineSpacing: CGFloat = 0
  /// The space after a paragraph.
  public fileprivate(set) var paragraphSpacing: CGFloat = 0
  /// The space before a paragraph (not the first).
  public fileprivate(set) var paragraphSpacingBefore: CGFloat = 0
  /// The alignment (kept).
  public fileprivate(set) var alignment: TextAlignment = .natural
  /// The first line's indent from the leading edge (kept).
  public fileprivate(set) var firstLineHeadIndent: CGFloat = 0
  /// The other lines' indent from the leading edge (kept).
  public fileprivate(set) var headIndent: CGFloat = 0
  /// The trailing indent (kept).
  public fileprivate(set) var tailIndent: CGFloat = 0
  /// How lines break (kept; the label's ``Label/lineBreakMode`` is used).
  public fileprivate(set) var lineBreakMode: LineBreakMode = .byWordWrapping
  /// The smallest line height (0: none).
  public fileprivate(set) var minimumLineHeight: CGFloat = 0
  /// The largest line height (0: none).
  public fileprivate(set) var maximumLineHeight: CGFloat = 0
  /// A factor of the font's line height (0: the font's).
  public fileprivate(set) var lineHeightMultiple: CGFloat = 0
  /// How eagerly words are hyphenated (kept).
  public fileprivate(set) var hyphenationFactor: Float = 0

  /// The default style: no extra spacing.
  public init() {}

  /// The default paragraph style (UIKit's `NSParagraphStyle.default`).
  ///
  /// ```swift
  /// let style = ParagraphStyle.default.mutableCopy() as! MutableParagraphStyle
  /// ```
  public static var `default`: ParagraphStyle { ParagraphStyle() }

  /// A mutable copy (``MutableParagraphStyle``).
  public func mutableCopy() -> Any {
    let copy = MutableParagraphStyle()
    copy.take(self)
    return copy
  }

  /// A copy.
  public func copy() -> Any {
    let copy = ParagraphStyle()
    copy.take(self)
    return copy
  }

  /// Takes every property of `other`.
  fileprivate func take(_ other: ParagraphStyle) {
    lineSpacing = other.lineSpacing
    paragraphSpacing = other.paragraphSpacing
    paragraphSpacingBefore = other.paragraphSpacingBefore
    alignment = other.alignment
    firstLineHeadIndent = other.firstLineHeadIndent
    headIndent = other.headIndent
    tailIndent = other.tailIndent
    lineBreakMode = other.lineBreakMode
    minimumLineHeight = other.minimumLineHeight
    maximumLineHeight = other.maximumLineHeight
    lineHeightMultiple = other.lineHeightMultiple
    hyphenationFactor = other.hyphenationFactor
  }

  /// The height of one line of a font whose own line height is `natural`.
  ///
  /// ```swift
  /// style.lineHeight(natural: 20)   // 30 with lineHeightMultiple 1.5
  /// ```
  public func lineHeight(natural: CGFloat) -> CGFloat {
    var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
    if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
    return height
  }

  /// Styles are equal when every property is.
  public static func == (lhs: ParagraphStyle, rhs: ParagraphStyle) -> Bool {
    lhs.lineSpacing == rhs.lineSpacing && lhs.paragraphSpacing == rhs.paragraphSpacing
      && lhs.paragraphSpacingBefore == rhs.paragraphSpacingBefore && lhs.alignment == rhs.alignment
      && lhs.firstLineHeadIndent == rhs.firstLineHeadIndent && lhs.headIndent == rhs.headIndent
      && lhs.tailIndent == rhs.tailIndent && lhs.lineBreakMode == rhs.lineBreakMode
      && lhs.minimumLineHeight == rhs.minimumLineHeight && lhs.maximumLineHeight == rhs.maximumLineHeight
      && lhs.lineHeightMultiple == rhs.lineHeightMultiple && lhs.hyphenationFactor == rhs.hyphenationFactor
  }

  /// Hashes the spacing properties.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lineSpacing)
    hasher.combine(paragraphSpacing)
    hasher.combine(lineHeightMultiple)
    hasher.combine(minimumLineHeight)
    hasher.combine(maximumLineHeight)
  }
}

/// A paragraph style to set up (UIKit's `NSMutableParagraphStyle`).
///
/// ```swift
/// let style = MutableParagraphStyle()
/// style.lineHeightMultiple = 1.2
/// style.alignment = .center
/// ```
public final class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
  /// See ``ParagraphStyle/lineSpacing``.
  public override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = max(0, newValue) }
  }
  /// See ``ParagraphStyle/paragraphSpacing``.
  public override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = max(0, newValue) }
  }
  /// See ``ParagraphStyle/paragraphSpacingBefore``.
  public override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = max(0, newValue) }
  }
  /// See ``ParagraphStyle/alignment``.
  public override var alignment: TextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// See ``ParagraphStyle/firstLineHeadIndent``.
  public override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  /// See ``ParagraphStyle/headIndent``.
  public override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  /// See ``ParagraphStyle/tailIndent``.
  public override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
  /// See ``ParagraphStyle/lineBreakMode``.
  public override var lineBreakMode: LineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  /// See ``ParagraphStyle/minimumLineHeight``.
  public override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = max(0, newValue) }
  }
  /// See ``ParagraphStyle/maximumLineHeight``.
  public override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = max(0, newValue) }
  }
  /// See ``ParagraphStyle/lineHeightMultiple``.
  public override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = max(0, newValue) }
  }
  /// See ``ParagraphStyle/hyphenationFactor``.
  public override var hyphenationFactor: Float {
    get { super.hyphenationFactor }
    set { super.hyphenationFactor = newValue }
  }

  /// Takes every property of `other` (UIKit's `setParagraphStyle(_:)`).
  public func setParagraphStyle(_ other: ParagraphStyle) { take(other) }
}

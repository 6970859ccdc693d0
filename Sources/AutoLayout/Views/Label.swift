import Foundation

/// A view that shows text, sized by it (UIKit's `UILabel`, the layout parts). Its intrinsic size
/// is the measured text rounded up to the pixel grid; with several lines (`numberOfLines` 0 or
/// more than 1) and no ``preferredMaxLayoutWidth`` the label wraps at the width layout gives it:
/// the engine lays out, measures again at the label's width and lays out again until stable, as
/// UIKit does since iOS 8.
///
/// ```swift
/// let body = Label(text: "Auto Layout on Linux, with real text.")
/// body.font = .preferredFont(forTextStyle: .body)
/// body.numberOfLines = 0
/// body.translatesAutoresizingMaskIntoConstraints = false
/// window.addSubview(body)
/// LayoutConstraint.activate([
///   body.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
///   body.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
///   body.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
/// ])
/// window.layoutIfNeeded()   // body's height: as many lines as the margins' width needs
/// ```
open class Label: View {
  /// The text (`nil` or empty: no intrinsic size beyond zero).
  open var text: String? {
    didSet {
      // Plain text replaces attributed text, as in UIKit: its paragraph style goes too.
      if let attributed = storedAttributedText, attributed.string != text {
        storedAttributedText = nil
        if paragraphStyle != nil {
          paragraphStyle = nil
          fontChanged()
        }
      }
      guard text != oldValue else { return }
      // New text is measured unwrapped first, then at the width layout gives it, as a first
      // layout is: a width left from shorter text would wrap it into a narrow column.
      layoutWidth = nil
      invalidateIntrinsicContentSize()
    }
  }
  /// The font (default: the 17-point system font, as UIKit).
  open var font: Font = .systemFont(ofSize: 17) {
    didSet { if font != oldValue { fontChanged() } }
  }
  /// Whether a text-style font follows the window's content size category (UIKit's
  /// `adjustsFontForContentSizeCategory`).
  public var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory != oldValue { fontChanged() } }
  }
  /// The most lines shown; 0 is unlimited (default 1).
  open var numberOfLines = 1 {
    didSet {
      guard numberOfLines != oldValue else { return }
      // One line or several decides whether a lone line keeps a style's line spacing below it.
      if (paragraphStyle?.lineSpacing ?? 0) > 0 { fontChanged() } else { invalidateIntrinsicContentSize() }
    }
  }
  /// How text that does not fit wraps or is cut (default truncating the tail).
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How lines sit across the label (default natural: the leading edge).
  open var textAlignment: TextAlignment = .natural
  /// The width a multi-line label wraps at; 0 (the default) is automatic: the label's own width
  /// after layout.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The width the last layout pass gave the label (automatic wrapping).
  var layoutWidth: CGFloat?
  /// The text colour (default ``Color/label``; kept for pictures).
  open var textColor: Color! = .label
  /// The colour of highlighted text, and whether the label is highlighted or enabled (kept).
  public var highlightedTextColor: Color?
  /// Whether the label is highlighted (kept).
  public var isHighlighted = false
  /// Whether the label is enabled (kept).
  public var isEnabled = true
  /// Whether the font shrinks (down to ``minimumScaleFactor``) for text that does not fit (kept:
  /// the intrinsic size is the full-size text's, as in UIKit).
  public var adjustsFontSizeToFitWidth = false
  /// The smallest font scale when shrinking (kept).
  public var minimumScaleFactor: CGFloat = 0
  /// Whether letters are tightened before truncating (kept).
  public var allowsDefaultTighteningForTruncation = false
  /// The shadow behind the text (kept).
  public var shadowColor: Color?
  /// The shadow's offset (default (0, -3)).
  public var shadowOffset = CGSize(width: 0, height: -1)

  /// The text with attributes (UIKit's `attributedText`): its string becomes ``text`` and the
  /// font of its first character, if any, ``font``; the other attributes are kept for reading back.
  ///
  /// ```swift
  /// label.attributedText = NSAttributedString(string: "Bold", attributes: [.font: Font.boldSystemFont(ofSize: 20)])
  /// ```
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
    set {
      storedAttributedText = newValue
      if let newValue, newValue.length > 0,
        let first = newValue.attribute(.font, at: 0, effectiveRange: nil) as? Font
      {
        font = first
      }
      text = newValue?.string
      // A copy, as UIKit copies the attributes: changing the style afterwards changes nothing.
      let style =
        newValue.flatMap { $0.length > 0 ? $0.attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil }
        as? ParagraphStyle
      let copied = style.map { $0.copy() as! ParagraphStyle }
      if copied != paragraphStyle {
        paragraphStyle = copied
        // The baselines move with the line height: constraints hold them as constants.
        fontChanged()
      }
    }
  }
  private var storedAttributedText: NSAttributedString?
  /// The paragraph style of the attributed text's first character, if any, copied when the text
  /// was set: it spaces the lines (``ParagraphStyle``).
  private(set) var paragraphStyle: ParagraphStyle?

  /// UIKit's `init(frame:)`, the designated initializer (a subclass overrides it and calls it, as in
  /// UIKit): a label placed at `frame` until constraints position it, hugging its text at 250 on
  /// both axes, the default of a label made in code (Interface Builder's labels, and
  /// ``init(text:)``, hug at 251).
  ///
  /// ```swift
  /// let view = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 21))
  /// view.contentHuggingPriority(for: .horizontal)   // 250
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a label; labels hug their text at 251 on both axes, as Interface Builder sets them.
  ///
  /// ```swift
  /// let title = Label(text: "Jane Appleseed")
  /// ```
  public convenience init(text: String?) {
    self.init(frame: .zero)
    self.text = text
    setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    setContentHuggingPriority(.defaultLow + 1, for: .vertical)
  }

  /// UIKit's `UILabel()`: an empty label that hugs its text at 250 on both axes (as
  /// ``init(frame:)``).
  ///
  /// ```swift
  /// let label = Label()
  /// label.contentHuggingPriority(for: .horizontal)   // 250
  /// ```
  public convenience init() {
    self.init(frame: .zero)
  }

  /// A label decoded from an archive: nothing is decoded (hugging 251, as Interface Builder's).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    setContentHuggingPriority(.defaultLow + 1, for: .vertical)
  }

  /// `UILabel`.
  override open class var uikitName: String { "UILabel" }

  /// The font the label shows: ``font``, picked again for the window's content size category
  /// when ``adjustsFontForContentSizeCategory`` is on and the font has a text style.
  ///
  /// ```swift
  /// label.font = .preferredFont(forTextStyle: .body); label.adjustsFontForContentSizeCategory = true
  /// label.effectiveFont.pointSize   // 28 in an accessibility-medium window
  /// ```
  public var effectiveFont: Font {
    guard adjustsFontForContentSizeCategory, let category = window?.contentSize else { return font }
    return font.adjusted(for: category)
  }

  /// The width text is wrapped at: none for one line, else ``preferredMaxLayoutWidth`` or the
  /// width layout gave the label (none before the first pass).
  var wrappingWidth: CGFloat {
    guard numberOfLines != 1 else { return 0 }
    return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (layoutWidth ?? 0)
  }

  /// The text broken into lines at a width (default: the width intrinsic sizing uses).
  ///
  /// ```swift
  /// label.textLayout().lines.map(\.text)   // ["Auto Layout on", "Linux"]
  /// ```
  public func textLayout(forWidth width: CGFloat? = nil) -> TextLayout {
    var layout = effectiveTextMeasurer.layout(
      text ?? "", font: effectiveFont, maxWidth: width ?? wrappingWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    layout.paragraphStyle = paragraphStyle
    layout.spacesLoneLine = numberOfLines != 1
    return layout
  }

  /// The measured text rounded up to the pixel grid; zero without text.
  override open var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let size = textLayout().size
    let scale = window?.scale ?? Screen.main.scale
    return CGSize(
      width: ceilToPixels(size.width, scale: scale), height: ceilToPixels(size.height, scale: scale))
  }

  /// The font's ascender (below the height a paragraph style adds to the first line).
  override open var firstBaselineOffsetFromTop: CGFloat? {
    let metrics = effectiveTextMeasurer.metrics(for: effectiveFont)
    guard let style = paragraphStyle else { return metrics.ascender }
    return style.lineHeight(natural: metrics.lineHeight) - (metrics.lineHeight - metrics.ascender)
  }

  /// The font's line height less its ascender (the descender and leading), and the spacing a
  /// paragraph style leaves below a lone line.
  override open var lastBaselineOffsetFromBottom: CGFloat? {
    let metrics = effectiveTextMeasurer.metrics(for: effectiveFont)
    guard let style = paragraphStyle, style.lineSpacing > 0, numberOfLines != 1 else {
      return metrics.lineHeight - metrics.ascender
    }
    let layout = textLayout()
    return layout.size.height - layout.lastBaseline
  }

  @_spi(UIKitEmulation) override open var textFont: Font? { effectiveFont }

  @_spi(UIKitEmulation) override open var hasWidthDependentIntrinsicSize: Bool { true }

  @_spi(UIKitEmulation) override open func setLayoutWidth(_ width: CGFloat) -> Bool {
    if let layoutWidth, abs(layoutWidth - width) < 0.001 { return false }
    let wasLone = isLoneSpacedLine
    layoutWidth = width
    // A lone line keeps the style's line spacing below it, two lines do not: the last baseline,
    // which constraints hold as a constant, moves.
    if let wasLone, wasLone != isLoneSpacedLine { changedEngine?.invalidateStructure() }
    return numberOfLines != 1 && preferredMaxLayoutWidth == 0
  }

  /// For a label that may wrap and has a paragraph style with line spacing: whether its text is
  /// one line at the current width; `nil` for other labels.
  private var isLoneSpacedLine: Bool? {
    guard let style = paragraphStyle, style.lineSpacing > 0, numberOfLines != 1 else { return nil }
    return textLayout().lines.count == 1
  }

  /// A new font moves the baselines, which constraints hold as constants: rebuild.
  @_spi(UIKitEmulation) open func fontChanged() {
    changedEngine?.invalidateStructure()
    invalidateIntrinsicContentSize()
  }
}

/// Rounds up to the pixel grid of a scale (a tolerance of a millionth of a point keeps exact
/// values exact).
///
/// ```swift
/// ceilToPixels(100.705, scale: 2)   // 101
/// ```
public func ceilToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  guard scale > 0 else { return value }
  return ((value - 1e-6) * scale).rounded(.up) / scale
}

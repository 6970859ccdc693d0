@_spi(UIKitEmulation) import AutoLayout
import Foundation

/// A view of editable, multi-line text (UIKit's `UITextView`, the layout parts). It is a scroll
/// view: while it scrolls (the default) it has no intrinsic size; with ``isScrollEnabled`` off it
/// is sized by its text as a multi-line label is — wrapped at the width layout gives it — plus
/// ``textContainerInset`` (8 above and below by default) and the container's
/// `TextContainer.lineFragmentPadding` (5 at each end of a line), the defaults Apple documents.
///
/// ```swift
/// let notes = TextView()
/// notes.text = "A text view that grows with its text."
/// notes.isScrollEnabled = false
/// notes.translatesAutoresizingMaskIntoConstraints = false
/// window.addSubview(notes)
/// LayoutConstraint.activate([
///   notes.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
///   notes.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
///   notes.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
/// ])
/// window.layoutIfNeeded()   // notes: as tall as its lines at the margins' width, plus 16
/// ```
open class TextView: ScrollView {
  /// The text (default empty, as UIKit's).
  public var text: String! = "" {
    didSet {
      guard text != oldValue else { return }
      layoutWidth = nil  // measured unwrapped first, as a label's new text is
      textChanged()
    }
  }
  /// The font (default: the body text style of the system font, as Apple documents).
  public var font: Font? = .preferredFont(forTextStyle: .body) {
    didSet { if font != oldValue { fontChanged() } }
  }
  /// Whether a text-style font follows the window's content size category.
  public var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory != oldValue { fontChanged() } }
  }
  /// The text colour (kept for pictures).
  public var textColor: Color? = .label
  /// How lines sit across the view (kept).
  public var textAlignment: TextAlignment = .natural
  /// Whether the user can edit the text and select it (kept).
  public var isEditable = true
  /// Whether the user can select the text (kept).
  public var isSelectable = true
  /// The space between the view's edges and its text container (default top 8, bottom 8, as
  /// Apple documents).
  ///
  /// ```swift
  /// textView.textContainerInset = .zero   // text flush with the top and bottom
  /// ```
  public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { if textContainerInset != oldValue { textChanged() } }
  }
  /// The container the text is laid out in: padding and line limit.
  public let textContainer = TextContainer()
  /// The keyboard, capitalization, correction and return key the view asks for (kept).
  public var keyboardType: KeyboardType = .default
  /// How the view capitalizes (kept).
  public var autocapitalizationType: TextAutocapitalizationType = .sentences
  /// Whether the view corrects spelling (kept).
  public var autocorrectionType: TextAutocorrectionType = .default
  /// The return key's title (kept).
  public var returnKeyType: ReturnKeyType = .default
  /// The view shown in place of the keyboard while editing (a picker; kept: the window's
  /// `Window.keyboardHeight` is the room it takes).
  public var inputView: View?
  /// The bar shown above the keyboard while editing (kept: count it in the window's
  /// `Window.keyboardHeight`).
  public var inputAccessoryView: View?
  /// A text view takes the keyboard: it can become the first responder.
  override open var canBecomeFirstResponder: Bool { true }
  /// The width the last layout pass gave the view (wrapping).
  var layoutWidth: CGFloat?

  /// The text with attributes: its string becomes ``text`` and the font of its first character,
  /// if any, ``font``.
  ///
  /// ```swift
  /// textView.attributedText = NSAttributedString(string: "Notes")
  /// ```
  public var attributedText: NSAttributedString! {
    get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
    set {
      storedAttributedText = newValue
      if let newValue, newValue.length > 0,
        let first = newValue.attribute(.font, at: 0, effectiveRange: nil) as? Font
      {
        font = first
      }
      text = newValue?.string ?? ""
    }
  }
  private var storedAttributedText: NSAttributedString?

  /// Creates an empty text view that scrolls.
  ///
  /// ```swift
  /// let textView = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
    textContainer.onChange = { [weak self] in self?.textChanged() }
  }

  /// UIKit's `UITextView()`.
  ///
  /// ```swift
  /// let textView = TextView()
  /// ```
  public convenience init() { self.init(frame: .zero) }

  /// A text view decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    textContainer.onChange = { [weak self] in self?.textChanged() }
  }

  /// `UITextView`.
  override open class var uikitName: String { "UITextView" }

  /// Whether the view scrolls; off, it is sized by its text.
  override open var isScrollEnabled: Bool {
    didSet { if isScrollEnabled != oldValue { textChanged() } }
  }

  /// The font the text is shown in: ``font`` (the body style when `nil`), picked again for the
  /// window's content size category when ``adjustsFontForContentSizeCategory`` is on.
  ///
  /// ```swift
  /// textView.effectiveFont.pointSize   // 17: the body style at the default size category
  /// ```
  public var effectiveFont: Font {
    let font = font ?? .preferredFont(forTextStyle: .body)
    guard adjustsFontForContentSizeCategory, let category = window?.contentSize else { return font }
    return font.adjusted(for: category)
  }

  /// The horizontal space around the text: the insets' sides and a line's padding at each end.
  private var horizontalChrome: CGFloat {
    textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
  }

  /// The text broken into lines at a view width (default: the width layout gave the view; none
  /// before the first pass, so one line per paragraph).
  ///
  /// ```swift
  /// textView.textLayout(forWidth: 200).lines.count
  /// ```
  public func textLayout(forWidth width: CGFloat? = nil) -> TextLayout {
    let viewWidth = width ?? layoutWidth ?? 0
    let wrap = viewWidth > 0 ? max(viewWidth - horizontalChrome, 1) : 0
    return effectiveTextMeasurer.layout(
      text ?? "", font: effectiveFont, maxWidth: wrap, numberOfLines: textContainer.maximumNumberOfLines,
      lineBreakMode: textContainer.lineBreakMode)
  }

  /// The size that shows all the text at a width: the text's lines (one empty line's height
  /// without text) with the insets and padding, rounded up to the pixel grid.
  ///
  /// ```swift
  /// textView.sizeThatFits(CGSize(width: 300, height: .greatestFiniteMagnitude))
  /// ```
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(forWidth: size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil)
  }

  private func textSize(forWidth width: CGFloat?) -> CGSize {
    let layout = textLayout(forWidth: width)
    let textHeight = layout.lines.isEmpty ? layout.lineHeight : layout.size.height
    let scale = window?.scale ?? Screen.main.scale
    return CGSize(
      width: ceilToPixels(layout.size.width + horizontalChrome, scale: scale),
      height: ceilToPixels(textHeight + textContainerInset.top + textContainerInset.bottom, scale: scale))
  }

  /// Without scrolling, the text's size with the insets and padding; scrolling, none.
  override open var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return textSize(forWidth: nil)
  }

  /// The first line's baseline below the top: the top inset and the font's ascender.
  override open var firstBaselineOffsetFromTop: CGFloat? {
    textContainerInset.top + effectiveTextMeasurer.metrics(for: effectiveFont).ascender
  }

  /// The last line's baseline above the bottom: the bottom inset and the font's descent.
  override open var lastBaselineOffsetFromBottom: CGFloat? {
    let metrics = effectiveTextMeasurer.metrics(for: effectiveFont)
    return textContainerInset.bottom + metrics.lineHeight - metrics.ascender
  }

  @_spi(UIKitEmulation) override open var textFont: Font? { effectiveFont }

  @_spi(UIKitEmulation) override open var hasWidthDependentIntrinsicSize: Bool { !isScrollEnabled }

  @_spi(UIKitEmulation) override open func setLayoutWidth(_ width: CGFloat) -> Bool {
    if let layoutWidth, abs(layoutWidth - width) < 0.001 { return false }
    layoutWidth = width
    return !isScrollEnabled
  }

  private func textChanged() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// A new font moves the baselines, which constraints hold as constants: rebuild.
  private func fontChanged() {
    textFontChanged()
    textChanged()
  }
}

/// What a text view tells about edits (UIKit's `UITextViewDelegate`, a `ScrollViewDelegate`; every method has an empty
/// default, so an adopter writes only the ones it needs).
///
/// ```swift
/// final class Notes: TextViewDelegate {
///   func textViewDidChange(_ textView: TextView) { print(textView.text ?? "") }
/// }
/// ```
public protocol TextViewDelegate: ScrollViewDelegate {
  /// The text changed.
  func textViewDidChange(_ textView: TextView)
  /// Editing began.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: TextView)
}

extension TextViewDelegate {
  /// Does nothing.
  public func textViewDidChange(_ textView: TextView) {}
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: TextView) {}
}

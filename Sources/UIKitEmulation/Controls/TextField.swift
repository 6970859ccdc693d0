@_spi(UIKitEmulation) import AutoLayout
import Foundation

/// A one-line text input (UIKit's `UITextField`, the layout parts): as wide as its text (or
/// placeholder) and as tall as its font's line, plus the border style's padding.
///
/// ```swift
/// let name = TextField()
/// name.placeholder = "Enter Name"
/// name.borderStyle = .roundedRect
/// name.intrinsicContentSize   // placeholder width + 14 by max(30, line + 14)
/// ```
open class TextField: Control {
  /// The text.
  public var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Shown (and measured) while the text is empty.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The font (default the 17-point system font).
  public var font: Font = .systemFont(ofSize: 17) {
    didSet {
      if font != oldValue { textFontChanged(); invalidateIntrinsicContentSize() }
    }
  }
  /// The border (default none, as UIKit in code; Interface Builder's default is rounded).
  public var borderStyle: BorderStyle = .none {
    didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable, CaseIterable {
    /// No border: the text's size.
    case none
    /// A line: 2 points of padding around the text.
    case line
    /// A bezel: 2 points of padding around the text.
    case bezel
    /// A rounded rectangle: 7 points of padding, at least 30 tall.
    case roundedRect

    /// The padding around the text.
    var padding: CGFloat {
      switch self {
      case .none: 0
      case .line, .bezel: 2
      case .roundedRect: 7
      }
    }
  }

  /// The colour and alignment of the text (kept).
  public var textColor: Color? = .label
  /// How the text sits across the field (kept).
  public var textAlignment: TextAlignment = .natural
  /// Whether the text is hidden as it is typed (kept).
  public var isSecureTextEntry = false
  /// The keyboard the field asks for (kept).
  public var keyboardType: KeyboardType = .default
  /// How the field capitalizes (kept).
  public var autocapitalizationType: TextAutocapitalizationType = .sentences
  /// Whether the field corrects spelling (kept).
  public var autocorrectionType: TextAutocorrectionType = .default
  /// Whether the field underlines misspellings (kept).
  public var spellCheckingType: TextSpellCheckingType = .default
  /// The return key's title (kept).
  public var returnKeyType: ReturnKeyType = .default
  /// The view shown in place of the keyboard while editing (a picker; kept: the window's
  /// `Window.keyboardHeight` is the room it takes).
  public var inputView: View?
  /// The bar shown above the keyboard while editing (kept: count it in the window's
  /// `Window.keyboardHeight`).
  public var inputAccessoryView: View?
  /// What the field holds, for autofill (kept).
  public var textContentType: TextContentType?
  /// When the clear button shows (kept).
  public var clearButtonMode: ViewMode = .never
  /// Whether the font shrinks to fit (kept: the intrinsic size is the full-size text's).
  public var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking (kept).
  public var minimumFontSize: CGFloat = 0
  /// Whether the text is cleared when editing begins (kept).
  public var clearsOnBeginEditing = false
  /// The views at the leading and trailing ends of the field and when they show (kept; the
  /// intrinsic size is the text's).
  ///
  /// ```swift
  /// field.leftView = View(frame: CGRect(x: 0, y: 0, width: 8, height: 0))
  /// field.leftViewMode = .always
  /// ```
  public var leftView: View?
  /// The view at the trailing end (kept).
  public var rightView: View?
  /// When ``leftView`` shows (kept).
  public var leftViewMode: ViewMode = .never
  /// When ``rightView`` shows (kept).
  public var rightViewMode: ViewMode = .never
  /// The object told about editing (kept; nothing is typed on Linux).
  public weak var delegate: (any TextFieldDelegate)?

  /// UIKit's `UITextField.ViewMode`: when an overlay view shows.
  public enum ViewMode: Int, Sendable, CaseIterable {
    case never, whileEditing, unlessEditing, always
  }

  /// A text field takes the keyboard: it can become the first responder.
  override open var canBecomeFirstResponder: Bool { true }

  /// Creates a text field.
  ///
  /// ```swift
  /// let field = TextField(placeholder: "Email")
  /// ```
  public init(text: String? = nil, placeholder: String? = nil) {
    self.text = text
    self.placeholder = placeholder
    super.init(frame: .zero)
  }

  /// UIKit's `init(frame:)`: a text field placed at `frame` until constraints position it.
  ///
  /// ```swift
  /// let view = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  /// ```
  public override convenience init(frame: CGRect) {
    self.init(text: nil, placeholder: nil)
    self.frame = frame
  }

  /// A text field decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `UITextField`.
  override open class var uikitName: String { "UITextField" }

  /// The text's (or placeholder's) width and the font's line, padded.
  override open var intrinsicContentSize: CGSize {
    let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : (text ?? "")
    let measurer = effectiveTextMeasurer
    let scale = window?.scale ?? Screen.main.scale
    let width = ceilToPixels(measurer.width(of: shown, font: font), scale: scale)
    let line = ceilToPixels(measurer.metrics(for: font).lineHeight, scale: scale)
    let padding = borderStyle.padding
    var height = line + 2 * padding
    if borderStyle == .roundedRect { height = max(height, 30) }
    return CGSize(width: width + 2 * padding, height: height)
  }

  /// The text's baseline, the line centred vertically.
  override open var firstBaselineOffsetFromTop: CGFloat? {
    let metrics = effectiveTextMeasurer.metrics(for: font)
    return (intrinsicContentSize.height - metrics.lineHeight) / 2 + metrics.ascender
  }

  /// The same baseline from the bottom.
  override open var lastBaselineOffsetFromBottom: CGFloat? {
    firstBaselineOffsetFromTop.map { intrinsicContentSize.height - $0 }
  }

  @_spi(UIKitEmulation) override open var textFont: Font? { font }
}

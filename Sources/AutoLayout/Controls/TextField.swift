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
      if font != oldValue { changedEngine?.invalidateStructure(); invalidateIntrinsicContentSize() }
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

  override var textFont: Font? { font }
}

import Foundation

/// A button sized by its title and image (UIKit's `UIButton` of the system type, the layout
/// parts): the title on one line in the 15-point system font, 6 points above and below it, at
/// least 30 × 30 with a title, plus ``contentEdgeInsets``.
///
/// ```swift
/// let like = Button(title: "Like")
/// like.contentEdgeInsets = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
/// like.intrinsicContentSize   // the title's width + 24 by 30
/// ```
open class Button: View {
  /// The title (UIKit's `currentTitle`).
  public private(set) var title: String?
  /// The title's font (UIKit's `titleLabel.font`; default the 15-point system font).
  public var titleFont: Font = .systemFont(ofSize: 15) {
    didSet {
      if titleFont != oldValue { engineIfPresent?.invalidateStructure(); invalidateIntrinsicContentSize() }
    }
  }
  /// An image before the title.
  public var image: Image? {
    didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Space added around the content (default none).
  public var contentEdgeInsets: EdgeInsets = .zero {
    didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The space above and below a title inside a system button.
  static let titlePadding: CGFloat = 6
  /// The smallest size of a button with a title.
  static let minimumSide: CGFloat = 30

  /// Creates a button with a title.
  ///
  /// ```swift
  /// let share = Button(title: "Share")
  /// ```
  public init(title: String? = nil) {
    self.title = title
    super.init(frame: .zero)
  }

  /// UIKit's `init(frame:)`: a button placed at `frame` until constraints position it.
  ///
  /// ```swift
  /// let view = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 18))
  /// ```
  public override convenience init(frame: CGRect) {
    self.init(title: nil)
    self.frame = frame
  }

  /// `UIButton`.
  override open class var uikitName: String { "UIButton" }

  /// Sets the title (only the normal state exists here).
  ///
  /// ```swift
  /// button.setTitle("Done", for: .normal)
  /// ```
  public func setTitle(_ title: String?, for state: ControlState = .normal) {
    guard title != self.title else { return }
    self.title = title
    invalidateIntrinsicContentSize()
  }

  /// The states a control's title can be set for (only `.normal` changes layout).
  public enum ControlState: Sendable {
    /// The normal state.
    case normal
  }

  /// The title's measured width and line box, rounded up to pixels (zero without a title).
  var titleSize: CGSize {
    guard let title, !title.isEmpty else { return .zero }
    let layout = effectiveTextMeasurer.layout(title, font: titleFont, numberOfLines: 1)
    let scale = window?.scale ?? Screen.main.scale
    return CGSize(
      width: ceilToPixels(layout.size.width, scale: scale),
      height: ceilToPixels(layout.lineHeight, scale: scale) + 2 * Button.titlePadding)
  }

  /// Title and image side by side, padded, at least 30 × 30 with a title.
  override open var intrinsicContentSize: CGSize {
    let text = titleSize
    let picture = image?.size ?? .zero
    let insets = contentEdgeInsets
    var width = text.width + picture.width + insets.left + insets.right
    var height = max(text.height, picture.height) + insets.top + insets.bottom
    if text != .zero {
      width = max(width, Button.minimumSide)
      height = max(height, Button.minimumSide)
    }
    return CGSize(width: width, height: height)
  }

  /// The title's baseline, the title centred in the content box.
  override open var firstBaselineOffsetFromTop: CGFloat? {
    let metrics = effectiveTextMeasurer.metrics(for: titleFont)
    let insets = contentEdgeInsets
    let content = intrinsicContentSize.height - insets.top - insets.bottom
    return insets.top + (content - metrics.lineHeight) / 2 + metrics.ascender
  }

  /// The same baseline measured from the bottom (one line).
  override open var lastBaselineOffsetFromBottom: CGFloat? {
    firstBaselineOffsetFromTop.map { intrinsicContentSize.height - $0 }
  }

  override var textFont: Font? { titleFont }
}

@_spi(UIKitEmulation) import AutoLayout
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
open class Button: Control {
  /// The title shown now: the one set for the current ``Control/state``, else the normal one
  /// (UIKit's `currentTitle`).
  public var title: String? { titles[state] ?? titles[.normal] }
  /// The titles set per state.
  private var titles: [State: String] = [:]
  /// The title colours, images and background images set per state (kept; layout uses the images'
  /// sizes only through ``image``).
  private var titleColors: [State: Color] = [:]
  private var images: [State: Image] = [:]
  private var backgroundImages: [State: Image] = [:]
  /// The title's font (UIKit's `titleLabel.font`; default the 15-point system font).
  public var titleFont: Font = .systemFont(ofSize: 15) {
    didSet {
      if titleFont != oldValue { textFontChanged(); invalidateIntrinsicContentSize() }
      if storedTitleLabel?.font != titleFont { storedTitleLabel?.font = titleFont }
    }
  }
  /// An image before the title (the image for the current state; setting it sets the normal one).
  public var image: Image? {
    get { images[state] ?? images[.normal] }
    set { setImage(newValue, for: .normal) }
  }
  /// Space added around the content (default none).
  public var contentEdgeInsets: EdgeInsets = .zero {
    didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The button's content and look as one value (UIKit's `configuration`, iOS 15): when set,
  /// its title, image and insets size the button.
  ///
  /// ```swift
  /// button.configuration = .filled()
  /// button.configuration?.title = "Continue"
  /// ```
  public var configuration: Configuration? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Space around the title and the image (kept; UIKit deprecated them with `configuration`).
  public var titleEdgeInsets: EdgeInsets = .zero
  /// Space around the image (kept).
  public var imageEdgeInsets: EdgeInsets = .zero
  /// The kind of button it was made as.
  public private(set) var buttonType: ButtonType = .system
  /// The menu the button shows (iOS 14; kept: there is no menu on screen here).
  ///
  /// ```swift
  /// more.menu = Menu(children: [Action(title: "Rename") { _ in rename() }])
  /// more.showsMenuAsPrimaryAction = true
  /// ```
  public var menu: Menu?
  /// Whether a tap shows ``menu`` instead of sending `.touchUpInside` (kept).
  public var showsMenuAsPrimaryAction = false
  /// Whether choosing from a single-selection menu sets the button's title (kept).
  public var changesSelectionAsPrimaryAction = false

  /// The space above and below a title inside a system button.
  static let titlePadding: CGFloat = 6
  /// The smallest size of a button with a title.
  static let minimumSide: CGFloat = 30

  /// UIKit's `init(frame:)`, the designated initializer (a subclass overrides it and calls it, as in
  /// UIKit): a button placed at `frame` until constraints position it.
  ///
  /// ```swift
  /// let view = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 18))
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button with a title.
  ///
  /// ```swift
  /// let share = Button(title: "Share")
  /// ```
  public convenience init(title: String?) {
    self.init(frame: .zero)
    if let title { titles[.normal] = title }
  }

  /// A button decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// UIKit's `UIButton(type:)`. System and custom buttons size the same way here (a title in the
  /// 15-point system font, 6 points above and below); the other types are kept.
  ///
  /// ```swift
  /// let done = Button(type: .system)
  /// done.setTitle("Done", for: .normal)
  /// ```
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
    buttonType = type
  }

  /// UIKit's `UIButton(type:primaryAction:)`: the action's title and image, the action run on a
  /// tap (``Control/Event/primaryActionTriggered``, which a `.touchUpInside` also sends).
  ///
  /// ```swift
  /// let save = Button(primaryAction: Action(title: "Save") { _ in store() })
  /// ```
  public convenience init(type: ButtonType = .system, primaryAction: Action?) {
    self.init(type: type)
    guard let primaryAction else { return }
    if !primaryAction.title.isEmpty { titles[.normal] = primaryAction.title }
    if let image = primaryAction.image { images[.normal] = image }
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  /// `UIButton`.
  override open class var uikitName: String { "UIButton" }

  /// Sets the title for a state; the shown title follows ``Control/state``.
  ///
  /// ```swift
  /// button.setTitle("Done", for: .normal)
  /// button.setTitle("Saving…", for: .disabled)
  /// ```
  public func setTitle(_ title: String?, for state: State = .normal) {
    let before = self.title
    titles[state] = title
    if self.title != before { invalidateIntrinsicContentSize() }
    storedTitleLabel?.text = self.title
  }

  /// The title set for a state (UIKit's `title(for:)`: the normal one when none is set).
  ///
  /// ```swift
  /// button.title(for: .highlighted)
  /// ```
  public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

  /// The title shown now (UIKit's `currentTitle`).
  public var currentTitle: String? { title }

  /// Sets the title colour for a state (kept; pictures draw titles in the tint colour).
  ///
  /// ```swift
  /// button.setTitleColor(.white, for: .normal)
  /// ```
  public func setTitleColor(_ color: Color?, for state: State) { titleColors[state] = color }

  /// The title colour for a state (the normal one, else the tint colour for a system button).
  public func titleColor(for state: State) -> Color? {
    titleColors[state] ?? titleColors[.normal] ?? (buttonType == .system ? tintColor : .white)
  }

  /// The title colour shown now.
  public var currentTitleColor: Color { titleColor(for: state) ?? .systemBlue }

  /// Sets the image for a state (its size joins the intrinsic size).
  ///
  /// ```swift
  /// button.setImage(Image(size: CGSize(width: 20, height: 20), name: "star"), for: .normal)
  /// ```
  public func setImage(_ image: Image?, for state: State) {
    let before = self.image
    images[state] = image
    if self.image != before { invalidateIntrinsicContentSize() }
  }

  /// The image for a state.
  public func image(for state: State) -> Image? { images[state] ?? images[.normal] }

  /// The image shown now.
  public var currentImage: Image? { image }

  /// Sets the background image for a state (kept).
  public func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages[state] = image }

  /// The background image for a state.
  public func backgroundImage(for state: State) -> Image? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }

  private var storedTitleLabel: ButtonTitleLabel?

  /// The label that shows the title (UIKit's `titleLabel`): setting its font sets ``titleFont``
  /// and changes the button's size; its text is the current title.
  ///
  /// ```swift
  /// button.titleLabel?.font = .boldSystemFont(ofSize: 17)
  /// ```
  public var titleLabel: Label? {
    if let storedTitleLabel { return storedTitleLabel }
    let label = ButtonTitleLabel(button: self)
    storedTitleLabel = label
    return label
  }

  override func stateDidChange() {
    invalidateIntrinsicContentSize()
    storedTitleLabel?.text = title
  }

  override func expandedEvents(_ events: Event) -> Event {
    events.contains(.touchUpInside) ? events.union(.primaryActionTriggered) : events
  }

  /// UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    /// UIKit's name for the rounded rectangle type (a system button).
    public static let roundedRect = ButtonType.system
    /// UIKit's plain type (a system button).
    public static let plain = ButtonType.system
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

  /// Title and image side by side, padded, at least 30 × 30 with a title; a configured button's
  /// is its configuration's content in its insets.
  override open var intrinsicContentSize: CGSize {
    if let configuration { return configuredSize(configuration) }
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

  @_spi(UIKitEmulation) override open var textFont: Font? { titleFont }
}

/// A button's title label: its font is the button's title font, its text the current title.
final class ButtonTitleLabel: Label {
  weak var button: Button?

  init(button: Button) {
    self.button = button
    super.init(frame: .zero)
    text = button.title
    setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    font = button.titleFont
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  @_spi(UIKitEmulation) override public func fontChanged() {
    super.fontChanged()
    if let button, button.titleFont != font { button.titleFont = font }
  }
}

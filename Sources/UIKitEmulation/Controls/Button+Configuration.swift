import AutoLayout
import Foundation

extension Button {
  /// A button's content and look as one value (UIKit's `UIButton.Configuration`, iOS 15): the
  /// title, image and the insets around them size the button. The medium size's insets — 7 above
  /// and below, 12 at the sides — and the body-style title rest on one button: the only configured
  /// button of the public corpus that is not sized by constraints (Kingfisher's demo, Xcode 15) is
  /// stored 34.33 tall (a 17-point line, 20.33, plus 14) and 24 wider than its title.
  ///
  /// ```swift
  /// var configuration = Button.Configuration.filled()
  /// configuration.title = "Log In"
  /// let login = Button(configuration: configuration)
  /// login.intrinsicContentSize   // the title's width + 24 by its line + 14
  /// ```
  public struct Configuration {
    /// The title.
    public var title: String?
    /// The title with attributes; its characters are measured when ``title`` is `nil`.
    public var attributedTitle: AttributedString?
    /// A second line under the title (kept: not measured).
    public var subtitle: String?
    /// The image, beside the title.
    public var image: Image?
    /// The space between the image and the title (default 0).
    public var imagePadding: CGFloat = 0
    /// Where the image sits against the title (default leading).
    public var imagePlacement: DirectionalRectEdge = .leading
    /// The space between the content and the button's edges.
    public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The size class of the button (kept; the insets are the medium size's).
    public var buttonSize: Size = .medium
    /// The shape of the background's corners (kept).
    public var cornerStyle: CornerStyle = .dynamic
    /// The colour of the title and image (kept).
    public var baseForegroundColor: Color?
    /// The colour of the background (kept).
    public var baseBackgroundColor: Color?
    /// How lines of title and subtitle align (kept).
    public var titleAlignment: TitleAlignment = .automatic
    /// Whether an activity indicator replaces the image (kept).
    public var showsActivityIndicator = false
    /// The look this configuration was made from.
    public private(set) var style: Style

    init(style: Style) { self.style = style }

    /// A plain button: a title and image without a background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A gray background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A filled background.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No border (iOS 15's `borderless()`).
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// A bordered button (iOS 15's `bordered()`).
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// A tinted bordered button.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// A prominent bordered button.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The styles of ``Configuration``.
    public enum Style: Sendable { case plain, gray, tinted, filled }
    /// UIKit's `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable { case mini, small, medium, large }
    /// UIKit's `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
    /// UIKit's `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

    /// The title measured: ``title``, else the characters of ``attributedTitle``.
    var shownTitle: String? { title ?? attributedTitle.map { String($0.characters) } }
  }

  /// A button of a configuration (UIKit's `UIButton(configuration:primaryAction:)`).
  ///
  /// ```swift
  /// let save = Button(configuration: .filled(), primaryAction: Action(title: "Save") { _ in })
  /// ```
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    var configuration = configuration
    if configuration.shownTitle == nil, let title = primaryAction?.title, !title.isEmpty {
      configuration.title = title
    }
    self.configuration = configuration
  }

  /// The size of a configured button: title and image side by side (with the image padding
  /// between them, stacked for a top or bottom image) inside the content insets.
  func configuredSize(_ configuration: Configuration) -> CGSize {
    let scale = window?.scale ?? Screen.main.scale
    // The body style at the window's text size: configured buttons follow Dynamic Type.
    let font = Font.preferredFont(
      forTextStyle: .body, compatibleWith: traitCollection.preferredContentSizeCategory)
    var text = CGSize.zero
    // A title given with `setTitle(_:for:)` is shown in place of the configuration's: Apple
    // documents configurations as usable "in combination with these other methods".
    if let title = self.title ?? configuration.shownTitle, !title.isEmpty {
      let layout = effectiveTextMeasurer.layout(title, font: font, numberOfLines: 1)
      text = CGSize(
        width: ceilToPixels(layout.size.width, scale: scale),
        height: ceilToPixels(layout.lineHeight, scale: scale))
    }
    let picture = configuration.image?.size ?? .zero
    let gap = text != .zero && picture != .zero ? configuration.imagePadding : 0
    let insets = configuration.contentInsets
    let stacked = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    let content =
      stacked
      ? CGSize(width: max(text.width, picture.width), height: text.height + gap + picture.height)
      : CGSize(width: text.width + gap + picture.width, height: max(text.height, picture.height))
    return CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)
  }
}

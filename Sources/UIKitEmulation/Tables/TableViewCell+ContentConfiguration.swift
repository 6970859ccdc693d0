import AutoLayout
import Foundation

/// The content of a list cell as one value (UIKit's `UIListContentConfiguration`, iOS 14): text,
/// secondary text and an image with their properties. A cell lays it out as the cell style it
/// matches — ``cell()`` as `.default` (with a secondary text, as `.subtitle`, the text above it),
/// ``subtitleCell()`` as `.subtitle`, ``valueCell()`` as `.value1` — with those styles' fonts
/// unless the text properties set others.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration {
  /// The primary text.
  public var text: String?
  /// The secondary text (a subtitle or a value, by the configuration's style).
  public var secondaryText: String?
  /// The image at the leading edge.
  public var image: Image?
  /// How the primary text looks: its font and line count size it.
  public var textProperties = TextProperties()
  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties()
  /// How the image looks (kept).
  public var imageProperties = ImageProperties()
  /// The margins of the content (`nil`: the cell's; set, they become the content view's).
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  /// Whether text and secondary text sit side by side when they fit (kept).
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the text (kept; the image's alignment rectangle keeps
  /// UIKit's cell spacing).
  public var imageToTextPadding: CGFloat = 16
  /// The space between the text and the secondary text (kept).
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  /// The cell style the content is laid out as.
  var style: TableViewCell.CellStyle

  init(style: TableViewCell.CellStyle) { self.style = style }

  /// Content for a plain cell: the text, and a secondary text under it.
  public static func cell() -> ListContentConfiguration { ListContentConfiguration(style: .default) }
  /// Content with a subtitle under the text.
  public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(style: .subtitle) }
  /// Content with a value at the trailing edge.
  public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(style: .value1) }
  /// Content for a sidebar cell (as ``cell()``).
  public static func sidebarCell() -> ListContentConfiguration { ListContentConfiguration(style: .default) }
  /// Content for a sidebar cell with a subtitle (as ``subtitleCell()``).
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .subtitle)
  }

  /// The style the cell lays the content out as: a plain cell with a secondary text is a
  /// subtitle cell.
  var layoutStyle: TableViewCell.CellStyle {
    style == .default && secondaryText != nil ? .subtitle : style
  }

  /// How a text of a list configuration looks (UIKit's `UIListContentConfiguration.TextProperties`).
  public struct TextProperties {
    /// The font (`nil`: the cell style's).
    public var font: Font?
    /// The colour (kept).
    public var color: Color?
    /// The most lines; 0 is unlimited (default 0, as UIKit's list content).
    public var numberOfLines = 0
    /// How lines sit across the content (kept).
    public var alignment: TextAlignment = .natural
    /// How text that does not fit is cut (default truncating the tail).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Whether the font follows the content size category.
    public var adjustsFontForContentSizeCategory = true
  }

  /// How the image of a list configuration looks (UIKit's
  /// `UIListContentConfiguration.ImageProperties`; kept).
  public struct ImageProperties {
    /// The largest size the image is shown at (kept).
    public var maximumSize: CGSize = .zero
    /// The room reserved for the image (kept).
    public var reservedLayoutSize: CGSize = .zero
    /// The corner radius (kept).
    public var cornerRadius: CGFloat = 0
    /// The tint colour (kept).
    public var tintColor: Color?
  }
}

extension TableViewCell {
  /// Content of the cell's style to fill in (UIKit's `defaultContentConfiguration()`).
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration()
  /// content.text = "Row 1"
  /// cell.contentConfiguration = content
  /// ```
  public func defaultContentConfiguration() -> ListContentConfiguration {
    ListContentConfiguration(style: cellStyle)
  }

  /// Fills the built-in views from ``contentConfiguration``, rebuilding them when the style it
  /// lays out as differs from theirs.
  func applyContentConfiguration() {
    guard let configuration = contentConfiguration else { return }
    let style = configuration.layoutStyle
    if let builtIn, effectiveStyle != style {
      for view in [builtIn.imageView, builtIn.textLabel, builtIn.detailTextLabel] {
        view?.removeFromSuperview()
      }
      LayoutConstraint.deactivate(builtIn.constraints)
      for guide in builtIn.guides { contentView.removeLayoutGuide(guide) }
      self.builtIn = nil
    }
    configuredStyle = style
    let views = builtInViews()
    apply(configuration.textProperties, text: configuration.text, to: views.textLabel)
    apply(configuration.secondaryTextProperties, text: configuration.secondaryText, to: views.detailTextLabel)
    views.imageView?.image = configuration.image
    if let margins = configuration.directionalLayoutMargins {
      contentView.directionalLayoutMargins = margins
    }
  }

  private func apply(_ properties: ListContentConfiguration.TextProperties, text: String?, to label: Label?) {
    guard let label else { return }
    label.text = text
    if let font = properties.font { label.font = font }
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment = properties.alignment
    label.textColor = properties.color ?? label.textColor
  }

  /// The style the built-in views are laid out in: a content configuration's, else the cell's.
  var effectiveStyle: CellStyle { configuredStyle ?? cellStyle }
}

import AutoLayout
import Foundation

/// The built-in labels and image view of a standard cell, and the constraints of its style.
final class BuiltInViews {
  var textLabel: Label?
  var detailTextLabel: Label?
  var imageView: ImageView?
  var constraints: [LayoutConstraint] = []
  /// The guides the style's constraints use (the subtitle style's text group).
  var guides: [LayoutGuide] = []
}

extension TableViewCell {
  /// UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// A label at the leading edge (an image before it).
    case `default`
    /// A label at the leading edge and a detail label at the trailing edge.
    case value1
    /// A small right-aligned label in a column and a detail label after it.
    case value2
    /// A label over a smaller detail label.
    case subtitle
  }

  /// UIKit's `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// UIKit's `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// The cell's title label (made on first use; every style has one). Its font is the 17-point
  /// system font (12 in `.value2`), as Interface Builder's standard cells store them.
  ///
  /// ```swift
  /// cell.textLabel?.text = "Wi-Fi"
  /// ```
  public var textLabel: Label? { builtInViews().textLabel }

  /// The detail label of the `.value1`, `.value2` and `.subtitle` styles (`nil` in `.default`):
  /// 17 points in `.value1`, 12 in `.value2` and `.subtitle`.
  ///
  /// ```swift
  /// cell.detailTextLabel?.text = "Home"
  /// ```
  public var detailTextLabel: Label? { builtInViews().detailTextLabel }

  /// The image view before the labels (`.default`, `.value1` and `.subtitle`); no size until it has
  /// an image.
  ///
  /// ```swift
  /// cell.imageView?.image = Image(size: CGSize(width: 29, height: 29))
  /// ```
  public var imageView: ImageView? { builtInViews().imageView }

  func builtInViews() -> BuiltInViews {
    if let builtIn { return builtIn }
    let views = BuiltInViews()
    builtIn = views
    let title = Label()
    title.layoutName = "textLabel"
    views.textLabel = title
    if effectiveStyle != .default {
      let detail = Label()
      detail.layoutName = "detailTextLabel"
      views.detailTextLabel = detail
    }
    if effectiveStyle != .value2 {
      let image = CellImageView()
      image.layoutName = "imageView"
      views.imageView = image
    }
    switch effectiveStyle {
    case .value2:
      title.font = .systemFont(ofSize: 12)
      title.textAlignment = .right
      views.detailTextLabel?.font = .systemFont(ofSize: 12)
    case .subtitle:
      views.detailTextLabel?.font = .systemFont(ofSize: 12)
    case .default, .value1:
      break
    }
    for view in [views.imageView, title, views.detailTextLabel].compactMap({ $0 }) {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    views.constraints = styleConstraints(views)
    LayoutConstraint.activate(views.constraints)
    return views
  }

  /// The standard layout, on the content view's layout margins: the labels centred down the
  /// cell, at least 44 points tall with the separator (43.5 of content at 2×).
  private func styleConstraints(_ views: BuiltInViews) -> [LayoutConstraint] {
    let margins = contentView.layoutMarginsGuide
    guard let title = views.textLabel else { return [] }
    var made: [LayoutConstraint] = []
    let minimum = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 43.5)
    minimum.identifier = "UITableViewCell-minimumHeight"
    made.append(minimum)
    if let image = views.imageView {
      made += [
        image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        image.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor),
      ]
      // The image view's alignment rectangle ends 16 points after its image (none without one).
      made.append(title.leadingAnchor.constraint(equalTo: image.trailingAnchor))
    }
    if views.imageView == nil {
      if effectiveStyle == .value2 {
        made += [
          title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          title.widthAnchor.constraint(equalToConstant: 91),
        ]
      } else {
        made.append(title.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
      }
    }
    switch effectiveStyle {
    case .default:
      made += [
        title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        title.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        margins.bottomAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor),
      ]
    case .value1, .value2:
      guard let detail = views.detailTextLabel else { break }
      made += [
        title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        title.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        margins.bottomAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor),
      ]
      if effectiveStyle == .value1 {
        made += [
          detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
        ]
      } else {
        made += [
          detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 6),
          detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        ]
      }
    case .subtitle:
      guard let detail = views.detailTextLabel else { break }
      let group = LayoutGuide()
      contentView.addLayoutGuide(group)
      views.guides.append(group)
      made += [
        group.topAnchor.constraint(equalTo: title.topAnchor),
        group.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
        group.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        group.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        margins.bottomAnchor.constraint(greaterThanOrEqualTo: group.bottomAnchor),
        detail.topAnchor.constraint(equalTo: title.bottomAnchor),
        detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      ]
    }
    for constraint in made { constraint.origin = .system(.tableCell) }
    return made
  }
}

/// A cell's built-in image view: without an image it takes no room; with one, its alignment
/// rectangle reaches 16 points past the image, the space UIKit leaves before the title.
final class CellImageView: ImageView {
  static let gap: CGFloat = 16

  override var intrinsicContentSize: CGSize {
    guard let size = image?.size else { return .zero }
    return CGSize(width: size.width + Self.gap, height: size.height)
  }

  override var alignmentRectInsets: EdgeInsets {
    image == nil ? .zero : EdgeInsets(top: 0, left: 0, bottom: 0, right: -Self.gap)
  }
}

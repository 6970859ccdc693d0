import AutoLayout
import Foundation

/// A collection view cell for a list (UIKit's `UICollectionViewListCell`, iOS 14): its
/// ``contentConfiguration`` is laid out as a table cell lays out the same configuration — the
/// text, secondary text and image of ``ListContentConfiguration`` in the style it matches, on
/// table-cell margins (11 points above and below, the side margin of the cell's width), the row
/// at least 44 points tall. Accessories and indentation are kept.
///
/// ```swift
/// let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, name in
///   var content = cell.defaultContentConfiguration()
///   content.text = name
///   cell.contentConfiguration = content
/// }
/// ```
open class CollectionViewListCell: CollectionViewCell {
  /// The content the cell shows (nil: only the views code adds to the content view).
  public var contentConfiguration: ListContentConfiguration? {
    didSet { applyContentConfiguration() }
  }
  /// The accessories at the row's ends (kept: they take no room here).
  public var accessories: [CellAccessory] = []
  /// How many levels the content is indented (kept).
  public var indentationLevel = 0
  /// The width of one indentation level (kept).
  public var indentationWidth: CGFloat = 10
  /// Whether accessories indent with the content (kept).
  public var indentsAccessories = true

  /// The table cell whose content view lays the configuration out, inside ``contentView``.
  private var host: TableViewCell?
  /// The width the host's margins were chosen for.
  private var marginWidth: CGFloat = -1

  /// Content for a list row to fill in (UIKit's `defaultContentConfiguration()`: a plain cell's).
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration()
  /// content.text = "Inbox"
  /// cell.contentConfiguration = content
  /// ```
  public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  private func applyContentConfiguration() {
    guard let configuration = contentConfiguration else {
      host?.contentView.removeFromSuperview()
      host = nil
      return
    }
    let host = self.host ?? makeHost()
    host.contentConfiguration = configuration
    updateMargins()
  }

  private func makeHost() -> TableViewCell {
    let host = TableViewCell(style: .default, reuseIdentifier: nil)
    self.host = host
    let content = host.contentView
    content.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(content)
    let minimum = contentView.heightAnchor.constraint(
      greaterThanOrEqualToConstant: CollectionLayoutListConfiguration.estimatedRowHeight)
    minimum.identifier = "UICollectionViewListCell-minimumHeight"
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: contentView.topAnchor),
      content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      minimum,
    ])
    return host
  }

  /// Table-cell margins for the cell's width, unless the configuration sets its own.
  private func updateMargins() {
    guard let host, contentConfiguration?.directionalLayoutMargins == nil else { return }
    let width = bounds.width
    guard width != marginWidth else { return }
    marginWidth = width
    let side = ViewController.systemMinimumSideMargin(width: width)
    host.contentView.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 11, leading: side, bottom: 11, trailing: side)
  }

  /// Keeps the margins those of the cell's width.
  override open func layoutSubviews() {
    updateMargins()
    super.layoutSubviews()
  }

  /// `UICollectionViewListCell`.
  override open class var uikitName: String { "UICollectionViewListCell" }
}

/// A view at a list row's end (UIKit's `UICellAccessory`; kept: accessories take no room here).
///
/// ```swift
/// cell.accessories = [.disclosureIndicator()]
/// ```
public struct CellAccessory: Sendable, Equatable {
  /// What the accessory is.
  public enum Kind: Sendable, Equatable {
    /// A chevron.
    case disclosureIndicator
    /// A checkmark.
    case checkmark
    /// A detail (info) button.
    case detail
    /// A delete button (in editing).
    case delete
    /// A reorder handle.
    case reorder
    /// An outline's expand / collapse chevron.
    case outlineDisclosure
    /// A text label.
    case label(String)
    /// A selection circle (multiple selection).
    case multiselect
  }

  /// When an accessory shows (UIKit's `UICellAccessory.DisplayedState`).
  public enum DisplayedState: Int, Sendable {
    /// Always.
    case always
    /// While editing.
    case whenEditing
    /// While not editing.
    case whenNotEditing
  }

  /// What the accessory is.
  public let kind: Kind
  /// When it shows.
  public let displayed: DisplayedState

  /// A chevron.
  ///
  /// ```swift
  /// cell.accessories = [.disclosureIndicator()]
  /// ```
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> CellAccessory {
    CellAccessory(kind: .disclosureIndicator, displayed: displayed)
  }
  /// A checkmark.
  public static func checkmark(displayed: DisplayedState = .always) -> CellAccessory {
    CellAccessory(kind: .checkmark, displayed: displayed)
  }
  /// A detail button.
  public static func detail(displayed: DisplayedState = .always) -> CellAccessory {
    CellAccessory(kind: .detail, displayed: displayed)
  }
  /// A delete button, shown while editing.
  public static func delete(displayed: DisplayedState = .whenEditing) -> CellAccessory {
    CellAccessory(kind: .delete, displayed: displayed)
  }
  /// A reorder handle, shown while editing.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> CellAccessory {
    CellAccessory(kind: .reorder, displayed: displayed)
  }
  /// An outline's chevron.
  public static func outlineDisclosure(displayed: DisplayedState = .always) -> CellAccessory {
    CellAccessory(kind: .outlineDisclosure, displayed: displayed)
  }
  /// A text label.
  public static func label(text: String, displayed: DisplayedState = .always) -> CellAccessory {
    CellAccessory(kind: .label(text), displayed: displayed)
  }
  /// A selection circle, shown while editing.
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> CellAccessory {
    CellAccessory(kind: .multiselect, displayed: displayed)
  }
}

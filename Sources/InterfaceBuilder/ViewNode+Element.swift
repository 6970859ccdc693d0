import AutoLayout
import Foundation

extension ViewNode {
  /// What a view stores that only its element kind has: a stack's attributes, a box's type, a
  /// table cell's style … Every other element (`view`, `label`, `button` …) is ``view``; what all
  /// views share (frame, priorities, margins, text) is on ``ViewNode`` itself.
  ///
  /// ```swift
  /// if case .stackView(let stack) = node.element { print(stack.axis, stack.spacing) }
  /// ```
  public enum Element: Sendable, Equatable {
    /// An element with no attributes of its kind that layout reads.
    case view
    /// `stackView` (UIStackView or NSStackView).
    case stackView(StackAttributes)
    /// `textView`: `scrollEnabled` (absent means `YES`); a text view that does not scroll has an
    /// intrinsic size.
    case textView(isScrollEnabled: Bool)
    /// An AppKit `box`: its `boxType` (`custom`, `separator`; `nil`: the primary, bordered box)
    /// and `titlePosition` (`noTitle`; `nil`: the title at the top).
    case box(type: String?, titlePosition: String?)
    /// A UIKit `tableViewCell`.
    case tableViewCell(TableCell)
    /// An NSGridView: its rows, columns and cells.
    case gridView(GridAttributes)
    /// An NSMatrix: its intrinsic content size from its cells (`nil` when the file does not give
    /// the cells' size).
    case matrix(contentSize: CGSize?)
    /// An image view, and whether it shows one of Apple's symbols (`catalog="system"`).
    case imageView(showsSymbol: Bool)
    /// A UIKit `tableView`: its `style` (`plain`, `grouped`, `insetGrouped`; `nil`: not stored).
    case tableView(style: String?)
    /// An AppKit `tabView`: its `type` (`noTabsNoBorder`, `noTabsBezelBorder` …; `nil`: the
    /// default, tabs on top of a bezel border).
    case tabView(type: String?)
  }

  /// A UIKit table cell's own attributes.
  ///
  /// ```swift
  /// ViewNode.TableCell(accessoryType: "checkmark", style: nil)
  /// ```
  public struct TableCell: Sendable, Equatable {
    /// `accessoryType` (`disclosureIndicator`, `checkmark`, `detailButton`,
    /// `detailDisclosureButton`; `nil`: none).
    public var accessoryType: String?
    /// A built-in style (`IBUITableViewCellStyleDefault`, `…Subtitle`, `…Value1`, `…Value2`), `nil`
    /// for a custom cell.
    public var style: String?
    /// The ids of the parts a built-in style lays out itself → their role (`textLabel`,
    /// `detailTextLabel`, `imageView`).
    public var parts: [String: String]

    /// A cell's attributes.
    public init(accessoryType: String?, style: String?, parts: [String: String] = [:]) {
      self.accessoryType = accessoryType
      self.style = style
      self.parts = parts
    }
  }

  /// Stack-view attributes, for `stackView` elements.
  ///
  /// ```swift
  /// node.stack?.axis   // .vertical
  /// ```
  public var stack: StackAttributes? {
    if case .stackView(let stack) = element { stack } else { nil }
  }

  /// A text view's `scrollEnabled` (`true` for other views, as the attribute's default).
  ///
  /// ```swift
  /// node.isScrollEnabled   // false for <textView scrollEnabled="NO">
  /// ```
  public var isScrollEnabled: Bool {
    if case .textView(let scrolls) = element { scrolls } else { true }
  }

  /// An AppKit `<box boxType="separator">`: a line with a thickness of its own.
  ///
  /// ```swift
  /// node.isSeparator   // true for <box boxType="separator">
  /// ```
  public var isSeparator: Bool { boxType == "separator" }

  /// An AppKit box's `boxType` (`nil` for the primary box and for other views).
  ///
  /// ```swift
  /// node.boxType   // "custom"
  /// ```
  public var boxType: String? {
    if case .box(let type, _) = element { type } else { nil }
  }

  /// An AppKit box's `titlePosition` (`nil`: the title at the top, and for other views).
  ///
  /// ```swift
  /// node.boxTitlePosition   // "noTitle"
  /// ```
  public var boxTitlePosition: String? {
    if case .box(_, let position) = element { position } else { nil }
  }

  /// A UIKit table view's `style` (`nil`: none stored, and for other views).
  ///
  /// ```swift
  /// node.tableViewStyle   // "insetGrouped"
  /// ```
  public var tableViewStyle: String? {
    if case .tableView(let style) = element { style } else { nil }
  }

  /// An AppKit tab view's `type` (`nil`: the default, `topTabsBezelBorder`, and for other views).
  ///
  /// ```swift
  /// node.tabViewType   // "noTabsNoBorder"
  /// ```
  public var tabViewType: String? {
    if case .tabView(let type) = element { type } else { nil }
  }

  /// A table cell's `accessoryType` (`nil`: none, and for other views).
  ///
  /// ```swift
  /// cell.accessoryType   // "disclosureIndicator"
  /// ```
  public var accessoryType: String? {
    if case .tableViewCell(let cell) = element { cell.accessoryType } else { nil }
  }

  /// A table cell of a built-in style: the style and the ids of the parts the cell lays out
  /// itself; `nil` for a custom cell and other views.
  ///
  /// ```swift
  /// cell.tableCellStyle?.style   // "IBUITableViewCellStyleSubtitle"
  /// ```
  public var tableCellStyle: (style: String, parts: [String: String])? {
    guard case .tableViewCell(let cell) = element, let style = cell.style else { return nil }
    return (style, cell.parts)
  }

  /// An NSGridView's rows, columns and cells (`nil` for other views).
  ///
  /// ```swift
  /// gridNode.grid?.rows.count   // 7
  /// ```
  public var grid: GridAttributes? {
    if case .gridView(let grid) = element { grid } else { nil }
  }

  /// An NSMatrix's intrinsic content size, from its cells (`nil` for other views): AppKit sizes a
  /// matrix to its columns and rows of `cellSize` with `intercellSpacing` between them (Apple:
  /// the cell size "does affect the intrinsic content size, which may cause the receiver to
  /// resize under Auto Layout", `NSMatrix.autorecalculatesCellSize`).
  ///
  /// ```swift
  /// radioGroup.matrixContentSize   // 100 × 38: two rows of 100 × 18 cells, 2 points apart
  /// ```
  public var matrixContentSize: CGSize? {
    if case .matrix(let size) = element { size } else { nil }
  }

  /// Whether the view is an image view showing one of Apple's symbols (`catalog="system"`: an SF
  /// Symbol). Its alignment insets come from the symbol's metrics, which the file does not store
  /// (``ModelUncertainty/Source/symbolInsets``).
  ///
  /// ```swift
  /// imageNode.showsSymbolImage   // true for <imageView image="circle" catalog="system">
  /// ```
  public var showsSymbolImage: Bool {
    if case .imageView(let symbol) = element { symbol } else { false }
  }
}

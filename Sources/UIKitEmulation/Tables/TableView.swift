@_spi(UIKitEmulation) import AutoLayout
import Foundation
import Synchronization

/// A cell whose height comes from its content's constraints (UIKit's `UITableViewCell`, the
/// self-sizing part): subviews go in ``contentView``; ``height(forWidth:)`` asks Auto Layout.
///
/// ```swift
/// let cell = TableViewCell()
/// cell.contentView.addSubview(label)  // constrained to the content view's edges
/// cell.height(forWidth: 375)
/// ```
open class TableViewCell: View {
  /// The view that holds the cell's content, as wide and high as the cell.
  public let contentView = View()
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The standard layout of the built-in labels and image view.
  public let cellStyle: CellStyle
  /// The accessory at the trailing edge: the content view ends where it begins (see
  /// ``accessoryWidth(margin:)``).
  public var accessoryType: AccessoryType = .none { didSet { accessoryChanged() } }
  /// A custom accessory view, in place of ``accessoryType``'s, at the trailing side margin.
  public var accessoryView: View? {
    didSet {
      if oldValue !== accessoryView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
      accessoryChanged()
    }
  }
  /// How the cell looks when selected (kept).
  public var selectionStyle: SelectionStyle = .default
  /// The insets of the separator below the cell (kept; the table draws none).
  public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// Whether the cell is selected or highlighted.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Views behind the content (kept).
  public var backgroundView: View?
  /// The view behind the content of a selected cell (kept).
  public var selectedBackgroundView: View?
  var builtIn: BuiltInViews?
  /// The style a content configuration lays the built-in views out in (``cellStyle`` without one).
  var configuredStyle: CellStyle?
  /// The content a list configuration gives the cell (UIKit's `contentConfiguration`): its text,
  /// secondary text and image fill the built-in views, laid out as the matching cell style.
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration()
  /// content.text = "Inbox"
  /// content.secondaryText = "3 unread"
  /// cell.contentConfiguration = content
  /// ```
  public var contentConfiguration: ListContentConfiguration? {
    didSet { applyContentConfiguration() }
  }

  /// A cell with one of UIKit's standard styles (UIKit's designated initializer; subclasses
  /// `override` it as in UIKit).
  ///
  /// ```swift
  /// let cell = TableViewCell(style: .subtitle, reuseIdentifier: "item")
  /// cell.textLabel?.text = "Title"
  /// ```
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUpContentView()
  }

  /// Creates an empty cell of the default style.
  ///
  /// ```swift
  /// let cell = TableViewCell()
  /// ```
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
    contentView.frame = CGRect(origin: .zero, size: frame.size)
  }

  /// A cell of the default style, as a table makes a registered class (its dynamic type's
  /// ``init(style:reuseIdentifier:)`` runs: a subclass that overrides it, and `init?(coder:)` as
  /// UIKit requires, inherits this initializer).
  ///
  /// ```swift
  /// let cell = ItemCell(registeredAs: "item")   // ItemCell's init(style: .default, reuseIdentifier: "item")
  /// ```
  public required convenience init(registeredAs reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// A cell decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    setUpContentView()
  }

  private func setUpContentView() { installContentView(contentView) }

  /// Called before a table hands the cell out again: reset what the data source set.
  ///
  /// ```swift
  /// override func prepareForReuse() { super.prepareForReuse(); avatar.image = nil }
  /// ```
  open func prepareForReuse() {}

  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Highlights the cell or not.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// `UITableViewCell`.
  override open class var uikitName: String { "UITableViewCell" }

  /// The height of the content at a fixed width: `systemLayoutSizeFitting` with the width
  /// required and the height at the fitting priority, as a self-sizing table does.
  ///
  /// ```swift
  /// let height = cell.height(forWidth: 320)
  /// ```
  public func height(forWidth width: CGFloat) -> CGFloat {
    contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}

/// A vertical list of self-sizing cells (UIKit's `UITableView` with automatic row heights): each
/// row starts at ``estimatedRowHeight`` and gets its measured height at the next layout pass; the
/// content size is the sum.
///
/// ```swift
/// let table = TableView(cells: cells)
/// table.frame = window.bounds
/// window.addSubview(table)
/// window.layoutIfNeeded()
/// table.rowHeights  // measured
/// ```
open class TableView: ScrollView {
  /// The height assumed for a row until it is measured.
  public var estimatedRowHeight: CGFloat = 44 { didSet { setNeedsLayout() } }
  /// The cells, top to bottom.
  public var cells: [TableViewCell] = [] {
    didSet { cellsChanged(from: oldValue) }
  }
  /// The height of each row: estimated until measured, then measured.
  public private(set) var rowHeights: [CGFloat] = []
  var measuredWidth: CGFloat?

  /// The style (plain, grouped or inset grouped).
  public let style: Style
  /// Where the rows come from (UIKit's `dataSource`); with none, ``cells`` are the rows.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }
  /// The delegate as a table view's (row heights, headers, selection): `ScrollView.delegate`,
  /// which a ``TableViewDelegate`` is set to, as in UIKit.
  var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }
  /// Row heights may come from a new delegate.
  @_spi(UIKitEmulation) override open func delegateChanged() { setNeedsLayout() }
  /// The height of a section header whose delegate gives none: ``automaticDimension`` (the
  /// default) sizes a header view by its constraints.
  public var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { setNeedsLayout() } }
  /// An estimate of section header heights (kept: headers on screen are measured).
  public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
  /// The height of a section footer whose delegate gives none: ``automaticDimension`` (the
  /// default) sizes a footer view by its constraints.
  public var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { setNeedsLayout() } }
  /// An estimate of section footer heights (kept).
  public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
  /// The padding iOS 15 puts above a plain table's section headers (kept: headers are laid out
  /// without it here, as with `0`, the value apps set to remove it).
  public var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension
  /// Whether the table is in editing mode (kept: rows keep their layout).
  public var isEditing = false
  /// Whether rows can be selected while editing (kept).
  public var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected while editing (kept).
  public var allowsMultipleSelectionDuringEditing = false
  /// The height UIKit gives a row whose constraints collapse it to zero: 44, the standard row.
  public static let standardRowHeight: CGFloat = 44
  /// Whether the zero-height warning was logged (UIKit logs it once per process).
  static let zeroHeightWarned = Mutex(false)
  /// The selected rows, in the order selected (``indexPathsForSelectedRows``).
  var selectedRows: [IndexPath] = []
  /// Whether rows can be selected (default `true`).
  public var allowsSelection = true
  /// Whether several rows can be selected at once (default `false`).
  public var allowsMultipleSelection = false
  /// The height of every row, or ``automaticDimension`` (the default): each row as tall as its
  /// cell's constraints make it, plus the separator.
  public var rowHeight: CGFloat = TableView.automaticDimension { didSet { setNeedsLayout() } }
  /// Whether rows are separated by a line (its height, one pixel, is part of each row).
  public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
  /// Whether the cells' margins follow the readable content guide (UIKit's
  /// `cellLayoutMarginsFollowReadableWidth`; false by default since iOS 12, as here; kept: the
  /// cells' margins are the table's).
  public var cellLayoutMarginsFollowReadableWidth = false
  /// The separators' insets and colour (kept).
  public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// The separators' colour (kept).
  public var separatorColor: Color? = .separator
  /// A view above the first section, as tall as its frame.
  public var tableHeaderView: View? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section, as tall as its frame.
  public var tableFooterView: View? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }
  /// The rows the data source gave, by index path, while they are on screen.
  var realized: [IndexPath: TableViewCell] = [:]
  /// Cells waiting to be dequeued again, by reuse identifier.
  var reusePool: [String: [TableViewCell]] = [:]
  /// The cell classes registered for reuse identifiers.
  var registrations: [String: TableViewCell.Type] = [:]
  /// The frames of the rows in the table's content, by index path (measured or estimated).
  var rowFrames: [IndexPath: CGRect] = [:]
  /// The section header and footer views the last layout placed (a delegate may make new ones
  /// each time: those it no longer gives leave the table).
  var sectionViews: [View] = []
  var needsReload = true

  /// Creates a table of cells.
  ///
  /// ```swift
  /// let table = TableView(cells: [first, second])
  /// ```
  public init(cells: [TableViewCell] = []) {
    style = .plain
    super.init(frame: .zero)
    self.cells = cells
    cellsChanged(from: [])
  }

  /// UIKit's `UITableView(frame:style:)`: an empty table whose rows come from ``dataSource``.
  ///
  /// ```swift
  /// let table = TableView(frame: .zero, style: .insetGrouped)
  /// table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
  /// table.dataSource = self
  /// ```
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// UIKit's `UITableView(frame:)`: a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  private func replaceAccessory(_ old: View?, with new: View?) {
    if let old, old !== new { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    setNeedsLayout()
  }

  /// Removes the cells that went; new ones join the table when a layout pass places them (as
  /// UIKit adds a cell when it shows it), never unsized, so their content never meets a 0 × 0 cell.
  private func cellsChanged(from old: [TableViewCell]) {
    for cell in old where !cells.contains(where: { $0 === cell }) { cell.removeFromSuperview() }
    measuredWidth = nil
    rowHeights = cells.map { _ in estimatedRowHeight }
    setNeedsLayout()
  }

  /// A table decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// `UITableView`.
  override open class var uikitName: String { "UITableView" }

  /// Measures every row at the table's width (once per width) and stacks the cells; with a data
  /// source, lays out the rows that show (see TableView+DataSource.swift).
  override open func layoutSubviews() {
    super.layoutSubviews()
    if dataSource != nil {
      layoutRows()
      return
    }
    let inset = sectionSideInset
    let width = max(0, bounds.width - 2 * inset)
    // A new cell joins at its estimated frame, so that it is measured in the window (its traits and
    // text) and its content never meets a 0 × 0 cell.
    var top: CGFloat = 0
    for (cell, height) in zip(cells, rowHeights) {
      if cell.superview !== self {
        cell.frame = CGRect(x: inset, y: top, width: width, height: height)
        addSubview(cell)
      }
      top += height
    }
    if measuredWidth != width {
      rowHeights = cells.map { cell in
        applyCellMargins(to: cell, width: width)
        return cell.height(forWidth: contentWidth(of: cell, rowWidth: width))
      }
      measuredWidth = width
    }
    var y: CGFloat = 0
    for (cell, height) in zip(cells, rowHeights) {
      cell.frame = CGRect(x: inset, y: y, width: width, height: height)
      if cell.hasAccessory {
        cell.layOutContent(contentHeight: height, margin: cellSideMargin(rowWidth: width))
      }
      y += height
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }
}

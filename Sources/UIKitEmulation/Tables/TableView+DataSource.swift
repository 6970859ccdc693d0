import AutoLayout
import Foundation
import Synchronization

/// Where a table's rows come from (UIKit's `UITableViewDataSource`): how many, and the cell of
/// each. Only the two row methods are required, as in UIKit.
///
/// ```swift
/// extension Inbox: TableViewDataSource {
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
///     cell.textLabel?.text = messages[indexPath.row].subject
///     return cell
///   }
/// }
/// ```
public protocol TableViewDataSource: AnyObject {
  /// The number of sections (default 1).
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row, usually dequeued.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// A section's header title (kept; default none).
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer title (kept; default none).
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Row heights, section headers and selection of a table (UIKit's `UITableViewDelegate`); every
/// method is optional.
///
/// ```swift
/// func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///   indexPath.row == 0 ? 120 : TableView.automaticDimension
/// }
/// ```
public protocol TableViewDelegate: ScrollViewDelegate {
  /// A row's height: a number, or ``TableView/automaticDimension`` to size it by its cell (the
  /// default: the table's ``TableView/rowHeight``).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height a row is assumed to have until it shows (default: the table's
  /// ``TableView/estimatedRowHeight``; 0 or less: 44).
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's view (default none).
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// A section header's height (default: its view's fitting height, 0 without a view).
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's view, below the section's rows (default none).
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// A section footer's height (default: the table's ``TableView/sectionFooterHeight``, by
  /// default its view's fitting height).
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// Called when ``TableView/selectRow(at:)`` selects a row.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// Called before a cell is shown.
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  /// The table's row height.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableView.useRowHeight
  }
  /// The table's estimate.
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// No header view.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  /// The table's ``TableView/sectionHeaderHeight`` (by default the header view's fitting height).
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// No footer view.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  /// The table's ``TableView/sectionFooterHeight`` (by default the footer view's fitting height).
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// Nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}

extension TableView {
  /// "Size this by its content" (UIKit's `UITableView.automaticDimension`).
  public static let automaticDimension: CGFloat = -1
  /// What the default ``TableViewDelegate`` height returns: use ``rowHeight``.
  static let useRowHeight: CGFloat = -2
  /// The height rows are assumed to have until they show (UIKit's estimate for automatic rows).
  static let defaultEstimatedRowHeight: CGFloat = 44

  /// UIKit's `UITableView.Style`.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

  /// UIKit's `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine }

  /// Registers the cell class made for `identifier` (UIKit's `register(_:forCellReuseIdentifier:)`);
  /// a class that is not a ``TableViewCell`` is ignored.
  ///
  /// ```swift
  /// table.register(MessageCell.self, forCellReuseIdentifier: "message")
  /// ```
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass as? TableViewCell.Type
  }

  /// A cell for `identifier`: a reused one (after ``TableViewCell/prepareForReuse()``) or a new
  /// one of the registered class (UIKit raises for an unregistered identifier; here the cell is a
  /// default-style ``TableViewCell`` and the problem is logged).
  ///
  /// ```swift
  /// let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
  /// ```
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    LayoutLog.send(
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier"
    )
    return TableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A reused or registered cell for `identifier`, or `nil` when neither exists.
  ///
  /// ```swift
  /// let cell = tableView.dequeueReusableCell(withIdentifier: "plain")
  ///   ?? TableViewCell(style: .value1, reuseIdentifier: "plain")
  /// ```
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    return registrations[identifier].map { $0.init(registeredAs: identifier) }
  }

  /// Asks the data source again for every row at the next layout.
  ///
  /// ```swift
  /// messages.append(new)
  /// tableView.reloadData()
  /// ```
  public func reloadData() {
    for (_, cell) in realized { enqueue(cell) }
    // As UIKit's, a reload clears the selection.
    selectedRows = []
    realized = [:]
    rowFrames = [:]
    needsReload = true
    setNeedsLayout()
  }

  /// The number of sections.
  public var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 1 }

  /// The number of rows of a section.
  public func numberOfRows(inSection section: Int) -> Int {
    guard let dataSource else { return section == 0 ? cells.count : 0 }
    return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
  }

  /// The cell showing a row, or `nil` when the row is not on screen.
  ///
  /// ```swift
  /// table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame
  /// ```
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    dataSource == nil
      ? (indexPath.section == 0 && cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil)
      : realized[indexPath]
  }

  /// The index path of a cell on screen.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    if dataSource == nil { return cells.firstIndex { $0 === cell }.map { IndexPath(row: $0, section: 0) } }
    return realized.first { $0.value === cell }?.key
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [TableViewCell] {
    guard dataSource != nil else { return cells }
    return indexPathsForVisibleRows?.compactMap { realized[$0] } ?? []
  }

  /// The index paths of the rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath]? {
    guard dataSource != nil else { return cells.indices.map { IndexPath(row: $0, section: 0) } }
    return realized.keys.sorted()
  }

  /// A row's rectangle in the table's content (measured if it has shown, estimated otherwise).
  public func rectForRow(at indexPath: IndexPath) -> CGRect { rowFrames[indexPath] ?? .zero }

  private func enqueue(_ cell: TableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }

  /// The height of one pixel line under each row, or 0 without separators.
  var separatorHeight: CGFloat {
    separatorStyle == .none ? 0 : 1 / (window?.scale ?? Screen.main.scale)
  }

  /// Lays out the rows the data source gives: the header view, then each section's header, rows
  /// and footer top to bottom. Rows from the top of the visible area to its bottom are made
  /// (asked of the data source), measured and placed; rows outside keep an estimated height, as
  /// UIKit's estimated row heights do. The content size is the sum. An `.insetGrouped` table's
  /// rows are inset from both sides by ``sectionSideInset``; header and footer views span it. A
  /// grouped style leaves space for sections without header or footer views
  /// (``headerSpace(inSection:)``).
  func layoutRows() {
    let width = bounds.width
    let inset = sectionSideInset
    let rowWidth = max(0, width - 2 * inset)
    let visibleTop = contentOffset.y
    let visibleBottom = contentOffset.y + bounds.height
    var y: CGFloat = 0
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
      y = header.frame.height
    }
    var shown: [IndexPath: TableViewCell] = [:]
    var frames: [IndexPath: CGRect] = [:]
    var placedSectionViews: [View] = []
    /// Puts a section header or footer at `y`, as tall as asked (or the table's height, or its
    /// fitting height when automatic), and moves `y` past it.
    func placeSectionView(_ view: View, asked: CGFloat?, default fallback: CGFloat) {
      let height = sectionViewHeight(view, asked: asked, default: fallback, width: width)
      if view.superview !== self { addSubview(view) }
      view.frame = CGRect(x: 0, y: y, width: width, height: height)
      placedSectionViews.append(view)
      y += height
    }
    for section in 0..<numberOfSections {
      if let headerView = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
        placeSectionView(
          headerView, asked: tableDelegate?.tableView(self, heightForHeaderInSection: section),
          default: sectionHeaderHeight)
      } else {
        y += headerSpace(inSection: section)
      }
      for row in 0..<numberOfRows(inSection: section) {
        let indexPath = IndexPath(row: row, section: section)
        let fixed = fixedHeight(at: indexPath)
        let estimate = fixed ?? rowFrames[indexPath]?.height ?? estimatedHeight(at: indexPath)
        guard y < visibleBottom, y + estimate > visibleTop, let dataSource else {
          frames[indexPath] = CGRect(x: inset, y: y, width: rowWidth, height: estimate)
          y += estimate
          continue
        }
        let cell = realized[indexPath] ?? dataSource.tableView(self, cellForRowAt: indexPath)
        let height = fixed ?? measuredHeight(of: cell, width: rowWidth)
        place(cell, at: CGRect(x: inset, y: y, width: rowWidth, height: height))
        if realized[indexPath] == nil {
          // A reused cell shows the selection of the row it now stands for.
          let selected = selectedRows.contains(indexPath)
          if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
          tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        shown[indexPath] = cell
        frames[indexPath] = CGRect(x: inset, y: y, width: rowWidth, height: height)
        y += height
      }
      if let footerView = tableDelegate?.tableView(self, viewForFooterInSection: section) {
        placeSectionView(
          footerView, asked: tableDelegate?.tableView(self, heightForFooterInSection: section),
          default: sectionFooterHeight)
      } else {
        y += footerSpace(inSection: section)
      }
    }
    for (indexPath, cell) in realized where shown[indexPath] !== cell { enqueue(cell) }
    for view in sectionViews
    where view.superview === self && !placedSectionViews.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    sectionViews = placedSectionViews
    realized = shown
    rowFrames = frames
    needsReload = false
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
      y += footer.frame.height
    }
    contentSize = CGSize(width: width, height: y)
  }

  /// A section header's or footer's height: the delegate's, else the table's; automatic (below 0)
  /// is the view's fitting height at the section's width.
  private func sectionViewHeight(_ view: View, asked: CGFloat?, default fallback: CGFloat, width: CGFloat)
    -> CGFloat
  {
    let height = asked ?? fallback
    guard height < 0 else { return height }
    return view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// The height a row not yet shown is assumed to have: the delegate's estimate, else the table's
  /// ``estimatedRowHeight``; UIKit's 44 when that is 0 or ``automaticDimension``.
  private func estimatedHeight(at indexPath: IndexPath) -> CGFloat {
    let estimate =
      tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate > 0 ? estimate : TableView.defaultEstimatedRowHeight
  }

  /// A row's height when the delegate or ``rowHeight`` fixes it.
  private func fixedHeight(at indexPath: IndexPath) -> CGFloat? {
    let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? TableView.useRowHeight
    if asked >= 0 { return asked }
    if asked == TableView.useRowHeight, rowHeight >= 0 { return rowHeight }
    return nil
  }

  /// A self-sizing row: the content view's fitting height at the table's width, plus the
  /// separator (as UIKit's automatic row heights include it).
  ///
  /// A content view whose constraints give it no height (none at all, or only pins without
  /// sizes) gets the standard 44-point row instead, and UIKit's warning is logged once, as UIKit
  /// does ("considering the collapse unintentional and using standard height instead").
  private func measuredHeight(of cell: TableViewCell, width: CGFloat) -> CGFloat {
    applyCellMargins(to: cell, width: width)
    let fitted = cell.height(forWidth: contentWidth(of: cell, rowWidth: width))
    guard fitted > 0 else {
      if TableView.zeroHeightWarned.withLock({ warned in
        defer { warned = true }; return !warned
      }) == true {
        LayoutLog.send(
          "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero "
            + "for a table view cell's content view. We're considering the collapse unintentional and using "
            + "standard height instead. Cell: \(cell.layoutName ?? String(describing: type(of: cell)))")
      }
      return TableView.standardRowHeight
    }
    return fitted + separatorHeight
  }

  /// How far an `.insetGrouped` table's rows are from each side (0 in the other styles): the side
  /// margin of a root view as wide as the table, 16 points up to 375 wide and 20 wider. Observed
  /// in Interface Builder's stored frames, Xcode 12–16: 16 at 375 points in three repositories
  /// (BranchMetrics/ios-branch-deep-linking-attribution, ptsochantaris/trailer,
  /// NordicSemiconductor/IOS-CoreBluetooth-Mock), 20 at 393 and 414 in five
  /// (connectycube/connectycube-ios-samples, LeoNatan/LNPopupController,
  /// digitalhealthpass/dhp-ios-app, verygoodsecurity/vgs-collect-ios, ptsochantaris/trailer); one
  /// file (IQKeyboardManager's settings, Xcode 15) stores 20 at 375.
  var sectionSideInset: CGFloat {
    style == .insetGrouped ? ViewController.systemMinimumSideMargin(width: bounds.width) : 0
  }

  /// Gives a content view whose margins the code did not set a table cell's: 11 points at the top
  /// and bottom and the side margins of a root view as wide as the table (observed in the stored
  /// frames of the public corpus, docs/interface-builder.md; an `.insetGrouped` table's cells have
  /// the table's side margins, not their own narrower width's, as the same files show).
  ///
  /// Beside an accessory the content view's trailing margin is
  /// ``TableViewCell/accessoryContentTrailingMargin``.
  func applyCellMargins(to cell: TableViewCell, width: CGFloat) {
    guard !cell.contentView.marginsWereSet else { return }
    let side = cellSideMargin(rowWidth: width)
    cell.contentView.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 11, leading: side, bottom: 11,
      trailing: cell.hasAccessory ? TableViewCell.accessoryContentTrailingMargin : side)
    cell.contentView.marginsWereSet = false
  }

  /// The side margin of a row `rowWidth` wide: a root view's as wide as the row (as wide as the
  /// table in an `.insetGrouped` table). The accessory stands inside it.
  func cellSideMargin(rowWidth: CGFloat) -> CGFloat {
    ViewController.systemMinimumSideMargin(width: style == .insetGrouped ? bounds.width : rowWidth)
  }

  /// The width of a row's content view: the row's, less the accessory's, in device pixels.
  func contentWidth(of cell: TableViewCell, rowWidth: CGFloat) -> CGFloat {
    cell.contentWidth(
      cellWidth: rowWidth, margin: cellSideMargin(rowWidth: rowWidth),
      scale: window?.scale ?? Screen.main.scale)
  }

  /// Puts a cell in the table at `frame`, its content view above the separator and beside its
  /// accessory, with a table cell's margins unless the code set them.
  private func place(_ cell: TableViewCell, at frame: CGRect) {
    applyCellMargins(to: cell, width: frame.width)
    if cell.superview !== self { addSubview(cell) }
    cell.frame = frame
    cell.layOutContent(
      contentHeight: max(0, frame.height - separatorHeight), margin: cellSideMargin(rowWidth: frame.width))
  }
}

extension IndexPath {
  /// An index path of a table row (UIKit's `IndexPath(row:section:)`).
  ///
  /// ```swift
  /// let first = IndexPath(row: 0, section: 0)
  /// ```
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An index path of a collection item (UIKit's `IndexPath(item:section:)`).
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section (the first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section (the second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section (the second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

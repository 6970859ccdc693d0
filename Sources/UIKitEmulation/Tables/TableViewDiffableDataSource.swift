import AutoLayout
import Foundation

/// A table's data source driven by snapshots (UIKit's `UITableViewDiffableDataSource`): it becomes
/// the table's ``TableView/dataSource``, answers the row counts from the snapshot last applied and
/// asks `cellProvider` for each row's cell. Keep a strong reference to it, as in UIKit (the table
/// holds its data source weakly).
///
/// `apply(_:animatingDifferences:completion:)` reloads the rows whose layout changes; the frames
/// after it are those of the finished animation (animations are not simulated).
///
/// ```swift
/// let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, name in
///   let cell = table.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///   cell.textLabel?.text = name
///   return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Ada", "Grace"])
/// dataSource.apply(snapshot)
/// ```
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource
{
  /// Makes the cell of a row: the table, the row's index path and its item identifier.
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  /// The animation rows are inserted and deleted with (kept; UIKit's `defaultRowAnimation`).
  public var defaultRowAnimation: TableView.RowAnimation = .automatic

  /// A data source for `tableView` that makes cells with `cellProvider`; it sets itself as the
  /// table's data source.
  ///
  /// ```swift
  /// dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
  ///   table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  /// }
  /// ```
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  override func reloadData() { tableView?.reloadData() }

  // MARK: TableViewDataSource

  /// The snapshot's number of sections.
  open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

  /// The snapshot's number of items in a section.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    current.count(inSectionAt: section)
  }

  /// The cell `cellProvider` makes for the row's item; a plain cell, logged, when it gives none
  /// (UIKit raises).
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    LayoutLog.send(
      "UITableViewDiffableDataSource: the cell provider returned no cell for index path \(indexPath)")
    return TableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title (override it, as in UIKit).
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title (override it, as in UIKit).
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

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
  NSObject, TableViewDataSource
{
  /// Makes the cell of a row: the table, the row's index path and its item identifier.
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
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

  /// Shows `snapshot`: the table asks for the rows again at its next layout, and `completion`
  /// runs once the change is made.
  ///
  /// ```swift
  /// snapshot.appendItems(["Edsger"])
  /// dataSource.apply(snapshot, animatingDifferences: true)
  /// ```
  open func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot.applied
    tableView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` (the `async` form of ``apply(_:animatingDifferences:completion:)``, on the main
  /// actor as UIKit's).
  ///
  /// ```swift
  /// await dataSource.apply(snapshot)
  /// ```
  @MainActor
  open func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the table (UIKit's `applySnapshotUsingReloadData`).
  public func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// A copy of the snapshot the table shows.
  ///
  /// ```swift
  /// var snapshot = dataSource.snapshot()
  /// snapshot.deleteItems(["Grace"])
  /// dataSource.apply(snapshot)
  /// ```
  public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item at an index path, or `nil`.
  ///
  /// ```swift
  /// dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0))   // "Grace"
  /// ```
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

  /// The index path of an item, or `nil`.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  /// The section identifier at a section index, or `nil`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of a section identifier, or `nil`.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

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

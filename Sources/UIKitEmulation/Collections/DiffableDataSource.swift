import AutoLayout
import Foundation

/// What ``TableViewDiffableDataSource`` and ``CollectionViewDiffableDataSource`` share: the
/// snapshot last applied and the questions asked of it (UIKit's two classes have the same methods;
/// this base holds them once). Use one of the two subclasses.
///
/// ```swift
/// let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, name in
///   table.dequeueReusableCell(withIdentifier: "name", for: indexPath)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Ada", "Grace"])
/// dataSource.apply(snapshot)
/// dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0))   // "Grace"
/// ```
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject {
  /// The snapshot last applied.
  var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Only the two subclasses make one.
  override init() { super.init() }

  /// Asks the table or collection for its rows or items again (each subclass reloads its view).
  func reloadData() {}

  /// Shows `snapshot`: the table or collection asks for its rows or items again at its next
  /// layout, and `completion` runs once the change is made.
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
    reloadData()
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

  /// Shows `snapshot` by reloading the table or collection (UIKit's `applySnapshotUsingReloadData`).
  public func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// A copy of the snapshot the table or collection shows.
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
}

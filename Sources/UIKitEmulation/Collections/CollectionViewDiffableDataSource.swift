import AutoLayout
import Foundation

/// A collection's data source driven by snapshots (UIKit's `UICollectionViewDiffableDataSource`):
/// it becomes the collection's ``CollectionView/dataSource``, answers the item counts from the
/// snapshot last applied and asks `cellProvider` for each item's cell. Keep a strong reference to
/// it, as in UIKit (the collection holds its data source weakly).
///
/// `apply(_:animatingDifferences:completion:)` gives the frames of the finished animation
/// (animations are not simulated).
///
/// ```swift
/// let registration = CollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
///   cell.caption.text = photo.title
/// }
/// let dataSource = CollectionViewDiffableDataSource<Int, Photo>(collectionView: grid) {
///   grid, indexPath, photo in
///   grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, Photo>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(photos)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: NSObject, CollectionViewDataSource {
  /// Makes the cell of an item: the collection, the item's index path and its identifier.
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?

  /// Makes a supplementary view: the collection, its kind and its index path.
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

  /// Makes the section headers, footers and other supplementary views the layout asks for.
  ///
  /// ```swift
  /// dataSource.supplementaryViewProvider = { grid, kind, indexPath in
  ///   grid.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
  /// }
  /// ```
  public var supplementaryViewProvider: SupplementaryViewProvider?

  private weak var collectionView: CollectionView?
  private let cellProvider: CellProvider
  private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// A data source for `collectionView` that makes cells with `cellProvider`; it sets itself as
  /// the collection's data source.
  ///
  /// ```swift
  /// dataSource = CollectionViewDiffableDataSource(collectionView: grid) { grid, indexPath, item in
  ///   grid.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  /// }
  /// ```
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows `snapshot`: the collection asks for its items again at its next layout, and
  /// `completion` runs once the change is made.
  ///
  /// ```swift
  /// dataSource.apply(snapshot, animatingDifferences: true)
  /// ```
  open func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot.applied
    collectionView?.reloadData()
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

  /// Shows `snapshot` by reloading the collection (UIKit's `applySnapshotUsingReloadData`).
  public func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// A copy of the snapshot the collection shows.
  ///
  /// ```swift
  /// var snapshot = dataSource.snapshot()
  /// snapshot.appendItems([newPhoto])
  /// dataSource.apply(snapshot)
  /// ```
  public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item at an index path, or `nil`.
  ///
  /// ```swift
  /// dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))
  /// ```
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

  /// The index path of an item, or `nil`.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section identifier at a section index, or `nil`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of a section identifier, or `nil`.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: CollectionViewDataSource

  /// The snapshot's number of sections.
  open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

  /// The snapshot's number of items in a section.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    current.count(inSectionAt: section)
  }

  /// The cell `cellProvider` makes for the item; a plain cell, logged, when it gives none (UIKit
  /// raises).
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
      return cell
    }
    LayoutLog.send(
      "UICollectionViewDiffableDataSource: the cell provider returned no cell for index path \(indexPath)")
    return CollectionViewCell(frame: .zero)
  }

  /// The view ``supplementaryViewProvider`` makes; an empty view, logged, without one (UIKit
  /// raises).
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    LayoutLog.send(
      "UICollectionViewDiffableDataSource: no supplementary view provider made a view of kind \(kind) for index path \(indexPath)"
    )
    return CollectionReusableView(frame: .zero)
  }
}

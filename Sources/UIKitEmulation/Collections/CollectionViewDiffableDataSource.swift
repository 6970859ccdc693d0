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
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource {
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

  override func reloadData() { collectionView?.reloadData() }

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

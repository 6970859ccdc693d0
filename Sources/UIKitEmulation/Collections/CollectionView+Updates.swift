import AutoLayout
import Foundation

extension CollectionView {
  /// Items were inserted in the data source: the collection asks for its items again at the
  /// next layout.
  ///
  /// ```swift
  /// photos.append(new)
  /// grid.insertItems(at: [IndexPath(item: photos.count - 1, section: 0)])
  /// ```
  public func insertItems(at indexPaths: [IndexPath]) { reloadData() }

  /// Items were deleted from the data source.
  public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }

  /// Items changed in the data source: their cells are asked for again.
  public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }

  /// An item moved in the data source.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

  /// Sections were inserted in the data source.
  public func insertSections(_ sections: IndexSet) { reloadData() }

  /// Sections were deleted from the data source.
  public func deleteSections(_ sections: IndexSet) { reloadData() }

  /// Sections changed in the data source.
  public func reloadSections(_ sections: IndexSet) { reloadData() }

  /// Runs `updates` as one change, then `completion` with `true` (the change is made at once).
  ///
  /// ```swift
  /// grid.performBatchUpdates({
  ///   photos.remove(at: 0)
  ///   grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
  /// })
  /// ```
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
}

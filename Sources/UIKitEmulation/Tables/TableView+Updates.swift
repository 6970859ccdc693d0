import AutoLayout
import Foundation

extension TableView {
  /// How rows appear and disappear (UIKit's `UITableView.RowAnimation`; kept: the layout after an
  /// update is that of the finished animation).
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Rows were inserted in the data source: the table asks for its rows again at the next layout.
  ///
  /// ```swift
  /// messages.insert(new, at: 0)
  /// table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  /// ```
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }

  /// Rows were deleted from the data source.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }

  /// Rows changed in the data source: their cells are asked for again.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }

  /// A row moved in the data source.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

  /// Sections were inserted in the data source.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  /// Sections were deleted from the data source.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  /// Sections changed in the data source.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  /// Runs `updates` (inserting, deleting and reloading rows) as one change, then `completion`
  /// with `true` (the change is made at once).
  ///
  /// ```swift
  /// table.performBatchUpdates {
  ///   messages.remove(at: 2)
  ///   table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
  /// }
  /// ```
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }

  /// Starts a group of row updates (UIKit's `beginUpdates()`).
  public func beginUpdates() {}

  /// Ends a group of row updates: the cells on screen are kept and measured again at the next
  /// layout, as apps use an empty `beginUpdates()` / `endUpdates()` pair after a cell's content
  /// changed (the row updates inside the pair have already asked for new rows).
  ///
  /// ```swift
  /// cell.detail.numberOfLines = 0
  /// table.beginUpdates()
  /// table.endUpdates()   // the cell's height follows its new content
  /// ```
  public func endUpdates() {
    measuredWidth = nil
    setNeedsLayout()
  }
}

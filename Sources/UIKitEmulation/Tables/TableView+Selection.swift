import AutoLayout
import Foundation

/// Selecting rows: by a tap (``selectRow(at:)``, which tells the delegate), or by code as UIKit's
/// `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)` do (the delegate is
/// not told).
extension TableView {
  /// Selects a row as a tap would: the row becomes the selection (or joins it when
  /// ``allowsMultipleSelection``), its cell is selected, and the delegate is told
  /// (``TableViewDelegate/tableView(_:didSelectRowAt:)``). Nothing happens unless
  /// ``allowsSelection``.
  ///
  /// ```swift
  /// table.selectRow(at: IndexPath(row: 2, section: 0))   // didSelectRowAt (0, 2)
  /// ```
  public func selectRow(at indexPath: IndexPath) {
    guard allowsSelection || allowsMultipleSelection else { return }
    select(indexPath)
    tableDelegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Selects a row from code (UIKit's `selectRow(at:animated:scrollPosition:)`): the delegate is
  /// not told; `nil` clears the selection. A scroll position other than ``ScrollPosition/none``
  /// scrolls the row there (``scrollToRow(at:at:animated:)``); `.none` leaves the offset, as in
  /// UIKit.
  ///
  /// ```swift
  /// table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
  /// ```
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    select(indexPath)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row (UIKit's `deselectRow(at:animated:)`, what a `didSelectRowAt` usually ends
  /// with); the delegate is not told.
  ///
  /// ```swift
  /// tableView.deselectRow(at: indexPath, animated: true)
  /// ```
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// The selected row (the first selected), or `nil`.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

  /// The selected rows, or `nil` when none is.
  public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

  /// Makes `indexPath` the selection, or adds it to a multiple selection.
  private func select(_ indexPath: IndexPath) {
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath {
        cellForRow(at: row)?.setSelected(false, animated: false)
      }
      selectedRows.removeAll { $0 != indexPath }
    }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    cellForRow(at: indexPath)?.setSelected(true, animated: false)
  }

  /// Where a row ends up after scrolling to it (UIKit's `UITableView.ScrollPosition`): the top,
  /// the middle or the bottom of the visible area, or wherever the least scrolling shows it.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }
}

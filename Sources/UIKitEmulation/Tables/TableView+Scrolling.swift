import AutoLayout
import Foundation

/// Scrolling a table to a row (UIKit's `scrollToRow(at:at:animated:)`): the row's rectangle is
/// brought to the top, the middle or the bottom of the visible area (the bounds less the adjusted
/// content insets), or the least distance that shows it (``ScrollPosition/none``), never past
/// the ends of the content.
extension TableView {
  /// Scrolls so that a row shows at `position` (there is no animation here). The table lays out
  /// first, so rows added since the last pass are counted; a row that does not exist is a
  /// programming error in UIKit (an exception) and leaves the offset here.
  ///
  /// ```swift
  /// messages.append(new)
  /// tableView.insertRows(at: [last], with: .automatic)
  /// tableView.scrollToRow(at: last, at: .bottom, animated: true)   // the newest message shows
  /// ```
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return }
    scrollTo(rect: rectForRow(at: indexPath), at: position, animated: animated)
    // The rows that now show are made and measured, as UIKit's are when the table scrolls.
    layoutIfNeeded()
  }

  /// Scrolls to the selected row (the first one) at `position`; nothing without a selection
  /// (UIKit's `scrollToNearestSelectedRow(at:animated:)`).
  ///
  /// ```swift
  /// tableView.scrollToNearestSelectedRow(at: .middle, animated: false)
  /// ```
  public func scrollToNearestSelectedRow(at position: ScrollPosition, animated: Bool) {
    guard let row = indexPathForSelectedRow else { return }
    scrollToRow(at: row, at: position, animated: animated)
  }

  /// Brings `rect` (in the content's coordinates) to `position` of the visible area, clamped to
  /// the scrollable range.
  func scrollTo(rect: CGRect, at position: ScrollPosition, animated: Bool) {
    let alignment: SpanAlignment
    switch position {
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    case .top: alignment = .start
    case .middle: alignment = .middle
    case .bottom: alignment = .end
    }
    let y = alignedOffset(rect.minY, rect.maxY, vertical: true, at: alignment)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}

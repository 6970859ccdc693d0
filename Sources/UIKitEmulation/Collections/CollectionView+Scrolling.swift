import AutoLayout
import Foundation

/// Scrolling a collection to an item (UIKit's `scrollToItem(at:at:animated:)`) and selecting one
/// from code (`selectItem(at:animated:scrollPosition:)`).
extension CollectionView {
  /// Where an item ends up after scrolling to it (UIKit's `UICollectionView.ScrollPosition`): one
  /// vertical and one horizontal position at most; an axis without one keeps its offset, and no
  /// position at all scrolls the least that shows the item.
  ///
  /// ```swift
  /// carousel.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: true)
  /// ```
  public struct ScrollPosition: OptionSet, Sendable {
    /// The option bits (UIKit's values).
    public var rawValue: UInt
    /// A position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the middle of the visible area's height.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the middle of the visible area's width.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Scrolls so that an item shows at `position` (there is no animation here), never past the
  /// ends of the content. The collection lays out first; an item that does not exist leaves the
  /// offset (UIKit raises an exception).
  ///
  /// ```swift
  /// grid.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: false)
  /// ```
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard let rect = layoutAttributesFrame(forItemAt: indexPath) else { return }
    if position.isEmpty {
      scrollRectToVisible(rect, animated: animated)
    } else {
      func alignment(_ start: ScrollPosition, _ middle: ScrollPosition, _ end: ScrollPosition)
        -> SpanAlignment?
      {
        position.contains(start)
          ? .start : position.contains(middle) ? .middle : position.contains(end) ? .end : nil
      }
      var offset = contentOffset
      if let vertical = alignment(.top, .centeredVertically, .bottom) {
        offset.y = alignedOffset(rect.minY, rect.maxY, vertical: true, at: vertical)
      }
      if let horizontal = alignment(.left, .centeredHorizontally, .right) {
        offset.x = alignedOffset(rect.minX, rect.maxX, vertical: false, at: horizontal)
      }
      setContentOffset(offset, animated: animated)
    }
    // The items that now show are made, as UIKit's are when the collection scrolls.
    layoutIfNeeded()
  }

  /// Selects an item from code (UIKit's `selectItem(at:animated:scrollPosition:)`): the delegate
  /// is not told; `nil` clears the selection; a position other than none scrolls the item there.
  ///
  /// ```swift
  /// grid.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
  /// ```
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for item in indexPathsForSelectedItems ?? [] { deselectItem(at: item, animated: animated) }
      return
    }
    markSelected(indexPath)
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }
}

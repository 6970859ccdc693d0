import AutoLayout
import Foundation

/// The supplementary views of one layout pass: each is measured where it would show, made (asked
/// of the data source) only when that place is on screen or the view is pinned, then shown at its
/// final frame; the views no longer shown go back to their pools.
final class SupplementaryPass {
  let collection: CollectionView
  let dataSource: any CollectionViewDataSource
  let visible: CGRect
  private var shown: [SupplementaryPlace: CollectionReusableView] = [:]
  private var frames: [SupplementaryPlace: CGRect] = [:]

  init(collection: CollectionView, dataSource: any CollectionViewDataSource, visible: CGRect) {
    self.collection = collection
    self.dataSource = dataSource
    self.visible = visible
  }

  /// The size of the supplementary view of `kind` at `indexPath` placed at `frame`: a view on
  /// screen (or pinned) is made, and an estimated axis is its fitting length there.
  func measure(
    kind: String, at indexPath: IndexPath, frame: CGRect, estimatedWidth: Bool, estimatedHeight: Bool,
    pinned: Bool
  ) -> (size: CGSize, view: CollectionReusableView?) {
    let place = SupplementaryPlace(kind: kind, indexPath: indexPath)
    guard pinned || frame.intersects(visible) || frame.isEmpty && visible.contains(frame.origin) else {
      return (collection.supplementaryFrames[place]?.size ?? frame.size, nil)
    }
    let view =
      collection.realizedSupplementaries[place]
      ?? dataSource.collectionView(collection, viewForSupplementaryElementOfKind: kind, at: indexPath)
    var size = frame.size
    if estimatedWidth || estimatedHeight {
      let fitted = view.systemLayoutSizeFitting(
        frame.size, withHorizontalFittingPriority: estimatedWidth ? .fittingSizeLevel : .required,
        verticalFittingPriority: estimatedHeight ? .fittingSizeLevel : .required)
      if estimatedWidth { size.width = fitted.width }
      if estimatedHeight { size.height = fitted.height }
    }
    return (size, view)
  }

  /// Records the final frame of a supplementary element, showing its view when it is on screen.
  func show(_ view: CollectionReusableView?, kind: String, at indexPath: IndexPath, frame: CGRect) {
    let place = SupplementaryPlace(kind: kind, indexPath: indexPath)
    frames[place] = frame
    guard let view else { return }
    if frame.intersects(visible) || frame.isEmpty && visible.contains(frame.origin) {
      if view.superview !== collection { collection.addSubview(view) }
      view.frame = frame
      shown[place] = view
    } else if collection.realizedSupplementaries[place] !== view {
      collection.recycleSupplementary(view)
    }
  }

  /// Recycles the views no longer shown and records the frames.
  func finish() {
    for (place, view) in collection.realizedSupplementaries where shown[place] !== view {
      collection.recycleSupplementary(view)
    }
    collection.realizedSupplementaries = shown
    collection.supplementaryFrames = frames
  }
}

/// A header or footer measured at its natural place, shown once its section's extent is known
/// (a pinned one then follows the visible area within its section).
struct PendingSupplementary {
  let kind: String
  let indexPath: IndexPath
  let view: CollectionReusableView?
  /// The frame where the section puts it.
  let frame: CGRect
  /// How much of the section it takes along the scrolling axis (0 when it does not extend it).
  let length: CGFloat
  let pinned: Bool
  /// A header (pinned to the visible area's start) or a footer (to its end).
  let isHeader: Bool

  /// Nothing to show.
  static func none(_ kind: String, section: Int) -> PendingSupplementary {
    PendingSupplementary(
      kind: kind, indexPath: IndexPath(item: 0, section: section), view: nil, frame: .null, length: 0,
      pinned: false, isHeader: true)
  }

  /// Shows the element at its place; a pinned header stays at the top of the visible area (below
  /// the collection's adjusted content inset) and a pinned footer at its bottom, while their
  /// section (`extent` along the scrolling axis) shows.
  func show(in extent: ClosedRange<CGFloat>, vertical: Bool, pass: SupplementaryPass) {
    guard !frame.isNull else { return }
    var placed = frame
    if pinned {
      let insets = pass.collection.adjustedContentInset
      let visibleStart = vertical ? pass.visible.minY + insets.top : pass.visible.minX + insets.left
      let visibleEnd = vertical ? pass.visible.maxY - insets.bottom : pass.visible.maxX - insets.right
      let start = vertical ? frame.minY : frame.minX
      let length = vertical ? frame.height : frame.width
      let pinnedStart =
        isHeader
        ? min(max(start, visibleStart), extent.upperBound - length)
        : max(min(start, visibleEnd - length), extent.lowerBound)
      if vertical { placed.origin.y = pinnedStart } else { placed.origin.x = pinnedStart }
    }
    pass.show(view, kind: kind, at: indexPath, frame: placed)
  }
}

extension CollectionView {
  /// A flow layout's header or footer of a section starting at `cursor` along the scrolling axis:
  /// as wide as the collection (scrolling vertically) and as tall as its reference size, or none
  /// when that is zero.
  func flowSupplementary(
    _ kind: String, section: Int, flow: CollectionViewFlowLayout, at cursor: CGFloat, pinned: Bool,
    pass: SupplementaryPass
  ) -> PendingSupplementary {
    let header = kind == CollectionView.elementKindSectionHeader
    let reference =
      header
      ? flowDelegate?.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section)
        ?? flow.headerReferenceSize
      : flowDelegate?.collectionView(self, layout: flow, referenceSizeForFooterInSection: section)
        ?? flow.footerReferenceSize
    let vertical = flow.scrollDirection == .vertical
    let length = vertical ? reference.height : reference.width
    guard length > 0 else { return .none(kind, section: section) }
    let frame =
      vertical
      ? CGRect(x: 0, y: cursor, width: bounds.width, height: length)
      : CGRect(x: cursor, y: 0, width: length, height: bounds.height)
    let indexPath = IndexPath(item: 0, section: section)
    let measured = pass.measure(
      kind: kind, at: indexPath, frame: frame, estimatedWidth: false, estimatedHeight: false, pinned: pinned)
    return PendingSupplementary(
      kind: kind, indexPath: indexPath, view: measured.view, frame: frame, length: length, pinned: pinned,
      isHeader: header)
  }
}

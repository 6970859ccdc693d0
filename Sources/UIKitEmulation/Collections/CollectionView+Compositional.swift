import AutoLayout
import Foundation

extension CollectionView {
  /// Places every item of a compositional layout: each section's group repeated down the
  /// collection (or across it, scrolling sideways) until the section's items run out; cells of
  /// groups that start on screen are made, and an estimated length is the cell's fitting length.
  func layoutCompositional(
    _ layout: CollectionViewCompositionalLayout, dataSource: any CollectionViewDataSource
  ) {
    let pass = CompositionalPass(collection: self, dataSource: dataSource)
    let insets = safeAreaContentInset
    let environment = CollectionLayoutEnvironment(
      container: .init(
        contentSize: bounds.size,
        effectiveContentSize: CGSize(
          width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom
        )),
      traitCollection: traitCollection)
    let supplementaries = SupplementaryPass(collection: self, dataSource: dataSource, visible: pass.visible)
    var cursor: CGFloat = 0
    for section in 0..<numberOfSections {
      if section > 0 { cursor += layout.interSectionSpacing }
      guard let spec = layout.provider(section, environment) else { continue }
      let margins = spec.contentInsets
      let sectionStart = cursor
      var pending: [PendingSupplementary] = []
      for item in spec.boundarySupplementaryItems where !item.alignment.isBottom {
        let placed = boundarySupplementary(
          item, of: spec, section: section, at: cursor, pass: supplementaries)
        pending.append(placed)
        cursor += placed.length
      }
      cursor += margins.top
      // Fractions of a section's groups are of the collection's width less the section's insets.
      let container = CGSize(
        width: bounds.width - margins.leading - margins.trailing,
        height: bounds.height - margins.top - margins.bottom)
      let sideways = spec.orthogonalScrollingBehavior != .none
      let total = numberOfItems(inSection: section)
      var origin = CGPoint(x: margins.leading, y: cursor)
      var thickest: CGFloat = 0
      var next = 0
      while next < total {
        if next > 0 {
          if sideways { origin.x += spec.interGroupSpacing } else { origin.y += spec.interGroupSpacing }
        }
        let size = CGSize(
          width: spec.group.layoutSize.widthDimension.resolve(in: container),
          height: spec.group.layoutSize.heightDimension.resolve(in: container))
        let placed = pass.place(
          spec.group, at: origin, size: size, first: next, total: total, section: section)
        guard placed.consumed > 0 else { break }
        next += placed.consumed
        if sideways {
          origin.x += placed.size.width
          thickest = max(thickest, placed.size.height)
        } else {
          origin.y += placed.size.height
        }
      }
      cursor = (sideways ? cursor + thickest : origin.y) + margins.bottom
      for item in spec.boundarySupplementaryItems where item.alignment.isBottom {
        let placed = boundarySupplementary(
          item, of: spec, section: section, at: cursor, pass: supplementaries)
        pending.append(placed)
        cursor += placed.length
      }
      for placed in pending { placed.show(in: sectionStart...cursor, vertical: true, pass: supplementaries) }
    }
    pass.finish(contentHeight: cursor)
    supplementaries.finish()
  }
}

extension CollectionView {
  /// A section's header or footer at `cursor` down the collection: sized in the section's width
  /// (less its side insets when supplementaries follow them), aligned on its edge, an estimated
  /// height measured; a header or footer takes its height of the section unless it does not
  /// extend it, and an item on a side edge sits at the section's top without extending it.
  func boundarySupplementary(
    _ item: CollectionLayoutBoundarySupplementaryItem, of section: CollectionLayoutSection,
    section index: Int,
    at cursor: CGFloat, pass: SupplementaryPass
  ) -> PendingSupplementary {
    let margins = section.contentInsets
    let follow = section.supplementariesFollowContentInsets
    let lead = follow ? margins.leading : 0
    let available = bounds.width - (follow ? margins.leading + margins.trailing : 0)
    let container = CGSize(width: available, height: bounds.height)
    var size = CGSize(
      width: item.layoutSize.widthDimension.resolve(in: container),
      height: item.layoutSize.heightDimension.resolve(in: container))
    let x: CGFloat
    switch item.alignment {
    case .topLeading, .bottomLeading, .leading, .none: x = lead
    case .topTrailing, .bottomTrailing, .trailing: x = lead + available - size.width
    case .top, .bottom: x = lead + (available - size.width) / 2
    }
    let indexPath = IndexPath(item: 0, section: index)
    var frame = CGRect(
      x: x + item.offset.x, y: cursor + item.offset.y, width: size.width, height: size.height)
    let measured = pass.measure(
      kind: item.elementKind, at: indexPath, frame: frame,
      estimatedWidth: item.layoutSize.widthDimension.isEstimated,
      estimatedHeight: item.layoutSize.heightDimension.isEstimated, pinned: item.pinToVisibleBounds)
    size = measured.size
    frame.size = size
    if item.layoutSize.widthDimension.isEstimated, item.alignment == .top || item.alignment == .bottom {
      frame.origin.x = lead + (available - size.width) / 2 + item.offset.x
    }
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { frame.origin.x = bounds.width - frame.maxX }
    let extends = item.extendsBoundary && (item.alignment.isTop || item.alignment.isBottom)
    return PendingSupplementary(
      kind: item.elementKind, indexPath: indexPath, view: measured.view, frame: frame,
      length: extends ? size.height : 0, pinned: item.pinToVisibleBounds, isHeader: !item.alignment.isBottom)
  }
}

/// One pass of a compositional layout over the collection's items: the frames, and the cells
/// shown.
final class CompositionalPass {
  let collection: CollectionView
  let dataSource: any CollectionViewDataSource
  let visible: CGRect
  let rightToLeft: Bool
  var frames: [IndexPath: CGRect] = [:]
  var shown: [IndexPath: CollectionViewCell] = [:]

  init(collection: CollectionView, dataSource: any CollectionViewDataSource) {
    self.collection = collection
    self.dataSource = dataSource
    visible = CGRect(origin: collection.contentOffset, size: collection.bounds.size)
    rightToLeft = collection.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// Places a group at `origin` (its size from its dimensions, an estimated length replaced by
  /// its items'), its items from `first`; returns how many items it took and its size.
  func place(
    _ group: CollectionLayoutGroup, at origin: CGPoint, size: CGSize, first: Int, total: Int, section: Int
  ) -> (consumed: Int, size: CGSize) {
    let horizontal = group.isHorizontal
    let insets = group.contentInsets
    let inner = CGSize(
      width: max(0, size.width - insets.leading - insets.trailing),
      height: max(0, size.height - insets.top - insets.bottom))
    let innerLength = horizontal ? inner.width : inner.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    // The subitems and their sizes: a counted group shares its length, another repeats its
    // subitems while they fit.
    var children: [(CollectionLayoutItem, CGSize)] = []
    if let count = group.count, let subitem = group.subitems.first {
      let length = max(0, (innerLength - CGFloat(count - 1) * spacing) / CGFloat(count))
      for _ in 0..<count {
        let size = CGSize(
          width: horizontal ? length : subitem.layoutSize.widthDimension.resolve(in: inner),
          height: horizontal ? subitem.layoutSize.heightDimension.resolve(in: inner) : length)
        children.append((subitem, size))
      }
    } else if !group.subitems.isEmpty {
      var used: CGFloat = 0
      var index = 0
      while children.count < 1_000 {
        let subitem = group.subitems[index % group.subitems.count]
        let size = CGSize(
          width: subitem.layoutSize.widthDimension.resolve(in: inner),
          height: subitem.layoutSize.heightDimension.resolve(in: inner))
        let along = horizontal ? size.width : size.height
        let needed = used + (children.isEmpty ? 0 : spacing) + along
        if !children.isEmpty && needed > innerLength + 0.0001 { break }
        children.append((subitem, size))
        used = needed
        index += 1
        if along <= 0 { break }
      }
    }
    // Flexible spacing shares the room the subitems leave.
    var gap = spacing
    if group.interItemSpacing?.isFlexibleSpacing == true, children.count > 1 {
      let lengths = children.reduce(CGFloat(0)) { $0 + (horizontal ? $1.1.width : $1.1.height) }
      gap = max(spacing, (innerLength - lengths) / CGFloat(children.count - 1))
    }
    var along: CGFloat = 0
    var thickest: CGFloat = 0
    var consumed = 0
    for (index, (subitem, size)) in children.enumerated() where first + consumed < total {
      if index > 0 { along += gap }
      let childOrigin =
        horizontal
        ? CGPoint(x: origin.x + insets.leading + along, y: origin.y + insets.top)
        : CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top + along)
      var actual = size
      if let subgroup = subitem as? CollectionLayoutGroup {
        let placed = place(
          subgroup, at: childOrigin, size: size, first: first + consumed, total: total, section: section)
        consumed += placed.consumed
        actual = placed.size
      } else {
        actual = placeItem(
          subitem, IndexPath(item: first + consumed, section: section), at: childOrigin, size: size)
        consumed += 1
      }
      along += horizontal ? actual.width : actual.height
      thickest = max(thickest, horizontal ? actual.height : actual.width)
    }
    // An estimated length is the items': the thickest across, the sum along.
    var result = size
    if horizontal, group.layoutSize.heightDimension.isEstimated {
      result.height = thickest + insets.top + insets.bottom
    }
    if !horizontal, group.layoutSize.heightDimension.isEstimated {
      result.height = along + insets.top + insets.bottom
    }
    if !horizontal, group.layoutSize.widthDimension.isEstimated {
      result.width = thickest + insets.leading + insets.trailing
    }
    if horizontal, group.layoutSize.widthDimension.isEstimated {
      result.width = along + insets.leading + insets.trailing
    }
    return (consumed, result)
  }

  /// Places one item: its cell, if its place (at its estimated size) is on screen, is made,
  /// measured on an estimated axis and shown inside the item's insets; an item off screen keeps
  /// its estimate, as UIKit's does until it scrolls into view. Returns the item's size.
  func placeItem(_ item: CollectionLayoutItem, _ indexPath: IndexPath, at origin: CGPoint, size: CGSize)
    -> CGSize
  {
    let insets = item.contentInsets
    var actual = size
    var cell: CollectionViewCell?
    let place = CGRect(origin: origin, size: size)
    if place.minY <= visible.maxY, place.maxY >= visible.minY, place.minX <= visible.maxX,
      place.maxX >= visible.minX
    {
      let made =
        collection.realized[indexPath] ?? dataSource.collectionView(collection, cellForItemAt: indexPath)
      cell = made
      let estimatedWidth = item.layoutSize.widthDimension.isEstimated
      let estimatedHeight = item.layoutSize.heightDimension.isEstimated
      if estimatedWidth || estimatedHeight {
        let target = CGSize(
          width: size.width - insets.leading - insets.trailing,
          height: size.height - insets.top - insets.bottom)
        let fitted = made.contentView.systemLayoutSizeFitting(
          target, withHorizontalFittingPriority: estimatedWidth ? .fittingSizeLevel : .required,
          verticalFittingPriority: estimatedHeight ? .fittingSizeLevel : .required)
        if estimatedWidth { actual.width = fitted.width + insets.leading + insets.trailing }
        if estimatedHeight { actual.height = fitted.height + insets.top + insets.bottom }
      }
    }
    var frame = CGRect(
      x: origin.x + insets.leading, y: origin.y + insets.top,
      width: max(0, actual.width - insets.leading - insets.trailing),
      height: max(0, actual.height - insets.top - insets.bottom))
    if rightToLeft { frame.origin.x = collection.bounds.width - frame.maxX }
    frames[indexPath] = frame
    if let cell {
      if frame.intersects(visible) || frame.isEmpty && visible.contains(frame.origin) {
        if cell.superview !== collection { collection.addSubview(cell) }
        cell.frame = frame
        cell.contentView.frame = CGRect(origin: .zero, size: frame.size)
        if collection.realized[indexPath] !== cell {
          collection.showSelection(of: cell, at: indexPath)
          collection.collectionDelegate?.collectionView(collection, willDisplay: cell, forItemAt: indexPath)
        }
        shown[indexPath] = cell
      } else if collection.realized[indexPath] !== cell {
        collection.recycle(cell)
      }
    }
    return actual
  }

  /// Recycles the cells no longer shown and records the frames and the content size.
  func finish(contentHeight: CGFloat) {
    for (indexPath, cell) in collection.realized where shown[indexPath] !== cell { collection.recycle(cell) }
    collection.realized = shown
    collection.itemFrames = frames
    collection.contentSize = CGSize(width: collection.bounds.width, height: contentHeight)
  }
}

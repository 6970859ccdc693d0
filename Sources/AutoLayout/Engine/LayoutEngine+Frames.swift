import Cassowary
import Foundation

extension LayoutEngine {
  /// Solves and computes the frames: synchronises the solver, derives the views' safe-area insets
  /// from the solved frames (re-solving while they change, at most three times), and snaps the
  /// edges to the pixel grid of the display scale (half-up, in the root's coordinates). Returns
  /// the views whose frames changed, or `nil` when every frame was recomputed (after a rebuild).
  /// After an edit only the items whose variables changed are visited.
  ///
  /// - Complexity: the solver's work for the queued changes plus the items whose variables moved
  ///   (every item after a rebuild); at most 3 safe-area and 8 text-wrapping re-passes.
  @discardableResult
  func layout() -> [View]? {
    sync()
    var changed = changedItems()
    for _ in 0..<3 {
      guard updateSafeAreaInsets(of: changed) else { break }
      sync()
      if let more = changedItems() {
        changed = changed.map { $0 + more }
      } else {
        changed = nil
      }
    }
    // Multi-line labels wrap at the width they were given: measure again and lay out again
    // until no intrinsic size changes (a bounded number of times).
    for _ in 0..<8 {
      guard updateWidthDependentSizes() else { break }
      sync()
      if let more = changedItems() {
        changed = changed.map { $0 + more }
      } else {
        changed = nil
      }
    }
    guard fitting == nil else { return nil }
    guard let changed else {
      computeFrames()
      return nil
    }
    return updateFrames(of: changed)
  }

  /// Gives each width-dependent view its solved width; updates the intrinsic sizes that changed.
  func updateWidthDependentSizes() -> Bool {
    var changed = false
    for view in widthDependent {
      guard let v = items.existing(view), view.setLayoutWidth(CGFloat(v.width.value)) else {
        continue
      }
      let size = view.intrinsicContentSize
      if intrinsicSizes[ObjectIdentifier(view)] != size {
        // Directly: a fitting engine's root is not the hierarchy's root.
        updateIntrinsic(view, rebuild: false, size: size)
        changed = true
      }
    }
    return changed
  }

  /// The items whose variables changed since the last pass (`nil`: all of them).
  func changedItems() -> [AnyObject]? {
    guard let variables = solver.updateChangedVariables() else { return nil }
    var seen: Set<ObjectIdentifier> = []
    var changed: [AnyObject] = []
    for variable in variables {
      guard let item = items.item(of: variable),
        seen.insert(ObjectIdentifier(item)).inserted
      else { continue }
      changed.append(item)
    }
    return changed
  }

  /// Recomputes the frames of the changed items (and the relative frames of their subviews and
  /// guides); returns the views whose frames changed.
  func updateFrames(of items: [AnyObject]) -> [View] {
    var relative: [View] = []
    var guides: [LayoutGuide] = []
    var seenViews: Set<ObjectIdentifier> = []
    var seenGuides: Set<ObjectIdentifier> = []
    func markGuide(_ guide: LayoutGuide) {
      if seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
    }
    func markView(_ view: View) {
      if seenViews.insert(ObjectIdentifier(view)).inserted { relative.append(view) }
    }
    for item in items {
      if let view = item as? View {
        guard view !== root, let rect = absoluteFrame(of: view) else { continue }
        let snappedRect = snapped(rect)
        guard absolute[ObjectIdentifier(view)] != snappedRect else { continue }
        absolute[ObjectIdentifier(view)] = snappedRect
        markView(view)
        for subview in view.subviews { markView(subview) }
        for guide in view.guides { markGuide(guide) }
        for guide in view.systemGuides.values { markGuide(guide) }
      } else if let guide = item as? LayoutGuide {
        markGuide(guide)
      }
    }
    var moved: [View] = []
    for view in relative {
      guard let superview = view.superview, let parent = absolute[ObjectIdentifier(superview)],
        let rect = absolute[ObjectIdentifier(view)]
      else { continue }
      let frame = rect.offsetBy(dx: -parent.minX, dy: -parent.minY)
      if frames[ObjectIdentifier(view)] != frame {
        frames[ObjectIdentifier(view)] = frame
        moved.append(view)
      }
    }
    for guide in guides {
      guard let owner = guide.owningView, let ownerRect = absolute[ObjectIdentifier(owner)],
        let rect = absoluteFrame(of: guide)
      else { continue }
      guide.layoutFrame = snapped(rect).offsetBy(dx: -ownerRect.minX, dy: -ownerRect.minY)
    }
    return moved
  }

  /// The display scale of the hierarchy (the window's, or 1).
  var scale: CGFloat { (root as? Window)?.scale ?? Screen.main.scale }

  /// The absolute (root-coordinate) frame of an item from the solved variables, unsnapped.
  func absoluteFrame(of item: AnyObject) -> CGRect? {
    guard let v = items.existing(item) else { return nil }
    let insets = (item as? View)?.alignmentRectInsets ?? .zero
    return CGRect(
      x: CGFloat(v.minX.value) - insets.left, y: CGFloat(v.minY.value) - insets.top,
      width: CGFloat(v.width.value) + insets.left + insets.right,
      height: CGFloat(v.height.value) + insets.top + insets.bottom)
  }

  func snapped(_ rect: CGRect) -> CGRect {
    let minX = snapToPixels(rect.minX, scale: scale)
    let minY = snapToPixels(rect.minY, scale: scale)
    let maxX = snapToPixels(rect.maxX, scale: scale)
    let maxY = snapToPixels(rect.maxY, scale: scale)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Fills ``frames``: views relative to their superviews, guides relative to their owning views.
  /// One walk, parents before children, each view handing its rectangle to its subviews (no
  /// lookup of the superview's), the tables kept at their size from one pass to the next.
  func computeFrames() {
    if absolute.capacity == 0 {
      // At their final size at once: growing two tables of 100,000 frames doubles them on the way.
      let count = root.subtree.count
      frames.reserveCapacity(count)
      absolute.reserveCapacity(count)
    }
    frames.removeAll(keepingCapacity: true)
    absolute.removeAll(keepingCapacity: true)
    let rootRect = CGRect(origin: .zero, size: root.storedFrame.size)
    absolute[ObjectIdentifier(root)] = rootRect
    updateGuideFrames(of: root, in: rootRect)
    // (view, its superview's absolute rectangle, if the superview has one)
    var pending: [(view: View, parent: CGRect?)] = root.subviews.reversed().map { ($0, rootRect) }
    while let (view, parent) = pending.popLast() {
      var own: CGRect?
      if let rect = absoluteFrame(of: view) {
        let snappedRect = snapped(rect)
        own = snappedRect
        absolute[ObjectIdentifier(view)] = snappedRect
        if let parent {
          frames[ObjectIdentifier(view)] = snappedRect.offsetBy(dx: -parent.minX, dy: -parent.minY)
        }
        updateGuideFrames(of: view, in: snappedRect)
      }
      for subview in view.subviews.reversed() { pending.append((subview, own)) }
    }
  }

  /// Sets the layout frames of a view's guides, relative to the view's absolute rectangle `owner`.
  private func updateGuideFrames(of view: View, in owner: CGRect) {
    guard !view.guides.isEmpty || view.systemGuides.hasAny else { return }
    for guide in view.guides + view.systemGuides.values {
      guard let rect = absoluteFrame(of: guide) else { continue }
      guide.layoutFrame = snapped(rect).offsetBy(dx: -owner.minX, dy: -owner.minY)
    }
  }

  /// Recomputes the safe-area insets of the given items' views (every view for `nil`) from the
  /// solved frames; returns whether one that a guide or the margins depend on changed (and queues
  /// the guide updates).
  func updateSafeAreaInsets(of items: [AnyObject]?) -> Bool {
    guard fitting == nil else { return false }
    // Parents before children: a child's preserved margins read its superview's.
    let views = items.map { parentsFirst($0.compactMap { $0 as? View }) } ?? root.subtree
    let rootInsets = (root as? Window)?.windowSafeAreaInsets ?? .zero
    let bounds = CGRect(origin: .zero, size: root.storedFrame.size)
    let safe = CGRect(
      x: rootInsets.left, y: rootInsets.top, width: bounds.width - rootInsets.left - rootInsets.right,
      height: bounds.height - rootInsets.top - rootInsets.bottom)
    var changed = false
    // Views handed in may have left the hierarchy; the whole subtree has not.
    for view in views where items == nil || view.rootView === root {
      let frame = view === root ? bounds : (absoluteFrame(of: view) ?? .zero)
      var insets = EdgeInsets(
        top: min(max(safe.minY - frame.minY, 0), frame.height),
        left: min(max(safe.minX - frame.minX, 0), frame.width),
        bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
        right: min(max(frame.maxX - safe.maxX, 0), frame.width))
      if let controller = view.viewController {
        let own = controller.additionalSafeAreaInsets
        let bars = controller.containerBarInsets
        let extra = EdgeInsets(
          top: own.top + bars.top, left: own.left + bars.left, bottom: own.bottom + bars.bottom,
          right: own.right + bars.right)
        insets = EdgeInsets(
          top: insets.top + extra.top, left: insets.left + extra.left, bottom: insets.bottom + extra.bottom,
          right: insets.right + extra.right)
      }
      let rounded = EdgeInsets(
        top: snapToPixels(insets.top, scale: scale), left: snapToPixels(insets.left, scale: scale),
        bottom: snapToPixels(insets.bottom, scale: scale), right: snapToPixels(insets.right, scale: scale))
      var preserved = EdgeInsets.zero
      if view.preservesSuperviewLayoutMargins, let superview = view.superview {
        let parent = superview === root ? bounds : (absoluteFrame(of: superview) ?? .zero)
        let m = superview.effectiveMargins
        preserved = EdgeInsets(
          top: max(0, parent.minY + m.top - frame.minY), left: max(0, parent.minX + m.left - frame.minX),
          bottom: max(0, frame.maxY - (parent.maxY - m.bottom)),
          right: max(0, frame.maxX - (parent.maxX - m.right)))
      }
      guard rounded != view.computedSafeAreaInsets || preserved != view.computedPreservedMargins else {
        continue
      }
      if rounded != view.computedSafeAreaInsets { safeAreaChanged.append(view) }
      view.computedSafeAreaInsets = rounded
      view.computedPreservedMargins = preserved
      if system.contains(.systemGuides, of: view) {
        pending.margins.append(view)
        changed = true
      }
    }
    return changed
  }

  /// The frame the last pass computed for a view, in its superview's coordinates.
  func frame(of view: View) -> CGRect? {
    frames[ObjectIdentifier(view)]
  }
}

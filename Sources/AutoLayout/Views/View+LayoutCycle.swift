import Foundation

extension View {
  /// Marks the view's constraints for an update before the next layout pass.
  ///
  /// ```swift
  /// isExpanded = true; setNeedsUpdateConstraints()
  /// ```
  public func setNeedsUpdateConstraints() {
    if !needsUpdateConstraintsFlag {
      needsUpdateConstraintsFlag = true
      rootView.updateQueue.append((self, false))
    }
    setNeedsLayout()
  }

  /// Runs ``updateConstraints()`` on every view of the subtree that needs it, children first.
  ///
  /// ```swift
  /// view.updateConstraintsIfNeeded()
  /// ```
  public func updateConstraintsIfNeeded() {
    let root = rootView
    var pending: [View] = []
    for entry in root.updateQueue {
      guard entry.subtree else {
        pending.append(entry.view)
        continue
      }
      // A subtree that joined: every view of it (if it is still in this hierarchy).
      guard entry.view.rootView === root else { continue }
      for view in entry.view.subtree {
        view.needsUpdateConstraintsFlag = true
        pending.append(view)
      }
    }
    root.updateQueue = []
    if root.needsUpdateConstraintsFlag { pending.append(root) }
    if root !== self { pending = pending.filter { isInSubtree($0) } }
    // Children first: deepest views first, in a stable order — a list per depth, filled in the
    // queue's order (no sort: a first layout queues every view of the hierarchy).
    var byDepth: [[View]] = []
    for view in pending {
      let depth = view.depth
      while byDepth.count <= depth { byDepth.append([]) }
      byDepth[depth].append(view)
    }
    pending = []
    for views in byDepth.reversed() {
      for view in views where view.needsUpdateConstraintsFlag && view.rootView === root {
        view.needsUpdateConstraintsFlag = false
        if let controller = view.viewController {
          controller.updateViewConstraints()
        } else {
          view.updateConstraints()
        }
      }
    }
  }

  /// The number of ancestors.
  var depth: Int {
    // Through the unretained references (the hierarchy holds every ancestor): no retain and
    // release of each ancestor, for every view a first layout queues.
    var count = 0
    var reference = superviewReference
    while let current = reference {
      count += 1
      reference = current._withUnsafeGuaranteedRef { $0.superviewReference }
    }
    return count
  }

  /// Marks the view for layout at the next ``layoutIfNeeded()``.
  ///
  /// ```swift
  /// view.setNeedsLayout()
  /// ```
  public func setNeedsLayout() {
    setNeedsLayout(root: rootView)
  }

  /// ``setNeedsLayout()`` when the caller already knows the root view.
  func setNeedsLayout(root: View) {
    if !needsLayoutFlag {
      needsLayoutFlag = true
      root.layoutQueue.append(self)
    }
    root.needsLayoutFlag = true
  }

  /// Lays out the hierarchy now if anything changed: updates constraints (children first), solves,
  /// then calls ``layoutSubviews()`` parents first.
  ///
  /// - Complexity: after one constant change, the rows that hold that constraint plus the views
  ///   whose frames move; after views or guides were added or removed, O(views + constraints).
  ///
  /// ```swift
  /// heightConstraint.constant = 200
  /// view.layoutIfNeeded()
  /// ```
  public func layoutIfNeeded() {
    let root = rootView
    root.updateConstraintsIfNeeded()
    let engine = root.layoutEngine
    guard root.needsLayoutFlag || engine.hasPendingChanges else { return }
    let scope = engine.layout()
    let insetsChanged = engine.safeAreaChanged
    engine.safeAreaChanged = []
    for view in insetsChanged where view.rootView === root {
      (view as? ScrollView)?.adjustedInsetsChanged()
      view.safeAreaInsetsDidChange()
      view.viewController?.viewSafeAreaInsetsDidChange()
    }
    // Parents first: after a rebuild every view; otherwise, as UIKit does, each view whose size
    // changed, each superview of a view the engine moved, and the views that asked for layout
    // (also from the safe-area callbacks above).
    if scope == .marked { engine.markForPass(queued: root.layoutQueue) }
    root.layoutQueue = []
    if let done = engine.forEachViewInLayoutOrder(markedOnly: scope == .marked, { $0.layOutSubviewsInPass() })
    {
      // The hierarchy changed since the pass, or a layoutSubviews changed it: the views of the
      // hierarchy as it is now that have not had their turn.
      for view in root.subtree where !done.contains(Unmanaged.passUnretained(view).toOpaque()) {
        view.layOutSubviewsInPass()
      }
    }
    // Frames set by overridden layoutSubviews must not start another pass by themselves: a view
    // marked during the loop is one whose flag was already cleared, so it is in the queue.
    for view in root.layoutQueue { view.needsLayoutFlag = false }
    root.layoutQueue = []
    root.needsLayoutFlag = false
    // Frames that layoutSubviews gave to frame-positioned views (a table placing its cells) move
    // their constraints: lay those out too, a bounded number of times.
    if engine.hasPendingChanges && root.extraLayoutPasses < 4 {
      root.extraLayoutPasses += 1
      defer { root.extraLayoutPasses -= 1 }
      root.needsLayoutFlag = true
      layoutIfNeeded()
    }
    // Key-value observations of the hierarchy: values a pass changed (a content size, a frame the
    // engine set) are told once the whole pass is done.
    if root.extraLayoutPasses == 0 && Responder.hasKeyValueObservers {
      for view in root.subtree {
        if !view.keyValueObservers.isEmpty { view.notifyKeyValueObservers() }
        if let controller = view.viewController, !controller.keyValueObservers.isEmpty {
          controller.notifyKeyValueObservers()
        }
      }
    }
  }

  /// One view's turn in a layout pass: its flag cleared, then ``layoutSubviews()`` between its
  /// controller's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
  @inline(__always)
  func layOutSubviewsInPass() {
    needsLayoutFlag = false
    if let controller = viewController {
      if controller.parent != nil { controller.keepSystemMinimumMargins() }
      controller.viewWillLayoutSubviews()
      layoutSubviews()
      controller.viewDidLayoutSubviews()
    } else {
      layoutSubviews()
    }
  }

  /// The size that fits the view's content, trying to be `targetSize` (at fitting priority 50 on
  /// both axes): ``layoutFittingCompressedSize`` gives the smallest size.
  ///
  /// ```swift
  /// let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
  /// ```
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The fitting size ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// returns unless overridden: a separate engine over the view's subtree.
  func fittingSize(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    // The same view measured again (a table's rows): while the hierarchy's structure is the
    // same, the last engine is pointed at the new size and measures its views again; only a
    // structural change builds a new one.
    let generation = currentStructureStamp
    let engine: LayoutEngine
    if let cache = fittingCache, cache.generation == generation,
      let fitting = cache.engine.fitting, fitting.horizontal == horizontalFittingPriority,
      fitting.vertical == verticalFittingPriority
    {
      engine = cache.engine
      engine.retargetFitting(to: targetSize)
    } else {
      engine = LayoutEngine(
        root: self, fitting: (targetSize, horizontalFittingPriority, verticalFittingPriority))
      fittingCache = FittingCache(engine: engine, generation: generation)
    }
    engine.layout()
    guard let frame = engine.absoluteFrame(of: self) else { return .zero }
    let scale = window?.scale ?? Screen.main.scale
    return CGSize(
      width: snapToPixels(frame.width, scale: scale), height: snapToPixels(frame.height, scale: scale))
  }
}

/// Views ordered by depth, shallowest first, keeping the given order among equals (each depth
/// computed once).
func parentsFirst(_ views: [View]) -> [View] {
  views.enumerated().map { (depth: $0.element.depth, offset: $0.offset, view: $0.element) }
    .sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.offset < $1.offset }
    .map(\.view)
}

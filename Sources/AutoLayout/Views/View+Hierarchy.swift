import Foundation

extension View {
  /// Adds a view at the front; it leaves its previous superview.
  ///
  /// ```swift
  /// container.addSubview(label)
  /// ```
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the end of ``subviews`` (drawn above its siblings).
  ///
  /// ```swift
  /// container.bringSubviewToFront(badge)
  /// ```
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the start of ``subviews`` (drawn below its siblings).
  ///
  /// ```swift
  /// container.sendSubviewToBack(background)
  /// ```
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Inserts a view just above a sibling in ``subviews`` (added at the end when `sibling` is not a
  /// subview).
  ///
  /// ```swift
  /// container.insertSubview(shadow, aboveSubview: card)
  /// ```
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    guard view !== sibling else { return }
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    let current = subviews.firstIndex(where: { $0 === view })
    insertSubview(view, at: current.map { $0 < index ? index : index + 1 } ?? index + 1)
  }

  /// Inserts a view just below a sibling in ``subviews`` (added at the end when `sibling` is not a
  /// subview).
  ///
  /// ```swift
  /// container.insertSubview(shadow, belowSubview: card)
  /// ```
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    guard view !== sibling else { return }
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    let current = subviews.firstIndex(where: { $0 === view })
    insertSubview(view, at: current.map { $0 < index ? index - 1 : index } ?? index)
  }

  /// Swaps two subviews' places in ``subviews``.
  ///
  /// ```swift
  /// container.exchangeSubview(at: 0, withSubviewAt: 1)
  /// ```
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else {
      return
    }
    subviews.swapAt(index1, index2)
    engineIfPresent?.markOrderStale()
    setNeedsLayout()
  }

  /// Inserts a view at an index of ``subviews``.
  ///
  /// ```swift
  /// container.insertSubview(background, at: 0)
  /// ```
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: min(index, subviews.count))
      // Same constraints, another order of views: the next pass computes every frame.
      engineIfPresent?.markOrderStale()
      return
    }
    view.removeFromSuperview()
    // A frame set before is in the new superview's coordinates, at its current size.
    view.autoresizingReferenceSize = nil
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    // The subtree joins this hierarchy: its engine (if it was a root) is dropped.
    view.engine = nil
    view.superview = self
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    adoptActivationOrder(of: view)
    rootView.changedEngine?.invalidateStructure()
    view.setNeedsUpdateConstraintsRecursively()
    view.handOverRootState(to: rootView)
    setNeedsLayout()
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
  }

  /// Removes the view from its superview, together with every constraint held by an ancestor that
  /// refers to the view or its descendants (as UIKit does).
  ///
  /// ```swift
  /// banner.removeFromSuperview()
  /// ```
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    let oldRoot = rootView
    var ancestor: View? = parent
    while let holder = ancestor {
      for constraint in holder.heldConstraints where constraint.items.contains(where: { isInSubtree($0) }) {
        holder.removeConstraint(constraint)
      }
      ancestor = holder.superview
    }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    // A root of its own now: its constraints keep their places in the order, new ones come after.
    if oldRoot.activationCounter > 0 { activationCounter = oldRoot.activationCounter }
    oldRoot.changedEngine?.invalidateStructure()
    parent.setNeedsLayout()
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
  }

  /// Tells every view of the subtree that it is about to join `window` (or leave its window), and
  /// the view controllers of views leaving a visible window that they will disappear.
  func notifyWillMove(toWindow window: Window?) {
    for view in subtree {
      view.willMove(toWindow: window)
      if let controller = view.viewController, controller.isAppearing, window?.isKeyWindow != true {
        controller.beginDisappearance(animated: false)
      }
    }
  }

  /// Tells every view of the subtree that its window changed; view controllers whose views left a
  /// visible window have disappeared, those whose views joined one (under a visible parent)
  /// appear.
  func notifyDidMoveToWindow() {
    for view in subtree {
      view.didMoveToWindow()
      guard let controller = view.viewController else { continue }
      if view.window?.isKeyWindow == true {
        if !controller.isAppearing, controller.parent?.isAppearing ?? true {
          controller.beginAppearance(animated: false)
          controller.endAppearance(animated: false)
        }
      } else {
        controller.endDisappearance(animated: false)
      }
    }
  }

  /// Whether an item (view or guide) lies in this view's subtree.
  func isInSubtree(_ item: AnyObject) -> Bool {
    var view: View? = (item as? View) ?? (item as? LayoutGuide)?.owningView
    while let current = view {
      if current === self { return true }
      view = current.superview
    }
    return false
  }

  /// Whether `view` is this view or one of its descendants.
  ///
  /// ```swift
  /// window.isDescendant(of: window)  // true
  /// ```
  public func isDescendant(of view: View) -> Bool {
    view.isInSubtree(self)
  }

  /// The topmost ancestor (the view itself for a root).
  var rootView: View { unretainedRootView.takeUnretainedValue() }

  /// ``rootView`` without a retain and release per ancestor (asked by every view in every layout
  /// pass), and without one for the root itself where the caller borrows it.
  var unretainedRootView: Unmanaged<View> {
    var view = Unmanaged.passUnretained(self)
    while let parent = view._withUnsafeGuaranteedRef({ $0.superviewReference }) { view = parent }
    return view
  }

  /// The window the view is in, if any.
  ///
  /// ```swift
  /// view.window?.scale
  /// ```
  public var window: Window? { rootView as? Window }

  /// The closest view that is an ancestor of (or equal to) both.
  func closestCommonAncestor(with other: View) -> View? {
    if other === self || other.superview === self { return self }
    if let parent = superview, parent === other || parent === other.superview { return parent }
    var a = self
    var b = other
    var depthA = a.depth
    var depthB = b.depth
    while depthA > depthB, let parent = a.superview {
      a = parent
      depthA -= 1
    }
    while depthB > depthA, let parent = b.superview {
      b = parent
      depthB -= 1
    }
    while a !== b {
      guard let parentA = a.superview, let parentB = b.superview else { return nil }
      a = parentA
      b = parentB
    }
    return a
  }

  /// The engine of the hierarchy, created on first use.
  var layoutEngine: LayoutEngine {
    let root = rootView
    if let engine = root.engine { return engine }
    let engine = LayoutEngine(root: root)
    root.engine = engine
    return engine
  }

  /// The engine of the hierarchy if one exists.
  var engineIfPresent: LayoutEngine? { rootView.engine }

  /// The hierarchy's engine, if it has one, without a retain: for a caller that runs no app code
  /// while it uses it (the root, which holds the engine, cannot go away meanwhile).
  var unretainedEngine: Unmanaged<LayoutEngine>? {
    unretainedRootView._withUnsafeGuaranteedRef { root in
      guard let box = root.rootStateBox else { return nil }
      return Unmanaged.passUnretained(box)._withUnsafeGuaranteedRef { box in
        box.engine.map { Unmanaged.passUnretained($0) }
      }
    }
  }

  /// The hierarchy's engine, to be told of a change: gives the hierarchy a new structure stamp
  /// first (cached fitting engines see it), whether or not it has an engine.
  var changedEngine: LayoutEngine? {
    let root = rootView
    root.structureGeneration = layoutStructureStamps.add(1, ordering: .relaxed).newValue
    return root.engine
  }

  /// The font of the view's text changed: the engine builds its system again (baseline spacing
  /// depends on fonts), for the UIKit emulation's controls with text.
  package func textFontChanged() { changedEngine?.invalidateStructure() }

  /// The safe area a controller gives this view changed (its container's bars): it and the views
  /// inside it are computed again at the next pass, for the UIKit emulation's containers.
  package func controllerInsetsChanged() { changedEngine?.controllerInsetsChanged(self) }

  /// Every view of the subtree, parents before children.
  var subtree: [View] {
    var result: [View] = [self]
    var index = 0
    while index < result.count {
      result.append(contentsOf: result[index].subviews)
      index += 1
    }
    return result
  }

  /// Marks the view and every descendant for an update of constraints: one queue entry that the
  /// next update expands, so that building a tree bottom-up does not walk each subtree again at
  /// every level.
  func setNeedsUpdateConstraintsRecursively() {
    let root = rootView
    // What was queued while this view was a root lies in its subtree, which the entry covers.
    if root !== self { updateQueue = [] }
    needsUpdateConstraintsFlag = true
    root.updateQueue.append((self, true))
  }

  /// Keeps, for each subview positioned by its frame, the size this view had before its frame
  /// changed to another size (`oldSize`), unless the subview already has one: the subview's frame
  /// is relative to it, and the engine stretches the subview from it by its autoresizing mask
  /// (UIKit's springs and struts; UIKit resizes such subviews at once).
  func keepSubviewAutoresizingReference(_ oldSize: CGSize) {
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      guard subview.autoresizingReferenceSize == nil else { continue }
      // Constraints the engine already made of the subview's frame stay right: they were made
      // against this size. Only those made later need it.
      subview.autoresizingReferenceSize = oldSize
    }
  }

  /// Adds a cell's content view: as large as the cell, following its size (table and collection
  /// cells).
  package func installContentView(_ contentView: View) {
    contentView.frame = CGRect(origin: .zero, size: frame.size)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.layoutName = "contentView"
    addSubview(contentView)
  }
}

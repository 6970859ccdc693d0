import Cassowary
import Foundation

extension LayoutEngine {
  /// Which views a layout pass calls ``View/layoutSubviews()`` of.
  enum PassScope {
    /// Every view of the hierarchy: the layout order is new (a first pass, a rebuild, a changed
    /// hierarchy), so there are no frames of a last pass to compare with.
    case everyView
    /// The views ``LayoutOrder/marks`` holds — each superview of a view whose frame changed and
    /// each view whose size changed — and the views that asked for layout.
    case marked
  }

  /// Solves and computes the frames: synchronises the solver, derives the views' safe-area insets
  /// from the solved frames (re-solving while they change, at most three times), and snaps the
  /// edges to the pixel grid of the display scale (half-up, in the root's coordinates). Marks
  /// the views whose `layoutSubviews` the pass calls (``PassScope``). After an edit only the items
  /// whose variables changed are visited.
  ///
  /// - Complexity: the solver's work for the queued changes plus the items whose variables moved
  ///   (every item after a rebuild); at most 3 safe-area and 8 text-wrapping re-passes.
  @discardableResult
  func layout() -> PassScope {
    sync()
    var changed = changedItems()
    if needsFullSafeAreaPass {
      needsFullSafeAreaPass = false
      changed = nil
    }
    // Whether the unsnapped frames the safe-area pass left in the order are those of the solution
    // the frames are computed from: the pass went over every view and nothing moved since. (A
    // full safe-area pass is always followed by a full frame pass, which replaces them.)
    var unsnappedAreCurrent = false
    for _ in 0..<3 {
      let insetsChanged = updateSafeAreaInsets(of: changed)
      unsnappedAreCurrent = changed == nil && !insetsChanged
      guard insetsChanged else { break }
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
      unsnappedAreCurrent = false
      sync()
      if let more = changedItems() {
        changed = changed.map { $0 + more }
      } else {
        changed = nil
      }
    }
    guard fitting == nil else {
      // A fitting engine computes no frames: its views' sizes are looked at here. A floor moves
      // the solution (a label may have been wider than its room while an empty view went below
      // 0 wide, the two at the same priority): the wrapped texts are measured again.
      if installSizeFloors() { settleWidthDependentSizes() }
      return .everyView
    }
    // A hierarchy that changed since the last pass (the order is stale or gone; a rebuild marks it
    // stale too) has its frames computed whole.
    sawNegativeSize = false
    let scope: PassScope
    if let changed, order.map({ !$0.isStale }) ?? false {
      updateFrames(of: changed)
      scope = .marked
    } else {
      scope = computeFrames(reusingUnsnapped: unsnappedAreCurrent)
    }
    // A view whose size came out negative gets its floor, as Apple's engine never allows one
    // (LayoutEngine+SizeFloors.swift); the frames are then computed again, and every view is laid
    // out.
    guard sawNegativeSize else { return scope }
    sawNegativeSize = false
    guard installSizeFloors() else { return scope }
    _ = changedItems()
    // The floors moved the solution: wrapped texts are measured again at their new widths.
    settleWidthDependentSizes()
    _ = computeFrames()
    return .everyView
  }

  /// Measures the width-dependent views again at their solved widths and solves again, until no
  /// intrinsic size changes (at most 8 times), after the solution moved wholesale (every frame is
  /// computed afterwards, so the moved variables are not collected).
  func settleWidthDependentSizes() {
    for _ in 0..<8 {
      guard updateWidthDependentSizes() else { break }
      sync()
      _ = solver.updateChangedVariables()
    }
  }

  /// Gives each width-dependent view its solved width; updates the intrinsic sizes that changed.
  func updateWidthDependentSizes() -> Bool {
    var changed = false
    for view in widthDependent {
      guard let v = items.existing(view), view.setLayoutWidth(CGFloat(solvedValue(of: v.width))) else {
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
  /// guides); marks the superviews of the views whose frames changed and the views whose sizes
  /// changed (``LayoutOrder/markFrameChange(of:resized:)``).
  func updateFrames(of items: [AnyObject]) {
    var order = currentOrder()
    defer { self.order = order }
    let grid = self.pixelGrid
    var relative: [Int] = []
    var guides: [LayoutGuide] = []
    var seenViews: Set<Int> = []
    var seenGuides: Set<ObjectIdentifier> = []
    // The rectangles this pass replaced (nil: the view had none), for the frames before it.
    var previous: [Int: CGRect?] = [:]
    func markGuide(_ guide: LayoutGuide) {
      if seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
    }
    func markView(_ slot: Int?) {
      if let slot, seenViews.insert(slot).inserted { relative.append(slot) }
    }
    for item in items {
      if let view = item as? View {
        guard view !== root, let slot = order.slot(of: view), let v = self.items.existing(view) else {
          continue
        }
        let insets = view.alignmentRectInsets
        let rect = frame(of: v, insets: insets)
        if rect.width - insets.left - insets.right < -Self.sizeFloorTolerance
          || rect.height - insets.top - insets.bottom < -Self.sizeFloorTolerance
        {
          sawNegativeSize = true
        }
        let snappedRect = snapped(rect, grid: grid)
        guard !order.places[slot].hasAbsolute || order.places[slot].absolute != snappedRect else { continue }
        previous[slot] = order.places[slot].hasAbsolute ? order.places[slot].absolute : nil
        order.places[slot].absolute = snappedRect
        order.places[slot].hasAbsolute = true
        markView(slot)
        for subview in view.subviews { markView(order.slot(of: subview)) }
        for guide in view.guides { markGuide(guide) }
        for guide in view.systemGuides.values { markGuide(guide) }
      } else if let guide = item as? LayoutGuide {
        markGuide(guide)
      }
    }
    for slot in relative {
      // The frame before this pass, from the rectangles as they were.
      func before(_ slot: Int) -> CGRect? {
        if let replaced = previous[slot] { return replaced }
        return order.places[slot].hasAbsolute ? order.places[slot].absolute : nil
      }
      let parent = Int(order.places[slot].parent)
      var old: CGRect?
      if parent >= 0, let rect = before(slot), let parentRect = before(parent) {
        old = rect.offsetBy(dx: -parentRect.minX, dy: -parentRect.minY)
      }
      if let frame = order.frame(at: slot), !(old.map { frame.hasSameValues(as: $0) } ?? false) {
        order.markFrameChange(of: slot, resized: old.map { $0.size != frame.size } ?? true)
      }
    }
    for guide in guides {
      guard let owner = guide.owningView, let slot = order.slot(of: owner), order.places[slot].hasAbsolute,
        let rect = absoluteFrame(of: guide)
      else { continue }
      let origin = order.places[slot].absolute.origin
      guide.layoutFrame = snapped(rect, grid: grid).offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The display scale of the hierarchy (the window's, or 1).
  var scale: CGFloat { (root as? Window)?.scale ?? Screen.main.scale }

  /// The absolute (root-coordinate) frame of an item from the solved variables, unsnapped.
  func absoluteFrame(of item: AnyObject) -> CGRect? {
    guard let v = items.existing(item) else { return nil }
    return frame(of: v, insets: (item as? View)?.alignmentRectInsets ?? .zero)
  }

  /// The frame of a view whose variables have the symbols `s` (minX, minY, width, height), from the
  /// solver's flat values (see ``LayoutOrder/Entry/symbols``), unsnapped.
  @inline(__always)
  func frame(ofSymbols s: SIMD4<Int32>, in values: SolvedValues, insets: EdgeInsets) -> CGRect {
    CGRect(
      x: CGFloat(values[s[0]]) - insets.left, y: CGFloat(values[s[1]]) - insets.top,
      width: CGFloat(values[s[2]]) + insets.left + insets.right,
      height: CGFloat(values[s[3]]) + insets.top + insets.bottom)
  }

  /// The frame around the alignment rectangle of `variables`, unsnapped.
  func frame(of v: ItemVariables, insets: EdgeInsets) -> CGRect {
    let symbols = SIMD4(
      solver.symbolNumber(of: v.minX), solver.symbolNumber(of: v.minY), solver.symbolNumber(of: v.width),
      solver.symbolNumber(of: v.height))
    return solver.withSolvedValues { frame(ofSymbols: symbols, in: $0, insets: insets) }
  }

  /// The value the last update gave `variable` (the engine's solver does not write it into the
  /// ``Variable``: see ``makeSolver()``).
  func solvedValue(of variable: Variable) -> Double {
    let symbol = solver.symbolNumber(of: variable)
    return solver.withSolvedValues { $0[symbol] }
  }

  /// A scroll view's content size in the current solution: its content guide's solved size (the
  /// guide's layout frame is set only when frames are computed), or the size code set when no
  /// constraint sizes the content.
  func solvedContentSize(of scroll: ScrollView) -> CGSize {
    guard let guide = items.existing(scroll.contentLayoutGuide) else { return scroll.contentSize }
    let size = CGSize(width: solvedValue(of: guide.width), height: solvedValue(of: guide.height))
    return size == .zero ? scroll.explicitContentSize : size
  }

  @inline(__always)
  func snapped(_ rect: CGRect, grid: PixelGrid) -> CGRect {
    let scale = grid.scale
    let minX = snapToPixels(rect.minX, scale: scale)
    let maxX = snapToPixels(rect.maxX, scale: scale)
    let minY: CGFloat
    let maxY: CGFloat
    if grid.yTiesTowardTop {
      minY = snapToPixelsTiesDown(rect.minY, scale: scale)
      maxY = snapToPixelsTiesDown(rect.maxY, scale: scale)
    } else {
      minY = snapToPixels(rect.minY, scale: scale)
      maxY = snapToPixels(rect.maxY, scale: scale)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The pixel grid frames are snapped to: the display scale, and which way a y exactly between
  /// two pixels goes (see ``Window/pixelGridOrigin``).
  struct PixelGrid {
    var scale: CGFloat
    var yTiesTowardTop: Bool
  }

  /// The hierarchy's pixel grid (the window's, or the main screen's scale with UIKit's origin).
  var pixelGrid: PixelGrid {
    PixelGrid(scale: scale, yTiesTowardTop: (root as? Window)?.pixelGridOrigin == .bottomLeft)
  }

  /// The views in layout order, made again if the hierarchy changed; taken out of ``order`` (put
  /// it back), so that the pass writes its arrays in place.
  func currentOrder() -> LayoutOrder {
    if var current = order.take(), !current.isStale {
      // Views that had no variables when the order was made may have them now.
      current.refreshMissingVariables(from: items)
      return current
    }
    return LayoutOrder(root: root, items: items)
  }

  /// Fills the order's frames: views relative to their superviews, guides relative to their
  /// owning views. One pass over the views, parents before children, in flat arrays; with
  /// `reusingUnsnapped`, from the unsnapped frames the safe-area pass left in the order
  /// (``LayoutOrder/Place/unsnapped``). Over the order of the last pass, compares each frame with the
  /// last one and marks the views to lay out (``PassScope/marked``); a new order lays out every
  /// view (``PassScope/everyView``).
  func computeFrames(reusingUnsnapped: Bool = false) -> PassScope {
    let tracking = order.map { !$0.isStale } ?? false
    var order = currentOrder()
    defer { self.order = order }
    let grid = self.pixelGrid
    let rootRect = CGRect(origin: .zero, size: root.storedFrame.size)
    // Each view's origin before this pass (NaN: it had none), for its subviews' frames before it.
    if tracking && order.previousOrigins.isEmpty {
      order.previousOrigins = [CGPoint](repeating: .zero, count: order.count)
    }
    // Taken out of the order while the pass reads the order's other arrays.
    var previousOrigins = order.previousOrigins
    order.previousOrigins = []
    defer { order.previousOrigins = previousOrigins }
    var sawNegative = false
    previousOrigins.withUnsafeMutableBufferPointer { origins in
      if tracking {
        origins[0] = order.places[0].hasAbsolute ? order.places[0].absolute.origin : Self.noRect.origin
      }
      order.places[0].absolute = rootRect
      order.places[0].hasAbsolute = true
      order.refreshSymbols(from: solver)
      if tracking { order.prepareMarks() }
      solver.withSolvedValues { values in
        order.entries.withUnsafeBufferPointer { entries in
          order.marks.withUnsafeMutableBufferPointer { marks in
            order.places.withUnsafeMutableBufferPointer { places in
              updateGuideFrames(of: places[0], in: rootRect, grid: grid, guides: order.guides, values: values)
              var markedParent = -1
              var parentMark: UInt8 = 0
              let noRect = Self.noRect
              // The smallest frame size (LayoutEngine+SizeFloors.swift).
              var smallest = CGFloat.infinity
              for slot in entries.indices.dropFirst() {
                // NaN where the view had no rectangle: every comparison below then finds a change.
                let hadRect = places[slot].hasAbsolute
                let previous = hadRect ? places[slot].absolute : noRect
                if tracking { origins[slot] = previous.origin }
                let parent = Int(places[slot].parent)
                guard places[slot].isLaidOut else {
                  places[slot].hasAbsolute = false
                  if tracking && hadRect {
                    marks[parent] = 1
                    marks[slot] = 1
                  }
                  continue
                }
                let unsnapped =
                  reusingUnsnapped
                  ? places[slot].unsnapped
                  : frame(
                    ofSymbols: entries[slot].symbols, in: values,
                    insets: entries[slot].reference._withUnsafeGuaranteedRef { $0.alignmentRectInsets })
                let rect = snapped(unsnapped, grid: grid)
                smallest = min(smallest, min(unsnapped.size.width, unsnapped.size.height))
                places[slot].absolute = rect
                places[slot].hasAbsolute = true
                updateGuideFrames(
                  of: places[slot], in: rect, grid: grid, guides: order.guides, values: values)
                guard tracking else { continue }
                // The frame relative to the superview, before and now, compared without branches
                // (a resize changes a varying share of the frames: branches would mispredict).
                let parentBefore = origins[parent]
                let parentNow = places[parent].absolute.origin
                let resized: UInt8 =
                  (previous.size.width != rect.size.width ? 1 : 0)
                  | (previous.size.height != rect.size.height ? 1 : 0)
                let moved: UInt8 =
                  resized | (rect.origin.x - parentNow.x != previous.origin.x - parentBefore.x ? 1 : 0)
                  | (rect.origin.y - parentNow.y != previous.origin.y - parentBefore.y ? 1 : 0)
                // Siblings are consecutive: their parent's mark is gathered in a register.
                if parent != markedParent {
                  if markedParent >= 0 { marks[markedParent] |= parentMark }
                  markedParent = parent
                  parentMark = 0
                }
                parentMark |= moved
                marks[slot] |= resized
              }
              if markedParent >= 0 { marks[markedParent] |= parentMark }
              sawNegative = smallest < 0
            }
          }
        }
      }
    }
    if sawNegative { sawNegativeSize = true }
    return tracking ? .marked : .everyView
  }

  /// A rectangle of NaNs: "none" where a comparison should find a change.
  static let noRect = CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)

  /// Sets the layout frames of a view's guides, relative to the view's absolute rectangle `owner`.
  @inline(__always)
  private func updateGuideFrames(
    of place: LayoutOrder.Place, in owner: CGRect, grid: PixelGrid, guides: [LayoutOrder.GuideEntry],
    values: SolvedValues
  ) {
    for index in place.guides {
      guard guides[Int(index)].variables != nil else { continue }
      let unsnapped = frame(ofSymbols: guides[Int(index)].symbols, in: values, insets: .zero)
      let rect = snapped(unsnapped, grid: grid).offsetBy(dx: -owner.minX, dy: -owner.minY)
      guides[Int(index)].reference._withUnsafeGuaranteedRef { $0.layoutFrame = rect }
    }
  }

  /// Calls `body` with every view of the hierarchy, parents first, as numbered for the last pass,
  /// without retaining each. Returns `nil` when it reached every view; when the hierarchy changed
  /// since the pass (no call), or a call changed it (a `layoutSubviews` that adds or removes a
  /// view), it stops and returns the addresses of the views it called `body` with.
  ///
  /// The views are those of the hierarchy while it is unchanged (their superviews hold them), so
  /// they are read through the order's unretained references; the check after each call stops
  /// before one could have been freed.
  ///
  /// With `markedOnly`, only the views ``LayoutOrder/marks`` holds (``PassScope/marked``), whose
  /// marks it clears; the addresses it returns are still those of every view up to where it
  /// stopped (the views after it lay out, whether marked or not).
  func forEachViewInLayoutOrder(markedOnly: Bool = false, _ body: (View) -> Void) -> Set<
    UnsafeMutableRawPointer
  >? {
    guard let order, !order.isStale, !needsRebuild else { return [] }
    let entries = order.entries
    var marks = [UInt8]()
    if markedOnly {
      // Taken out while the views lay out (a marked view's layoutSubviews may mark others,
      // which the next pass then finds in its queue), and put back cleared: the walk clears each
      // mark it reads, so only a walk that stopped early leaves marks to clear.
      self.order!.prepareMarks()
      swap(&marks, &self.order!.marks)
    }
    var stoppedAt: Int?
    defer {
      if markedOnly && self.order != nil && self.order!.marks.isEmpty {
        if let stoppedAt {
          for index in stoppedAt..<marks.count { marks[index] = 0 }
        }
        swap(&marks, &self.order!.marks)
      }
    }
    let stamp = orderStaleMarks
    // By index, reading the reference alone: copying an entry would retain its variables.
    return entries.withUnsafeBufferPointer { entries in
      for index in entries.indices {
        if markedOnly {
          guard marks[index] != 0 else { continue }
          marks[index] = 0
        }
        entries[index].reference._withUnsafeGuaranteedRef { body($0) }
        guard !needsRebuild, orderStaleMarks == stamp else {
          stoppedAt = index
          // Addresses only: a view laid out before the change may be gone.
          return Set(entries[...index].lazy.map { $0.reference.toOpaque() })
        }
      }
      return nil
    }
  }

  /// Marks the root and the views that asked for layout (`queued`) for ``View/layoutSubviews()``
  /// in the pass of ``PassScope/marked``. A view that left the hierarchy is not laid out here: its
  /// flag is cleared, so that it asks again where it is now.
  func markForPass(queued views: [View]) {
    guard order != nil, !order!.isStale else { return }
    order!.mark(0)
    for view in views {
      if view.rootView === root, let slot = order!.slot(of: view) {
        order!.mark(slot)
      } else {
        view.needsLayoutFlag = false
      }
    }
  }

  /// Gives a view's subviews the frames of the last pass (``View/layoutSubviews()``).
  func applyFrames(toSubviewsOf view: View) {
    // Taken out while the frames are written (a view's frame setter may ask the engine): moved
    // out and back, not copied (a copy retains and releases each of the order's arrays, once per
    // view with subviews).
    guard var order = order.take() else { return }
    applyFrames(toSubviewsOf: view, in: &order)
    self.order = consume order
  }

  private func applyFrames(toSubviewsOf view: View, in order: inout LayoutOrder) {
    guard let slot = order.slot(of: view) else { return }
    var child = Int(order.places[slot].firstChild)
    if !order.isStale {
      // The subviews are the consecutive slots from the first child's: read through the
      // order's unretained references (no retain and release per subview).
      let end = min(child + view.subviews.count, order.count)
      for s in child..<end {
        guard let frame = order.frame(at: s) else { continue }
        order.entries[s].reference._withUnsafeGuaranteedRef { subview in
          guard !frame.hasSameValues(as: subview.storedFrame) else { return }
          LayoutAnimation.recordChange(of: subview)
          subview.storedFrame = frame
          subview.autoresizingReferenceSize = nil
        }
      }
      return
    }
    for subview in view.subviews {
      // The subviews have consecutive slots unless the hierarchy changed since (stale order).
      let s =
        child < order.count && order.entries[child].holds(subview) ? child : order.slot(of: subview)
      child += 1
      guard let s, let frame = order.frame(at: s), !frame.hasSameValues(as: subview.storedFrame) else {
        continue
      }
      LayoutAnimation.recordChange(of: subview)
      subview.storedFrame = frame
      subview.autoresizingReferenceSize = nil
    }
  }

  /// Recomputes the safe-area insets of the given items' views (every view for `nil`) from the
  /// solved frames; returns whether one that a guide or the margins depend on changed (and queues
  /// the guide updates).
  func updateSafeAreaInsets(of items: [AnyObject]?) -> Bool {
    guard fitting == nil else { return false }
    let rootInsets = (root as? Window)?.windowSafeAreaInsets ?? .zero
    let bounds = CGRect(origin: .zero, size: root.storedFrame.size)
    let area = SafeArea(safe: SafeEdges(window: bounds, insets: rootInsets), scale: scale)
    var changed = false
    guard let items else {
      // Every view, in layout order: each view's unsnapped frame is kept for its subviews.
      var order = currentOrder()
      defer { self.order = order }
      if order.scrollShifts.isEmpty {
        order.scrollShifts = [ScrollShift](repeating: ScrollShift(), count: order.count)
      }
      // Taken out of the order while the pass reads the order's other arrays.
      var shifts = order.scrollShifts
      order.scrollShifts = []
      defer { order.scrollShifts = shifts }
      order.refreshSymbols(from: solver)
      solver.withSolvedValues { values in
        order.entries.withUnsafeBufferPointer { entries in
          order.places.withUnsafeMutableBufferPointer { places in
            shifts.withUnsafeMutableBufferPointer { shifts in
              // Siblings are consecutive: what their parent does to them (its shift, a scroll
              // view's offset and adjusted axes) is worked out once for all of them.
              var checkedParent = -1
              var siblingShift = ScrollShift()
              var siblingParentFrame = bounds
              for slot in entries.indices {
                let parent = Int(places[slot].parent)
                // Parents come first: the superview's entry already holds its unsnapped frame, and
                // what the scroll views above it do to its safe area.
                if parent >= 0, parent != checkedParent {
                  checkedParent = parent
                  siblingShift = shifts[parent]
                  siblingParentFrame = places[parent].unsnapped
                  entries[parent].reference._withUnsafeGuaranteedRef { superview in
                    guard let scroll = superview as? ScrollView else { return }
                    siblingShift.add(scroll, frameSize: siblingParentFrame.size, in: self)
                    // A scroll view's margins are in its bounds, which start at the content offset.
                    let offset = scroll.contentOffset
                    siblingParentFrame = siblingParentFrame.offsetBy(dx: offset.x, dy: offset.y)
                  }
                }
                let parentFrame = parent >= 0 ? siblingParentFrame : bounds
                var shift = parent >= 0 ? siblingShift : ScrollShift()
                let moved = entries[slot].reference._withUnsafeGuaranteedRef { view in
                  let frame =
                    slot == 0
                    ? bounds
                    : places[slot].isLaidOut
                      ? self.frame(
                        ofSymbols: entries[slot].symbols, in: values, insets: view.alignmentRectInsets)
                      : .zero
                  places[slot].unsnapped = frame
                  return updateSafeArea(
                    of: view, frame: frame, parentFrame: parentFrame, shift: &shift, in: area)
                }
                // The subviews inherit what a view controller's bars and extra insets take.
                shifts[slot] = shift
                if moved { changed = true }
              }
            }
          }
        }
      }
      return changed
    }
    // Parents before children: a child's preserved margins read its superview's. Views handed in
    // may have left the hierarchy.
    for view in parentsFirst(items.compactMap { $0 as? View }) where view.rootView === root {
      let frame = view === root ? bounds : (absoluteFrame(of: view) ?? .zero)
      // The superview's frame is read only for preserved margins.
      var parent =
        view.preservesSuperviewLayoutMargins
        ? view.superview.map { $0 === root ? bounds : (absoluteFrame(of: $0) ?? .zero) } ?? bounds : bounds
      if view.preservesSuperviewLayoutMargins, let scroll = view.superview as? ScrollView {
        let offset = scroll.contentOffset
        parent = parent.offsetBy(dx: offset.x, dy: offset.y)
      }
      var shift = scrollShift(of: view)
      if updateSafeArea(of: view, frame: frame, parentFrame: parent, shift: &shift, in: area) {
        changed = true
      }
    }
    return changed
  }

  /// What the scroll views and view controllers above `view` do to its safe area (see
  /// ``ScrollShift``).
  func scrollShift(of view: View) -> ScrollShift {
    var shift = ScrollShift()
    var ancestor = view.superview
    while let current = ancestor {
      if let scroll = current as? ScrollView {
        shift.add(scroll, frameSize: scroll.storedFrame.size, in: self)
      }
      ancestor = current.superview
    }
    // The controllers above: each narrows the safe area at the scroll offset of the scroll views
    // above it (the offsets met so far, its own included, are below it).
    var below = CGPoint.zero
    ancestor = view.superview
    while let current = ancestor {
      if let scroll = current as? ScrollView {
        below.x += scroll.contentOffset.x
        below.y += scroll.contentOffset.y
      }
      if current !== root, let controller = current.viewController, controller.extraSafeAreaInsets != .zero,
        let frame = absoluteFrame(of: current)
      {
        shift.limit(
          by: controller.extraSafeAreaInsets, frame: frame, insets: current.computedSafeAreaInsets,
          scrolledBy: CGPoint(x: shift.offset.x - below.x, y: shift.offset.y - below.y))
      }
      ancestor = current.superview
    }
    return shift
  }

  /// What scroll views do to the safe area of their content. A scroll view that adjusts its
  /// content insets along an axis (``ScrollView/adjustedAxes(contentSize:frameSize:)``: down
  /// unless `.never`, across when it scrolls sideways) has taken the safe area's edges on that axis
  /// into its ``ScrollView/adjustedContentInset``: its content has none there (a table's last cell
  /// over the home indicator, its first under a navigation bar, keep their margins — as Interface
  /// Builder stores them; a paged scroll view's pages in landscape have no notch inset). Along the
  /// other axis the content is where scrolling puts it on screen: moved by the content offset.
  struct ScrollShift {
    /// The sum of the content offsets of the scroll views above.
    var offset = CGPoint.zero
    /// Whether a scroll view above absorbs the top and bottom insets.
    var absorbsVertical = false
    /// Whether a scroll view above absorbs the left and right insets (it scrolls sideways).
    var absorbsHorizontal = false
    /// The edges of the safe area the view controllers above leave, in the window's coordinates
    /// (as the window's safe rectangle is): a controller's bars and
    /// ``ViewController/additionalSafeAreaInsets`` narrow its root view's safe area, and every view
    /// inside sees the same edges, as UIKit's safe area passes down the hierarchy. Infinite on the
    /// edges no controller narrows.
    var limitMinX = -CGFloat.infinity
    var limitMinY = -CGFloat.infinity
    var limitMaxX = CGFloat.infinity
    var limitMaxY = CGFloat.infinity
    /// Whether a controller above narrows the safe area.
    var isLimited = false

    /// Narrows the safe area by a controller's root view: on each edge its extra insets move, the
    /// edge of the root's safe area (`frame` less `insets`, in this pass's coordinates, which the
    /// offset of the scroll views above the root — `scrolledBy`, else the offset so far — maps to
    /// the window's).
    mutating func limit(by extra: EdgeInsets, frame: CGRect, insets: EdgeInsets, scrolledBy: CGPoint? = nil) {
      let offset = scrolledBy ?? offset
      if extra.left != 0 { limitMinX = max(limitMinX, frame.minX + insets.left - offset.x) }
      if extra.top != 0 { limitMinY = max(limitMinY, frame.minY + insets.top - offset.y) }
      if extra.right != 0 { limitMaxX = min(limitMaxX, frame.maxX - insets.right - offset.x) }
      if extra.bottom != 0 { limitMaxY = min(limitMaxY, frame.maxY - insets.bottom - offset.y) }
      isLimited = true
    }

    /// A safe area (in this pass's coordinates) within the controllers' edges.
    func limiting(_ safe: SafeEdges) -> SafeEdges {
      let minX = max(safe.minX, limitMinX + offset.x)
      let minY = max(safe.minY, limitMinY + offset.y)
      return SafeEdges(
        minX: minX, minY: minY, maxX: max(minX, min(safe.maxX, limitMaxX + offset.x)),
        maxY: max(minY, min(safe.maxY, limitMaxY + offset.y)))
    }

    /// Adds a scroll view the content is in, whose frame is `frameSize` (its axes that adjust the
    /// content insets absorb the safe area: ``ScrollView/adjustedAxes(contentSize:frameSize:)``, of
    /// the content size in the engine's solution).
    mutating func add(_ scroll: ScrollView, frameSize: CGSize, in engine: LayoutEngine) {
      let contentOffset = scroll.contentOffset
      offset.x += contentOffset.x
      offset.y += contentOffset.y
      guard scroll.contentInsetAdjustmentBehavior != .never else { return }
      let axes = scroll.adjustedAxes(contentSize: engine.solvedContentSize(of: scroll), frameSize: frameSize)
      if axes.vertical { absorbsVertical = true }
      if axes.horizontal { absorbsHorizontal = true }
    }
  }

  /// The window's safe area and the display scale, for one safe-area pass.
  struct SafeArea {
    let safe: SafeEdges
    let scale: CGFloat
  }

  /// The edges of a safe area, in the window's coordinates: the window's bounds less its safe-area
  /// insets on the edges that have one, and open (infinite) on the edges that have none. A screen
  /// edge without a bar, a sensor housing or a home indicator covers nothing, so a view beyond it
  /// — a page of a horizontally paged scroll view, off screen to the right — has no inset there,
  /// as in UIKit, where a view's safe area insets are the part of it other content covers.
  struct SafeEdges {
    var minX: CGFloat
    var minY: CGFloat
    var maxX: CGFloat
    var maxY: CGFloat

    init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
      (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// A window's safe area: its bounds less `insets`, open where an inset is 0.
    init(window bounds: CGRect, insets: EdgeInsets) {
      self.init(
        minX: insets.left > 0 ? bounds.minX + insets.left : -.infinity,
        minY: insets.top > 0 ? bounds.minY + insets.top : -.infinity,
        maxX: insets.right > 0 ? bounds.maxX - insets.right : .infinity,
        maxY: insets.bottom > 0 ? bounds.maxY - insets.bottom : .infinity)
    }

    /// The same edges moved by `dx`, `dy` (open edges stay open).
    func offsetBy(dx: CGFloat, dy: CGFloat) -> SafeEdges {
      SafeEdges(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }
  }

  /// Recomputes one view's safe-area insets and preserved margins from its unsnapped frame (and its
  /// superview's); returns whether a guide or the margins depend on one that changed (and queues
  /// the guide update).
  ///
  /// `shift` is what the scroll views above the view do to it (``ScrollShift``).
  @inline(__always)
  private func updateSafeArea(
    of view: View, frame: CGRect, parentFrame parent: CGRect, shift: inout ScrollShift, in area: SafeArea
  ) -> Bool {
    var safe = area.safe.offsetBy(dx: shift.offset.x, dy: shift.offset.y)
    if shift.isLimited { safe = shift.limiting(safe) }
    if shift.absorbsVertical {
      (safe.minY, safe.maxY) = (frame.minY, frame.maxY)
    }
    if shift.absorbsHorizontal {
      (safe.minX, safe.maxX) = (frame.minX, frame.maxX)
    }
    let scale = area.scale
    var insets = EdgeInsets(
      top: min(max(safe.minY - frame.minY, 0), frame.height),
      left: min(max(safe.minX - frame.minX, 0), frame.width),
      bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
      right: min(max(frame.maxX - safe.maxX, 0), frame.width))
    var extra = EdgeInsets.zero
    if let controller = view.viewController {
      extra = controller.extraSafeAreaInsets
      insets = EdgeInsets(
        top: insets.top + extra.top, left: insets.left + extra.left, bottom: insets.bottom + extra.bottom,
        right: insets.right + extra.right)
    }
    // Most views lie inside the safe area: nothing to snap (four divisions a view otherwise).
    let rounded =
      insets == .zero
      ? EdgeInsets.zero
      : EdgeInsets(
        top: snapToPixels(insets.top, scale: scale), left: snapToPixels(insets.left, scale: scale),
        bottom: snapToPixels(insets.bottom, scale: scale), right: snapToPixels(insets.right, scale: scale))
    if extra != .zero, view !== root { shift.limit(by: extra, frame: frame, insets: rounded) }
    var preserved = EdgeInsets.zero
    if view.preservesSuperviewLayoutMargins, let superview = view.superview {
      let m = superview.effectiveMargins
      preserved = EdgeInsets(
        top: max(0, parent.minY + m.top - frame.minY), left: max(0, parent.minX + m.left - frame.minX),
        bottom: max(0, frame.maxY - (parent.maxY - m.bottom)),
        right: max(0, frame.maxX - (parent.maxX - m.right)))
    }
    guard rounded != view.computedSafeAreaInsets || preserved != view.computedPreservedMargins else {
      return false
    }
    if rounded != view.computedSafeAreaInsets { safeAreaChanged.append(view) }
    view.computedSafeAreaInsets = rounded
    view.computedPreservedMargins = preserved
    guard system.contains(.systemGuides, of: view) else { return false }
    pending.margins.append(view)
    return true
  }

  /// The frame the last pass computed for a view, in its superview's coordinates.
  func frame(of view: View) -> CGRect? {
    guard order != nil, let slot = order!.slot(of: view) else { return nil }
    return order!.frame(at: slot)
  }
}

extension CGRect {
  /// Whether both rectangles hold the same four numbers: whether a frame changed. (Foundation's
  /// `==` on Linux is a call into another module; this one inlines into the layout pass.)
  @inline(__always)
  func hasSameValues(as other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
      && size.height == other.size.height
  }
}

import Cassowary
import Foundation

/// The views of one engine's hierarchy in breadth-first order (parents before children), with what
/// a layout pass reads and writes for each in flat arrays indexed by the view's slot: made once per
/// structure change, so that a pass over 100,000 views hashes none of them.
///
/// A view finds its slot through ``View/layoutSlot``, checked against the entry (a view laid out by
/// several engines, a fitting engine and its hierarchy's, falls back to a table made on first use).
///
/// ```swift
/// var order = LayoutOrder(root: window, items: engine.items)
/// order.entries[0].view === window        // the root comes first
/// let slot = order.slot(of: label)!       // label's index in every array
/// order.places[slot].parent               // the slot of label's superview
/// ```
struct LayoutOrder {
  /// One view: not retained (the hierarchy retains it, and the engine marks the order stale
  /// whenever a view joins or leaves), and its variables.
  struct Entry {
    /// The view, unretained: a pass reads it through `_withUnsafeGuaranteedRef`; compared by
    /// address (``holds(_:)``) without touching the view, as a stale order may outlive it.
    let reference: Unmanaged<View>
    var variables: ItemVariables?
    /// The solver's numbers of the variables' symbols (minX, minY, width, height; -1 for none), so
    /// that a pass reads the values from the solver's flat arrays (see ``LayoutOrder/numbering``).
    var symbols = SIMD4<Int32>(repeating: -1)

    var view: View { reference.takeUnretainedValue() }

    init(view: View, variables: ItemVariables?) {
      reference = Unmanaged.passUnretained(view)
      self.variables = variables
    }

    /// Whether this entry is `view`'s.
    @inline(__always)
    func holds(_ view: View) -> Bool { reference.toOpaque() == Unmanaged.passUnretained(view).toOpaque() }

  }

  /// One layout guide of a view (its own and its system guides), not retained, and its variables.
  struct GuideEntry {
    let reference: Unmanaged<LayoutGuide>
    var variables: ItemVariables?
    /// The symbols of the variables, as ``Entry/symbols``.
    var symbols = SIMD4<Int32>(repeating: -1)

    var guide: LayoutGuide { reference.takeUnretainedValue() }
  }

  /// What a pass computes for one view: plain values, so that a pass writes them in place.
  struct Place {
    /// The superview's slot (-1 for the root).
    let parent: Int32
    /// The slot of the first subview: a view's subviews have consecutive slots.
    var firstChild: Int32 = 0
    /// The view's guides in ``LayoutOrder/guides``.
    var guides: Range<Int32> = 0..<0
    /// Whether the view has variables (the others get no frame).
    var isLaidOut: Bool
    var hasAbsolute = false
    /// The snapped rectangle in the root's coordinates, valid where ``hasAbsolute`` is set: the
    /// last pass's until the frame pass replaces it. A view's frame is its rectangle less its
    /// superview's origin.
    var absolute = CGRect.zero
    /// The unsnapped rectangle in the root's coordinates that the last full safe-area pass
    /// computed, which the frame pass after it snaps (beside ``absolute``: one stream of memory).
    var unsnapped = CGRect.zero
  }

  private(set) var entries: [Entry] = []
  /// Per slot, what the last pass computed.
  var places: [Place] = []
  /// Per slot, 1 where the view's ``View/layoutSubviews()`` runs in this pass: a view whose size
  /// changed, the superview of a view whose frame changed (empty: none marked yet). Cleared by
  /// the walk that reads it.
  var marks: [UInt8] = []
  /// The views' guides, each view's side by side (``Place/guides``).
  private(set) var guides: [GuideEntry] = []
  /// Per slot, what the scroll views above the view do to its safe area, kept between the full
  /// safe-area passes over this order (`LayoutEngine.updateSafeAreaInsets(of:)`); empty until
  /// the first.
  var scrollShifts: [LayoutEngine.ScrollShift] = []
  /// Per slot, the view's origin in the root before a frame pass (NaN: it had none): the pass's
  /// scratch, kept so that a pass over this order allocates none (`LayoutEngine.computeFrames`);
  /// empty until the first pass that tracks changes.
  var previousOrigins: [CGPoint] = []
  /// Set when the hierarchy changed since the order was made: its frames still answer
  /// ``LayoutEngine/frame(of:)`` until the next pass, which makes a new order (its views may be
  /// gone: a stale order's views are never touched).
  var isStale = false
  /// Whether some view had no variables (looked up again at each pass).
  private var hasMissingVariables = false
  /// The solver numbering and symbol count ``Entry/symbols`` were read at (`nil`: never).
  private var numbering: (stamp: SymbolNumbering, count: Int)?
  /// The slots of views whose ``View/layoutSlot`` another engine's order overwrote.
  private var fallback: [UnsafeMutableRawPointer: Int32]?

  /// Walks the hierarchy under `root` and numbers its views (their ``View/layoutSlot``).
  init(root: View, items: ItemVariableStore) {
    var entries: [Entry] = [Entry(view: root, variables: items.existing(root))]
    var places: [Place] = [Place(parent: -1, isLaidOut: entries[0].variables != nil)]
    root.layoutSlot = 0
    var index = 0
    while index < entries.count {
      let view = entries[index].view
      places[index].firstChild = Int32(entries.count)
      if !view.guides.isEmpty || view.systemGuides.hasAny {
        let start = Int32(guides.count)
        for guide in view.guides + view.systemGuides.values {
          let variables = items.existing(guide)
          guides.append(GuideEntry(reference: Unmanaged.passUnretained(guide), variables: variables))
          if variables == nil { hasMissingVariables = true }
        }
        places[index].guides = start..<Int32(guides.count)
      }
      for subview in view.subviews {
        subview.layoutSlot = Int32(entries.count)
        let variables = items.existing(subview)
        entries.append(Entry(view: subview, variables: variables))
        places.append(Place(parent: Int32(index), isLaidOut: variables != nil))
        if variables == nil { hasMissingVariables = true }
      }
      index += 1
    }
    self.entries = entries
    self.places = places
  }

  var count: Int { entries.count }

  /// Marks the view in `slot` for ``View/layoutSubviews()`` in this pass.
  @inline(__always)
  mutating func mark(_ slot: Int) {
    prepareMarks()
    marks[slot] = 1
  }

  /// Makes ``marks`` one cleared entry per slot if it is not (made once per order).
  @inline(__always)
  mutating func prepareMarks() {
    if marks.count != entries.count { marks = [UInt8](repeating: 0, count: entries.count) }
  }

  /// Records that the view in `slot` got a new frame: its superview lays out, and the view itself
  /// when its size changed (UIKit calls `layoutSubviews` of a view whose bounds' size changed, and
  /// of the superview whose engine moved a subview).
  @inline(__always)
  mutating func markFrameChange(of slot: Int, resized: Bool) {
    let parent = Int(places[slot].parent)
    if parent >= 0 { mark(parent) }
    if resized { mark(slot) }
  }

  /// The frame of the view in `slot` in its superview's coordinates, if it has one.
  func frame(at slot: Int) -> CGRect? {
    let parent = Int(places[slot].parent)
    guard parent >= 0, places[slot].hasAbsolute, places[parent].hasAbsolute else { return nil }
    let origin = places[parent].absolute.origin
    return places[slot].absolute.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// Reads the symbol numbers of the views' variables again when the solver numbered symbols since
  /// (a new solver, a dropped symbol, a variable added): after a constant change or a suggestion,
  /// none.
  mutating func refreshSymbols(from solver: Solver) {
    let current = (stamp: solver.symbolNumbering, count: solver.symbolCount)
    if let numbering, numbering.stamp == current.stamp, numbering.count == current.count { return }
    numbering = current
    func symbols(of v: ItemVariables?) -> SIMD4<Int32> {
      guard let v else { return SIMD4(repeating: -1) }
      return SIMD4(
        solver.symbolNumber(of: v.minX), solver.symbolNumber(of: v.minY), solver.symbolNumber(of: v.width),
        solver.symbolNumber(of: v.height))
    }
    for slot in entries.indices { entries[slot].symbols = symbols(of: entries[slot].variables) }
    for index in guides.indices { guides[index].symbols = symbols(of: guides[index].variables) }
  }

  /// Looks up the variables of the views that had none when the order was made.
  mutating func refreshMissingVariables(from items: ItemVariableStore) {
    guard hasMissingVariables else { return }
    hasMissingVariables = false
    var found = false
    for slot in entries.indices where entries[slot].variables == nil {
      entries[slot].variables = items.existing(entries[slot].view)
      places[slot].isLaidOut = entries[slot].variables != nil
      if entries[slot].variables == nil { hasMissingVariables = true } else { found = true }
    }
    for index in guides.indices where guides[index].variables == nil {
      guides[index].variables = items.existing(guides[index].guide)
      if guides[index].variables == nil { hasMissingVariables = true } else { found = true }
    }
    // The symbols of the variables found are read at the next ``refreshSymbols(from:)``.
    if found { numbering = nil }
  }

  /// The slot of a view of this hierarchy, or `nil` for a view outside it.
  mutating func slot(of view: View) -> Int? {
    let slot = Int(view.layoutSlot)
    if slot >= 0 && slot < entries.count && entries[slot].holds(view) { return slot }
    // Rare: the view was numbered by another engine since (a fitting engine over its subtree).
    if fallback == nil {
      var table: [UnsafeMutableRawPointer: Int32] = [:]
      for (slot, entry) in entries.enumerated() { table[entry.reference.toOpaque()] = Int32(slot) }
      fallback = table
    }
    return fallback![Unmanaged.passUnretained(view).toOpaque()].map { Int($0) }
  }
}

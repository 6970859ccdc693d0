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
/// order.entries[slot].parent              // the slot of label's superview
/// ```
struct LayoutOrder {
  /// One view: not retained (the hierarchy retains it, and the engine drops the order whenever a
  /// view joins or leaves), its variables, and its superview's slot (-1 for the root).
  struct Entry {
    unowned(unsafe) let view: View
    /// The view's identity, compared without touching the view (a stale order may outlive it).
    let id: ObjectIdentifier
    var variables: ItemVariables?
    let parent: Int32

    init(view: View, variables: ItemVariables?, parent: Int32) {
      self.view = view
      id = ObjectIdentifier(view)
      self.variables = variables
      self.parent = parent
    }
  }

  private(set) var entries: [Entry] = []
  /// Set when the hierarchy changed since the order was made: its frames still answer
  /// ``LayoutEngine/frame(of:)`` until the next pass, which makes a new order (its views may be
  /// gone: a stale order's views are never touched).
  var isStale = false
  /// Whether some view had no variables (looked up again at each pass).
  private var hasMissingVariables = false
  /// Each view's snapped rectangle in the root's coordinates, valid where ``hasAbsolute`` is set.
  var absolute: [CGRect]
  /// Each view's snapped frame in its superview's coordinates, valid where ``hasFrame`` is set.
  var frames: [CGRect]
  var hasAbsolute: [Bool]
  var hasFrame: [Bool]
  /// Room for a pass's per-view rectangles (the safe-area pass's unsnapped frames).
  var scratch: [CGRect]
  /// The slots of views whose ``View/layoutSlot`` another engine's order overwrote.
  private var fallback: [ObjectIdentifier: Int32]?

  /// Walks the hierarchy under `root` and numbers its views (their ``View/layoutSlot``).
  init(root: View, items: ItemVariableStore) {
    var entries: [Entry] = [Entry(view: root, variables: items.existing(root), parent: -1)]
    root.layoutSlot = 0
    var index = 0
    while index < entries.count {
      let view = entries[index].view
      for subview in view.subviews {
        subview.layoutSlot = Int32(entries.count)
        entries.append(Entry(view: subview, variables: items.existing(subview), parent: Int32(index)))
      }
      index += 1
    }
    self.entries = entries
    hasMissingVariables = entries.contains { $0.variables == nil }
    absolute = Array(repeating: .zero, count: entries.count)
    frames = absolute
    scratch = absolute
    hasAbsolute = Array(repeating: false, count: entries.count)
    hasFrame = hasAbsolute
  }

  var count: Int { entries.count }

  /// Looks up the variables of the views that had none when the order was made.
  mutating func refreshMissingVariables(from items: ItemVariableStore) {
    guard hasMissingVariables else { return }
    hasMissingVariables = false
    for slot in entries.indices where entries[slot].variables == nil {
      entries[slot].variables = items.existing(entries[slot].view)
      if entries[slot].variables == nil { hasMissingVariables = true }
    }
  }

  /// The slot of a view of this hierarchy, or `nil` for a view outside it.
  mutating func slot(of view: View) -> Int? {
    let slot = Int(view.layoutSlot)
    if slot >= 0 && slot < entries.count && entries[slot].id == ObjectIdentifier(view) { return slot }
    // Rare: the view was numbered by another engine since (a fitting engine over its subtree).
    if fallback == nil {
      var table: [ObjectIdentifier: Int32] = [:]
      for (slot, entry) in entries.enumerated() { table[entry.id] = Int32(slot) }
      fallback = table
    }
    return fallback![ObjectIdentifier(view)].map { Int($0) }
  }

  /// The views, parents first (of an order that is not stale).
  var views: [View] { entries.map(\.view) }
}

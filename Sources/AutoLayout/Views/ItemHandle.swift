/// A reference to a view or layout guide that does not keep it alive and reads `nil` once the item
/// is gone: what a `weak` reference does, without its cost. Swift counts every retain and release
/// of an object that has ever been weakly referenced in a side table; views are referenced from
/// their anchors, constraints and the engine's records, and that slow path was a fifth of the time
/// of laying out 100,000 views. The item makes its handle on first use and clears it in `deinit`.
///
/// ```swift
/// let handle = view.itemHandle
/// handle.object === view   // true, until the view is deallocated; then nil
/// ```
final class ItemHandle {
  /// The item, or `nil` once it was deallocated (its `deinit` clears this before anything else).
  unowned(unsafe) var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }
}

extension ItemHandle {
  /// The handle kept in `storage`, made for `object` on first use.
  ///
  /// ```swift
  /// var itemHandle: ItemHandle { ItemHandle.stored(in: &handleStorage, for: self) }
  /// ```
  static func stored(in storage: inout ItemHandle?, for object: AnyObject) -> ItemHandle {
    if let storage { return storage }
    let made = ItemHandle(object)
    storage = made
    return made
  }
}

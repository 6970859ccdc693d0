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
class ItemHandle {
  /// The item, or `nil` once it was deallocated (its `deinit` clears this before anything else).
  final unowned(unsafe) var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }

  /// The object of a ``WeakItemHandle`` (`nil` for a view's or a guide's handle, whose item is
  /// ``object``).
  var weakObject: AnyObject? { nil }

  /// The handle of a view or a layout guide (theirs), or, for any other object, a handle that
  /// keeps it alive (nothing would clear an unowned reference to it).
  ///
  /// ```swift
  /// ItemHandle.of(view) === view.itemHandle   // true
  /// ```
  static func of(_ object: AnyObject) -> ItemHandle {
    if let view = object as? View { return view.itemHandle }
    if let guide = object as? LayoutGuide { return guide.itemHandle }
    return RetainingItemHandle(object)
  }
}

/// The handle of an object that is neither a view nor a layout guide: it keeps the object.
final class RetainingItemHandle: ItemHandle {
  private let retained: AnyObject

  override init(_ object: AnyObject) {
    retained = object
    super.init(object)
  }
}

/// The handle an anchor keeps for an object that is neither a view nor a layout guide (a misuse
/// UIKit reports): a `weak` reference, so the anchor does not keep it alive.
///
/// ```swift
/// let handle = WeakItemHandle(object)
/// handle.weakObject === object   // true while something else keeps the object
/// ```
final class WeakItemHandle: ItemHandle {
  private weak var target: AnyObject?

  override init(_ object: AnyObject) {
    target = object
    super.init(object)
    self.object = nil
  }

  override var weakObject: AnyObject? { target }
}

extension ItemHandle {
  /// The handle kept in `storage`, made for `object` on first use.
  ///
  /// ```swift
  /// var itemHandle: ItemHandle { ItemHandle.stored(in: &handleStorage, for: self) }
  /// ```
  static func stored(in storage: inout ItemHandle?, for object: AnyObject) -> ItemHandle {
    madeOnFirstUse(&storage) { ItemHandle(object) }
  }
}

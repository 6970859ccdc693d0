import Synchronization

/// Hands out the stamps of hierarchy structures: every change to a view hierarchy that a cached
/// fitting engine cannot follow by itself (constraints added, removed or changed, views moved
/// between superviews, autoresizing, margins, fonts, content priorities) gives the hierarchy's
/// root a new stamp (``View/structureGeneration``), unique across hierarchies. A
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// engine built under one stamp is reused only while its root has the same. Intrinsic sizes do
/// not change the stamp: a reused engine measures its views again.
let layoutStructureStamps = Atomic<UInt64>(0)

extension View {
  /// Gives this view's hierarchy a new structure stamp.
  @inline(__always)
  func structureChanged() {
    rootView.structureGeneration = layoutStructureStamps.add(1, ordering: .relaxed).newValue
  }

  /// The hierarchy's current stamp (a new one if it never had one).
  var currentStructureStamp: UInt64 {
    let root = rootView
    if root.structureGeneration == 0 {
      root.structureGeneration = layoutStructureStamps.add(1, ordering: .relaxed).newValue
    }
    return root.structureGeneration
  }
}

/// A view's fitting engine and the structure stamp it was built under.
final class FittingCache {
  let engine: LayoutEngine
  let generation: UInt64

  init(engine: LayoutEngine, generation: UInt64) {
    self.engine = engine
    self.generation = generation
  }
}

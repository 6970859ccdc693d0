/// A binary min-heap: the solver's deterministic "lowest first" choices (Bland's rule over symbol
/// indices, program order in ``EvaluationProgram``, latest-defined row first in ``Tableau/expand(_:)``
/// through a reversed order) without scanning every candidate. Every user keeps its elements
/// distinct, so the order in which they come out does not depend on how the heap is built.
///
/// ```swift
/// var heap = Heap<Int32>()
/// heap.push(7); heap.push(3)
/// heap.popMin()   // 3
/// ```
struct Heap<Element: Comparable> {
  private var storage: [Element] = []

  var isEmpty: Bool { storage.isEmpty }

  /// How many elements the heap holds.
  var count: Int { storage.count }

  /// The smallest element, left in the heap.
  var min: Element? { storage.first }

  /// The elements in no particular order.
  var unorderedElements: [Element] { storage }

  mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

  /// Sifts up by moving parents into a hole (one write per level instead of a swap), over the
  /// buffer: the dual simplex pushes and pops one entry per row a resize crosses.
  mutating func push(_ value: Element) {
    storage.append(value)
    storage.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) >> 1
        if heap[parent] <= value { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = value
    }
  }

  mutating func popMin() -> Element? {
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else { return last }
    return storage.withUnsafeMutableBufferPointer { heap in
      let top = heap[0]
      let count = heap.count
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= count { break }
        let right = left + 1
        let child = right < count && heap[right] < heap[left] ? right : left
        if last <= heap[child] { break }
        heap[parent] = heap[child]
        parent = child
      }
      heap[parent] = last
      return top
    }
  }
}

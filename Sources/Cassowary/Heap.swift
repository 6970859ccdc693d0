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
  /// A binary min-heap — or, while ``isSorted``, the elements in ascending order from ``head``.
  private var storage: [Element] = []
  /// Whether every element came in no smaller than the one before (a resize that crosses a
  /// preference queues its rows in symbol order): the elements are then taken from the front,
  /// one read each, instead of sifting down the whole height of the heap per element.
  private var isSorted = true
  /// While sorted, the position of the smallest element (the ones before it were taken).
  private var head = 0

  var isEmpty: Bool { storage.count == head }

  /// How many elements the heap holds.
  var count: Int { storage.count - head }

  /// The smallest element, left in the heap.
  var min: Element? { isEmpty ? nil : storage[head] }

  /// Calls `body` with each element, in no particular order, without copying them out.
  func forEachUnordered(_ body: (Element) -> Void) {
    for i in head..<storage.count { body(storage[i]) }
  }

  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
    isSorted = true
  }

  /// Sifts up by moving parents into a hole (one write per level instead of a swap), over the
  /// buffer: the dual simplex pushes and pops one entry per row a resize crosses. Elements that
  /// come in ascending order are appended.
  mutating func push(_ value: Element) {
    if isSorted {
      if storage.count == head || storage[storage.count - 1] <= value {
        storage.append(value)
        return
      }
      // A sorted array is a heap: drop the taken elements and sift from here on.
      if head > 0 {
        storage.removeFirst(head)
        head = 0
      }
      isSorted = false
    }
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
    if isSorted {
      guard head < storage.count else { return nil }
      let top = storage[head]
      head += 1
      if head == storage.count {
        storage.removeAll(keepingCapacity: true)
        head = 0
      }
      return top
    }
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else {
      isSorted = true
      return last
    }
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

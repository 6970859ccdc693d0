/// A binary min-heap of symbol indices: the solver's deterministic choice of "the lowest index
/// first" (Bland's rule) without scanning every candidate.
struct MinHeap {
  private var storage: [Int32] = []

  var isEmpty: Bool { storage.isEmpty }

  mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

  mutating func push(_ value: Int32) {
    storage.append(value)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMin() -> Int32? {
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else { return last }
    let top = storage[0]
    storage[0] = last
    var parent = 0
    let count = storage.count
    while true {
      let left = 2 * parent + 1
      if left >= count { break }
      let right = left + 1
      let child = right < count && storage[right] < storage[left] ? right : left
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      parent = child
    }
    return top
  }
}

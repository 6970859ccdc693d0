/// Sums sparse terms densely (in the tableau's scratch column) and returns them as a sorted row.
struct Accumulator {
  private var touched: [Int32] = []

  /// Adds `coefficient · symbol`.
  mutating func add(_ symbol: Int32, _ coefficient: Double, in tableau: inout Tableau) {
    let s = Int(symbol)
    if tableau.scratchMark[s] != tableau.scratchEpoch {
      tableau.scratchMark[s] = tableau.scratchEpoch
      tableau.scratch[s] = 0
      touched.append(symbol)
    }
    tableau.scratch[s] += coefficient
  }

  /// Removes `symbol` and returns its coefficient.
  mutating func take(_ symbol: Int32, in tableau: inout Tableau) -> Double {
    let s = Int(symbol)
    guard tableau.scratchMark[s] == tableau.scratchEpoch else { return 0 }
    let value = tableau.scratch[s]
    tableau.scratch[s] = 0
    return value
  }

  /// The sum as a row (zero coefficients dropped, cells sorted); resets the scratch column.
  mutating func row(constant: Double, in tableau: inout Tableau) -> Row {
    touched.sort()
    var cells: [Cell] = []
    cells.reserveCapacity(touched.count)
    for symbol in touched {
      let value = tableau.scratch[Int(symbol)]
      if !nearZero(value) { cells.append(Cell(symbol: symbol, coefficient: value)) }
    }
    touched.removeAll()
    tableau.scratchEpoch += 1
    return Row(constant: constant, cells: cells)
  }
}

/// A max-heap of basic symbols by the key of their rows: expansion goes latest-defined first.
struct KeyHeap {
  private var storage: [(key: Int64, symbol: Int32)] = []

  mutating func push(key: Int64, symbol: Int32) {
    storage.append((key, symbol))
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if storage[parent].key >= storage[child].key { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMax() -> Int32? {
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else { return last.symbol }
    let top = storage[0].symbol
    storage[0] = last
    var parent = 0
    let count = storage.count
    while true {
      let left = 2 * parent + 1
      if left >= count { break }
      let right = left + 1
      let child = right < count && storage[right].key > storage[left].key ? right : left
      if storage[parent].key >= storage[child].key { break }
      storage.swapAt(parent, child)
      parent = child
    }
    return top
  }
}

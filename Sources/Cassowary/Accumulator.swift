/// Sums sparse terms densely (in the tableau's scratch column) and returns them as a sorted row.
struct Accumulator {
  private var touched: [Symbol] = []

  /// Adds `coefficient · symbol`.
  mutating func add(_ symbol: Symbol, _ coefficient: Double, in tableau: inout Tableau) {
    let s = Int(symbol)
    if tableau.symbols.scratchMark[s] != tableau.valueCache.scratchEpoch {
      tableau.symbols.scratchMark[s] = tableau.valueCache.scratchEpoch
      tableau.symbols.scratch[s] = 0
      touched.append(symbol)
    }
    tableau.symbols.scratch[s] += coefficient
  }

  /// Removes `symbol` and returns its coefficient.
  mutating func take(_ symbol: Symbol, in tableau: inout Tableau) -> Double {
    let s = Int(symbol)
    guard tableau.symbols.scratchMark[s] == tableau.valueCache.scratchEpoch else { return 0 }
    let value = tableau.symbols.scratch[s]
    tableau.symbols.scratch[s] = 0
    return value
  }

  /// An accumulator that fills `buffer` (emptied, its capacity kept: the tableau's spare list).
  init(buffer: [Symbol] = []) {
    touched = buffer
    touched.removeAll(keepingCapacity: true)
  }

  /// The sum as a row (zero coefficients dropped, cells sorted); resets the scratch column and
  /// gives the symbol list's buffer back to the tableau.
  mutating func row(constant: Double, in tableau: inout Tableau) -> Row {
    // A row touches a handful of symbols: an insertion sort, without the general sort's set-up.
    if touched.count <= 16 {
      touched.withUnsafeMutableBufferPointer { list in
        for i in list.indices.dropFirst() {
          let symbol = list[i]
          var j = i
          while j > 0 && list[j - 1] > symbol {
            list[j] = list[j - 1]
            j -= 1
          }
          list[j] = symbol
        }
      }
    } else {
      touched.sort()
    }
    // Symbols that cancelled out are not kept: the row is allocated at its final size (a row
    // built by expanding others may touch many symbols and keep two).
    var kept = 0
    for symbol in touched where !nearZero(tableau.symbols.scratch[Int(symbol)]) { kept += 1 }
    var cells: [Cell] = []
    cells.reserveCapacity(kept)
    for symbol in touched {
      let value = tableau.symbols.scratch[Int(symbol)]
      if !nearZero(value) { cells.append(Cell(symbol: symbol, coefficient: value)) }
    }
    touched.removeAll(keepingCapacity: true)
    // The list's buffer goes back to the tableau for the next accumulator.
    swap(&touched, &tableau.spares.accumulatorList)
    tableau.advanceScratchEpoch()
    return Row(constant: constant, cells: cells)
  }
}

/// A basic symbol waiting in ``Tableau/expand(_:)``, ordered by the key of its row, highest first
/// (latest-defined rows expand first): a ``Heap`` of them pops the highest key.
struct PendingExpansion: Comparable {
  var key: Int64
  var symbol: Symbol

  static func < (a: Self, b: Self) -> Bool { a.key > b.key }
  static func == (a: Self, b: Self) -> Bool { a.key == b.key }
}

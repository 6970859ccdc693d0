/// A row of the tableau: `basic = constant + Σ coefficient · symbol`.
///
/// The row of a restricted symbol (slack, error) is in solved form: its cells are parametric
/// symbols only, so its constant is its value. The row of an external symbol may also refer to
/// basic symbols whose rows have smaller keys: a layout's `cell[k].top == cell[k-1].bottom` stays
/// two cells long instead of growing with `k`.
///
/// The cells are sorted by symbol and never contain the basic symbol or a zero coefficient, so two
/// rows merge in linear time and every operation visits the cells in the same order on every run.
struct Row {
  var constant: Double
  var cells: [Cell]
  /// The row's place in the order of definition: a row may refer to the basic symbols of rows with
  /// smaller keys only (see ``Tableau``).
  var key: Int64 = 0

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol` in ``cells``, or `nil`.
  @inline(__always)
  func index(of symbol: Symbol) -> Int? {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol
      if s == symbol { return mid }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol` in sorted `cells`, or `nil` when absent (a binary search).
  @inline(__always)
  static func coefficient(of symbol: Symbol, in cells: UnsafeBufferPointer<Cell>) -> Double? {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol
      if s == symbol { return cells[mid].coefficient }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol`, zero when absent.
  @inline(__always)
  func coefficient(for symbol: Symbol) -> Double {
    if let i = index(of: symbol) { return cells[i].coefficient }
    return 0
  }

  /// Replaces the cell at `index` by `cell`, moving it to its place in symbol order (the cells
  /// between shift by one): a pivot's leaving symbol takes its entering symbol's cell without
  /// growing or shrinking the array.
  ///
  /// - Complexity: O(cells between the old and the new place).
  mutating func replaceCell(at index: Int, with cell: Cell) {
    cells.withUnsafeMutableBufferPointer { cells in
      var i = index
      while i > 0 && cells[i - 1].symbol > cell.symbol {
        cells[i] = cells[i - 1]
        i -= 1
      }
      while i + 1 < cells.count && cells[i + 1].symbol < cell.symbol {
        cells[i] = cells[i + 1]
        i += 1
      }
      cells[i] = cell
    }
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }
}

/// The rows of external symbols flattened into one straight-line program, in definition order
/// (row keys ascending), so that reading every value after an edit is one pass over flat arrays.
///
/// Recompiled only when an external row changes; an edit that moves constants only, or pivots
/// among slack and error rows (the animation / window-resize path), just runs it again.
struct EvaluationProgram {
  /// The external symbol and the row slot of each instruction.
  var symbols: [Symbol] = []
  var slots: [Int32] = []
  /// Instruction `i` reads `references[start[i] ..< start[i + 1]]`.
  var start: [Int32] = [0]
  /// `r >= 0`: the value of instruction `r`; `r < 0`: the restricted symbol `-r - 1` (the constant
  /// of its row, or 0 while it is parametric). Parametric external symbols (always 0) are left out.
  var references: [Int32] = []
  var coefficients: [Double] = []
  /// The result of each instruction.
  var values: [Double] = []
  /// The instruction of each symbol, or -1.
  var index: [Int32] = []
  var structureEpoch = -1
  var valueEpoch = -1
  /// The instructions that read each instruction's value, and each restricted symbol's.
  var dependents: [[Int32]] = []
  var restrictedDependents: [[Int32]] = []
  var pendingFlag: [Bool] = []

  mutating func compile(_ tableau: Tableau) {
    var order: [(key: Int64, slot: Int32)] = []
    for slot in tableau.rows.indices {
      if let basic = tableau.basicOf[slot], tableau.symbols.kinds[Int(basic)] == .external {
        order.append((tableau.rows[slot].key, Int32(slot)))
      }
    }
    order.sort { $0.key < $1.key }
    symbols = []
    slots = []
    start = [0]
    references = []
    coefficients = []
    index = [Int32](repeating: -1, count: tableau.symbols.kinds.count)
    dependents = []
    restrictedDependents = [[Int32]](repeating: [], count: tableau.symbols.kinds.count)
    for (i, entry) in order.enumerated() {
      let symbol = tableau.basicOf[Int(entry.slot)]!
      symbols.append(symbol)
      slots.append(entry.slot)
      index[Int(symbol)] = Int32(i)
      dependents.append([])
      for cell in tableau.rows[Int(entry.slot)].cells {
        let s = Int(cell.symbol)
        if tableau.symbols.kinds[s] == .external {
          guard tableau.symbols.rowOf[s] >= 0 else { continue }
          references.append(index[s])
          dependents[Int(index[s])].append(Int32(i))
        } else {
          references.append(-cell.symbol.id - 1)
          restrictedDependents[s].append(Int32(i))
        }
        coefficients.append(cell.coefficient)
      }
      start.append(Int32(references.count))
    }
    values = [Double](repeating: 0, count: symbols.count)
    pendingFlag = [Bool](repeating: false, count: symbols.count)
  }

  /// Re-evaluates the instructions that depend on `symbols` (whose values may have changed), in
  /// program order, following only values that really changed; returns the instructions whose
  /// values changed — or `nil`, having given up, once more than `limit` instructions are to be
  /// re-evaluated or have changed (a full ``run(_:_:)`` is then cheaper than following the changes
  /// one by one). An edit that moves the whole layout (a window width) gives up while queueing,
  /// before it has paid for a heap of every instruction.
  ///
  /// - Complexity: O(k log k + references read) for the k ≤ `limit` instructions re-evaluated.
  mutating func propagate(
    from symbols: [Symbol], kinds: [SymbolKind], rows: [Row], rowOf: [Int32], limit: Int
  ) -> [Int32]? {
    var heap = Heap<Int32>()
    for symbol in symbols where Int(symbol) < kinds.count && Int(symbol) < index.count {
      if kinds[Int(symbol)] == .external {
        let i = index[Int(symbol)]
        if i >= 0 { queue(i, in: &heap) }
      } else {
        for i in restrictedDependents[Int(symbol)] { queue(i, in: &heap) }
      }
      if heap.count > limit {
        for i in heap.unorderedElements { pendingFlag[Int(i)] = false }
        return nil
      }
    }
    // The program's arrays as locals (the values moved out and back), so that the loop passes
    // them to ``evaluate`` without a retain per instruction.
    let (slots, start, references, coefficients) = (
      self.slots, self.start, self.references, self.coefficients
    )
    var values = self.values
    self.values = []
    defer { self.values = values }
    var changed: [Int32] = []
    while let instruction = heap.popMin() {
      let i = Int(instruction)
      pendingFlag[i] = false
      let value = Self.evaluate(
        i, rows: rows, rowOf: rowOf, slots: slots, start: start, references: references,
        coefficients: coefficients, values: values)
      guard value.bitPattern != values[i].bitPattern else { continue }
      values[i] = value
      changed.append(instruction)
      if changed.count > limit {
        for rest in heap.unorderedElements { pendingFlag[Int(rest)] = false }
        return nil
      }
      for d in dependents[i] { queue(d, in: &heap) }
    }
    return changed
  }

  @inline(__always)
  private mutating func queue(_ instruction: Int32, in heap: inout Heap<Int32>) {
    let i = Int(instruction)
    if !pendingFlag[i] {
      pendingFlag[i] = true
      heap.push(instruction)
    }
  }

  /// Evaluates every instruction in program order (over buffers: one straight pass).
  ///
  /// - Complexity: O(instructions + references).
  mutating func run(_ rows: [Row], _ rowOf: [Int32]) {
    let count = symbols.count
    rowOf.withUnsafeBufferPointer { rowOf in
      rows.withUnsafeBufferPointer { rows in
        slots.withUnsafeBufferPointer { slots in
          start.withUnsafeBufferPointer { start in
            references.withUnsafeBufferPointer { references in
              coefficients.withUnsafeBufferPointer { coefficients in
                values.withUnsafeMutableBufferPointer { values in
                  for i in 0..<count {
                    values[i] = Self.evaluate(
                      i, rows: rows, rowOf: rowOf, slots: slots, start: start, references: references,
                      coefficients: coefficients, values: values)
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// The one evaluation loop: instruction `i`'s row constant plus, for each reference, its
  /// coefficient times an earlier instruction's value or a basic restricted symbol's constant.
  /// Generic over the storage, so that ``run(_:_:)`` reads buffers and
  /// ``propagate(from:kinds:rows:rowOf:limit:)`` arrays, with the same arithmetic in the same order.
  @inline(__always)
  static func evaluate<
    Rows: RandomAccessCollection<Row>, Indices: RandomAccessCollection<Int32>,
    Coefficients: RandomAccessCollection<Double>, Values: RandomAccessCollection<Double>
  >(
    _ i: Int, rows: Rows, rowOf: Indices, slots: Indices, start: Indices, references: Indices,
    coefficients: Coefficients, values: Values
  ) -> Double
  where Rows.Index == Int, Indices.Index == Int, Coefficients.Index == Int, Values.Index == Int {
    var value = rows[Int(slots[i])].constant
    for j in Int(start[i])..<Int(start[i + 1]) {
      let r = Int(references[j])
      if r >= 0 {
        value += coefficients[j] * values[r]
      } else {
        let slot = Int(rowOf[-r - 1])
        if slot >= 0 { value += coefficients[j] * rows[slot].constant }
      }
    }
    return value
  }
}

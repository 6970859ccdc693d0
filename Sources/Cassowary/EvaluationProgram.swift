/// The rows of external symbols flattened into one straight-line program, in definition order
/// (row keys ascending), so that reading every value after an edit is one pass over flat arrays.
///
/// Recompiled only when an external row changes; an edit that moves constants only, or pivots
/// among slack and error rows (the animation / window-resize path), just runs it again.
struct EvaluationProgram {
  /// The external symbol of each instruction.
  var symbols: [Symbol] = []
  /// The constant of each instruction's row, copied so that a run reads it in program order
  /// (``Tableau/changeConstant(of:by:)`` keeps it in step; any other change of an external row
  /// recompiles the program).
  var constants: [Double] = []
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
  /// The external symbols that were parametric (value 0) at the compile.
  var parametricSymbols: [Int32] = []
  var structureEpoch = -1
  var valueEpoch = -1
  /// The instructions that read each instruction's value, and each restricted symbol's (see
  /// ``Dependents``): made by the first ``propagate(from:kinds:rows:rowOf:heapLimit:)`` after a
  /// compile, as a layout that is built and read once never follows changes.
  var dependents: Dependents?
  var pendingFlag: [Bool] = []
  /// The first changed symbol of the last propagation that outgrew its heap: the same change
  /// again (an animation suggesting value after value) runs straight away.
  var overflowKey: Int32 = -1
  /// The heap of pending instructions, kept between propagations with its capacity (a relayout
  /// allocates nothing in proportion to the layout once it has run).
  private var pendingHeap = Heap<Int32>()

  /// Who reads what, in two flat lists: the instructions that read instruction `i` are
  /// `instructions[instructionStart[i] ..< instructionStart[i + 1]]`, those that read the restricted
  /// symbol `s` are `instructions[symbolStart[s] ..< symbolStart[s + 1]]` (program order in each).
  struct Dependents {
    var instructionStart: [Int32]
    var symbolStart: [Int32]
    var instructions: [Int32]

    /// Inverts the program's references (a counting sort: two passes, no array per reader).
    init(_ program: EvaluationProgram) {
      let count = program.symbols.count
      let symbolCount = program.index.count
      // Slots 0 ..< count: instructions; count ..< count + symbolCount: restricted symbols.
      var start = [Int32](repeating: 0, count: count + symbolCount + 1)
      for r in program.references {
        start[Int(r >= 0 ? r : Int32(count) + (-r - 1)) + 1] += 1
      }
      for k in 1..<start.count { start[k] += start[k - 1] }
      var next = start
      var instructions = [Int32](repeating: 0, count: program.references.count)
      for i in 0..<count {
        for j in Int(program.start[i])..<Int(program.start[i + 1]) {
          let r = program.references[j]
          let k = Int(r >= 0 ? r : Int32(count) + (-r - 1))
          instructions[Int(next[k])] = Int32(i)
          next[k] += 1
        }
      }
      instructionStart = Array(start[0...count])
      symbolStart = Array(start[count...])
      self.instructions = instructions
    }

    func readers(ofInstruction i: Int) -> ArraySlice<Int32> {
      instructions[Int(instructionStart[i])..<Int(instructionStart[i + 1])]
    }

    func readers(ofSymbol s: Int) -> ArraySlice<Int32> {
      instructions[Int(symbolStart[s])..<Int(symbolStart[s + 1])]
    }
  }

  mutating func compile(_ tableau: Tableau) {
    // The slots of the external rows in key order (keys are unique): four bytes each, as the
    // compile runs at the peak of a large layout's memory.
    var order: [Int32] = []
    for slot in tableau.rows.indices {
      if let basic = tableau.basicOf[slot], tableau.symbols.kinds[Int(basic)] == .external {
        order.append(Int32(slot))
      }
    }
    tableau.rows.withUnsafeBufferPointer { rows in
      order.sort { rows[Int($0)].key < rows[Int($1)].key }
    }
    // New arrays (the tableau handed in still shares the old ones), at about the size the last
    // compile needed: a pivot changes a few rows, not the program's size.
    let referenceCount = references.count
    symbols = []
    start = [0]
    references = []
    coefficients = []
    references.reserveCapacity(referenceCount)
    coefficients.reserveCapacity(referenceCount)
    index = [Int32](repeating: -1, count: tableau.symbols.kinds.count)
    dependents = nil
    overflowKey = -1
    symbols.reserveCapacity(order.count)
    constants = []
    constants.reserveCapacity(order.count)
    start.reserveCapacity(order.count + 1)
    parametricSymbols = []
    for (s, kind) in tableau.symbols.kinds.enumerated()
    where kind == .external && tableau.symbols.rowOf[s] < 0 {
      parametricSymbols.append(Int32(s))
    }
    for (i, slot) in order.enumerated() {
      let symbol = tableau.basicOf[Int(slot)]!
      symbols.append(symbol)
      constants.append(tableau.rows[Int(slot)].constant)
      index[Int(symbol)] = Int32(i)
      for cell in tableau.rows[Int(slot)].cells {
        let s = Int(cell.symbol)
        if tableau.symbols.kinds[s] == .external {
          guard tableau.symbols.rowOf[s] >= 0 else { continue }
          references.append(index[s])
        } else {
          references.append(-cell.symbol.id - 1)
        }
        coefficients.append(cell.coefficient)
      }
      start.append(Int32(references.count))
    }
    order = []  // before the values: the compile runs at the peak of a large layout's memory
    values = [Double](repeating: 0, count: symbols.count)
    pendingFlag = []  // made by the first propagation (a layout built and read once never needs it)
  }

  /// Re-evaluates the instructions that depend on `symbols` (whose values may have changed), in
  /// program order, following only values that really changed, and returns the instructions whose
  /// values changed. Small changes go through a heap of pending instructions; once more than
  /// `heapLimit` are pending or changed (an edit that moves the whole layout, such as a window
  /// width), the rest of the program runs straight from the first pending instruction on, and
  /// the result is `nil`: too much changed to list.
  ///
  /// - Complexity: O(k log k + references read) for k ≤ `heapLimit` instructions re-evaluated,
  ///   O(instructions after the first pending one + references read) beyond.
  mutating func propagate(
    from symbols: [Symbol], kinds: [SymbolKind], rows: [Row], rowOf: [Int32], heapLimit: Int
  ) -> [Int32]? {
    if dependents == nil {
      dependents = Dependents(self)
      pendingFlag = [Bool](repeating: false, count: self.symbols.count)
    }
    let dependents = self.dependents!
    var heap = pendingHeap
    pendingHeap = Heap()
    defer {
      heap.removeAll()
      pendingHeap = heap
    }
    for symbol in symbols where Int(symbol) < kinds.count && Int(symbol) < index.count {
      if kinds[Int(symbol)] == .external {
        let i = index[Int(symbol)]
        if i >= 0 { queue(i, in: &heap) }
      } else {
        for i in dependents.readers(ofSymbol: Int(symbol)) { queue(i, in: &heap) }
      }
    }
    var changed: [Int32] = []
    var runFrom: Int?
    let key = symbols.first.map(\.id) ?? -1
    if heap.count > heapLimit || (key == overflowKey && !heap.isEmpty) {
      runFrom = Int(heap.min!)
    } else {
      // The program's arrays as locals (the values moved out and back), so that the loop passes
      // them to ``evaluate`` without a retain per instruction.
      let (constants, start, references, coefficients) = (
        self.constants, self.start, self.references, self.coefficients
      )
      var values = self.values
      self.values = []
      defer { self.values = values }
      while let instruction = heap.popMin() {
        let i = Int(instruction)
        pendingFlag[i] = false
        let value = Self.evaluate(
          i, rows: rows, rowOf: rowOf, constants: constants, start: start, references: references,
          coefficients: coefficients, values: values)
        guard value.bitPattern != values[i].bitPattern else { continue }
        values[i] = value
        changed.append(instruction)
        for d in dependents.readers(ofInstruction: i) { queue(d, in: &heap) }
        if changed.count + heap.count > heapLimit, let next = heap.min {
          runFrom = Int(next)
          break
        }
      }
    }
    guard let first = runFrom else {
      overflowKey = -1
      return changed
    }
    overflowKey = key
    heap.forEachUnordered { pendingFlag[Int($0)] = false }
    run(rows, rowOf, from: first)
    return nil
  }

  @inline(__always)
  private mutating func queue(_ instruction: Int32, in heap: inout Heap<Int32>) {
    let i = Int(instruction)
    if !pendingFlag[i] {
      pendingFlag[i] = true
      heap.push(instruction)
    }
  }

  /// Evaluates every instruction from `first` on in program order (over buffers: one straight
  /// pass); the earlier ones keep their values.
  ///
  /// - Complexity: O(instructions + references).
  mutating func run(_ rows: [Row], _ rowOf: [Int32], from first: Int = 0) {
    let count = symbols.count
    rowOf.withUnsafeBufferPointer { rowOf in
      rows.withUnsafeBufferPointer { rows in
        constants.withUnsafeBufferPointer { constants in
          start.withUnsafeBufferPointer { start in
            references.withUnsafeBufferPointer { references in
              coefficients.withUnsafeBufferPointer { coefficients in
                values.withUnsafeMutableBufferPointer { values in
                  for i in first..<count {
                    values[i] = Self.evaluate(
                      i, rows: rows, rowOf: rowOf, constants: constants, start: start, references: references,
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

  /// The one evaluation loop: instruction `i`'s row constant (``constants``) plus, for each reference, its
  /// coefficient times an earlier instruction's value or a basic restricted symbol's constant.
  /// Generic over the storage, so that ``run(_:_:from:)`` reads buffers and
  /// ``propagate(from:kinds:rows:rowOf:heapLimit:)`` arrays, with the same arithmetic in the same order.
  @inline(__always)
  static func evaluate<
    Rows: RandomAccessCollection<Row>, Indices: RandomAccessCollection<Int32>,
    Coefficients: RandomAccessCollection<Double>, Values: RandomAccessCollection<Double>
  >(
    _ i: Int, rows: Rows, rowOf: Indices, constants: Coefficients, start: Indices, references: Indices,
    coefficients: Coefficients, values: Values
  ) -> Double
  where Rows.Index == Int, Indices.Index == Int, Coefficients.Index == Int, Values.Index == Int {
    var value = constants[i]
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

/// The rows of external symbols flattened into one straight-line program, in definition order
/// (row keys ascending), so that reading every value after an edit is one pass over flat arrays.
///
/// Recompiled only when an external row changes; an edit that moves constants only, or pivots
/// among slack and error rows (the animation / window-resize path), just runs it again.
struct EvaluationProgram {
  /// The external symbol and the row slot of each instruction.
  var symbols: [Int32] = []
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

  mutating func compile(_ tableau: Tableau) {
    var order: [(key: Int64, slot: Int32)] = []
    for slot in tableau.rows.indices {
      let basic = tableau.basicOf[slot]
      if basic >= 0 && tableau.kinds[Int(basic)] == .external {
        order.append((tableau.rows[slot].key, Int32(slot)))
      }
    }
    order.sort { $0.key < $1.key }
    symbols = []
    slots = []
    start = [0]
    references = []
    coefficients = []
    index = [Int32](repeating: -1, count: tableau.kinds.count)
    for (i, entry) in order.enumerated() {
      let symbol = tableau.basicOf[Int(entry.slot)]
      symbols.append(symbol)
      slots.append(entry.slot)
      index[Int(symbol)] = Int32(i)
      for cell in tableau.rows[Int(entry.slot)].cells {
        let s = Int(cell.symbol)
        if tableau.kinds[s] == .external {
          guard tableau.rowOf[s] >= 0 else { continue }
          references.append(index[s])
        } else {
          references.append(-cell.symbol - 1)
        }
        coefficients.append(cell.coefficient)
      }
      start.append(Int32(references.count))
    }
    values = [Double](repeating: 0, count: symbols.count)
  }

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
                    values[i] = value
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

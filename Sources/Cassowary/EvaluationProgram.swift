/// The rows of external symbols flattened into one straight-line program, in definition order
/// (row keys ascending), so that reading every value after an edit is one pass over flat arrays.
///
/// Recompiled only when some row's cells change; an edit that moves constants only (the
/// animation / window-resize path) just runs it again.
struct EvaluationProgram {
  /// The external symbol and the row slot of each instruction.
  var symbols: [Int32] = []
  var slots: [Int32] = []
  /// Instruction `i` reads `references[start[i] ..< start[i + 1]]`.
  var start: [Int32] = [0]
  /// `r >= 0`: the value of instruction `r`; `r < 0`: the constant of the restricted row in slot
  /// `-r - 1`. Parametric symbols (always 0) are left out.
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
        let slot = tableau.rowOf[s]
        guard slot >= 0 else { continue }
        references.append(tableau.kinds[s] == .external ? index[s] : -slot - 1)
        coefficients.append(cell.coefficient)
      }
      start.append(Int32(references.count))
    }
    values = [Double](repeating: 0, count: symbols.count)
  }

  mutating func run(_ rows: [Row]) {
    let count = symbols.count
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
                    value += coefficients[j] * (r >= 0 ? values[r] : rows[-r - 1].constant)
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

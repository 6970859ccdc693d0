// A readable dump of the tableau.

extension Solver: CustomDebugStringConvertible {
  /// The tableau as text: the objective level by level, every row in solved form, the edit
  /// variables and the constraints, in a stable order.
  ///
  /// ```swift
  /// print(solver.debugDescription)
  /// // Objective
  /// //   @250: e3 - e4
  /// // Rows
  /// //   x = 100 + e1 - e2
  /// // …
  /// ```
  public var debugDescription: String {
    tableau.settleDeferredShifts()
    return tableau.dump()
  }
}

extension Tableau {
  /// The text of ``Solver/debugDescription``.
  func dump() -> String {
    var out = "Objective\n"
    var levels: [Float] = []
    for costs in symbols.objective {
      for cell in costs where !levels.contains(cell.priority) { levels.append(cell.priority) }
    }
    levels.sort(by: >)
    for level in levels {
      var terms: [Cell] = []
      for (symbol, costs) in symbols.objective.enumerated() {
        if let cell = costs.first(where: { $0.priority == level }) {
          terms.append(Cell(symbol: Symbol(Int32(symbol)), coefficient: cell.coefficient))
        }
      }
      let sum = format(Row(constant: 0, cells: terms)).dropFirst(4)
      out += "  @\(formatPriority(level)): " + (sum.hasPrefix("- ") ? "-" + sum.dropFirst(2) : sum) + "\n"
    }
    out += "Rows\n"
    let live = rows.indices.compactMap { slot in basicOf[slot].map { (slot: slot, basic: $0) } }
    for (slot, basic) in live.sorted(by: { $0.basic < $1.basic }) {
      out += "  \(name(of: basic)) = " + format(rows[slot]) + "\n"
    }
    out += "Edit variables\n"
    for constraint in constraintBook.log.compactMap({ $0 }) {
      guard let tag = constraintBook.tags[ObjectIdentifier(constraint)], tag.isEdit,
        let variable = constraint.expression.terms.first?.variable,
        let info = constraintBook.edits[ObjectIdentifier(variable)]
      else { continue }
      out += "  \(variable) @\(formatPriority(constraint.priority)) = \(info.constant)\n"
    }
    out += "Constraints\n"
    for constraint in constraintBook.log.compactMap({ $0 }) {
      guard let tag = constraintBook.tags[ObjectIdentifier(constraint)], !tag.isEdit else { continue }
      var markers: [String] = []
      if let marker = tag.marker { markers.append(name(of: marker)) }
      if let other = tag.other { markers.append(name(of: other)) }
      if tag.isRedundant { markers.append("redundant") }
      out +=
        "  \(constraint)" + (markers.isEmpty ? "" : "  [\(markers.joined(separator: ", "))]")
        + "\n"
    }
    return out
  }

  func name(of symbol: Symbol) -> String {
    switch symbols.kinds[Int(symbol)] {
    case .external: symbols.variables[Int(symbol)]!.description
    case .slack: "s\(symbol.id)"
    case .error: "e\(symbol.id)"
    case .artificial: "a\(symbol.id)"
    case .dummy: "d\(symbol.id)"
    }
  }

  func format(_ row: Row) -> String {
    var out = NumberText.shortest(row.constant)
    for cell in row.cells {
      let magnitude = abs(cell.coefficient)
      let factor = magnitude == 1 ? "" : NumberText.shortest(magnitude) + " * "
      out += (cell.coefficient < 0 ? " - " : " + ") + factor + name(of: cell.symbol)
    }
    return out
  }
}

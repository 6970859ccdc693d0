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
  public var debugDescription: String { tableau.dump() }
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
          terms.append(Cell(symbol: Int32(symbol), coefficient: cell.coefficient))
        }
      }
      let sum = format(Row(constant: 0, cells: terms)).dropFirst(4)
      out += "  @\(formatPriority(level)): " + (sum.hasPrefix("- ") ? "-" + sum.dropFirst(2) : sum) + "\n"
    }
    out += "Rows\n"
    let live = (0..<rows.count).filter { basicOf[$0] >= 0 }.sorted { basicOf[$0] < basicOf[$1] }
    for slot in live {
      out += "  \(name(of: basicOf[slot])) = " + format(rows[slot]) + "\n"
    }
    out += "Edit variables\n"
    for constraint in log.compactMap({ $0 }) {
      guard let tag = tags[ObjectIdentifier(constraint)], tag.isEdit,
        let variable = constraint.expression.terms.first?.variable,
        let info = edits[ObjectIdentifier(variable)]
      else { continue }
      out += "  \(variable) @\(formatPriority(constraint.priority)) = \(info.constant)\n"
    }
    out += "Constraints\n"
    for constraint in log.compactMap({ $0 }) {
      guard let tag = tags[ObjectIdentifier(constraint)], !tag.isEdit else { continue }
      var markers: [String] = []
      if tag.marker >= 0 { markers.append(name(of: tag.marker)) }
      if tag.other >= 0 { markers.append(name(of: tag.other)) }
      if tag.isRedundant { markers.append("redundant") }
      out +=
        "  \(constraint)" + (markers.isEmpty ? "" : "  [\(markers.joined(separator: ", "))]")
        + "\n"
    }
    return out
  }

  func name(of symbol: Int32) -> String {
    switch symbols.kinds[Int(symbol)] {
    case .external: symbols.variables[Int(symbol)]!.description
    case .slack: "s\(symbol)"
    case .error: "e\(symbol)"
    case .artificial: "a\(symbol)"
    case .dummy: "d\(symbol)"
    }
  }

  func format(_ row: Row) -> String {
    var out = formatNumber(row.constant)
    for cell in row.cells {
      let magnitude = abs(cell.coefficient)
      let factor = magnitude == 1 ? "" : formatNumber(magnitude) + " * "
      out += (cell.coefficient < 0 ? " - " : " + ") + factor + name(of: cell.symbol)
    }
    return out
  }
}

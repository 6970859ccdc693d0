// Edit variables: the cheap path for moving a value (window resize, animation).

extension Tableau {
  /// Moves the edit constraint's constant to `value`.
  mutating func suggest(_ value: Double, edit: EditInfo) {
    guard let tag = tags[ObjectIdentifier(edit.constraint)] else { return }
    let delta = value - edit.constant
    if let variable = edit.constraint.expression.storage.first?.variable {
      edits[ObjectIdentifier(variable)]?.constant = value
    }
    // The edit constraint is `v - value == 0`: its constant moves by -delta.
    changeConstant(of: tag.constraint, by: -delta)
  }

  /// Moves a constraint's constant by `delta` in place. Changing the constant of the constraint's
  /// own row by δ is the same as renaming its marker `m` to `m + δ / μ` (μ: the marker's
  /// coefficient in that row) in every equation that holds it, so only those rows change; the dual
  /// simplex then repairs the rows that became infeasible. A required equality without marker is
  /// re-solved instead.
  mutating func changeConstant(of constraint: Constraint, by delta: Double) {
    guard var tag = tags[ObjectIdentifier(constraint)], delta != 0 else { return }
    tag.constant += delta
    tags[ObjectIdentifier(constraint)] = tag
    guard let marker = tag.marker else {
      rebuild()
      return
    }
    let shift = delta / tag.markerCoefficient
    // Every equation that holds the marker directly gets the shift: its own row (if it is basic)
    // and the rows that refer to it.
    let slot = symbols.rowOf[Int(marker)]
    if slot >= 0 {
      journalSlot(slot)
      rows[Int(slot)].constant -= shift
      if rows[Int(slot)].constant < 0 { markInfeasible(marker) }
    }
    var column = markerColumns[marker] ?? MarkerColumn()
    if column.symbol != marker || column.structureEpoch != structureEpoch {
      // The rows that hold the marker and its coefficients, reused until some row changes: an
      // animation suggests value after value to the same edit variable.
      column = MarkerColumn(symbol: marker, structureEpoch: structureEpoch)
      (column.slots, column.coefficients) = liveColumn(of: marker, coefficients: true)
      column.restricted = column.slots.map { symbols.kinds[Int(basicOf[Int($0)]!)].isRestricted }
      if markerColumns.count >= 64 { markerColumns.removeAll(keepingCapacity: true) }
      markerColumns[marker] = column
    }
    // Journal first (the rows as they were), then move the constants in one pass over the rows'
    // buffer: an edit of a window's width touches every row of the layout that holds it.
    for slot in column.slots { journalSlot(slot) }
    var negative: [Int32] = []
    rows.withUnsafeMutableBufferPointer { rows in
      for i in column.slots.indices {
        let u = Int(column.slots[i])
        rows[u].constant += column.coefficients[i] * shift
        if column.restricted[i] && rows[u].constant < 0 { negative.append(column.slots[i]) }
      }
    }
    for slot in negative { markInfeasible(basicOf[Int(slot)]!) }
    dualOptimize()
  }
}

/// The column of one marker: the rows that hold it and the coefficients.
struct MarkerColumn {
  var symbol: Symbol?
  var structureEpoch = -1
  var slots: [Int32] = []
  var coefficients: [Double] = []
  var restricted: [Bool] = []
}

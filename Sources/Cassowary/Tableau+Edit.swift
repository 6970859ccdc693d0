// Edit variables: the cheap path for moving a value (window resize, animation).

extension Tableau {
  /// Moves the edit constraint's constant to `value`. Shifting the constant by δ is the same as
  /// renaming its positive error symbol `e` to `e + δ` in every equation that holds it, so only
  /// those rows change.
  mutating func suggest(_ value: Double, edit: EditInfo) {
    guard let tag = tags[ObjectIdentifier(edit.constraint)] else { return }
    let delta = value - edit.constant
    if let variable = edit.constraint.expression.terms.first?.variable {
      edits[ObjectIdentifier(variable)]?.constant = value
    }
    // Every equation that holds the symbol directly gets the shift: its own row (if it is basic)
    // and the rows that refer to it.
    let plus = tag.marker
    let slot = rowOf[Int(plus)]
    if slot >= 0 {
      journalSlot(slot)
      rows[Int(slot)].constant -= delta
      if rows[Int(slot)].constant < 0 { markInfeasible(plus) }
    }
    var editColumn = editColumns[plus] ?? EditColumn()
    if editColumn.symbol != plus || editColumn.structureEpoch != structureEpoch {
      // The rows that hold `plus` and its coefficients, reused until some row changes: an
      // animation suggests value after value to the same edit variable.
      editColumn = EditColumn(symbol: plus, structureEpoch: structureEpoch)
      for user in liveUsers(of: plus) {
        editColumn.slots.append(user)
        editColumn.coefficients.append(rows[Int(user)].coefficient(for: plus))
        editColumn.restricted.append(kinds[Int(basicOf[Int(user)])].isRestricted)
      }
      editColumns[plus] = editColumn
    }
    for i in editColumn.slots.indices {
      let u = Int(editColumn.slots[i])
      journalSlot(editColumn.slots[i])
      rows[u].constant += editColumn.coefficients[i] * delta
      if editColumn.restricted[i] && rows[u].constant < 0 { markInfeasible(basicOf[u]) }
    }
    dualOptimize()
  }
}

/// The column of one edit's positive error symbol: the rows that hold it and the coefficients.
struct EditColumn {
  var symbol: Int32 = -1
  var structureEpoch = -1
  var slots: [Int32] = []
  var coefficients: [Double] = []
  var restricted: [Bool] = []
}

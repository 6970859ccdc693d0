// Edit variables: the cheap path for moving a value (window resize, animation).

extension Tableau {
  /// Moves the edit constraint's constant to `value`.
  mutating func suggest(_ value: Double, edit: EditInfo) {
    guard let tag = constraintBook.tags[ObjectIdentifier(edit.constraint)] else { return }
    let delta = value - edit.constant
    if let variable = edit.constraint.expression.storage.first?.variable {
      constraintBook.edits[ObjectIdentifier(variable)]?.constant = value
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
    guard var tag = constraintBook.tags[ObjectIdentifier(constraint)], delta != 0 else { return }
    tag.constant += delta
    constraintBook.tags[ObjectIdentifier(constraint)] = tag
    guard let marker = tag.marker else {
      settleDeferredShifts()
      rebuild()
      return
    }
    let shift = delta / tag.markerCoefficient
    // Every equation that holds the marker gets the shift (its own row with coefficient -1): the
    // rows someone reads now, in one pass over the rows' buffer after journaling them; the others
    // by moving the deferred shift (see ``DeferredShift``).
    let index = deferredShiftIndex(of: marker)
    // The compiled program keeps its own copy of the external rows' constants.
    let programIsCurrent = program.structureEpoch == valueCache.externalEpoch
    if programIsCurrent && markerShifts.deferredShifts[index].programEpoch != program.structureEpoch {
      markerShifts.deferredShifts[index].eagerInstructions = markerShifts.deferredShifts[index].eagerSlots.map
      { slot in
        let basic = basicOf[Int(slot)]!
        return symbols.kinds[Int(basic)] == .external ? program.index[Int(basic)] : -1
      }
      markerShifts.deferredShifts[index].programEpoch = program.structureEpoch
    }
    let eagerSlots = markerShifts.deferredShifts[index].eagerSlots
    let eagerCoefficients = markerShifts.deferredShifts[index].eagerCoefficients
    let eagerInstructions = programIsCurrent ? markerShifts.deferredShifts[index].eagerInstructions : []
    for slot in eagerSlots { journalSlot(slot) }
    var negative: [Int32] = []
    rows.withUnsafeMutableBufferPointer { rows in
      program.constants.withUnsafeMutableBufferPointer { constants in
        for i in eagerSlots.indices {
          let u = Int(eagerSlots[i])
          rows[u].constant += eagerCoefficients[i] * shift
          if rows[u].constant < 0 { negative.append(eagerSlots[i]) }
          if programIsCurrent, eagerInstructions[i] >= 0 {
            constants[Int(eagerInstructions[i])] = rows[u].constant
          }
        }
      }
    }
    for slot in negative {
      let basic = basicOf[Int(slot)]!
      if symbols.kinds[Int(basic)].isRestricted { markInfeasible(basic) }
    }
    markerShifts.deferredShifts[index].shift += shift
    if markerShifts.deferredShifts[index].boundsAreStale { refreshDeferredBounds(at: index) }
    // The rows are written and the negative ones repaired; the shift keeps its rows as long as
    // the pivots only divide them (``rescaleDeferredRow(_:by:entering:in:)``).
    if markerShifts.deferredShifts[index].mayBeInfeasible { writeDeferredShift(at: index) }
    // Only when some row became negative: the dual simplex writes every deferred row first.
    if !pivotQueues.infeasible.isEmpty || !pivotQueues.candidates.isEmpty { dualOptimize() }
  }
}

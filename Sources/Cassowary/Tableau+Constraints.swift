// Adding and removing constraints.

extension Tableau {
  /// Adds a validated, new constraint; on error the solver is restored exactly.
  ///
  /// Fast path: when the constraint mentions a variable no row holds yet (the usual case while a
  /// layout is built: `avatar.top == cell.top + 8` introduces `avatar.top`), that variable becomes
  /// basic with the constraint as written, referring to the other variables' rows instead of
  /// copying them. Otherwise the row is expanded over parametric symbols and Cassowary's rules
  /// choose the subject.
  mutating func insert(_ constraint: Constraint, isEdit: Bool = false, constant: Double? = nil)
    throws(SolverError)
  {
    let symbolCount = symbols.kinds.count
    var tag = Tag(constraint: constraint, isEdit: isEdit)
    tag.constant = constant ?? constraint.expression.constant
    let raw = makeRow(constraint, tag: &tag)
    if let subject = freshSubject(raw) {
      var row = raw
      solve(&row, for: subject)
      row.key = rowSlots.nextHighKey
      rowSlots.nextHighKey += 1
      _ = allocateSlot(row, basic: subject)
    } else {
      var row = expand(raw)
      if row.constant < 0 { row.scale(by: -1) }
      var subject = chooseSubject(&row, tag: tag)
      if subject == nil && !row.cells.isEmpty
        && row.cells.allSatisfy({ symbols.kinds[Int($0.symbol)] == .dummy })
      {
        // Only dummies: the equality is implied by the others (or contradicts them).
        guard nearZero(row.constant) else {
          let conflict = explainConflict(constraint)
          dropSymbols(from: symbolCount)
          throw .unsatisfiableConstraint(constraint, conflicting: conflict)
        }
        subject = tag.marker
        if let subject, row.coefficient(for: subject) > 0 { row.scale(by: -1) }
      }
      if let subject {
        solve(&row, for: subject)
        row.key = rowSlots.nextLowKey
        rowSlots.nextLowKey -= 1
        let slot = allocateSlot(row, basic: subject)
        substitute(subject, slot: slot)
      } else if row.cells.isEmpty {
        guard nearZero(row.constant) else {
          let conflict = explainConflict(constraint)
          dropSymbols(from: symbolCount)
          throw .unsatisfiableConstraint(constraint, conflicting: conflict)
        }
        tag.isRedundant = true
      } else {
        guard addWithArtificialVariable(row) else {
          rollBack()
          dropSymbols(from: symbolCount)
          let conflict = explainConflict(constraint)
          throw .unsatisfiableConstraint(constraint, conflicting: conflict)
        }
      }
    }
    tag.logIndex = Int32(constraintBook.log.count)
    constraintBook.log.append(constraint)
    constraintBook.logCount += 1
    constraintBook.tags[ObjectIdentifier(constraint)] = tag
    optimize()
  }

  /// Makes room for a batch of new constraints: the symbols they introduce (their variables the
  /// tableau does not know yet, and each constraint's slack, error or dummy symbols), a row and a
  /// tag each. A big batch is then stored in columns of its exact size, not in columns doubled
  /// past it (a 100,000-view grid: 1.2 million symbols in columns for 1.2 million, not 2.1).
  ///
  /// The constraints' numbers are checked on the way (``validate(_:)``): it throws for the first
  /// constraint with a number the solver cannot hold, before anything changes.
  mutating func reserve(for constraints: [Constraint]) throws(SolverError) {
    var markers = 0
    // Room for a variable a constraint (about what a layout has: four constraints and four
    // variables a view), so that the set is not rehashed as it grows.
    var newVariables = Set<ObjectIdentifier>(minimumCapacity: constraints.count)
    for constraint in constraints {
      try Tableau.validate(constraint)
      let optional = constraint.priority < Priority.required
      switch constraint.relation {
      case .lessThanOrEqual, .greaterThanOrEqual: markers += optional ? 2 : 1
      case .equal:
        markers += optional ? 2 : policy.requiredEqualitiesKeepMarkers || constraint.keepsMarker ? 1 : 0
      }
      constraint.expression.storage.forEachIdentity { variable, _ in
        if existingSymbol(ofIdentity: variable) == nil { newVariables.insert(variable) }
      }
    }
    symbols.reserve(additional: markers + newVariables.count)
    reserveVariables(newVariables.count)
    let slots = growth(from: rows.capacity, to: rows.count - rowSlots.freeSlots.count + constraints.count)
    rows.reserveCapacity(slots)
    basicOf.reserveCapacity(slots)
    rowSlots.slotMark.reserveCapacity(slots)
    journaling.slotJournalEpoch.reserveCapacity(slots)
    constraintBook.log.reserveCapacity(
      growth(from: constraintBook.log.capacity, to: constraintBook.log.count + constraints.count))
    constraintBook.tags.reserve(additional: constraints.count)
  }

  /// An external symbol of `row` that no row holds yet: it can be defined by the row as written.
  @inline(__always)  // called from mutating code: not inlined, the whole tableau is copied per call
  func freshSubject(_ row: Row) -> Symbol? {
    for cell in row.cells where symbols.kinds[Int(cell.symbol)] == .external {
      if symbols.rowOf[Int(cell.symbol)] < 0 && symbols.useCount[Int(cell.symbol)] == 0 { return cell.symbol }
    }
    return nil
  }

  /// The constraint as a row over its own variables (basic ones not substituted) with its slack
  /// and error symbols. Error symbols enter the objective at the constraint's priority with weight
  /// 1: levels, not weights, order the priorities.
  mutating func makeRow(_ constraint: Constraint, tag: inout Tag) -> Row {
    var accumulator = takeAccumulator()
    // The terms read in place: a known variable is found by identity without being retained;
    // a new one is taken from its term to be stored with its symbol.
    constraint.expression.storage.forEachIdentity { variable, coefficient in
      guard coefficient != 0 else { return }
      let symbol =
        existingSymbol(ofIdentity: variable)
        ?? symbol(
          for: constraint.expression.storage.first { ObjectIdentifier($0.variable) == variable }!.variable)
      accumulator.add(symbol, coefficient, in: &self)
    }
    let optional = constraint.priority < Priority.required
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      tag.marker = slack
      tag.markerCoefficient = sign
      accumulator.add(slack, sign, in: &self)
      if optional {
        let error = newSymbol(.error)
        tag.other = error
        accumulator.add(error, -sign, in: &self)
      }
    case .equal:
      if optional {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tag.marker = plus
        tag.markerCoefficient = -1
        tag.other = minus
        accumulator.add(plus, -1, in: &self)
        accumulator.add(minus, 1, in: &self)
      } else if policy.requiredEqualitiesKeepMarkers || constraint.keepsMarker {
        let dummy = newSymbol(.dummy)
        tag.marker = dummy
        tag.markerCoefficient = 1
        accumulator.add(dummy, 1, in: &self)
      }
    }
    let row = accumulator.row(constant: tag.constant, in: &self)
    if optional {
      // The error symbols (a slack marker is not one), without a list made per constraint.
      if let marker = tag.marker, symbols.kinds[Int(marker)] == .error {
        addObjective(marker, priority: constraint.priority, 1)
      }
      if let other = tag.other, symbols.kinds[Int(other)] == .error {
        addObjective(other, priority: constraint.priority, 1)
      }
    }
    return row
  }

  /// The same equation over parametric symbols only: basic symbols are replaced by their rows,
  /// latest-defined first, so a variable that cancels out (a cell's top in a constraint between
  /// two of its subviews) is never expanded at all.
  mutating func expand(_ raw: Row) -> Row {
    var accumulator = takeAccumulator()
    var pending = Heap<PendingExpansion>()
    swap(&pending, &spares.expansionHeap)
    var constant = raw.constant
    advanceMarkEpoch()
    for cell in raw.cells {
      accumulator.add(cell.symbol, cell.coefficient, in: &self)
      queueIfBasic(cell.symbol, &pending)
    }
    while let symbol = pending.popMin()?.symbol {
      let coefficient = accumulator.take(symbol, in: &self)
      guard !nearZero(coefficient) else { continue }
      // The row read in place (a copy would retain and release its cells' buffer).
      let slot = Int(symbols.rowOf[Int(symbol)])
      constant += coefficient * rows[slot].constant
      for k in 0..<rows[slot].cells.count {
        let cell = rows[slot].cells[k]
        accumulator.add(cell.symbol, coefficient * cell.coefficient, in: &self)
        queueIfBasic(cell.symbol, &pending)
      }
    }
    pending.removeAll()
    swap(&pending, &spares.expansionHeap)
    var result = accumulator.row(constant: constant, in: &self)
    result.key = raw.key
    return result
  }

  /// An accumulator filling the spare list a finished one gave back.
  private mutating func takeAccumulator() -> Accumulator {
    var list: [Symbol] = []
    swap(&list, &spares.accumulatorList)
    return Accumulator(buffer: list)
  }

  private mutating func queueIfBasic(_ symbol: Symbol, _ pending: inout Heap<PendingExpansion>) {
    let slot = symbols.rowOf[Int(symbol)]
    guard slot >= 0, symbols.symbolMark[Int(symbol)] != rowSlots.markEpoch else { return }
    symbols.symbolMark[Int(symbol)] = rowSlots.markEpoch
    pending.push(PendingExpansion(key: rows[Int(slot)].key, symbol: symbol))
  }

  /// The symbol to make basic for a new row, or -1 (the row may be negated to make its choice
  /// feasible). An external symbol is preferred, the one held by the fewest rows first (a new
  /// variable needs no substitution at all: this keeps layout chains sparse). Otherwise the slack
  /// or error marker, which can be basic at a non-negative value; when both markers can, the one
  /// whose substitution into the objective leaves no improving direction, so that no pivot (and
  /// no substitution into the rows that share the constraint's variables) follows.
  func chooseSubject(_ row: inout Row, tag: Tag) -> Symbol? {
    var best: Symbol?
    var bestUses = Int32.max
    for cell in row.cells where symbols.kinds[Int(cell.symbol)] == .external {
      let uses = symbols.useCount[Int(cell.symbol)]
      if uses < bestUses {
        best = cell.symbol
        bestUses = uses
        if uses == 0 { break }
      }
    }
    if let best { return best }
    var feasible: [Symbol] = []
    for marker in [tag.marker, tag.other].compactMap(\.self)
    where symbols.kinds[Int(marker)].isRestricted && symbols.kinds[Int(marker)] != .dummy {
      let a = row.coefficient(for: marker)
      if a < 0 || (a > 0 && nearZero(row.constant)) { feasible.append(marker) }
    }
    guard let first = feasible.first else { return nil }
    var chosen = first
    if feasible.count == 2 && createsImprovingDirection(row, subject: first) {
      chosen = feasible[1]
    }
    if row.coefficient(for: chosen) > 0 { row.scale(by: -1) }
    return chosen
  }

  /// Whether making `subject` basic in `row` would give some other symbol of the row an improving
  /// reduced cost (so that `optimize()` would pivot).
  func createsImprovingDirection(_ row: Row, subject: Symbol) -> Bool {
    let costs = symbols.objective[Int(subject)]
    guard !costs.isEmpty else { return false }
    let a = row.coefficient(for: subject)
    for cell in row.cells where cell.symbol != subject {
      // cost(s) - cost(subject) · a_s / a_subject, level by level, highest first.
      let factor = -cell.coefficient / a
      var x = symbols.objective[Int(cell.symbol)]
      for level in costs { x.add(factor * level.coefficient, at: level.priority) }
      guard let top = x.first(where: { !nearZero($0.coefficient) }) else { continue }
      if symbols.kinds[Int(cell.symbol)] == .external || top.coefficient < 0 { return true }
    }
    return false
  }

  /// Rewrites `0 = row` as `subject = …`.
  mutating func solve(_ row: inout Row, for subject: Symbol) {
    let index = row.index(of: subject)!
    let coefficient = row.cells[index].coefficient
    row.cells.remove(at: index)
    row.scale(by: -1 / coefficient)
  }

  /// Phase one for a row with no usable subject: minimise an artificial variable at a level above
  /// every priority. Returns whether the row can hold; on `false` the journal still has to be
  /// rolled back by the caller.
  mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    beginJournal()
    let artificial = newSymbol(.artificial)
    _ = allocateSlot(row, basic: artificial)
    for cell in row.cells {
      addObjective(cell.symbol, priority: .infinity, cell.coefficient)
    }
    optimize()
    let success = nearZero(value(ofSymbol: artificial))
    guard success else { return false }
    let slot = symbols.rowOf[Int(artificial)]
    if slot >= 0 {
      let cells = rows[Int(slot)].cells
      if let entering = cells.first(where: { symbols.kinds[Int($0.symbol)].isRestricted })?.symbol
        ?? cells.first?.symbol
      {
        pivot(entering: entering, slot: slot)
      } else {
        freeSlot(slot)
      }
    }
    // The artificial variable is parametric (zero) now: drop its column.
    for user in liveUsers(of: artificial) {
      let c = rows[Int(user)].coefficient(for: artificial)
      addCell(artificial, -c, to: user)
    }
    setObjective(artificial, [])
    for symbol in pivotQueues.artificialObjectiveSymbols {
      let costs = symbols.objective[Int(symbol)]
      if costs.first?.priority == .infinity {
        setObjective(symbol, Array(costs.dropFirst()))
      }
    }
    pivotQueues.artificialObjectiveSymbols = []
    commitJournal()
    return true
  }

  /// Removes a constraint known to the solver.
  mutating func remove(_ constraint: Constraint, tag: Tag) {
    constraintBook.tags[ObjectIdentifier(constraint)] = nil
    constraintBook.log[Int(tag.logIndex)] = nil
    constraintBook.logCount -= 1
    if tag.isRedundant { return }
    guard let marker = tag.marker else {
      rebuild()
      return
    }
    // Take the errors out of the objective.
    for error in [marker, tag.other].compactMap(\.self) where symbols.kinds[Int(error)] == .error {
      let slot = symbols.rowOf[Int(error)]
      if slot >= 0 {
        let row = rows[Int(slot)]
        for cell in row.cells {
          addObjective(cell.symbol, priority: constraint.priority, -cell.coefficient)
        }
      } else {
        addObjective(error, priority: constraint.priority, -1)
      }
    }
    if symbols.rowOf[Int(marker)] < 0, let slot = markerLeavingRow(marker) {
      pivot(entering: marker, slot: slot)
    }
    // The paired symbol cancels with the marker; clear any numerical residue.
    for symbol in [marker, tag.other].compactMap(\.self) {
      if symbols.rowOf[Int(symbol)] >= 0 { dropRow(of: symbol) }
      for user in liveUsers(of: symbol) {
        addCell(symbol, -rows[Int(user)].coefficient(for: symbol), to: user)
      }
      setObjective(symbol, [])
    }
    optimize()
  }

  /// The row to pivot a parametric marker into before its row is dropped (the rules of the
  /// Cassowary paper: a restricted row with the smallest ratio, else an external row). An external
  /// row is first expanded over parametric symbols, and skipped if the marker cancels out there.
  mutating func markerLeavingRow(_ marker: Symbol) -> Int32? {
    var first: Int32 = -1
    var second: Int32 = -1
    var external: [Int32] = []
    var r1 = Double.infinity
    var r2 = Double.infinity
    for slot in liveUsers(of: marker) {
      let c = rows[Int(slot)].coefficient(for: marker)
      let basic = basicOf[Int(slot)]!
      if symbols.kinds[Int(basic)] == .external {
        external.append(slot)
      } else if c < 0 {
        let r = -rows[Int(slot)].constant / c
        if r < r1 {
          r1 = r
          first = slot
        }
      } else {
        let r = rows[Int(slot)].constant / c
        if r < r2 {
          r2 = r
          second = slot
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    for slot in external {
      let expanded = expand(rows[Int(slot)])
      if expanded.index(of: marker) != nil {
        replaceRow(slot, with: expanded)
        return slot
      }
    }
    return nil
  }

  /// Gives every required equality its marker now, when the solver was made to defer them
  /// (``RequiredEqualityMarkers/whenFirstNeeded``): one re-solve, after which constant changes
  /// and removals take the marker path. Does nothing otherwise.
  mutating func addDeferredMarkers() {
    guard policy.markersDeferred else { return }
    policy.markersDeferred = false
    policy.requiredEqualitiesKeepMarkers = true
    rebuild()
  }

  /// Re-solves the remaining constraints from scratch in their original order, with their current
  /// constants and the edit variables at their last suggested values.
  mutating func rebuild() {
    let constraints = constraintBook.log.compactMap { $0 }
    let constants = constraints.map {
      constraintBook.tags[ObjectIdentifier($0)]?.constant ?? $0.expression.constant
    }
    let editValues = Dictionary(
      uniqueKeysWithValues: constraintBook.edits.values.map { (ObjectIdentifier($0.constraint), $0.constant) }
    )
    let explains = policy.explainsConflicts
    let markers = policy.requiredEqualitiesKeepMarkers
    let deferred = policy.markersDeferred
    self = Tableau()
    policy.explainsConflicts = explains
    policy.requiredEqualitiesKeepMarkers = markers
    policy.markersDeferred = deferred
    for (constraint, constant) in zip(constraints, constants) {
      let isEdit = editValues[ObjectIdentifier(constraint)] != nil
      // Every constraint was satisfiable together before; only a changed constant can fail.
      do {
        try insert(constraint, isEdit: isEdit, constant: isEdit ? constraint.expression.constant : constant)
      } catch {
        health.rebuildFailed = true
      }
      if isEdit, let variable = constraint.expression.storage.first?.variable {
        let info = EditInfo(constraint: constraint, constant: 0)
        constraintBook.edits[ObjectIdentifier(variable)] = info
        suggest(editValues[ObjectIdentifier(constraint)]!, edit: info)
      }
    }
  }
}

// Adding and removing constraints.

extension Tableau {
  /// Adds a validated, new constraint; on error the solver is restored exactly.
  mutating func insert(_ constraint: Constraint, isEdit: Bool = false) throws(SolverError) {
    let symbolCount = kinds.count
    var tag = Tag(constraint: constraint, isEdit: isEdit)
    var row = makeRow(constraint, tag: &tag)
    let subject = chooseSubject(&row, tag: tag)
    if subject < 0 && row.cells.isEmpty {
      guard nearZero(row.constant) else {
        let conflict = explainConflict(constraint)
        dropSymbols(from: symbolCount)
        throw .unsatisfiableConstraint(constraint, conflicting: conflict)
      }
      tag.isRedundant = true
    } else if subject < 0 {
      guard addWithArtificialVariable(row) else {
        rollBack()
        dropSymbols(from: symbolCount)
        let conflict = explainConflict(constraint)
        throw .unsatisfiableConstraint(constraint, conflicting: conflict)
      }
    } else {
      solve(&row, for: subject)
      let slot = allocateSlot(row, basic: subject)
      substitute(subject, slot: slot)
    }
    tag.logIndex = log.count
    log.append(constraint)
    logCount += 1
    tags[ObjectIdentifier(constraint)] = tag
    optimize()
  }

  /// The constraint as a row over parametric symbols (basic symbols substituted), with its slack
  /// and error symbols, normalised to a non-negative constant. Error symbols enter the objective at
  /// the constraint's priority with weight 1: levels, not weights, order the priorities.
  mutating func makeRow(_ constraint: Constraint, tag: inout Tag) -> Row {
    var touched: [Int32] = []
    var constant = constraint.expression.constant
    func accumulate(_ symbol: Int32, _ coefficient: Double) {
      let s = Int(symbol)
      if scratch[s] == 0 { touched.append(symbol) }
      scratch[s] += coefficient
      if scratch[s] == 0 { scratch[s] = .leastNonzeroMagnitude }
    }
    for term in constraint.expression.terms where term.coefficient != 0 {
      let symbol = symbol(for: term.variable)
      let slot = rowOf[Int(symbol)]
      if slot >= 0 {
        let row = rows[Int(slot)]
        constant += term.coefficient * row.constant
        for cell in row.cells { accumulate(cell.symbol, term.coefficient * cell.coefficient) }
      } else {
        accumulate(symbol, term.coefficient)
      }
    }
    let optional = constraint.priority < Priority.required
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      tag.marker = slack
      accumulate(slack, sign)
      if optional {
        let error = newSymbol(.error)
        tag.other = error
        accumulate(error, -sign)
      }
    case .equal:
      if optional {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tag.marker = plus
        tag.other = minus
        accumulate(plus, -1)
        accumulate(minus, 1)
      }
    }
    touched.sort()
    var cells: [Cell] = []
    cells.reserveCapacity(touched.count)
    for symbol in touched {
      let value = scratch[Int(symbol)]
      scratch[Int(symbol)] = 0
      if !nearZero(value) { cells.append(Cell(symbol: symbol, coefficient: value)) }
    }
    var row = Row(constant: constant, cells: cells)
    if row.constant < 0 { row.scale(by: -1) }
    if optional {
      for error in [tag.marker, tag.other] where error >= 0 && kinds[Int(error)] == .error {
        addObjective(error, priority: constraint.priority, 1)
      }
    }
    return row
  }

  /// The symbol to make basic for a new row, or -1 (the row may be negated to make its choice
  /// feasible). An external symbol is preferred, the one held by the fewest rows first (a new
  /// variable needs no substitution at all: this keeps layout chains sparse). Otherwise the slack
  /// or error marker, which can be basic at a non-negative value; when both markers can, the one
  /// whose substitution into the objective leaves no improving direction, so that no pivot (and
  /// no substitution into the rows that share the constraint's variables) follows.
  func chooseSubject(_ row: inout Row, tag: Tag) -> Int32 {
    var best: Int32 = -1
    var bestUses = Int32.max
    for cell in row.cells where kinds[Int(cell.symbol)] == .external {
      let uses = useCount[Int(cell.symbol)]
      if uses < bestUses {
        best = cell.symbol
        bestUses = uses
        if uses == 0 { break }
      }
    }
    if best >= 0 { return best }
    var feasible: [Int32] = []
    for marker in [tag.marker, tag.other] where marker >= 0 && kinds[Int(marker)].isRestricted {
      let a = row.coefficient(for: marker)
      if a < 0 || (a > 0 && nearZero(row.constant)) { feasible.append(marker) }
    }
    guard let first = feasible.first else { return -1 }
    var chosen = first
    if feasible.count == 2 && createsImprovingDirection(row, subject: first) {
      chosen = feasible[1]
    }
    if row.coefficient(for: chosen) > 0 { row.scale(by: -1) }
    return chosen
  }

  /// Whether making `subject` basic in `row` would give some other symbol of the row an improving
  /// reduced cost (so that `optimize()` would pivot).
  func createsImprovingDirection(_ row: Row, subject: Int32) -> Bool {
    let costs = objective[Int(subject)]
    guard !costs.isEmpty else { return false }
    let a = row.coefficient(for: subject)
    for cell in row.cells where cell.symbol != subject {
      // cost(s) - cost(subject) · a_s / a_subject, level by level, highest first.
      let factor = -cell.coefficient / a
      var x = objective[Int(cell.symbol)]
      for level in costs {
        if let i = x.firstIndex(where: { $0.priority == level.priority }) {
          x[i].coefficient += factor * level.coefficient
        } else {
          let i = x.firstIndex(where: { $0.priority < level.priority }) ?? x.count
          x.insert(ObjectiveCell(priority: level.priority, coefficient: factor * level.coefficient), at: i)
        }
      }
      guard let top = x.first(where: { !nearZero($0.coefficient) }) else { continue }
      if kinds[Int(cell.symbol)] == .external || top.coefficient < 0 { return true }
    }
    return false
  }

  /// Rewrites `0 = row` as `subject = …`.
  mutating func solve(_ row: inout Row, for subject: Int32) {
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
    let slot = rowOf[Int(artificial)]
    if slot >= 0 {
      let cells = rows[Int(slot)].cells
      if let entering = cells.first(where: { kinds[Int($0.symbol)].isRestricted })?.symbol
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
    for symbol in artificialObjectiveSymbols {
      let costs = objective[Int(symbol)]
      if costs.first?.priority == .infinity {
        setObjective(symbol, Array(costs.dropFirst()))
      }
    }
    artificialObjectiveSymbols = []
    commitJournal()
    return true
  }

  /// Removes a constraint known to the solver.
  mutating func remove(_ constraint: Constraint, tag: Tag) {
    tags[ObjectIdentifier(constraint)] = nil
    log[tag.logIndex] = nil
    logCount -= 1
    if tag.isRedundant { return }
    guard tag.marker >= 0 else {
      rebuild()
      return
    }
    // Take the errors out of the objective.
    for error in [tag.marker, tag.other] where error >= 0 && kinds[Int(error)] == .error {
      let slot = rowOf[Int(error)]
      if slot >= 0 {
        let row = rows[Int(slot)]
        for cell in row.cells {
          addObjective(cell.symbol, priority: constraint.priority, -cell.coefficient)
        }
      } else {
        addObjective(error, priority: constraint.priority, -1)
      }
    }
    let marker = tag.marker
    if rowOf[Int(marker)] < 0, let slot = markerLeavingRow(marker) {
      pivot(entering: marker, slot: slot)
    }
    if rowOf[Int(marker)] >= 0 { freeSlot(rowOf[Int(marker)]) }
    // The paired symbol cancels with the marker; clear any numerical residue.
    for symbol in [marker, tag.other] where symbol >= 0 {
      if rowOf[Int(symbol)] >= 0 { freeSlot(rowOf[Int(symbol)]) }
      for user in liveUsers(of: symbol) {
        addCell(symbol, -rows[Int(user)].coefficient(for: symbol), to: user)
      }
      setObjective(symbol, [])
    }
    optimize()
  }

  /// The row to pivot a parametric marker into before its row is dropped (the rules of the
  /// Cassowary paper: a restricted row with the smallest ratio, else any external row).
  mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    var r1 = Double.infinity
    var r2 = Double.infinity
    for slot in liveUsers(of: marker) {
      let c = rows[Int(slot)].coefficient(for: marker)
      let basic = basicOf[Int(slot)]
      if kinds[Int(basic)] == .external {
        if third < 0 { third = slot }
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
    return third >= 0 ? third : nil
  }

  /// Re-solves the remaining constraints from scratch in their original order, with the edit
  /// variables at their last suggested values.
  mutating func rebuild() {
    let constraints = log.compactMap { $0 }
    let savedEdits = edits
    let editValues = Dictionary(
      uniqueKeysWithValues: savedEdits.values.map { (ObjectIdentifier($0.constraint), $0.constant) })
    let explains = explainsConflicts
    self = Tableau()
    explainsConflicts = explains
    for constraint in constraints {
      let isEdit = editValues[ObjectIdentifier(constraint)] != nil
      // Every constraint was satisfiable together before: this cannot throw.
      try? insert(constraint, isEdit: isEdit)
      if isEdit, let variable = constraint.expression.terms.first?.variable {
        let info = EditInfo(constraint: constraint, constant: 0)
        edits[ObjectIdentifier(variable)] = info
        suggest(editValues[ObjectIdentifier(constraint)]!, edit: info)
      }
    }
  }
}

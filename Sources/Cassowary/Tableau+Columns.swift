// The sparse tableau: symbols, row slots, the column index, and the objective.

extension Tableau {
  /// Creates a new column.
  mutating func newSymbol(_ kind: SymbolKind, variable: Variable? = nil) -> Symbol {
    symbols.append(kind, variable: variable)
  }

  /// The symbol of a user variable, created on first use.
  mutating func symbol(for variable: Variable) -> Symbol {
    if let symbol = existingSymbol(of: variable) { return symbol }
    let symbol = newSymbol(.external, variable: variable)
    symbols.variables.withUnsafeBufferPointer { variables in
      constraintBook.variableIndex.insert(symbol.id, for: ObjectIdentifier(variable)) {
        ObjectIdentifier(variables[Int($0)]!)
      }
    }
    return symbol
  }

  /// The symbol of a user variable the tableau knows, or nil.
  func existingSymbol(of variable: Variable) -> Symbol? {
    existingSymbol(ofIdentity: ObjectIdentifier(variable))
  }

  /// ``existingSymbol(of:)`` by the variable's identity.
  func existingSymbol(ofIdentity variable: ObjectIdentifier) -> Symbol? {
    symbols.variables.withUnsafeBufferPointer { variables in
      constraintBook.variableIndex.find(variable) { ObjectIdentifier(variables[Int($0)]!) }.map { Symbol($0) }
    }
  }

  /// Makes room for `additional` more user variables in ``variableIndex``.
  mutating func reserveVariables(_ additional: Int) {
    symbols.variables.withUnsafeBufferPointer { variables in
      constraintBook.variableIndex.reserve(constraintBook.variableIndex.count + additional) {
        ObjectIdentifier(variables[Int($0)]!)
      }
    }
  }

  /// Stores `row` as the definition of the parametric symbol `basic` and returns its slot.
  mutating func allocateSlot(_ row: Row, basic: Symbol) -> Int32 {
    willAddCells(of: row, basic: basic)
    let slot: Int32
    if let reused = rowSlots.freeSlots.popLast() {
      slot = reused
      journalSlot(slot)
    } else {
      slot = Int32(rows.count)
      rows.append(Row())
      basicOf.append(nil)
      rowSlots.slotMark.append(0)
      // A slot created inside a transaction is dropped by a rollback, never restored.
      journaling.slotJournalEpoch.append(journaling.journalEpoch)
    }
    let s = Int(slot)
    if symbols.kinds[Int(basic)] == .external { valueCache.externalEpoch += 1 }
    rows[s] = row
    basicOf[s] = basic
    symbols.rowOf[Int(basic)] = slot
    markValueChanged(basic)
    for cell in row.cells {
      symbols.useCount[Int(cell.symbol)] += 1
      symbols.users.add(slot, for: Int(cell.symbol))
    }
    return slot
  }

  /// Records that the cells of the row in `slot` change (for the evaluation program's cache).
  @inline(__always)
  mutating func noteChange(of slot: Int32) {
    if let basic = basicOf[Int(slot)], symbols.kinds[Int(basic)] == .external {
      valueCache.externalEpoch += 1
    }
  }

  /// Deletes the row of the basic `symbol` after substituting it into the rows that refer to it.
  mutating func dropRow(of symbol: Symbol) {
    let slot = symbols.rowOf[Int(symbol)]
    substitute(symbol, slot: slot, everywhere: true)
    freeSlot(slot)
  }

  /// Replaces the row in `slot` by an equivalent one (for example its expansion).
  mutating func replaceRow(_ slot: Int32, with row: Row) {
    willChangeRow(slot)
    willAddCells(of: row)
    journalSlot(slot)
    let s = Int(slot)
    noteChange(of: slot)
    for cell in rows[s].cells { symbols.useCount[Int(cell.symbol)] -= 1 }
    rows[s] = row
    for cell in row.cells {
      symbols.useCount[Int(cell.symbol)] += 1
      symbols.users.add(slot, for: Int(cell.symbol))
    }
  }

  /// Deletes the row in `slot`; its basic symbol becomes parametric.
  mutating func freeSlot(_ slot: Int32) {
    willChangeRow(slot)
    journalSlot(slot)
    let s = Int(slot)
    noteChange(of: slot)
    for cell in rows[s].cells { symbols.useCount[Int(cell.symbol)] -= 1 }
    symbols.rowOf[Int(basicOf[s]!)] = -1
    basicOf[s] = nil
    rows[s] = Row()
    rowSlots.freeSlots.append(slot)
  }

  /// The slots of the rows that hold `symbol`, in a deterministic order; compacts the column index.
  mutating func liveUsers(of symbol: Symbol) -> [Int32] {
    liveColumn(of: symbol, coefficients: false).slots
  }

  /// ``liveUsers(of:)`` with the symbol's coefficient in each of those rows (found by the same
  /// search), when `coefficients` is true.
  mutating func liveColumn(of symbol: Symbol, coefficients wanted: Bool) -> (
    slots: [Int32], coefficients: [Double]
  ) {
    let epoch = advanceMarkEpoch()
    var live: [Int32] = []
    var coefficients: [Double] = []
    live.reserveCapacity(symbols.users.count(of: Int(symbol)))
    if wanted { coefficients.reserveCapacity(live.capacity) }
    // Over buffers: a window's marker is held by every row of the layout, and each check reads
    // one row's cells (no retain of the cells, no exclusivity check per row).
    do {
      let users = symbols.users  // released before the column index is written below
      rows.withUnsafeBufferPointer { rows in
        basicOf.withUnsafeBufferPointer { basicOf in
          rowSlots.slotMark.withUnsafeMutableBufferPointer { mark in
            users.forEach(of: Int(symbol)) { slot in
              let s = Int(slot)
              guard s < rows.count, basicOf[s] != nil, mark[s] != epoch else { return }
              guard
                let coefficient = rows[s].cells.withUnsafeBufferPointer({
                  Row.coefficient(of: symbol, in: $0)
                })
              else { return }
              mark[s] = epoch
              live.append(slot)
              if wanted { coefficients.append(coefficient) }
            }
          }
        }
      }
    }
    symbols.users.set(live, for: Int(symbol))
    return (live, coefficients)
  }

  /// `rows[slot] += factor · source`, where the row's own cell for `eliminated` (if any) is dropped:
  /// the substitution step, a linear merge of two sorted rows.
  mutating func addRow(_ source: Row, times factor: Double, to slot: Int32, eliminating eliminated: Symbol) {
    willChangeRow(slot)
    willAddCells(of: source)
    journalSlot(slot)
    let s = Int(slot)
    noteChange(of: slot)
    let old = rows[s].cells
    rows[s].cells = []
    let src = source.cells
    var out: [Cell] = []
    out.reserveCapacity(old.count + src.count)
    var i = 0
    var j = 0
    while i < old.count || j < src.count {
      if j == src.count || (i < old.count && old[i].symbol < src[j].symbol) {
        let cell = old[i]
        if cell.symbol == eliminated {
          symbols.useCount[Int(cell.symbol)] -= 1
        } else {
          out.append(cell)
        }
        i += 1
      } else if i == old.count || src[j].symbol < old[i].symbol {
        let symbol = src[j].symbol
        let value = factor * src[j].coefficient
        if !nearZero(value) {
          out.append(Cell(symbol: symbol, coefficient: value))
          symbols.useCount[Int(symbol)] += 1
          symbols.users.add(slot, for: Int(symbol))
        }
        j += 1
      } else {
        let symbol = old[i].symbol
        let value = old[i].coefficient + factor * src[j].coefficient
        if nearZero(value) {
          symbols.useCount[Int(symbol)] -= 1
        } else {
          out.append(Cell(symbol: symbol, coefficient: value))
        }
        i += 1
        j += 1
      }
    }
    rows[s].cells = out
    rows[s].constant += factor * source.constant
  }

  /// Adds `coefficient` to one cell of the row in `slot`.
  mutating func addCell(_ symbol: Symbol, _ coefficient: Double, to slot: Int32) {
    willChangeRow(slot)
    if symbols.flags[Int(symbol)].contains(.tracked) { untrack(symbol) }
    journalSlot(slot)
    let s = Int(slot)
    noteChange(of: slot)
    if let i = rows[s].index(of: symbol) {
      let value = rows[s].cells[i].coefficient + coefficient
      if nearZero(value) {
        rows[s].cells.remove(at: i)
        symbols.useCount[Int(symbol)] -= 1
      } else {
        rows[s].cells[i].coefficient = value
      }
    } else if !nearZero(coefficient) {
      var i = 0
      while i < rows[s].cells.count && rows[s].cells[i].symbol < symbol { i += 1 }
      rows[s].cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
      symbols.useCount[Int(symbol)] += 1
      symbols.users.add(slot, for: Int(symbol))
    }
  }

  /// Replaces the symbol `entering`, which just became basic in `slot`, by its row in every
  /// restricted row and in the objective. Rows of external symbols keep referring to it (unless
  /// `everywhere`). Only the rows in the column index of `entering` are visited.
  mutating func substitute(_ entering: Symbol, slot: Int32, everywhere: Bool = false) {
    guard symbols.useCount[Int(entering)] > 0 else {
      // No other row holds the symbol (an error symbol of one constraint, entering its own row in
      // the dual simplex): nothing to substitute but the objective.
      symbols.users.removeAll(for: Int(entering))
      substituteInObjective(entering, slot: slot)
      return
    }
    let source = rows[Int(slot)]
    var kept: [Int32] = []
    for user in liveUsers(of: entering) where user != slot {
      let basic = basicOf[Int(user)]!
      if !everywhere && symbols.kinds[Int(basic)] == .external {
        kept.append(user)
        continue
      }
      let factor = rows[Int(user)].coefficient(for: entering)
      addRow(source, times: factor, to: user, eliminating: entering)
      if symbols.kinds[Int(basic)].isRestricted && rows[Int(user)].constant < 0 {
        markInfeasible(basic)
      }
    }
    symbols.users.set(kept, for: Int(entering))
    substituteInObjective(entering, slot: slot)
  }

  /// Replaces `entering`, just made basic in `slot`, by its row in the objective: its reduced
  /// cost moves into the row's symbols. The emptied array keeps its buffer (an error pair flipping
  /// back and forth in a resize allocates nothing), and the row's cells are read in place.
  mutating func substituteInObjective(_ entering: Symbol, slot: Int32) {
    guard !symbols.objective[Int(entering)].isEmpty else { return }
    journalSymbol(entering)
    var costs: [ObjectiveCell] = []
    swap(&costs, &symbols.objective[Int(entering)])
    let s = Int(slot)
    let count = rows[s].cells.count
    for level in costs {
      for k in 0..<count {
        let cell = rows[s].cells[k]
        addObjective(cell.symbol, priority: level.priority, level.coefficient * cell.coefficient)
      }
    }
    costs.removeAll(keepingCapacity: true)
    // Swapped back, not assigned: an assignment retained the buffer and released it again.
    swap(&costs, &symbols.objective[Int(entering)])
  }

  /// Adds `coefficient` to the reduced cost of `symbol` at `priority`.
  mutating func addObjective(_ symbol: Symbol, priority: Float, _ coefficient: Double) {
    let s = Int(symbol)
    journalSymbol(symbol)
    if symbols.objective[s].add(coefficient, at: priority) && priority == .infinity {
      pivotQueues.artificialObjectiveSymbols.append(symbol)
    }
    considerCandidate(symbol)
  }

  mutating func setObjective(_ symbol: Symbol, _ costs: [ObjectiveCell]) {
    journalSymbol(symbol)
    symbols.objective[Int(symbol)] = costs
    considerCandidate(symbol)
  }

  /// Whether a parametric symbol can improve the objective by entering the basis, and in which
  /// direction (+1: increase; -1: decrease, only for unrestricted external symbols).
  @inline(__always)  // called from mutating code: not inlined, the whole tableau is copied per call
  func improvingDirection(_ symbol: Symbol) -> Double? {
    let s = Int(symbol)
    guard symbols.rowOf[s] < 0, symbols.kinds[s] != .dummy, let top = symbols.objective[s].first else {
      return nil
    }
    if symbols.kinds[s] == .external { return top.coefficient < 0 ? 1 : -1 }
    return top.coefficient < 0 ? 1 : nil
  }

  mutating func considerCandidate(_ symbol: Symbol) {
    let s = Int(symbol)
    if !symbols.flags[s].contains(.candidate) && improvingDirection(symbol) != nil {
      symbols.flags[s].insert(.candidate)
      pivotQueues.candidates.push(NewestFirst(symbol: symbol))
    }
  }

  mutating func markInfeasible(_ symbol: Symbol) {
    let s = Int(symbol)
    if !symbols.flags[s].contains(.infeasible) {
      symbols.flags[s].insert(.infeasible)
      pivotQueues.infeasible.push(symbol)
    }
  }
}

// The primal and dual simplex with a lexicographic (strict priority) objective.

extension Tableau {
  /// Makes the symbol `entering` basic in the row in `slot` (whose basic symbol leaves) and
  /// substitutes the new row everywhere.
  mutating func pivot(entering: Symbol, slot: Int32) {
    let s = Int(slot)
    guard let index = rows[s].index(of: entering) else {
      fatalError("pivot: \(name(of: entering)) is not in the row in slot \(slot)\n\(dump())")
    }
    let coefficient = rows[s].cells[index].coefficient
    if symbols.useCount[Int(entering)] == 1 {
      // No other row holds `entering`: only this row changes (an error pair flipping).
      willRescaleRow(slot, by: -1 / coefficient, entering: entering)
    } else {
      willChangeRow(slot)
    }
    let leaving = basicOf[s]!
    if symbols.kinds[Int(leaving)] == .external || symbols.kinds[Int(entering)] == .external {
      valueCache.externalEpoch += 1
    }
    journalSlot(slot)
    noteChange(of: slot)
    // basic = c + Σ a·x  ⇔  0 = c + Σ a·x − basic; solve that for `entering`: the leaving symbol
    // takes the entering symbol's cell with coefficient -1, then the row is divided by -a.
    rows[s].replaceCell(at: index, with: Cell(symbol: leaving, coefficient: -1))
    symbols.useCount[Int(entering)] -= 1
    symbols.useCount[Int(leaving)] += 1
    symbols.users.add(slot, for: Int(leaving))
    rows[s].scale(by: -1 / coefficient)
    rows[s].key = rowSlots.nextLowKey
    rowSlots.nextLowKey -= 1
    basicOf[s] = entering
    symbols.rowOf[Int(entering)] = slot
    markValueChanged(entering)
    symbols.rowOf[Int(leaving)] = -1
    substitute(entering, slot: slot)
  }

  /// Primal simplex: pivots while some parametric symbol improves the objective. Entering symbols
  /// are taken newest (highest index) first and ties in the ratio test go to the newest basic
  /// symbol: Bland's rule under the reversed symbol order, so the loop cannot cycle. Newest first
  /// keeps the work local: the symbols of the constraint just added are preferred to old ones
  /// that every row depends on (such as a window's edit errors).
  mutating func optimize() {
    while let entering = pivotQueues.candidates.popMin()?.symbol {
      symbols.flags[Int(entering)].remove(.candidate)
      guard let direction = improvingDirection(entering) else { continue }
      // The ratio test reads the constants of every row that holds `entering`.
      writeDeferredShifts()
      var best: Int32?
      var bestRatio = Double.infinity
      var bestBasic: Symbol?
      for slot in liveUsers(of: entering) {
        let basic = basicOf[Int(slot)]!
        guard symbols.kinds[Int(basic)].isRestricted else { continue }
        let a = rows[Int(slot)].coefficient(for: entering) * direction
        guard a < 0 else { continue }
        let ratio = rows[Int(slot)].constant / -a
        if ratio < bestRatio || (ratio == bestRatio && bestBasic.map { basic > $0 } ?? true) {
          best = slot
          bestRatio = ratio
          bestBasic = basic
        }
      }
      guard let best else {
        // No restricted row bounds the move: the reduced cost can only be rounding error.
        let fault = SolverFault.unboundedObjective(
          symbol: name(of: entering), reducedCost: symbols.objective[Int(entering)].first?.coefficient ?? 0)
        #if CASSOWARY_CHECK_INVARIANTS
          preconditionFailure("\(fault)\n\(dump())")
        #else
          health.faults.append(fault)
          continue
        #endif
      }
      pivot(entering: entering, slot: best)
    }
  }

  /// Dual simplex: repairs restricted basic symbols that became negative (after an edit), keeping
  /// the objective optimal. The infeasible row with the lowest basic symbol goes first.
  mutating func dualOptimize() {
    // A pivot writes the deferred rows of the markers its rows hold (``willChangeRow(_:)``); the
    // rows a leaving row is chosen from were written when they were queued.
    while let leaving = pivotQueues.infeasible.popMin() {
      symbols.flags[Int(leaving)].remove(.infeasible)
      let slot = symbols.rowOf[Int(leaving)]
      guard slot >= 0, rows[Int(slot)].constant < 0 else { continue }
      guard let entering = dualEntering(slot) else {
        // Nothing can raise the row: the required constraints cannot hold together.
        health.unrepairableRow = true
        continue
      }
      pivot(entering: entering, slot: slot)
    }
    optimize()
  }

  /// The symbol that keeps the objective optimal when the row in `slot` is made feasible: the
  /// lexicographically smallest ratio reduced cost / coefficient over the cells that can increase
  /// the row, lowest index among equals.
  @inline(__always)  // called from a mutating loop: not inlined, the whole tableau is copied per call
  func dualEntering(_ slot: Int32) -> Symbol? {
    var best: Symbol?
    var bestCoefficient = 0.0
    let s = Int(slot)
    for k in 0..<rows[s].cells.count {
      let cell = rows[s].cells[k]
      let symbol = cell.symbol
      if symbols.kinds[Int(symbol)] == .external {
        // Unrestricted with zero reduced cost: any non-zero coefficient repairs the row for free.
        if symbols.objective[Int(symbol)].isEmpty { return symbol }
        continue
      }
      guard cell.coefficient > 0, symbols.kinds[Int(symbol)] != .dummy else { continue }
      if best.map({ compareRatio(symbol, cell.coefficient, $0, bestCoefficient) < 0 }) ?? true {
        best = symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best
  }

  /// Compares `objective[a] / ca` with `objective[b] / cb` level by level, highest priority first.
  /// Returns -1, 0 or 1; equal ratios are ordered by symbol index.
  func compareRatio(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Int {
    let byLevel = [ObjectiveCell].firstDifference(symbols.objective[Int(a)], symbols.objective[Int(b)]) {
      x, y in
      let u = x / ca
      let v = y / cb
      return u < v ? -1 : (u > v ? 1 : 0)
    }
    if byLevel != 0 { return byLevel }
    return a < b ? -1 : (a > b ? 1 : 0)
  }
}

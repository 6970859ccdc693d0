// The primal and dual simplex with a lexicographic (strict priority) objective.

extension Tableau {
  /// Makes the symbol `entering` basic in the row in `slot` (whose basic symbol leaves) and
  /// substitutes the new row everywhere.
  mutating func pivot(entering: Int32, slot: Int32) {
    structureEpoch += 1
    let s = Int(slot)
    let leaving = basicOf[s]
    if kinds[Int(leaving)] == .external || kinds[Int(entering)] == .external { externalEpoch += 1 }
    journalSlot(slot)
    // basic = c + Σ a·x  ⇔  0 = c + Σ a·x − basic; solve that for `entering`.
    addCell(leaving, -1, to: slot)
    guard let index = rows[s].index(of: entering) else {
      fatalError("pivot: \(name(of: entering)) is not in the row of \(name(of: leaving))\n\(dump())")
    }
    let coefficient = rows[s].cells[index].coefficient
    rows[s].cells.remove(at: index)
    useCount[Int(entering)] -= 1
    rows[s].scale(by: -1 / coefficient)
    rows[s].key = nextLowKey
    nextLowKey -= 1
    basicOf[s] = entering
    rowOf[Int(entering)] = slot
    markValueChanged(entering)
    rowOf[Int(leaving)] = -1
    substitute(entering, slot: slot)
  }

  /// Primal simplex: pivots while some parametric symbol improves the objective. Entering symbols
  /// are taken newest (highest index) first and ties in the ratio test go to the newest basic
  /// symbol: Bland's rule under the reversed symbol order, so the loop cannot cycle. Newest first
  /// keeps the work local: the symbols of the constraint just added are preferred to old ones
  /// that every row depends on (such as a window's edit errors).
  mutating func optimize() {
    while let negated = candidates.popMin() {
      let entering = -negated
      candidateFlag[Int(entering)] = false
      guard let direction = improvingDirection(entering) else { continue }
      var best: Int32 = -1
      var bestRatio = Double.infinity
      var bestBasic = Int32.min
      for slot in liveUsers(of: entering) {
        let basic = basicOf[Int(slot)]
        guard kinds[Int(basic)].isRestricted else { continue }
        let a = rows[Int(slot)].coefficient(for: entering) * direction
        guard a < 0 else { continue }
        let ratio = rows[Int(slot)].constant / -a
        if ratio < bestRatio || (ratio == bestRatio && basic > bestBasic) {
          best = slot
          bestRatio = ratio
          bestBasic = basic
        }
      }
      // No restricted row bounds the move: the reduced cost is numerical noise.
      guard best >= 0 else { continue }
      pivot(entering: entering, slot: best)
    }
  }

  /// Dual simplex: repairs restricted basic symbols that became negative (after an edit), keeping
  /// the objective optimal. The infeasible row with the lowest basic symbol goes first.
  mutating func dualOptimize() {
    while let leaving = infeasible.popMin() {
      infeasibleFlag[Int(leaving)] = false
      let slot = rowOf[Int(leaving)]
      guard slot >= 0, rows[Int(slot)].constant < 0 else { continue }
      guard let entering = dualEntering(slot) else {
        // Nothing can raise the row: the required constraints cannot hold together.
        unrepairableRow = true
        continue
      }
      pivot(entering: entering, slot: slot)
    }
    optimize()
  }

  /// The symbol that keeps the objective optimal when the row in `slot` is made feasible: the
  /// lexicographically smallest ratio reduced cost / coefficient over the cells that can increase
  /// the row, lowest index among equals.
  func dualEntering(_ slot: Int32) -> Int32? {
    var best: Int32 = -1
    var bestCoefficient = 0.0
    for cell in rows[Int(slot)].cells {
      let symbol = cell.symbol
      if kinds[Int(symbol)] == .external {
        // Unrestricted with zero reduced cost: any non-zero coefficient repairs the row for free.
        if objective[Int(symbol)].isEmpty { return symbol }
        continue
      }
      guard cell.coefficient > 0, kinds[Int(symbol)] != .dummy else { continue }
      if best < 0
        || compareRatio(symbol, cell.coefficient, best, bestCoefficient) < 0
      {
        best = symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best >= 0 ? best : nil
  }

  /// Compares `objective[a] / ca` with `objective[b] / cb` level by level, highest priority first.
  /// Returns -1, 0 or 1; equal ratios are ordered by symbol index.
  func compareRatio(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Int {
    let x = objective[Int(a)]
    let y = objective[Int(b)]
    var i = 0
    var j = 0
    while i < x.count || j < y.count {
      let p: Float
      if j == y.count || (i < x.count && x[i].priority > y[j].priority) {
        p = x[i].priority
      } else {
        p = y[j].priority
      }
      let u = (i < x.count && x[i].priority == p) ? x[i].coefficient / ca : 0
      let v = (j < y.count && y[j].priority == p) ? y[j].coefficient / cb : 0
      if i < x.count && x[i].priority == p { i += 1 }
      if j < y.count && y[j].priority == p { j += 1 }
      if u < v { return -1 }
      if u > v { return 1 }
    }
    return a < b ? -1 : (a > b ? 1 : 0)
  }
}

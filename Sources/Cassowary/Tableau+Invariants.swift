// Structural checks of the tableau (compiled into every public call with
// `-D CASSOWARY_CHECK_INVARIANTS`; CI turns it on).

extension Tableau {
  /// Runs ``checkInvariants()`` in a checked build. A full check costs O(size of the tableau), so
  /// on a tableau of more than 64 rows it runs on every (rows / 64)-th call only: a checked build
  /// stays linear in the work it checks (a 10,000-row layout built constraint by constraint would
  /// otherwise be checked 10,000 times over its whole size), small systems are checked every time.
  @inline(__always)
  mutating func checkInvariantsIfEnabled() {
    #if CASSOWARY_CHECK_INVARIANTS
      statistics.invariantCheckCredit += 64
      guard statistics.invariantCheckCredit >= rows.count else { return }
      statistics.invariantCheckCredit = 0
      checkInvariants()
    #endif
  }

  func checkInvariants() {
    // Each check is a plain test, its message built only on failure: a `precondition` message
    // captures the tableau in its closure, which an unoptimized build copies on every call.
    var counts = [Int32](repeating: 0, count: symbols.kinds.count)
    let deferred = deferredAmounts()
    for slot in rows.indices {
      guard let basic = basicOf[slot] else { continue }
      if symbols.rowOf[Int(basic)] != Int32(slot) { fail("rowOf out of sync for", basic) }
      let row = rows[slot]
      if !row.constant.isFinite { fail("non-finite constant in row of", basic) }
      let basicKind = symbols.kinds[Int(basic)]
      if basicKind.isRestricted, row.constant + deferred[Int32(slot), default: 0] < -invariantTolerance {
        fail("pivotQueues.infeasible row", basic)
      }
      var previous: Symbol?
      for cell in row.cells {
        if let previous, cell.symbol <= previous { fail("unsorted row of", basic) }
        if nearZero(cell.coefficient) { fail("zero cell in row of", basic) }
        let cellSlot = symbols.rowOf[Int(cell.symbol)]
        if cellSlot >= 0 {
          if basicKind != .external { fail("basic symbol inside the restricted row of", basic) }
          if rows[Int(cellSlot)].key >= row.key { fail("row refers to a later row:", basic) }
        }
        if !symbols.users.contains(Int32(slot), for: Int(cell.symbol)) {
          fail("column index misses", cell.symbol)
        }
        counts[Int(cell.symbol)] += 1
        previous = cell.symbol
      }
    }
    precondition(counts == symbols.useCount, "use counts out of sync")
    for symbol in symbols.kinds.indices {
      let costs = symbols.objective[symbol]
      if symbols.rowOf[symbol] >= 0, !costs.isEmpty {
        fail("reduced cost on the basic symbol", Symbol(Int32(symbol)))
      }
      for i in costs.indices.dropFirst() {
        precondition(costs[i - 1].priority > costs[i].priority, "objective levels out of order")
      }
      if symbols.kinds[symbol].isRestricted, symbols.kinds[symbol] != .dummy, symbols.rowOf[symbol] < 0,
        let top = costs.first
      {
        if top.coefficient < -invariantTolerance {
          fail("not optimal: can still improve:", Symbol(Int32(symbol)))
        }
      }
      precondition(costs.allSatisfy { $0.priority.isFinite }, "artificial objective left over")
    }
    precondition(journaling.journal == nil, "unfinished transaction")
    checkDeferredShifts()
  }

  /// Traps with a message naming a symbol (kept out of line: see ``checkInvariants()``).
  private func fail(_ message: String, _ symbol: Symbol) -> Never {
    preconditionFailure("\(message) \(name(of: symbol))")
  }
}

extension Tableau {
  /// Every deferred row is a restricted row that holds its marker with the recorded coefficient,
  /// that no external row reads, and that no other deferred shift holds.
  func checkDeferredShifts() {
    var deferredBy: [Int32: Symbol] = [:]
    for deferred in markerShifts.deferredShifts {
      for (slot, coefficient) in zip(deferred.lazySlots, deferred.lazyCoefficients) {
        precondition(
          deferredBy.updateValue(deferred.marker, forKey: slot) == nil, "row \(slot) deferred twice")
        let basic = basicOf[Int(slot)]!
        precondition(symbols.kinds[Int(basic)].isRestricted, "deferred external row")
        if symbols.useCount[Int(basic)] != 0 { fail("a row reads the deferred row of", basic) }
        let held = basic == deferred.marker ? -1 : rows[Int(slot)].coefficient(for: deferred.marker)
        if held != coefficient { fail("the deferred row lost its marker:", basic) }
      }
    }
    for deferred in markerShifts.deferredShifts {
      for slot in deferred.eagerSlots {
        precondition(deferredBy[slot] == nil, "row \(slot) written by one marker, deferred by another")
      }
    }
    // A cached column is the marker's column as it stands, and exactly the markers with a column
    // or a deferred shift are tracked.
    for column in markerShifts.markerColumns.columns {
      let marker = column.marker
      var expected: [Int32: Double] = [:]
      for slot in rows.indices where basicOf[slot] != nil {
        if basicOf[slot] == marker { expected[Int32(slot)] = -1 }
        if let i = rows[slot].index(of: marker) { expected[Int32(slot)] = rows[slot].cells[i].coefficient }
      }
      let coefficients = column.currentCoefficients(slotCount: rows.count)
      let cached = Dictionary(zip(column.slots, coefficients), uniquingKeysWith: { a, _ in a })
      if cached != expected { fail("stale column of", marker) }
    }
    for symbol in symbols.flags.indices where symbols.flags[symbol].contains(.tracked) {
      let marker = Symbol(Int32(symbol))
      if markerShifts.markerColumns[marker] == nil
        && !markerShifts.deferredShifts.contains(where: { $0.marker == marker })
      {
        fail("tracked without a column:", marker)
      }
    }
    for deferred in markerShifts.deferredShifts {
      precondition(symbols.flags[Int(deferred.marker)].contains(.tracked), "deferred marker not tracked")
    }
  }
}

extension Solver {
  /// Verifies the tableau: rows sorted and free of zeros, restricted rows over parametric symbols
  /// only, external rows referring to earlier rows only, the column index
  /// and use counts exact, restricted symbols feasible, reduced costs only on parametric symbols,
  /// and no restricted parametric symbol able to improve the objective. Traps on a violation.
  ///
  /// ```swift
  /// solver.checkInvariants()
  /// ```
  package func checkInvariants() {
    tableau.checkInvariants()
  }
}

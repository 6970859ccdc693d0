// Deferred shifts: moving a marker's constant without rewriting the rows nobody reads.

/// The rows of one marker whose constant moved (an edit variable's suggested value, a constraint's
/// constant), split by who needs the new constants at once.
///
/// Changing a constraint's constant by δ renames its marker `m` to `m + δ/μ` in every row that holds
/// it (see ``Tableau/changeConstant(of:by:)``). External rows, and restricted rows an external row
/// reads, must move at once: the evaluation program reads them. The other restricted rows — the
/// error and slack rows of optional constraints, which nothing reads until the next pivot — keep
/// their stored constants: their true constant is `stored + coefficient · shift`, and all of them
/// stay feasible while `shift` stays inside `[low, high]`, an interval found when the rows are
/// classified. A window resize therefore costs the rows the layout reads plus one comparison; when
/// the shift leaves the interval (a weak preference crosses over, a minimum is reached) the
/// deferred rows are written and the dual simplex repairs the ones that became negative.
///
/// ```swift
/// // grid: every cell's "width == 80 @ weak" and "width >= 8 @ strong" rows hold the window's
/// // width marker; a resize moves `shift`, not 2 × cells row constants
/// tableau.changeConstant(of: windowWidth, by: 1)   // O(external rows) + O(1)
/// ```
struct DeferredShift {
  var marker: Symbol
  /// How far the marker moved since the rows were classified.
  var shift = 0.0
  /// Rows written at every change.
  var eagerSlots: [Int32] = []
  var eagerCoefficients: [Double] = []
  /// The evaluation program's instruction for each eager row (-1 for a restricted one), valid
  /// for the program compiled at `programEpoch`: the program keeps a copy of those constants.
  var eagerInstructions: [Int32] = []
  var programEpoch = -1
  /// Rows left as they are: their true constant is `stored + coefficient · shift`.
  var lazySlots: [Int32] = []
  var lazyCoefficients: [Double] = []
  /// Every deferred row is feasible while `low ≤ shift ≤ high` (with a margin for rounding).
  var low = -Double.infinity
  var high = Double.infinity
  /// Whether a deferred row was divided by a pivot since `low` and `high` were found (see
  /// ``Tableau/rescaleDeferredRow(_:by:entering:in:)``): they are found again before use.
  var boundsAreStale = false
  /// The position of each deferred row's slot in `lazySlots` (-1 for none), made by the first
  /// pivot that divides one of them.
  var lazyPositions: [Int32] = []

  /// The position of `slot` in `lazySlots`, or nil when it is not a deferred row of this shift.
  mutating func lazyPosition(of slot: Int32, slotCount: Int) -> Int? {
    if lazyPositions.isEmpty {
      lazyPositions = [Int32](repeating: -1, count: slotCount)
      for i in lazySlots.indices { lazyPositions[Int(lazySlots[i])] = Int32(i) }
    }
    guard Int(slot) < lazyPositions.count, lazyPositions[Int(slot)] >= 0 else { return nil }
    return Int(lazyPositions[Int(slot)])
  }

  /// Narrows the interval to the shifts that keep `constant + coefficient · shift ≥ 0` (one
  /// deferred row's constraint).
  mutating func keepFeasible(constant: Double, coefficient: Double) {
    if coefficient > 0 {
      low = max(low, -constant / coefficient)
    } else {
      high = min(high, constant / -coefficient)
    }
  }

  /// Whether `shift` may have made some deferred row negative (true near either end of the
  /// interval too: the rows' own arithmetic rounds differently from the interval's).
  var mayBeInfeasible: Bool {
    (low.isFinite && shift < low + 1e-9 * (1 + Swift.abs(low)))
      || (high.isFinite && shift > high - 1e-9 * (1 + Swift.abs(high)))
  }

  /// The most markers whose rows are deferred at once; a further one settles the oldest.
  static let limit = 16
}

extension Tableau {
  /// The deferred shift of `marker`, classified now if it has none (see ``DeferredShift``).
  mutating func deferredShiftIndex(of marker: Symbol) -> Int {
    if let index = markerShifts.deferredShifts.firstIndex(where: { $0.marker == marker }) { return index }
    if markerShifts.deferredShifts.count >= DeferredShift.limit { settleDeferredShift(at: 0) }
    let column = markerColumn(of: marker)
    // A row another marker defers must be written before this marker writes it; a row another
    // marker holds stays written by both (a deferred row's interval assumes no one else moves it).
    var shared: UInt32 = 0
    if !markerShifts.deferredShifts.isEmpty {
      let mine = advanceMarkEpoch()
      for slot in column.slots { rowSlots.slotMark[Int(slot)] = mine }
      var k = markerShifts.deferredShifts.count - 1
      while k >= 0 {
        if markerShifts.deferredShifts[k].lazySlots.contains(where: { rowSlots.slotMark[Int($0)] == mine }) {
          settleDeferredShift(at: k)
        }
        k -= 1
      }
      shared = advanceMarkEpoch()
      for other in markerShifts.deferredShifts {
        for slot in other.lazySlots { rowSlots.slotMark[Int(slot)] = shared }
        for slot in other.eagerSlots { rowSlots.slotMark[Int(slot)] = shared }
      }
    }
    statistics.shiftClassifications += 1
    var deferred = DeferredShift(marker: marker)
    for i in column.slots.indices {
      let slot = column.slots[i]
      let coefficient = column.coefficients[i]
      let basic = basicOf[Int(slot)]!
      let constant = rows[Int(slot)].constant
      let deferrable =
        symbols.kinds[Int(basic)].isRestricted && symbols.useCount[Int(basic)] == 0 && constant >= 0
        && (shared == 0 || rowSlots.slotMark[Int(slot)] != shared)
      guard deferrable else {
        deferred.eagerSlots.append(slot)
        deferred.eagerCoefficients.append(coefficient)
        continue
      }
      deferred.lazySlots.append(slot)
      deferred.lazyCoefficients.append(coefficient)
      deferred.keepFeasible(constant: constant, coefficient: coefficient)
    }
    markerShifts.deferredShifts.append(deferred)
    return markerShifts.deferredShifts.count - 1
  }

  /// The rows that hold `marker`, its own row (coefficient -1) first, with their coefficients:
  /// kept until a row that holds the marker changes (an animation suggests value after value to
  /// one edit variable; a pivot elsewhere leaves it alone).
  mutating func markerColumn(of marker: Symbol) -> MarkerColumn {
    if let cached = markerShifts.markerColumns[marker] {
      guard !cached.rescaledSlots.isEmpty else { return cached }
      let coefficients = cached.currentCoefficients(slotCount: rows.count)
      markerShifts.markerColumns[marker] = MarkerColumn(
        marker: marker, slots: cached.slots, coefficients: coefficients)
      return markerShifts.markerColumns[marker]!
    }
    var column = MarkerColumn(marker: marker)
    let own = symbols.rowOf[Int(marker)]
    if own >= 0 {
      column.slots.append(own)
      column.coefficients.append(-1)
    }
    statistics.columnSearches += 1
    let (slots, coefficients) = liveColumn(of: marker, coefficients: true)
    column.slots += slots
    column.coefficients += coefficients
    if markerShifts.markerColumns.count >= MarkerColumnCache.limit {
      for cached in markerShifts.markerColumns.markers
      where !markerShifts.deferredShifts.contains(where: { $0.marker == cached }) {
        symbols.flags[Int(cached)].remove(.tracked)
      }
      markerShifts.markerColumns.removeAll()
    }
    markerShifts.markerColumns[marker] = column
    symbols.flags[Int(marker)].insert(.tracked)
    return column
  }

  /// Called before the row in `slot` changes its cells or its basic symbol: the markers it holds
  /// (and its basic symbol, when that is a marker: the marker's own row) lose their cached
  /// columns, and their deferred rows are written first.
  @inline(__always)
  mutating func willChangeRow(_ slot: Int32) {
    guard !markerShifts.markerColumns.isEmpty || !markerShifts.deferredShifts.isEmpty else { return }
    let s = Int(slot)
    if let basic = basicOf[s], symbols.flags[Int(basic)].contains(.tracked) { untrack(basic) }
    for cell in rows[s].cells where symbols.flags[Int(cell.symbol)].contains(.tracked) {
      untrack(cell.symbol)
    }
  }

  /// Called before a pivot makes `entering` basic in `slot` when no other row holds `entering`:
  /// the row is divided by a number (`factor` is the one each remaining coefficient is multiplied
  /// by) and no other row changes, so the cached columns of the markers the row keeps stay valid
  /// but for this row's coefficient, which is recorded instead of dropping the column (a resize
  /// that flips ten thousand error rows would otherwise make the next step search the window
  /// marker's whole column again). Their deferred rows are written, as for any changed row.
  mutating func willRescaleRow(_ slot: Int32, by factor: Double, entering: Symbol) {
    guard !markerShifts.markerColumns.isEmpty || !markerShifts.deferredShifts.isEmpty else { return }
    let s = Int(slot)
    if let basic = basicOf[s], symbols.flags[Int(basic)].contains(.tracked) { untrack(basic) }
    // By index: writing deferred rows changes constants, never cells (and no copy of the cells is
    // retained per pivot).
    for k in 0..<rows[s].cells.count {
      let marker = rows[s].cells[k].symbol
      guard symbols.flags[Int(marker)].contains(.tracked) else { continue }
      guard marker != entering,
        markerShifts.markerColumns.recordRescale(
          of: marker, slot: slot, factor: factor, slotCount: rows.count)
      else {
        untrack(marker)
        continue
      }
      if let index = markerShifts.deferredShifts.firstIndex(where: { $0.marker == marker }),
        !rescaleDeferredRow(slot, by: factor, entering: entering, in: index)
      {
        settleDeferredShift(at: index)
      }
    }
  }

  /// Keeps the deferred shift at `index` through a pivot that divides one of its deferred rows by
  /// a number and makes the restricted `entering` basic there (an error pair flipping when the
  /// window crosses a preference: the row stays restricted, read by no other row, and feasible).
  /// The shift is written first, the row's coefficient is multiplied as the row's is, and the
  /// interval is found again before its next use. Returns false — the caller settles the shift —
  /// for a row the shift writes at every change or an external entering symbol.
  ///
  /// A crossing flips ten thousand rows of the 10,000-view grid's width marker: keeping its shift
  /// spares the next step classifying the marker's twenty thousand rows again.
  mutating func rescaleDeferredRow(_ slot: Int32, by factor: Double, entering: Symbol, in index: Int) -> Bool
  {
    guard symbols.kinds[Int(entering)].isRestricted else { return false }
    writeDeferredShift(at: index)
    guard let position = markerShifts.deferredShifts[index].lazyPosition(of: slot, slotCount: rows.count)
    else {
      return false
    }
    markerShifts.deferredShifts[index].lazyCoefficients[position] *= factor
    markerShifts.deferredShifts[index].boundsAreStale = true
    return true
  }

  /// Finds the interval of the deferred shift at `index` again from its rows' stored constants
  /// (after pivots divided some of them).
  mutating func refreshDeferredBounds(at index: Int) {
    var deferred = markerShifts.deferredShifts[index]
    deferred.low = -Double.infinity
    deferred.high = Double.infinity
    for i in deferred.lazySlots.indices {
      deferred.keepFeasible(
        constant: rows[Int(deferred.lazySlots[i])].constant, coefficient: deferred.lazyCoefficients[i])
    }
    markerShifts.deferredShifts[index].low = deferred.low
    markerShifts.deferredShifts[index].high = deferred.high
    markerShifts.deferredShifts[index].boundsAreStale = false
  }

  /// Called before cells of `row` are merged into another row or a new row holds them.
  @inline(__always)
  mutating func willAddCells(of row: Row, basic: Symbol? = nil) {
    guard !markerShifts.markerColumns.isEmpty || !markerShifts.deferredShifts.isEmpty else { return }
    if let basic, symbols.flags[Int(basic)].contains(.tracked) { untrack(basic) }
    for cell in row.cells where symbols.flags[Int(cell.symbol)].contains(.tracked) {
      untrack(cell.symbol)
    }
  }

  /// Writes the marker's deferred rows and forgets its column.
  mutating func untrack(_ marker: Symbol) {
    if let index = markerShifts.deferredShifts.firstIndex(where: { $0.marker == marker }) {
      settleDeferredShift(at: index)
    }
    markerShifts.markerColumns[marker] = nil
    symbols.flags[Int(marker)].remove(.tracked)
  }

  /// Forgets every cached column and tracking bit (a rollback), keeping the bits of the markers
  /// whose shifts stay deferred.
  mutating func forgetMarkerColumns() {
    for marker in markerShifts.markerColumns.markers where Int(marker) < symbols.flags.count {
      symbols.flags[Int(marker)].remove(.tracked)
    }
    markerShifts.markerColumns.removeAll()
  }

  /// Writes the deferred rows of the shift at `index` (journaled inside a transaction), queues the
  /// ones that became negative for the dual simplex, and forgets the shift.
  mutating func settleDeferredShift(at index: Int) {
    writeDeferredShift(at: index)
    let marker = markerShifts.deferredShifts.remove(at: index).marker
    if markerShifts.markerColumns[marker] == nil { symbols.flags[Int(marker)].remove(.tracked) }
  }

  /// Writes every deferred row: called by every public operation but a suggested value or a
  /// constant change (a pivot writes only the shifts of the markers its rows hold,
  /// ``willChangeRow(_:)``).
  @inline(__always)
  mutating func settleDeferredShifts() {
    while !markerShifts.deferredShifts.isEmpty {
      settleDeferredShift(at: markerShifts.deferredShifts.count - 1)
    }
  }

  /// Writes every deferred row but keeps the shifts' classifications, each starting again from a
  /// shift of 0 (its interval moved by the shift written): for a read of the rows that changes
  /// none of them — the primal simplex's ratio test after a crossing, a restricted symbol's value.
  /// A row that a pivot then changes drops its markers' shifts as before (``willChangeRow(_:)``),
  /// so a crossing in the window's width does not make the next step classify the height's
  /// twenty thousand rows again.
  mutating func writeDeferredShifts() {
    for index in markerShifts.deferredShifts.indices { writeDeferredShift(at: index) }
  }

  /// Writes the deferred rows of the shift at `index` (journaled inside a transaction), queues the
  /// ones that became negative for the dual simplex, and starts the shift again from 0, its
  /// interval moved by the shift written. Its rows stay deferred.
  mutating func writeDeferredShift(at index: Int) {
    let shift = markerShifts.deferredShifts[index].shift
    guard shift != 0 else { return }
    let deferred = markerShifts.deferredShifts[index]
    for i in deferred.lazySlots.indices {
      let slot = deferred.lazySlots[i]
      journalRow(slot)
      rows[Int(slot)].constant += deferred.lazyCoefficients[i] * shift
      if rows[Int(slot)].constant < 0 { markInfeasible(basicOf[Int(slot)]!) }
    }
    markerShifts.deferredShifts[index].shift = 0
    markerShifts.deferredShifts[index].low -= shift
    markerShifts.deferredShifts[index].high -= shift
  }

  /// What the deferred shifts owe each deferred row: its true constant is its stored one plus
  /// this (for checks that read every row).
  func deferredAmounts() -> [Int32: Double] {
    var amounts: [Int32: Double] = [:]
    for deferred in markerShifts.deferredShifts {
      for (slot, coefficient) in zip(deferred.lazySlots, deferred.lazyCoefficients) {
        amounts[slot, default: 0] += coefficient * deferred.shift
      }
    }
    return amounts
  }
}

extension Solver {
  /// How many rows wait for deferred shifts (see ``DeferredShift``): for tests and benchmarks.
  ///
  /// ```swift
  /// try solver.suggestValue(640, for: window)
  /// solver.deferredRowCount   // the error and slack rows the resize did not write
  /// ```
  package var deferredRowCount: Int {
    tableau.markerShifts.deferredShifts.reduce(0) { $0 + $1.lazySlots.count }
  }

  /// How many times a marker's column was searched for in the rows (each search reads every row
  /// that may hold it): for tests; an animation searches once per edit variable.
  ///
  /// ```swift
  /// try solver.suggestValue(640, for: window)
  /// solver.markerColumnSearches   // 1
  /// ```
  package var markerColumnSearches: Int { tableau.statistics.columnSearches }

  /// How many times a marker's rows were classified into rows written at every change and
  /// deferred ones (see ``DeferredShift``): for tests of what an animation keeps between steps.
  ///
  /// ```swift
  /// try solver.suggestValue(640, for: window)
  /// solver.deferredShiftClassifications   // 1
  /// ```
  package var deferredShiftClassifications: Int { tableau.statistics.shiftClassifications }
}

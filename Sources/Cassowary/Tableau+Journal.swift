// The undo journal that lets a failed `addConstraint` leave the solver exactly as it was.

/// What a transaction changed, saved the first time each row or objective entry is touched.
struct Journal {
  var slots: [(slot: Int32, row: Row, basic: Symbol?)] = []
  var costs: [(symbol: Symbol, costs: [ObjectiveCell])] = []
  var slotCount: Int
  var symbolCount: Int
  var freeSlots: [Int32]
  /// The deferred shifts as they were: the rows they defer are restored as they were too.
  var deferredShifts: [DeferredShift]
  /// Transactions begun inside this one (a phase one inside a batch): they commit into it.
  var depth = 0
}

extension Tableau {
  /// Starts recording; inside a running transaction, starts a nested one that commits into it.
  mutating func beginJournal() {
    if journaling.journal != nil {
      journaling.journal!.depth += 1
      return
    }
    advanceJournalEpoch()
    journaling.journal = Journal(
      slotCount: rows.count, symbolCount: symbols.kinds.count, freeSlots: rowSlots.freeSlots,
      deferredShifts: markerShifts.deferredShifts)
    // The saved rows go into the buffer the last transaction emptied: a constant change that
    // touches every row (a window resize) does not grow a new list each time.
    swap(&journaling.journal!.slots, &journaling.spareSlots)
  }

  mutating func commitJournal() {
    if let depth = journaling.journal?.depth, depth > 0 {
      journaling.journal!.depth -= 1
    } else if journaling.journal != nil {
      swap(&journaling.journal!.slots, &journaling.spareSlots)
      journaling.journal = nil
      journaling.spareSlots.removeAll(keepingCapacity: true)
    }
  }

  @inline(__always)
  mutating func journalSlot(_ slot: Int32) {
    // Every change of a row passes here: its basic symbol's value may change.
    if let basic = basicOf[Int(slot)] { markValueChanged(basic) }
    journalRow(slot)
  }

  /// Saves the row in `slot` inside a transaction, without recording a value change (a deferred
  /// row being written: no external row reads it).
  @inline(__always)
  mutating func journalRow(_ slot: Int32) {
    guard journaling.journal != nil, journaling.slotJournalEpoch[Int(slot)] != journaling.journalEpoch else {
      return
    }
    journaling.slotJournalEpoch[Int(slot)] = journaling.journalEpoch
    journaling.journal!.slots.append((slot, rows[Int(slot)], basicOf[Int(slot)]))
  }

  @inline(__always)
  mutating func journalSymbol(_ symbol: Symbol) {
    // Read in place: binding the journal to a constant copied it, retaining and releasing its
    // lists on every objective change inside a transaction (a batch's insertion and optimization).
    guard journaling.journal != nil, symbols.journalEpoch[Int(symbol)] != journaling.journalEpoch else {
      return
    }
    guard Int(symbol) < journaling.journal!.symbolCount else { return }
    symbols.journalEpoch[Int(symbol)] = journaling.journalEpoch
    journaling.journal!.costs.append((symbol, symbols.objective[Int(symbol)]))
  }

  /// Restores every row and objective entry saved since the outermost ``beginJournal()`` and ends
  /// every transaction.
  mutating func rollBack() {
    guard let saved = journaling.journal else { return }
    journaling.journal = nil
    // Not ``invalidateValues()``: the deferred rows are restored below with the shifts they wait
    // for, not written.
    markValuesStale()
    valueCache.externalEpoch += 1
    // Unlink the current contents of every touched slot, then put the saved ones back.
    for entry in saved.slots {
      let s = Int(entry.slot)
      guard let basic = basicOf[s] else { continue }
      for cell in rows[s].cells { symbols.useCount[Int(cell.symbol)] -= 1 }
      symbols.rowOf[Int(basic)] = -1
    }
    for s in saved.slotCount..<rows.count {
      guard let basic = basicOf[s] else { continue }
      for cell in rows[s].cells { symbols.useCount[Int(cell.symbol)] -= 1 }
      symbols.rowOf[Int(basic)] = -1
    }
    rows.removeLast(rows.count - saved.slotCount)
    basicOf.removeLast(basicOf.count - saved.slotCount)
    rowSlots.slotMark.removeLast(rowSlots.slotMark.count - saved.slotCount)
    journaling.slotJournalEpoch.removeLast(journaling.slotJournalEpoch.count - saved.slotCount)
    for entry in saved.slots where Int(entry.slot) < saved.slotCount {
      let s = Int(entry.slot)
      rows[s] = entry.row
      basicOf[s] = entry.basic
      if let basic = entry.basic {
        symbols.rowOf[Int(basic)] = entry.slot
        for cell in entry.row.cells {
          symbols.useCount[Int(cell.symbol)] += 1
          symbols.users.add(entry.slot, for: Int(cell.symbol))
        }
      }
    }
    rowSlots.freeSlots = saved.freeSlots
    forgetMarkerColumns()
    for deferred in markerShifts.deferredShifts where Int(deferred.marker) < symbols.flags.count {
      symbols.flags[Int(deferred.marker)].remove(.tracked)
    }
    markerShifts.deferredShifts = saved.deferredShifts
    for deferred in markerShifts.deferredShifts { symbols.flags[Int(deferred.marker)].insert(.tracked) }
    for entry in saved.costs where Int(entry.symbol) < saved.symbolCount {
      symbols.objective[Int(entry.symbol)] = entry.costs
    }
    pivotQueues.artificialObjectiveSymbols = []
    dropSymbols(from: saved.symbolCount)
    pivotQueues.candidates.removeAll()
    pivotQueues.infeasible.removeAll()
    for s in 0..<symbols.kinds.count {
      symbols.flags[s].subtract([.candidate, .infeasible])
      considerCandidate(Symbol(Int32(s)))
    }
  }

  /// Forgets the symbols numbered `count` and above (created by a call that failed).
  mutating func dropSymbols(from count: Int) {
    guard symbols.kinds.count > count else { return }
    for symbol in count..<symbols.kinds.count {
      if let variable = symbols.variables[symbol] {
        symbols.variables.withUnsafeBufferPointer { variables in
          _ = constraintBook.variableIndex.remove(ObjectIdentifier(variable)) {
            ObjectIdentifier(variables[Int($0)]!)
          }
        }
      }
    }
    symbols.truncate(to: count)
    numbering = SymbolNumbering.next()
  }
}

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
    if journal != nil {
      journal!.depth += 1
      return
    }
    advanceJournalEpoch()
    journal = Journal(
      slotCount: rows.count, symbolCount: symbols.kinds.count, freeSlots: freeSlots,
      deferredShifts: deferredShifts)
    // The saved rows go into the buffer the last transaction emptied: a constant change that
    // touches every row (a window resize) does not grow a new list each time.
    swap(&journal!.slots, &spareJournalSlots)
  }

  mutating func commitJournal() {
    if let depth = journal?.depth, depth > 0 {
      journal!.depth -= 1
    } else if journal != nil {
      swap(&journal!.slots, &spareJournalSlots)
      journal = nil
      spareJournalSlots.removeAll(keepingCapacity: true)
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
    guard journal != nil, slotJournalEpoch[Int(slot)] != journalEpoch else { return }
    slotJournalEpoch[Int(slot)] = journalEpoch
    journal!.slots.append((slot, rows[Int(slot)], basicOf[Int(slot)]))
  }

  @inline(__always)
  mutating func journalSymbol(_ symbol: Symbol) {
    // Read in place: binding the journal to a constant copied it, retaining and releasing its
    // lists on every objective change inside a transaction (a batch's insertion and optimization).
    guard journal != nil, symbols.journalEpoch[Int(symbol)] != journalEpoch else { return }
    guard Int(symbol) < journal!.symbolCount else { return }
    symbols.journalEpoch[Int(symbol)] = journalEpoch
    journal!.costs.append((symbol, symbols.objective[Int(symbol)]))
  }

  /// Restores every row and objective entry saved since the outermost ``beginJournal()`` and ends
  /// every transaction.
  mutating func rollBack() {
    guard let saved = journal else { return }
    journal = nil
    // Not ``invalidateValues()``: the deferred rows are restored below with the shifts they wait
    // for, not written.
    markValuesStale()
    externalEpoch += 1
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
    slotMark.removeLast(slotMark.count - saved.slotCount)
    slotJournalEpoch.removeLast(slotJournalEpoch.count - saved.slotCount)
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
    freeSlots = saved.freeSlots
    forgetMarkerColumns()
    for deferred in deferredShifts where Int(deferred.marker) < symbols.flags.count {
      symbols.flags[Int(deferred.marker)].remove(.tracked)
    }
    deferredShifts = saved.deferredShifts
    for deferred in deferredShifts { symbols.flags[Int(deferred.marker)].insert(.tracked) }
    for entry in saved.costs where Int(entry.symbol) < saved.symbolCount {
      symbols.objective[Int(entry.symbol)] = entry.costs
    }
    artificialObjectiveSymbols = []
    dropSymbols(from: saved.symbolCount)
    candidates.removeAll()
    infeasible.removeAll()
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
          _ = variableIndex.remove(ObjectIdentifier(variable)) { ObjectIdentifier(variables[Int($0)]!) }
        }
      }
    }
    symbols.truncate(to: count)
    numbering = SymbolNumbering.next()
  }
}

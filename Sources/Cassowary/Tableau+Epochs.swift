// Epoch counters: a mark equal to the current epoch means "seen in this pass", so a pass starts
// by advancing the epoch instead of clearing a mark per symbol or row. Marks are 32-bit (they are
// kept per symbol and per row); when a counter runs out, its marks are cleared and it starts again.

extension Tableau {
  /// Starts a new scratch accumulation (``Accumulator``): every scratch entry reads as untouched.
  ///
  /// ```swift
  /// tableau.advanceScratchEpoch()
  /// ```
  mutating func advanceScratchEpoch() {
    if valueCache.scratchEpoch == .max {
      for s in symbols.scratchMark.indices { symbols.scratchMark[s] = 0 }
      valueCache.scratchEpoch = 0
    }
    valueCache.scratchEpoch += 1
  }

  /// Starts a new visiting pass over rows and symbols (``slotMark``, ``SymbolTable/symbolMark``)
  /// and returns its epoch.
  ///
  /// ```swift
  /// let epoch = tableau.advanceMarkEpoch()
  /// ```
  @discardableResult
  mutating func advanceMarkEpoch() -> UInt32 {
    if rowSlots.markEpoch == .max {
      for s in rowSlots.slotMark.indices { rowSlots.slotMark[s] = 0 }
      for s in symbols.symbolMark.indices { symbols.symbolMark[s] = 0 }
      rowSlots.markEpoch = 0
    }
    rowSlots.markEpoch += 1
    return rowSlots.markEpoch
  }

  /// Starts a new outermost journal: no row or objective entry is saved in it yet.
  ///
  /// ```swift
  /// tableau.advanceJournalEpoch()
  /// ```
  mutating func advanceJournalEpoch() {
    if journaling.journalEpoch == .max {
      for s in journaling.slotJournalEpoch.indices { journaling.slotJournalEpoch[s] = 0 }
      for s in symbols.journalEpoch.indices { symbols.journalEpoch[s] = 0 }
      journaling.journalEpoch = 0
    }
    journaling.journalEpoch += 1
  }
}

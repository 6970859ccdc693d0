/// The solver's state in solved form (the vocabulary of the Cassowary paper): one row per basic
/// symbol, the column index, the lexicographic objective, and the constraint bookkeeping.
///
/// A struct, so that its mutating methods reach the arrays without the dynamic exclusivity checks a
/// class property would need.
struct Tableau {
  /// The per-symbol columns.
  var symbols = SymbolTable()
  /// Identifies how symbols are numbered: unique to this tableau, renewed when symbols are dropped
  /// (see ``Solver/symbolNumbering``).
  var numbering = SymbolNumbering.next()
  /// The rows, indexed by slot.
  var rows: [Row] = []
  /// The basic symbol of each slot, or nil for a free slot.
  var basicOf: [Symbol?] = []
  /// How the external symbols' values are computed from the rows (see ``EvaluationProgram``).
  var program = EvaluationProgram()
  /// The slots' bookkeeping: free slots, marks, the keys of new rows.
  var rowSlots = RowSlots()
  /// What the last reads of values left behind, and what changed since.
  var valueCache = ValueCache()
  /// The markers whose constants moved: their columns, and the shifts not yet written.
  var markerShifts = MarkerShifts()
  /// The constraints: by variable, by tag, the edits, and the log replayed on removals.
  var constraintBook = ConstraintBook()
  /// The symbols waiting for a pivot.
  var pivotQueues = PivotQueues()
  /// The journal of the open transaction (rolled back when a change fails).
  var journaling = Journaling()
  /// Buffers kept with their capacity between calls.
  var spares = Spares()
  /// Counts of the solver's work (see ``Solver/markerColumnSearches``).
  var statistics = Statistics()
  /// What went wrong and was stepped over.
  var health = Health()
  /// Choices made when the solver was created or configured.
  var policy = Policy()

  /// The slots' bookkeeping.
  struct RowSlots {
    /// Per slot, the mark epoch when a pass last touched it.
    var slotMark: [UInt32] = []
    var markEpoch: UInt32 = 0
    /// Slots whose rows were removed, for the next rows.
    var freeSlots: [Int32] = []
    /// Keys for new rows: increasing for rows that refer to basic symbols, decreasing for rows
    /// over parametric symbols only (which every existing row may then refer to).
    var nextHighKey: Int64 = 1
    var nextLowKey: Int64 = -1
  }

  /// What the last reads of values left behind, and what changed since.
  struct ValueCache {
    var scratchEpoch: UInt32 = 1
    var valueEpoch = 1
    /// Bumped whenever the set of external rows or their cells change.
    var externalEpoch = 0
    /// Basic symbols whose values may have changed since the program last ran.
    var valueChanged: [Symbol] = []
    /// Set once ``valueChanged`` outgrew what following changes one by one is worth (see
    /// ``Tableau/markValueChanged(_:)``): the program then runs whole, and nothing more is recorded.
    var valueChangedOverflow = false
    /// External symbols whose values changed since ``Tableau/updateChangedVariables()`` last
    /// reported.
    var changedSinceReport: [Symbol] = []
    var everythingChanged = true
  }

  /// The markers whose constants moved.
  struct MarkerShifts {
    /// The columns of the markers whose constants moved last (see ``MarkerColumn``).
    var markerColumns = MarkerColumnCache()
    /// Markers whose restricted rows nobody reads have not been written since their constants
    /// moved (see ``DeferredShift``); settled before anything reads or restructures the rows.
    var deferredShifts: [DeferredShift] = []
  }

  /// The constraints.
  struct ConstraintBook {
    /// The external symbol of each user variable, by the variable's identity (the variables are
    /// in ``SymbolTable/variables``).
    var variableIndex = IdentityIndex()
    var tags = TagTable()
    var edits: [ObjectIdentifier: EditInfo] = [:]
    /// Every constraint in the order it was added (nil where one was removed): replayed when a
    /// required equality is removed.
    var log: [Constraint?] = []
    var logCount = 0
    /// Which log entries use each variable, for explaining conflicts without scanning the whole
    /// log each time (``ConflictIndex``).
    var conflictIndex = ConflictIndex()
  }

  /// The symbols waiting for a pivot.
  struct PivotQueues {
    var candidates = Heap<NewestFirst>()
    var infeasible = Heap<Symbol>()
    /// Symbols that have an entry at the artificial (phase-one) level of the objective.
    var artificialObjectiveSymbols: [Symbol] = []
  }

  /// The journal of the open transaction.
  struct Journaling {
    var journal: Journal?
    /// An empty list with the capacity of the last committed transaction's saved rows (see
    /// ``Tableau/beginJournal()``).
    var spareSlots: [(slot: Int32, row: Row, basic: Symbol?)] = []
    var journalEpoch: UInt32 = 0
    var slotJournalEpoch: [UInt32] = []
  }

  /// Buffers kept with their capacity between calls.
  struct Spares {
    /// The symbol list an ``Accumulator`` gave back, kept with its capacity for the next one
    /// (each constraint added makes a row or two); empty while an accumulator holds it.
    var accumulatorList: [Symbol] = []
    /// The pending rows of ``Tableau/expand(_:)``, kept with their capacity between calls.
    var expansionHeap = Heap<PendingExpansion>()
  }

  /// Counts of the solver's work.
  struct Statistics {
    /// How many times ``Tableau/markerColumn(of:)`` searched the rows (see
    /// ``Solver/markerColumnSearches``).
    var columnSearches = 0
    /// How many deferred shifts were classified (see ``Solver/deferredShiftClassifications``).
    var shiftClassifications = 0
    /// Calls to ``Tableau/checkInvariantsIfEnabled()`` since the last full check, 64 per call.
    var invariantCheckCredit = 0
  }

  /// What went wrong and was stepped over.
  struct Health {
    /// The numerical problems met and stepped over (see ``SolverFault``).
    var faults: [SolverFault] = []
    /// Set when the dual simplex met a row it cannot make feasible (a constant change that the
    /// required constraints cannot follow); ``Solver/setConstant(_:for:)`` then rolls back.
    var unrepairableRow = false
    /// Set when ``Tableau/rebuild()`` could not re-insert a constraint.
    var rebuildFailed = false
  }

  /// Choices made when the solver was created or configured.
  struct Policy {
    /// Whether an unsatisfiable constraint is explained by a minimal conflicting set.
    var explainsConflicts = true
    /// Whether ``Tableau/updateVariables()`` and ``Tableau/updateChangedVariables()`` write the
    /// values into the ``Variable`` objects (see ``Solver/writesVariableValues``).
    var writesVariables = true
    /// Whether required equalities get a dummy marker (see
    /// ``Solver/init(requiredEqualitiesKeepMarkers:)``).
    var requiredEqualitiesKeepMarkers = false
    /// Whether the markers of required equalities are still to come: the first change that needs
    /// one turns ``requiredEqualitiesKeepMarkers`` on and re-solves (see
    /// ``Tableau/addDeferredMarkers()``).
    var markersDeferred = false
  }

  /// The current value of a symbol: 0 when parametric, the constant of a restricted row, and for
  /// an external row its constant plus the values it refers to (see ``EvaluationProgram``).
  mutating func value(ofSymbol symbol: Symbol) -> Double {
    let slot = symbols.rowOf[Int(symbol)]
    guard slot >= 0 else { return 0 }
    guard symbols.kinds[Int(symbol)] == .external else {
      writeDeferredShifts()
      return rows[Int(slot)].constant
    }
    evaluateExternalRows()
    return program.values[Int(program.index[Int(symbol)])]
  }

  /// Brings ``program`` up to date with the rows: recompiled and run whole when an external row
  /// changed, otherwise re-evaluated from the symbols whose values may have changed only (an edit
  /// of one cell's constant re-evaluates that cell's rows, not the whole layout).
  mutating func evaluateExternalRows() {
    if program.structureEpoch != valueCache.externalEpoch {
      program.compile(self)
      program.structureEpoch = valueCache.externalEpoch
      program.run(rows, symbols.rowOf)
      program.valueEpoch = valueCache.valueEpoch
      clearValueChanges()
      valueCache.everythingChanged = true
      return
    }
    guard program.valueEpoch != valueCache.valueEpoch else { return }
    program.valueEpoch = valueCache.valueEpoch
    if valueCache.valueChangedOverflow {
      clearValueChanges()
      program.run(rows, symbols.rowOf)
      valueCache.everythingChanged = true
      return
    }
    // The list is emptied after the propagation reads it, keeping its buffer (emptied while
    // the propagation held it, it would be copied).
    clearValueChangeFlags()
    // A heap for the first 1/256 of the program; past it, one straight run from the first
    // pending instruction (nil: everything from there on may have changed).
    let propagated = program.propagate(
      from: valueCache.valueChanged, kinds: symbols.kinds, rows: rows, rowOf: symbols.rowOf,
      heapLimit: program.symbols.count / 256 + 32)
    valueCache.valueChanged.removeAll(keepingCapacity: true)
    guard let changed = propagated else {
      valueCache.everythingChanged = true
      return
    }
    for instruction in changed {
      let symbol = program.symbols[Int(instruction)]
      if !symbols.flags[Int(symbol)].contains(.reported) {
        symbols.flags[Int(symbol)].insert(.reported)
        valueCache.changedSinceReport.append(symbol)
      }
    }
  }

  /// Records that a basic symbol's value may have changed.
  @inline(__always)
  mutating func markValueChanged(_ symbol: Symbol) {
    let s = Int(symbol)
    guard !valueCache.valueChangedOverflow, s < symbols.flags.count, !symbols.flags[s].contains(.valueChanged)
    else {
      return
    }
    symbols.flags[s].insert(.valueChanged)
    valueCache.valueChanged.append(symbol)
    // An edit that moves most of the layout (a window width touches every row that holds its
    // marker): past a sixteenth of the symbols, stop recording; the program will run whole.
    if valueCache.valueChanged.count > symbols.kinds.count / 16 + 64 {
      valueCache.valueChangedOverflow = true
    }
  }

  mutating func clearValueChanges() {
    clearValueChangeFlags()
    valueCache.valueChanged.removeAll(keepingCapacity: true)
  }

  /// Clears the marks of the recorded symbols and the overflow, leaving the list itself.
  private mutating func clearValueChangeFlags() {
    for symbol in valueCache.valueChanged where Int(symbol) < symbols.flags.count {
      symbols.flags[Int(symbol)].remove(.valueChanged)
    }
    valueCache.valueChangedOverflow = false
  }

  /// Writes the values of the variables that changed since the last call and returns them, or
  /// writes every value and returns `nil` when the rows were rebuilt in between.
  mutating func updateChangedVariables() -> [Variable]? {
    evaluateExternalRows()
    if valueCache.everythingChanged {
      valueCache.everythingChanged = false
      for symbol in valueCache.changedSinceReport where Int(symbol) < symbols.flags.count {
        symbols.flags[Int(symbol)].remove(.reported)
      }
      valueCache.changedSinceReport.removeAll()
      updateVariables()
      return nil
    }
    var changed: [Variable] = []
    for symbol in valueCache.changedSinceReport where Int(symbol) < symbols.kinds.count {
      symbols.flags[Int(symbol)].remove(.reported)
      guard let variable = symbols.variables[Int(symbol)], symbols.rowOf[Int(symbol)] >= 0 else { continue }
      if policy.writesVariables { variable.write(program.values[Int(program.index[Int(symbol)])]) }
      changed.append(variable)
    }
    valueCache.changedSinceReport.removeAll(keepingCapacity: true)
    return changed
  }

  /// Forgets the cached values and writes the deferred rows: called by every public mutating
  /// operation but the two that move constants (``markValuesStale()``).
  mutating func invalidateValues() {
    settleDeferredShifts()
    valueCache.valueEpoch += 1
  }

  /// Forgets the cached values, leaving deferred rows deferred: a suggested value and a constant
  /// change move a marker's shift (see ``DeferredShift``).
  mutating func markValuesStale() {
    valueCache.valueEpoch += 1
  }

  static func validate(_ constraint: Constraint) throws(SolverError) {
    guard Priority.isValid(constraint.priority) else {
      throw .invalidPriority(constraint.priority)
    }
    let constant = constraint.expression.constant
    if let problem = numberProblem(constant, "constant \(constant) in \(constraint)") { throw problem }
    // The coefficients read in place (a batch of 40,000 constraints retained each variable to
    // read a number here); the variable is looked up only for the error.
    try constraint.expression.storage.forEachIdentity { (variable, coefficient) throws(SolverError) in
      func named() -> String {
        constraint.expression.storage.first { ObjectIdentifier($0.variable) == variable }.map {
          "\($0.variable)"
        } ?? "?"
      }
      if let problem = numberProblem(coefficient, "coefficient \(coefficient) of \(named()) in \(constraint)")
      {
        throw problem
      }
    }
  }

  /// Writes every solved value into its ``Variable``: one pass over the program's values in its
  /// order, each variable borrowed from the symbol table (no retain and release per write), then
  /// the parametric ones.
  mutating func updateVariables() {
    evaluateExternalRows()
    guard policy.writesVariables else { return }
    symbols.variables.withUnsafeBufferPointer { variables in
      program.symbols.withUnsafeBufferPointer { order in
        program.values.withUnsafeBufferPointer { values in
          for i in 0..<values.count { variables[Int(order[i])]?.write(values[i]) }
        }
      }
      for symbol in program.parametricSymbols { variables[Int(symbol)]?.write(0) }
    }
    // Variables made since the program was compiled that are still parametric.
    let compiled = program.index.count
    if compiled < symbols.count {
      for symbol in compiled..<symbols.count where symbols.rowOf[symbol] < 0 {
        symbols.variables[symbol]?.write(0)
      }
    }
  }
}

/// The solver's state in solved form (the vocabulary of the Cassowary paper): one row per basic
/// symbol, the column index, the lexicographic objective, and the constraint bookkeeping.
///
/// A struct, so that its mutating methods reach the arrays without the dynamic exclusivity checks a
/// class property would need.
struct Tableau {
  // Symbols (columns), indexed by symbol number.
  var kinds: [SymbolKind] = []
  /// The row slot in which the symbol is basic, or -1 when it is parametric.
  var rowOf: [Int32] = []
  /// How many rows hold the symbol in a cell (exact).
  var useCount: [Int32] = []
  /// The row slots that may hold the symbol in a cell (may contain stale or repeated slots; see
  /// ``liveUsers(of:)``). This column index is what keeps substitution proportional to the rows
  /// it touches.
  var users: [[Int32]] = []
  /// The reduced cost of each parametric symbol, one coefficient per priority level, highest first.
  var objective: [[ObjectiveCell]] = []
  /// The user variable of each external symbol.
  var variables: [Variable?] = []
  var candidateFlag: [Bool] = []
  var infeasibleFlag: [Bool] = []
  /// Scratch space for accumulating a new row densely (valid where `scratchMark == scratchEpoch`).
  var scratch: [Double] = []
  var scratchMark: [Int] = []
  var scratchEpoch = 1
  var symbolMark: [Int] = []
  var valueEpoch = 1
  /// Bumped whenever the cells of any row change.
  var structureEpoch = 0
  /// Bumped whenever the set of external rows or their cells change.
  var externalEpoch = 0
  var program = EvaluationProgram()
  /// Basic symbols whose values may have changed since the program last ran.
  var valueChanged: [Int32] = []
  var valueChangedFlag: [Bool] = []
  /// External symbols whose values changed since ``updateChangedVariables()`` last reported.
  var changedSinceReport: [Int32] = []
  var reportedFlag: [Bool] = []
  var everythingChanged = true
  /// The columns of the markers whose constants moved last (see ``MarkerColumn``).
  var markerColumns: [Int32: MarkerColumn] = [:]
  /// Keys for new rows: increasing for rows that refer to basic symbols, decreasing for rows over
  /// parametric symbols only (which every existing row may then refer to).
  var nextHighKey: Int64 = 1
  var nextLowKey: Int64 = -1

  // Rows, indexed by slot.
  var rows: [Row] = []
  /// The basic symbol of each slot, or -1 for a free slot.
  var basicOf: [Int32] = []
  var slotMark: [Int] = []
  var markEpoch = 0
  var freeSlots: [Int32] = []

  var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
  var tags: [ObjectIdentifier: Tag] = [:]
  var edits: [ObjectIdentifier: EditInfo] = [:]
  /// Every constraint in the order it was added (nil where one was removed): replayed when a
  /// required equality is removed.
  var log: [Constraint?] = []
  var logCount = 0

  var candidates = Heap<Int32>()
  var infeasible = Heap<Int32>()
  var journal: Journal?
  var journalEpoch = 0
  var slotJournalEpoch: [Int] = []
  var symbolJournalEpoch: [Int] = []
  /// Symbols that have an entry at the artificial (phase-one) level of the objective.
  var artificialObjectiveSymbols: [Int32] = []
  /// Set when the dual simplex met a row it cannot make feasible (a constant change that the
  /// required constraints cannot follow); ``Solver/setConstant(_:for:)`` then rolls back.
  var unrepairableRow = false
  /// The numerical problems met and stepped over (see ``SolverFault``).
  var faults: [SolverFault] = []
  /// Set when ``rebuild()`` could not re-insert a constraint.
  var rebuildFailed = false
  /// Whether an unsatisfiable constraint is explained by a minimal conflicting set.
  var explainsConflicts = true
  /// Whether required equalities get a dummy marker (see ``Solver/init(requiredEqualitiesKeepMarkers:)``).
  var requiredEqualitiesKeepMarkers = false

  /// The current value of a symbol: 0 when parametric, the constant of a restricted row, and for
  /// an external row its constant plus the values it refers to (see ``EvaluationProgram``).
  mutating func value(ofSymbol symbol: Int32) -> Double {
    let slot = rowOf[Int(symbol)]
    guard slot >= 0 else { return 0 }
    guard kinds[Int(symbol)] == .external else { return rows[Int(slot)].constant }
    evaluateExternalRows()
    return program.values[Int(program.index[Int(symbol)])]
  }

  /// Brings ``program`` up to date with the rows: recompiled and run whole when an external row
  /// changed, otherwise re-evaluated from the symbols whose values may have changed only (an edit
  /// of one cell's constant re-evaluates that cell's rows, not the whole layout).
  mutating func evaluateExternalRows() {
    if program.structureEpoch != externalEpoch {
      program.compile(self)
      program.structureEpoch = externalEpoch
      program.run(rows, rowOf)
      program.valueEpoch = valueEpoch
      clearValueChanges()
      everythingChanged = true
      return
    }
    guard program.valueEpoch != valueEpoch else { return }
    program.valueEpoch = valueEpoch
    let dirty = valueChanged
    clearValueChanges()
    if reportedFlag.count < kinds.count {
      reportedFlag += [Bool](repeating: false, count: kinds.count - reportedFlag.count)
    }
    // Past a thirty-second of the program, one straight run is cheaper than following changes.
    let limit = program.symbols.count / 32 + 32
    guard let changed = program.propagate(from: dirty, kinds: kinds, rows: rows, rowOf: rowOf, limit: limit)
    else {
      program.run(rows, rowOf)
      everythingChanged = true
      return
    }
    for instruction in changed {
      let symbol = program.symbols[Int(instruction)]
      if !reportedFlag[Int(symbol)] {
        reportedFlag[Int(symbol)] = true
        changedSinceReport.append(symbol)
      }
    }
  }

  /// Records that a basic symbol's value may have changed.
  @inline(__always)
  mutating func markValueChanged(_ symbol: Int32) {
    let s = Int(symbol)
    guard s < valueChangedFlag.count, !valueChangedFlag[s] else { return }
    valueChangedFlag[s] = true
    valueChanged.append(symbol)
  }

  mutating func clearValueChanges() {
    for symbol in valueChanged where Int(symbol) < valueChangedFlag.count {
      valueChangedFlag[Int(symbol)] = false
    }
    valueChanged.removeAll(keepingCapacity: true)
  }

  /// Writes the values of the variables that changed since the last call and returns them, or
  /// writes every value and returns `nil` when the rows were rebuilt in between.
  mutating func updateChangedVariables() -> [Variable]? {
    evaluateExternalRows()
    if everythingChanged {
      everythingChanged = false
      changedSinceReport.removeAll()
      reportedFlag = [Bool](repeating: false, count: kinds.count)
      updateVariables()
      return nil
    }
    var changed: [Variable] = []
    for symbol in changedSinceReport where Int(symbol) < kinds.count {
      reportedFlag[Int(symbol)] = false
      guard let variable = variables[Int(symbol)], rowOf[Int(symbol)] >= 0 else { continue }
      variable.write(program.values[Int(program.index[Int(symbol)])])
      changed.append(variable)
    }
    changedSinceReport.removeAll(keepingCapacity: true)
    return changed
  }

  /// Forgets the cached values: called by every public mutating operation.
  mutating func invalidateValues() {
    valueEpoch += 1
  }

  static func validate(_ constraint: Constraint) throws(SolverError) {
    guard Priority.isValid(constraint.priority) else {
      throw .invalidPriority(constraint.priority)
    }
    guard constraint.expression.constant.isFinite else {
      throw .nonFiniteValue("constant \(constraint.expression.constant) in \(constraint)")
    }
    for term in constraint.expression.terms where !term.coefficient.isFinite {
      throw .nonFiniteValue("coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
    }
  }

  /// Writes every solved value into its ``Variable``.
  mutating func updateVariables() {
    evaluateExternalRows()
    for symbol in variables.indices {
      guard let variable = variables[symbol] else { continue }
      let index = rowOf[symbol] >= 0 ? Int(program.index[symbol]) : -1
      variable.write(index >= 0 ? program.values[index] : 0)
    }
  }
}

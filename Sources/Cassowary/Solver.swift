/// An incremental Cassowary solver with Apple's strict priority order.
///
/// Add constraints and edit variables, suggest values for the edit variables, and read the solved
/// values. Every constraint at priority `p` is satisfied as well as possible before any constraint
/// below `p` is considered (a lexicographic objective, one level per distinct `Float` priority),
/// and an unsatisfied optional equality minimises `|expression|`.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(left == 8)
/// try solver.addConstraint(left + width == 320 - 8)
/// try solver.addConstraint((width == 100).priority(250))  // loses to the required pair
/// solver.value(of: width)  // 304.0
/// ```
///
/// ## Determinism
/// The same sequence of calls gives bit-identical values on every run: symbols are numbered in
/// the order they first appear, every choice (entering and leaving symbol, subject of a new row,
/// infeasible row to repair) is made by fixed rules on those numbers (see `docs/solver.md`), and
/// no hash-table iteration order is ever observed. In an under-constrained system the parametric
/// symbols are 0 and the basic ones follow from them; a variable no constraint moves is 0.
public final class Solver {
  /// The tableau: a value type, so that the hot loops run without dynamic exclusivity checks.
  var tableau = Tableau()

  /// The largest magnitude of a coefficient, constant or suggested value the solver takes
  /// (1e15); larger ones throw ``SolverError/valueOutOfRange(_:)``.
  ///
  /// ```swift
  /// try solver.suggestValue(1e300, for: width)   // throws .valueOutOfRange
  /// ```
  public static var maximumMagnitude: Double { Cassowary.maximumMagnitude }

  /// Creates an empty solver.
  ///
  /// With `requiredEqualitiesKeepMarkers`, every required equality gets a marker column (a dummy
  /// symbol, always 0), so that ``setConstant(_:for:)`` moves it in place and removing it costs the
  /// rows that hold it. Without (the default), required equalities keep no column — rows stay
  /// shorter on long chains — and changing the constant of one, or removing it, re-solves the
  /// remaining constraints.
  ///
  /// ```swift
  /// let solver = Solver()
  /// let layoutEngine = Solver(requiredEqualitiesKeepMarkers: true)
  /// ```
  public convenience init(requiredEqualitiesKeepMarkers: Bool = false) {
    self.init(requiredEqualityMarkers: requiredEqualitiesKeepMarkers ? .always : .never)
  }

  /// Creates an empty solver with the given marker policy for required equalities (see
  /// ``RequiredEqualityMarkers``).
  ///
  /// ```swift
  /// // A layout engine: the first solve without markers, then markers from the first change on.
  /// let solver = Solver(requiredEqualityMarkers: .whenFirstNeeded)
  /// ```
  public init(requiredEqualityMarkers: RequiredEqualityMarkers) {
    tableau.policy.requiredEqualitiesKeepMarkers = requiredEqualityMarkers == .always
    tableau.policy.markersDeferred = requiredEqualityMarkers == .whenFirstNeeded
  }

  /// Whether required equalities have marker columns now (see ``init(requiredEqualitiesKeepMarkers:)``
  /// and ``RequiredEqualityMarkers/whenFirstNeeded``).
  public var requiredEqualitiesKeepMarkers: Bool { tableau.policy.requiredEqualitiesKeepMarkers }

  /// The numerical problems the solver met and stepped over since it was made, oldest first;
  /// empty in every test of this package.
  ///
  /// ```swift
  /// assert(solver.faults.isEmpty, "\(solver.faults)")
  /// ```
  public var faults: [SolverFault] { tableau.health.faults }

  /// Adds a constraint and re-solves.
  ///
  /// Throws ``SolverError/duplicateConstraint(_:)`` if it was added before,
  /// ``SolverError/invalidPriority(_:)`` or ``SolverError/nonFiniteValue(_:)`` for bad input, and
  /// ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and cannot hold with
  /// the required constraints already present; the solver is then unchanged.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/nonFiniteValue(_:)``, ``SolverError/unsatisfiableConstraint(_:conflicting:)``.
  /// - Complexity: proportional to the rows the new row's symbols touch and the pivots that follow
  ///   (a layout's new constraint usually touches a handful of rows).
  ///
  /// ```swift
  /// try solver.addConstraint(Variable("w") >= 44)
  /// ```
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    tableau.invalidateValues()
    try Tableau.validate(constraint)
    guard tableau.constraintBook.tags[ObjectIdentifier(constraint)] == nil else {
      throw .duplicateConstraint(constraint)
    }
    try tableau.insert(constraint)
    tableau.checkInvariantsIfEnabled()
  }

  /// Adds several constraints at once: the batch build.
  ///
  /// The constraints are added highest priority first (required ones first, in the given order
  /// within a priority), so that the geometry the required constraints fix is in place before the
  /// optional ones look for their best position: far fewer pivots than adding them in an arbitrary
  /// order. Where the optimum is unique the result is the one of adding them one by one; either
  /// way it is deterministic.
  ///
  /// The batch is atomic: if one constraint is invalid, a duplicate, or unsatisfiable, the error is
  /// thrown and the solver is exactly as it was before the call.
  ///
  /// - Throws: the errors of ``addConstraint(_:)``: an invalid priority or number before anything
  ///   is added, a duplicate or an unsatisfiable constraint as the batch is added (highest priority
  ///   first), after which the batch is undone.
  /// - Complexity: O(n log n) to order n constraints, then the work of adding each.
  ///
  /// ```swift
  /// try solver.addConstraints([x >= 0, x <= 100, (x == 50).priority(250)])
  /// ```
  public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
    tableau.invalidateValues()
    // Three passes over the batch: the priorities (checked, and the order), the expressions
    // (their numbers checked, room made for their symbols), and the insertion, which checks that
    // a constraint is new as it looks its tag up (in the solver before, or twice in the batch).
    let ordered = try Self.priorityOrder(of: constraints)
    try tableau.reserve(for: constraints)
    let logCount = tableau.constraintBook.log.count
    tableau.beginJournal()
    for index in ordered {
      let constraint = constraints[Int(index)]
      do throws(SolverError) {
        guard tableau.constraintBook.tags[ObjectIdentifier(constraint)] == nil else {
          throw .duplicateConstraint(constraint)
        }
        try tableau.insert(constraint)
      } catch {
        // Back to the state before the batch, exactly: rows and objective from the journal, and
        // the bookkeeping of the constraints the batch had added.
        if tableau.journaling.journal != nil { tableau.rollBack() }
        for added in tableau.constraintBook.log[logCount...] {
          if let added { tableau.constraintBook.tags[ObjectIdentifier(added)] = nil }
        }
        tableau.constraintBook.logCount -= tableau.constraintBook.log[logCount...].compactMap { $0 }.count
        tableau.constraintBook.log.removeLast(tableau.constraintBook.log.count - logCount)
        tableau.constraintBook.conflictIndex.truncate(to: logCount)
        tableau.checkInvariantsIfEnabled()
        throw error
      }
    }
    tableau.commitJournal()
    tableau.checkInvariantsIfEnabled()
  }

  /// The positions of a batch's constraints, highest priority first and in the given order within
  /// a priority: 4 bytes a constraint (a batch of more than 4 billion constraints does not fit in
  /// memory anyway). The priorities are read once, into a flat list the sort compares, and
  /// checked on the way: throws ``SolverError/invalidPriority(_:)`` for the first invalid one.
  static func priorityOrder(of constraints: [Constraint]) throws(SolverError) -> [UInt32] {
    var priorities = [Float](repeating: 0, count: constraints.count)
    var isOrdered = true
    for index in constraints.indices {
      let priority = constraints[index].priority
      guard Priority.isValid(priority) else { throw .invalidPriority(priority) }
      priorities[index] = priority
      if index > 0 && priorities[index - 1] < priority { isOrdered = false }
    }
    // From a range, not `init(unsafeUninitializedCapacity:)`: for an empty batch that initializer
    // writes the count into the shared empty-array storage, which ThreadSanitizer reports as a race
    // between tests that build solvers on two threads.
    var order = [UInt32](0..<UInt32(truncatingIfNeeded: constraints.count))
    if !isOrdered {
      priorities.withUnsafeBufferPointer { list in
        order.sort {
          let (a, b) = (list[Int($0)], list[Int($1)])
          return a != b ? a > b : $0 < $1
        }
      }
    }
    return order
  }

  /// Removes a constraint and re-solves. Throws ``SolverError/unknownConstraint(_:)`` if it is not
  /// in the solver.
  ///
  /// Removing an optional constraint or an inequality pivots its marker out of the tableau (work
  /// proportional to the rows holding it). Required equalities keep no marker column (that column
  /// is what makes kiwi's rows dense); removing one re-solves the remaining constraints.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: the rows that hold the constraint's marker; a required equality re-solves the
  ///   remaining constraints.
  ///
  /// ```swift
  /// try solver.removeConstraint(c)
  /// ```
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    tableau.invalidateValues()
    guard var tag = tableau.constraintBook.tags[ObjectIdentifier(constraint)], !tag.isEdit else {
      throw .unknownConstraint(constraint)
    }
    if tag.marker == nil, tableau.policy.markersDeferred, !tag.isRedundant {
      tableau.addDeferredMarkers()
      tag = tableau.constraintBook.tags[ObjectIdentifier(constraint)] ?? tag
    }
    tableau.remove(constraint, tag: tag)
    tableau.checkInvariantsIfEnabled()
  }

  /// Changes the constant of a constraint already added (the constant of its expression) and
  /// re-solves: the cheap path of Auto Layout's `constant`, an edit of the rows that hold the
  /// constraint's marker followed by the dual simplex. Throws ``SolverError/unknownConstraint(_:)``
  /// or ``SolverError/nonFiniteValue(_:)``, and for a required constraint whose new constant the
  /// other required constraints cannot follow, ``SolverError/unsatisfiableConstraint(_:conflicting:)``
  /// with the solver unchanged.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``,
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)``.
  /// - Complexity: the rows that hold the constraint's marker, plus the dual simplex's pivots.
  ///
  /// ```swift
  /// let gap = Constraint(b - a - 8, .equal)     // b == a + 8
  /// try solver.addConstraint(gap)
  /// try solver.setConstant(-20, for: gap)       // now b == a + 20
  /// ```
  public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    tableau.markValuesStale()
    if let problem = numberProblem(constant, "constant \(constant) for \(constraint)") { throw problem }
    guard var tag = tableau.constraintBook.tags[ObjectIdentifier(constraint)], !tag.isEdit else {
      throw .unknownConstraint(constraint)
    }
    guard constraint.isRequired else {
      // An optional constraint can always follow: its error symbols absorb any constant.
      tableau.changeConstant(of: constraint, by: constant - tag.constant)
      tableau.checkInvariantsIfEnabled()
      return
    }
    if tag.marker == nil, tableau.policy.markersDeferred, !tag.isRedundant {
      tableau.addDeferredMarkers()
      tag = tableau.constraintBook.tags[ObjectIdentifier(constraint)] ?? tag
    }
    try changeRequiredConstant(constant, of: constraint, tag: tag)
    tableau.checkInvariantsIfEnabled()
  }

  /// Moves the constant of a required constraint, undoing the change when the other required
  /// constraints cannot follow it.
  private func changeRequiredConstant(_ constant: Double, of constraint: Constraint, tag: Tag)
    throws(SolverError)
  {
    let failed: Bool
    if tag.marker == nil {
      // No marker: the change re-solves everything, so a copy is as cheap as a journal.
      let saved = tableau
      tableau.health.rebuildFailed = false
      tableau.changeConstant(of: constraint, by: constant - tag.constant)
      failed = tableau.health.rebuildFailed
      if failed { tableau = saved }
    } else {
      tableau.health.unrepairableRow = false
      tableau.beginJournal()
      tableau.changeConstant(of: constraint, by: constant - tag.constant)
      failed = tableau.health.unrepairableRow
      if failed {
        tableau.rollBack()
        tableau.constraintBook.tags[ObjectIdentifier(constraint)]?.constant = tag.constant
      } else {
        tableau.commitJournal()
      }
    }
    guard failed else { return }
    let moved = Constraint(
      Expression(storage: constraint.expression.storage, constant: constant), constraint.relation,
      priority: constraint.priority)
    let conflict = tableau.explainConflict(moved, excluding: constraint)
    throw .unsatisfiableConstraint(constraint, conflicting: conflict)
  }

  /// The current constant of a constraint in this solver (its expression's constant unless
  /// ``setConstant(_:for:)`` changed it), or `nil` if it is not in the solver.
  ///
  /// ```swift
  /// solver.constant(of: gap)  // -20.0
  /// ```
  public func constant(of constraint: Constraint) -> Double? {
    guard let tag = tableau.constraintBook.tags[ObjectIdentifier(constraint)], !tag.isEdit else { return nil }
    return tag.constant
  }

  /// Whether the constraint has been added (and not removed).
  ///
  /// ```swift
  /// solver.hasConstraint(c)  // true after addConstraint(c)
  /// ```
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    guard let tag = tableau.constraintBook.tags[ObjectIdentifier(constraint)] else { return false }
    return !tag.isEdit
  }

  /// Makes `variable` an edit variable at an optional priority; its value can then be moved with
  /// ``suggestValue(_:for:)`` at the cost of the rows that depend on it.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/requiredEditPriority(_:)``.
  /// - Complexity: that of adding one optional constraint `variable == value`.
  ///
  /// ```swift
  /// try solver.addEditVariable(windowWidth, priority: 999)
  /// try solver.suggestValue(320, for: windowWidth)
  /// ```
  public func addEditVariable(_ variable: Variable, priority: Float) throws(SolverError) {
    tableau.invalidateValues()
    guard tableau.constraintBook.edits[ObjectIdentifier(variable)] == nil else {
      throw .duplicateEditVariable(variable)
    }
    guard priority.isFinite, priority > 0, priority <= Priority.required else {
      throw .invalidPriority(priority)
    }
    guard priority < Priority.required else { throw .requiredEditPriority(variable) }
    let constraint = Constraint(Expression(variable), .equal, priority: priority)
    try tableau.insert(constraint, isEdit: true)
    tableau.constraintBook.edits[ObjectIdentifier(variable)] = EditInfo(constraint: constraint, constant: 0)
    tableau.checkInvariantsIfEnabled()
  }

  /// Removes an edit variable (and its edit constraint).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  /// - Complexity: the rows that hold the edit's error symbols.
  ///
  /// ```swift
  /// try solver.removeEditVariable(windowWidth)
  /// ```
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    tableau.invalidateValues()
    guard let info = tableau.constraintBook.edits[ObjectIdentifier(variable)],
      let tag = tableau.constraintBook.tags[ObjectIdentifier(info.constraint)]
    else { throw .unknownEditVariable(variable) }
    tableau.constraintBook.edits[ObjectIdentifier(variable)] = nil
    tableau.remove(info.constraint, tag: tag)
    tableau.checkInvariantsIfEnabled()
  }

  /// Whether `variable` is an edit variable of this solver.
  ///
  /// ```swift
  /// solver.hasEditVariable(windowWidth)
  /// ```
  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.constraintBook.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex (only the rows
  /// that hold the edit's error symbol are touched).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
  /// - Complexity: the rows that hold the edit's error symbol, plus the dual simplex's pivots.
  ///
  /// ```swift
  /// try solver.suggestValue(1024, for: windowWidth)
  /// ```
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    tableau.markValuesStale()
    if let problem = numberProblem(value, "suggested value \(value) for \(variable)") { throw problem }
    guard let info = tableau.constraintBook.edits[ObjectIdentifier(variable)] else {
      throw .unknownEditVariable(variable)
    }
    tableau.suggest(value, edit: info)
    tableau.checkInvariantsIfEnabled()
  }

  /// The solved value of `variable` (0 for a variable the solver does not know).
  ///
  /// - Complexity: O(1) after the first read since the last change; otherwise the evaluation of
  ///   the rows whose values may have changed.
  ///
  /// ```swift
  /// let x = solver.value(of: left)
  /// ```
  public func value(of variable: Variable) -> Double {
    guard let symbol = tableau.existingSymbol(of: variable) else { return 0 }
    return tableau.value(ofSymbol: symbol)
  }

  /// Writes the solved value of every variable the solver knows into ``Variable/value``.
  ///
  /// ```swift
  /// solver.updateVariables()
  /// print(left.value)
  /// ```
  public func updateVariables() {
    tableau.updateVariables()
  }

  /// Writes the solved value of every variable whose value changed since the last call into
  /// ``Variable/value`` and returns those variables; returns `nil` (after writing every value) when
  /// the system changed structurally in between, so that everything must be re-read. The cost is
  /// proportional to what changed: a layout engine re-reads one cell after an edit in that cell.
  ///
  /// - Complexity: proportional to the values that changed (O(variables) after a rebuild).
  ///
  /// ```swift
  /// try solver.setConstant(-20, for: gap)
  /// let moved = solver.updateChangedVariables()  // [b] — or nil after a rebuild
  /// ```
  public func updateChangedVariables() -> [Variable]? {
    tableau.updateChangedVariables()
  }

  /// Removes every constraint and edit variable.
  ///
  /// ```swift
  /// solver.reset()
  /// ```
  public func reset() {
    let markers = tableau.policy.requiredEqualitiesKeepMarkers
    let deferred = tableau.policy.markersDeferred
    let writes = tableau.policy.writesVariables
    tableau = Tableau()
    tableau.policy.requiredEqualitiesKeepMarkers = markers
    tableau.policy.markersDeferred = deferred
    tableau.policy.writesVariables = writes
  }

  /// The number of constraints added and not removed (edit constraints not counted).
  ///
  /// ```swift
  /// solver.constraintCount
  /// ```
  public var constraintCount: Int { tableau.constraintBook.logCount - tableau.constraintBook.edits.count }
}

/// What the solver remembers about one constraint.
///
/// The fields are ordered so that the value takes 48 bytes (one is kept per constraint).
struct Tag {
  var constraint: Constraint
  /// The marker's coefficient in the constraint's own row (shifting the constant by δ shifts the
  /// marker by δ / this).
  var markerCoefficient: Double = 1
  /// The constant the constraint has now (``Solver/setConstant(_:for:)`` changes it).
  var constant: Double = 0
  /// The position in ``Solver/log``.
  var logIndex: Int32 = 0
  /// ``marker``'s id, -1 for none: two optional symbols would pad a tag from 40 to 48 bytes.
  var markerID: Int32 = -1
  /// ``other``'s id, -1 for none.
  var otherID: Int32 = -1
  /// A required equality implied by the others: it has no row.
  var isRedundant = false
  var isEdit = false

  init(constraint: Constraint, isEdit: Bool = false) {
    self.constraint = constraint
    self.isEdit = isEdit
  }

  /// The slack, positive error or dummy symbol; `nil` for a required equality without marker.
  var marker: Symbol? {
    get { markerID < 0 ? nil : Symbol(markerID) }
    set { markerID = newValue?.id ?? -1 }
  }

  /// The error symbol paired with ``marker``, if any.
  var other: Symbol? {
    get { otherID < 0 ? nil : Symbol(otherID) }
    set { otherID = newValue?.id ?? -1 }
  }
}

/// An edit variable: its constraint and the last suggested value.
struct EditInfo {
  var constraint: Constraint
  var constant: Double
}

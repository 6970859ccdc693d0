// Questions a layout debugger asks the solver: what would move, and which constraints decide a value.

extension Solver {
  /// Runs `body`, then puts the solver back exactly as it was: constraints, edit variables,
  /// constants and solution. Use it to ask "what if" questions — add a probe, read values — without
  /// disturbing the solution a layout was drawn from. ``Variable/value`` is not restored: read
  /// values with ``value(of:)`` inside `body`.
  ///
  /// - Throws: whatever `body` throws (the solver is restored either way).
  /// - Complexity: the changes `body` makes, once more to undo them.
  ///
  /// ```swift
  /// let alternative = solver.withTemporaryChanges {
  ///   try? solver.addEditVariable(x, priority: .leastNormalMagnitude)
  ///   try? solver.suggestValue(solver.value(of: x) + 100, for: x)
  ///   return solver.value(of: x)   // differs from the value outside: x is not fixed
  /// }
  /// ```
  public func withTemporaryChanges<T>(_ body: () throws -> T) rethrows -> T {
    let saved = tableau
    defer { tableau = saved }
    return try body()
  }

  /// The constraints whose constants decide the current value of `variable`: changing the constant
  /// of any of them moves it, changing any other one does not. In the order they were added; edit
  /// constraints are left out. Empty for a variable no constraint fixes. A required equality is
  /// seen only if it has a marker column (``init(requiredEqualitiesKeepMarkers:)``).
  ///
  /// - Complexity: the expansion of the variable's row over parametric symbols.
  ///
  /// ```swift
  /// let solver = Solver(requiredEqualitiesKeepMarkers: true)
  /// try solver.addConstraint(left == 8)
  /// try solver.addConstraint(right == left + 100)
  /// solver.constraintsDetermining(right)  // [left == 8, right == left + 100]
  /// ```
  public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
    guard let symbol = tableau.symbolOfVariable[ObjectIdentifier(variable)] else { return [] }
    var owners: [Symbol: Tag] = [:]
    for tag in tableau.tags.values where !tag.isEdit {
      if let marker = tag.marker { owners[marker] = tag }
      if let other = tag.other { owners[other] = tag }
    }
    var symbols: [Symbol] = []
    let slot = tableau.symbols.rowOf[Int(symbol)]
    if slot >= 0 {
      symbols = tableau.expand(tableau.rows[Int(slot)]).cells.map(\.symbol)
    } else {
      // A parametric variable is fixed only by tight rows that hold it (a degenerate vertex).
      for user in tableau.liveUsers(of: symbol) where nearZero(tableau.rows[Int(user)].constant) {
        symbols.append(tableau.basicOf[Int(user)]!)
      }
    }
    var found: [Tag] = []
    var seen: Set<Int> = []
    for symbol in symbols {
      guard let tag = owners[symbol], seen.insert(tag.logIndex).inserted else { continue }
      found.append(tag)
    }
    return found.sorted { $0.logIndex < $1.logIndex }.map(\.constraint)
  }
}

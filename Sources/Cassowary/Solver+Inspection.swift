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

  /// Gives every required equality its marker column now when the solver defers them
  /// (``RequiredEqualityMarkers/whenFirstNeeded``): one re-solve, after which removals and
  /// constant changes take the marker path — do it before many temporary removals
  /// (``withTemporaryChanges(_:)`` would otherwise undo it and pay it again each time). Does
  /// nothing when the markers are there.
  ///
  /// ```swift
  /// solver.addDeferredMarkers()
  /// for c in candidates { solver.withTemporaryChanges { try? solver.removeConstraint(c) } }
  /// ```
  public func addDeferredMarkers() {
    tableau.settleDeferredShifts()
    tableau.addDeferredMarkers()
  }

  /// The constraints whose constants decide the current value of `variable`: changing the constant
  /// of any of them moves it, changing any other one does not. In the order they were added; edit
  /// constraints are left out. Empty for a variable no constraint fixes. A required equality is
  /// seen only if it has a marker column (``init(requiredEqualitiesKeepMarkers:)``); a solver that
  /// deferred its markers (``RequiredEqualityMarkers/whenFirstNeeded``) adds them first.
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
    tableau.settleDeferredShifts()
    tableau.addDeferredMarkers()
    guard let symbol = tableau.existingSymbol(of: variable) else { return [] }
    var owners: [Symbol: Tag] = [:]
    for tag in tableau.constraintBook.tags.values where !tag.isEdit {
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
    var seen: Set<Int32> = []
    for symbol in symbols {
      guard let tag = owners[symbol], seen.insert(tag.logIndex).inserted else { continue }
      found.append(tag)
    }
    return found.sorted { $0.logIndex < $1.logIndex }.map(\.constraint)
  }
}

/// Whether a variable has the same value at every optimal solution of a solver
/// (``Solver/alternativeOptima(_:)``).
public enum AlternativeOptimum: Equatable, Sendable {
  /// The same value at every optimum.
  case fixed
  /// Another optimum gives it another value: a symbol that costs nothing can move, and the
  /// variable moves with it.
  case moves
  /// The tableau alone does not tell (a move that needs several symbols at once): ask a probe.
  case unknown
}

extension Solver {
  /// For each variable, whether it has the same value at every optimal solution, read from the
  /// solved tableau without changing it. A value can change among optimal solutions only through
  /// the parametric symbols whose reduced cost is zero at every level (those with a positive cost
  /// stay at 0 in every optimum, dummies always do) and that can move at all: a slack or error
  /// symbol held at 0 by a tight restricted row that nothing else in the row can make up for
  /// cannot. A variable whose row depends on no symbol that can move is `.fixed`; one that a
  /// symbol which can move on its own (no tight row in its way) pulls along is `.moves` — all
  /// such symbols are moved at once by small, deterministic, unrelated amounts, so that
  /// dependencies on several of them do not cancel; the rest are `.unknown`. A variable no
  /// constraint holds `.moves`.
  ///
  /// - Complexity: linear in the size of the rows the variables depend on (each visited once).
  ///
  /// ```swift
  /// try solver.addConstraint(left == 8)
  /// try solver.addConstraint(right >= left + 100)
  /// solver.alternativeOptima([left, right])   // [.fixed, .moves]
  /// ```
  public func alternativeOptima(_ variables: [Variable]) -> [AlternativeOptimum] {
    tableau.settleDeferredShifts()
    return tableau.alternativeOptima(variables.map { tableau.existingSymbol(of: $0) })
  }

  /// For each linear expression of variables, whether it has the same value at every optimal
  /// solution (see ``alternativeOptima(_:)``, read the same way): the moves of its variables are
  /// summed with their coefficients, so a difference of two variables that always move together
  /// is `.fixed` even when each of them moves. A variable no constraint holds makes its
  /// expression `.moves`. Use it for a quantity no variable holds alone, such as a view's offset
  /// from its superview when both are kept in one coordinate space.
  ///
  /// - Complexity: linear in the size of the rows the variables depend on (each visited once).
  ///
  /// ```swift
  /// try solver.addConstraint(child == parent + 8)   // parent is free
  /// solver.alternativeOptima([parent, child])       // [.moves, .moves]
  /// solver.alternativeOptima(of: [child - parent])  // [.fixed]
  /// ```
  public func alternativeOptima(of expressions: [Expression]) -> [AlternativeOptimum] {
    tableau.settleDeferredShifts()
    return tableau.alternativeOptima(
      of: expressions.map { expression in
        var terms: [(Symbol?, Double)] = []
        expression.forEachTerm { terms.append((tableau.existingSymbol(of: $0.variable), $0.coefficient)) }
        return terms
      })
  }

  /// For each variable, whether it might have another value at an equally good solution: `false`
  /// when ``alternativeOptima(_:)`` finds it `.fixed`.
  ///
  /// ```swift
  /// solver.mayTakeOtherValues([left, right])   // [false, true]
  /// ```
  public func mayTakeOtherValues(_ variables: [Variable]) -> [Bool] {
    alternativeOptima(variables).map { $0 != .fixed }
  }
}

extension Tableau {
  /// Whether a parametric symbol costs nothing at any level and is not a dummy.
  func isFreeOfCost(_ symbol: Symbol) -> Bool {
    let s = Int(symbol)
    return symbols.kinds[s] != .dummy && symbols.objective[s].isEmpty
  }

  /// How a parametric symbol can move away from its value without any level getting worse:
  /// `nil` when it cannot (it costs something, or every direction it has — a slack or error
  /// symbol only grows — takes a tight restricted row below 0 and no other free symbol of that row
  /// can make up for it); otherwise the direction it moves in (+1 or -1) and whether it can on its
  /// own (`false`: only with the help of another symbol).
  mutating func freedom(of symbol: Symbol) -> (direction: Double, alone: Bool)? {
    guard isFreeOfCost(symbol) else { return nil }
    let directions: [Double] = symbols.kinds[Int(symbol)] == .external ? [1, -1] : [1]
    let users = liveUsers(of: symbol)
    var helpedDirection: Double?
    for direction in directions {
      var blocked = false
      var helped = false
      for slot in users {
        let row = rows[Int(slot)]
        guard let basic = basicOf[Int(slot)], symbols.kinds[Int(basic)].isRestricted, nearZero(row.constant),
          let index = row.index(of: symbol), row.cells[index].coefficient * direction < 0
        else { continue }
        let helper = row.cells.contains { cell in
          cell.symbol != symbol && isFreeOfCost(cell.symbol)
            && (symbols.kinds[Int(cell.symbol)] == .external || cell.coefficient > 0)
        }
        if !helper {
          blocked = true
          break
        }
        helped = true
      }
      if blocked { continue }
      if !helped { return (direction, true) }
      helpedDirection = helpedDirection ?? direction
    }
    return helpedDirection.map { ($0, false) }
  }

  /// A small amount, different for every symbol and the same on every run, to move it by.
  static func nudge(_ symbol: Symbol) -> Double {
    var x = UInt64(truncatingIfNeeded: Int(symbol)) &+ 0x9E37_79B9_7F4A_7C15
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    x ^= x >> 31
    return 0.5 + Double(x >> 11) / Double(1 << 53)
  }

  /// See `Solver.alternativeOptima(_:)`.
  mutating func alternativeOptima(_ symbols: [Symbol?]) -> [AlternativeOptimum] {
    alternativeOptima(of: symbols.map { [($0, 1)] })
  }

  /// See `Solver.alternativeOptima(of:)`: each expression is its terms' symbols (`nil`: a
  /// variable the tableau does not hold) with their coefficients.
  mutating func alternativeOptima(of expressions: [[(Symbol?, Double)]]) -> [AlternativeOptimum] {
    // Per symbol: how far it moves when every symbol that can move alone is nudged, and whether a
    // symbol that needs help is involved.
    var delta = SymbolMemo<(move: Double, helped: Bool)>(
      symbolCount: self.symbols.count, expectedEntries: 4 * expressions.count)
    func parametric(_ symbol: Symbol) -> (move: Double, helped: Bool) {
      if let known = delta[symbol] { return known }
      let result: (Double, Bool)
      switch freedom(of: symbol) {
      case nil: result = (0, false)
      case let (direction, true)?: result = (direction * Tableau.nudge(symbol), false)
      case (_, false)?: result = (0, true)
      }
      delta[symbol] = result
      return result
    }
    func resolve(_ root: Symbol) -> (move: Double, helped: Bool) {
      if let known = delta[root] { return known }
      guard self.symbols.rowOf[Int(root)] >= 0 else { return parametric(root) }
      // Depth first over the basic symbols the rows refer to, without recursion; rows refer only
      // to rows with smaller keys, so there are no cycles.
      var stack: [(symbol: Symbol, next: Int, move: Double, helped: Bool)] = [(root, 0, 0, false)]
      while !stack.isEmpty {
        let top = stack[stack.count - 1]
        let cells = rows[Int(self.symbols.rowOf[Int(top.symbol)])].cells
        var index = top.next
        var move = top.move
        var helped = top.helped
        var descend: Symbol?
        while index < cells.count {
          let cell = cells[index]
          if self.symbols.rowOf[Int(cell.symbol)] >= 0, delta[cell.symbol] == nil {
            descend = cell.symbol
            break
          }
          let child =
            self.symbols.rowOf[Int(cell.symbol)] >= 0 ? delta[cell.symbol]! : parametric(cell.symbol)
          move += cell.coefficient * child.move
          helped = helped || child.helped
          index += 1
        }
        stack[stack.count - 1] = (top.symbol, index, move, helped)
        if let descend {
          stack.append((descend, 0, 0, false))
          continue
        }
        delta[top.symbol] = (move, helped)
        stack.removeLast()
      }
      return delta[root]!
    }
    return expressions.map { terms in
      var move = 0.0
      var helped = false
      var scale = 0.0
      for (symbol, coefficient) in terms {
        guard let symbol else { return .moves }
        let part = resolve(symbol)
        move += coefficient * part.move
        scale = max(scale, abs(coefficient * part.move))
        helped = helped || part.helped
      }
      // Moves that cancel leave rounding noise of the size of the largest of them.
      if abs(move) > 1e-7 * max(1, scale) { return .moves }
      return helped ? .unknown : .fixed
    }
  }
}

/// What a fresh solver needs to reach the same solution as another: its constraints in the order
/// they were added (with the constants they have now) and its edit variables with their priorities
/// and last suggested values (see ``Solver/addedSystem``).
///
/// ```swift
/// let system = solver.addedSystem
/// let copy = Solver()
/// for edit in system.edits {
///   try copy.addEditVariable(edit.variable, priority: edit.priority)
///   try copy.suggestValue(edit.value, for: edit.variable)
/// }
/// try copy.addConstraints(system.constraints)
/// ```
package struct AddedSystem {
  /// The constraints, in the order they were added; edit constraints are left out.
  package var constraints: [Constraint]
  /// The edit variables, in the order they were added.
  package var edits: [(variable: Variable, priority: Float, value: Double)]
}

extension Solver {
  /// The system this solver was given, as a fresh solver would be given it: what a benchmark
  /// builds with the raw solver to compare a layout pass with the solver's own work on the same
  /// system. A constraint whose constant was changed since it was added is replaced by one with the
  /// current constant.
  ///
  /// - Complexity: O(constraints).
  ///
  /// ```swift
  /// solver.addedSystem.constraints.count == solver.constraintCount   // true
  /// ```
  package var addedSystem: AddedSystem {
    var system = AddedSystem(constraints: [], edits: [])
    system.constraints.reserveCapacity(constraintCount)
    for case let constraint? in tableau.constraintBook.log {
      guard let tag = tableau.constraintBook.tags[ObjectIdentifier(constraint)] else { continue }
      if tag.isEdit {
        guard let variable = constraint.expression.terms.first?.variable,
          let edit = tableau.constraintBook.edits[ObjectIdentifier(variable)]
        else { continue }
        system.edits.append((variable, constraint.priority, edit.constant))
      } else if tag.constant == constraint.expression.constant {
        system.constraints.append(constraint)
      } else {
        system.constraints.append(
          Constraint(
            Expression(storage: constraint.expression.storage, constant: tag.constant), constraint.relation,
            priority: constraint.priority, keepsMarker: constraint.keepsMarker))
      }
    }
    return system
  }
}

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

extension Solver {
  /// For each variable, whether it might have another value at an equally good solution (`true`:
  /// maybe, ask a probe; `false`: certainly not). The test reads the solved tableau: a value can
  /// change among optimal solutions only through the parametric symbols whose reduced cost is
  /// zero at every level (those with a positive cost stay at 0 in every optimum, dummies always
  /// do) and that can move at all: a slack or error symbol held at 0 by a tight restricted row
  /// that nothing else in the row can compensate cannot. A variable whose row depends on no
  /// symbol that can move is fixed; one that no constraint holds is not. Rows that refer to other
  /// basic symbols are followed once each.
  ///
  /// - Complexity: linear in the size of the rows the variables depend on (each visited once).
  ///
  /// ```swift
  /// try solver.addConstraint(left == 8)
  /// try solver.addConstraint(right >= left + 100)
  /// solver.mayTakeOtherValues([left, right])   // [false, true]
  /// ```
  public func mayTakeOtherValues(_ variables: [Variable]) -> [Bool] {
    tableau.mayTakeOtherValues(variables.map { tableau.symbolOfVariable[ObjectIdentifier($0)] })
  }
}

extension Tableau {
  /// Whether a parametric symbol costs nothing at any level and is not a dummy.
  func isFreeOfCost(_ symbol: Symbol) -> Bool {
    let s = Int(symbol)
    return symbols.kinds[s] != .dummy && symbols.objective[s].isEmpty
  }

  /// Whether a parametric symbol can move away from its value without any level getting worse:
  /// it costs nothing, and (a slack or error symbol, which can only grow) no tight restricted row
  /// falls below 0 when it grows unless another free symbol of that row can make up for it.
  mutating func canMoveAtOptimum(_ symbol: Symbol) -> Bool {
    guard isFreeOfCost(symbol) else { return false }
    guard symbols.kinds[Int(symbol)] != .external else { return true }
    for slot in liveUsers(of: symbol) {
      let row = rows[Int(slot)]
      guard let basic = basicOf[Int(slot)], symbols.kinds[Int(basic)].isRestricted, nearZero(row.constant),
        let index = row.index(of: symbol), row.cells[index].coefficient < 0
      else { continue }
      let helped = row.cells.contains { cell in
        cell.symbol != symbol && isFreeOfCost(cell.symbol)
          && (symbols.kinds[Int(cell.symbol)] == .external || cell.coefficient > 0)
      }
      if !helped { return false }
    }
    return true
  }

  /// See `Solver.mayTakeOtherValues(_:)`; `nil` symbols (variables no constraint holds) may take
  /// any value.
  mutating func mayTakeOtherValues(_ symbols: [Symbol?]) -> [Bool] {
    // 0: not yet known, 1: may move, 2: fixed, 3: on the stack.
    var state = [UInt8](repeating: 0, count: self.symbols.kinds.count)
    var movable: [Symbol: Bool] = [:]
    func parametricMayMove(_ symbol: Symbol) -> Bool {
      if let known = movable[symbol] { return known }
      let result = canMoveAtOptimum(symbol)
      movable[symbol] = result
      return result
    }
    func resolve(_ root: Symbol) -> Bool {
      let r = Int(root)
      if state[r] == 1 || state[r] == 2 { return state[r] == 1 }
      guard self.symbols.rowOf[r] >= 0 else { return parametricMayMove(root) }
      // Depth-first over the basic symbols the row refers to, without recursion.
      var stack: [(symbol: Symbol, next: Int)] = [(root, 0)]
      state[r] = 3
      while let top = stack.last {
        let s = Int(top.symbol)
        let cells = rows[Int(self.symbols.rowOf[s])].cells
        var index = top.next
        var outcome: UInt8?
        var descend: Symbol?
        while index < cells.count {
          let symbol = cells[index].symbol
          let t = Int(symbol)
          index += 1
          if self.symbols.rowOf[t] < 0 {
            if parametricMayMove(symbol) {
              outcome = 1
              break
            }
          } else if state[t] == 1 {
            outcome = 1
            break
          } else if state[t] == 0 {
            descend = symbol
            break
          }
        }
        stack[stack.count - 1].next = index
        if let descend {
          state[Int(descend)] = 3
          stack.append((descend, 0))
          continue
        }
        let result = outcome ?? 2
        state[s] = result
        stack.removeLast()
        if result == 1 {
          // A row that may move makes every row on the path to it move too.
          for entry in stack { state[Int(entry.symbol)] = 1 }
          stack.removeAll()
        }
      }
      return state[r] == 1
    }
    return symbols.map { symbol in symbol.map(resolve) ?? true }
  }
}

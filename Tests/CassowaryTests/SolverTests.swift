import Cassowary
import Testing

@Suite("Solver")
struct SolverTests {
  @Test("a required chain fixes every value")
  func requiredChain() throws {
    let left = Variable("left")
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(left == 8)
    try solver.addConstraint(left + width == 320 - 8)
    try solver.addConstraint((width == 100).priority(250))
    #expect(solver.value(of: left) == 8)
    #expect(solver.value(of: width) == 304)
  }

  @Test("1,000 constraints at 250 never outweigh one at 251")
  func strictPriorityOrder() throws {
    let x = Variable("x")
    let solver = Solver()
    for _ in 0..<1000 { try solver.addConstraint((x == 0).priority(250)) }
    try solver.addConstraint((x == 100).priority(251))
    #expect(solver.value(of: x) == 100)
    // And the other way round: the single higher constraint added first.
    let y = Variable("y")
    let other = Solver()
    try other.addConstraint((y == 100).priority(251))
    for _ in 0..<1000 { try other.addConstraint((y == 0).priority(250)) }
    #expect(other.value(of: y) == 100)
  }

  @Test("999.5, 250.5 and 250 are three levels")
  func fractionalPriorities() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 10).priority(250))
    try solver.addConstraint((x == 20).priority(250.5))
    #expect(solver.value(of: x) == 20)
    try solver.addConstraint((x == 30).priority(999.5))
    #expect(solver.value(of: x) == 30)
    try solver.addConstraint((x == 40).priority(999))
    #expect(solver.value(of: x) == 30)
  }

  @Test("an unsatisfied optional equality minimises |a - b|")
  func optionalEqualityMinimisesDistance() throws {
    let a = Variable("a")
    let b = Variable("b")
    let solver = Solver()
    try solver.addConstraint(a == 10)
    try solver.addConstraint(b >= 50)
    try solver.addConstraint((a == b).priority(500))
    #expect(solver.value(of: b) == 50)
    #expect(solver.value(of: a) == 10)
  }

  @Test("optional inequalities hold when they can, give way to higher ones")
  func optionalInequalities() throws {
    let w = Variable("w")
    let solver = Solver()
    try solver.addConstraint((w <= 100).priority(250))  // hugging
    try solver.addConstraint((w >= 100).priority(750))  // compression resistance
    #expect(solver.value(of: w) == 100)
    try solver.addConstraint((w == 60).priority(500))
    #expect(solver.value(of: w) == 100)
    try solver.addConstraint((w == 140).priority(760))
    #expect(solver.value(of: w) == 140)
  }

  @Test("edit variables move with suggestValue")
  func editVariables() throws {
    let container = Variable("container.width")
    let a = Variable("a.width")
    let b = Variable("b.width")
    let solver = Solver()
    try solver.addEditVariable(container, priority: 999)
    #expect(solver.hasEditVariable(container))
    try solver.suggestValue(320, for: container)
    try solver.addConstraint(a + b + 24 == container)
    try solver.addConstraint(a == b)
    try solver.addConstraint(a >= 40)
    #expect(solver.value(of: a) == 148)
    try solver.suggestValue(1024, for: container)
    #expect(solver.value(of: b) == 500)
    // The edit loses to the required minimum.
    try solver.suggestValue(50, for: container)
    #expect(solver.value(of: a) == 40)
    #expect(solver.value(of: container) == 104)
    try solver.removeEditVariable(container)
    #expect(!solver.hasEditVariable(container))
    #expect(throws: SolverError.self) { try solver.suggestValue(1, for: container) }
  }

  @Test("removing constraints restores the earlier solution")
  func removal() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let weak = (x == 10).priority(250)
    let strong = (x == 30).priority(750)
    let floor = x >= 20
    let tie = x == y + 5
    try solver.addConstraints([weak, floor, tie])
    #expect(solver.value(of: x) == 20)
    try solver.addConstraint(strong)
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 25)
    try solver.removeConstraint(strong)
    #expect(solver.value(of: x) == 20)
    try solver.removeConstraint(floor)
    #expect(solver.value(of: x) == 10)
    try solver.removeConstraint(tie)  // a required equality: re-solved without it
    #expect(solver.value(of: x) == 10)
    #expect(!solver.hasConstraint(tie))
    #expect(solver.hasConstraint(weak))
    #expect(solver.constraintCount == 1)
    solver.checkInvariants()
  }

  @Test("removing a required equality keeps the edit variables and their values")
  func removalWithEdits() throws {
    let width = Variable("width")
    let a = Variable("a")
    let b = Variable("b")
    let solver = Solver()
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(300, for: width)
    let split = a + b == width
    let equal = a == b
    try solver.addConstraints([split, equal, (a == 10).priority(250)])
    #expect(solver.value(of: a) == 150)
    try solver.removeConstraint(equal)
    #expect(solver.value(of: a) == 10)
    #expect(solver.value(of: b) == 290)
    #expect(solver.hasEditVariable(width))
    try solver.suggestValue(400, for: width)
    #expect(solver.value(of: b) == 390)
    solver.checkInvariants()
  }

  @Test(
    "setConstant moves a constraint in place",
    arguments: [RequiredEqualityMarkers.never, .always, .whenFirstNeeded])
  func setConstant(markers: RequiredEqualityMarkers) throws {
    let a = Variable("a")
    let b = Variable("b")
    let w = Variable("w")
    let solver = Solver(requiredEqualityMarkers: markers)
    #expect(solver.requiredEqualitiesKeepMarkers == (markers == .always))
    let start = a == 8
    let gap = b == a + 8
    let floor = w >= 10
    let prefer = (w == 50).priority(250)
    try solver.addConstraints([start, gap, floor, prefer])
    #expect(solver.value(of: b) == 16)
    try solver.setConstant(-20, for: gap)  // b - a - 20 == 0
    #expect(solver.value(of: b) == 28)
    // The first change of a required equality's constant gives the deferred markers.
    #expect(solver.requiredEqualitiesKeepMarkers == (markers != .never))
    #expect(solver.constant(of: gap) == -20)
    try solver.setConstant(-100, for: floor)  // w >= 100
    #expect(solver.value(of: w) == 100)
    try solver.setConstant(-150, for: prefer)  // w == 150 @250
    #expect(solver.value(of: w) == 150)
    try solver.setConstant(-40, for: start)
    #expect(solver.value(of: b) == 60)
    try solver.removeConstraint(gap)
    try solver.addConstraint(b == 1)
    #expect(solver.value(of: b) == 1)
    #expect(solver.constant(of: gap) == nil)
    #expect(throws: SolverError.self) { try solver.setConstant(1, for: gap) }
    #expect(throws: SolverError.self) { try solver.setConstant(.nan, for: start) }
    solver.checkInvariants()
  }

  @Test(
    "updateChangedVariables reports what an edit moved",
    arguments: [RequiredEqualityMarkers.never, .always, .whenFirstNeeded])
  func changedVariables(markers: RequiredEqualityMarkers) throws {
    let vars = (0..<6).map { Variable("x\($0)") }
    let solver = Solver(requiredEqualityMarkers: markers)
    let first = vars[0] == 10
    let other = vars[3] == 50
    try solver.addConstraints([
      first, vars[1] == vars[0] + 5, vars[2] == vars[1] + 5, other, vars[4] == vars[3] + 1,
    ])
    try solver.addConstraint(vars[5] >= vars[4])
    #expect(solver.updateChangedVariables() == nil)  // the first call reports everything
    #expect(vars[2].value == 20)
    try solver.setConstant(-30, for: first)  // x0 == 30
    let moved = solver.updateChangedVariables()
    if markers == .always {
      #expect(Set((moved ?? []).map(\.name)) == ["x0", "x1", "x2"])
    } else {
      // A required equality without marker is re-solved (once, for deferred markers): all is new.
      #expect(moved == nil)
    }
    #expect(vars[2].value == 40)
    #expect(solver.updateChangedVariables()?.isEmpty == true)
    try solver.setConstant(-70, for: other)  // x3 == 70 pushes x5 through the inequality
    let second = solver.updateChangedVariables()
    if markers != .never { #expect(Set((second ?? []).map(\.name)).isSuperset(of: ["x3", "x4"])) }
    #expect(vars[4].value == 71)
    #expect(vars[5].value == solver.value(of: vars[5]))
  }

  @Test("typed errors for bad calls")
  func errors() throws {
    let x = Variable("x")
    let solver = Solver()
    let c = x == 1
    try solver.addConstraint(c)
    #expect {
      try solver.addConstraint(c)
    } throws: { error in
      if case SolverError.duplicateConstraint = error { return true }
      return false
    }
    #expect {
      try solver.removeConstraint(x == 1)
    } throws: { error in
      if case SolverError.unknownConstraint = error { return true }
      return false
    }
    #expect {
      try solver.addEditVariable(x, priority: 1000)
    } throws: { error in
      if case SolverError.requiredEditPriority = error { return true }
      return false
    }
    try solver.addEditVariable(x, priority: 500)
    #expect {
      try solver.addEditVariable(x, priority: 500)
    } throws: { error in
      if case SolverError.duplicateEditVariable = error { return true }
      return false
    }
    #expect {
      try solver.removeEditVariable(Variable("y"))
    } throws: { error in
      if case SolverError.unknownEditVariable = error { return true }
      return false
    }
    for p: Float in [0, -1, 1000.5, .nan, .infinity] {
      #expect {
        try solver.addConstraint((x == 2).priority(p))
      } throws: { error in
        if case SolverError.invalidPriority = error { return true }
        return false
      }
    }
    #expect {
      try solver.addConstraint(x == Double.nan)
    } throws: { error in
      if case SolverError.nonFiniteValue = error { return true }
      return false
    }
    #expect {
      try solver.addConstraint(Constraint(Expression([Term(x, coefficient: .infinity)]), .equal))
    } throws: { error in
      // The variable named, though the check reads the coefficients without the variables.
      if case SolverError.nonFiniteValue(let what) = error {
        return what.hasPrefix("coefficient inf of x in ")
      }
      return false
    }
    #expect {
      try solver.suggestValue(.nan, for: x)
    } throws: { error in
      if case SolverError.nonFiniteValue = error { return true }
      return false
    }
  }

  @Test("a batch with a duplicate, a bad number or a bad priority is refused whole")
  func batchErrors() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let pinned = x == 10
    try solver.addConstraint(pinned)
    solver.updateVariables()
    let twice = (y == x + 5).priority(500)
    let batches: [(String, [Constraint], (SolverError) -> Bool)] = [
      (
        "twice in the batch", [y >= 0, twice, x <= 100, twice],
        {
          if case .duplicateConstraint(let c) = $0 { return c === twice } else { return false }
        }
      ),
      (
        "already in the solver", [y == 3, pinned],
        {
          if case .duplicateConstraint(let c) = $0 { return c === pinned } else { return false }
        }
      ),
      (
        "a bad priority", [y == 3, (y == 4).priority(.nan)],
        {
          if case .invalidPriority = $0 { return true } else { return false }
        }
      ),
      (
        "a bad number", [y == 3, y == Double.infinity],
        {
          if case .nonFiniteValue = $0 { return true } else { return false }
        }
      ),
    ]
    for (name, batch, expected) in batches {
      #expect(throws: SolverError.self, "\(name)") { try solver.addConstraints(batch) }
      do {
        try solver.addConstraints(batch)
      } catch {
        #expect(expected(error), "\(name): \(error)")
      }
      // Nothing of the batch stays: one constraint, x where it was, y unknown.
      #expect(solver.constraintCount == 1, "\(name)")
      #expect(solver.symbolNumber(of: y) == -1, "\(name)")
      solver.updateVariables()
      #expect(x.value == 10, "\(name)")
    }
    // The same constraints, each once, go in.
    try solver.addConstraints([y >= 0, twice, x <= 100])
    solver.updateVariables()
    #expect(y.value == 15)
  }

  @Test("an unsatisfiable constraint reports a minimal conflict and changes nothing")
  func unsatisfiable() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let unrelated = Variable("u")
    let solver = Solver()
    let c1 = a + b == 100
    let c2 = a >= 60
    let c3 = b >= 60
    let c4 = unrelated == 5
    let c5 = c <= 1000
    try solver.addConstraints([c1, c2, c4, c5])
    try solver.addConstraint((b == 30).priority(250))
    let before = solver.debugDescription
    let values = [a, b, c, unrelated].map { solver.value(of: $0) }
    let result = Result { () throws(SolverError) in try solver.addConstraint(c3) }
    guard case .failure(.unsatisfiableConstraint(let constraint, let conflicting)) = result else {
      Issue.record("expected unsatisfiable, got \(result)")
      return
    }
    #expect(constraint === c3)
    #expect(conflicting.count == 2)
    #expect(conflicting.first === c1)
    #expect(conflicting.last === c2)
    #expect(solver.debugDescription == before)
    #expect([a, b, c, unrelated].map { solver.value(of: $0) } == values)
    #expect(!solver.hasConstraint(c3))
    solver.checkInvariants()
    // Contradicting equalities with nothing else to give.
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    #expect(throws: SolverError.self) { try solver.addConstraint(x == 20) }
    #expect(solver.value(of: x) == 10)
  }

  @Test("a batch is added highest priority first and is atomic")
  func batch() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint((x == 10).priority(300))
    try solver.addConstraint(y >= 0)
    // Given in the opposite order: the required pair is placed first, the preference second.
    let prefer = (y == 80).priority(250)
    let pin = x + y == 100
    try solver.addConstraints([prefer, pin])
    #expect(solver.value(of: x) == 10)  // @300 beats @250
    #expect(solver.value(of: y) == 90)
    let before = solver.debugDescription
    let z = Variable("z")
    let first = z == 5
    let second = (z == 7).priority(999)
    let conflicting = x >= 200
    let result = Result { () throws(SolverError) in
      try solver.addConstraints([first, second, conflicting])
    }
    guard case .failure(.unsatisfiableConstraint(let failed, let conflict)) = result else {
      Issue.record("expected unsatisfiable, got \(result)")
      return
    }
    #expect(failed === conflicting)
    #expect(conflict.count == 2)
    #expect(solver.debugDescription == before)
    #expect(!solver.hasConstraint(first))
    #expect(solver.value(of: z) == 0)
    #expect(solver.value(of: x) == 10)
    #expect(solver.constraintCount == 4)
    solver.checkInvariants()
    // Duplicates are refused before anything changes.
    #expect(throws: SolverError.self) { try solver.addConstraints([first, first]) }
    #expect(throws: SolverError.self) { try solver.addConstraints([pin]) }
    try solver.addConstraints([first, second])
    #expect(solver.value(of: z) == 5)
  }

  @Test("redundant required equalities are accepted and removable")
  func redundant() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let first = x == y + 10
    let second = x - 10 == y
    try solver.addConstraints([first, second, y == 5])
    #expect(solver.value(of: x) == 15)
    try solver.removeConstraint(first)
    #expect(solver.value(of: x) == 15)
    try solver.removeConstraint(second)
    try solver.addConstraint(x == 1)
    #expect(solver.value(of: x) == 1)
  }

  @Test("large and tiny coefficients")
  func scaling() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(1e-6 * x == 2)
    try solver.addConstraint(1e7 * y == x + 1e7)
    #expect(abs(solver.value(of: x) - 2e6) <= 1e-6)
    #expect(abs(solver.value(of: y) - 1.2) <= 1e-12)
  }

  @Test("the same calls give bit-identical values")
  func determinism() throws {
    func run() throws -> [UInt64] {
      let vars = (0..<20).map { Variable("v\($0)") }
      let solver = Solver()
      try solver.addEditVariable(vars[0], priority: 999)
      try solver.suggestValue(1000, for: vars[0])
      for i in 1..<20 {
        try solver.addConstraint(vars[i] >= vars[i - 1] / 3 + 1.1)
        try solver.addConstraint((vars[i] == Double(i) * 7.3).priority(Float(200 + i)))
        try solver.addConstraint((vars[i] <= vars[0] * 0.7).priority(750))
      }
      for value in [300.0, 17.5, 2000] { try solver.suggestValue(value, for: vars[0]) }
      return vars.map { solver.value(of: $0).bitPattern }
    }
    let first = try run()
    for _ in 0..<5 { #expect(try run() == first) }
  }

  @Test("reset empties the solver; updateVariables writes values")
  func resetAndUpdate() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x == 42)
    solver.updateVariables()
    #expect(x.value == 42)
    solver.reset()
    #expect(solver.value(of: x) == 0)
    #expect(solver.constraintCount == 0)
    try solver.addConstraint(x == 7)
    #expect(solver.value(of: x) == 7)
  }

  @Test("the dump shows objective, rows, edits and constraints")
  func dump() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(12, for: x)
    try solver.addConstraint((x <= 10).priority(500))
    let text = solver.debugDescription
    #expect(text.contains("Objective\n  @999: e1 + e2\n  @500: e1 - e2 + s3\n"))
    #expect(text.contains("Rows\n  x = 12 + e1 - e2\n  e4 = 2 + e1 - e2 + s3\n"))
    #expect(text.contains("Edit variables\n  x @999 = 12.0"))
    #expect(text.contains("Constraints\n  x - 10 <= 0 @500"))
  }
}

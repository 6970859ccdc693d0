import Cassowary
import Testing

@Suite("Solver inspection and failed constant changes")
struct InspectionTests {
  @Test(
    "a constant the required constraints cannot follow throws and changes nothing",
    arguments: [RequiredEqualityMarkers.never, .always, .whenFirstNeeded])
  func failedConstantChange(markers: RequiredEqualityMarkers) throws {
    let width = Variable("width")
    let solver = Solver(requiredEqualityMarkers: markers)
    let minimum = width >= 100
    let pinned = width == 200
    let maximum = width <= 300
    try solver.addConstraints([minimum, pinned, maximum])
    #expect(solver.value(of: width) == 200)
    #expect(throws: SolverError.self) { try solver.setConstant(-400, for: pinned) }
    do {
      try solver.setConstant(-400, for: pinned)
    } catch .unsatisfiableConstraint(let failed, let conflicting) {
      #expect(failed === pinned)
      #expect(conflicting.count == 1 && conflicting[0] === maximum)
    }
    #expect(solver.value(of: width) == 200)
    #expect(solver.constant(of: pinned) == -200)
    // The solver still works: a constant that fits moves the value.
    try solver.setConstant(-250, for: pinned)
    #expect(solver.value(of: width) == 250)
  }

  @Test(
    "a required equality that keeps its marker changes its constant without giving every other one a marker")
  func keepsMarker() throws {
    let width = Variable("width")
    let half = Variable("half")
    let solver = Solver(requiredEqualityMarkers: .whenFirstNeeded)
    let window = (width == 320).keepingMarker()
    let split = half == 0.5 * width
    let widest = width <= 450
    try solver.addConstraints([window, split])
    #expect(solver.value(of: half) == 160)
    try solver.setConstant(-400, for: window)
    #expect(!solver.requiredEqualitiesKeepMarkers)
    #expect(solver.value(of: half) == 200)
    #expect(window.keepsMarker && !split.keepsMarker && window.priority(500).keepsMarker)
    // A conflicting constant still throws and leaves the solution as it was.
    try solver.addConstraint(widest)
    #expect(throws: SolverError.self) { try solver.setConstant(-500, for: window) }
    #expect(solver.value(of: width) == 400)
    // A required equality without its own marker still gets them all on its first change.
    try solver.setConstant(-30, for: split)
    #expect(solver.requiredEqualitiesKeepMarkers)
  }

  @Test("a required inequality pushed past another throws and changes nothing")
  func failedInequalityChange() throws {
    let x = Variable("x")
    let solver = Solver()
    let low = x >= 10
    let high = x <= 50
    try solver.addConstraints([low, high, (x == 0).priority(250)])
    #expect(solver.value(of: x) == 10)
    #expect(throws: SolverError.self) { try solver.setConstant(-60, for: low) }
    #expect(solver.value(of: x) == 10)
    try solver.setConstant(-40, for: low)
    #expect(solver.value(of: x) == 40)
  }

  @Test("temporary changes leave the solution bit for bit")
  func temporaryChanges() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + y == 100)
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(y >= 0)
    let before = (solver.value(of: x), solver.value(of: y))
    let moved = try solver.withTemporaryChanges {
      try solver.addEditVariable(x, priority: .leastNormalMagnitude)
      try solver.suggestValue(before.0 + 30, for: x)
      try solver.addConstraint(y >= 1)
      return solver.value(of: x)
    }
    #expect(moved != before.0)
    #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.constraintCount == 3)
  }

  @Test("the constraints that decide a value")
  func determiningConstraints() throws {
    let left = Variable("left")
    let right = Variable("right")
    let other = Variable("other")
    let solver = Solver(requiredEqualitiesKeepMarkers: true)
    let pin = left == 8
    let span = right == left + 100
    let unrelated = other == 3
    let loose = right <= 500
    try solver.addConstraints([pin, span, unrelated, loose])
    let found = solver.constraintsDetermining(right)
    #expect(found.count == 2 && found[0] === pin && found[1] === span)
    #expect(solver.constraintsDetermining(other).map { $0 === unrelated } == [true])
    #expect(solver.constraintsDetermining(Variable("unknown")).isEmpty)
  }
  @Test("the added system rebuilds the same solution in a fresh solver, changed constants and edits included")
  func addedSystemRebuilds() throws {
    let window = Variable("window")
    let left = Variable("left")
    let width = Variable("width")
    let solver = Solver(requiredEqualityMarkers: .whenFirstNeeded)
    let leading = left == 8
    let trailing = left + width + 8 == window
    let preference = Constraint(width - 80, .equal, priority: 50)
    try solver.addEditVariable(window, priority: 999)
    try solver.suggestValue(320, for: window)
    try solver.addConstraints([leading, trailing, preference, width >= 10])
    try solver.setConstant(-16, for: leading)  // left == 16 now
    let system = solver.addedSystem
    #expect(system.constraints.count == solver.constraintCount)
    #expect(system.constraints[1] === trailing)
    #expect(system.constraints[0] !== leading && system.constraints[0].expression.constant == -16)
    #expect(system.edits.count == 1)
    #expect(system.edits.first?.variable === window)
    #expect(system.edits.first?.priority == 999 && system.edits.first?.value == 320)
    let copy = Solver()
    for edit in system.edits {
      try copy.addEditVariable(edit.variable, priority: edit.priority)
      try copy.suggestValue(edit.value, for: edit.variable)
    }
    try copy.addConstraints(system.constraints)
    for variable in [window, left, width] {
      #expect(copy.value(of: variable) == solver.value(of: variable), "\(variable)")
    }
    #expect(copy.value(of: width) == 296)  // 320 - 16 - 8
  }

}

@Suite("Which variables may take other values at the optimum")
struct AlternativeOptimumTests {
  @Test("fixed by equalities, free through a slack, unknown, and held by a tie of tight inequalities")
  func mayTakeOtherValues() throws {
    let solver = Solver()
    let left = Variable("left")
    let right = Variable("right")
    let unknown = Variable("unknown")
    try solver.addConstraint(Constraint(left - 8, .equal))
    try solver.addConstraint(Constraint(right - left - 100, .greaterThanOrEqual))
    #expect(solver.mayTakeOtherValues([left, right, unknown]) == [false, true, true])

    // A width held at 10 by a strong >= and a weak <=: both tight, the slack of one blocked by the
    // other's row. Fixed, and a probe agrees.
    let width = Variable("width")
    try solver.addConstraint(Constraint(width - 10, .greaterThanOrEqual, priority: 750))
    try solver.addConstraint(Constraint(width - 10, .lessThanOrEqual, priority: 250))
    #expect(solver.mayTakeOtherValues([width]) == [false])
    let probed = solver.withTemporaryChanges {
      try? solver.addEditVariable(width, priority: 0.001)
      try? solver.suggestValue(500, for: width)
      return solver.value(of: width)
    }
    #expect(probed == 10)

    // Only a weak >= holds this one: it may grow without cost.
    let loose = Variable("loose")
    try solver.addConstraint(Constraint(loose - 10, .greaterThanOrEqual, priority: 250))
    #expect(solver.mayTakeOtherValues([loose]) == [true])
  }
}

@Suite("Alternative optima from the tableau")
struct AlternativeOptimaTests {
  @Test("fixed, moved by a free slack, and a variable no constraint holds")
  func classify() throws {
    let solver = Solver()
    let left = Variable("left")
    let right = Variable("right")
    let free = Variable("free")
    try solver.addConstraint(Constraint(left - 8, .equal))
    try solver.addConstraint(Constraint(right - left - 100, .greaterThanOrEqual))
    #expect(solver.alternativeOptima([left, right, free]) == [.fixed, .moves, .moves])
    // Pinning `right` with a strong preference makes it fixed again.
    try solver.addConstraint(Constraint(right - 108, .equal, priority: 750))
    #expect(solver.alternativeOptima([left, right]) == [.fixed, .fixed])
  }

  @Test("an expression of variables that move together is fixed; their sum still moves")
  func expressions() throws {
    let solver = Solver()
    let parent = Variable("parent")
    let child = Variable("child")
    let loose = Variable("loose")
    let free = Variable("free")
    try solver.addConstraint(Constraint(parent - 20, .greaterThanOrEqual))
    try solver.addConstraint(Constraint(child - parent - 8, .equal))
    try solver.addConstraint(Constraint(loose - parent, .greaterThanOrEqual))
    #expect(solver.alternativeOptima([parent, child]) == [.moves, .moves])
    #expect(
      solver.alternativeOptima(of: [child - parent, child + parent, loose - parent, free - parent])
        == [.fixed, .moves, .moves, .moves])
    // One variable is the same question either way.
    #expect(solver.alternativeOptima(of: [Expression(child)]) == solver.alternativeOptima([child]))
  }
}

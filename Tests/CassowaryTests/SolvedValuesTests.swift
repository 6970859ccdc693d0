import Testing

@testable import Cassowary

@Suite("Solved values by symbol number: what a layout pass reads instead of the variables")
struct SolvedValuesTests {
  /// A row of `count` boxes 8 apart sharing a container's width (an edit variable) equally.
  func row(_ count: Int) throws -> (Solver, container: Variable, variables: [Variable]) {
    let solver = Solver()
    let container = Variable("container")
    var variables = [container]
    var previous: Variable?
    var widths: [Variable] = []
    for index in 0..<count {
      let left = Variable("left\(index)")
      let width = Variable("width\(index)")
      variables += [left, width]
      try solver.addConstraint(previous.map { left == $0 + 8 } ?? (left == 0))
      if let first = widths.first { try solver.addConstraint(width == first) }
      try solver.addConstraint(width >= 10)
      widths.append(width)
      previous = Variable("right\(index)")
      try solver.addConstraint(previous! == left + width)
      variables.append(previous!)
    }
    try solver.addConstraint(previous! == container)
    try solver.addEditVariable(container, priority: 999)
    return (solver, container, variables)
  }

  func expectSameAsVariables(_ solver: Solver, _ variables: [Variable]) {
    let symbols = variables.map { solver.symbolNumber(of: $0) }
    #expect(symbols.allSatisfy { $0 >= 0 })
    let read = solver.withSolvedValues { values in symbols.map { values[$0] } }
    #expect(read == variables.map(\.value))
  }

  @Test("after a full update and after each edit, every symbol's value is its variable's")
  func matchesVariables() throws {
    let (solver, container, variables) = try row(20)
    solver.updateVariables()
    expectSameAsVariables(solver, variables)
    for width in [400.0, 100, 3_000, 600] {
      try solver.suggestValue(width, for: container)
      _ = solver.updateChangedVariables()
      expectSameAsVariables(solver, variables)
    }
    // 20 boxes, 19 gaps of 8: each box (600 − 152) / 20 wide.
    #expect(abs(variables[2].value - 22.4) < 1e-9)
  }

  @Test("without writing the variables, the flat values are the ones a writing solver gives them")
  func withoutWritingVariables() throws {
    let (writing, writingContainer, writingVariables) = try row(12)
    let (reading, container, variables) = try row(12)
    reading.writesVariableValues = false
    #expect(writing.writesVariableValues)
    func expectSameValues() {
      let expected = writingVariables.map(\.value)
      let symbols = variables.map { reading.symbolNumber(of: $0) }
      #expect(reading.withSolvedValues { values in symbols.map { values[$0] } } == expected)
      #expect(variables.map { reading.value(of: $0) } == expected)
    }
    writing.updateVariables()
    reading.updateVariables()
    expectSameValues()
    #expect(variables.allSatisfy { $0.value == 0 })
    for width in [400.0, 100, 3_000, 600] {
      try writing.suggestValue(width, for: writingContainer)
      try reading.suggestValue(width, for: container)
      _ = writing.updateChangedVariables()
      // The changed variables are still reported, without their values.
      #expect(reading.updateChangedVariables().map { !$0.isEmpty } ?? true)
      expectSameValues()
    }
    #expect(variables.allSatisfy { $0.value == 0 })
    reading.reset()
    #expect(!reading.writesVariableValues)
  }

  @Test("a variable the solver does not know, or a parametric one, reads 0 as updateVariables writes it")
  func unknownAndParametric() throws {
    let solver = Solver()
    let x = Variable("x")
    let free = Variable("free")
    try solver.addConstraint(x == 12)
    try solver.addConstraint((free >= -5).priority(1))  // optional: free may stay parametric at 0
    solver.updateVariables()
    #expect(solver.symbolNumber(of: Variable("stranger")) == -1)
    solver.withSolvedValues { values in
      #expect(values[-1] == 0)
      #expect(values[solver.symbolNumber(of: x)] == 12)
      #expect(values[solver.symbolNumber(of: free)] == free.value)
      #expect(values[Int32(solver.symbolCount + 10)] == 0)
    }
  }

  @Test("the numbering stamp changes on a reset and a failed call, not on edits")
  func numbering() throws {
    let (solver, container, _) = try row(3)
    let stamp = solver.symbolNumbering
    try solver.suggestValue(500, for: container)
    solver.updateVariables()
    #expect(solver.symbolNumbering == stamp)
    let x = Variable("x")
    try solver.addConstraint(x == 1)
    #expect(solver.symbolNumbering == stamp)
    // A call that fails without making a symbol keeps the numbering; one that made some drops them.
    #expect(throws: SolverError.self) { try solver.addConstraint(x == 3) }
    #expect(solver.symbolNumbering == stamp)
    let y = Variable("y")
    #expect(throws: SolverError.self) { try solver.addConstraints([y == x + 2, y == x + 5]) }
    #expect(solver.symbolNumber(of: y) == -1)
    let afterFailure = solver.symbolNumbering
    #expect(afterFailure != stamp)
    solver.reset()
    #expect(solver.symbolNumbering != afterFailure)
  }
}

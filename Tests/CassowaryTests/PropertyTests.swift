import Cassowary
import Testing
import _AutoLayoutTestSupport

@Suite("Seeded random systems")
struct PropertyTests {
  static func randomSystem(_ rng: inout SeededGenerator) -> ([Variable], [Constraint]) {
    let count = Int.random(in: 2...4, using: &rng)
    let variables = (0..<count).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    let priorities: [Float] = [1000, 1000, 999, 750, 500.5, 500, 250, 250, 1]
    for _ in 0..<Int.random(in: 2...9, using: &rng) {
      var terms: [Term] = []
      for variable in variables.shuffled(using: &rng).prefix(Int.random(in: 1...min(3, count), using: &rng)) {
        terms.append(Term(variable, coefficient: [1, -1, 2, -0.5, 3].randomElement(using: &rng)!))
      }
      let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
        using: &rng)!
      let constant = Double(Int.random(in: -50...50, using: &rng))
      constraints.append(
        Constraint(
          Expression(terms, constant: constant), relation, priority: priorities.randomElement(using: &rng)!))
    }
    return (variables, constraints)
  }

  @Test(
    "required constraints hold and no priority is inverted", arguments: 0..<300,
    [RequiredEqualityMarkers.never, .always, .whenFirstNeeded])
  func lexicographicOptimality(seed: Int, markers: RequiredEqualityMarkers) throws {
    var rng = SeededGenerator(seed: UInt64(seed))
    let (variables, constraints) = Self.randomSystem(&rng)
    let solver = Solver(requiredEqualityMarkers: markers)
    var accepted: [Constraint] = []
    for constraint in constraints {
      let result = Result { () throws(SolverError) in try solver.addConstraint(constraint) }
      switch result {
      case .success:
        accepted.append(constraint)
      case .failure(.unsatisfiableConstraint(_, let conflicting)):
        // The reported set really conflicts, and is minimal.
        #expect(!isFeasible(variables, [constraint] + conflicting))
        for index in conflicting.indices {
          var smaller = conflicting
          smaller.remove(at: index)
          #expect(isFeasible(variables, [constraint] + smaller))
        }
      case .failure(let error):
        Issue.record("unexpected \(error)")
      }
    }
    solver.checkInvariants()
    // Move some constants in place; compare with the system written with the new constants.
    var current = accepted
    for index in accepted.indices where Int.random(in: 0..<3, using: &rng) == 0 {
      let c = accepted[index]
      let constant = c.expression.constant + Double(Int.random(in: -20...20, using: &rng))
      let moved = Constraint(
        Expression(c.expression.terms, constant: constant), c.relation, priority: c.priority)
      var candidate = current
      candidate[index] = moved
      guard isFeasible(variables, candidate) else { continue }
      _ = solver.updateChangedVariables()
      try solver.setConstant(constant, for: c)
      #expect(solver.constant(of: c) == constant)
      current = candidate
      // The values written incrementally (only the changed ones) are those of the new solution.
      _ = solver.updateChangedVariables()
      for variable in variables {
        #expect(variable.value == solver.value(of: variable), "\(variable)")
      }
      let written = Dictionary(uniqueKeysWithValues: variables.map { (ObjectIdentifier($0), $0.value) })
      for constraint in current where constraint.isRequired {
        #expect(LexicographicReference.error(of: constraint, values: written) <= 1e-6, "\(constraint)")
      }
    }
    solver.checkInvariants()
    let values = Dictionary(
      uniqueKeysWithValues: variables.map { (ObjectIdentifier($0), solver.value(of: $0)) })
    for constraint in current where constraint.isRequired {
      #expect(LexicographicReference.error(of: constraint, values: values) <= 1e-6, "\(constraint)")
    }
    try Self.expectOptimalLevels(current, variables: variables, values: values)
    // Removing everything in a shuffled order leaves a consistent, empty tableau.
    for constraint in accepted.shuffled(using: &rng) { try solver.removeConstraint(constraint) }
    solver.checkInvariants()
    #expect(solver.constraintCount == 0)
  }

  /// Expects every priority level's total error at `values` to be the reference optimum's.
  static func expectOptimalLevels(
    _ constraints: [Constraint], variables: [Variable], values: [ObjectIdentifier: Double]
  ) throws {
    let reference = try #require(
      LexicographicReference.optimalLevelErrors(variables: variables, constraints: constraints))
    for level in reference {
      let ours = constraints.filter { $0.priority == level.priority }
        .reduce(0.0) { $0 + LexicographicReference.error(of: $1, values: values) }
      #expect(
        abs(ours - level.error) <= 1e-6 * max(1, level.error),
        "level @\(level.priority): \(ours) vs \(level.error)")
    }
  }

  func isFeasible(_ variables: [Variable], _ constraints: [Constraint]) -> Bool {
    let required = constraints.map { Constraint($0.expression, $0.relation) }
    return LexicographicReference.optimalLevelErrors(variables: variables, constraints: required) != nil
  }
}

import Testing

@testable import Cassowary

@Suite("Numerical faults are never silent")
struct SolverFaultTests {
  /// A tableau whose only error symbol has a negative reduced cost and no row to bound it: what
  /// rounding error can leave behind. `optimize()` must not pivot on it.
  static func optimizeUnboundedObjective() -> Tableau {
    var tableau = Tableau()
    let error = tableau.newSymbol(.error)
    tableau.addObjective(error, priority: 500, -2e-8)
    tableau.optimize()
    return tableau
  }

  #if CASSOWARY_CHECK_INVARIANTS
    @Test("with the invariant checks compiled in, an unbounded objective traps")
    func unboundedObjectiveTraps() async {
      await #expect(processExitsWith: .failure) {
        _ = SolverFaultTests.optimizeUnboundedObjective()
      }
    }
  #else
    @Test("an unbounded objective is recorded as a SolverFault and the pivot is skipped")
    func unboundedObjectiveIsRecorded() {
      let tableau = Self.optimizeUnboundedObjective()
      #expect(tableau.health.faults == [.unboundedObjective(symbol: "e0", reducedCost: -2e-8)])
      #expect(tableau.rows.isEmpty)
      #expect(
        "\(tableau.health.faults[0])"
          == "unbounded objective: e0 (reduced cost -2e-08) improves it with no row to bound it; "
          + "the pivot was skipped as rounding error")
    }
  #endif

  @Test("an ordinary session records no fault")
  func noFaultNormally() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x >= 10)
    try solver.addConstraint((x == 0).priority(500))
    try solver.addEditVariable(x, priority: 250)
    try solver.suggestValue(40, for: x)
    #expect(solver.value(of: x) == 10)
    #expect(solver.faults.isEmpty)
  }
}

/// A numerical problem the solver met and stepped over: it is never thrown (every constraint the
/// solver could satisfy still holds), but it is not silent either — ``Solver/faults`` lists it,
/// and with `-D CASSOWARY_CHECK_INVARIANTS` (`CI=true swift test`) it traps at once.
///
/// ```swift
/// for fault in solver.faults { print(fault) }   // unbounded objective: e3 (reduced cost -2e-08) …
/// ```
public enum SolverFault: Equatable, Sendable, CustomStringConvertible {
  /// A parametric symbol improves the objective, but no restricted row bounds the move: its
  /// reduced cost can only be rounding error (every error term is non-negative, so the true
  /// objective is bounded). The pivot is skipped.
  case unboundedObjective(symbol: String, reducedCost: Double)

  /// A one-line explanation.
  ///
  /// ```swift
  /// print(SolverFault.unboundedObjective(symbol: "e3", reducedCost: -2e-8))
  /// ```
  public var description: String {
    switch self {
    case .unboundedObjective(let symbol, let cost):
      "unbounded objective: \(symbol) (reduced cost \(cost)) improves it with no row to bound it; "
        + "the pivot was skipped as rounding error"
    }
  }
}

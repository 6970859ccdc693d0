/// The errors a ``Solver`` throws. After any thrown error the solver is exactly as it was before
/// the call.
///
/// ```swift
/// do {
///   try solver.addConstraint(x == 10)
///   try solver.addConstraint(x == 20)
/// } catch let SolverError.unsatisfiableConstraint(constraint, conflicting) {
///   print(constraint, conflicting)
/// }
/// ```
public enum SolverError: Error, CustomStringConvertible {
  /// The constraint was already added to this solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in this solver.
  case unknownConstraint(Constraint)
  /// The required constraint cannot hold together with the required constraints already added.
  /// `conflicting` is an irreducible set of those (removing any one of them, or the new
  /// constraint, makes the rest satisfiable).
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The variable already is an edit variable of this solver.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable of this solver.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: their priority must be below 1000.
  case requiredEditPriority(Variable)
  /// A priority outside `0 < p <= 1000`, or not finite.
  case invalidPriority(Float)
  /// A coefficient, constant or suggested value that is NaN or infinite.
  case nonFiniteValue(String)
  /// A coefficient, constant or suggested value larger in magnitude than
  /// ``Solver/maximumMagnitude``, where sums of a few would overflow or lose every fraction.
  case valueOutOfRange(String)

  /// A one-line explanation.
  ///
  /// ```swift
  /// print(SolverError.invalidPriority(0))  // invalid priority 0: a priority must be in (0, 1000]
  /// ```
  public var description: String {
    switch self {
    case .duplicateConstraint(let c): "duplicate constraint: \(c)"
    case .unknownConstraint(let c): "unknown constraint: \(c)"
    case .unsatisfiableConstraint(let c, let others):
      "unsatisfiable constraint: \(c) conflicts with "
        + (others.isEmpty ? "itself" : others.map { "\($0)" }.joined(separator: "; "))
    case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): "unknown edit variable: \(v)"
    case .requiredEditPriority(let v): "edit variable \(v) must have a priority below 1000"
    case .invalidPriority(let p): "invalid priority \(p): a priority must be in (0, 1000]"
    case .nonFiniteValue(let what): "non-finite value: \(what)"
    case .valueOutOfRange(let what): "value out of range: \(what) (at most ±1e15)"
    }
  }
}

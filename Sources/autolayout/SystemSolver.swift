import Cassowary

/// A workload loaded into a ``Solver`` following the peer benchmark's rules: edit variables first
/// (each with its initial value suggested), then the constraints in file order.
struct SystemSolver {
  /// The workload's edit variables (the constraints are kept as ``constraints``, the workload's
  /// own specs may be released once this is made).
  let edits: [Workload.Edit]
  let variables: [Variable]
  /// The constraints, until ``releaseConstraints()`` once ``build()`` has handed them to the
  /// solver (which keeps them).
  private(set) var constraints: [Constraint]
  let solver: Solver

  /// Makes the ``Constraint`` objects (the `make` phase of the benchmark).
  init(_ workload: Workload, variables: [Variable]? = nil, keepMarkers: Bool = false) {
    solver = Solver(requiredEqualitiesKeepMarkers: keepMarkers)
    self.edits = workload.edits
    let vars = variables ?? workload.variables.map { Variable($0) }
    self.variables = vars
    self.constraints = workload.constraints.map { spec in
      Constraint(
        Expression(
          spec.terms.map { Term(vars[$0.variable], coefficient: $0.coefficient) },
          constant: spec.constant),
        spec.relation, priority: spec.priority)
    }
  }

  /// Adds the edit variables and every constraint in one batch (the `build` phase).
  func build() throws(SolverError) {
    for edit in edits {
      try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
      try solver.suggestValue(edit.initial, for: variables[edit.variable])
    }
    try solver.addConstraints(constraints)
  }

  /// Drops the list of constraints once built (the solver keeps them): 8 bytes a constraint at
  /// the peak of a large solve. The benchmark keeps it, so that its build time counts no releases.
  mutating func releaseConstraints() {
    constraints = []
  }

  /// Suggests the values of edit step `step` for every edit variable.
  func suggest(step: Int) throws(SolverError) {
    for edit in edits {
      try solver.suggestValue(edit.values[step], for: variables[edit.variable])
    }
  }

  /// The sum of all variable values in file order (the benchmark's checksum), read from the
  /// variables or, when the solver does not write them, from its flat values.
  func checksum() -> Double {
    var sum = 0.0
    if solver.writesVariableValues {
      for variable in variables { sum += variable.value }
    } else {
      for variable in variables { sum += solver.value(of: variable) }
    }
    return sum
  }
}

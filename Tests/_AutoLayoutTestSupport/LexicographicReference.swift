import Cassowary

/// A brute-force reference for strict priorities: the optimal total error of every priority level,
/// found level by level with ``DenseSimplex`` (each level minimised with every higher level held at
/// its optimum). A correct solver's solution has exactly these level errors.
///
/// ```swift
/// let levels = LexicographicReference.optimalLevelErrors(variables: [x], constraints: cs)
/// ```
public enum LexicographicReference {
  /// The error of one constraint at given variable values: `|e|` for an equality, the violation for
  /// an inequality.
  public static func error(of constraint: Constraint, values: [ObjectIdentifier: Double]) -> Double {
    var e = constraint.expression.constant
    for term in constraint.expression.terms {
      e += term.coefficient * (values[ObjectIdentifier(term.variable)] ?? 0)
    }
    switch constraint.relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }

  /// Optimal total error per optional priority level, highest first; `nil` if the required
  /// constraints are infeasible.
  public static func optimalLevelErrors(variables: [Variable], constraints: [Constraint])
    -> [(priority: Float, error: Double)]?
  {
    let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1), $0) })
    let levels = Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
    // Columns: x+ and x- per variable, then per constraint: slack, error+ and error-.
    let v = variables.count
    let n = 2 * v + 3 * constraints.count
    var a: [[Double]] = []
    var b: [Double] = []
    for (ci, c) in constraints.enumerated() {
      var row = [Double](repeating: 0, count: n)
      for term in c.expression.terms {
        let j = index[ObjectIdentifier(term.variable)]!
        row[2 * j] += term.coefficient
        row[2 * j + 1] -= term.coefficient
      }
      let slack = 2 * v + 3 * ci
      switch c.relation {
      case .lessThanOrEqual: row[slack] = 1
      case .greaterThanOrEqual: row[slack] = -1
      case .equal: break
      }
      if !c.isRequired {
        row[slack + 1] = -1
        row[slack + 2] = 1
        if c.relation == .lessThanOrEqual { row[slack + 2] = 0 }
        if c.relation == .greaterThanOrEqual { row[slack + 1] = 0 }
      }
      a.append(row)
      b.append(-c.expression.constant)
    }
    var result: [(Float, Double)] = []
    func levelCost(_ p: Float) -> [Double] {
      var cost = [Double](repeating: 0, count: a.first?.count ?? n)
      for (ci, c) in constraints.enumerated() where c.priority == p {
        cost[2 * v + 3 * ci + 1] = 1
        cost[2 * v + 3 * ci + 2] = 1
      }
      return cost
    }
    if DenseSimplex.minimize(c: [Double](repeating: 0, count: n), a: a, b: b) == nil { return nil }
    for p in levels {
      let cost = levelCost(p)
      guard let best = DenseSimplex.minimize(c: cost, a: a, b: b) else { return nil }
      result.append((p, best.value))
      // Hold this level at its optimum: Σ errors + s = optimum + tolerance, s >= 0 (a new column).
      for i in a.indices { a[i].append(0) }
      var row = cost
      row.append(1)
      a.append(row)
      b.append(best.value + 1e-9)
    }
    return result
  }
}

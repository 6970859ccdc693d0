/// A small, dense, exact-as-doubles simplex for checking the solver on tiny systems: minimise
/// `c·x` subject to `A x = b`, `x >= 0`, with Bland's rule (no cycling) and a phase one.
///
/// ```swift
/// // minimise x0 subject to x0 - x1 = 2 (x1 >= 0): optimum 2
/// let z = DenseSimplex.minimize(c: [1, 0], a: [[1, -1]], b: [2])
/// ```
public enum DenseSimplex {
  /// The optimal value and a minimiser, or `nil` when infeasible or unbounded.
  public static func minimize(c: [Double], a: [[Double]], b: [Double]) -> (value: Double, x: [Double])? {
    let m = a.count
    let n = c.count
    // Phase one: artificial variables n..<n+m, rows scaled so b >= 0.
    var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
    for i in 0..<m {
      let sign: Double = b[i] < 0 ? -1 : 1
      for j in 0..<n { t[i][j] = sign * a[i][j] }
      t[i][n + i] = 1
      t[i][n + m] = sign * b[i]
    }
    var basis = (0..<m).map { n + $0 }
    var phaseOne = [Double](repeating: 0, count: n + m)
    for i in 0..<m { phaseOne[n + i] = 1 }
    guard run(&t, &basis, cost: phaseOne, columns: n + m) else { return nil }
    let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? t[$1][n + m] : 0) }
    if infeasibility > 1e-7 { return nil }
    // Drive artificial variables out of the basis where possible.
    for i in 0..<m where basis[i] >= n {
      if let j = (0..<n).first(where: { abs(t[i][$0]) > 1e-9 }) {
        pivot(&t, &basis, row: i, column: j)
      }
    }
    // Phase two: forbid artificial columns.
    for i in 0..<m { for j in n..<(n + m) where basis[i] != j { t[i][j] = 0 } }
    var cost = c + [Double](repeating: 0, count: m)
    for j in n..<(n + m) { cost[j] = 0 }
    guard run(&t, &basis, cost: cost, columns: n) else { return nil }
    var x = [Double](repeating: 0, count: n)
    for i in 0..<m where basis[i] < n { x[basis[i]] = t[i][n + m] }
    let value = zip(c, x).reduce(0.0) { $0 + $1.0 * $1.1 }
    return (value, x)
  }

  private static func pivot(_ t: inout [[Double]], _ basis: inout [Int], row r: Int, column j: Int) {
    let width = t[r].count
    let p = t[r][j]
    for k in 0..<width { t[r][k] /= p }
    for i in t.indices where i != r {
      let f = t[i][j]
      if f != 0 { for k in 0..<width { t[i][k] -= f * t[r][k] } }
    }
    basis[r] = j
  }

  /// Runs the simplex on the tableau; `columns` limits the entering candidates.
  private static func run(_ t: inout [[Double]], _ basis: inout [Int], cost: [Double], columns: Int)
    -> Bool
  {
    let m = t.count
    let rhs = t.first.map { $0.count - 1 } ?? 0
    for _ in 0..<10_000 {
      // Reduced costs: c_j - c_B B^-1 A_j.
      var entering = -1
      for j in 0..<columns where !basis.contains(j) {
        var reduced = cost[j]
        for i in 0..<m { reduced -= cost[basis[i]] * t[i][j] }
        if reduced < -1e-9 {
          entering = j
          break
        }
      }
      if entering < 0 { return true }
      var leaving = -1
      var best = Double.infinity
      for i in 0..<m where t[i][entering] > 1e-9 {
        let ratio = t[i][rhs] / t[i][entering]
        if leaving < 0 || ratio < best - 1e-12
          || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving])
        {
          best = ratio
          leaving = i
        }
      }
      if leaving < 0 { return false }
      pivot(&t, &basis, row: leaving, column: entering)
    }
    return false
  }
}

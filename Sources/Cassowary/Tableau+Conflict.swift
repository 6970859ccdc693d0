// Explaining an unsatisfiable required constraint with a minimal conflicting set.

extension Tableau {
  /// The largest set of connected required constraints that is minimised; beyond it the whole
  /// connected set is reported.
  static let conflictSearchLimit = 4096

  /// How much work minimising one conflict may take, in constraints inserted into probe tableaus
  /// (each satisfiability check inserts its whole set). QuickXplain needs about 2k·log(n/k)
  /// checks for a set of k among n, so a long conflict every constraint of which is needed — a
  /// cycle of hundreds of views — costs about n² insertions of growing rows; past this budget the
  /// connected set is reported unminimised, which keeps the cost of any conflict bounded (a
  /// cycle of 200 views is still minimised; one of 500 is reported whole in a fraction of a
  /// second instead of ten).
  static let conflictSearchBudget = 300_000

  /// An irreducible subset of the required constraints already added that cannot hold together
  /// with `constraint`, in the order they were added (QuickXplain over the required constraints
  /// that share variables, directly or transitively, with `constraint`).
  /// `excluding` leaves one constraint out of the pool (the one whose constant is being changed).
  mutating func explainConflict(_ constraint: Constraint, excluding: Constraint? = nil) -> [Constraint] {
    guard explainsConflicts else { return [] }
    // The required constraints with their current constants (setConstant may have moved them).
    var originals: [ObjectIdentifier: Constraint] = [:]
    let required = log.compactMap { $0 }.filter { $0.isRequired && $0 !== excluding }.map {
      c -> Constraint in
      guard let constant = tags[ObjectIdentifier(c)]?.constant, constant != c.expression.constant
      else { return c }
      let copy = Constraint(Expression(storage: c.expression.storage, constant: constant), c.relation)
      originals[ObjectIdentifier(copy)] = c
      return copy
    }
    let connected = connectedConstraints(to: constraint, among: required)
    func original(_ c: Constraint) -> Constraint { originals[ObjectIdentifier(c)] ?? c }
    guard connected.count <= Tableau.conflictSearchLimit else { return connected.map(original) }
    guard !Tableau.isSatisfiable([constraint] + connected) else { return connected.map(original) }
    // Minimal given every implicit constraint (they are the background, never removed), then the
    // implicit ones that set needs.
    let implicit = connected.filter(\.isImplicit)
    var budget = Tableau.conflictSearchBudget
    guard !implicit.isEmpty else {
      guard let set = Tableau.quickXplain(background: [constraint], candidates: connected, budget: &budget)
      else { return connected.map(original) }
      return set.map(original)
    }
    guard
      let chosen = Tableau.quickXplain(
        background: [constraint] + implicit, candidates: connected.filter { !$0.isImplicit }, budget: &budget),
      let needed = Tableau.quickXplain(
        background: [constraint] + chosen, candidates: implicit, budget: &budget)
    else { return connected.map(original) }
    let set = Set((chosen + needed).map(ObjectIdentifier.init))
    return connected.filter { set.contains(ObjectIdentifier($0)) }.map(original)
  }

  /// The constraints of `pool` linked to `constraint` through shared variables, in pool order.
  func connectedConstraints(to constraint: Constraint, among pool: [Constraint]) -> [Constraint] {
    var byVariable: [ObjectIdentifier: [Int]] = [:]
    for (index, c) in pool.enumerated() {
      for term in c.expression.storage {
        byVariable[ObjectIdentifier(term.variable), default: []].append(index)
      }
    }
    var reached = [Bool](repeating: false, count: pool.count)
    var seenVariables: Set<ObjectIdentifier> = []
    var queue = constraint.expression.storage.map { ObjectIdentifier($0.variable) }
    while let variable = queue.popLast() {
      guard seenVariables.insert(variable).inserted else { continue }
      for index in byVariable[variable] ?? [] where !reached[index] {
        reached[index] = true
        queue.append(contentsOf: pool[index].expression.storage.map { ObjectIdentifier($0.variable) })
      }
    }
    return pool.indices.filter { reached[$0] }.map { pool[$0] }
  }

  /// Whether the constraints, all taken as required, can hold together.
  static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    var probe = Tableau()
    probe.explainsConflicts = false
    for constraint in constraints {
      let required =
        constraint.isRequired ? constraint : Constraint(constraint.expression, constraint.relation)
      do { try probe.insert(required) } catch { return false }
    }
    return true
  }

  /// QuickXplain (Junker 2004): a minimal subset X of `candidates` such that `background ∪ X`
  /// is unsatisfiable, given that `background ∪ candidates` is; `nil` when the checks would insert
  /// more constraints than `budget` holds (what they inserted is taken from it).
  static func quickXplain(background: [Constraint], candidates: [Constraint], budget: inout Int)
    -> [Constraint]?
  {
    struct OverBudget: Error {}
    func satisfiable(_ constraints: [Constraint]) throws -> Bool {
      budget -= constraints.count
      if budget < 0 { throw OverBudget() }
      return isSatisfiable(constraints)
    }
    func search(_ background: [Constraint], _ hasDelta: Bool, _ candidates: [Constraint]) throws
      -> [Constraint]
    {
      if try hasDelta && !satisfiable(background) { return [] }
      if candidates.count <= 1 { return candidates }
      let half = candidates.count / 2
      let first = Array(candidates[..<half])
      let second = Array(candidates[half...])
      let x2 = try search(background + first, !first.isEmpty, second)
      let x1 = try search(background + x2, !x2.isEmpty, first)
      return x1 + x2
    }
    do {
      if try !satisfiable(background) { return [] }
      let result = try search(background, false, candidates)
      let order = Dictionary(
        uniqueKeysWithValues: candidates.enumerated().map { (ObjectIdentifier($1), $0) })
      return result.sorted { order[ObjectIdentifier($0)]! < order[ObjectIdentifier($1)]! }
    } catch {
      return nil
    }
  }
}

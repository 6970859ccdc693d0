// Explaining an unsatisfiable required constraint with a minimal conflicting set.

extension Tableau {
  /// How much work explaining one conflict may take, in constraints inserted into probe tableaus
  /// (each satisfiability check inserts its whole set). QuickXplain needs about 2k·log(n/k)
  /// checks for a set of k among n, so a long conflict every constraint of which is needed — a
  /// cycle of hundreds of views — costs about n² insertions of growing rows; past this budget the
  /// smallest conflicting window found (see ``explainConflict(_:excluding:)``) is reported
  /// unminimised, which keeps the cost of any conflict bounded (a cycle of 200 views is still
  /// minimised; one of 500 is reported whole in a fraction of a second instead of ten).
  static let conflictSearchBudget = 300_000

  /// The first window of nearest constraints tried; each next one is four times larger.
  static let conflictFirstWindow = 16

  /// Connected sets up to this size are searched whole, without windows.
  static let conflictWholeSearch = 256

  /// An irreducible subset of the required constraints already added that cannot hold together
  /// with `constraint`, in the order they were added.
  ///
  /// The required constraints that share variables with `constraint`, directly or transitively,
  /// are searched whole when there are at most 256 of them; more are taken nearest first (breadth
  /// first over shared variables), in windows of 16, 64, 256 … until one cannot hold with
  /// `constraint`. QuickXplain then minimises that set, in the order the constraints were added. A conflict
  /// among a few constraints of a large connected layout — one view repeated thousands of times
  /// in a Visual Format line — costs a few small checks, not checks of every connected constraint.
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
    let (nearest, position) = connectedNearestFirst(to: constraint, among: required)
    // In the order they were added, as the engine reports them.
    func reported(_ set: [Constraint]) -> [Constraint] {
      set.sorted { position[ObjectIdentifier($0)]! < position[ObjectIdentifier($1)]! }.map {
        originals[ObjectIdentifier($0)] ?? $0
      }
    }
    var budget = Tableau.conflictSearchBudget
    // A small connected set is searched whole; a large one from the nearest constraints out.
    var size = nearest.count <= Tableau.conflictWholeSearch ? nearest.count : Tableau.conflictFirstWindow
    var window: [Constraint]
    while true {
      // In the order they were added: QuickXplain keeps the earliest constraints it can.
      window = nearest.prefix(size).sorted {
        position[ObjectIdentifier($0)]! < position[ObjectIdentifier($1)]!
      }
      budget -= window.count + 1
      if budget < 0 { return reported(nearest) }
      if !Tableau.isSatisfiable([constraint] + window) { break }
      // They can all hold: nothing to explain with the constraints at hand.
      if window.count == nearest.count { return reported(nearest) }
      size *= 4
    }
    // Minimal given every implicit constraint of the window (they are the background, never
    // removed), then the implicit ones that set needs.
    let implicit = window.filter(\.isImplicit)
    guard !implicit.isEmpty else {
      guard let set = Tableau.quickXplain(background: [constraint], candidates: window, budget: &budget)
      else { return reported(window) }
      return reported(set)
    }
    guard
      let chosen = Tableau.quickXplain(
        background: [constraint] + implicit, candidates: window.filter { !$0.isImplicit }, budget: &budget),
      let needed = Tableau.quickXplain(
        background: [constraint] + chosen, candidates: implicit, budget: &budget)
    else { return reported(window) }
    return reported(chosen + needed)
  }

  /// The constraints of `pool` linked to `constraint` through shared variables, nearest first
  /// (breadth first; pool order within a distance), and each one's place in `pool`.
  func connectedNearestFirst(to constraint: Constraint, among pool: [Constraint]) -> (
    [Constraint], [ObjectIdentifier: Int]
  ) {
    var byVariable: [ObjectIdentifier: [Int]] = [:]
    for (index, c) in pool.enumerated() {
      for term in c.expression.storage {
        byVariable[ObjectIdentifier(term.variable), default: []].append(index)
      }
    }
    var reached = [Bool](repeating: false, count: pool.count)
    var seenVariables: Set<ObjectIdentifier> = []
    var order: [Int] = []
    var frontier = constraint.expression.storage.map { ObjectIdentifier($0.variable) }
    while !frontier.isEmpty {
      var layer: [Int] = []
      for variable in frontier where seenVariables.insert(variable).inserted {
        for index in byVariable[variable] ?? [] where !reached[index] {
          reached[index] = true
          layer.append(index)
        }
      }
      layer.sort()
      order += layer
      frontier = layer.flatMap { pool[$0].expression.storage.map { ObjectIdentifier($0.variable) } }
    }
    var position: [ObjectIdentifier: Int] = [:]
    for index in order { position[ObjectIdentifier(pool[index])] = index }
    return (order.map { pool[$0] }, position)
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

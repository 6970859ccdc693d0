// Explaining an unsatisfiable required constraint with a minimal conflicting set.

extension Tableau {
  /// How much work explaining one conflict may take, in constraints inserted into probe tableaus
  /// (each satisfiability check inserts its whole set). QuickXplain needs about 2k·log(n/k)
  /// checks for a set of k among n, so a long conflict every constraint of which is needed — a
  /// cycle of hundreds of views — costs about n² insertions of growing rows; past this budget the
  /// conflicting window found (see ``explainConflict(_:excluding:)``), or every connected
  /// constraint when none was found yet, is reported unminimised, which keeps the cost of any conflict bounded (a cycle of 200 views is still
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
    guard policy.explainsConflicts else { return [] }
    // The required constraints connected to `constraint`, nearest first, with their current
    // constants (setConstant may have moved them).
    constraintBook.conflictIndex.update(with: constraintBook.log)
    var originals: [ObjectIdentifier: Constraint] = [:]
    var position: [ObjectIdentifier: Int] = [:]
    var nearest: [Constraint] = []
    let pool = constraintBook.conflictIndex.connected(to: constraint, in: constraintBook.log) { c in
      c.isRequired && c !== excluding
    }
    for index in pool {
      let c = constraintBook.log[index]!
      var current = c
      if let constant = constraintBook.tags[ObjectIdentifier(c)]?.constant, constant != c.expression.constant
      {
        current = Constraint(Expression(storage: c.expression.storage, constant: constant), c.relation)
        originals[ObjectIdentifier(current)] = c
      }
      position[ObjectIdentifier(current)] = index
      nearest.append(current)
    }
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

  /// Whether the constraints, all taken as required, can hold together.
  static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    var probe = Tableau()
    probe.policy.explainsConflicts = false
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

/// The log entries (positions in ``Tableau/log``) that use each variable, kept up to date as the
/// log grows, so that explaining one conflict reads the constraints connected to it, not the whole
/// log: thousands of small conflicts in a large layout (each of N views with two required widths)
/// cost N small searches instead of N scans of N constraints.
///
/// Entries are added for the log's new positions before each use; a removed constraint leaves a
/// `nil` in the log, which the search skips; a rolled-back batch truncates the index with the log.
struct ConflictIndex {
  /// The positions of the log entries using each variable, in increasing order.
  private var byVariable: [ObjectIdentifier: [Int]] = [:]
  /// How many log positions are indexed.
  private var indexed = 0

  /// Indexes the log's positions added since the last call.
  mutating func update(with log: [Constraint?]) {
    if log.count < indexed { self = ConflictIndex() }
    for index in indexed..<log.count {
      guard let constraint = log[index] else { continue }
      for term in constraint.expression.storage {
        byVariable[ObjectIdentifier(term.variable), default: []].append(index)
      }
    }
    indexed = log.count
  }

  /// Forgets the positions from `count` on (the log was cut back to `count` entries).
  mutating func truncate(to count: Int) {
    guard count < indexed else { return }
    self = ConflictIndex()
  }

  /// The positions of the log entries that `include` accepts, linked to `constraint` through
  /// shared variables of such entries, directly or transitively, nearest first (breadth first; log
  /// order within a distance).
  func connected(
    to constraint: Constraint, in log: [Constraint?], including include: (Constraint) -> Bool
  ) -> [Int] {
    var reached: Set<Int> = []
    var seenVariables: Set<ObjectIdentifier> = []
    var order: [Int] = []
    var frontier = constraint.expression.storage.map { ObjectIdentifier($0.variable) }
    while !frontier.isEmpty {
      var layer: [Int] = []
      for variable in frontier where seenVariables.insert(variable).inserted {
        for index in byVariable[variable] ?? [] {
          guard let entry = log[index], !reached.contains(index), include(entry) else { continue }
          reached.insert(index)
          layer.append(index)
        }
      }
      layer.sort()
      order += layer
      frontier = layer.flatMap { log[$0]!.expression.storage.map { ObjectIdentifier($0.variable) } }
    }
    return order
  }
}

import Cassowary
import Foundation

// Redundancy: a required constraint is implied when the other required constraints already force
// it — removing it changes no layout. The engine finds out inside a temporary session: without the
// constraint, an edit just below required (above every optional level and every broken constraint)
// pulls the constraint's expression out of bounds; if it cannot move, the rest hold it.

extension LayoutEngine {
  /// The solver priority of the pull: above every optional and broken constraint, below required.
  static let redundancyProbePriority: Float = 999

  /// How far the pull goes.
  static let redundancyProbeDistance = 100.0

  /// The constraints among `candidates` (the app's, activated in this order) that the other
  /// required constraints imply, found from the most recently activated back: once one is found
  /// it counts as removed, so of two constraints that imply each other only the later is listed.
  /// Constraints that are not installed, not required or broken are skipped; `ignoring` are taken
  /// out first (duplicates, reported as such, would otherwise imply their originals).
  ///
  /// `freeingSizeOf`: a view whose size the engine holds (the root's size, a frame's autoresizing
  /// width and height) but whose size at run time is decided elsewhere — a xib's top-level view,
  /// sized by whoever loads it or by its content. Its size is held only weakly during the search,
  /// so a constraint that sizes it through its content is not "implied" by the size it has now.
  func impliedConstraints(
    _ candidates: [LayoutConstraint], ignoring: [LayoutConstraint] = [], freeingSizeOf freed: View? = nil
  )
    -> [LayoutConstraint]
  {
    let installed = candidates.compactMap { constraint -> (LayoutConstraint, Cassowary.Constraint)? in
      guard let made = user[constraint]?.constraint, made.isRequired,
        !brokenSolverConstraints.contains(ObjectIdentifier(made))
      else { return nil }
      return (constraint, made)
    }
    guard !installed.isEmpty else { return [] }
    solver.addDeferredMarkers()
    return solver.withTemporaryChanges {
      releaseExerciseHolds()
      for constraint in ignoring {
        if let made = user[constraint]?.constraint { try? solver.removeConstraint(made) }
      }
      if let freed { releaseSize(of: freed) }
      var implied: [LayoutConstraint] = []
      for (constraint, made) in installed.reversed() where isImplied(made) {
        // It stays out for the earlier ones: they are checked against what remains.
        try? solver.removeConstraint(made)
        implied.append(constraint)
      }
      return implied.reversed()
    }
  }

  /// Inside a temporary session: replaces the engine's own hold on a view's size (the root's, or
  /// its autoresizing mask's width and height) by a hold at the lowest level, which keeps the
  /// solution where it is but gives way to anything else.
  func releaseSize(of view: View) {
    let v = variables(of: view)
    for (tags, variable) in [
      ([SystemConstraintTag.root(.width), .autoresizing(.width)], v.width),
      ([SystemConstraintTag.root(.height), .autoresizing(.height)], v.height),
    ] {
      let held = tags.compactMap { system.constraint($0, of: view) }
      guard !held.isEmpty else { continue }
      let value = solver.value(of: variable)
      for constraint in held { try? solver.removeConstraint(constraint) }
      try? solver.addConstraint((variable == value).priority(Self.holdPriority))
    }
  }

  /// Whether the other required constraints hold `made` (a required constraint of the solver).
  func isImplied(_ made: Cassowary.Constraint) -> Bool {
    solver.withTemporaryChanges {
      let base = value(of: made.expression)
      guard (try? solver.removeConstraint(made)) != nil else { return false }
      let probe = Variable("implied")
      guard (try? solver.addConstraint(Cassowary.Constraint(made.expression - probe, .equal))) != nil,
        (try? solver.addEditVariable(probe, priority: Self.redundancyProbePriority)) != nil
      else { return false }
      let tolerance = 1e-6 * max(1, abs(base))
      let distance = Self.redundancyProbeDistance
      switch made.relation {
      case .equal:
        try? solver.suggestValue(base + distance, for: probe)
        let up = solver.value(of: probe)
        try? solver.suggestValue(base - distance, for: probe)
        let down = solver.value(of: probe)
        return abs(up - base) <= tolerance && abs(down - base) <= tolerance
      case .greaterThanOrEqual:
        // Held when the expression cannot go below 0.
        try? solver.suggestValue(min(base, 0) - distance, for: probe)
        return solver.value(of: probe) >= -tolerance
      case .lessThanOrEqual:
        try? solver.suggestValue(max(base, 0) + distance, for: probe)
        return solver.value(of: probe) <= tolerance
      }
    }
  }

  /// The current value of an expression over the solver's variables.
  func value(of expression: Cassowary.Expression) -> Double {
    var sum = expression.constant
    expression.forEachTerm { sum += $0.coefficient * solver.value(of: $0.variable) }
    return sum
  }
}

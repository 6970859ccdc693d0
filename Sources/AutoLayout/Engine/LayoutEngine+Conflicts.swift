import Cassowary
import Foundation

// Unsatisfiable constraints: the engine never stops. It breaks one constraint of a minimal
// conflicting set, reports the conflict in UIKit's words (and ours), and goes on.
//
// The rule (documented in docs/diagnostics.md): the broken constraint is the most recently
// activated of the app's constraints in the set; failing that, the most recently activated
// constraint a system part made as a LayoutConstraint (a stack view's); failing that, the
// constraint whose addition or change met the conflict. The broken constraint is not dropped: it
// is demoted to a priority band above every optional priority (see `enginePriority(_:)`), so it
// still holds wherever the others allow and wins over every optional constraint.

extension LayoutEngine {
  /// Adds a constraint, breaking constraints as the rule says when the required ones cannot all
  /// hold. Returns the constraint now in the solver: `constraint`, or its demoted replacement.
  ///
  /// - Complexity: one solver insertion; for each conflict met, its minimal conflicting set
  ///   (QuickXplain over the connected required constraints) and one more insertion.
  @discardableResult
  func install(_ constraint: Cassowary.Constraint, for layoutConstraint: LayoutConstraint?)
    -> Cassowary.Constraint
  {
    var candidate = constraint
    while true {
      do {
        try solver.addConstraint(candidate)
        if let layoutConstraint {
          user[layoutConstraint] = Installed(
            constraint: candidate, constant: layoutConstraint.constant)
        }
        return candidate
      } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
        // The floors of the views involved first (LayoutEngine+SizeFloors.swift): the set is then
        // found again, minimal as in Apple's engine.
        if installSizeFloors(forViewsOf: conflicting + [candidate]) { continue }
        guard breakConflict(changed: candidate, of: layoutConstraint, conflicting: conflicting) else {
          continue
        }
        candidate = demoted(candidate, constant: candidate.expression.constant)
        brokenSolverConstraints.insert(ObjectIdentifier(candidate))
      } catch {
        LayoutLog.handler("\(error)")
        return candidate
      }
    }
  }

  /// Adds constraints one at a time through ``install(_:for:)``; returns the system constraints
  /// that were replaced by demoted ones (for ``applyReplacements(_:)``).
  @discardableResult
  func addOneByOne(_ list: [(LayoutConstraint?, Cassowary.Constraint)]) -> [ObjectIdentifier: Cassowary
    .Constraint]
  {
    var replaced: [ObjectIdentifier: Cassowary.Constraint] = [:]
    for (layoutConstraint, solverConstraint) in list {
      let installed = install(solverConstraint, for: layoutConstraint)
      if layoutConstraint == nil && installed !== solverConstraint {
        replaced[ObjectIdentifier(solverConstraint)] = installed
      }
    }
    applyReplacements(replaced)
    return replaced
  }

  /// Moves the constant of an installed constraint, breaking constraints as the rule says when
  /// the required ones cannot follow. Returns the constraint now in the solver.
  @discardableResult
  func changeConstant(
    of constraint: Cassowary.Constraint, to value: Double, for layoutConstraint: LayoutConstraint?
  ) -> Cassowary.Constraint {
    while true {
      do {
        try solver.setConstant(value, for: constraint)
        return constraint
      } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
        if installSizeFloors(forViewsOf: conflicting + [constraint]) { continue }
        guard breakConflict(changed: constraint, of: layoutConstraint, conflicting: conflicting) else {
          continue
        }
        try? solver.removeConstraint(constraint)
        let replacement = demoted(constraint, constant: value)
        try? solver.addConstraint(replacement)
        brokenSolverConstraints.insert(ObjectIdentifier(replacement))
        if let layoutConstraint {
          user[layoutConstraint] = Installed(
            constraint: replacement, constant: layoutConstraint.constant)
        } else {
          applyReplacements([ObjectIdentifier(constraint): replacement])
        }
        return replacement
      } catch {
        LayoutLog.handler("\(error)")
        return constraint
      }
    }
  }

  /// The same constraint at the broken-required priority.
  func demoted(_ constraint: Cassowary.Constraint, constant: Double) -> Cassowary.Constraint {
    Cassowary.Constraint(
      Cassowary.Expression(constraint.expression.terms, constant: constant), constraint.relation,
      priority: brokenRequiredPriority)
  }

  /// Reports a conflict met while adding or changing `changed` and breaks a constraint of it.
  /// Returns `true` when the one to break is `changed` itself (the caller demotes it), `false`
  /// when an installed constraint was demoted instead (the caller tries again).
  func breakConflict(
    changed: Cassowary.Constraint, of layoutConstraint: LayoutConstraint?, conflicting: [Cassowary.Constraint]
  ) -> Bool {
    let owners = constraintOwners(of: layoutConstraint == nil ? conflicting + [changed] : conflicting)
    var set = conflicting.map { describe($0, owners: owners) }
    set.append(
      layoutConstraint.map { engineConstraint(for: $0) } ?? describe(changed, owners: owners))
    // The app's constraints first, then the system's LayoutConstraints, newest activation first.
    func rank(_ entry: EngineConstraint) -> (Int, Int)? {
      guard let constraint = entry.layoutConstraint else { return nil }
      return (entry.isUserConstraint ? 1 : 0, constraint.activationIndex)
    }
    var victim = set.count - 1
    var best: (Int, Int)?
    for (index, entry) in set.enumerated() {
      guard let r = rank(entry) else { continue }
      if best == nil || r > best! {
        best = r
        victim = index
      }
    }
    let conflict = LayoutConflict(constraints: set, broken: set[victim])
    conflicts.append(conflict)
    if (root as? Window)?.logsLayoutConflicts != false { viewAlertForUnsatisfiableConstraints(conflict) }
    guard victim != set.count - 1, let broken = set[victim].layoutConstraint else { return true }
    demoteInstalled(broken)
    return false
  }

  /// Replaces an installed layout constraint by its demoted form.
  func demoteInstalled(_ constraint: LayoutConstraint) {
    guard let installed = user[constraint] else { return }
    let constant = solver.constant(of: installed.constraint) ?? installed.constraint.expression.constant
    try? solver.removeConstraint(installed.constraint)
    let replacement = demoted(installed.constraint, constant: constant)
    try? solver.addConstraint(replacement)
    brokenSolverConstraints.insert(ObjectIdentifier(replacement))
    user[constraint] = Installed(constraint: replacement, constant: installed.constant)
  }

  /// Puts demoted system constraints in the place of the ones they replace.
  func applyReplacements(_ replaced: [ObjectIdentifier: Cassowary.Constraint]) {
    guard !replaced.isEmpty else { return }
    system.replace(replaced)
  }

  /// The conflicts whose broken constraint is still active (a broken system constraint stays
  /// broken until the next rebuild), in the order they were met.
  var currentConflicts: [LayoutConflict] {
    conflicts.filter { conflict in
      guard let constraint = conflict.broken.layoutConstraint else { return true }
      guard let installed = user[constraint] else { return false }
      return brokenSolverConstraints.contains(ObjectIdentifier(installed.constraint))
    }
  }
}

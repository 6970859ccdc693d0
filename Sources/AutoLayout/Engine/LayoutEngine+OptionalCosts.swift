import Cassowary
import Foundation

// How well the optional constraints hold where given items are placed, against the solved layout:
// whether another layout the required constraints allow is as good (a tie the engine broke one
// way) or worse under the optional ones (then a value they carry — a content size, a priority —
// decided). Inside `Solver.withTemporaryChanges`, so the solver is exactly as before afterwards.

extension LayoutEngine {
  /// One optional solver constraint's distance from holding: in the solved layout, with the items
  /// within the tolerance of their rectangles, and with them exactly there.
  struct OptionalCost {
    var constraint: Cassowary.Constraint
    var solved: Double
    var near: Double
    var exact: Double
  }

  /// Every optional constraint of the engine (the app's and the system's, a broken required one
  /// included) whose distance from holding differs, by more than `threshold`, between the solved
  /// layout and the layouts (as the optional constraints best allow them) with each item's
  /// alignment rectangle within `tolerance` of the given one, or exactly at it.
  func optionalCosts(
    placing rects: [(item: AnyObject, rect: EngineDiagnostics.AlignmentRect)], tolerance: Double,
    threshold: Double = 1e-6
  ) -> [OptionalCost] {
    var optional: [Cassowary.Constraint] = []
    for view in root.subtree {
      for constraint in view.heldConstraints {
        if let installed = user[constraint], !installed.constraint.isRequired {
          optional.append(installed.constraint)
        }
      }
    }
    optional += system.allConstraints().filter { !$0.isRequired }
    let solved = optional.map(distanceFromHolding)
    let near = placed(rects, within: tolerance, measuring: optional)
    let exact = placed(rects, within: 0, measuring: optional)
    return optional.indices.compactMap { i in
      max(abs(solved[i] - near[i]), abs(solved[i] - exact[i])) > threshold
        ? OptionalCost(constraint: optional[i], solved: solved[i], near: near[i], exact: exact[i]) : nil
    }
  }

  /// The distances from holding of `constraints` with the items' rectangles bounded to within
  /// `tolerance` of the given ones (as far as the required constraints allow).
  private func placed(
    _ rects: [(item: AnyObject, rect: EngineDiagnostics.AlignmentRect)], within tolerance: Double,
    measuring constraints: [Cassowary.Constraint]
  ) -> [Double] {
    solver.withTemporaryChanges {
      releaseExerciseHolds()
      for pin in boundPins(rects, tolerance: tolerance, priority: requiredProbePriority) {
        try? solver.addConstraint(pin)
      }
      return constraints.map(distanceFromHolding)
    }
  }

  /// How far a solver constraint is from holding at the solver's current values: the distance of
  /// an equality, how far past its bound an inequality is (0 where it holds).
  private func distanceFromHolding(_ constraint: Cassowary.Constraint) -> Double {
    var value = constraint.expression.constant
    constraint.expression.forEachTerm { term in value += term.coefficient * solver.value(of: term.variable) }
    return switch constraint.relation {
    case .equal: abs(value)
    case .greaterThanOrEqual: max(0, -value)
    case .lessThanOrEqual: max(0, value)
    }
  }
}

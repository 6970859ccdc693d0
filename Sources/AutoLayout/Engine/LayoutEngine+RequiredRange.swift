import Cassowary
import Foundation

// What the required constraints alone allow. A probe at a priority above every optional level
// (and below the required constraints the engine had to break) pulls a variable as far as the
// required constraints let it go: the optional ones, content sizes included, give way. Inside
// `Solver.withTemporaryChanges`, so the solver is exactly as before afterwards.

/// The solver priority of the probes that ask what the required constraints allow: above every
/// optional priority (at most 499.5 in the solver), below a broken required one (750).
let requiredProbePriority: Float = 600

/// The solver priority at which ``LayoutEngine/requiredConstraintsAllow(_:tolerance:holding:)``
/// keeps the held items' sizes: above the probes, below a broken required constraint.
let requiredHoldPriority: Float = 650

extension LayoutEngine {
  /// How far a probe for the required range pulls; a bound that reaches it is reported as none.
  static let requiredProbeDistance = 1.0e6

  /// The lowest and highest values `variable` can take under the required constraints alone
  /// (`nil`: unbounded on that side).
  func requiredRange(of variable: Variable) -> (lower: Double?, upper: Double?) {
    let distance = Self.requiredProbeDistance
    let (base, up, down) = reach(of: variable, distance: distance, priority: requiredProbePriority)
    let reached = distance * (1 - 1e-9)
    return (down <= base - reached ? nil : down, up >= base + reached ? nil : up)
  }

  /// Whether the required constraints allow every item at the given alignment rectangle (root
  /// coordinates) at once, each value within `tolerance`; the other items may move. The items of
  /// `holding` keep their current widths and heights (above the probes: they move, but do not
  /// change size, to make room). Widths and heights are held within `sizeTolerance` where it is
  /// given.
  func requiredConstraintsAllow(
    _ rects: [(item: AnyObject, rect: EngineDiagnostics.AlignmentRect)], tolerance: Double,
    sizeTolerance: Double? = nil, holding: [AnyObject] = []
  )
    -> Bool
  {
    probe(rects, tolerance: tolerance, sizeTolerance: sizeTolerance, holding: holding, watching: []).allowed
  }

  /// Places the items at the given alignment rectangles as far as the required constraints let
  /// them (the items of `holding` keeping their sizes), and reports whether every value came
  /// within `tolerance`, and the sizes the items of `watching` took there (their widths and
  /// heights, in order). The solver is left as it was.
  func probe(
    _ rects: [(item: AnyObject, rect: EngineDiagnostics.AlignmentRect)], tolerance: Double,
    sizeTolerance: Double? = nil, holding: [AnyObject], watching: [AnyObject]
  ) -> (allowed: Bool, sizes: [(width: Double, height: Double)]) {
    solver.withTemporaryChanges {
      releaseExerciseHolds()
      for item in holding {
        let v = variables(of: item)
        for variable in [v.width, v.height] {
          let value = solver.value(of: variable)
          guard (try? solver.addEditVariable(variable, priority: requiredHoldPriority)) != nil else {
            continue
          }
          try? solver.suggestValue(value, for: variable)
        }
      }
      let targets = frameTargets(rects)
      var added = true
      for (variable, value) in targets {
        guard (try? solver.addEditVariable(variable, priority: requiredProbePriority)) != nil else {
          added = false
          break
        }
        try? solver.suggestValue(value, for: variable)
      }
      let allowed =
        added
        && targets.enumerated().allSatisfy { index, target in
          abs(solver.value(of: target.0) - target.1)
            <= (index % 4 >= 2 ? sizeTolerance ?? tolerance : tolerance)
        }
      let sizes = watching.map { item in
        let v = variables(of: item)
        return (width: solver.value(of: v.width), height: solver.value(of: v.height))
      }
      return (allowed, sizes)
    }
  }

  /// The required constraints that rule the items out of the given alignment rectangles (root
  /// coordinates, each value within `tolerance`): an irreducible set, as the solver explains the
  /// conflict; empty when the required constraints allow the rectangles. The solver is left as it
  /// was.
  func requiredConflict(
    _ rects: [(item: AnyObject, rect: EngineDiagnostics.AlignmentRect)], tolerance: Double,
    sizeTolerance: Double? = nil
  ) -> [EngineConstraint] {
    solver.withTemporaryChanges {
      releaseExerciseHolds()
      var pins: Set<ObjectIdentifier> = []
      for pin in boundPins(rects, tolerance: tolerance, sizeTolerance: sizeTolerance) {
        do {
          try solver.addConstraint(pin)
          pins.insert(ObjectIdentifier(pin))
        } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
          let owners = constraintOwners()
          return conflicting.filter { !pins.contains(ObjectIdentifier($0)) }.map {
            describe($0, owners: owners)
          }
        } catch {
          continue
        }
      }
      return []
    }
  }

  /// Each item's four frame variables (minX, minY, width, height) with the rectangle's values.
  func frameTargets(_ rects: [(item: AnyObject, rect: EngineDiagnostics.AlignmentRect)]) -> [(
    Variable, Double
  )] {
    rects.flatMap { item, rect in
      let v = variables(of: item)
      return [(v.minX, rect.minX), (v.minY, rect.minY), (v.width, rect.width), (v.height, rect.height)]
    }
  }

  /// Two bounds per frame variable holding it within `tolerance` of its value (`value − tolerance
  /// <= variable <= value + tolerance`; widths and heights within `sizeTolerance` where it is
  /// given), at `priority`.
  func boundPins(
    _ rects: [(item: AnyObject, rect: EngineDiagnostics.AlignmentRect)], tolerance: Double,
    sizeTolerance: Double? = nil, priority: Float = Priority.required
  ) -> [Cassowary.Constraint] {
    frameTargets(rects).enumerated().flatMap { index, target in
      let (variable, value) = target
      let tolerance = index % 4 >= 2 ? sizeTolerance ?? tolerance : tolerance
      return [
        (Cassowary.Constraint.Relation.greaterThanOrEqual, value - tolerance),
        (.lessThanOrEqual, value + tolerance),
      ].map { relation, bound in
        Cassowary.Constraint(
          Cassowary.Expression([Term(variable)], constant: ConstraintTranslator.solverConstant(bound)),
          relation,
          priority: priority)
      }
    }
  }
}

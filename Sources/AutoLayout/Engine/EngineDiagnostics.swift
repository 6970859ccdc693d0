import Cassowary
import Foundation

/// The one door through which diagnostics (conflicts, ambiguity, misplacement, suggested
/// constraints, the trace) reach a laid-out engine. It answers questions in terms of items,
/// frames and constraints; the solver stays behind it.
///
/// ```swift
/// let diagnostics = window.diagnostics      // lays out first if anything changed
/// diagnostics.ambiguity(of: box)?.needs     // [.xPosition]
/// diagnostics.frame(of: box)                // the solved frame in the superview
/// ```
struct EngineDiagnostics {
  private let engine: LayoutEngine

  init(_ engine: LayoutEngine) { self.engine = engine }

  /// The conflicts whose broken constraint is still broken, in the order met.
  var conflicts: [LayoutConflict] { engine.currentConflicts }

  /// The views and guides of the hierarchy in trace order (each view, then its guides).
  var itemsInOrder: [AnyObject] { engine.itemsInOrder }

  /// Why an item's layout is ambiguous, or `nil`.
  ///
  /// - Complexity: a few probes of the solver (each O(rows the item's variables touch)).
  func ambiguity(of item: AnyObject) -> LayoutAmbiguity? { engine.ambiguity(of: item) }

  /// Every ambiguous item of the hierarchy with its explanation.
  func ambiguities(withinParentFrames: Bool = false, freeingSizeOf freed: View? = nil) -> [LayoutAmbiguity] {
    engine.ambiguities(withinParentFrames: withinParentFrames, freeingSizeOf: freed)
  }

  /// For each of `items`, the parts of its frame that can change without any constraint being
  /// satisfied less well (empty when it is fixed), in the order minX, minY, width, height; a
  /// position counts relative to the item's superview (or owning view).
  func ambiguousParts(of items: [AnyObject]) -> [[SystemConstraintTag.RectPart]] {
    let rects = items.map { engine.variables(of: $0) }
    let ambiguous = engine.ambiguousVariables(ofFramesOf: items)
    return rects.map { v in
      SystemConstraintTag.RectPart.allCases.filter { ambiguous.contains(ObjectIdentifier(v[$0])) }
    }
  }

  /// Toggles an ambiguous item between its layout and another valid one.
  func exercise(_ item: AnyObject) { engine.exercise(item) }

  /// The constraints whose constants decide an item's position and size on an axis.
  func constraintsAffecting(_ item: AnyObject, axis: LayoutConstraint.Axis) -> [EngineConstraint] {
    engine.constraintsAffecting(item, axis: axis)
  }

  /// The frame the last pass solved for a view, in its superview's coordinates.
  func frame(of view: View) -> CGRect? { engine.frame(of: view) }

  /// An alignment rectangle in the root's coordinates, as the solver's variables hold it.
  typealias AlignmentRect = (minX: Double, minY: Double, width: Double, height: Double)

  /// How much a constraint's constant must grow for it to hold exactly with the given alignment
  /// rectangles (in the root's coordinates, keyed by view); items without one take their solved
  /// values. Positive: the second item is further than the constant says.
  ///
  /// ```swift
  /// // box.leading == root.leading + 20, box dragged to x = 40:
  /// diagnostics.residual(of: leading, given: [ObjectIdentifier(box): (40, 10, 50, 50)])   // 20
  /// ```
  func residual(of constraint: LayoutConstraint, given rects: [ObjectIdentifier: AlignmentRect]) -> Double {
    let expression = engine.solverConstraint(for: constraint).expression
    var residual = expression.constant
    for term in expression.terms {
      var value = engine.solver.value(of: term.variable)
      if let (item, part) = engine.items.part(of: term.variable), let rect = rects[ObjectIdentifier(item)] {
        switch part {
        case .minX: value = rect.minX
        case .minY: value = rect.minY
        case .width: value = rect.width
        case .height: value = rect.height
        }
      }
      residual += term.coefficient * value
    }
    return residual
  }
}

extension EngineDiagnostics {
  /// The lowest and highest values a part of an item's alignment rectangle (root coordinates) can
  /// take under the required constraints alone; `nil` on an unbounded side.
  func requiredRange(of item: AnyObject, part: SystemConstraintTag.RectPart) -> (
    lower: Double?, upper: Double?
  ) {
    engine.requiredRange(of: engine.variables(of: item)[part])
  }

  /// An item's alignment rectangle as the solver holds it (root coordinates).
  func alignmentRect(of item: AnyObject) -> AlignmentRect {
    let v = engine.variables(of: item)
    return (
      engine.solver.value(of: v.minX), engine.solver.value(of: v.minY), engine.solver.value(of: v.width),
      engine.solver.value(of: v.height)
    )
  }

  /// Whether the required constraints allow every item at the given alignment rectangle (root
  /// coordinates) at once.
  func requiredConstraintsAllow(
    _ rects: [(item: AnyObject, rect: AlignmentRect)], tolerance: Double, sizeTolerance: Double? = nil,
    holding: [AnyObject] = []
  ) -> Bool {
    engine.requiredConstraintsAllow(
      rects, tolerance: tolerance, sizeTolerance: sizeTolerance, holding: holding)
  }

  /// The optional constraints that hold differently with the items placed within `tolerance` of
  /// the given rectangles, or exactly at them, with their solver priorities and their distances
  /// from holding: solved, placed near, placed exactly.
  func optionalCosts(_ rects: [(item: AnyObject, rect: AlignmentRect)], tolerance: Double)
    -> [(constraint: EngineConstraint, level: Float, solved: Double, near: Double, exact: Double)]
  {
    let costs = engine.optionalCosts(placing: rects, tolerance: tolerance)
    guard !costs.isEmpty else { return [] }
    let owners = engine.constraintOwners()
    return costs.map {
      (engine.describe($0.constraint, owners: owners), $0.constraint.priority, $0.solved, $0.near, $0.exact)
    }
  }

  /// The required constraints that rule the items out of the given rectangles (empty when they
  /// allow them).
  func requiredConflict(
    _ rects: [(item: AnyObject, rect: AlignmentRect)], tolerance: Double, sizeTolerance: Double? = nil
  )
    -> [EngineConstraint]
  {
    engine.requiredConflict(rects, tolerance: tolerance, sizeTolerance: sizeTolerance)
  }

  /// The alignment sizes `watching` take where the required constraints place the items at the
  /// given rectangles (as ``requiredConstraintsAllow(_:tolerance:holding:)`` places them).
  func sizes(placing rects: [(item: AnyObject, rect: AlignmentRect)], watching: [AnyObject]) -> [(
    width: Double, height: Double
  )] {
    engine.probe(rects, tolerance: 0, holding: [], watching: watching).sizes
  }
}

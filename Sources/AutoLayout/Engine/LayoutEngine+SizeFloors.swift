import Cassowary
import Foundation

// A view's size is never negative. Apple's engine keeps every view's width and height at 0 or
// more: UIKit and AppKit report `H:|-(12)-[list]-(12)-|` in a view of width 0 as unsatisfiable,
// listing only those constraints (public console logs show it for both frameworks). Installing
// `width >= 0` and `height >= 0` for every view up front costs an inequality row per size —
// which made the first layout of a 10,000-view chain a hundred times slower — while almost every
// view is far from 0. So a floor is installed when it can matter:
// - when a solution gives a view a negative size (the frame passes note a negative frame size
//   for free — a full pass compares frames, so a control whose alignment insets hide a slightly
//   negative alignment size is caught only when some frame goes negative or a conflict is
//   explained; ``installSizeFloors()`` then looks at every view's alignment size). The optimum
//   that satisfies the floors it was given and gives no view a negative size is the optimum
//   under every floor: it is feasible there, and optimal for a looser problem.
// - when required constraints conflict: the views of the conflicting set get their floors first
//   (``installSizeFloors(forViewsOf:)``), so that the set reported is minimal as Apple's engine
//   finds it (the floors themselves are not listed, as UIKit does not list them).
// Required constraints that need a negative size meet their floor as a conflict: reported, and
// the app's newest constraint of the set is broken, as for any other.

/// A view and an axis whose size floor is installed.
struct SizeFloorKey: Hashable {
  let view: ObjectIdentifier
  let axis: LayoutConstraint.Axis
}

extension LayoutEngine {
  /// How far below 0 a solved size may be before it counts as negative (solver rounding).
  static let sizeFloorTolerance = 1e-7

  /// Installs the floor of every view size the solution gives a value below 0, again while the
  /// new floors push other sizes below 0; returns whether it installed any (the caller then
  /// computes every frame: the solver's list of moved variables is used up here).
  ///
  /// Passes go on until no size is negative: a floor can push another size below 0 (around a
  /// cycle of views each 8 points before the next, the negative width moves one view per pass),
  /// and a pass that stopped early would leave a required conflict unfound and its constraints
  /// broken silently. Each pass installs at least one floor and floors are never removed, so
  /// there are at most two passes per view; from the second pass on the sizes at 0 get their
  /// floors too, which makes a cycle of any length two or three passes.
  ///
  /// - Complexity: two solved values per view and pass, plus one solver insertion per floor
  ///   installed. The frame passes note a negative size as they go (``sawNegativeSize``), so a
  ///   layout whose sizes are all at 0 or more never comes here.
  @discardableResult
  func installSizeFloors() -> Bool {
    var installedAny = false
    // From the second pass on, the floors cascade: the sizes the last floors pushed to 0 are the
    // ones the next pass would find below it, so they get their floors too — a cycle of n views
    // then takes two passes, not n.
    var cascading = false
    while true {
      var negative: [(View, LayoutConstraint.Axis, Variable)] = []
      let limit = cascading ? Self.sizeFloorTolerance : -Self.sizeFloorTolerance
      solver.withSolvedValues { values in
        for view in root.subtree where view !== root {
          guard let v = items.existing(view) else { continue }
          for (axis, variable) in [(LayoutConstraint.Axis.horizontal, v.width), (.vertical, v.height)]
          where values[solver.symbolNumber(of: variable)] < limit
            && !flooredSizes.contains(SizeFloorKey(view: ObjectIdentifier(view), axis: axis))
          {
            negative.append((view, axis, variable))
          }
        }
      }
      guard !negative.isEmpty else { break }
      for (view, axis, variable) in negative { installFloor(of: view, axis, variable) }
      installedAny = true
      cascading = true
      // The solution moved: evaluate it again before looking (the caller computes every frame
      // afterwards, so the list of moved variables is not needed).
      _ = solver.updateChangedVariables()
    }
    return installedAny
  }

  /// Installs the floors of the views that the constraints in `constraints` relate (those not
  /// installed yet); returns whether it installed any.
  func installSizeFloors(forViewsOf constraints: [Cassowary.Constraint]) -> Bool {
    var seen: Set<ObjectIdentifier> = []
    var missing: [(View, LayoutConstraint.Axis, Variable)] = []
    for constraint in constraints {
      for term in constraint.expression.terms {
        guard let view = items.item(of: term.variable) as? View, view !== root,
          seen.insert(ObjectIdentifier(view)).inserted, let v = items.existing(view)
        else { continue }
        for (axis, variable) in [(LayoutConstraint.Axis.horizontal, v.width), (.vertical, v.height)]
        where !flooredSizes.contains(SizeFloorKey(view: ObjectIdentifier(view), axis: axis)) {
          missing.append((view, axis, variable))
        }
      }
    }
    // Gathered first: installing a floor can meet a conflict, which comes back here.
    for (view, axis, variable) in missing { installFloor(of: view, axis, variable) }
    return !missing.isEmpty
  }

  /// Installs `variable >= 0` (implicit) as the floor of `view`'s size along `axis`, once.
  private func installFloor(of view: View, _ axis: LayoutConstraint.Axis, _ variable: Variable) {
    guard flooredSizes.insert(SizeFloorKey(view: ObjectIdentifier(view), axis: axis)).inserted else { return }
    let entry = SystemConstraints.Entry(tag: .sizeFloor(axis), constraint: (variable >= 0).implicit())
    system.add([entry], for: view)
    addOneByOne([(nil, entry.constraint)])
  }
}

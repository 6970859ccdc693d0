import AutoLayout
import Foundation

// Whether a conflict the engine met is proven by the file's own constraints, or only by values the
// model supplies (``ModelUncertainty``). Xcode's stored frames are a layout Xcode's engine made:
// where the file's own constraints in the conflicting set all hold in them, and the values the
// model adds to the set — a system margin, a text's size, a control's insets — moved within what
// they may be off by would cover what the set is short of, the conflict rests on the model. The
// finding is then a `possibly-unsatisfiable` note that says what it rests on.

extension StoredFrameComparison.Build {
  /// Turns each conflict that rests on values the model supplies into a `possibly-unsatisfiable`
  /// note. `staleConstraintIDs`: the file's constraints the stored frames break (the stale-frames
  /// findings), which prove a conflict the file's own.
  ///
  /// ```swift
  /// build.qualifyConflicts(staleConstraintIDs: ["Xy1-ab-CDE"])
  /// ```
  func qualifyConflicts(staleConstraintIDs: Set<String>) {
    guard layout.isStoredEnvironment else { return }
    let conflicts = layout.window.layoutConflicts
    for index in findings.indices where findings[index].kind == .unsatisfiable {
      guard let conflict = conflicts.first(where: { conflictSubject($0) == findings[index].subject }),
        let dependence = modelDependence(of: conflict, staleConstraintIDs: staleConstraintIDs)
      else { continue }
      findings[index].kind = .possiblyUnsatisfiable
      findings[index].message +=
        "; the file's own constraints here hold in Xcode's stored frames: the conflict rests on "
        + dependence.phrase
    }
  }

  /// The subject ``addConflicts()`` gives a conflict's finding (its broken constraint).
  func conflictSubject(_ conflict: LayoutConflict) -> String {
    let broken = StoredFrameComparison.ibID(conflict.broken).map { " (\($0))" } ?? ""
    return "broke \(conflict.broken)\(broken)"
  }

  /// The values the model supplies that a conflict rests on, or `nil` when the file's own
  /// constraints prove it: one of them is broken by the stored frames, the set holds nothing the
  /// model supplies, or what the set is short of exceeds what those values may be off by (with
  /// Xcode's rounding).
  func modelDependence(of conflict: LayoutConflict, staleConstraintIDs: Set<String>) -> ModelDependence? {
    let ids = conflict.constraints.compactMap(StoredFrameComparison.ibID)
    guard !ids.contains(where: staleConstraintIDs.contains) else { return nil }
    var dependence = ModelDependence()
    StoredFrameComparison.addDependence(
      of: conflict.constraints, to: &dependence, in: layout, idOfView: idOfView)
    guard !dependence.items.isEmpty, let shortfall = layout.window.shortfall(of: conflict) else { return nil }
    dependence.add(.rounding, of: 0, what: "Xcode's rounding of the stored frames")
    return shortfall <= dependence.sizeReach + 1e-6 ? dependence : nil
  }
}

import AutoLayout
import Foundation
import LayoutDocument

// Resolve Auto Layout Issues, for the selected views or all of them, through the AutoLayout
// library's own Update Frames / Update Constraints / Add Missing Constraints / Reset to Suggested
// Constraints on a fresh copy of the scene whose views sit at the frames the canvas shows.

extension EditableScene {
  /// The document after one Resolve command, for the listed views (`nil`: all views).
  ///
  /// ```swift
  /// let edited = try editable.resolving(.updateFrames)
  /// ```
  public func resolving(_ operation: ResolveOperation, for names: [String]? = nil) throws(EditError)
    -> LayoutDocument
  {
    if let names { try requireViews(names) }
    let scope = names ?? viewNames.filter { $0 != "root" }
    switch operation {
    case .updateFrames:
      // A view no constraint names keeps its frame (its prototyping constraints give it).
      return droppingFrames(of: withSubviews(scope).filter { !isPrototyped($0) })
    case .clearConstraints:
      let selected = Set(scope)
      let removed = constraints.filter {
        selected.contains($0.spec.firstItem) || $0.spec.secondItem.map(selected.contains) == true
      }
      return try removingConstraints(Set(removed.map(\.id)))
    case .updateConstraints, .addMissingConstraints, .resetToSuggestedConstraints:
      let scratch = try scratchScene()
      let roots = names == nil ? [scratch.scene.window] : scope.compactMap { scratch.view(named: $0) }
      switch operation {
      case .updateConstraints:
        // The window's constraints are held above the views: change them all on the copy, keep
        // the changes of constraints that relate a view of the scope.
        var changed: [String: ConstraintSpec] = [:]
        let byObject = scratch.recordsByObject()
        let selected = Set(scope)
        for constraint in scratch.scene.window.updateConstraintsToMatchFrames() {
          guard let record = byObject[ObjectIdentifier(constraint)], let spec = scratch.spec(of: constraint),
            selected.contains(spec.firstItem) || spec.secondItem.map(selected.contains) == true
          else { continue }
          changed[record.id] = spec
        }
        let edited = try rewritingLines(for: Set(changed.keys)) { changed[$0.id] ?? $0.spec }
        return droppingFrames(of: withSubviews(scope).filter { !isPrototyped($0) }, in: edited)
      case .addMissingConstraints:
        var specs: [ConstraintSpec] = []
        for root in roots {
          specs += root.addMissingConstraints().compactMap { scratch.spec(of: $0) }
        }
        // Never a line the document has already (a second press, overlapping selections).
        var seen = Set(constraints.map(\.spec.equation))
        return addingConstraints(specs.filter { seen.insert($0.equation).inserted })
      default:
        var specs: [ConstraintSpec] = []
        let before = scratch.constraints.filter(\.isActive)
        for root in roots {
          specs += root.resetToSuggestedConstraints().compactMap { scratch.spec(of: $0) }
        }
        let gone = before.filter { scratch.constraintObjects[$0.id]?.isActive == false }.map(\.id)
        let base = try removingConstraints(Set(gone))
        var result = base
        for spec in specs { result.constraints.append(LayoutDocument.ConstraintLine(text: spec.equation)) }
        return result
      }
    }
  }

  /// Whether a view keeps its given frame through prototyping constraints (no constraint of the
  /// document names it).
  func isPrototyped(_ name: String) -> Bool {
    view(named: name)?.translatesAutoresizingMaskIntoConstraints == true
  }

  /// The views and every view inside them.
  func withSubviews(_ names: [String]) -> [String] {
    let selected = Set(names)
    return viewNames.filter { name in
      var current: String? = name
      while let candidate = current {
        if selected.contains(candidate) { return true }
        current = superviews[candidate]
      }
      return false
    }
  }

  /// A second laid-out copy of the document whose views are placed at the frames this canvas
  /// shows (the AutoLayout library's resolve commands read `View/frame`), every one of them an
  /// Auto Layout view (prototyped ones too).
  func scratchScene() throws(EditError) -> EditableScene {
    let scratch: EditableScene
    do {
      scratch = try EditableScene(document: document, overrides: overrides)
    } catch {
      throw EditError("\(error)")
    }
    for name in viewNames where name != "root" {
      guard let view = scratch.view(named: name) else { continue }
      // A view kept in place by prototyping constraints is one Auto Layout must place once a
      // constraint names it: the resolve commands give it constraints of its own.
      view.translatesAutoresizingMaskIntoConstraints = false
      view.frame = displayedFrame(of: name)
    }
    return scratch
  }

  /// The records by their constraint object.
  func recordsByObject() -> [ObjectIdentifier: ConstraintRecord] {
    var result: [ObjectIdentifier: ConstraintRecord] = [:]
    for record in constraints {
      if let constraint = constraintObjects[record.id] { result[ObjectIdentifier(constraint)] = record }
    }
    return result
  }
}

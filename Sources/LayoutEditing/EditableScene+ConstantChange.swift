import AutoLayout
import Foundation
import LayoutDocument

// A constant changed in the inspector, applied to the laid-out scene itself: the constraint's
// constant is edited in place in the engine (UIKit's fast path for `constant`), instead of the
// scene being built again from the document. The document changes the same way as with
// ``EditableScene/replacingConstraint(id:with:)``.

extension EditableScene {
  /// A scene with one equation line's constant changed, sharing this scene's views: `nil` when
  /// the change is more than a constant of a line that makes one constraint (use
  /// ``replacingConstraint(id:with:)`` then). This scene must not be used afterwards: its views
  /// now have the new constant.
  ///
  /// ```swift
  /// var spec = editable.constraint(id: "c3")!.spec
  /// spec.constant = 20
  /// let next = editable.changingConstant(id: "c3", to: spec) ?? EditableScene(document: …)
  /// ```
  public func changingConstant(id: String, to spec: ConstraintSpec) -> EditableScene? {
    guard let index = constraints.firstIndex(where: { $0.id == id }), let object = constraintObjects[id]
    else { return nil }
    var record = constraints[index]
    var same = spec
    same.constant = record.spec.constant
    guard record.memberCount == 1, same == record.spec, spec.constant.isFinite, abs(spec.constant) <= 1e7,
      document.constraints.indices.contains(record.lineIndex)
    else { return nil }
    var edited = document
    edited.constraints[record.lineIndex].text = spec.equation
    record.spec = spec
    record.lineText = spec.equation
    var records = constraints
    records[index] = record
    object.constant = spec.constant
    scene.window.layoutIfNeeded()
    return EditableScene(reusing: self, document: edited.rewritten(), constraints: records)
  }

  /// A copy of `scene` with another document and records (same views and constraint objects).
  convenience init(reusing scene: EditableScene, document: LayoutDocument, constraints: [ConstraintRecord]) {
    self.init(
      document: document, overrides: scene.overrides, scene: scene.scene, items: scene.items,
      itemNames: scene.itemNames, constraints: constraints, constraintObjects: scene.constraintObjects,
      superviews: scene.superviews, viewNames: scene.viewNames)
    yaml = document.source
  }
}

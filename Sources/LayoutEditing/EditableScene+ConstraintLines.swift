import AutoLayout
import Foundation
import LayoutDocument

// Adding, changing and removing constraints of the document's own lines. A Visual Format line
// makes several constraints; changing or removing one of them first writes the line out as one
// equation line per constraint (Interface Builder has no Visual Format: every constraint is
// its own object there). Views keep the frames the canvas shows (``keepingFrames(of:in:)``):
// a view the changed constraints place elsewhere shows as misplaced until Update Frames.

extension EditableScene {
  /// The document with one equation line more per spec, at the end.
  ///
  /// ```swift
  /// let edited = editable.addingConstraints([ConstraintSpec(first: "box", .width, constant: 120)])
  /// ```
  public func addingConstraints(_ specs: [ConstraintSpec]) -> LayoutDocument {
    var result = keepingFrames(of: viewNames)
    for spec in specs {
      result.constraints.append(
        LayoutDocument.ConstraintLine(
          text: spec.equation, id: spec.identifier, isPlaceholder: spec.isPlaceholder))
    }
    return result
  }

  /// The document without the constraints of those records; the other constraints of their
  /// Visual Format lines stay, as equation lines.
  ///
  /// ```swift
  /// let edited = try editable.removingConstraints(["c3", "c4.1"])
  /// ```
  public func removingConstraints(_ ids: Set<String>) throws(EditError) -> LayoutDocument {
    try rewritingLines(for: ids) { record in ids.contains(record.id) ? nil : record.spec }
  }

  /// The document with one constraint changed (relation, items, constant, priority, multiplier,
  /// identifier, placeholder).
  ///
  /// ```swift
  /// var spec = editable.constraint(id: "c2")!.spec
  /// spec.constant = 20
  /// let edited = try editable.replacingConstraint(id: "c2", with: spec)
  /// ```
  public func replacingConstraint(id: String, with spec: ConstraintSpec) throws(EditError) -> LayoutDocument {
    guard constraint(id: id) != nil else {
      throw EditError("no constraint with id '\(id)'", hint: "the ids are those the outline lists")
    }
    try validate(spec)
    // As in Interface Builder's inspectors, a changed constant moves the views at once.
    return try rewritingLines(for: [id], keepingFrames: false) { $0.id == id ? spec : $0.spec }
  }

  /// The document with one constraint added, after checking its items, attributes and numbers.
  ///
  /// ```swift
  /// let edited = try editable.addingConstraint(ConstraintSpec(first: "box", .height, constant: 44))
  /// ```
  public func addingConstraint(_ spec: ConstraintSpec) throws(EditError) -> LayoutDocument {
    try validate(spec)
    return addingConstraints([spec])
  }

  /// Throws for an unknown item or attribute, a relation other than `==`, `>=`, `<=`, a number
  /// out of range or a priority outside (0, 1000].
  func validate(_ spec: ConstraintSpec) throws(EditError) {
    for item in [spec.firstItem] + (spec.secondItem.map { [$0] } ?? []) where items[item] == nil {
      throw EditError("no view or guide named '\(item)'", hint: "root, safeArea or a name of the document")
    }
    for attribute in [spec.firstAttribute] + (spec.secondAttribute.map { [$0] } ?? []) {
      guard let known = LayoutConstraint.Attribute(name: attribute), known != .notAnAttribute else {
        throw EditError(
          "unknown attribute '\(attribute)'", hint: "leading, top, width, centerX, firstBaseline, topMargin …"
        )
      }
    }
    guard ["==", ">=", "<="].contains(spec.relation) else {
      throw EditError("unknown relation '\(spec.relation)'", hint: "==, >= or <=")
    }
    if spec.secondItem == nil, let attribute = LayoutConstraint.Attribute(name: spec.firstAttribute),
      !attribute.isSize
    {
      throw EditError(
        "only a width or height can equal a constant", hint: "relate \(spec.firstAttribute) to another item")
    }
    for value in [spec.constant, spec.multiplier] where !value.isFinite || abs(value) > 1e7 {
      throw EditError(
        "\(value) is out of range", hint: "constants and multipliers are finite, within ±10,000,000")
    }
    guard spec.priority > 0, spec.priority <= 1000 else {
      throw EditError(
        "priority \(spec.priority) is out of range", hint: "1000 is required; optional ones are below it")
    }
  }

  /// The document with every listed record's line rewritten: lines none of `ids` belongs to stay
  /// as they are; the others become one equation line per record `transform` keeps.
  func rewritingLines(
    for ids: Set<String>, keepingFrames keeps: Bool = true, _ transform: (ConstraintRecord) -> ConstraintSpec?
  ) throws(EditError) -> LayoutDocument {
    let touched = Set(constraints.filter { ids.contains($0.id) }.map(\.lineIndex))
    var result = keeps ? keepingFrames(of: viewNames) : document
    var lines: [LayoutDocument.ConstraintLine] = []
    for (index, line) in document.constraints.enumerated() {
      guard touched.contains(index) else {
        lines.append(line)
        continue
      }
      let members = constraints.filter { $0.lineIndex == index }
      let kept = members.compactMap(transform)
      if kept.count > 1, let id = line.id {
        throw EditError(
          "the line with id '\(id)' makes \(members.count) constraints",
          hint: "give each constraint its own line in the document before editing one of them")
      }
      for spec in kept {
        var made = LayoutDocument.ConstraintLine(
          text: spec.equation, id: spec.identifier ?? line.id, isActive: line.isActive,
          isPlaceholder: spec.isPlaceholder)
        made.line = line.line
        lines.append(made)
      }
    }
    result.constraints = lines
    return result
  }

  /// The document with each listed view's given frame set to the frame the canvas shows now,
  /// so that an edit of the constraints leaves it where it is (Interface Builder moves no view
  /// unless asked; a view the new constraints place elsewhere shows as misplaced).
  ///
  /// ```swift
  /// let kept = editable.keepingFrames(of: editable.viewNames)
  /// ```
  public func keepingFrames(of names: [String], in base: LayoutDocument? = nil) -> LayoutDocument {
    var result = base ?? document
    let wanted = Set(names)
    result.updateViews { spec in
      if spec.frame == nil && wanted.contains(spec.name) { spec.frame = displayedFrame(of: spec.name) }
    }
    return result
  }

  /// The document without a given frame for the listed views (`nil`: all): they take the frames
  /// their constraints give (Interface Builder's Update Frames).
  ///
  /// ```swift
  /// let updated = editable.droppingFrames(of: ["title"])
  /// ```
  public func droppingFrames(of names: [String]? = nil, in base: LayoutDocument? = nil) -> LayoutDocument {
    var result = base ?? document
    let wanted = names.map(Set.init)
    result.updateViews { spec in
      if wanted?.contains(spec.name) ?? true { spec.frame = nil }
    }
    return result
  }
}

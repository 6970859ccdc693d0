import AutoLayout
import Foundation
import LayoutDocument

extension EditableScene {
  /// The document with the Align popover's constraints: every listed view after the first
  /// aligned to the first (`view.attribute == first.attribute + offset`), and each view centred
  /// in its container (the safe area for a top-level view) at the offset.
  ///
  /// ```swift
  /// let edited = try editable.aligning(["like", "share"], AlignOptions(centerY: 0))
  /// ```
  public func aligning(_ names: [String], _ options: AlignOptions) throws(EditError) -> LayoutDocument {
    try requireViews(names)
    guard let first = names.first else {
      throw EditError("nothing selected", hint: "select one or more views")
    }
    var specs: [ConstraintSpec] = []
    let pairs: [(LayoutConstraint.Attribute, CGFloat?)] = [
      (.leading, options.leading), (.trailing, options.trailing), (.top, options.top),
      (.bottom, options.bottom),
      (.centerX, options.centerX), (.centerY, options.centerY), (.firstBaseline, options.firstBaseline),
      (.lastBaseline, options.lastBaseline),
    ]
    let edges = pairs.filter { $0.1 != nil }
    if !edges.isEmpty && names.count < 2 {
      throw EditError(
        "aligning edges needs two or more views",
        hint: "select the views to align, the first is the reference")
    }
    for name in names.dropFirst() {
      for (attribute, offset) in edges {
        specs.append(ConstraintSpec(first: name, attribute, second: first, attribute, constant: offset ?? 0))
      }
    }
    for name in names {
      guard let superview = superviews[name] else { continue }
      let container = superview == "root" ? "safeArea" : superview
      if let offset = options.horizontallyInContainer {
        specs.append(ConstraintSpec(first: name, .centerX, second: container, .centerX, constant: offset))
      }
      if let offset = options.verticallyInContainer {
        specs.append(ConstraintSpec(first: name, .centerY, second: container, .centerY, constant: offset))
      }
    }
    guard !specs.isEmpty else {
      throw EditError("no alignment chosen", hint: "tick an edge, a centre, a baseline or a container centre")
    }
    return updatingFrames(options.updateFrames, of: names, in: addingConstraints(specs))
  }
}

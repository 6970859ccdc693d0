import AutoLayout
import Foundation

extension SceneLayout {
  /// Whether a `<variation key>` (`heightClass=compact-widthClass=regular`) matches size classes.
  static func matches(
    _ key: String, _ classes: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
  ) -> Bool {
    guard key != "default" else { return false }
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=")
      guard pair.count == 2 else { return false }
      let value = String(pair[1])
      switch pair[0] {
      case "widthClass": if classes.horizontal.description != value { return false }
      case "heightClass": if classes.vertical.description != value { return false }
      default: return false
      }
    }
    return true
  }

  /// The constraints and subviews not installed for the size classes: excluded by the `default`
  /// variation unless a matching variation includes them, or excluded by a matching one. A view
  /// not installed takes its subviews and layout guides with it, and every constraint that refers
  /// to one of them (a constraint is installed only where both its items are).
  static func excludedIDs(
    _ root: ViewNode, sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
  ) -> Set<String> {
    var excluded = Set<String>()
    let views = root.allViews
    for view in views {
      for variation in view.variations where variation.key == "default" {
        excluded.formUnion(variation.excludes)
      }
    }
    for view in views {
      for variation in view.variations where matches(variation.key, sizeClasses) {
        excluded.subtract(variation.includes)
        excluded.formUnion(variation.excludes)
      }
    }
    var uninstalled = Set<String>()
    for view in views where excluded.contains(view.id) {
      for inside in view.allViews {
        uninstalled.insert(inside.id)
        uninstalled.formUnion(inside.layoutGuides.map(\.id))
      }
    }
    guard !uninstalled.isEmpty else { return excluded }
    excluded.formUnion(uninstalled)
    for view in views {
      for constraint in view.constraints
      where uninstalled.contains(constraint.firstItem)
        || constraint.secondItem.map(uninstalled.contains) == true
      {
        excluded.insert(constraint.id)
      }
    }
    return excluded
  }

  /// The constant for the size classes: the most specific matching `<variation>`, else the stored one.
  func constant(of node: ConstraintNode) -> CGFloat {
    var best: (parts: Int, constant: CGFloat)?
    for (key, value) in node.constantVariations where SceneLayout.matches(key, sizeClasses) {
      let parts = key.split(separator: "-").count
      if best == nil || parts >= best!.parts { best = (parts, value) }
    }
    return best?.constant ?? node.constant
  }

  func item(_ id: String) -> AnyObject? {
    if let view = viewsByID[id] { return view }
    return guideObject(id)
  }

  /// Builds and activates the scene's constraints in document order.
  func addConstraints(_ node: ViewNode) {
    // Most scenes exclude nothing (no size-class variations): no id is hashed then.
    let excludes = !excluded.isEmpty
    guard !(excludes && excluded.contains(node.id)) else { return }
    for constraintNode in node.constraints
    where !(excludes && excluded.contains(constraintNode.id))
      && !(options.omitsPlaceholders && constraintNode.isPlaceholder)
    {
      guard let first = item(constraintNode.firstItem) else {
        record(
          .init(
            kind: .unknownItem,
            message:
              "constraint \(constraintNode.id) refers to '\(constraintNode.firstItem)', which is not a view or guide of this scene",
            constraints: [constraintNode.id]))
        continue
      }
      var second: AnyObject?
      if let secondID = constraintNode.secondItem {
        guard let found = item(secondID) else {
          record(
            .init(
              kind: .unknownItem,
              message:
                "constraint \(constraintNode.id) refers to '\(secondID)', which is not a view or guide of this scene",
              constraints: [constraintNode.id]))
          continue
        }
        second = found
      }
      do {
        let constraint = try LayoutConstraint(
          item: first, attribute: constraintNode.firstAttribute, relatedBy: constraintNode.relation,
          toItem: second,
          attribute: constraintNode.secondAttribute, multiplier: constraintNode.multiplier,
          constant: constant(of: constraintNode))
        constraint.origin = .document(
          path: document.path, line: constraintNode.line, column: constraintNode.column, id: constraintNode.id
        )
        constraint.identifier = constraintNode.identifier
        try constraint.setPriority(LayoutPriority(constraintNode.priority))
        try constraint.tryActivate()
        register(constraint, id: constraintNode.id)
      } catch {
        record(
          .init(
            kind: .invalidConstraint,
            message: "constraint \(constraintNode.id) (line \(constraintNode.line)): \(error)",
            constraints: [constraintNode.id]))
      }
    }
    for child in node.subviews { addConstraints(child) }
  }
}

import AutoLayout

/// The constraints the DSL made for one view or guide and has not removed: what
/// `updateConstraints` matches, and `remakeConstraints` / `removeConstraints` deactivate. Kept in
/// the item itself, so it lives and dies with it.
final class ConstraintList {
  var constraints: [Constraint] = []

  /// The list of a view or guide, created on first use.
  static func of(_ item: AnyObject) -> ConstraintList {
    if let view = item as? View {
      if let list = view.layoutDSLStorage as? ConstraintList { return list }
      let list = ConstraintList()
      view.layoutDSLStorage = list
      return list
    }
    if let guide = item as? LayoutGuide {
      if let list = guide.layoutDSLStorage as? ConstraintList { return list }
      let list = ConstraintList()
      guide.layoutDSLStorage = list
      return list
    }
    return ConstraintList()
  }

  func add(_ constraint: Constraint) {
    if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
  }

  func remove(_ constraint: Constraint) {
    constraints.removeAll { $0 === constraint }
  }
}

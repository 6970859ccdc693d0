import Cassowary

/// The solver variables of one view or layout guide: its alignment rectangle in the root's
/// coordinates. A class: the layout pass reads every item's variables from the store, and handing
/// out one reference costs one retain where a struct of four variables and an item cost five and
/// a weak copy (relayout of a 20,000-view chain ~20 % faster).
///
/// ```swift
/// let v = store.variables(of: box)
/// v.minX.value   // box's alignment rectangle's left edge in the root's coordinates
/// ```
final class ItemVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// The view or guide, through its handle (8 bytes: an object per view and guide).
  let handle: ItemHandle

  /// Unnamed variables (naming 4 variables per view costs more than solving them); the store maps
  /// each variable back to its item.
  init(of item: AnyObject) {
    handle = ItemHandle.of(item)
    minX = Variable()
    minY = Variable()
    width = Variable()
    height = Variable()
  }

  /// The variable of one part of the rectangle.
  subscript(part: SystemConstraintTag.RectPart) -> Variable {
    switch part {
    case .minX: minX
    case .minY: minY
    case .width: width
    case .height: height
    }
  }
}

/// The variables of every view and layout guide of one engine, created on first use, and the item
/// of every variable.
///
/// ```swift
/// let store = ItemVariableStore()
/// let v = store.variables(of: box)
/// store.item(of: v.width) === box      // true
/// store.existing(other) == nil         // no variables made for it yet
/// ```
final class ItemVariableStore {
  // The tables are read for every item of every constraint translated, and no access to one
  // overlaps another (each method reads or writes a table and returns; ``direction(of:)`` recurses
  // between two whole accesses): the run-time exclusivity check would only add a thread-local
  // lookup to each read.
  @exclusivity(unchecked) private var byItem: [ObjectIdentifier: ItemVariables] = [:]
  /// The item of each variable, made when first asked (the edit path asks, a layout that is built
  /// and read once does not: 400,000 entries for 100,000 views).
  @exclusivity(unchecked) private var itemOfVariable: [ObjectIdentifier: ItemHandle]?
  @exclusivity(unchecked) private var directions: [ObjectIdentifier: UserInterfaceLayoutDirection] = [:]

  /// The variables of a view or guide, created on first use.
  func variables(of item: AnyObject) -> ItemVariables {
    let key = ObjectIdentifier(item)
    if let existing = byItem[key] { return existing }
    let made = ItemVariables(of: item)
    byItem[key] = made
    if itemOfVariable != nil { index(made) }
    return made
  }

  /// Enters an item's variables in ``itemOfVariable``.
  private func index(_ variables: ItemVariables) {
    for variable in [variables.minX, variables.minY, variables.width, variables.height] {
      itemOfVariable![ObjectIdentifier(variable)] = variables.handle
    }
  }

  /// The effective layout direction of a view, remembered per view (a store lives from one
  /// rebuild to the next, and every change of direction — a semantic content attribute, a
  /// window's direction, a move to another superview — rebuilds).
  func direction(of view: View) -> UserInterfaceLayoutDirection {
    let key = ObjectIdentifier(view)
    if let known = directions[key] { return known }
    let direction = view.ownLayoutDirection ?? view.superview.map { self.direction(of: $0) } ?? .leftToRight
    directions[key] = direction
    return direction
  }

  /// The variables of an item if they were made.
  func existing(_ item: AnyObject) -> ItemVariables? { byItem[ObjectIdentifier(item)] }

  /// The view or guide a variable belongs to.
  func item(of variable: Variable) -> AnyObject? {
    if itemOfVariable == nil {
      itemOfVariable = Dictionary(minimumCapacity: 4 * byItem.count)
      for variables in byItem.values { index(variables) }
    }
    return itemOfVariable![ObjectIdentifier(variable)]?.object
  }

  /// The item and the part of its rectangle a variable stands for.
  func part(of variable: Variable) -> (item: AnyObject, part: SystemConstraintTag.RectPart)? {
    guard let item = item(of: variable), let v = existing(item) else { return nil }
    let part: SystemConstraintTag.RectPart =
      variable === v.minX ? .minX : variable === v.minY ? .minY : variable === v.width ? .width : .height
    return (item, part)
  }
}

import Foundation

extension View {
  /// The constraints this view holds: those activated with it as the closest common ancestor of
  /// their items, and those added with ``addConstraint(_:)``.
  ///
  /// ```swift
  /// container.constraints.count
  /// ```
  public var constraints: [LayoutConstraint] { heldConstraints }

  /// Adds (and activates) a constraint held by this view; its items must be this view or its
  /// descendants (or their guides).
  ///
  /// ```swift
  /// container.addConstraint(label.topAnchor.constraint(equalTo: container.topAnchor))
  /// ```
  public func addConstraint(_ constraint: LayoutConstraint) {
    guard constraint.owner !== self else { return }
    constraint.owner?.removeConstraint(constraint)
    heldConstraints.append(constraint)
    constraint.owner = self
    let root = rootView
    root.activationCounter += 1
    constraint.activationIndex = root.activationCounter
    root.structureGeneration = layoutStructureStamps.add(1, ordering: .relaxed).newValue
    root.engine?.constraintAdded(constraint)
    setNeedsLayout(root: root)
  }

  /// Adds several constraints.
  ///
  /// ```swift
  /// container.addConstraints([top, bottom])
  /// ```
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes (and deactivates) a constraint held by this view.
  ///
  /// ```swift
  /// container.removeConstraint(top)
  /// ```
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.owner === self else { return }
    changedEngine?.constraintRemoved(constraint)
    heldConstraints.removeAll { $0 === constraint }
    constraint.owner = nil
    setNeedsLayout()
  }

  /// Removes several constraints.
  ///
  /// ```swift
  /// container.removeConstraints(container.constraints)
  /// ```
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Activates constraints this view made among itself, its guides and its subviews (a stack
  /// view's), each held where activating it puts it — by this view, their closest common ancestor
  /// by construction, or by its item for a one-item constraint on a subview — with the
  /// hierarchy's root, its structure stamp and the layout request taken once for the list.
  ///
  /// ```swift
  /// activateGeneratedConstraints(makeConstraints())   // in a container's updateConstraints()
  /// ```
  func activateGeneratedConstraints(_ constraints: [LayoutConstraint]) {
    guard !constraints.isEmpty else { return }
    let root = rootView
    root.structureGeneration = layoutStructureStamps.add(1, ordering: .relaxed).newValue
    let engine = root.engine
    heldConstraints.reserveCapacity(heldConstraints.count + constraints.count)
    for constraint in constraints where constraint.owner == nil {
      if constraint.secondSource == nil, let item = constraint.firstItem as? View, item !== self {
        item.addConstraint(constraint)
        continue
      }
      heldConstraints.append(constraint)
      constraint.owner = self
      root.activationCounter += 1
      constraint.activationIndex = root.activationCounter
      engine?.constraintAdded(constraint)
    }
    setNeedsLayout(root: root)
  }

  /// Deactivates constraints made by ``activateGeneratedConstraints(_:)``: the ones this view
  /// holds in one pass over its list (one at a time, each removal searches the list: quadratic
  /// for a stack of many views), the others one by one.
  ///
  /// ```swift
  /// deactivateGeneratedConstraints(generated)   // before making them again
  /// ```
  func deactivateGeneratedConstraints(_ constraints: [LayoutConstraint]) {
    guard constraints.contains(where: { $0.owner != nil }) else { return }
    var removed = Set<ObjectIdentifier>(minimumCapacity: constraints.count)
    let engine = changedEngine
    // In the list's order, as one by one.
    for constraint in constraints {
      guard let owner = constraint.owner else { continue }
      if owner !== self {
        owner.removeConstraint(constraint)
        continue
      }
      engine?.constraintRemoved(constraint)
      constraint.owner = nil
      removed.insert(ObjectIdentifier(constraint))
    }
    if !removed.isEmpty { heldConstraints.removeAll { removed.contains(ObjectIdentifier($0)) } }
    setNeedsLayout()
  }

  /// The layout guides added to this view (the system guides not included).
  ///
  /// ```swift
  /// view.layoutGuides.count
  /// ```
  public var layoutGuides: [LayoutGuide] { guides }

  /// Adds a layout guide, owned by this view.
  ///
  /// ```swift
  /// let spacer = LayoutGuide(); view.addLayoutGuide(spacer)
  /// ```
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guides.append(guide)
    guide.owningView = self
    changedEngine?.invalidateStructure()
  }

  /// Removes a layout guide and the constraints that refer to it.
  ///
  /// ```swift
  /// view.removeLayoutGuide(spacer)
  /// ```
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    var holder: View? = self
    while let current = holder {
      for constraint in current.heldConstraints where constraint.items.contains(where: { $0 === guide }) {
        current.removeConstraint(constraint)
      }
      holder = current.superview
    }
    guides.removeAll { $0 === guide }
    guide.owningView = nil
    changedEngine?.invalidateStructure()
  }
}

extension View {
  /// The next index of the activation order of this view's hierarchy (counted on its root, so
  /// that the order is per engine: another hierarchy activating constraints at the same time does
  /// not change it).
  func takeActivationIndex() -> Int {
    let root = rootView
    root.activationCounter += 1
    return root.activationCounter
  }

  /// A subtree joining this view's hierarchy: its constraints enter the hierarchy's activation order
  /// after every constraint already in it, in the order they had among themselves (as they enter
  /// the engine now).
  func adoptActivationOrder(of joining: View) {
    // A hierarchy whose root never handed out an index holds no active constraint: nothing to
    // walk (a tree built bottom-up before its constraints would walk every subtree again).
    guard joining.activationCounter > 0 else { return }
    var constraints: [LayoutConstraint] = []
    for view in joining.subtree { constraints += view.heldConstraints }
    guard !constraints.isEmpty else { return }
    constraints.sort { $0.activationIndex < $1.activationIndex }
    for constraint in constraints { constraint.activationIndex = takeActivationIndex() }
  }
}

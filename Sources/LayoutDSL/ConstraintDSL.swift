import AutoLayout

/// The `snp` of a view or layout guide: its attributes to relate to (`view.snp.bottom`), and the
/// maker entry points — make, update, remake, remove, prepare.
///
/// ```swift
/// avatar.snp.makeConstraints { make in
///   make.top.leading.equalToSuperview().inset(16)
///   make.size.equalTo(40)
/// }
/// name.snp.makeConstraints { make in
///   make.leading.equalTo(avatar.snp.trailing).offset(8)
///   make.centerY.equalTo(avatar)
/// }
/// ```
public struct ConstraintDSL: ConstraintAttributesDSL {
  /// The view or layout guide.
  public let target: AnyObject

  init(target: AnyObject) {
    self.target = target
  }

  /// The item with attributes, to relate to (what `snp.top`, `snp.edges` … call).
  ///
  /// ```swift
  /// make.top.equalTo(header.snp.attributes(.bottom))   // header.snp.bottom
  /// ```
  public func attributes(_ attributes: ConstraintAttributes) -> ConstraintItem {
    ConstraintItem(target: target, attributes: attributes)
  }

  /// Makes and activates the constraints the closure describes. A view stops translating its
  /// autoresizing mask. Misused lines are reported through `LayoutLog` and left out.
  ///
  /// ```swift
  /// box.snp.makeConstraints { make in
  ///   make.center.equalToSuperview()
  ///   make.width.height.equalTo(100)
  /// }
  /// ```
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    for constraint in ConstraintMaker.prepareConstraints(item: target, closure: closure) {
      constraint.activate()
    }
  }

  /// Removes every constraint the DSL made for this item, then makes the new ones.
  ///
  /// ```swift
  /// blue.snp.remakeConstraints { make in
  ///   make.bottom.equalToSuperview().offset(-50)
  ///   make.centerX.equalToSuperview()
  ///   make.size.equalTo(50)
  /// }
  /// ```
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    removeConstraints()
    makeConstraints(closure)
  }

  /// Changes the constants of constraints made before: each line must match one the DSL made for
  /// this item (same items, attributes, relation, multiplier and priority). A line that matches
  /// none is reported — with where it is and what to do — and changes nothing. An item without
  /// DSL constraints gets them made, as with ``makeConstraints(_:)``.
  ///
  /// ```swift
  /// box.snp.updateConstraints { make in
  ///   make.width.height.equalTo(150)   // was 100
  /// }
  /// ```
  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    let list = ConstraintList.of(target)
    guard !list.constraints.isEmpty else {
      makeConstraints(closure)
      return
    }
    let existing = list.constraints.flatMap(\.layoutConstraints)
    for constraint in ConstraintMaker.prepareConstraints(item: target, closure: closure) {
      for layoutConstraint in constraint.layoutConstraints {
        if let match = existing.first(where: { Self.matches($0, layoutConstraint) }) {
          match.constant = layoutConstraint.constant
        } else {
          ConstraintDSLError(
            problem: "updateConstraints found no constraint to update for \(layoutConstraint)",
            location: constraint.location,
            hint:
              "updateConstraints changes only the constants of constraints made before with the same items, "
              + "attributes, relation, multiplier and priority; use remakeConstraints to replace them, or "
              + "makeConstraints to add one"
          ).report()
        }
      }
    }
  }

  /// Deactivates every constraint the DSL made for this item.
  ///
  /// ```swift
  /// badge.snp.removeConstraints()
  /// ```
  public func removeConstraints() {
    for constraint in ConstraintList.of(target).constraints {
      constraint.deactivate()
    }
  }

  /// The constraints the closure describes, made but not active: activate them later with
  /// ``Constraint/activate()``.
  ///
  /// ```swift
  /// let expanded = panel.snp.prepareConstraints { make in make.height.equalTo(300) }
  /// expanded.forEach { $0.activate() }
  /// ```
  @discardableResult
  public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
    ConstraintMaker.prepareConstraints(item: target, closure: closure)
  }

  /// The constraints the DSL made for this item and has not removed or deactivated.
  ///
  /// ```swift
  /// box.snp.constraints.count   // 4 after make.center and make.size
  /// ```
  public var constraints: [Constraint] { ConstraintList.of(target).constraints }

  /// Whether an existing constraint is the one a new line describes (all but the constant).
  static func matches(_ existing: LayoutConstraint, _ new: LayoutConstraint) -> Bool {
    existing.firstItem === new.firstItem && existing.firstAttribute == new.firstAttribute
      && existing.secondItem === new.secondItem && existing.secondAttribute == new.secondAttribute
      && existing.relation == new.relation && existing.multiplier == new.multiplier
      && existing.priority == new.priority
  }
}

extension View {
  /// The constraint maker DSL of the view.
  ///
  /// ```swift
  /// view.snp.makeConstraints { make in make.edges.equalToSuperview() }
  /// ```
  public var snp: ConstraintDSL { ConstraintDSL(target: self) }
}

extension LayoutGuide {
  /// The constraint maker DSL of the guide (also `controller.topLayoutGuide.snp.bottom`).
  ///
  /// ```swift
  /// spacer.snp.makeConstraints { make in make.width.equalTo(otherSpacer) }
  /// ```
  public var snp: ConstraintDSL { ConstraintDSL(target: self) }
}

import Cassowary
import Foundation

extension LayoutEngine {
  /// Brings the solver up to date with the hierarchy: a rebuild after structural changes,
  /// otherwise the queued changes — removals, in-place constant edits, and the added constraints
  /// in one batch.
  ///
  /// - Complexity: O(views + constraints) after a structural change (a rebuild); otherwise the
  ///   solver's work for each queued change (a constant change is an in-place edit).
  func sync() {
    // A rebuild makes the margin guides itself, in its pass over every held constraint.
    if !needsRebuild {
      for constraint in pending.added where prepareMarginGuides(for: constraint) { needsRebuild = true }
    }
    if needsRebuild {
      rebuild()
      return
    }
    guard !pending.isEmpty else { return }
    let changes = pending
    pending = PendingChanges()

    for constraint in changes.removed {
      if let installed = user.removeValue(for: constraint) {
        try? solver.removeConstraint(installed.constraint)
        brokenSolverConstraints.remove(ObjectIdentifier(installed.constraint))
      }
    }
    var readd: [LayoutConstraint] = []
    for constraint in changes.priorities where constraint.isActive {
      if let installed = user.removeValue(for: constraint) {
        try? solver.removeConstraint(installed.constraint)
        brokenSolverConstraints.remove(ObjectIdentifier(installed.constraint))
        readd.append(constraint)
      }
    }
    for view in changes.autoresizing where view.rootView === root {
      replaceSystemConstraints(.autoresizing, of: view, with: makeAutoresizingConstraints(view))
      if view === root { updateRootConstraints() }
    }
    if changes.autoresizing.contains(where: { $0 === root }) == false, root.storedFrame.size != rootSize {
      updateRootConstraints()
    }
    for (view, prioritiesChanged) in changes.intrinsic where view.rootView === root {
      updateIntrinsic(view, rebuild: prioritiesChanged)
    }
    for view in changes.margins where view.rootView === root {
      updateSystemGuides(view)
    }
    for constraint in changes.constants {
      guard var installed = user[constraint] else { continue }
      let delta = Double(constraint.constant - installed.constant)
      guard delta != 0, let current = solver.constant(of: installed.constraint) else { continue }
      installed.constraint = changeConstant(
        of: installed.constraint, to: current + ConstraintTranslator.solverConstant(delta), for: constraint)
      installed.constant = constraint.constant
      user[constraint] = installed
    }
    var added: [LayoutConstraint] = []
    var seen: Set<ObjectIdentifier> = []
    for constraint in changes.added + readd where constraint.isActive && accepts(constraint) {
      let key = ObjectIdentifier(constraint)
      guard user[constraint] == nil, seen.insert(key).inserted else { continue }
      added.append(constraint)
    }
    guard !added.isEmpty else { return }
    let made = added.map { ($0, solverConstraint(for: $0)) }
    do {
      try solver.addConstraints(made.map(\.1))
      for (constraint, solverConstraint) in made {
        user[constraint] = Installed(
          constraint: solverConstraint, constant: constraint.constant)
      }
    } catch {
      addOneByOne(made.map { ($0.0, $0.1) })
    }
  }

  /// The root size the root constraints were built with.
  var rootSize: CGSize {
    guard let width = system.constraint(.root(.width), of: root), let w = solver.constant(of: width),
      let height = system.constraint(.root(.height), of: root), let h = solver.constant(of: height)
    else { return .zero }
    let insets = root.alignmentRectInsets
    return CGSize(
      width: ConstraintTranslator.layoutConstant(w) + insets.left + insets.right,
      height: ConstraintTranslator.layoutConstant(h) + insets.top + insets.bottom)
  }

  /// Moves the root size constraints to the root's frame (in place).
  func updateRootConstraints() {
    guard fitting == nil, let width = system.constraint(.root(.width), of: root),
      let height = system.constraint(.root(.height), of: root)
    else { return }
    move(width, height, to: root.storedFrame.size)
  }

  /// Moves a width and a height constraint of the root's size (its own, or a fitting engine's) to
  /// `size` less the root's alignment insets, in place.
  private func move(_ width: Cassowary.Constraint, _ height: Cassowary.Constraint, to size: CGSize) {
    let insets = root.alignmentRectInsets
    changeConstant(
      of: width, to: ConstraintTranslator.solverConstant(Double(size.width - insets.left - insets.right)),
      for: nil)
    changeConstant(
      of: height, to: ConstraintTranslator.solverConstant(Double(size.height - insets.top - insets.bottom)),
      for: nil)
  }

  /// Points a fitting engine at a new target size (its fitting constraints' constants, in place)
  /// and measures its views again: the edits a reused engine needs when the same view is
  /// measured for another row.
  func retargetFitting(to size: CGSize) {
    guard let current = fitting else { return }
    fitting = (size, current.horizontal, current.vertical)
    if size != current.size, let width = system.constraint(.fitting(.width), of: root),
      let height = system.constraint(.fitting(.height), of: root)
    {
      move(width, height, to: size)
    }
    for view in root.subtree where !view.translatesAutoresizingMaskIntoConstraints || view === root {
      let key = ObjectIdentifier(view)
      let size = view.intrinsicContentSize
      let old = intrinsicSizes[key]
      if old == nil && size.width < 0 && size.height < 0 { continue }
      if old != size { updateIntrinsic(view, rebuild: false, size: size) }
    }
  }

  /// Updates a view's intrinsic-size constraints: constants in place, or new constraints when
  /// priorities or axes changed. `size`: the intrinsic size when the caller has just measured it.
  func updateIntrinsic(_ view: View, rebuild: Bool, size measured: CGSize? = nil) {
    let key = ObjectIdentifier(view)
    let old = intrinsicSizes[key]
    let size = measured ?? view.intrinsicContentSize
    let sameAxes =
      old.map { ($0.width >= 0) == (size.width >= 0) && ($0.height >= 0) == (size.height >= 0) } ?? false
    if !rebuild, sameAxes {
      func move(_ axis: LayoutConstraint.Axis, to length: CGFloat) {
        for tag in [SystemConstraintTag.hugging(axis), .compressionResistance(axis)] {
          guard let constraint = system.constraint(tag, of: view) else { continue }
          let weighted = view.intrinsicWeight(along: axis) * Double(length)
          changeConstant(of: constraint, to: ConstraintTranslator.solverConstant(weighted), for: nil)
        }
      }
      if size.width >= 0 { move(.horizontal, to: size.width) }
      if size.height >= 0 { move(.vertical, to: size.height) }
      intrinsicSizes[key] = size
      return
    }
    let made = makeIntrinsicConstraints(view)
    intrinsicSizes[key] = made.size
    replaceSystemConstraints(.intrinsicSize, of: view, with: made.constraints)
  }

  /// Rebuilds a view's system-guide constraints (after its margins or safe area changed).
  func updateSystemGuides(_ view: View) {
    replaceSystemConstraints(.systemGuides, of: view, with: makeSystemGuideConstraints(view))
  }

  /// Removes a view's constraints of `group` from the solver and the registry, then registers and
  /// adds `made` in their place (breaking constraints where they conflict).
  func replaceSystemConstraints(
    _ group: SystemConstraintTag.Group, of view: View, with made: [SystemConstraints.Entry]
  ) {
    for constraint in system.remove(group, of: view) { try? solver.removeConstraint(constraint) }
    guard !made.isEmpty else { return }
    system.add(made, for: view)
    addOneByOne(made.map { (nil, $0.constraint) })
  }
}

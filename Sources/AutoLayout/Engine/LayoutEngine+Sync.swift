import Cassowary
import Foundation

extension LayoutEngine {
  /// Brings the solver up to date with the hierarchy: a rebuild after structural changes,
  /// otherwise the queued changes — removals, in-place constant edits, and the added constraints
  /// in one batch.
  func sync() {
    for constraint in pending.added where prepareMarginGuides(for: constraint) { needsRebuild = true }
    if needsRebuild {
      rebuild()
      return
    }
    guard !pending.isEmpty else { return }
    let changes = pending
    pending = PendingChanges()

    for constraint in changes.removed {
      if let installed = user.removeValue(forKey: ObjectIdentifier(constraint)) {
        try? solver.removeConstraint(installed.constraint)
        brokenSolverConstraints.remove(ObjectIdentifier(installed.constraint))
      }
    }
    var readd: [LayoutConstraint] = []
    for constraint in changes.priorities where constraint.isActive {
      if let installed = user.removeValue(forKey: ObjectIdentifier(constraint)) {
        try? solver.removeConstraint(installed.constraint)
        brokenSolverConstraints.remove(ObjectIdentifier(installed.constraint))
        readd.append(constraint)
      }
    }
    for view in changes.autoresizing where view.rootView === root {
      for constraint in autoresizing.removeValue(forKey: ObjectIdentifier(view)) ?? [] {
        try? solver.removeConstraint(constraint)
      }
      let made = makeAutoresizingConstraints(view)
      if !made.isEmpty {
        autoresizing[ObjectIdentifier(view)] = made
        addOneByOne(made.map { (nil, $0) })
      }
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
      guard var installed = user[ObjectIdentifier(constraint)] else { continue }
      let delta = Double(constraint.constant - installed.constant)
      guard delta != 0, let current = solver.constant(of: installed.constraint) else { continue }
      installed.constraint = changeConstant(of: installed.constraint, to: current - delta, for: constraint)
      installed.constant = constraint.constant
      user[ObjectIdentifier(constraint)] = installed
    }
    var added: [LayoutConstraint] = []
    var seen: Set<ObjectIdentifier> = []
    for constraint in changes.added + readd where constraint.isActive && accepts(constraint) {
      let key = ObjectIdentifier(constraint)
      guard user[key] == nil, seen.insert(key).inserted else { continue }
      added.append(constraint)
    }
    guard !added.isEmpty else { return }
    let made = added.map { ($0, solverConstraint(for: $0)) }
    do {
      try solver.addConstraints(made.map(\.1))
      for (constraint, solverConstraint) in made {
        user[ObjectIdentifier(constraint)] = Installed(
          constraint: solverConstraint, constant: constraint.constant)
      }
    } catch {
      addOneByOne(made.map { ($0.0, $0.1) })
    }
  }

  /// The root size the root constraints were built with.
  var rootSize: CGSize {
    guard rootConstraints.count >= 4, let w = solver.constant(of: rootConstraints[2]),
      let h = solver.constant(of: rootConstraints[3])
    else { return .zero }
    let insets = root.alignmentRectInsets
    return CGSize(width: -w + insets.left + insets.right, height: -h + insets.top + insets.bottom)
  }

  /// Moves the root size constraints to the root's frame (in place).
  func updateRootConstraints() {
    guard fitting == nil, rootConstraints.count >= 4 else { return }
    let insets = root.alignmentRectInsets
    let frame = root.storedFrame
    changeConstant(of: rootConstraints[2], to: -Double(frame.width - insets.left - insets.right), for: nil)
    changeConstant(of: rootConstraints[3], to: -Double(frame.height - insets.top - insets.bottom), for: nil)
  }

  /// Updates a view's intrinsic-size constraints: constants in place, or new constraints when
  /// priorities or axes changed. `size`: the intrinsic size when the caller has just measured it.
  func updateIntrinsic(_ view: View, rebuild: Bool, size measured: CGSize? = nil) {
    let key = ObjectIdentifier(view)
    let old = intrinsic[key]
    let size = measured ?? view.intrinsicContentSize
    let sameAxes =
      old.map {
        ($0.size.width >= 0) == (size.width >= 0) && ($0.size.height >= 0) == (size.height >= 0)
      } ?? false
    if !rebuild, sameAxes, let old {
      var index = 0
      if size.width >= 0 {
        changeConstant(of: old.constraints[index], to: -Double(size.width), for: nil)
        changeConstant(of: old.constraints[index + 1], to: -Double(size.width), for: nil)
        index += 2
      }
      if size.height >= 0 {
        changeConstant(of: old.constraints[index], to: -Double(size.height), for: nil)
        changeConstant(of: old.constraints[index + 1], to: -Double(size.height), for: nil)
      }
      intrinsic[key]?.size = size
      return
    }
    for constraint in old?.constraints ?? [] { try? solver.removeConstraint(constraint) }
    let record = makeIntrinsicConstraints(view)
    intrinsic[key] = record
    addOneByOne(record.constraints.map { (nil, $0) })
  }

  /// Rebuilds a view's system-guide constraints (after its margins or safe area changed).
  func updateSystemGuides(_ view: View) {
    let key = ObjectIdentifier(view)
    for constraint in systemGuideConstraints.removeValue(forKey: key) ?? [] {
      try? solver.removeConstraint(constraint)
    }
    let made = makeSystemGuideConstraints(view)
    if !made.isEmpty {
      systemGuideConstraints[key] = made
      addOneByOne(made.map { (nil, $0) })
    }
  }
}

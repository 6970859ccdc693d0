import Cassowary
import Foundation

// Ambiguity: a variable is ambiguous when it can take another value without any constraint being
// satisfied less well — the optimum is not unique. The engine finds out with probes: inside
// `Solver.withTemporaryChanges`, an edit at a priority below every other level pulls the variable
// far up and far down; since that level comes last, the other levels stay optimal, so wherever the
// variable can move, it moves. Afterwards the solver is exactly as before.

extension LayoutEngine {
  /// A priority between the probes and every real level: holds variables while others are probed.
  static let holdPriority: Float = probePriority * 1.5

  /// How far a probe pulls.
  static let probeDistance = 1000.0

  /// The values `variable` can move to, pulled up and down by `distance` at `priority` (equal to
  /// its value when it is fixed), with `held` kept at their current values.
  func reach(
    of variable: Variable, holding held: [Variable] = [], distance: Double = probeDistance,
    priority: Float = probePriority
  ) -> (base: Double, up: Double, down: Double) {
    let base = solver.value(of: variable)
    return solver.withTemporaryChanges {
      releaseExerciseHolds()
      for other in held {
        let value = solver.value(of: other)
        guard (try? solver.addEditVariable(other, priority: Self.holdPriority)) != nil else { continue }
        try? solver.suggestValue(value, for: other)
      }
      guard (try? solver.addEditVariable(variable, priority: priority)) != nil else {
        return (base, base, base)
      }
      try? solver.suggestValue(base + distance, for: variable)
      let up = solver.value(of: variable)
      try? solver.suggestValue(base - distance, for: variable)
      let down = solver.value(of: variable)
      return (base, up, down)
    }
  }

  /// The variables of `items`' alignment rectangles whose part of the item's frame is ambiguous:
  /// a size when it can change, a position when it can change *relative to the item's parent*
  /// (a view's superview, a guide's owning view). The solver keeps every item in the root's
  /// coordinates, but a frame is in its superview's: a view pinned inside a superview whose
  /// position is ambiguous has a frame that never changes, so only the superview is ambiguous —
  /// as UIKit's `hasAmbiguousLayout` ("the view's frame is ambiguous") and Interface Builder's
  /// "Need constraints for" name the view that lacks constraints, not the views inside it. (A
  /// superview whose *size* is ambiguous does move the frames of views pinned to its far edges.)
  ///
  /// The solved tableau decides most parts without a probe (`Solver.alternativeOptima(of:)`,
  /// linear in the tableau: fixed, or moved by a free symbol); only the parts it cannot decide
  /// are probed, in one temporary session, with the parent's position held. While
  /// ``View/exerciseAmbiguityInLayout()`` holds some views, every part is probed (the holds would
  /// make the tableau look fixed).
  func ambiguousVariables(ofFramesOf items: [AnyObject]) -> Set<ObjectIdentifier> {
    var parts: [(variable: Variable, parent: Variable?)] = []
    for item in items {
      let v = variables(of: item)
      let parent = frameParent(of: item)
      parts += [(v.minX, parent?.minX), (v.minY, parent?.minY), (v.width, nil), (v.height, nil)]
    }
    var found: Set<ObjectIdentifier> = []
    var candidates = parts
    if exercised.isEmpty {
      candidates = []
      let expressions = parts.map { part in
        part.parent.map { part.variable - $0 } ?? Cassowary.Expression(part.variable)
      }
      for (part, optimum) in zip(parts, solver.alternativeOptima(of: expressions)) {
        switch optimum {
        case .fixed: break
        case .moves: found.insert(ObjectIdentifier(part.variable))
        case .unknown: candidates.append(part)
        }
      }
    }
    guard !candidates.isEmpty else { return found }
    let bases = candidates.map { solver.value(of: $0.variable) }
    let parentBases = candidates.map { $0.parent.map { solver.value(of: $0) } }
    return solver.withTemporaryChanges {
      releaseExerciseHolds()
      for index in candidates.indices {
        let (variable, parent) = candidates[index]
        let base = bases[index]
        var heldParent = false
        if let parent, let value = parentBases[index], parent !== variable,
          (try? solver.addEditVariable(parent, priority: Self.holdPriority)) != nil
        {
          try? solver.suggestValue(value, for: parent)
          heldParent = true
        }
        defer { if heldParent, let parent { try? solver.removeEditVariable(parent) } }
        guard (try? solver.addEditVariable(variable, priority: probePriority)) != nil else { continue }
        try? solver.suggestValue(base + Self.probeDistance, for: variable)
        let up = solver.value(of: variable)
        try? solver.suggestValue(base - Self.probeDistance, for: variable)
        let down = solver.value(of: variable)
        try? solver.removeEditVariable(variable)
        if Self.moved(up, from: base) || Self.moved(down, from: base) {
          found.insert(ObjectIdentifier(variable))
        }
      }
      return found
    }
  }

  /// The variables of the item whose coordinate space an item's frame is in: a view's
  /// superview, a guide's owning view; `nil` for the root (or a parent outside the engine).
  func frameParent(of item: AnyObject) -> ItemVariables? {
    let parent: View? = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
    return parent.flatMap { items.existing($0) }
  }

  /// Inside a temporary session: lets go of the holds of ``View/exerciseAmbiguityInLayout()``,
  /// which would otherwise hide the ambiguity they exercise.
  func releaseExerciseHolds() {
    for state in exercised.values {
      for constraint in state.holds { try? solver.removeConstraint(constraint) }
    }
  }

  static func moved(_ value: Double, from base: Double) -> Bool {
    abs(value - base) > 1e-6 * max(1, abs(base))
  }

  /// How many probes one search for ambiguity may spend on the questions the tableau cannot
  /// answer (does fixing the size fix the position too; which views' content priorities tie),
  /// for a hierarchy of `variables` variables: at most 400, and at most 2,000,000 / `variables`
  /// (a probe costs up to the size of the solver, so a layout with thousands of ambiguous views
  /// would otherwise cost quadratic time). Beyond the budget those two questions are left open
  /// and the finding says so.
  static func probeBudget(variables: Int) -> Int {
    min(400, max(8, 2_000_000 / max(variables, 1)))
  }

  /// What an item lacks, per axis, in Interface Builder's words; `nil` when it is not ambiguous.
  /// `budget` counts down the probes left (see `probeBudget(variables:)`). With
  /// `withinParentFrame`, a part counts only if it can change while the parent's whole frame
  /// stays as solved (see ``View/ambiguousLayouts(withinSuperviewFrames:freeingSizeOf:)``): one more probe per
  /// axis on which the parent's size is ambiguous.
  func ambiguity(
    of item: AnyObject, ambiguous: Set<ObjectIdentifier>, budget: inout Int, withinParentFrame: Bool = false
  ) -> LayoutAmbiguity? {
    let v = variables(of: item)
    let parent = frameParent(of: item)
    var partial = false
    func axis(
      position: Variable, size: Variable, positionNeed: LayoutAmbiguity.Need,
      sizeNeed: LayoutAmbiguity.Need, either: LayoutAmbiguity.Need
    ) -> [LayoutAmbiguity.Need] {
      var p = ambiguous.contains(ObjectIdentifier(position))
      var s = ambiguous.contains(ObjectIdentifier(size))
      let horizontal = position === v.minX
      let parentPosition = parent.map { horizontal ? $0.minX : $0.minY }
      let parentSize = parent.map { horizontal ? $0.width : $0.height }
      var held = parentPosition.map { [$0] } ?? []
      if withinParentFrame, p || s, let parentSize, ambiguous.contains(ObjectIdentifier(parentSize)) {
        // The parent's open size may be all that moves this part: ask with it held.
        held.append(parentSize)
        if budget > 0 {
          budget -= 1
          if p {
            let reached = reach(of: position, holding: held)
            p = Self.moved(reached.up, from: reached.base) || Self.moved(reached.down, from: reached.base)
          }
          if s {
            let reached = reach(of: size, holding: held)
            s = Self.moved(reached.up, from: reached.base) || Self.moved(reached.down, from: reached.base)
          }
        } else {
          partial = true
        }
      }
      switch (p, s) {
      case (false, false): return []
      case (true, false): return [positionNeed]
      case (false, true): return [sizeNeed]
      case (true, true):
        guard budget > 0 else {
          partial = true
          return [positionNeed, sizeNeed]
        }
        budget -= 1
        // Does fixing the size fix the position too (a centred view without a width)? The
        // position is the frame's, relative to the parent: the parent's is held too.
        let reached = reach(of: position, holding: [size] + held)
        let coupled =
          !Self.moved(reached.up, from: reached.base) && !Self.moved(reached.down, from: reached.base)
        return coupled ? [either] : [positionNeed, sizeNeed]
      }
    }
    let horizontal = axis(
      position: v.minX, size: v.width, positionNeed: .xPosition, sizeNeed: .width, either: .xPositionOrWidth)
    let vertical = axis(
      position: v.minY, size: v.height, positionNeed: .yPosition, sizeNeed: .height,
      either: .yPositionOrHeight)
    // Interface Builder's order: positions, then sizes.
    let needs =
      horizontal.filter(\.isPosition) + vertical.filter(\.isPosition) + horizontal.filter { !$0.isPosition }
      + vertical.filter { !$0.isPosition }
    guard !needs.isEmpty else { return nil }
    var ties: [ContentPriorityAmbiguity] = []
    if budget > 0 {
      ties = contentPriorityAmbiguities(of: item, ambiguous: ambiguous, budget: &budget)
    } else if let view = item as? View {
      // The ties need a probe only for a size that is ambiguous and has an intrinsic length.
      let intrinsic = view.intrinsicContentSize
      let widthTie = intrinsic.width >= 0 && (needs.contains(.width) || needs.contains(.xPositionOrWidth))
      let heightTie = intrinsic.height >= 0 && (needs.contains(.height) || needs.contains(.yPositionOrHeight))
      partial = partial || widthTie || heightTie
    }
    return LayoutAmbiguity(item: item, needs: needs, contentPriority: ties, isPartlyChecked: partial)
  }

  /// Views whose size on an axis trades off against `item`'s at an equal hugging or compression
  /// resistance priority.
  func contentPriorityAmbiguities(of item: AnyObject, ambiguous: Set<ObjectIdentifier>, budget: inout Int)
    -> [ContentPriorityAmbiguity]
  {
    guard let view = item as? View else { return [] }
    let intrinsicSize = view.intrinsicContentSize
    var found: [ContentPriorityAmbiguity] = []
    for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
      let own = axis == .horizontal ? intrinsicSize.width : intrinsicSize.height
      let size = axis == .horizontal ? variables(of: view).width : variables(of: view).height
      guard own >= 0, own != View.noIntrinsicMetric, ambiguous.contains(ObjectIdentifier(size)) else {
        continue
      }
      let others = root.subtree.filter { other in
        guard other !== view, items.existing(other) != nil else { return false }
        let intrinsic = other.intrinsicContentSize
        let length = axis == .horizontal ? intrinsic.width : intrinsic.height
        return length >= 0 && length != View.noIntrinsicMetric
      }
      guard !others.isEmpty else { continue }
      budget -= 1
      let otherSizes = others.map { axis == .horizontal ? variables(of: $0).width : variables(of: $0).height }
      let bases = otherSizes.map { solver.value(of: $0) }
      let base = solver.value(of: size)
      let moved: [Bool] = solver.withTemporaryChanges {
        releaseExerciseHolds()
        guard (try? solver.addEditVariable(size, priority: probePriority)) != nil else {
          return bases.map { _ in false }
        }
        try? solver.suggestValue(base + Self.probeDistance, for: size)
        let up = otherSizes.map { solver.value(of: $0) }
        try? solver.suggestValue(base - Self.probeDistance, for: size)
        let down = otherSizes.map { solver.value(of: $0) }
        return bases.indices.map {
          Self.moved(up[$0], from: bases[$0]) || Self.moved(down[$0], from: bases[$0])
        }
      }
      for (index, other) in others.enumerated() where moved[index] {
        let otherIntrinsic =
          axis == .horizontal ? other.intrinsicContentSize.width : other.intrinsicContentSize.height
        let stretched = base > Double(own) + 1e-6 || bases[index] > Double(otherIntrinsic) + 1e-6
        let kind: ContentPriorityAmbiguity.Kind = stretched ? .hugging : .compressionResistance
        let mine =
          kind == .hugging
          ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
        let theirs =
          kind == .hugging
          ? other.contentHuggingPriority(for: axis) : other.contentCompressionResistancePriority(for: axis)
        guard mine == theirs else { continue }
        found.append(ContentPriorityAmbiguity(kind: kind, axis: axis, priority: mine, views: [view, other]))
      }
    }
    return found
  }

  /// The items of the hierarchy in trace order: each view, then its guides.
  var itemsInOrder: [AnyObject] {
    var items: [AnyObject] = []
    for view in root.subtree {
      items.append(view)
      for guide in view.guides { items.append(guide) }
      for role in LayoutGuide.Role.allCases {
        if let guide = view.systemGuides[role] { items.append(guide) }
      }
    }
    return items.filter { self.items.existing($0) != nil }
  }

  /// Every ambiguous item of the hierarchy with its explanation. A view's own guides that follow
  /// its frame (margins, safe area, readable content, a scroll view's frame guide) are left out
  /// when the view itself is listed: they lack nothing the view does not (a scroll view's content
  /// guide, sized by the content, is kept).
  func ambiguities(withinParentFrames: Bool = false, freeingSizeOf freed: View? = nil) -> [LayoutAmbiguity] {
    if let freed {
      return solver.withTemporaryChanges {
        releaseSize(of: freed)
        return ambiguities(withinParentFrames: withinParentFrames)
      }
    }
    let items = itemsInOrder
    let ambiguous = ambiguousVariables(ofFramesOf: items)
    var budget = Self.probeBudget(variables: 4 * items.count)
    var listed: Set<ObjectIdentifier> = []
    var found: [LayoutAmbiguity] = []
    for item in items {
      if let guide = item as? LayoutGuide, guide.role != .user, guide.role != .scrollContent,
        let owner = guide.owningView, listed.contains(ObjectIdentifier(owner))
      {
        continue
      }
      guard
        let ambiguity = ambiguity(
          of: item, ambiguous: ambiguous, budget: &budget, withinParentFrame: withinParentFrames)
      else { continue }
      listed.insert(ObjectIdentifier(item))
      found.append(ambiguity)
    }
    return found
  }

  /// The constraints whose constants decide an item's position and size on an axis.
  func constraintsAffecting(_ item: AnyObject, axis: LayoutConstraint.Axis) -> [EngineConstraint] {
    let v = variables(of: item)
    let owners = constraintOwners()
    var seen: Set<ObjectIdentifier> = []
    var result: [EngineConstraint] = []
    let pair = axis == .horizontal ? [v.minX, v.width] : [v.minY, v.height]
    for variable in pair {
      for constraint in solver.constraintsDetermining(variable)
      where seen.insert(ObjectIdentifier(constraint)).inserted {
        result.append(describe(constraint, owners: owners))
      }
    }
    return result
  }
}

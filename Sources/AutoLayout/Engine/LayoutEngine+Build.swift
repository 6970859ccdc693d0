import Cassowary
import Foundation

/// The priority the engine uses internally for "as wide as possible" (above every user priority
/// below required in practice).
let enginePreferencePriority: Float = 999.99

extension LayoutEngine {
  /// Builds the whole system again from the hierarchy: after views or guides were added or
  /// removed. Everything else is applied incrementally by ``sync()``.
  ///
  /// - Complexity: O(views + constraints) to build the system, plus one batch solve.
  func rebuild() {
    // One walk of the hierarchy for the whole rebuild (making margin guides adds no views), and
    // one pass over the held constraints: the margin guides they name are made (before the
    // guides' variables below) as the ones this engine takes are gathered.
    let views = root.subtree
    var userConstraints: [LayoutConstraint] = []
    for view in views {
      for constraint in view.heldConstraints {
        prepareMarginGuides(for: constraint)
        if accepts(constraint) { userConstraints.append(constraint) }
      }
    }
    solver = LayoutEngine.makeSolver()
    items = ItemVariableStore()
    markOrderStale()
    user = InstalledConstraints(onConstraints: fitting == nil)
    system = SystemConstraints()
    intrinsicSizes = [:]
    pending = PendingChanges()
    needsRebuild = false
    conflicts = []
    brokenSolverConstraints = []
    flooredSizes = []
    exercised = [:]

    var batch: [Cassowary.Constraint] = []
    widthDependent = views.filter(\.hasWidthDependentIntrinsicSize)
    hierarchyHasScrollViews = views.contains { $0 is ScrollView }
    // Every constraint is translated again below: it marks the scroll views it crosses anew.
    for case let scroll as ScrollView in views { scroll.hasCrossingConstraints = false }
    for view in views {
      _ = variables(of: view)
      for guide in view.guides { _ = variables(of: guide) }
      for guide in view.systemGuides.values { _ = variables(of: guide) }
    }
    func register(_ made: [SystemConstraints.Entry], for view: View) {
      system.add(made, for: view)
      for entry in made { batch.append(entry.constraint) }
    }
    register(makeRootConstraints(), for: root)
    for view in views where view !== root {
      register(makeAutoresizingConstraints(view), for: view)
    }
    for view in views {
      let intrinsic = makeIntrinsicConstraints(view)
      if !intrinsic.constraints.isEmpty {
        intrinsicSizes[ObjectIdentifier(view)] = intrinsic.size
        register(intrinsic.constraints, for: view)
      }
      register(makeSystemGuideConstraints(view), for: view)
    }
    // In the order of activation, so that a conflict breaks the most recently activated one.
    userConstraints.sort { $0.activationIndex < $1.activationIndex }
    // The solver's batch built in place (no concatenated copy retaining every constraint again);
    // user constraint `i`'s translation is `all[batch.count + i]` (no list of pairs).
    // Moved, not copied: growing a copy of the system constraints' list retained each of them.
    let firstUser = batch.count
    var all = batch
    batch = []
    all.reserveCapacity(firstUser + userConstraints.count)
    let translator = translator
    for constraint in userConstraints {
      all.append(translator.solverConstraint(for: constraint))
    }
    do {
      try solver.addConstraints(all)
      for (index, constraint) in userConstraints.enumerated() {
        user[constraint] = Installed(constraint: all[firstUser + index], constant: constraint.constant)
      }
    } catch {
      // Something is unsatisfiable: add one by one, breaking what cannot hold.
      addOneByOne(
        all[..<firstUser].map { (nil, $0) }
          + userConstraints.indices.map { (userConstraints[$0], all[firstUser + $0]) })
    }
  }

  /// Creates the layout margins guide of every view a constraint refers to by a margin attribute
  /// (margin attributes are the guide's edges); returns whether one was created.
  @discardableResult
  func prepareMarginGuides(for constraint: LayoutConstraint) -> Bool {
    guard constraint.namesMargins else { return false }
    var created = false
    func visit(_ source: AnchorSource?) {
      guard let source else { return }
      switch source {
      case .item(let handle, let attribute):
        // The attribute first: the cast is the costly part.
        if attribute != attribute.withoutMargin, let view = handle.object as? View,
          view.systemGuides[.layoutMargins] == nil
        {
          _ = view.layoutMarginsGuide
          created = true
        }
      case .offset(let from, let to):
        visit(from.source)
        visit(to.source)
      }
    }
    visit(constraint.firstSource)
    visit(constraint.secondSource)
    return created
  }

  /// Whether a held constraint belongs in this engine (a fitting engine takes only the constraints
  /// inside its subtree).
  func accepts(_ constraint: LayoutConstraint) -> Bool {
    guard fitting != nil else { return true }
    return constraint.items.allSatisfy { root.isInSubtree($0) }
  }

  /// The root's position and size: its bounds.
  func makeRootConstraints() -> [SystemConstraints.Entry] {
    let v = variables(of: root)
    let insets = root.alignmentRectInsets
    let tag: (SystemConstraintTag.RectPart) -> SystemConstraintTag =
      fitting == nil ? { .root($0) } : { .fitting($0) }
    var list = [
      SystemConstraints.Entry(tag: tag(.minX), constraint: v.minX == Double(insets.left)),
      SystemConstraints.Entry(tag: tag(.minY), constraint: v.minY == Double(insets.top)),
    ]
    if let fitting {
      let width = fitting.size.width - insets.left - insets.right
      let height = fitting.size.height - insets.top - insets.bottom
      list += [
        .init(
          tag: .fitting(.width),
          constraint: (v.width == Double(width)).priority(enginePriority(fitting.horizontal.rawValue))),
        .init(
          tag: .fitting(.height),
          constraint: (v.height == Double(height)).priority(enginePriority(fitting.vertical.rawValue))),
        .init(tag: .fittingNonNegative(.horizontal), constraint: v.width >= 0),
        .init(tag: .fittingNonNegative(.vertical), constraint: v.height >= 0),
      ]
    } else {
      let frame = root.storedFrame
      list += [
        // A window resizes (rotation, split screen): its size keeps its marker, so that the first
        // resize moves what depends on it instead of re-solving the whole layout.
        .init(
          tag: .root(.width),
          constraint: (v.width == Double(frame.width - insets.left - insets.right)).keepingMarker()),
        .init(
          tag: .root(.height),
          constraint: (v.height == Double(frame.height - insets.top - insets.bottom)).keepingMarker()),
      ]
    }
    return list
  }

  /// The constraints UIKit makes of a frame and an autoresizing mask (springs and struts: when the
  /// superview's size changes, the flexible parts share the change in proportion to their sizes).
  func makeAutoresizingConstraints(_ view: View) -> [SystemConstraints.Entry] {
    guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { return [] }
    let v = variables(of: view)
    let s = variables(of: superview)
    let insets = view.alignmentRectInsets
    let superInsets = superview.alignmentRectInsets
    let frame = view.storedFrame
    // The superview's size the frame was set against (springs and struts from there), else its
    // current size.
    let superSize = view.autoresizingReferenceSize ?? superview.storedFrame.size
    let mask = view.autoresizingMask
    // A root's direct subview (a window's content view, whose size the window's decides): the
    // searches that free such a view's size (`releaseSize(of:)`) remove this constraint, which
    // without its marker column would re-solve the whole layout.
    let keepsSizeMarker = superview.superview == nil

    func axis(
      _ horizontal: Bool, origin: Variable, size: Variable, superOrigin: Variable,
      superSize superSizeVariable: Variable,
      before: CGFloat, length: CGFloat, superLength: CGFloat, insetLow: CGFloat, insetHigh: CGFloat,
      superLow: CGFloat, superHigh: CGFloat, flexLow: Bool, flexSize: Bool, flexHigh: Bool
    ) -> [SystemConstraints.Entry] {
      let after = superLength - before - length
      let parts = [(flexLow, before), (flexSize, length), (flexHigh, after)]
      let flexible = parts.filter(\.0)
      let total = flexible.reduce(0) { $0 + $1.1 }
      func share(_ index: Int) -> Double {
        guard parts[index].0 else { return 0 }
        return total > 0 ? Double(parts[index].1 / total) : 1 / Double(flexible.count)
      }
      // The change of the superview's frame length, as an expression.
      let superFrameLength = superSizeVariable + Double(superLow + superHigh)
      let delta = superFrameLength - Double(superLength)
      let frameOrigin = origin - Double(insetLow)
      let superFrameOrigin = superOrigin - Double(superLow)
      let frameLength = size + Double(insetLow + insetHigh)
      let sizeConstraint = frameLength == Double(length) + share(1) * delta
      return [
        .init(
          tag: .autoresizing(horizontal ? .minX : .minY),
          constraint: frameOrigin == superFrameOrigin + Double(before) + share(0) * delta),
        .init(
          tag: .autoresizing(horizontal ? .width : .height),
          constraint: keepsSizeMarker ? sizeConstraint.keepingMarker() : sizeConstraint),
      ]
    }

    return axis(
      true, origin: v.minX, size: v.width, superOrigin: s.minX, superSize: s.width, before: frame.minX,
      length: frame.width, superLength: superSize.width, insetLow: insets.left, insetHigh: insets.right,
      superLow: superInsets.left, superHigh: superInsets.right, flexLow: mask.contains(.flexibleLeftMargin),
      flexSize: mask.contains(.flexibleWidth), flexHigh: mask.contains(.flexibleRightMargin))
      + axis(
        false, origin: v.minY, size: v.height, superOrigin: s.minY, superSize: s.height, before: frame.minY,
        length: frame.height, superLength: superSize.height, insetLow: insets.top, insetHigh: insets.bottom,
        superLow: superInsets.top, superHigh: superInsets.bottom, flexLow: mask.contains(.flexibleTopMargin),
        flexSize: mask.contains(.flexibleHeight), flexHigh: mask.contains(.flexibleBottomMargin))
  }

  /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis with
  /// an intrinsic size.
  func makeIntrinsicConstraints(_ view: View) -> (size: CGSize, constraints: [SystemConstraints.Entry]) {
    let size = view.intrinsicContentSize
    let v = variables(of: view)
    var list: [SystemConstraints.Entry] = []
    func add(_ axis: LayoutConstraint.Axis, length: CGFloat, variable: Variable) {
      // A stack's tie-break weighs the view's two constraints by scaling them (the error a
      // scaled constraint leaves is scaled too); see `View.intrinsicWeight(along:)`.
      let weight = view.intrinsicWeight(along: axis)
      let hugging = axis == .horizontal ? view.huggingPriorities.horizontal : view.huggingPriorities.vertical
      let compression =
        axis == .horizontal ? view.compressionPriorities.horizontal : view.compressionPriorities.vertical
      let scaled: Cassowary.Expression = weight == 1 ? Cassowary.Expression(variable) : weight * variable
      list.append(
        .init(
          tag: .hugging(axis),
          constraint: (scaled <= weight * Double(length)).priority(enginePriority(hugging.rawValue))))
      list.append(
        .init(
          tag: .compressionResistance(axis),
          constraint: (scaled >= weight * Double(length)).priority(enginePriority(compression.rawValue))))
    }
    if size.width != View.noIntrinsicMetric && size.width >= 0 {
      add(.horizontal, length: size.width, variable: v.width)
    }
    if size.height != View.noIntrinsicMetric && size.height >= 0 {
      add(.vertical, length: size.height, variable: v.height)
    }
    return (size, list)
  }

  /// The constraints that place a view's layout margins, safe area and readable content guides.
  func makeSystemGuideConstraints(_ view: View) -> [SystemConstraints.Entry] {
    let v = variables(of: view)
    var list: [SystemConstraints.Entry] = []
    func add(_ tag: SystemConstraintTag, _ constraint: Cassowary.Constraint) {
      list.append(SystemConstraints.Entry(tag: tag, constraint: constraint))
    }
    // `guide == view + constant`, the expression the operators make (`guide − view − constant`)
    // built without their intermediate expressions: every view with a margins guide has four.
    func equal(_ guide: Variable, _ view: Variable, _ constant: CGFloat) -> Cassowary.Constraint {
      Cassowary.Constraint(
        // 0 + (−c), as the operators add it (a zero inset gives 0, not −0).
        Cassowary.Expression(
          Term(guide), Term(view, coefficient: -1),
          constant: 0 + ConstraintTranslator.solverConstant(Double(constant))),
        .equal)
    }
    // A scroll view's own guides (its margins, safe area and frame) are in its bounds, whose
    // origin is the content offset: they stay on screen while the content, whose origin is the
    // frame's in the engine (layout happens unscrolled), moves. Zero for other views.
    let boundsOrigin = (view as? ScrollView)?.contentOffset ?? .zero
    func inset(
      _ guide: LayoutGuide, by insets: EdgeInsets,
      _ tag: (SystemConstraintTag.RectPart) -> SystemConstraintTag
    ) {
      let g = variables(of: guide)
      add(tag(.minX), equal(g.minX, v.minX, boundsOrigin.x + insets.left))
      add(tag(.minY), equal(g.minY, v.minY, boundsOrigin.y + insets.top))
      add(tag(.width), equal(g.width, v.width, -(insets.left + insets.right)))
      add(tag(.height), equal(g.height, v.height, -(insets.top + insets.bottom)))
    }
    let needsMargins = view.systemGuides[.layoutMargins] != nil || view.systemGuides[.readableContent] != nil
    if needsMargins { inset(view.layoutMarginsGuide, by: view.effectiveMargins) { .layoutMargins($0) } }
    if let safe = view.systemGuides[.safeArea] {
      inset(safe, by: view.computedSafeAreaInsets) { .safeArea($0) }
    }
    if let scroll = view as? ScrollView {
      // The frame guide is the frame, in the bounds (it does not scroll); the content starts at
      // the frame's origin (layout happens unscrolled) and keeps a size set by hand while no
      // constraint decides it.
      let f = variables(of: scroll.frameLayoutGuide)
      let c = variables(of: scroll.contentLayoutGuide)
      let size = scroll.explicitContentSize
      add(.scrollFrame(.minX), equal(f.minX, v.minX, boundsOrigin.x))
      add(.scrollFrame(.minY), equal(f.minY, v.minY, boundsOrigin.y))
      add(.scrollFrame(.width), f.width == v.width.expression)
      add(.scrollFrame(.height), f.height == v.height.expression)
      add(.scrollContent(.minX), c.minX == v.minX.expression)
      add(.scrollContent(.minY), c.minY == v.minY.expression)
      add(.scrollContent(.widthNonNegative), c.width >= 0)
      add(.scrollContent(.heightNonNegative), c.height >= 0)
      add(.scrollContent(.widthPreference), (c.width == Double(size.width)).priority(enginePriority(1)))
      add(.scrollContent(.heightPreference), (c.height == Double(size.height)).priority(enginePriority(1)))
    }
    if let keyboard = view.systemGuides[.keyboard] as? KeyboardLayoutGuide {
      // As wide as the view, down to its bottom; the top at the keyboard's top (in the root's
      // coordinates, the engine's), or with the keyboard hidden at the safe area's bottom.
      let k = variables(of: keyboard)
      add(.keyboard(.minX), equal(k.minX, v.minX, boundsOrigin.x))
      add(.keyboard(.width), equal(k.width, v.width, 0))
      if let window = root as? Window, window.keyboardHeight > 0 {
        add(.keyboard(.minY), k.minY == Double(window.storedFrame.height - window.keyboardHeight))
        add(.keyboard(.height), k.minY + k.height == v.minY + v.height + Double(boundsOrigin.y))
      } else {
        let bottom = keyboard.usesBottomSafeArea ? view.computedSafeAreaInsets.bottom : 0
        add(.keyboard(.minY), k.minY == v.minY + v.height + Double(boundsOrigin.y - bottom))
        add(.keyboard(.height), k.height == Double(bottom))
      }
    }
    if let readable = view.systemGuides[.readableContent] {
      let r = variables(of: readable)
      let m = variables(of: view.layoutMarginsGuide)
      add(.readableContent(.top), r.minY == m.minY.expression)
      add(.readableContent(.height), r.height == m.height.expression)
      add(.readableContent(.centerX), r.minX + 0.5 * r.width == m.minX + 0.5 * m.width)
      add(.readableContent(.widthWithinMargins), r.width <= m.width.expression)
      add(
        .readableContent(.maximumWidth),
        r.width <= Double(readableContentWidth(for: (root as? Window)?.contentSize ?? .large)))
      add(
        .readableContent(.widthPreference),
        (r.width == m.width.expression).priority(enginePriority(enginePreferencePriority)))
    }
    return list
  }
}

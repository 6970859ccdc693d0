import Foundation

/// A finding of ``View/layoutLint()``: what Interface Builder does not say but a team wants to
/// know — a constraint written twice, a view that leaves the screen, text that does not fit.
///
/// ```swift
/// for finding in window.layoutLint() { print(finding) }
/// ```
public struct LayoutLintFinding: CustomStringConvertible {
  /// The kinds of lint findings: ``Finding/Kind/duplicateConstraint``,
  /// ``Finding/Kind/redundantConstraint``, ``Finding/Kind/offScreen``,
  /// ``Finding/Kind/clippedText`` and ``Finding/Kind/overlap``.
  ///
  /// ```swift
  /// let kind: LayoutLintFinding.Kind = .offScreen
  /// ```
  public typealias Kind = Finding.Kind

  /// The kind.
  public let kind: Kind
  /// The view it is about (the duplicate's first item for a duplicate constraint).
  public let view: View?
  /// The repeating or implied constraint.
  public let constraint: LayoutConstraint?
  /// The other view of an overlap.
  public var other: View? = nil
  /// What is wrong, in words.
  public let message: String

  /// `duplicate-constraint: …`.
  public var description: String { "\(kind.rawValue): \(message)" }
}

extension View {
  /// Layout findings beyond conflicts and ambiguity, in this view's hierarchy: duplicate
  /// constraints (the later of two, app constraints only), required constraints the others imply
  /// (in hierarchies of up to 400 of the app's equalities), views reaching beyond the root's
  /// bounds (not inside a scroll view, whose content may be larger than the screen), and labels
  /// whose text is truncated or clipped. Lays out first.
  ///
  /// ```swift
  /// window.layoutLint().map(\.kind)   // [.duplicateConstraint, .clippedText]
  /// ```
  public func layoutLint() -> [LayoutLintFinding] {
    layoutLint(checkingRedundancy: true)
  }

  /// ``layoutLint()``, with or without the search for implied constraints (the costly part: a
  /// sweep over many environments looks for them in one). `freeingSizeOf` names a view whose size
  /// is held now but decided elsewhere at run time (a xib's top-level view, sized by whoever
  /// loads it or by its content): a constraint that sizes it through its content is then not
  /// implied by the size it has.
  ///
  /// ```swift
  /// window.layoutLint(checkingRedundancy: false).map(\.kind)   // [.clippedText]
  /// window.layoutLint(checkingRedundancy: true, freeingSizeOf: header)   // header's width constraint stays
  /// ```
  public func layoutLint(checkingRedundancy: Bool, freeingSizeOf freed: View? = nil) -> [LayoutLintFinding] {
    constraintLint(checkingRedundancy: checkingRedundancy, freeingSizeOf: freed) + frameLint()
  }

  /// The findings of ``layoutLint(checkingRedundancy:freeingSizeOf:)`` about constraints:
  /// duplicates, then (when `checkingRedundancy`) required constraints the others imply. They hold
  /// in every environment, where the frame findings depend on the screen.
  ///
  /// ```swift
  /// window.constraintLint(checkingRedundancy: false).map(\.kind)   // [.duplicateConstraint]
  /// ```
  public func constraintLint(checkingRedundancy: Bool, freeingSizeOf freed: View? = nil)
    -> [LayoutLintFinding]
  {
    rootView.layoutIfNeeded()
    let duplicates = duplicateConstraintFindings()
    guard checkingRedundancy else { return duplicates }
    return duplicates
      + redundantConstraintFindings(ignoring: duplicates.compactMap(\.constraint), freeingSizeOf: freed)
  }

  /// The findings of ``layoutLint()`` about frames: views reaching beyond the root's bounds (not
  /// inside a scroll view) and labels whose text is truncated or clipped. Lays out first.
  ///
  /// ```swift
  /// window.frameLint().map(\.kind)   // [.offScreen, .clippedText]
  /// ```
  public func frameLint() -> [LayoutLintFinding] {
    let root = rootView
    root.layoutIfNeeded()
    var found: [LayoutLintFinding] = []
    let bounds = root.bounds
    for view in subtree where view !== root && !view.isHidden && !view.isInsideScrollView {
      let frame = view.convert(view.bounds, to: root)
      let beyond = [
        bounds.minX - frame.minX, frame.maxX - bounds.maxX, bounds.minY - frame.minY,
        frame.maxY - bounds.maxY,
      ]
      if beyond.contains(where: { $0 > 0.5 }) {
        found.append(
          LayoutLintFinding(
            kind: .offScreen, view: view, constraint: nil,
            message: "\(describedName(view)) reaches beyond the screen: frame "
              + Self.describe(frame) + " in a " + Self.describe(bounds.size) + " root"))
      }
      if let label = view as? Label, let text = label.text, !text.isEmpty, let needed = label.clippedSize {
        found.append(
          LayoutLintFinding(
            kind: .clippedText, view: view, constraint: nil,
            message: "\(describedName(view)) needs " + Self.describe(needed) + " for its text but has "
              + Self.describe(label.bounds.size)))
      }
    }
    return found
  }

  /// Sibling views (visible, more than a square point each) whose frames partly cover each other
  /// (at least a point each way):
  /// they intersect, and neither contains the other (a view on a background is no news). Not part
  /// of ``layoutLint()``: views overlap by design; `check` reports an overlap where the file's own
  /// environment has none (a sweep).
  ///
  /// ```swift
  /// window.siblingOverlaps().map(\.message)   // ["title overlaps badge by 12 × 20"]
  /// ```
  public func siblingOverlaps() -> [LayoutLintFinding] {
    rootView.layoutIfNeeded()
    var found: [LayoutLintFinding] = []
    for parent in subtree {
      let children = parent.subviews.filter { !$0.isHidden && $0.bounds.width * $0.bounds.height > 1 }
      for (first, second) in Self.candidatePairs(children.map(\.frame)) {
        let (a, b) = (children[first], children[second])
        let shared = a.frame.intersection(b.frame)
        guard !shared.isNull, shared.width >= 1, shared.height >= 1,
          !a.frame.contains(b.frame), !b.frame.contains(a.frame)
        else { continue }
        found.append(
          LayoutLintFinding(
            kind: .overlap, view: a, constraint: nil, other: b,
            message: "\(describedName(a)) overlaps \(describedName(b)) by " + Self.describe(shared.size)))
      }
    }
    return found
  }

  /// The pairs (i < j, in order) of `frames` that may share an area of a point or more: those that
  /// meet in a cell of a grid about as fine as the frames themselves, so that many siblings cost
  /// about their number of pairs that really meet, not every pair (100,000 rows of a list).
  /// Frames too large for the grid (more than 64 cells) are paired with every other frame.
  static func candidatePairs(_ frames: [CGRect]) -> [(Int, Int)] {
    guard frames.count > 32 else {
      return frames.indices.flatMap { i in ((i + 1)..<frames.count).map { (i, $0) } }
    }
    // The cell: the median of the frames' larger sides, so that a typical frame spans a few cells.
    let sides = frames.map { max($0.width, $0.height) }.sorted()
    let cell = max(sides[sides.count / 2], 1)
    // (cell, frame) entries sorted by cell: a run of one cell's frames gives its pairs, each pair
    // in the first cell its two frames share only. Flat arrays and sorts instead of a dictionary
    // of arrays and a set (a 100,000-sibling file).
    var entries: [(column: Int64, row: Int64, index: Int32)] = []
    entries.reserveCapacity(frames.count)
    var firstCells = [(column: Int64, row: Int64)](repeating: (0, 0), count: frames.count)
    var isLarge = [Bool](repeating: false, count: frames.count)
    func cellRange(_ low: CGFloat, _ high: CGFloat) -> ClosedRange<Int64> {
      let first = Int64(max(min((low / cell).rounded(.down), 1e12), -1e12))
      let last = Int64(max(min((high / cell).rounded(.down), 1e12), -1e12))
      return first...max(first, last)
    }
    for (index, frame) in frames.enumerated() {
      let columns = cellRange(frame.minX, frame.maxX)
      let rows = cellRange(frame.minY, frame.maxY)
      // Each count first: the product of two huge ranges would overflow.
      guard columns.count <= 64, rows.count <= 64, columns.count * rows.count <= 64 else {
        isLarge[index] = true
        continue
      }
      firstCells[index] = (columns.lowerBound, rows.lowerBound)
      for column in columns {
        for row in rows { entries.append((column, row, Int32(index))) }
      }
    }
    entries.sort { ($0.column, $0.row, $0.index) < ($1.column, $1.row, $1.index) }
    var pairs: [Int64] = []
    func add(_ a: Int, _ b: Int) { pairs.append(Int64(min(a, b)) << 32 | Int64(max(a, b))) }
    var start = 0
    while start < entries.count {
      var end = start + 1
      while end < entries.count && entries[end].column == entries[start].column
        && entries[end].row == entries[start].row
      {
        end += 1
      }
      let (column, row) = (entries[start].column, entries[start].row)
      for first in start..<end {
        let a = Int(entries[first].index)
        for second in (first + 1)..<end {
          let b = Int(entries[second].index)
          guard max(firstCells[a].column, firstCells[b].column) == column,
            max(firstCells[a].row, firstCells[b].row) == row
          else { continue }
          add(a, b)
        }
      }
      start = end
    }
    for a in frames.indices where isLarge[a] {
      for b in frames.indices where b != a && (!isLarge[b] || b > a) { add(a, b) }
    }
    pairs.sort()
    return pairs.map { (Int($0 >> 32), Int($0 & 0xFFFF_FFFF)) }
  }

  /// The most candidates ``redundantConstraintFindings(ignoring:)`` checks: each costs a
  /// temporary change of the solver, so a hierarchy with more of the app's constraints is not
  /// checked for implied ones (the other findings are).
  static let redundancyBudget = 400

  /// The most work the search for implied constraints may do, in candidates × the solver's
  /// constraints (a probe re-reads the whole solved system): 400 candidates in a layout of 5,000
  /// constraints. A large layout with a few hundred of the app's equalities (stack views make the
  /// rest) is not searched, so that its check stays linear in its size.
  static let redundancyWorkBudget = 2_000_000

  /// The app's required equalities the other required constraints imply (see
  /// `LayoutEngine.impliedConstraints`): of a set of constraints that imply each other, the most
  /// recently activated ones, until the rest no longer do. None while the layout has a conflict.
  func redundantConstraintFindings(ignoring duplicates: [LayoutConstraint], freeingSizeOf freed: View? = nil)
    -> [LayoutLintFinding]
  {
    // Equalities only: an inequality is usually a guard (`height >= 17`) whose slack depends on
    // the screen; and nothing is implied in a set that cannot hold.
    let root = rootView
    root.layoutIfNeeded()
    guard root.layoutConflicts.isEmpty else { return [] }
    let ignored = Set(duplicates.map(ObjectIdentifier.init))
    // Both budgets as one count, so that a large layout stops collecting at its first few.
    let limit = min(
      Self.redundancyBudget, Self.redundancyWorkBudget / max(1, root.layoutEngine.solver.constraintCount))
    var candidates: [LayoutConstraint] = []
    for view in subtree {
      for constraint in view.heldConstraints {
        if case .system = constraint.origin { continue }
        guard constraint.isActive, constraint.priority == .required, constraint.relation == .equal,
          !ignored.contains(ObjectIdentifier(constraint))
        else { continue }
        candidates.append(constraint)
        if candidates.count > limit { return [] }
      }
    }
    guard !candidates.isEmpty else { return [] }
    candidates.sort { $0.activationIndex < $1.activationIndex }
    return root.layoutEngine.impliedConstraints(candidates, ignoring: duplicates, freeingSizeOf: freed).map {
      constraint in
      LayoutLintFinding(
        kind: .redundantConstraint, view: constraint.firstItem as? View, constraint: constraint,
        message: "\(constraint) (\(constraint.origin)) is implied by the other required constraints: "
          + "removing it changes no frame")
    }
  }

  /// The later constraint of each pair that says the same thing.
  func duplicateConstraintFindings() -> [LayoutLintFinding] {
    // The app's constraints only (a stack view's own are most of a large hierarchy's: collecting
    // them all first doubled this pass's memory at the layout's peak).
    var constraints: [LayoutConstraint] = []
    for view in subtree {
      for constraint in view.heldConstraints {
        if case .system = constraint.origin { continue }
        constraints.append(constraint)
      }
    }
    constraints.sort { $0.activationIndex < $1.activationIndex }
    // Constraints are grouped by a hash that a constraint and its reversed form share, then each
    // group is read in activation order: 16 bytes per constraint instead of a dictionary of keys
    // (a large document's lint ran at its peak of memory).
    var order: [(hash: Int, index: Int32)] = []
    order.reserveCapacity(constraints.count)
    for (index, constraint) in constraints.enumerated() {
      guard let key = ConstraintKey(constraint) else { continue }
      let hash = key.hashValue
      order.append((min(hash, key.reversed?.hashValue ?? hash), Int32(index)))
    }
    order.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.index < $1.index }
    var repeats: [(index: Int32, earlier: Int32)] = []
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count && order[end].hash == order[start].hash { end += 1 }
      if end - start > 1 {
        // As a dictionary of first occurrences would: the earliest with the same key, else the
        // earliest with the reversed key, among constraints that repeat nothing themselves.
        var firsts: [(key: ConstraintKey, index: Int32)] = []
        for entry in order[start..<end] {
          let key = ConstraintKey(constraints[Int(entry.index)])!
          let earlier =
            firsts.first { $0.key == key }
            ?? key.reversed.flatMap { reversed in firsts.first { $0.key == reversed } }
          if let earlier {
            repeats.append((entry.index, earlier.index))
          } else {
            firsts.append((key, entry.index))
          }
        }
      }
      start = end
    }
    repeats.sort { $0.index < $1.index }
    return repeats.map { entry in
      let constraint = constraints[Int(entry.index)]
      let earlier = constraints[Int(entry.earlier)]
      return LayoutLintFinding(
        kind: .duplicateConstraint, view: constraint.firstItem as? View, constraint: constraint,
        message: "\(constraint) (\(constraint.origin)) repeats \(earlier) (\(earlier.origin))")
    }
  }

  /// Whether a scroll view is above the view (its content may be larger than the screen).
  var isInsideScrollView: Bool {
    var view = superview
    while let current = view {
      if current is ScrollView { return true }
      view = current.superview
    }
    return false
  }

  static func describe(_ rect: CGRect) -> String {
    "(" + [rect.minX, rect.minY, rect.width, rect.height].map(formatLayoutNumber).joined(separator: ", ")
      + ")"
  }

  static func describe(_ size: CGSize) -> String {
    "\(formatLayoutNumber(size.width)) × \(formatLayoutNumber(size.height))"
  }
}

extension Label {
  /// The size the text needs when the frame is too small for it (more than half a point short):
  /// one line wider than the frame, or wrapped lines taller than it; `nil` when the text fits.
  var clippedSize: CGSize? {
    let size = bounds.size
    if numberOfLines == 1 {
      let needed = intrinsicContentSize
      return needed.width > size.width + 0.5 || needed.height > size.height + 0.5 ? needed : nil
    }
    let needed = sizeThatFits(CGSize(width: size.width, height: View.layoutFittingExpandedSize.height))
    return needed.height > size.height + 0.5 ? CGSize(width: size.width, height: needed.height) : nil
  }
}

/// What makes two constraints the same: items (by identity), attributes, relation, multiplier,
/// constant, priority.
struct ConstraintKey: Hashable {
  var first: ObjectIdentifier
  var firstAttribute: LayoutConstraint.Attribute
  var relation: LayoutConstraint.Relation
  var second: ObjectIdentifier?
  var secondAttribute: LayoutConstraint.Attribute
  var multiplier: CGFloat
  var constant: CGFloat
  var priority: Float

  init?(_ constraint: LayoutConstraint) {
    guard let firstItem = constraint.firstItem else { return nil }
    first = ObjectIdentifier(firstItem)
    firstAttribute = constraint.firstAttribute
    relation = constraint.relation
    second = constraint.secondItem.map { ObjectIdentifier($0) }
    secondAttribute = constraint.secondAttribute
    multiplier = constraint.multiplier
    constant = constraint.constant
    priority = constraint.priority.rawValue
  }

  /// The same constraint written the other way round (`b.y == a.x - c` for `a.x == b.y + c`,
  /// the relation turned); only for a multiplier of 1 between two items.
  var reversed: ConstraintKey? {
    guard let second, multiplier == 1 else { return nil }
    var key = self
    key.first = second
    key.second = first
    key.firstAttribute = secondAttribute
    key.secondAttribute = firstAttribute
    key.constant = -constant
    key.relation =
      switch relation {
      case .equal: .equal
      case .lessThanOrEqual: .greaterThanOrEqual
      case .greaterThanOrEqual: .lessThanOrEqual
      }
    return key
  }
}

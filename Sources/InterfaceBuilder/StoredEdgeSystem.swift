import AutoLayout
import Cassowary
import Foundation

/// The edges Xcode's stored frames allow, as a linear system: each stored edge is within
/// ``roundingSlack`` of the engine's value — the farthest any rounding Xcode has used puts it (the
/// scene's root, the canvas, is exact). The file's constraints are added one by one; one that
/// cannot hold with those edges and the constraints already added is a contradiction of the
/// stored frames (``StoredFrameContradiction``), and is left out of the rest of the check.
///
/// ```swift
/// var system = StoredEdgeSystem(layout: layout, idOfView: idOfView)
/// let contradictions = checks.compactMap { system.contradiction(adding: $0) }
/// ```
struct StoredEdgeSystem {
  let layout: SceneLayout
  let idOfView: [ObjectIdentifier: String]
  /// How far a true edge may be from the stored one: ``roundingSlack``.
  let slack: Double
  /// Whether a vertical edge exactly between two pixels was stored at the smaller y (AppKit, whose
  /// backing store counts y upwards, as ``StoredFrameComparison/pixels(_:scale:yTiesDown:)``
  /// rounds); elsewhere a tie went to the larger value.
  let yTiesDown: Bool
  private let solver = Solver()
  /// Each view's low and high edge on an axis (`minX`, `maxX` or `minY`, `maxY`), in the
  /// root's coordinates, keyed by IB id and axis.
  private var edges: [String: (low: Variable, high: Variable)] = [:]
  /// The file's constraints added to the solver, by their solver constraint.
  private var added: [ObjectIdentifier: SceneLayout.StoredConstraintCheck] = [:]
  /// The stored frames in the root's coordinates, as far as they were asked for.
  private var absolute: [String: CGRect?] = [:]

  init(layout: SceneLayout, idOfView: [ObjectIdentifier: String]) {
    self.layout = layout
    self.idOfView = idOfView
    slack = max(Double(0.5 / layout.scale), Self.roundingSlack)
    yTiesDown = layout.window.pixelGridOrigin == .bottomLeft
  }

  /// How far from the engine's value any Xcode has stored an edge, in points: a proof that the
  /// stored frames break a constraint must survive every rounding Xcode could have used, not only
  /// the one the comparison models (half a pixel on the device's grid, in the window).
  ///
  /// - Whole points: Xcode 8's storyboards store two halves of a 375-point root as 188 and 187,
  ///   and files without a device (1x canvases) store whole points: half a point per edge.
  /// - Origin and size rounded apart (a whole-point width added to a rounded origin), or a frame
  ///   rounded in its superview's rounded coordinates: the far edge up to a point away.
  ///
  /// One point covers them all and stays far below a real misplacement (a view moved by a few
  /// points, a changed constant). Measured on the four public sets of `../shared` (files Xcode
  /// saved with no view flagged): files with stale-frames findings fell from 26 to 5 of 244
  /// (xib-corpus), 55 to 12 of 512 (xib-corpus-2) and 4 to 1 of 77 (xib-outside) — 67 files of 48
  /// repositories whose findings only the half-pixel rule made; most were centred views half a
  /// point off.
  static let roundingSlack = 1.0

  /// Noise a stored value may carry (Float32 digits in the file), and the margin that keeps a
  /// tie's other side out: a true edge half a pixel above a stored one that ties go up from
  /// would have been stored a pixel higher.
  static let noise = 1e-4
  static let strictness = 2e-4

  /// The stored frame of a view in the root's coordinates (its stored frame moved by those of its
  /// superviews), `nil` when it or one of its superviews stores none.
  private mutating func absoluteFrame(of id: String) -> CGRect? {
    if let known = absolute[id] { return known }
    var frame: CGRect?
    if id == layout.scene.root.id {
      frame = layout.storedFrames[id].map { CGRect(origin: .zero, size: $0.size) }
    } else if let stored = layout.storedFrames[id], let view = layout.viewsByID[id],
      let superview = view.superview, let superID = idOfView[ObjectIdentifier(superview)],
      let origin = absoluteFrame(of: superID)?.origin
    {
      frame = stored.offsetBy(dx: origin.x, dy: origin.y)
    }
    absolute[id] = frame
    return frame
  }

  /// A view's edges on an axis, created with the bounds of its stored frame on first use.
  private mutating func edges(of id: String, horizontal: Bool) -> (low: Variable, high: Variable)? {
    let key = id + (horizontal ? "|x" : "|y")
    if let known = edges[key] { return known }
    guard let frame = absoluteFrame(of: id) else { return nil }
    let pair = (low: Variable("\(key).low"), high: Variable("\(key).high"))
    let stored = horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
    let exact = id == layout.scene.root.id
    // The stored edge is the true one rounded to the nearest pixel, a tie going up (or down):
    // the true edge is in [stored − ½ px, stored + ½ px), or (stored − ½ px, stored + ½ px].
    let tiesDown = !horizontal && yTiesDown
    let below = slack + (tiesDown ? -Self.strictness : Self.noise)
    let above = slack + (tiesDown ? Self.noise : -Self.strictness)
    for (variable, value) in [(pair.low, Double(stored.0)), (pair.high, Double(stored.1))] {
      if exact {
        try? solver.addConstraint(
          Constraint(Cassowary.Expression([Term(variable)], constant: -value), .equal))
      } else {
        try? solver.addConstraint(
          Constraint(Cassowary.Expression([Term(variable)], constant: -(value - below)), .greaterThanOrEqual))
        try? solver.addConstraint(
          Constraint(Cassowary.Expression([Term(variable)], constant: -(value + above)), .lessThanOrEqual))
      }
    }
    edges[key] = pair
    return pair
  }

  /// A side of a constraint as an expression of the edges, in the reference view's coordinates.
  private mutating func expression(
    of side: SceneLayout.StoredSide, reference: String, horizontal: Bool
  ) -> Cassowary.Expression? {
    guard let (low, high) = edges(of: side.itemID, horizontal: horizontal) else { return nil }
    let rightToLeft =
      layout.viewsByID[side.itemID]?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    var terms: [Term]
    var isPosition = true
    switch side.attribute {
    case .left, .top: terms = [Term(low)]
    case .right, .bottom: terms = [Term(high)]
    case .leading: terms = [Term(rightToLeft ? high : low)]
    case .trailing: terms = [Term(rightToLeft ? low : high)]
    case .centerX, .centerY: terms = [Term(low, coefficient: 0.5), Term(high, coefficient: 0.5)]
    case .width, .height:
      terms = [Term(high), Term(low, coefficient: -1)]
      isPosition = false
    default: return nil
    }
    // A position in the reference view's own coordinates: less its low edge.
    if isPosition {
      guard let origin = edges(of: reference, horizontal: horizontal)?.low else { return nil }
      terms.append(Term(origin, coefficient: -1))
    }
    return Cassowary.Expression(terms)
  }

  /// The side's value on the stored frames, in the reference view's coordinates.
  private mutating func storedValue(of side: SceneLayout.StoredSide, reference: String, horizontal: Bool)
    -> CGFloat?
  {
    guard let frame = absoluteFrame(of: side.itemID) else { return nil }
    if side.attribute == .width { return frame.width }
    if side.attribute == .height { return frame.height }
    guard let origin = absoluteFrame(of: reference)?.origin else { return nil }
    let rightToLeft =
      layout.viewsByID[side.itemID]?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let shift = horizontal ? origin.x : origin.y
    switch side.attribute {
    case .left: return frame.minX - shift
    case .right: return frame.maxX - shift
    case .leading: return (rightToLeft ? frame.maxX : frame.minX) - shift
    case .trailing: return (rightToLeft ? frame.minX : frame.maxX) - shift
    case .centerX: return frame.midX - shift
    case .top: return frame.minY - shift
    case .bottom: return frame.maxY - shift
    case .centerY: return frame.midY - shift
    default: return nil
    }
  }

  /// Adds a constraint; the contradiction it is, or `nil` when it holds with the stored edges and
  /// the constraints added before it (or cannot be checked).
  mutating func contradiction(adding check: SceneLayout.StoredConstraintCheck) -> StoredFrameContradiction? {
    let constraint = check.constraint
    guard
      let first = expression(of: check.first, reference: check.referenceID, horizontal: check.horizontal),
      let firstValue = storedValue(
        of: check.first, reference: check.referenceID, horizontal: check.horizontal)
    else { return nil }
    var right = Cassowary.Expression(constant: Double(constraint.constant))
    var secondValue = constraint.constant
    if let side = check.second {
      guard let second = expression(of: side, reference: check.referenceID, horizontal: check.horizontal),
        let value = storedValue(of: side, reference: check.referenceID, horizontal: check.horizontal)
      else { return nil }
      right = right + Double(constraint.multiplier) * second
      secondValue += constraint.multiplier * value
    }
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let solverConstraint = Constraint(first - right, relation)
    do {
      try solver.addConstraint(solverConstraint)
      added[ObjectIdentifier(solverConstraint)] = check
      return nil
    } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
      let others = conflicting.compactMap { added[ObjectIdentifier($0)] }
      return makeContradiction(check, others: others, firstValue: firstValue, secondValue: secondValue)
    } catch {
      return nil
    }
  }

  private func makeContradiction(
    _ check: SceneLayout.StoredConstraintCheck, others: [SceneLayout.StoredConstraintCheck],
    firstValue: CGFloat,
    secondValue: CGFloat
  ) -> StoredFrameContradiction {
    let constraint = check.constraint
    func name(_ side: SceneLayout.StoredSide) -> String {
      "\(layout.nodesByID[side.itemID]?.kind ?? .view) \(side.itemID).\(side.attribute)"
    }
    var text = name(check.first) + " \(constraint.relation) "
    if let second = check.second {
      if constraint.multiplier != 1 {
        // Four decimals: `1:3` reads 0.3333, not the double's 16 digits.
        text += "\(NumberText.shortest(Double((constraint.multiplier * 10000).rounded() / 10000))) × "
      }
      text += name(second)
      if constraint.constant != 0 {
        text +=
          (constraint.constant < 0 ? " − " : " + ") + NumberText.shortest(Double(abs(constraint.constant)))
      }
    } else {
      text += NumberText.shortest(Double(constraint.constant))
    }
    var message =
      "constraint \(check.id) (\(text)): the stored frames give \(shownPoints(firstValue)) and "
      + shownPoints(secondValue)
    if !others.isEmpty {
      message +=
        ", and within a point of them (any rounding Xcode has used) it cannot hold with "
        + (others.count == 1 ? "constraint " : "constraints ") + others.map(\.id).joined(separator: ", ")
    }
    var viewIDs: [String] = []
    for item in [check] + others {
      for side in [item.first] + (item.second.map { [$0] } ?? []) where !viewIDs.contains(side.itemID) {
        viewIDs.append(side.itemID)
      }
    }
    return StoredFrameContradiction(
      constraintID: check.id, conflictingConstraintIDs: others.map(\.id), viewIDs: viewIDs,
      firstValue: firstValue,
      secondValue: secondValue, message: message)
  }
}

import Foundation

/// How well the optional constraints (content hugging and compression resistance included) hold
/// with some views placed at other frames the required constraints allow, against the solved
/// layout: an equally good layout (the engine broke a tie), or a worse one, and which constraints
/// it breaks more.
///
/// The engine satisfies a higher priority before any lower one (a lexicographic objective), so the
/// comparison is decided at the highest priority whose constraints, added up, hold differently.
///
/// ```swift
/// // label hugs its 21-point height at 250; the required constraints allow it taller.
/// let comparison = window.optionalConstraintComparison(placingFrames: [(label, taller)])
/// comparison.placedIsWorse              // true
/// comparison.decidingPriority           // 250
/// comparison.worsened.first?.constraint.description
/// // "<ContentSizeLayoutConstraint label.height == 21 Hug:250 CompressionResistance:750   (active)>"
/// ```
public struct OptionalConstraintComparison {
  /// One optional constraint that holds differently in the two layouts.
  public struct Change {
    /// The constraint (the app's, or one the system made: a content size, a stack view's).
    public let constraint: EngineConstraint
    /// How far it is from holding in the solved layout, in points (0: it holds).
    public let solved: CGFloat
    /// How far it is from holding with the views exactly at the given frames.
    public let placed: CGFloat
  }

  /// The constraints that hold differently, highest priority first; within a priority the ones
  /// the placed layout breaks most (compared with the solved one) first.
  public let changes: [Change]
  /// The highest priority at which the two layouts' constraints, added up, hold differently (by
  /// more than a thousandth of a point), the views placed anywhere within the tolerance of their
  /// frames (so that a frame rounded to the pixel grid is not worse for its rounding); `nil` when
  /// they hold equally well at every priority.
  public let decidingPriority: LayoutPriority?
  /// Whether the placed layout is the worse one at ``decidingPriority`` (the engine prefers the
  /// solved one); `false` when they are equally good.
  public let placedIsWorse: Bool

  /// The constraints at ``decidingPriority`` that the placed layout breaks more than the solved
  /// one, most first: what the solved layout keeps by being where it is.
  ///
  /// ```swift
  /// comparison.worsened.map(\.constraint.description)   // ["<ContentSizeLayoutConstraint label.height == 21 …>"]
  /// ```
  public var worsened: [Change] {
    guard let decidingPriority else { return [] }
    return changes.filter { $0.constraint.priority == decidingPriority && $0.placed > $0.solved }
  }
}

extension View {
  /// Compares the solved layout with the best one (under the optional constraints) that puts the
  /// given views within `tolerance` of the given frames (window coordinates), as far as the
  /// required constraints allow: ask ``requiredConstraintsAllow(frames:tolerance:sizeTolerance:holdingSizesOf:)``
  /// first whether they do.
  ///
  /// ```swift
  /// let comparison = window.optionalConstraintComparison(placingFrames: [(box, storedFrame)])
  /// if comparison.decidingPriority == nil { print("as good as the solved layout") }
  /// ```
  ///
  /// - Complexity: two solves with bounds on each frame value (within the tolerance, and exactly
  ///   there), and three passes over the optional constraints.
  public func optionalConstraintComparison(
    placingFrames frames: [(view: View, frame: CGRect)], tolerance: CGFloat = 0.01
  ) -> OptionalConstraintComparison {
    let costs = diagnostics.optionalCosts(solverRects(of: frames), tolerance: Double(tolerance))
    // Added up per solver level, highest first, the views anywhere within the tolerance.
    var totals: [Float: (solved: Double, near: Double)] = [:]
    for cost in costs {
      totals[cost.level, default: (0, 0)].solved += cost.solved
      totals[cost.level, default: (0, 0)].near += cost.near
    }
    let deciding = totals.keys.sorted(by: >).first { abs(totals[$0]!.solved - totals[$0]!.near) > 0.001 }
    let ordered = costs.sorted {
      if $0.level != $1.level { return $0.level > $1.level }
      let a = $0.exact - $0.solved
      let b = $1.exact - $1.solved
      if a != b { return a > b }
      return $0.constraint.description < $1.constraint.description
    }
    let decidingPriority = deciding.flatMap { level in
      ordered.first { $0.level == level }?.constraint.priority
    }
    return OptionalConstraintComparison(
      changes: ordered.map {
        .init(constraint: $0.constraint, solved: CGFloat($0.solved), placed: CGFloat($0.exact))
      },
      decidingPriority: decidingPriority,
      placedIsWorse: deciding.map { totals[$0]!.near > totals[$0]!.solved } ?? false)
  }
}

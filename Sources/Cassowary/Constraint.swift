/// A linear constraint `expression (== | <= | >=) 0` with an Apple-style priority.
///
/// Priorities are `Float`s in `0 < p <= 1000`; `1000` is required. Higher priorities are satisfied
/// strictly before lower ones: no number of constraints at a lower priority outweighs one at a
/// higher priority. Constraints are compared by identity.
///
/// ```swift
/// let x = Variable("x")
/// let pinned = Constraint(x - 100, .equal, priority: 251)   // x == 100 @251
/// let same = (x == 100).priority(251)                        // the same, with operators
/// ```
public final class Constraint: Sendable {
  /// How the expression relates to zero.
  public enum Relation: Sendable, CustomStringConvertible {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual

    /// The operator: `<=`, `==` or `>=`.
    ///
    /// ```swift
    /// print(Constraint.Relation.equal)  // ==
    /// ```
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// The left-hand side; the right-hand side is zero.
  public let expression: Expression
  /// The relation of ``expression`` to zero.
  public let relation: Relation
  /// Whether a required equality gets its marker column when it is added even in a solver that
  /// defers them (``RequiredEqualityMarkers/whenFirstNeeded``): for a constraint whose constant is
  /// expected to change (a window's size), so that its first change moves the rows that hold it
  /// instead of re-solving everything to give every required equality its marker.
  public let keepsMarker: Bool
  /// The priority, `0 < priority <= 1000`; ``Priority/required`` (1000) must hold.
  public let priority: Float
  /// Whether the constraint is a bound the model always has (a view's size never below 0) rather
  /// than one of the system's choices: a conflict is explained with minimal sets given every
  /// implicit constraint, to which only the implicit constraints the set needs are added (see
  /// ``SolverError/unsatisfiableConstraint(_:conflicting:)``).
  public let isImplicit: Bool

  /// Creates `expression relation 0` at a priority (required by default).
  ///
  /// ```swift
  /// let c = Constraint(Variable("w") - 44, .greaterThanOrEqual)  // w >= 44
  /// ```
  public init(
    _ expression: Expression, _ relation: Relation, priority: Float = Priority.required,
    keepsMarker: Bool = false, isImplicit: Bool = false
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.keepsMarker = keepsMarker
    self.isImplicit = isImplicit
  }

  /// A copy of this constraint at another priority (a new, distinct constraint).
  ///
  /// ```swift
  /// let weak = (Variable("x") == 0).priority(250)
  /// ```
  public func priority(_ priority: Float) -> Constraint {
    Constraint(expression, relation, priority: priority, keepsMarker: keepsMarker, isImplicit: isImplicit)
  }

  /// A copy of this constraint that is implicit (see ``isImplicit``; a new, distinct constraint).
  ///
  /// ```swift
  /// let floor = (width >= 0).implicit()
  /// ```
  public func implicit() -> Constraint {
    Constraint(expression, relation, priority: priority, keepsMarker: keepsMarker, isImplicit: true)
  }

  /// A copy of this constraint that keeps its marker column (see ``keepsMarker``; a new, distinct
  /// constraint).
  ///
  /// ```swift
  /// let width = (rootWidth == 375).keepingMarker()
  /// try solver.addConstraint(width)
  /// try solver.setConstant(-414, for: width)   // moves the rows that hold it, no re-solve
  /// ```
  public func keepingMarker() -> Constraint {
    Constraint(expression, relation, priority: priority, keepsMarker: true, isImplicit: isImplicit)
  }

  /// Whether the constraint is required (priority 1000).
  ///
  /// ```swift
  /// (Variable("x") == 0).isRequired  // true
  /// ```
  public var isRequired: Bool { priority >= Priority.required }
}

extension Constraint: CustomStringConvertible {
  /// The constraint as `expression op 0`, with `@priority` when optional.
  ///
  /// ```swift
  /// print((Variable("x") >= 8).priority(750))  // x - 8 >= 0 @750
  /// ```
  public var description: String {
    let base = "\(expression) \(relation) 0"
    return isRequired ? base : base + " @" + formatPriority(priority)
  }
}

/// Formats a priority without a trailing `.0`.
func formatPriority(_ priority: Float) -> String {
  priority == priority.rounded() && abs(priority) < 1e9
    ? String(Int(exactly: priority) ?? 0) : String(priority)
}

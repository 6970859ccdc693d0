/// When a solver gives required equalities a marker column (a dummy symbol, always 0).
///
/// A marker makes ``Solver/setConstant(_:for:)`` and ``Solver/removeConstraint(_:)`` of a required
/// equality cheap (an edit of the rows that hold it), but every row that substitutes the equality
/// carries its marker along: on long chains of equalities (a grid's rows and columns) rows grow
/// with the chain, and building costs far more time and memory.
///
/// ```swift
/// let oneShot = Solver(requiredEqualityMarkers: .never)
/// let engine = Solver(requiredEqualityMarkers: .whenFirstNeeded)
/// ```
public enum RequiredEqualityMarkers: Sendable, Equatable {
  /// No markers: changing the constant of a required equality, or removing one, re-solves every
  /// remaining constraint.
  case never
  /// A marker for every required equality from the start.
  case always
  /// No markers until the first change that needs one — a required equality's constant changed
  /// or one removed, or ``Solver/constraintsDetermining(_:)`` asked — then one re-solve that gives
  /// every required equality its marker, and markers from then on. A layout that is built and
  /// read once never pays for markers; one that animates constants pays one extra build.
  case whenFirstNeeded
}

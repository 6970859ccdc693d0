import Cassowary

extension View {
  /// The system of constraints the engine of this root view's hierarchy handed its solver (every
  /// view constraint, system constraint and guide, translated), as a fresh solver would take it:
  /// the benchmark compares the layout pass with the raw solver's build of the very same system
  /// (`autolayout solve --bench`). `nil` for a view that is not a laid-out hierarchy's root.
  ///
  /// ```swift
  /// window.layoutIfNeeded()
  /// let system = window.solverSystem   // every constraint the engine gave its solver, in order
  /// ```
  package var solverSystem: AddedSystem? { engine?.solver.addedSystem }

  /// The solver constraints that hold a root view's width and height (what a window resize
  /// changes the constants of), among ``solverSystem``'s; `nil` for a view that is not a laid-out
  /// hierarchy's root.
  ///
  /// ```swift
  /// let size = window.rootSizeConstraints   // width == 375, height == 667
  /// ```
  package var rootSizeConstraints: (width: Cassowary.Constraint, height: Cassowary.Constraint)? {
    guard let engine, let width = engine.system.constraint(.root(.width), of: self),
      let height = engine.system.constraint(.root(.height), of: self)
    else { return nil }
    return (width, height)
  }
}

/// The solver's single numerical tolerance: coefficients whose magnitude is at most this are zero,
/// and a required constraint counts as satisfied when its residual is at most this.
let epsilon = 1.0e-9

/// The largest magnitude of a coefficient, constant or suggested value the solver takes: beyond
/// it, sums of a few values overflow or lose every fraction of a unit.
let maximumMagnitude = 1.0e15

/// Why a number cannot enter the solver, or `nil`: NaN or infinite, or beyond `maximumMagnitude`.
func numberProblem(_ value: Double, _ what: @autoclosure () -> String) -> SolverError? {
  if !value.isFinite { return .nonFiniteValue(what()) }
  if abs(value) > maximumMagnitude { return .valueOutOfRange(what()) }
  return nil
}

/// How far below zero the invariant checks let a restricted value or a reduced cost be: the
/// tolerance with room for the rounding error of about a hundred operations on a value.
let invariantTolerance = 100 * epsilon

/// Whether `value` is zero within the solver's tolerance.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
  abs(value) <= epsilon
}

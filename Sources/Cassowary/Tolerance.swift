/// The solver's single numerical tolerance: coefficients whose magnitude is at most this are zero,
/// and a required constraint counts as satisfied when its residual is at most this.
let epsilon = 1.0e-9

/// How far below zero the invariant checks let a restricted value or a reduced cost be: the
/// tolerance with room for the rounding error of about a hundred operations on a value.
let invariantTolerance = 100 * epsilon

/// Whether `value` is zero within the solver's tolerance.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
  abs(value) <= epsilon
}

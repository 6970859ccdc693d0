/// The one way the package writes a number for people and files — solver descriptions, frames,
/// layout documents, JSON, reports: integral values without a fraction (`8`, `-12`; `-0` is `0`),
/// others with the shortest digits that read back to the same `Double` (`0.5`,
/// `343.33333333333331`). Infinities and NaN print as Swift prints them (`inf`, `nan`) unless a
/// format says otherwise (`nonFinite:`, JSON's `null`).
///
/// It lives in the solver module, the one every other module sees; formats with rules of their
/// own (Apple's six significant digits in constraint descriptions, SVG's hundredths) build on it
/// or say why not where they are defined.
///
/// ```swift
/// NumberText.shortest(8)                               // "8"
/// NumberText.shortest(20.5)                            // "20.5"
/// NumberText.shortest(.infinity, nonFinite: "null")    // "null"
/// NumberText.hundredths(1.0 / 3)                       // "0.33"
/// ```
package enum NumberText {
  /// `value` in the shortest form that reads back exactly; `nonFinite` for an infinity or NaN
  /// when given.
  ///
  /// ```swift
  /// NumberText.shortest(-12.25)   // "-12.25"
  /// ```
  package static func shortest(_ value: Double, nonFinite: String? = nil) -> String {
    if let nonFinite, !value.isFinite { return nonFinite }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(exactly: value) ?? 0) }
    return String(value)
  }

  /// `value` rounded to hundredths, then in the shortest form (messages meant to be read:
  /// `8`, `0.33`).
  ///
  /// ```swift
  /// NumberText.hundredths(2.0 / 3)   // "0.67"
  /// ```
  package static func hundredths(_ value: Double) -> String {
    shortest((value * 100).rounded() / 100)
  }
}

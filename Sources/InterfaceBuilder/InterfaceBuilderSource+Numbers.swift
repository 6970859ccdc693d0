import Foundation

extension InterfaceBuilderSource {
  /// A number as Xcode writes it in a frame, size or constant: `0.0` for zero, a whole number
  /// without a fraction (`16`, `-8`), and any other value with 17 significant digits, as C's
  /// `%.17g` gives them (`20.5`, `343.33333333333331`, `0.33000000000000002`). Checked on every
  /// `x`, `y`, `width` and `height` of the public sets' frames (`InterfaceBuilderSourceTests`).
  ///
  /// ```swift
  /// InterfaceBuilderSource.number(1030.0 / 3)   // "343.33333333333331"
  /// InterfaceBuilderSource.number(0)            // "0.0"
  /// ```
  public static func number(_ value: Double) -> String {
    if value == 0 { return "0.0" }
    if abs(value) < 1e15, let whole = Int64(exactly: value) { return String(whole) }
    return String(format: "%.17g", value)
  }
}

import Foundation

/// The numbers layout accepts where they enter: layout documents, Interface Builder files,
/// constraint systems, command-line options, Visual Format metrics and equations all check their
/// numbers against these ranges, so that a typo such as `1e19` is a clear error at its position
/// rather than an overflow deep in the solver (docs/numbers.md).
///
/// ```swift
/// NumericRange.length.problem(with: 1e19)
/// // "1e+19 is out of range: a length must be within ±10000000 points"
/// NumericRange.length.problem(with: 320)   // nil
/// ```
public struct NumericRange: Sendable, Equatable {
  /// What the number is, with its article: "a length", "a priority".
  public var what: String
  /// The smallest value allowed.
  public var lower: Double
  /// The largest value allowed.
  public var upper: Double
  /// Whether `lower` itself is allowed.
  public var includesLower: Bool
  /// Whether only whole numbers are allowed.
  public var wholeNumbers: Bool
  /// The unit printed after the bounds ("points", "seconds"), or empty.
  public var unit: String

  /// Creates a range.
  ///
  /// ```swift
  /// let percent = NumericRange(what: "a share", lower: 0, upper: 100, unit: "%")
  /// ```
  public init(
    what: String, lower: Double, upper: Double, includesLower: Bool = true, wholeNumbers: Bool = false,
    unit: String = ""
  ) {
    self.what = what
    self.lower = lower
    self.upper = upper
    self.includesLower = includesLower
    self.wholeNumbers = wholeNumbers
    self.unit = unit
  }

  /// Why `value` is not allowed, or `nil` when it is: not a number, infinite, out of the range, or
  /// not whole where whole numbers are required.
  ///
  /// ```swift
  /// NumericRange.priority.problem(with: 1000.00001)
  /// // "1000.00001 is out of range: a priority must be in (0, 1000]"
  /// ```
  public func problem(with value: Double) -> String? {
    guard value.isFinite else {
      return "\(NumericRange.exactText(value)) is not allowed: \(what) must be a finite number"
    }
    let aboveLower = includesLower ? value >= lower : value > lower
    guard aboveLower, value <= upper else {
      return "\(NumericRange.exactText(value)) is out of range: \(what) must be \(rangeText)"
    }
    if wholeNumbers, value != value.rounded() {
      return "\(NumericRange.exactText(value)) is not allowed: \(what) must be a whole number"
    }
    return nil
  }

  /// Why the number written as `written` (read as `value`) is not allowed, or `nil` when it is.
  /// A number too large for a `Double` (`1e400`, a million digits) reads as infinity; it is out of
  /// range as written, not "inf", and a long one is quoted shortened.
  ///
  /// ```swift
  /// NumericRange.length.problem(with: .infinity, written: "1e400")
  /// // "1e400 is out of range: a length must be within ±10000000 points"
  /// ```
  public func problem(with value: Double, written: some StringProtocol) -> String? {
    // A finite number is judged by its value alone (the common case costs no string work).
    guard !value.isFinite else { return problem(with: value) }
    let text = written.trimmingCharacters(in: .whitespaces)
    let words = text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "+-."))
    guard !["inf", "infinity", "nan"].contains(words), !text.isEmpty else {
      return problem(with: value)
    }
    return "\(NumericRange.shortened(text)) is out of range: \(what) must be \(rangeText)"
  }

  /// A number as written, shortened to its first 12 and last 4 characters with its length when
  /// longer than 24.
  ///
  /// ```swift
  /// NumericRange.shortened(String(repeating: "1", count: 1_000_000))
  /// // "111111111111…1111 (1000000 characters)"
  /// ```
  public static func shortened(_ text: String) -> String {
    guard text.count > 24 else { return text }
    return "\(text.prefix(12))…\(text.suffix(4)) (\(text.count) characters)"
  }

  /// Whether `value` is allowed.
  ///
  /// ```swift
  /// NumericRange.multiplier.contains(0.5)   // true
  /// ```
  public func contains(_ value: Double) -> Bool { problem(with: value) == nil }

  /// The hint every reader gives with an out-of-range number.
  ///
  /// ```swift
  /// NumericRange.hint   // "numbers are checked against the ranges in docs/numbers.md"
  /// ```
  public static let hint = "numbers are checked against the ranges in docs/numbers.md"

  /// The range as the messages print it: `within ±10000000 points`, `in (0, 1000]`.
  ///
  /// ```swift
  /// NumericRange.priority.rangeText   // "in (0, 1000]"
  /// ```
  public var rangeText: String {
    let suffix = unit.isEmpty ? "" : " " + unit
    if includesLower, lower == -upper {
      return "within ±\(NumericRange.exactText(upper))" + suffix
    }
    let open = includesLower ? "[" : "("
    return "in \(open)\(NumericRange.exactText(lower)), \(NumericRange.exactText(upper))]" + suffix
  }

  /// A number written so that reading it back gives the same value: `1000.00001`, `1e+19`, `320`.
  ///
  /// ```swift
  /// NumericRange.exactText(1e19)   // "1e+19"
  /// ```
  public static func exactText(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(exactly: value) ?? 0) }
    return "\(value)"
  }
}

extension NumericRange {
  /// The largest magnitude of a length, a constant or a coordinate: 10,000,000 points (a
  /// hundred times the largest canvases anyone lays out, and small enough that sums of many stay
  /// exact to a thousandth of a point in the solver's doubles).
  public static let maximumLength: Double = 10_000_000

  /// Lengths, constants, coordinates, metrics, spacings, insets: within ±10,000,000 points.
  ///
  /// ```swift
  /// NumericRange.length.contains(-20)   // true
  /// ```
  public static let length = NumericRange(
    what: "a length", lower: -maximumLength, upper: maximumLength, unit: "points")

  /// Sizes (widths, heights, canvas sizes): 0 to 10,000,000 points.
  ///
  /// ```swift
  /// NumericRange.size.contains(-1)   // false
  /// ```
  public static let size = NumericRange(what: "a size", lower: 0, upper: maximumLength, unit: "points")

  /// Multipliers of constraints: within ±10,000.
  ///
  /// ```swift
  /// NumericRange.multiplier.contains(16.0 / 9.0)   // true
  /// ```
  public static let multiplier = NumericRange(what: "a multiplier", lower: -10_000, upper: 10_000)

  /// Coefficients of a constraint system's terms: within ±10,000,000.
  ///
  /// ```swift
  /// NumericRange.coefficient.contains(-1)   // true
  /// ```
  public static let coefficient = NumericRange(
    what: "a coefficient", lower: -maximumLength, upper: maximumLength)

  /// Priorities: greater than 0, at most 1000 (required). A value just above 1000 that would
  /// round to 1000 as a `Float` is out of range too.
  ///
  /// ```swift
  /// NumericRange.priority.contains(999.5)   // true
  /// ```
  public static let priority = NumericRange(what: "a priority", lower: 0, upper: 1000, includesLower: false)

  /// Display scales (pixels per point): from 0.01 to 16. A smaller one makes a pixel larger than
  /// any length (a scale of 1e-320 snapped every frame to 0 and pictures to infinite sizes).
  ///
  /// ```swift
  /// NumericRange.scale.contains(3)   // true
  /// ```
  public static let scale = NumericRange(what: "a scale", lower: 0.01, upper: 16)

  /// Font sizes: greater than 0, at most 10,000 points.
  ///
  /// ```swift
  /// NumericRange.fontSize.contains(17)   // true
  /// ```
  public static let fontSize = NumericRange(
    what: "a font size", lower: 0, upper: 10_000, includesLower: false, unit: "points")

  /// Line counts of labels: whole numbers from 0 (as many as needed) to 100,000.
  ///
  /// ```swift
  /// NumericRange.lineCount.contains(2.5)   // false
  /// ```
  public static let lineCount = NumericRange(
    what: "a line count", lower: 0, upper: 100_000, wholeNumbers: true)

  /// Durations of animations: 0 to 3,600 seconds.
  ///
  /// ```swift
  /// NumericRange.duration.contains(0.3)   // true
  /// ```
  public static let duration = NumericRange(what: "a duration", lower: 0, upper: 3_600, unit: "seconds")
}

extension BinaryFloatingPoint {
  /// The value rounded toward zero as an `Int`, saturated at `Int.min` / `Int.max`, and 0 for NaN:
  /// the one conversion from floating point to integers in this package (`Int(x)` traps on values
  /// it cannot hold; `SourceLintTests` keeps such conversions out of Sources).
  ///
  /// ```swift
  /// (2.7 as Double).clampedInt    // 2
  /// (1e300 as Double).clampedInt  // Int.max
  /// ```
  @inlinable public var clampedInt: Int {
    if isNaN { return 0 }
    if self >= Self(Int.max) { return Int.max }
    if self <= Self(Int.min) { return Int.min }
    return Int(self)
  }
}

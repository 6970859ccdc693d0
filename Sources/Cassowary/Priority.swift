/// Apple's layout priorities as `Float` constants (`UILayoutPriority` values).
///
/// Any `Float` in `0 < p <= 1000` is a priority; each distinct value is its own level, satisfied
/// strictly before every lower one.
///
/// ```swift
/// let c = (Variable("w") == 80).priority(Priority.defaultLow)   // @250
/// ```
public enum Priority {
  /// 1000: the constraint must hold.
  public static let required: Float = 1000
  /// 750: compression resistance of most views, a strong preference.
  public static let defaultHigh: Float = 750
  /// 250: content hugging of most views, a weak preference.
  public static let defaultLow: Float = 250
  /// 50: the level `systemLayoutSizeFitting` uses for the fitting size.
  public static let fittingSizeLevel: Float = 50

  /// Whether `priority` is a valid priority: finite, `0 < priority <= 1000`.
  ///
  /// ```swift
  /// Priority.isValid(999.5)  // true
  /// Priority.isValid(0)      // false
  /// ```
  public static func isValid(_ priority: Float) -> Bool {
    priority.isFinite && priority > 0 && priority <= required
  }
}

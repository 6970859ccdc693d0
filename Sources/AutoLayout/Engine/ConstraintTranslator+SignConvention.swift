extension ConstraintTranslator {
  /// The constant a solver expression holds for a layout constant. The translator writes
  /// `item1.attribute1 = multiplier × item2.attribute2 + constant` as the expression
  /// `first − multiplier · second − constant` (related to 0), so a layout constant `c` is the
  /// solver's `−c`. Every place that makes or moves a solver constant asks here instead of writing
  /// the sign itself: a root's or a fitting size, an intrinsic size, a guide's inset, a probe's
  /// bound, a changed constant.
  ///
  /// ```swift
  /// ConstraintTranslator.solverConstant(8)   // -8
  /// ```
  @inline(__always)
  static func solverConstant(_ layoutConstant: Double) -> Double { -layoutConstant }

  /// The layout constant a solver constant stands for: the inverse of ``solverConstant(_:)``.
  ///
  /// ```swift
  /// ConstraintTranslator.layoutConstant(-375)   // 375
  /// ```
  @inline(__always)
  static func layoutConstant(_ solverConstant: Double) -> Double { -solverConstant }
}

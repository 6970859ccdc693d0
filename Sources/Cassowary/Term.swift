/// A variable multiplied by a coefficient: one summand of an ``Expression``.
///
/// ```swift
/// let x = Variable("x")
/// let half = Term(x, coefficient: 0.5)  // 0.5 * x
/// ```
public struct Term: Sendable {
  /// The variable of the term.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates `coefficient * variable`.
  ///
  /// ```swift
  /// let t = Term(Variable("w"), coefficient: 2)
  /// ```
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

extension Term: CustomStringConvertible {
  /// The term as `coefficient * name` (or just the name for a coefficient of 1).
  ///
  /// ```swift
  /// print(Term(Variable("x"), coefficient: 2))  // 2 * x
  /// ```
  public var description: String {
    coefficient == 1 ? variable.description : "\(NumberText.shortest(coefficient)) * \(variable)"
  }
}

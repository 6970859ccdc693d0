/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Expressions are usually written with operators on variables:
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let right: Expression = left + width       // left + width
/// let center = 0.5 * width + left            // 0.5 * width + left
/// ```
public struct Expression: Sendable {
  /// The summands. A variable may appear more than once; the solver adds its coefficients.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates `Σ terms + constant`.
  ///
  /// ```swift
  /// let e = Expression([Term(Variable("x"))], constant: 8)  // x + 8
  /// ```
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  ///
  /// ```swift
  /// let e = Expression(Variable("x"))
  /// ```
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates a constant expression.
  ///
  /// ```swift
  /// let e = Expression(constant: 44)
  /// ```
  public init(constant: Double) {
    self.init([], constant: constant)
  }
}

extension Expression: CustomStringConvertible {
  /// The expression as a sum, for example `left + width + 8`.
  ///
  /// ```swift
  /// print(Variable("x") + 8)  // x + 8
  /// ```
  public var description: String {
    var parts: [String] = []
    for term in terms {
      if parts.isEmpty {
        parts.append(term.description)
      } else if term.coefficient < 0 {
        parts.append("- " + Term(term.variable, coefficient: -term.coefficient).description)
      } else {
        parts.append("+ " + term.description)
      }
    }
    if constant != 0 || parts.isEmpty {
      if parts.isEmpty {
        parts.append(formatNumber(constant))
      } else {
        parts.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
      }
    }
    return parts.joined(separator: " ")
  }
}

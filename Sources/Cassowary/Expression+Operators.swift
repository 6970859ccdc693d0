// Operators that build expressions and constraints the way the equations read:
//
//     let c = left + width == container.right - 8
//     let weak = (width == 80).priority(250)

/// Something that can be turned into an ``Expression``: a ``Variable``, a ``Term``, an
/// ``Expression`` or a number.
///
/// ```swift
/// func pin(_ e: some ExpressionConvertible) -> Constraint { e == 0 }
/// ```
public protocol ExpressionConvertible {
  /// The value as an expression.
  ///
  /// ```swift
  /// let e = Variable("x").expression  // x
  /// ```
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  /// `1 * self`.
  public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
  /// An expression with this single term.
  public var expression: Expression {
    var storage = TermStorage()
    storage.append(self)
    return Expression(storage: storage, constant: 0)
  }
}

extension Expression: ExpressionConvertible {
  /// The expression itself.
  public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(constant: Double(self)) }
}

/// The sum of two expressions.
///
/// ```swift
/// let right = Variable("left") + Variable("width")
/// ```
public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
  let a = lhs.expression
  let b = rhs.expression
  var storage = a.storage
  for term in b.storage { storage.append(term) }
  return Expression(storage: storage, constant: a.constant + b.constant)
}

/// The difference of two expressions.
///
/// ```swift
/// let gap = Variable("b.left") - Variable("a.right")
/// ```
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
  lhs + (-1.0 * rhs.expression)
}

/// The negated expression.
///
/// ```swift
/// let e = -Variable("x")
/// ```
public prefix func - (operand: some ExpressionConvertible) -> Expression {
  -1.0 * operand.expression
}

/// An expression scaled by a number.
///
/// ```swift
/// let half = 0.5 * Variable("width")
/// ```
public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
  let e = rhs.expression
  var storage = TermStorage()
  for term in e.storage { storage.append(Term(term.variable, coefficient: term.coefficient * lhs)) }
  return Expression(storage: storage, constant: e.constant * lhs)
}

/// An expression scaled by a number.
///
/// ```swift
/// let double = Variable("width") * 2
/// ```
public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
  rhs * lhs
}

/// An expression divided by a number.
///
/// ```swift
/// let half = Variable("width") / 2
/// ```
public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
  (1.0 / rhs) * lhs
}

/// The required constraint `lhs == rhs`.
///
/// ```swift
/// let c = Variable("a.width") == Variable("b.width")
/// ```
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs <= rhs`.
///
/// ```swift
/// let c = Variable("w") <= 320
/// ```
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
///
/// ```swift
/// let c = Variable("w") >= 44
/// ```
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

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
  /// Where the terms are kept: the first two inline (see ``TermStorage``).
  var storage: TermStorage
  /// The constant summand.
  public var constant: Double

  /// The summands. A variable may appear more than once; the solver adds its coefficients.
  ///
  /// ```swift
  /// (Variable("x") + 2 * Variable("y")).terms.count   // 2
  /// ```
  public var terms: [Term] {
    get { storage.array }
    set { storage = TermStorage(newValue) }
  }

  /// How many terms there are (without making the ``terms`` array).
  ///
  /// ```swift
  /// (Variable("x") + 8).termCount   // 1
  /// ```
  public var termCount: Int { storage.count }

  /// Calls `body` with each term in order (without making the ``terms`` array).
  ///
  /// ```swift
  /// var sum = expression.constant
  /// expression.forEachTerm { sum += $0.coefficient * values[$0.variable.name]! }
  /// ```
  public func forEachTerm<E: Error>(_ body: (Term) throws(E) -> Void) throws(E) {
    for term in storage { try body(term) }
  }

  /// Creates `Σ terms + constant`.
  ///
  /// ```swift
  /// let e = Expression([Term(Variable("x"))], constant: 8)  // x + 8
  /// ```
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.storage = TermStorage(terms)
    self.constant = constant
  }

  /// Creates `Σ terms + constant` with each variable once and no zero coefficient, combining the
  /// terms in place in `terms` and moving them into the expression: on return the buffer's
  /// entries are uninitialized (the expression owns the terms it keeps; the others were
  /// released). For a translator that builds terms in a temporary buffer: no intermediate array,
  /// no retain and release of each variable for a copy, and an expression of one or two terms
  /// allocates nothing.
  ///
  /// ```swift
  /// let x = Variable("x"), y = Variable("y")
  /// let parts = UnsafeMutableBufferPointer<Term>.allocate(capacity: 3)
  /// _ = parts.initialize(from: [Term(x), Term(y, coefficient: 2), Term(x, coefficient: -1)])
  /// let e = Expression(consumingTermsIn: parts, constant: 8)   // 2 * y + 8
  /// parts.deallocate()   // nothing left to deinitialize
  /// ```
  package init(consumingTermsIn terms: UnsafeMutableBufferPointer<Term>, constant: Double) {
    // The first `count` entries hold each variable once (first occurrence order).
    var count = 0
    for i in terms.indices {
      var k = 0
      while k < count && terms[k].variable !== terms[i].variable { k += 1 }
      if k < count {
        terms[k].coefficient += terms[i].coefficient
      } else {
        if k != i { terms.swapAt(k, i) }
        count += 1
      }
    }
    var storage = TermStorage()
    let base = terms.baseAddress
    for k in 0..<count {
      let term = (base! + k).move()
      if term.coefficient != 0 { storage.append(term) }
    }
    // The merged duplicates.
    if count < terms.count { (base! + count).deinitialize(count: terms.count - count) }
    self.init(storage: storage, constant: constant)
  }

  /// Creates `a + b + constant` from two terms of different variables, stored inline: the
  /// expression the operators build for `x == y + c` (`x − y − c`), without their intermediate
  /// expressions.
  ///
  /// ```swift
  /// let guide = Variable("g"), view = Variable("v")
  /// let e = Expression(Term(guide), Term(view, coefficient: -1), constant: -8)   // g - v - 8
  /// ```
  package init(_ a: Term, _ b: Term, constant: Double) {
    var storage = TermStorage()
    storage.append(a)
    storage.append(b)
    self.init(storage: storage, constant: constant)
  }

  /// Creates an expression from its term storage.
  init(storage: TermStorage, constant: Double) {
    self.storage = storage
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  ///
  /// ```swift
  /// let e = Expression(Variable("x"))
  /// ```
  public init(_ variable: Variable) {
    var storage = TermStorage()
    storage.append(Term(variable))
    self.init(storage: storage, constant: 0)
  }

  /// Creates a constant expression.
  ///
  /// ```swift
  /// let e = Expression(constant: 44)
  /// ```
  public init(constant: Double) {
    self.init(storage: TermStorage(), constant: constant)
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
    for term in storage {
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
        parts.append(NumberText.shortest(constant))
      } else {
        parts.append(
          constant < 0 ? "- \(NumberText.shortest(-constant))" : "+ \(NumberText.shortest(constant))")
      }
    }
    return parts.joined(separator: " ")
  }
}

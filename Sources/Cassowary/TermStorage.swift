/// The terms of an ``Expression``: the first two in the expression itself, any others in an
/// array. A layout's constraints have one or two terms (an edge pinned, two edges related), so
/// most expressions allocate nothing for their terms: at 100,000 views a grid's 800,000
/// constraints kept a 48–64-byte array each.
///
/// ```swift
/// var terms = TermStorage([Term(Variable("x"))])
/// terms.append(Term(Variable("y"), coefficient: -1))
/// terms.count   // 2, both inline
/// ```
struct TermStorage: Sendable, Sequence {
  /// The first term, `nil` when there is none.
  private(set) var first: Term?
  /// The second term, `nil` when there are fewer than two.
  private var second: Term?
  /// The third term onwards.
  private var rest: [Term] = []

  /// No terms.
  init() {}

  /// The terms of a sequence, in its order.
  init(_ terms: some Sequence<Term>) {
    for term in terms { append(term) }
  }

  /// How many terms there are.
  var count: Int {
    first == nil ? 0 : second == nil ? 1 : 2 + rest.count
  }

  /// Adds a term after the others (taking it: a term moved in is stored without a retain).
  mutating func append(_ term: consuming Term) {
    if first == nil {
      first = term
    } else if second == nil {
      second = term
    } else {
      rest.append(term)
    }
  }

  /// The terms as an array.
  var array: [Term] {
    var terms: [Term] = []
    terms.reserveCapacity(count)
    for term in self { terms.append(term) }
    return terms
  }

  /// Walks the inline terms, then the array.
  struct Iterator: IteratorProtocol {
    fileprivate let storage: TermStorage
    fileprivate var position = 0

    mutating func next() -> Term? {
      defer { position += 1 }
      switch position {
      case 0: return storage.first
      case 1: return storage.second
      default:
        let index = position - 2
        return index < storage.rest.count ? storage.rest[index] : nil
      }
    }
  }

  func makeIterator() -> Iterator { Iterator(storage: self) }

  /// Calls `body` with each term's variable, as an identity, and coefficient, in order, reading
  /// the terms in place: no variable is retained (nor its object touched), as iterating copies of
  /// the terms would — for the checks of a batch, which read the numbers and look the variables up
  /// by identity.
  @inline(__always)
  func forEachIdentity<E: Error>(_ body: (ObjectIdentifier, Double) throws(E) -> Void) throws(E) {
    guard let firstID = first.map({ ObjectIdentifier($0.variable) }) else { return }
    try body(firstID, first.unsafelyUnwrapped.coefficient)
    guard let secondID = second.map({ ObjectIdentifier($0.variable) }) else { return }
    try body(secondID, second.unsafelyUnwrapped.coefficient)
    for index in rest.indices { try body(ObjectIdentifier(rest[index].variable), rest[index].coefficient) }
  }

  var underestimatedCount: Int { count }
}

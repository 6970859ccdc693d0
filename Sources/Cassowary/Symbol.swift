/// The kinds of columns in the tableau (the vocabulary of the Cassowary paper).
enum SymbolKind: UInt8 {
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality: `>= 0`.
  case slack
  /// The error of an optional constraint: `>= 0`, weighted in the objective.
  case error
  /// The artificial variable of a phase-one feasibility search: `>= 0`.
  case artificial
  /// The marker of a required equality: always 0, never chosen to enter the basis. It records how
  /// the equality was combined into the rows, so that its constant can change in place and it can
  /// be removed without re-solving.
  case dummy

  /// Whether the symbol is restricted to non-negative values.
  var isRestricted: Bool { self != .external }
}

/// A column of the tableau: a user variable, or a slack, error, artificial or dummy symbol the
/// solver made (the Cassowary paper's vocabulary; kiwi's `Symbol`). Its number is its place in
/// every column of the ``SymbolTable``; symbols made later have larger numbers, which is what the
/// solver's deterministic "newest first" and "lowest first" choices compare.
///
/// ```swift
/// let s = tableau.newSymbol(.slack)
/// tableau.symbols.kinds[Int(s)]   // .slack
/// ```
struct Symbol: Hashable, Comparable {
  /// The symbol's number.
  let id: Int32

  init(_ id: Int32) { self.id = id }

  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

extension Int {
  /// A symbol's number, to index the columns of the ``SymbolTable``.
  @inline(__always)
  init(_ symbol: Symbol) { self = Int(symbol.id) }
}

/// A symbol in a ``Heap`` that pops the newest (highest-numbered) symbol first.
struct NewestFirst: Comparable {
  let symbol: Symbol

  static func < (a: NewestFirst, b: NewestFirst) -> Bool { a.symbol.id > b.symbol.id }
}

/// One entry of a sparse tableau row: a symbol (a column index) and its coefficient.
struct Cell {
  var symbol: Symbol
  var coefficient: Double
}

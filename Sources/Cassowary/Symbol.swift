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

/// One entry of a sparse tableau row: a symbol (a column index) and its coefficient.
struct Cell {
  var symbol: Int32
  var coefficient: Double
}

/// The per-symbol state of the tableau: one column per field, indexed by symbol number, all of the
/// same length. A symbol is made by ``append(_:variable:)`` and forgotten (when the call that made
/// it fails) by ``truncate(to:)``: the only two places where columns grow or shrink.
///
/// ```swift
/// var symbols = SymbolTable()
/// let s = symbols.append(.slack, variable: nil)
/// symbols.kinds[Int(s)]    // .slack
/// symbols.truncate(to: 0)  // gone again
/// ```
struct SymbolTable {
  var kinds: [SymbolKind] = []
  /// The row slot in which the symbol is basic, or -1 when it is parametric.
  var rowOf: [Int32] = []
  /// How many rows hold the symbol in a cell (exact).
  var useCount: [Int32] = []
  /// The row slots that may hold the symbol in a cell (may contain stale or repeated slots; see
  /// ``Tableau/liveUsers(of:)``). This column index is what keeps substitution proportional to the
  /// rows it touches.
  var users = UserLists()
  /// The reduced cost of each parametric symbol, one coefficient per priority level, highest first.
  var objective: [[ObjectiveCell]] = []
  /// The user variable of each external symbol.
  var variables: [Variable?] = []
  /// Queued in ``Tableau/candidates`` / ``Tableau/infeasible``, recorded in
  /// ``Tableau/valueChanged`` / ``Tableau/changedSinceReport``: one byte of bits per symbol.
  var flags: [SymbolFlags] = []
  /// Scratch space for accumulating a new row densely (valid where `scratchMark` is the
  /// tableau's `scratchEpoch`).
  var scratch: [Double] = []
  var scratchMark: [UInt32] = []
  /// Visited marks of ``Tableau/expand(_:)``.
  var symbolMark: [UInt32] = []
  /// The journal epoch in which the symbol's objective was last saved.
  var journalEpoch: [UInt32] = []

  /// How many symbols there are.
  var count: Int { kinds.count }

  /// Makes a new parametric symbol with no cells, cost or marks; returns its number.
  mutating func append(_ kind: SymbolKind, variable: Variable?) -> Symbol {
    let symbol = Symbol(Int32(kinds.count))
    kinds.append(kind)
    rowOf.append(-1)
    useCount.append(0)
    users.appendSymbol()
    objective.append([])
    variables.append(variable)
    flags.append([])
    scratch.append(0)
    scratchMark.append(0)
    symbolMark.append(0)
    journalEpoch.append(0)
    return symbol
  }

  /// Forgets the symbols numbered `count` and above.
  /// Makes room for `additional` more symbols in every column without regrowing (see
  /// ``growth(from:to:)``).
  mutating func reserve(additional: Int) {
    let capacity = growth(from: kinds.capacity, to: kinds.count + additional)
    guard capacity > kinds.capacity else { return }
    kinds.reserveCapacity(capacity)
    rowOf.reserveCapacity(capacity)
    useCount.reserveCapacity(capacity)
    users.reserveCapacity(capacity)
    objective.reserveCapacity(capacity)
    variables.reserveCapacity(capacity)
    flags.reserveCapacity(capacity)
    scratch.reserveCapacity(capacity)
    scratchMark.reserveCapacity(capacity)
    symbolMark.reserveCapacity(capacity)
    journalEpoch.reserveCapacity(capacity)
  }

  mutating func truncate(to count: Int) {
    let extra = kinds.count - count
    guard extra > 0 else { return }
    kinds.removeLast(extra)
    rowOf.removeLast(extra)
    useCount.removeLast(extra)
    users.removeLast(extra)
    objective.removeLast(extra)
    variables.removeLast(extra)
    flags.removeLast(extra)
    scratch.removeLast(extra)
    scratchMark.removeLast(extra)
    symbolMark.removeLast(extra)
    journalEpoch.removeLast(extra)
  }
}

/// The yes/no states of a symbol, kept as bits of one byte (``SymbolTable/flags``).
///
/// ```swift
/// var flags: SymbolFlags = []
/// flags.insert(.candidate)
/// flags.contains(.infeasible)   // false
/// ```
struct SymbolFlags: OptionSet {
  var rawValue: UInt8
  /// Queued in ``Tableau/candidates``.
  static let candidate = SymbolFlags(rawValue: 1)
  /// Queued in ``Tableau/infeasible``.
  static let infeasible = SymbolFlags(rawValue: 2)
  /// Recorded in ``Tableau/valueChanged``.
  static let valueChanged = SymbolFlags(rawValue: 4)
  /// Recorded in ``Tableau/changedSinceReport``.
  static let reported = SymbolFlags(rawValue: 8)
  /// A marker with a cached column or a deferred shift: a change of a row that holds it drops
  /// them (see ``Tableau/willChangeRow(_:)``).
  static let tracked = SymbolFlags(rawValue: 16)
}

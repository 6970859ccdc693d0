/// The column index of the tableau: for each symbol, the row slots that may hold it in a cell (may
/// contain stale or repeated slots; ``Tableau/liveUsers(of:)`` compacts them). Most symbols (a
/// constraint's slack or error symbols) are used by one row: the first slot is stored inline and
/// only the others in an array of their own, so a symbol used once costs no allocation (a
/// 100,000-view grid: about 50 MB less than one array per symbol).
///
/// ```swift
/// var users = UserLists()
/// users.appendSymbol()
/// users.add(4, for: 0)
/// users.add(9, for: 0)
/// users.slots(of: 0)  // [4, 9]
/// ```
struct UserLists {
  /// The first slot of each symbol, -1 when it has none.
  private var first: [Int32] = []
  /// The other slots, in order.
  private var rest: [[Int32]] = []

  /// Adds a symbol without users.
  mutating func appendSymbol() {
    first.append(-1)
    rest.append([])
  }

  /// Forgets the last `count` symbols.
  mutating func removeLast(_ count: Int) {
    first.removeLast(count)
    rest.removeLast(count)
  }

  /// Makes room for `capacity` symbols.
  mutating func reserveCapacity(_ capacity: Int) {
    first.reserveCapacity(capacity)
    rest.reserveCapacity(capacity)
  }

  /// Records that the row in `slot` may hold `symbol`.
  /// A slot already recorded last is not recorded again (a row whose symbols leave and re-enter
  /// it, such as an error pair flipping in a resize, does not grow the list).
  @inline(__always)
  mutating func add(_ slot: Int32, for symbol: Int) {
    if first[symbol] < 0 {
      first[symbol] = slot
    } else if rest[symbol].last ?? first[symbol] != slot {
      rest[symbol].append(slot)
    }
  }

  /// How many slots are recorded for `symbol`.
  func count(of symbol: Int) -> Int { first[symbol] < 0 ? 0 : 1 + rest[symbol].count }

  /// Calls `body` with each recorded slot of `symbol`, in order.
  @inline(__always)
  func forEach(of symbol: Int, _ body: (Int32) -> Void) {
    guard first[symbol] >= 0 else { return }
    body(first[symbol])
    for slot in rest[symbol] { body(slot) }
  }

  /// Whether `slot` is recorded for `symbol`.
  ///
  /// ```swift
  /// users.contains(9, for: 0)   // true
  /// ```
  func contains(_ slot: Int32, for symbol: Int) -> Bool {
    first[symbol] >= 0 && (first[symbol] == slot || rest[symbol].contains(slot))
  }

  /// The recorded slots of `symbol`, in order.
  func slots(of symbol: Int) -> [Int32] {
    var slots: [Int32] = []
    forEach(of: symbol) { slots.append($0) }
    return slots
  }

  /// Forgets every slot recorded for `symbol`.
  @inline(__always)
  mutating func removeAll(for symbol: Int) {
    first[symbol] = -1
    if !rest[symbol].isEmpty { rest[symbol] = [] }
  }

  /// Replaces the slots recorded for `symbol`.
  mutating func set(_ slots: [Int32], for symbol: Int) {
    first[symbol] = slots.first ?? -1
    rest[symbol] = slots.count > 1 ? Array(slots.dropFirst()) : []
  }
}

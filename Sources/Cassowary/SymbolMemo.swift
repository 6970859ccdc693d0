/// Per-symbol results remembered during one inspection of the tableau: a flat table indexed by
/// symbol number when the inspection covers a good share of the tableau (every view of a large
/// layout: a hashed lookup per row was most of the search), a dictionary when it touches a few
/// symbols of a large tableau (a flat table would cost the whole tableau per call).
///
/// ```swift
/// var memo = SymbolMemo<Double>(symbolCount: tableau.symbols.count, expectedEntries: 4)
/// memo[s] = 1.5
/// memo[s]   // 1.5
/// ```
struct SymbolMemo<Value> {
  private var dense: [Value?] = []
  private var sparse: [Symbol: Value] = [:]
  private let isDense: Bool

  /// A memo for a tableau of `symbolCount` symbols, of which about `expectedEntries` will be
  /// remembered.
  init(symbolCount: Int, expectedEntries: Int) {
    isDense = expectedEntries >= 64 && expectedEntries * 16 >= symbolCount
    if isDense {
      dense = Array(repeating: nil, count: symbolCount)
    } else {
      sparse.reserveCapacity(expectedEntries)
    }
  }

  subscript(symbol: Symbol) -> Value? {
    get {
      guard isDense else { return sparse[symbol] }
      let index = Int(symbol)
      return index < dense.count ? dense[index] : nil
    }
    set {
      guard isDense else {
        sparse[symbol] = newValue
        return
      }
      let index = Int(symbol)
      if index >= dense.count { dense += Array(repeating: nil, count: index + 1 - dense.count) }
      dense[index] = newValue
    }
  }
}

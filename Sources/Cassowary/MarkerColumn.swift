/// The column of one marker: the rows that hold it and the coefficients (see
/// ``Tableau/markerColumn(of:)``).
struct MarkerColumn {
  var marker: Symbol
  var slots: [Int32] = []
  var coefficients: [Double] = []
  /// Rows divided by a pivot since the coefficients were read, in order, with the factor each
  /// coefficient was multiplied by (see ``Tableau/willRescaleRow(_:by:entering:)``).
  var rescaledSlots: [Int32] = []
  var rescaleFactors: [Double] = []

  /// The coefficients with the recorded rescales applied, one multiplication each in the order
  /// the rows were divided: the same numbers the rows hold.
  func currentCoefficients(slotCount: Int) -> [Double] {
    guard !rescaledSlots.isEmpty else { return coefficients }
    var position = [Int32](repeating: -1, count: slotCount)
    for i in slots.indices { position[Int(slots[i])] = Int32(i) }
    var current = coefficients
    for (slot, factor) in zip(rescaledSlots, rescaleFactors) {
      let p = Int(position[Int(slot)])
      if p >= 0 { current[p] *= factor }
    }
    return current
  }
}

/// The cached marker columns: a short list (an animation moves one or two edit variables; at most
/// ``limit``), searched linearly, which is cheaper than hashing for a pivot that asks about every
/// marker its row holds.
///
/// ```swift
/// var cache = MarkerColumnCache()
/// cache[marker] = MarkerColumn(marker: marker, slots: [3], coefficients: [-1])
/// cache[marker]?.slots   // [3]
/// cache[marker] = nil
/// ```
struct MarkerColumnCache {
  private(set) var columns: [MarkerColumn] = []

  /// The most columns kept; one more empties the cache.
  static let limit = 64

  var isEmpty: Bool { columns.isEmpty }
  var count: Int { columns.count }
  var markers: [Symbol] { columns.map(\.marker) }

  func index(of marker: Symbol) -> Int? { columns.firstIndex { $0.marker == marker } }

  subscript(marker: Symbol) -> MarkerColumn? {
    get { index(of: marker).map { columns[$0] } }
    set {
      let index = index(of: marker)
      switch (index, newValue) {
      case (let i?, let column?): columns[i] = column
      case (let i?, nil): columns.remove(at: i)
      case (nil, let column?): columns.append(column)
      case (nil, nil): break
      }
    }
  }

  /// Records that the row in `slot` was multiplied by `factor`; false when `marker` has no column.
  /// Once there are more records than rows in the column they are applied (a column kept through
  /// many crossings does not grow).
  mutating func recordRescale(of marker: Symbol, slot: Int32, factor: Double, slotCount: Int) -> Bool {
    guard let i = index(of: marker) else { return false }
    columns[i].rescaledSlots.append(slot)
    columns[i].rescaleFactors.append(factor)
    if columns[i].rescaledSlots.count > columns[i].slots.count + 64 {
      columns[i].coefficients = columns[i].currentCoefficients(slotCount: slotCount)
      columns[i].rescaledSlots.removeAll(keepingCapacity: true)
      columns[i].rescaleFactors.removeAll(keepingCapacity: true)
    }
    return true
  }

  mutating func removeAll() { columns.removeAll(keepingCapacity: true) }
}

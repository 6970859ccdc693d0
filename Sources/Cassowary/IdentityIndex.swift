/// A hash index from objects (by identity) to positions in a column the caller owns: the column
/// holds the objects, the index holds only their 4-byte positions. An open-addressing table with
/// linear probing and backward-shift removal, at most three-quarters full.
///
/// It replaces `[ObjectIdentifier: Int32]` where there is one entry per constraint or variable:
/// a dictionary keeps the 8-byte key next to each position and costs 16–32 bytes per entry; this
/// costs 5–11. Every call takes `keyOf`, which gives the object stored at a position (the
/// caller's column), to compare and rehash.
///
/// ```swift
/// var objects: [AnyObject] = []
/// var index = IdentityIndex()
/// let keyOf = { (i: Int32) in ObjectIdentifier(objects[Int(i)]) }
/// objects.append(Variable("x"))
/// index.insert(0, for: ObjectIdentifier(objects[0]), keyOf: keyOf)
/// index.find(ObjectIdentifier(objects[0]), keyOf: keyOf)   // 0
/// ```
struct IdentityIndex {
  /// Positions, or -1 for an empty bucket; the count is a power of two (or zero).
  private var buckets: [Int32] = []
  /// How many positions are stored.
  private(set) var count = 0

  /// The position stored for `key`, or nil.
  @inline(__always)
  func find(_ key: ObjectIdentifier, keyOf: (Int32) -> ObjectIdentifier) -> Int32? {
    guard count > 0 else { return nil }
    let mask = buckets.count - 1
    var b = Self.home(of: key, mask: mask)
    while true {
      let position = buckets[b]
      if position < 0 { return nil }
      if keyOf(position) == key { return position }
      b = (b + 1) & mask
    }
  }

  /// Stores `position` for `key`, which must not be stored yet.
  mutating func insert(_ position: Int32, for key: ObjectIdentifier, keyOf: (Int32) -> ObjectIdentifier) {
    reserve(count + 1, keyOf: keyOf)
    let mask = buckets.count - 1
    var b = Self.home(of: key, mask: mask)
    while buckets[b] >= 0 { b = (b + 1) & mask }
    buckets[b] = position
    count += 1
  }

  /// Forgets `key`; returns the position it had, or nil when it was not stored.
  @discardableResult
  mutating func remove(_ key: ObjectIdentifier, keyOf: (Int32) -> ObjectIdentifier) -> Int32? {
    guard count > 0 else { return nil }
    let mask = buckets.count - 1
    var hole = Self.home(of: key, mask: mask)
    while true {
      let position = buckets[hole]
      if position < 0 { return nil }
      if keyOf(position) == key { break }
      hole = (hole + 1) & mask
    }
    let removed = buckets[hole]
    // Backward shift: move later entries of the probe run into the hole when their home allows.
    var b = (hole + 1) & mask
    while buckets[b] >= 0 {
      let home = Self.home(of: keyOf(buckets[b]), mask: mask)
      // The entry at b may fill the hole when its home is not cyclically in (hole, b].
      if (b - home) & mask >= (b - hole) & mask {
        buckets[hole] = buckets[b]
        hole = b
      }
      b = (b + 1) & mask
    }
    buckets[hole] = -1
    count -= 1
    return removed
  }

  /// Makes room for `capacity` entries without growing again.
  mutating func reserve(_ capacity: Int, keyOf: (Int32) -> ObjectIdentifier) {
    guard capacity * 4 > buckets.count * 3 else { return }
    var size = max(16, buckets.count)
    while capacity * 4 > size * 3 { size *= 2 }
    let old = buckets
    buckets = [Int32](repeating: -1, count: size)
    let mask = size - 1
    for position in old where position >= 0 {
      var b = Self.home(of: keyOf(position), mask: mask)
      while buckets[b] >= 0 { b = (b + 1) & mask }
      buckets[b] = position
    }
  }

  /// Forgets every entry and releases the buckets.
  mutating func removeAll() {
    buckets = []
    count = 0
  }

  /// The first bucket to probe: the address mixed by a Fibonacci multiply (objects are aligned,
  /// so the low bits alone would cluster).
  @inline(__always)
  private static func home(of key: ObjectIdentifier, mask: Int) -> Int {
    let bits = UInt64(UInt(bitPattern: key))
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}

/// The solver's ``Tag`` of each constraint, found by the constraint's identity: an
/// ``IdentityIndex`` (4-byte positions) over a flat array of tags, with the positions of removed
/// tags reused. A dictionary of whole tags would keep a tag-sized gap in every empty bucket, and
/// a dictionary of positions an 8-byte key next to each; a 100,000-view grid's 800,000
/// constraints: 45 MB of tags and 8 MB of index, where `[ObjectIdentifier: Int32]` took 25 MB.
///
/// ```swift
/// var tags = TagTable()
/// tags[ObjectIdentifier(constraint)] = Tag(constraint: constraint)
/// tags[ObjectIdentifier(constraint)]?.constant = 8
/// tags[ObjectIdentifier(constraint)] = nil
/// ```
struct TagTable {
  private var index = IdentityIndex()
  private var entries: [Tag] = []
  private var free: [Int32] = []

  /// How many constraints have a tag.
  var count: Int { index.count }

  /// Every tag, in the order of their positions (deterministic for the same calls).
  var values: [Tag] {
    let freed = Set(free)
    return entries.indices.filter { !freed.contains(Int32($0)) }.map { entries[$0] }
  }

  /// Makes room for `additional` more tags without regrowing.
  mutating func reserve(additional: Int) {
    let needed = count + additional
    index.reserve(needed) { [entries] in ObjectIdentifier(entries[Int($0)].constraint) }
    entries.reserveCapacity(growth(from: entries.capacity, to: needed - free.count))
  }

  /// The tag of the constraint with this identity; setting nil forgets it.
  subscript(_ key: ObjectIdentifier) -> Tag? {
    get {
      entries.withUnsafeBufferPointer { tags in
        index.find(key) { ObjectIdentifier(tags[Int($0)].constraint) }.map { tags[Int($0)] }
      }
    }
    set {
      if let position = entries.withUnsafeBufferPointer({ tags in
        index.find(key) { ObjectIdentifier(tags[Int($0)].constraint) }
      }) {
        if let newValue {
          entries[Int(position)] = newValue
        } else {
          entries.withUnsafeBufferPointer { tags in
            _ = index.remove(key) { ObjectIdentifier(tags[Int($0)].constraint) }
          }
          free.append(position)
        }
      } else if let newValue {
        let position: Int32
        if let reused = free.popLast() {
          position = reused
          entries[Int(reused)] = newValue
        } else {
          position = Int32(entries.count)
          entries.append(newValue)
        }
        entries.withUnsafeBufferPointer { tags in
          index.insert(position, for: key) { ObjectIdentifier(tags[Int($0)].constraint) }
        }
      }
    }
  }
}

/// The capacity to grow a column to so that `needed` elements fit: at least double the current
/// one, so a run of small reservations still grows geometrically.
///
/// ```swift
/// growth(from: 100, to: 101)   // 200
/// growth(from: 100, to: 500)   // 500
/// ```
func growth(from capacity: Int, to needed: Int) -> Int {
  guard needed > capacity else { return capacity }
  return max(needed, capacity * 2)
}

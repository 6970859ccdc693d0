/// The solver's ``Tag`` of each constraint, found by the constraint's identity: a small index
/// (constraint → position) over a flat array of tags, with the positions of removed tags reused.
/// A dictionary of whole tags would keep a tag-sized gap in every empty bucket; this keeps one
/// 12-byte entry there (a 100,000-view grid: 57 MB instead of 134 MB).
///
/// ```swift
/// var tags = TagTable()
/// tags[ObjectIdentifier(constraint)] = Tag(constraint: constraint)
/// tags[ObjectIdentifier(constraint)]?.constant = 8
/// tags[ObjectIdentifier(constraint)] = nil
/// ```
struct TagTable {
  private var position: [ObjectIdentifier: Int32] = [:]
  private var entries: [Tag] = []
  private var free: [Int32] = []

  /// How many constraints have a tag.
  var count: Int { position.count }

  /// Every tag, in no particular order.
  var values: some Sequence<Tag> { position.values.lazy.map { entries[Int($0)] } }

  /// Makes room for `additional` more tags without regrowing.
  mutating func reserve(additional: Int) {
    let needed = count + additional
    position.reserveCapacity(needed)
    entries.reserveCapacity(growth(from: entries.capacity, to: needed - free.count))
  }

  subscript(_ key: ObjectIdentifier) -> Tag? {
    get { position[key].map { entries[Int($0)] } }
    set {
      if let index = position[key] {
        if let newValue {
          entries[Int(index)] = newValue
        } else {
          position[key] = nil
          free.append(index)
        }
      } else if let newValue {
        if let index = free.popLast() {
          entries[Int(index)] = newValue
          position[key] = index
        } else {
          position[key] = Int32(entries.count)
          entries.append(newValue)
        }
      }
    }
  }
}

/// The capacity to reserve for `needed` elements when `capacity` are there: nothing new when they
/// fit, the exact need for a big batch, and doubling (an array's own growth) for a small one, so
/// that many small reservations stay amortized linear.
func growth(from capacity: Int, to needed: Int) -> Int {
  guard needed > capacity else { return capacity }
  return max(needed, capacity * 2)
}

/// One level of a symbol's reduced cost: the coefficient at one priority. A symbol's reduced cost
/// is an array of levels in decreasing priority (the lexicographic objective of the strict
/// priorities), without zero levels.
///
/// ```swift
/// var costs: [ObjectiveCell] = []
/// costs.add(2, at: 500)
/// costs.add(-1, at: 750)      // [750: -1, 500: 2]
/// ```
struct ObjectiveCell {
  var priority: Float
  var coefficient: Double
}

extension [ObjectiveCell] {
  /// Adds `coefficient` at `priority`, keeping the levels in decreasing priority: a level that
  /// becomes zero (within ``epsilon``) is removed, a zero coefficient makes no level. Returns
  /// whether a new level was inserted.
  ///
  /// - Complexity: O(levels).
  @discardableResult
  mutating func add(_ coefficient: Double, at priority: Float) -> Bool {
    var i = 0
    while i < count && self[i].priority > priority { i += 1 }
    if i < count && self[i].priority == priority {
      let value = self[i].coefficient + coefficient
      if nearZero(value) {
        remove(at: i)
      } else {
        self[i].coefficient = value
      }
      return false
    }
    guard !nearZero(coefficient) else { return false }
    if i == count {
      append(ObjectiveCell(priority: priority, coefficient: coefficient))
    } else {
      insert(ObjectiveCell(priority: priority, coefficient: coefficient), at: i)
    }
    return true
  }

  /// Walks the levels of two reduced costs together, highest priority first, and returns the first
  /// non-zero answer of `compare` for a level's coefficients (0 where a cost has no such level),
  /// or 0 when every level compares equal.
  ///
  /// - Complexity: O(levels of both).
  static func firstDifference(
    _ x: Self, _ y: Self, _ compare: (_ inX: Double, _ inY: Double) -> Int
  ) -> Int {
    var i = 0
    var j = 0
    while i < x.count || j < y.count {
      let p = j == y.count || (i < x.count && x[i].priority > y[j].priority) ? x[i].priority : y[j].priority
      let u = i < x.count && x[i].priority == p ? x[i].coefficient : 0
      let v = j < y.count && y[j].priority == p ? y[j].coefficient : 0
      if i < x.count && x[i].priority == p { i += 1 }
      if j < y.count && y[j].priority == p { j += 1 }
      let result = compare(u, v)
      if result != 0 { return result }
    }
    return 0
  }
}

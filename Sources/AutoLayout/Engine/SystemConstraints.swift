import Cassowary

/// The registry of the solver constraints the engine made itself (root size, autoresizing masks,
/// intrinsic sizes, system guides): each is registered with its owner view and its
/// ``SystemConstraintTag`` when it is made, in the order it was made.
///
/// ```swift
/// var system = SystemConstraints()
/// system.add([(.root(.width), widthConstraint)], for: root)
/// system.constraint(.root(.width), of: root)                 // widthConstraint
/// let removed = system.remove(.autoresizing, of: view)       // in the order they were made
/// ```
struct SystemConstraints {
  /// One registered constraint.
  struct Entry {
    var tag: SystemConstraintTag
    var constraint: Cassowary.Constraint
  }

  /// What a report needs to know about a solver constraint the engine made.
  struct Record {
    var tag: SystemConstraintTag
    var owner: View
  }

  /// The constraints of one view, in the order they were made.
  private struct Owned {
    /// Not retained: a view removed from the hierarchy stays registered until the next rebuild.
    let handle: ItemHandle
    var owner: View? { handle.object.map { unsafeDowncast($0, to: View.self) } }
    var entries: [Entry]
  }

  private var owned: [ObjectIdentifier: Owned] = [:]

  /// Registers constraints made for `owner`.
  mutating func add(_ made: [Entry], for owner: View) {
    guard !made.isEmpty else { return }
    owned[ObjectIdentifier(owner), default: Owned(handle: owner.itemHandle, entries: [])].entries += made
  }

  /// The constraint registered for `owner` under `tag`.
  func constraint(_ tag: SystemConstraintTag, of owner: View) -> Cassowary.Constraint? {
    owned[ObjectIdentifier(owner)]?.entries.first { $0.tag == tag }?.constraint
  }

  /// Whether `owner` has constraints of `group`.
  func contains(_ group: SystemConstraintTag.Group, of owner: View) -> Bool {
    owned[ObjectIdentifier(owner)]?.entries.contains { $0.tag.group == group } ?? false
  }

  /// Unregisters the constraints of `group` of `owner` and returns them in the order they were made.
  mutating func remove(_ group: SystemConstraintTag.Group, of owner: View) -> [Cassowary.Constraint] {
    let key = ObjectIdentifier(owner)
    guard var entry = owned[key] else { return [] }
    let removed = entry.entries.filter { $0.tag.group == group }.map(\.constraint)
    guard !removed.isEmpty else { return [] }
    entry.entries.removeAll { $0.tag.group == group }
    owned[key] = entry.entries.isEmpty ? nil : entry
    return removed
  }

  /// Puts demoted constraints in the place of the ones they replace (keyed by the replaced one).
  mutating func replace(_ replacements: [ObjectIdentifier: Cassowary.Constraint]) {
    guard !replacements.isEmpty else { return }
    for key in Array(owned.keys) {
      for index in owned[key]!.entries.indices {
        let old = ObjectIdentifier(owned[key]!.entries[index].constraint)
        if let replacement = replacements[old] { owned[key]!.entries[index].constraint = replacement }
      }
    }
  }

  /// The record of `constraint` when it is registered for `owner`.
  ///
  /// - Complexity: O(k) in the number of constraints registered for `owner`.
  func record(of constraint: Cassowary.Constraint, ownedBy owner: View) -> Record? {
    guard let entry = owned[ObjectIdentifier(owner)]?.entries.first(where: { $0.constraint === constraint })
    else { return nil }
    return Record(tag: entry.tag, owner: owner)
  }

  /// Every registered constraint, owner by owner (in no fixed order of owners).
  ///
  /// - Complexity: O(n) in the number of registered constraints.
  func allConstraints() -> [Cassowary.Constraint] {
    owned.values.flatMap { $0.owner == nil ? [] : $0.entries.map(\.constraint) }
  }

  /// The record of every registered constraint, keyed by the solver constraint.
  ///
  /// - Complexity: O(n) in the number of registered constraints.
  func records() -> [ObjectIdentifier: Record] {
    var records: [ObjectIdentifier: Record] = [:]
    for entry in owned.values {
      guard let owner = entry.owner else { continue }
      for item in entry.entries {
        records[ObjectIdentifier(item.constraint)] = Record(tag: item.tag, owner: owner)
      }
    }
    return records
  }
}

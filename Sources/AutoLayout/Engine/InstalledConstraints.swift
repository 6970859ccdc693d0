import Synchronization

/// The app's constraints an engine has put in its solver, each with what it was installed with.
///
/// The hierarchy's engine keeps each entry on the constraint itself, stamped with the engine's
/// current generation (a table of 800,000 entries was 25 MB of a 100,000-view layout, and every
/// access a hash); a rebuild empties the set by taking a new generation. A fitting engine
/// (`systemLayoutSizeFitting`) installs constraints that the hierarchy's engine holds too, so it
/// keeps a table of its own.
///
/// ```swift
/// var installed = InstalledConstraints(onConstraints: true)
/// installed[constraint] = LayoutEngine.Installed(constraint: made, constant: 8)
/// installed[constraint]?.constant   // 8
/// ```
struct InstalledConstraints {
  /// One entry kept on a constraint: valid while `generation` is its engine's.
  struct Entry {
    var generation: UInt64
    var installed: LayoutEngine.Installed
  }

  private static let generations = Atomic<UInt64>(0)

  private let generation: UInt64
  private var table: [ObjectIdentifier: LayoutEngine.Installed]?
  /// The number of constraints installed.
  private(set) var count = 0

  /// An empty set, kept on the constraints (`onConstraints`) or in a table.
  init(onConstraints: Bool) {
    generation = Self.generations.add(1, ordering: .relaxed).newValue
    table = onConstraints ? nil : [:]
  }

  /// The entry of a constraint, or `nil` if it is not installed.
  subscript(constraint: LayoutConstraint) -> LayoutEngine.Installed? {
    get {
      if let table { return table[ObjectIdentifier(constraint)] }
      guard let entry = constraint.installation, entry.generation == generation else { return nil }
      return entry.installed
    }
    set {
      let had = self[constraint] != nil
      if table != nil {
        table![ObjectIdentifier(constraint)] = newValue
      } else if let newValue {
        constraint.installation = Entry(generation: generation, installed: newValue)
      } else if had {
        constraint.installation = nil
      }
      count += (newValue != nil ? 1 : 0) - (had ? 1 : 0)
    }
  }

  /// Removes a constraint's entry and returns it.
  mutating func removeValue(for constraint: LayoutConstraint) -> LayoutEngine.Installed? {
    let old = self[constraint]
    self[constraint] = nil
    return old
  }
}

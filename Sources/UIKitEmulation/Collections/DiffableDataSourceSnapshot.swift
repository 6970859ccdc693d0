import AutoLayout
import Foundation

/// The sections and items a table or collection shows, by identifier (UIKit's
/// `NSDiffableDataSourceSnapshot`): build one, then hand it to a
/// ``TableViewDiffableDataSource`` or ``CollectionViewDiffableDataSource`` with `apply(_:)`.
///
/// Identifiers are unique across the whole snapshot, as in UIKit. Where UIKit raises an
/// exception (an item appended twice, items appended before any section, an identifier the
/// snapshot does not hold), the snapshot logs UIKit's complaint through `LayoutLog` and ignores
/// that part of the call: the app goes on, and the log says what to fix.
///
/// ```swift
/// enum Section { case favourites, all }
/// var snapshot = DiffableDataSourceSnapshot<Section, String>()
/// snapshot.appendSections([.favourites, .all])
/// snapshot.appendItems(["Ada", "Grace"], toSection: .favourites)
/// snapshot.appendItems(["Alan", "Edsger"])          // into the last section
/// snapshot.numberOfItems                              // 4
/// snapshot.indexOfItem("Alan")                        // 2
/// ```
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  private var sections: [SectionIdentifierType] = []
  private var items: [[ItemIdentifierType]] = []
  /// The section index of every item, kept with ``items``.
  private var sectionOfItem: [ItemIdentifierType: Int] = [:]
  /// Items marked for reloading or reconfiguring (kept for the data source; layout is the same).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items marked for reconfiguring.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Sections marked for reloading.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  ///
  /// ```swift
  /// var snapshot = DiffableDataSourceSnapshot<Int, UUID>()
  /// ```
  public init() {}

  // MARK: Reading

  /// The number of items of every section.
  ///
  /// ```swift
  /// snapshot.numberOfItems   // 4
  /// ```
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The section identifiers, in order.
  ///
  /// ```swift
  /// snapshot.sectionIdentifiers   // [.favourites, .all]
  /// ```
  public var sectionIdentifiers: [SectionIdentifierType] { sections }

  /// Every item identifier, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

  /// The number of items of a section (0, logged, for a section the snapshot does not hold).
  ///
  /// ```swift
  /// snapshot.numberOfItems(inSection: .favourites)   // 2
  /// ```
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of a section, in order.
  ///
  /// ```swift
  /// snapshot.itemIdentifiers(inSection: .all)   // ["Alan", "Edsger"]
  /// ```
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let section = sections.firstIndex(of: identifier) else {
      Self.complain("Invalid section identifier \(identifier): the snapshot has no such section")
      return []
    }
    return items[section]
  }

  /// The section that holds an item, or `nil`.
  ///
  /// ```swift
  /// snapshot.sectionIdentifier(containingItem: "Ada")   // .favourites
  /// ```
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[identifier].map { sections[$0] }
  }

  /// An item's index in ``itemIdentifiers`` (across sections), or `nil`.
  ///
  /// ```swift
  /// snapshot.indexOfItem("Edsger")   // 3
  /// ```
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier], let row = items[section].firstIndex(of: identifier)
    else { return nil }
    return items[..<section].reduce(0) { $0 + $1.count } + row
  }

  /// A section's index, or `nil`.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  /// The index path of an item (section index, item index), or `nil`.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[identifier], let row = items[section].firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: row, section: section)
  }

  /// The item at an index path, or `nil` outside the snapshot.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }

  /// The number of items of the section at `index` (0 outside the snapshot).
  func count(inSectionAt index: Int) -> Int { items.indices.contains(index) ? items[index].count : 0 }

  // MARK: Items

  /// Appends items to a section (the last one when `identifier` is `nil`).
  ///
  /// ```swift
  /// snapshot.appendItems(messages.map(\.id))
  /// ```
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
  ) {
    let section: Int
    if let identifier {
      guard let index = sections.firstIndex(of: identifier) else {
        return Self.complain("Invalid section identifier \(identifier) for appending items")
      }
      section = index
    } else {
      guard !sections.isEmpty else {
        return Self.complain(
          "There are currently no sections in the data source. Please add a section first.")
      }
      section = sections.count - 1
    }
    let fresh = unique(identifiers)
    items[section].append(contentsOf: fresh)
    for item in fresh { sectionOfItem[item] = section }
  }

  /// Inserts items before an item the snapshot holds.
  ///
  /// ```swift
  /// snapshot.insertItems(["Barbara"], beforeItem: "Alan")
  /// ```
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, relativeTo: beforeIdentifier, offset: 0)
  }

  /// Inserts items after an item the snapshot holds.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, relativeTo: afterIdentifier, offset: 1)
  }

  /// Removes items (identifiers the snapshot does not hold are ignored).
  ///
  /// ```swift
  /// snapshot.deleteItems(["Grace"])
  /// ```
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers)
    for section in items.indices { items[section].removeAll { doomed.contains($0) } }
    for item in doomed { sectionOfItem[item] = nil }
  }

  /// Removes every section and item.
  public mutating func deleteAllItems() {
    sections = []
    items = []
    sectionOfItem = [:]
  }

  /// Moves an item before another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType)
  {
    move(identifier, relativeTo: toIdentifier, offset: 0)
  }

  /// Moves an item after another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType)
  {
    move(identifier, relativeTo: toIdentifier, offset: 1)
  }

  /// Marks items to be reloaded: the data source asks for their cells again.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers.append(contentsOf: identifiers.filter { held($0, for: "reloading") })
  }

  /// Marks items to be reconfigured: their cells are configured again.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers.append(contentsOf: identifiers.filter { held($0, for: "reconfiguring") })
  }

  // MARK: Sections

  /// Appends sections.
  ///
  /// ```swift
  /// snapshot.appendSections([.main])
  /// ```
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for section in uniqueSections(identifiers) {
      sections.append(section)
      items.append([])
    }
  }

  /// Inserts sections before a section the snapshot holds.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, relativeTo: toIdentifier, offset: 0)
  }

  /// Inserts sections after a section the snapshot holds.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, relativeTo: toIdentifier, offset: 1)
  }

  /// Removes sections with their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    for index in sections.indices.reversed() where doomed.contains(sections[index]) {
      sections.remove(at: index)
      items.remove(at: index)
    }
    reindex()
  }

  /// Moves a section before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: toIdentifier, offset: 0)
  }

  /// Moves a section after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: toIdentifier, offset: 1)
  }

  /// Marks sections to be reloaded.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers.append(contentsOf: identifiers.filter { sections.contains($0) })
  }

  /// The snapshot without its reload and reconfigure marks (a data source has acted on them once
  /// it applies the snapshot).
  var applied: Self {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    return copy
  }

  // MARK: Helpers

  private func held(_ identifier: ItemIdentifierType, for purpose: String) -> Bool {
    if sectionOfItem[identifier] != nil { return true }
    Self.complain("Invalid item identifier specified for \(purpose): \(identifier)")
    return false
  }

  /// The identifiers that are new to the snapshot and to the list itself; UIKit raises for the others.
  private func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
    var seen = Set<ItemIdentifierType>()
    var duplicates: [ItemIdentifierType] = []
    let fresh = identifiers.filter { item in
      guard sectionOfItem[item] == nil, seen.insert(item).inserted else {
        duplicates.append(item)
        return false
      }
      return true
    }
    if !duplicates.isEmpty {
      Self.complain(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates) (ignored)")
    }
    return fresh
  }

  private func uniqueSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
    var seen = Set(sections)
    var duplicates: [SectionIdentifierType] = []
    let fresh = identifiers.filter { section in
      guard seen.insert(section).inserted else {
        duplicates.append(section)
        return false
      }
      return true
    }
    if !duplicates.isEmpty {
      Self.complain(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicates) (ignored)")
    }
    return fresh
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, offset: Int
  ) {
    guard let section = sectionOfItem[anchor], let row = items[section].firstIndex(of: anchor) else {
      return Self.complain("Invalid item identifier specified for insertion: \(anchor)")
    }
    let fresh = unique(identifiers)
    items[section].insert(contentsOf: fresh, at: row + offset)
    for item in fresh { sectionOfItem[item] = section }
  }

  private mutating func move(
    _ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, offset: Int
  ) {
    guard identifier != anchor, held(identifier, for: "moving"), held(anchor, for: "moving to") else {
      return
    }
    deleteItems([identifier])
    insert([identifier], relativeTo: anchor, offset: offset)
  }

  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], relativeTo anchor: SectionIdentifierType, offset: Int
  ) {
    guard let index = sections.firstIndex(of: anchor) else {
      return Self.complain("Invalid section identifier specified for insertion: \(anchor)")
    }
    let fresh = uniqueSections(identifiers)
    sections.insert(contentsOf: fresh, at: index + offset)
    items.insert(contentsOf: fresh.map { _ in [] }, at: index + offset)
    reindex()
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, offset: Int
  ) {
    guard identifier != anchor, let from = sections.firstIndex(of: identifier), sections.contains(anchor)
    else {
      return Self.complain("Invalid section identifier specified for moving: \(identifier) or \(anchor)")
    }
    let moved = items.remove(at: from)
    sections.remove(at: from)
    let to = sections.firstIndex(of: anchor)! + offset
    sections.insert(identifier, at: to)
    items.insert(moved, at: to)
    reindex()
  }

  private mutating func reindex() {
    sectionOfItem = [:]
    for (section, list) in items.enumerated() {
      for item in list { sectionOfItem[item] = section }
    }
  }

  static func complain(_ message: String) {
    LayoutLog.send("NSDiffableDataSourceSnapshot: \(message)")
  }
}

extension DiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension DiffableDataSourceSnapshot: Equatable {
  /// Two snapshots are equal when they hold the same sections and items in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sections == rhs.sections && lhs.items == rhs.items
  }
}

import AutoLayout
import Foundation
import Synchronization

extension CollectionView {
  /// How to make and configure the cells of one kind (UIKit's `UICollectionView.CellRegistration`):
  /// the cell class and a handler that fills a cell for an item. Dequeue with
  /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``; no identifier to register.
  ///
  /// ```swift
  /// let registration = CollectionView.CellRegistration<TagCell, String> { cell, indexPath, tag in
  ///   cell.label.text = tag
  /// }
  /// let cell = grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "swift")
  /// ```
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Fills a cell for an item.
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    let reuseIdentifier: String
    let handler: Handler

    /// A registration that configures each dequeued `Cell` with `handler`.
    ///
    /// ```swift
    /// let registration = CollectionView.CellRegistration<CollectionViewCell, Int> { cell, _, n in
    ///   cell.contentView.backgroundColor = n.isMultiple(of: 2) ? .systemBlue : .systemGray
    /// }
    /// ```
    public init(handler: @escaping Handler) {
      self.handler = handler
      let number = registrationCounter.add(1, ordering: .relaxed).newValue
      reuseIdentifier = "\(Cell.self)-registration-\(number)"
    }
  }

  /// A reused or new cell of the registration's class, configured by its handler for `item`.
  ///
  /// ```swift
  /// grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photos[indexPath.item])
  /// ```
  public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registrations[registration.reuseIdentifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // The registration made this identifier for `Cell` alone, so the cell is one.
    let cell = dequeued as? Cell ?? Cell(registeredAs: registration.reuseIdentifier)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}

/// Numbers cell registrations, so that each has its own reuse identifier.
private let registrationCounter = Atomic<Int>(0)

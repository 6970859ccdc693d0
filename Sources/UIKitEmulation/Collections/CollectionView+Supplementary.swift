import AutoLayout
import Foundation
import Synchronization

/// A supplementary view class's registration: its kind and reuse identifier.
struct SupplementaryKey: Hashable {
  let kind: String
  let identifier: String
}

/// Where a supplementary view shows: its kind and index path.
struct SupplementaryPlace: Hashable, Comparable {
  let kind: String
  let indexPath: IndexPath

  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.indexPath == rhs.indexPath ? lhs.kind < rhs.kind : lhs.indexPath < rhs.indexPath
  }
}

extension CollectionView {
  /// The kind of a section header (UIKit's `UICollectionView.elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer (UIKit's `UICollectionView.elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Registers the class made for supplementary views of `elementKind` dequeued with `identifier`.
  ///
  /// ```swift
  /// grid.register(SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
  ///               withReuseIdentifier: "header")
  /// ```
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryRegistrations[SupplementaryKey(kind: elementKind, identifier: identifier)] =
      viewClass as? CollectionReusableView.Type
  }

  /// A reused (prepared for reuse) or new supplementary view of the registered class; an
  /// unregistered kind and identifier give a plain ``CollectionReusableView`` and a logged
  /// message (UIKit raises).
  ///
  /// ```swift
  /// let header = collectionView.dequeueReusableSupplementaryView(
  ///   ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! SectionHeader
  /// ```
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = SupplementaryKey(kind: elementKind, identifier: identifier)
    if var pool = supplementaryPool[key], let view = pool.popLast() {
      supplementaryPool[key] = pool
      view.prepareForReuse()
      return view
    }
    let made: CollectionReusableView
    if let type = supplementaryRegistrations[key] {
      made = type.init(registeredAs: identifier)
    } else {
      LayoutLog.send(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier"
      )
      made = CollectionReusableView(frame: .zero)
    }
    made.reuseIdentifier = identifier
    made.elementKind = elementKind
    return made
  }

  /// The supplementary view of a kind at an index path, or `nil` when it is not on screen.
  ///
  /// ```swift
  /// grid.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
  ///                        at: IndexPath(item: 0, section: 1))?.frame
  /// ```
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    realizedSupplementaries[SupplementaryPlace(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of a kind on screen, in index-path order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }

  /// The index paths of the supplementary views of a kind on screen, in order.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    realizedSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// A supplementary element's frame in the collection's content (measured if it has shown,
  /// estimated otherwise), or `nil` when the layout has none there.
  public func layoutAttributesFrame(
    forSupplementaryElementOfKind elementKind: String, at indexPath: IndexPath
  )
    -> CGRect?
  {
    supplementaryFrames[SupplementaryPlace(kind: elementKind, indexPath: indexPath)]
  }

  /// Takes a supplementary view off screen into its reuse pool.
  func recycleSupplementary(_ view: CollectionReusableView) {
    view.removeFromSuperview()
    guard let kind = view.elementKind, let identifier = view.reuseIdentifier else { return }
    supplementaryPool[SupplementaryKey(kind: kind, identifier: identifier), default: []].append(view)
  }

  /// How to make and configure the supplementary views of one kind (UIKit's
  /// `UICollectionView.SupplementaryRegistration`). Dequeue with
  /// ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
  ///
  /// ```swift
  /// let headers = CollectionView.SupplementaryRegistration<SectionHeader>(
  ///   elementKind: CollectionView.elementKindSectionHeader
  /// ) { header, kind, indexPath in
  ///   header.title.text = "Section \(indexPath.section)"
  /// }
  /// ```
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Fills a supplementary view: the view, its kind and its index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    let elementKind: String
    let reuseIdentifier: String
    let handler: Handler

    /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      let number = supplementaryRegistrationCounter.add(1, ordering: .relaxed).newValue
      reuseIdentifier = "\(Supplementary.self)-registration-\(number)"
    }
  }

  /// A reused or new supplementary view of the registration's class and kind, configured by its
  /// handler.
  ///
  /// ```swift
  /// dataSource.supplementaryViewProvider = { grid, _, indexPath in
  ///   grid.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
  /// }
  /// ```
  public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = SupplementaryKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
    if supplementaryRegistrations[key] == nil {
      supplementaryRegistrations[key] = Supplementary.self
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // The registration made this kind and identifier for `Supplementary` alone.
    let view = dequeued as? Supplementary ?? Supplementary(registeredAs: registration.reuseIdentifier)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}

/// Numbers supplementary registrations, so that each has its own reuse identifier.
private let supplementaryRegistrationCounter = Atomic<Int>(0)

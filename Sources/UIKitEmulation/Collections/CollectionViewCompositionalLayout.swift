import AutoLayout
import Foundation

/// A length of a compositional layout (UIKit's `NSCollectionLayoutDimension`): a fraction of the
/// container's width or height, an absolute length, or an estimate the cell's own size replaces.
///
/// ```swift
/// let half = CollectionLayoutDimension.fractionalWidth(0.5)
/// let tall = CollectionLayoutDimension.estimated(44)   // the cell's fitting height
/// ```
public struct CollectionLayoutDimension: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
  let kind: Kind
  /// The fraction, length or estimate.
  public let dimension: CGFloat

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fraction: CGFloat) -> Self {
    Self(kind: .fractionalWidth, dimension: fraction)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fraction: CGFloat) -> Self {
    Self(kind: .fractionalHeight, dimension: fraction)
  }
  /// A length in points.
  public static func absolute(_ length: CGFloat) -> Self { Self(kind: .absolute, dimension: length) }
  /// A first guess that the cell's fitting size replaces.
  public static func estimated(_ length: CGFloat) -> Self { Self(kind: .estimated, dimension: length) }

  /// Whether the length is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of `size`.
  func resolve(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * size.width
    case .fractionalHeight: dimension * size.height
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height of a compositional layout (UIKit's `NSCollectionLayoutSize`).
///
/// ```swift
/// CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
/// ```
public struct CollectionLayoutSize: Hashable, Sendable {
  /// The width.
  public var widthDimension: CollectionLayoutDimension
  /// The height.
  public var heightDimension: CollectionLayoutDimension
  /// A size of two dimensions.
  public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

/// The space between the items of a group (UIKit's `NSCollectionLayoutSpacing`): fixed, or
/// flexible — at least the value, the room left shared between the gaps.
public struct CollectionLayoutSpacing: Hashable, Sendable {
  /// The spacing.
  public let spacing: CGFloat
  /// Whether the room left is shared between the gaps.
  public let isFlexibleSpacing: Bool
  /// Exactly `spacing` between items.
  public static func fixed(_ spacing: CGFloat) -> Self { Self(spacing: spacing, isFlexibleSpacing: false) }
  /// At least `spacing`, the room left shared between the gaps.
  public static func flexible(_ spacing: CGFloat) -> Self { Self(spacing: spacing, isFlexibleSpacing: true) }
  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One cell's place in a group (UIKit's `NSCollectionLayoutItem`): its size in the group, and the
/// insets of the cell inside that place.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
/// ```
open class CollectionLayoutItem {
  /// The size in the group.
  public let layoutSize: CollectionLayoutSize
  /// The cell's insets inside the item's place.
  public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// An item of a size.
  public init(layoutSize: CollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// Items (or groups) side by side or stacked (UIKit's `NSCollectionLayoutGroup`). A group of
/// subitems repeats them while they fit; a group of `count` items divides its length between
/// them, less the spacing.
///
/// ```swift
/// let row = CollectionLayoutGroup.horizontal(
///   layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
///   repeatingSubitem: item, count: 3)
/// ```
open class CollectionLayoutGroup: CollectionLayoutItem {
  /// Whether the subitems are side by side (horizontal) or stacked (vertical).
  public let isHorizontal: Bool
  /// The subitems.
  public let subitems: [CollectionLayoutItem]
  /// The number of items a counted group divides its length between.
  let count: Int?
  /// The space between subitems (default fixed 0).
  public var interItemSpacing: CollectionLayoutSpacing?

  init(horizontal: Bool, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
    isHorizontal = horizontal
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Subitems side by side, repeated while they fit.
  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// `count` items side by side, sharing the width.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }
  /// `count` items side by side (iOS 13's spelling).
  public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }
  /// Subitems stacked, repeated while they fit.
  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(horizontal: false, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// `count` items stacked, sharing the height.
  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(
      horizontal: false, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }
  /// `count` items stacked (iOS 13's spelling).
  public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }
}

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated
/// down the collection (or across, scrolling sideways), with insets and spacing.
///
/// ```swift
/// let section = CollectionLayoutSection(group: row)
/// section.interGroupSpacing = 8
/// section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
/// ```
open class CollectionLayoutSection {
  /// The group repeated for the section's items.
  public let group: CollectionLayoutGroup
  /// The space around the section's groups.
  public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The space between groups.
  public var interGroupSpacing: CGFloat = 0
  /// Whether the groups scroll sideways in a row instead of down the collection.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
  /// The section's headers and footers.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers are inset at the sides as the content is (default `true`).
  public var supplementariesFollowContentInsets = true
  /// A section of a group.
  public init(group: CollectionLayoutGroup) { self.group = group }

  /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
  public enum OrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
  }
}

/// What a section provider is told (UIKit's `NSCollectionLayoutEnvironment`): the container's
/// size and the collection's traits.
public struct CollectionLayoutEnvironment {
  /// The collection's size and its content size less its insets.
  public let container: Container
  /// The collection's traits.
  public let traitCollection: TraitCollection

  /// UIKit's `NSCollectionLayoutContainer`.
  public struct Container {
    /// The collection's size.
    public let contentSize: CGSize
    /// The size less the content insets.
    public let effectiveContentSize: CGSize
  }
}

/// A layout of sections of groups of items (UIKit's `UICollectionViewCompositionalLayout`, the
/// vertical scrolling part): one section for all, or one per section from a provider.
///
/// ```swift
/// let layout = CollectionViewCompositionalLayout(section: section)
/// let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  /// The section of every section index, or the provider that makes each one.
  let provider: (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?
  /// The space between sections.
  public var interSectionSpacing: CGFloat = 0

  /// A layout of one section for every section.
  public init(section: CollectionLayoutSection) {
    provider = { _, _ in section }
    super.init()
  }

  /// A layout whose provider makes each section.
  public init(sectionProvider: @escaping (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?) {
    provider = sectionProvider
    super.init()
  }
}

import AutoLayout
import Foundation

/// Where a supplementary item sits on its container's edges (UIKit's `NSRectAlignment`).
public enum RectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  /// Along the top edge (a header of a vertically scrolling section).
  var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
  /// Along the bottom edge (a footer).
  var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A header or footer of a compositional section (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`): a view of `elementKind`, sized by its layout
/// size, on the section's top (a header) or bottom (a footer) edge.
///
/// A header comes before the section's top content inset and a footer after its bottom one;
/// with the section's ``CollectionLayoutSection/supplementariesFollowContentInsets`` (the default)
/// they are inset at the sides as the content is. Each takes its own length of the section
/// (``extendsBoundary``, the default) or lies over the content. An item on the leading or trailing
/// edge (or with no alignment) sits at the section's top corner and does not extend it. The data
/// source makes the view (``CollectionViewDataSource/collectionView(_:viewForSupplementaryElementOfKind:at:)``)
/// at index path (0, section); an estimated height is the view's fitting height.
///
/// ```swift
/// let header = CollectionLayoutBoundarySupplementaryItem(
///   layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///   elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
  /// The kind the data source is asked for.
  public let elementKind: String
  /// The edge it sits on.
  public let alignment: RectAlignment
  /// A shift from its place.
  public let offset: CGPoint
  /// Whether it stays in the visible area while its section shows (a sticky header).
  public var pinToVisibleBounds = false
  /// Whether it takes its own length of the section (default `true`) or lies over the content.
  public var extendsBoundary = true
  /// Its stacking order (kept).
  public var zIndex = 1

  /// An item of `elementKind` on the `alignment` edge.
  ///
  /// ```swift
  /// let footer = CollectionLayoutBoundarySupplementaryItem(
  ///   layoutSize: size, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
  /// ```
  public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    offset = .zero
    super.init(layoutSize: layoutSize)
  }

  /// An item of `elementKind` on the `alignment` edge, shifted by `absoluteOffset`.
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint
  ) {
    self.elementKind = elementKind
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize)
  }
}

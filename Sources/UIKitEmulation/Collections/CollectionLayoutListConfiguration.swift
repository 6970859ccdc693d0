import AutoLayout
import Foundation

/// How a compositional layout lays a section out as a list (UIKit's
/// `UICollectionLayoutListConfiguration`, iOS 14): one row per item across the section, each as
/// tall as its cell's content (estimated 44 points until measured), with a header and a footer
/// when the modes ask for them. The appearance, separators, colours and swipe actions are kept: an
/// `.insetGrouped` list's rows span the collection here (an `.insetGrouped` table's are inset by
/// the side margin, as Interface Builder's stored frames show; no file stores a list's rows,
/// docs/porting.md).
///
/// ```swift
/// var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = CollectionViewCompositionalLayout.list(using: configuration)
/// ```
public struct CollectionLayoutListConfiguration {
  /// UIKit's `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: Int, Sendable {
    /// Rows across the whole width.
    case plain
    /// Sections apart, rows across the width.
    case grouped
    /// Sections in rounded cards (kept: rows span the width here).
    case insetGrouped
    /// A sidebar (kept: as `.grouped`).
    case sidebar
    /// A plain sidebar (kept: as `.plain`).
    case sidebarPlain
  }

  /// UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none
    /// A supplementary header view (`UICollectionView.elementKindSectionHeader`).
    case supplementary
    /// The first item of each section is its header (laid out as a row).
    case firstItemInSection
  }

  /// UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: Int, Sendable {
    /// No footer.
    case none
    /// A supplementary footer view (`UICollectionView.elementKindSectionFooter`).
    case supplementary
  }

  /// The list's appearance (kept: every appearance lays rows out across the section).
  public var appearance: Appearance
  /// Whether rows have separators (kept).
  public var showsSeparators = true
  /// The section headers.
  public var headerMode: HeaderMode = .none
  /// The section footers.
  public var footerMode: FooterMode = .none
  /// The list's background (kept).
  public var backgroundColor: Color?
  /// The padding above each header (kept).
  public var headerTopPadding: CGFloat?
  /// The swipe actions at a row's leading edge (kept; `perform()` a configuration's actions).
  public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?
  /// The swipe actions at a row's trailing edge (kept).
  public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?

  /// A list of an appearance.
  ///
  /// ```swift
  /// let configuration = CollectionLayoutListConfiguration(appearance: .plain)
  /// ```
  public init(appearance: Appearance) { self.appearance = appearance }

  /// The estimated height of a row, a header or a footer before it is measured (UIKit's standard
  /// row).
  static let estimatedRowHeight: CGFloat = 44
}

extension CollectionLayoutSection {
  /// A section laid out as a list: one full-width row per item, measured by its cell (UIKit's
  /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
  ///
  /// ```swift
  /// let layout = CollectionViewCompositionalLayout { _, environment in
  ///   .list(using: CollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
  /// }
  /// ```
  public static func list(
    using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let rowSize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedRowHeight))
    let row = CollectionLayoutItem(layoutSize: rowSize)
    let section = CollectionLayoutSection(
      group: .vertical(layoutSize: rowSize, subitems: [row]))
    var supplementaries: [CollectionLayoutBoundarySupplementaryItem] = []
    if configuration.headerMode == .supplementary {
      supplementaries.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: rowSize, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      supplementaries.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: rowSize, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = supplementaries
    return section
  }
}

extension CollectionViewCompositionalLayout {
  /// A layout whose every section is a list (UIKit's `UICollectionViewCompositionalLayout.list(using:)`).
  ///
  /// ```swift
  /// let layout = CollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
  /// let list = CollectionView(frame: .zero, collectionViewLayout: layout)
  /// ```
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CollectionViewCompositionalLayout
  {
    CollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }
}

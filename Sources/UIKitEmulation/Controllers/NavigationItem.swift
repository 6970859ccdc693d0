import AutoLayout
import Foundation

/// The items a navigation bar shows for a view controller (UIKit's `UINavigationItem`): kept so
/// that code setting them compiles; there is no navigation bar here.
///
/// ```swift
/// navigationItem.title = "Settings"
/// navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
/// ```
public final class NavigationItem {
  /// The title.
  public var title: String?
  /// A short line above the title.
  public var prompt: String?
  /// A view in place of the title.
  public var titleView: View?
  /// The bar button items on each side (the first of each list is the single-item property).
  public var leftBarButtonItems: [BarButtonItem]?
  /// The bar button items on the right.
  public var rightBarButtonItems: [BarButtonItem]?
  /// The item a pushed controller shows to come back here.
  public var backBarButtonItem: BarButtonItem?
  /// Whether the back button is hidden.
  public var hidesBackButton = false
  /// How a large title is shown.
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The search controller whose bar the navigation bar shows (kept: the bar does not grow by the
  /// search field here; see ``SearchController``).
  public var searchController: SearchController?
  /// Whether scrolling hides the search field (kept).
  public var hidesSearchBarWhenScrolling = true

  /// An item with a title.
  ///
  /// ```swift
  /// let item = NavigationItem(title: "Inbox")
  /// ```
  public init(title: String? = nil) { self.title = title }

  /// The first left item.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never, inline
  }
}

extension NavigationItem: ViewController.TitleFollowing {}

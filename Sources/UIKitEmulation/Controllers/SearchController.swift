import AutoLayout
import Foundation

/// A search bar and the results it drives (UIKit's `UISearchController`). Typing into its
/// ``searchBar`` (``SearchBar/type(_:)``) tells the ``searchResultsUpdater``, as the user's typing
/// does; ``isActive`` follows the bar. Put in a navigation item (``NavigationItem/searchController``)
/// it is kept: the navigation bar does not grow by the search field here, because Apple
/// publishes neither its height nor when it shows (docs/porting.md) — put the controller's
/// ``searchBar`` in the layout (a table's header view, a stack) where the height matters.
///
/// ```swift
/// let search = SearchController(searchResultsController: nil)
/// search.searchResultsUpdater = countries
/// search.searchBar.type("Fr")   // countries.updateSearchResults(for: search)
/// ```
open class SearchController: ViewController {
  /// The bar the user types in.
  public let searchBar = SearchBar()
  /// The controller that shows the results (nil: the presenting controller's own content).
  public let searchResultsController: ViewController?
  /// Told when the search text changes (UIKit's `searchResultsUpdater`).
  public weak var searchResultsUpdater: (any SearchResultsUpdating)?
  /// Told when the search is presented and dismissed (kept).
  public weak var delegate: (any SearchControllerDelegate)?
  /// Whether the search is on: the user is typing or has typed.
  public var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        delegate?.willPresentSearchController(self)
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        delegate?.didDismissSearchController(self)
      }
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }
  /// Whether the content under the search dims while searching (kept).
  public var obscuresBackgroundDuringPresentation = true
  /// The iOS 9–12 name of ``obscuresBackgroundDuringPresentation`` (kept).
  public var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching (kept).
  public var hidesNavigationBarDuringPresentation = true
  /// Whether the cancel button shows while searching (kept).
  public var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows while searching (kept).
  public var automaticallyShowsScopeBar = true
  /// Whether the results controller shows (kept).
  public var showsSearchResultsController = false

  /// A search controller whose results show in `searchResultsController` (nil: in the presenting
  /// controller's own content, the usual filtered table).
  ///
  /// ```swift
  /// let search = SearchController(searchResultsController: nil)
  /// ```
  public init(searchResultsController: ViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.textChanged = { [weak self] _ in
      guard let self else { return }
      if !isActive {
        isActive = true
      } else {
        searchResultsUpdater?.updateSearchResults(for: self)
      }
    }
    searchBar.cancelled = { [weak self] in
      self?.searchBar.text = nil
      self?.isActive = false
    }
  }

  /// A search controller decoded from an archive: nothing is decoded (no results controller).
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }
}

/// Told when a search controller's text changes (UIKit's `UISearchResultsUpdating`).
///
/// ```swift
/// func updateSearchResults(for searchController: SearchController) {
///   filter(searchController.searchBar.text ?? "")
/// }
/// ```
public protocol SearchResultsUpdating: AnyObject {
  /// The search text or the search's state changed.
  func updateSearchResults(for searchController: SearchController)
}

/// Told when a search controller presents and dismisses its search (UIKit's
/// `UISearchControllerDelegate`); every method is optional.
///
/// ```swift
/// func didDismissSearchController(_ searchController: SearchController) { showAll() }
/// ```
public protocol SearchControllerDelegate: AnyObject {
  /// The search is about to start.
  func willPresentSearchController(_ searchController: SearchController)
  /// The search started.
  func didPresentSearchController(_ searchController: SearchController)
  /// The search is about to end.
  func willDismissSearchController(_ searchController: SearchController)
  /// The search ended.
  func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
  /// Nothing.
  public func willPresentSearchController(_ searchController: SearchController) {}
  /// Nothing.
  public func didPresentSearchController(_ searchController: SearchController) {}
  /// Nothing.
  public func willDismissSearchController(_ searchController: SearchController) {}
  /// Nothing.
  public func didDismissSearchController(_ searchController: SearchController) {}
}

import AutoLayout
import Foundation

/// A bar with a search field (UIKit's `UISearchBar`): 56 points tall and as wide as constraints
/// or its frame make it — the height Interface Builder stores for every search bar it sizes itself
/// in the public corpus (Xcode 9–12 files of two repositories, `minimal` and `prominent` styles;
/// Xcode 8 and earlier drew 44). Its text, placeholder and scope buttons are kept for code to
/// read; a scope bar, a prompt and the cancel button change no size here (docs/porting.md).
///
/// ```swift
/// let search = SearchBar()
/// search.placeholder = "Search"
/// search.intrinsicContentSize   // (noIntrinsicMetric, 56)
/// ```
open class SearchBar: View {
  /// UIKit's `UISearchBar.Style`.
  public enum Style: Int, Sendable {
    /// The system's style (prominent).
    case `default`
    /// A translucent background, a dark field.
    case prominent
    /// No background: the field alone.
    case minimal
  }

  /// The height of a search bar since iOS 11.
  public static let height: CGFloat = 56

  /// The text in the field; setting it tells the delegate only when the user types, as in UIKit.
  public var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The placeholder of the field.
  public var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line above the field (kept).
  public var prompt: String?
  /// The bar's style (kept).
  public var searchBarStyle: Style = .default
  /// The bar's background style (kept).
  public var barStyle: Toolbar.BarStyle = .default
  /// The bar's tint (kept).
  public var barTintColor: Color?
  /// Whether the bar is translucent (kept).
  public var isTranslucent = true
  /// Whether the cancel button shows (kept).
  public var showsCancelButton = false
  /// Whether the bookmark button shows (kept).
  public var showsBookmarkButton = false
  /// Whether the results list button shows (kept).
  public var showsSearchResultsButton = false
  /// The titles of the scope buttons (kept).
  public var scopeButtonTitles: [String]?
  /// The selected scope button; setting it tells the delegate.
  public var selectedScopeButtonIndex = 0 {
    didSet {
      if selectedScopeButtonIndex != oldValue {
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
      }
    }
  }
  /// Whether the scope bar shows (kept: it adds no height here).
  public var showsScopeBar = false
  /// Told of typing, the search and cancel buttons and the scope (UIKit's `delegate`).
  public weak var delegate: (any SearchBarDelegate)?
  /// The field (UIKit's `searchTextField`, iOS 13): its input traits are the bar's.
  public let searchTextField = SearchTextField()

  /// The keyboard the field asks for (kept).
  public var keyboardType: KeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// How the field capitalizes (kept).
  public var autocapitalizationType: TextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// Whether the field corrects spelling (kept).
  public var autocorrectionType: TextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// The return key's title (kept).
  public var returnKeyType: ReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// Creates a search bar.
  ///
  /// ```swift
  /// let search = SearchBar()
  /// ```
  public init() {
    super.init(frame: .zero)
  }

  /// UIKit's `init(frame:)`: a search bar placed at `frame`.
  ///
  /// ```swift
  /// let search = SearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A search bar decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// 56 points tall, no width of its own.
  override open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: SearchBar.height)
  }

  /// Its height at the width it has (UIKit's `sizeThatFits`, which `sizeToFit()` uses).
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: SearchBar.height)
  }

  /// Shows or hides the cancel button (kept; no animation here).
  ///
  /// ```swift
  /// search.setShowsCancelButton(true, animated: true)
  /// ```
  public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Types `text` into the field, as the user does: the text changes and the delegate is told
  /// (`searchBar(_:textDidChange:)`), and a search controller's results updater with it.
  ///
  /// ```swift
  /// search.type("pho")   // delegate: textDidChange "pho"
  /// ```
  public func type(_ text: String) {
    self.text = text
    delegate?.searchBar(self, textDidChange: text)
    textChanged?(text)
  }

  /// Taps the keyboard's search button: the delegate is told.
  ///
  /// ```swift
  /// search.tapSearchButton()
  /// ```
  public func tapSearchButton() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// Taps the cancel button: the delegate is told.
  ///
  /// ```swift
  /// search.tapCancelButton()
  /// ```
  public func tapCancelButton() {
    delegate?.searchBarCancelButtonClicked(self)
    cancelled?()
  }

  /// What the search controller that owns the bar does when the text changes.
  var textChanged: ((String) -> Void)?
  /// What the search controller that owns the bar does on cancel.
  var cancelled: (() -> Void)?

  /// `UISearchBar`.
  override open class var uikitName: String { "UISearchBar" }
}

/// The field of a ``SearchBar`` (UIKit's `UISearchTextField`, iOS 13): a text field with tokens
/// (kept).
///
/// ```swift
/// search.searchTextField.backgroundColor = .secondarySystemBackground
/// ```
open class SearchTextField: TextField {
  /// `UISearchTextField`.
  override open class var uikitName: String { "UISearchTextField" }
}

/// What a ``SearchBar`` tells (UIKit's `UISearchBarDelegate`); every method is optional.
///
/// ```swift
/// func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { filter(searchText) }
/// ```
public protocol SearchBarDelegate: AnyObject {
  /// The user changed the text.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// The user tapped the keyboard's search button.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The user tapped the cancel button.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
  /// The field began editing.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// The field ended editing.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The selected scope button changed.
  func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
  /// Nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// Nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

@_spi(UIKitEmulation) import AutoLayout
import Foundation

/// A container that shows one of its children above a tab bar (UIKit's `UITabBarController`, the
/// layout parts): the selected child's view fills the container, and the tab bar — 49 points, 32
/// on a phone of compact height, above the home indicator — is in that view's safe area, as a
/// navigation bar is (nested containers add up: a navigation controller in a tab has both bars).
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [NavigationController(rootViewController: inbox), settings]
/// window.rootViewController = tabs
/// window.makeKeyAndVisible()
/// inbox.view.safeAreaInsets.bottom   // 49 + the home indicator's 34
/// ```
open class TabBarController: ViewController {
  /// The children, one per tab (UIKit's optional array).
  public var viewControllers: [ViewController]? {
    get { children.isEmpty && tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }
  private var tabs: [ViewController] = []
  /// The bar along the bottom.
  public let tabBar = TabBar()

  /// The index of the child shown (0 for the first; kept within the children).
  ///
  /// ```swift
  /// tabs.selectedIndex = 1
  /// ```
  public var selectedIndex: Int = 0 {
    didSet {
      if tabs.isEmpty {
        selectedIndex = 0
      } else if !tabs.indices.contains(selectedIndex) {
        selectedIndex = oldValue
      } else if selectedIndex != oldValue {
        showSelected(replacing: tabs.indices.contains(oldValue) ? tabs[oldValue] : nil)
      }
    }
  }

  /// The child shown; setting one of the children selects it.
  public var selectedViewController: ViewController? {
    get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// Creates an empty tab bar controller.
  ///
  /// ```swift
  /// let tabs = TabBarController()
  /// ```
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBar.owner = self
  }

  /// A controller decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    tabBar.owner = self
  }

  /// Replaces the children; the selection stays at its index when it can, else the first.
  ///
  /// ```swift
  /// tabs.setViewControllers([first, second], animated: false)
  /// ```
  open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
    let controllers = controllers ?? []
    let oldSelected = selectedViewController
    for old in tabs where !controllers.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      if old.isViewLoaded, old.view.superview === viewIfLoaded { old.view.removeFromSuperview() }
      old.removeFromParent()
    }
    for controller in controllers where controller.parent !== self { addChild(controller) }
    tabs = controllers
    if let oldSelected, let index = tabs.firstIndex(where: { $0 === oldSelected }) {
      selectedIndex = index
    } else if !tabs.indices.contains(selectedIndex) {
      selectedIndex = 0
    }
    showSelected(replacing: oldSelected)
    for controller in controllers { controller.didMove(toParent: self) }
  }

  /// Makes the container: an empty view with the tab bar, and the selected child's view.
  open override func loadView() {
    let container = View()
    view = container
    tabBar.layoutName = "tabBar"
    container.addSubview(tabBar)
    showSelected(replacing: nil)
  }

  private func showSelected(replacing old: ViewController?) {
    guard isViewLoaded else { return }
    if let old, old !== selectedViewController, old.isViewLoaded, old.view.superview === view {
      old.view.removeFromSuperview()
    }
    guard let selected = selectedViewController,
      embedFilling(selected, insert: { view.insertSubview($0, belowSubview: tabBar) })
    else { return }
    barChanged()
  }

  /// The bar's height: none while hidden or while the selected navigation controller's top
  /// controller sets `ViewController.hidesBottomBarWhenPushed`, 32 on a phone of compact
  /// height, else 49.
  var barHeight: CGFloat {
    guard !tabBar.isHidden, selectedViewController?.hidesContainerBottomBar != true else { return 0 }
    return isOnCompactHeightPhone ? TabBar.compactHeight : TabBar.height
  }

  @_spi(UIKitEmulation) override open func barChanged() {
    guard isViewLoaded else { return }
    giveBarInsets(
      EdgeInsets(top: 0, left: 0, bottom: barHeight, right: 0), to: tabs,
      translucent: (true, tabBar.isTranslucent))
  }

  /// A new size class may change the bar's height.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    barChanged()
  }

  /// Keeps the selected view filling the container and puts the bar at the bottom, reaching down
  /// over the home indicator.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let indicator = view.window?.windowSafeAreaInsets.bottom ?? 0
    let height = barHeight
    keepFilling(
      selectedViewController,
      bars: EdgeInsets(top: 0, left: 0, bottom: height > 0 ? height + indicator : 0, right: 0),
      translucent: (true, tabBar.isTranslucent))
    tabBar.frame = CGRect(
      x: 0, y: view.bounds.height - height - indicator, width: view.bounds.width,
      height: height == 0 ? 0 : height + indicator)
  }
}

/// The bar of a ``TabBarController`` (UIKit's `UITabBar`): its items are kept; its height is the
/// controller's.
///
/// ```swift
/// tabs.tabBar.frame.height   // 49 + the home indicator
/// ```
open class TabBar: View {
  /// The bar's appearances (``standardAppearance`` …).
  let tabAppearances = TabBarAppearances()
  /// Whether the bar is see-through (default `true`): an opaque bar keeps the selected
  /// controller's view out from under it unless the controller's
  /// `ViewController.extendedLayoutIncludesOpaqueBars` is set.
  public var isTranslucent = true {
    didSet { if isTranslucent != oldValue { owner?.barChanged() } }
  }
  /// The bar's colour (kept).
  public var barTintColor: Color?
  /// The items (kept; a ``TabBarController`` shows its children's `ViewController.tabBarItem`).
  public var items: [TabBarItem]?
  weak var owner: TabBarController?

  /// Hiding the bar gives its height back to the children's safe area.
  override open var isHidden: Bool {
    didSet { if isHidden != oldValue { owner?.barChanged() } }
  }

  /// A tab bar's height: 49 points, as the 8 `UITabBar`s of fixed height in the public corpus and
  /// the files outside it are stored (Xcode 8 to 15), and the bar Interface Builder's scenes under
  /// a tab bar controller are laid out above (`InterfaceBuilderDocument.BottomBar`).
  public static let height: CGFloat = 49
  /// The height of a phone's tab bar in a window of compact height (landscape): the navigation
  /// bar's compact height (``NavigationBar/compactHeight``); no stored frame in the corpus shows it.
  public static let compactHeight: CGFloat = NavigationBar.compactHeight

  /// `UITabBar`.
  override open class var uikitName: String { "UITabBar" }
}

/// What a tab shows for a view controller (UIKit's `UITabBarItem`): kept for code that sets it.
///
/// ```swift
/// inbox.tabBarItem = TabBarItem(title: "Inbox", image: nil, tag: 0)
/// ```
public final class TabBarItem {
  /// The title under the image.
  public var title: String?
  /// The image.
  public var image: Image?
  /// The image of the selected tab.
  public var selectedImage: Image?
  /// A number for the app's use.
  public var tag: Int
  /// The text of the badge (`nil`: no badge).
  public var badgeValue: String?
  /// The system item, when made from one.
  public private(set) var systemItem: SystemItem?

  /// An item with a title and an image.
  public init(title: String?, image: Image?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title, an image and the selected tab's image.
  public init(title: String?, image: Image?, selectedImage: Image?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    self.tag = 0
  }

  /// One of the system's items.
  public init(tabBarSystemItem: SystemItem, tag: Int) {
    self.systemItem = tabBarSystemItem
    self.tag = tag
  }

  /// UIKit's `UITabBarItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
      mostRecent, mostViewed
  }
}

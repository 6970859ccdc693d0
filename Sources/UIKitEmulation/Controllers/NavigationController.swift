@_spi(UIKitEmulation) import AutoLayout
import Foundation

/// A stack of view controllers under a navigation bar (UIKit's `UINavigationController`): the
/// top controller's view fills the container and its safe area starts below the bar, as in UIKit.
/// Pushing and popping change the stack at once (there is no transition here); the appearance
/// calls are made as UIKit makes them.
///
/// The bar is 44 points tall, 32 in a compact-height window on a phone (landscape iPhones), and
/// 96 with a large title (``NavigationBar/prefersLargeTitles`` and a title the item shows large):
/// Apple's Human Interface Guidelines give 44 and the large title's extra 52; the compact height is
/// UIKit's for phones in landscape.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: Inbox())
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()
/// navigation.pushViewController(Message(), animated: true)
/// ```
open class NavigationController: ViewController {
  /// The controllers of the stack, bottom to top.
  public private(set) var viewControllers: [ViewController] = []
  /// The bar at the top.
  public let navigationBar = NavigationBar()
  /// Whether the bar is hidden (the top controller's safe area then starts at the window's).
  public var isNavigationBarHidden = false {
    didSet { barChanged() }
  }
  /// The toolbar at the bottom, showing the top controller's `ViewController.toolbarItems`
  /// while ``isToolbarHidden`` is `false`.
  public let toolbar = Toolbar()
  /// Whether the toolbar is hidden (default `true`, as in UIKit). Shown, it sits above the home
  /// indicator (and above a tab bar), 44 points tall, and is in the top controller's safe area —
  /// unless that controller sets `ViewController.hidesBottomBarWhenPushed`.
  ///
  /// ```swift
  /// navigation.isToolbarHidden = false
  /// top.view.safeAreaInsets.bottom   // 44 + the home indicator
  /// ```
  public var isToolbarHidden = true {
    didSet { if isToolbarHidden != oldValue { barChanged() } }
  }

  /// A navigation controller with one controller.
  ///
  /// ```swift
  /// let navigation = NavigationController(rootViewController: Settings())
  /// ```
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty navigation controller.
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A navigation controller decoded from an archive: nothing is decoded; empty.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top.
  public var topViewController: ViewController? { viewControllers.last }

  /// The controller whose view shows (the top one).
  public var visibleViewController: ViewController? { topViewController }

  /// Shows the bar or hides it.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

  /// Shows the toolbar or hides it.
  ///
  /// ```swift
  /// navigationController?.setToolbarHidden(false, animated: true)
  /// ```
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  /// Replaces the stack; the new top controller's view shows.
  ///
  /// ```swift
  /// navigation.setViewControllers([inbox, message], animated: false)
  /// ```
  public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    let oldTop = topViewController
    for old in viewControllers where !controllers.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      if old === oldTop, old.isViewLoaded { old.view.removeFromSuperview() }
      old.removeFromParent()
    }
    for controller in controllers where controller.parent !== self { addChild(controller) }
    viewControllers = controllers
    showTop(replacing: oldTop)
    for controller in controllers { controller.didMove(toParent: self) }
  }

  /// Pushes a controller: its view replaces the current top's.
  ///
  /// ```swift
  /// navigationController?.pushViewController(detail, animated: true)
  /// ```
  open func pushViewController(_ controller: ViewController, animated: Bool) {
    setViewControllers(viewControllers.filter { $0 !== controller } + [controller], animated: animated)
  }

  /// Pops the top controller (never the root) and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
    setViewControllers(Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root; returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    setViewControllers([viewControllers[0]], animated: animated)
    return popped
  }

  /// Pops the controllers above `controller`; returns them.
  @discardableResult
  open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    setViewControllers(Array(viewControllers[...index]), animated: animated)
    return popped
  }

  /// The container view with the bar on top.
  open override func loadView() {
    let container = View()
    view = container
    navigationBar.layoutName = "navigationBar"
    container.addSubview(navigationBar)
    toolbar.layoutName = "toolbar"
    toolbar.owner = self
    toolbar.isHidden = true
    container.addSubview(toolbar)
    showTop(replacing: nil)
  }

  /// Puts the top controller's view under the bar, filling the container.
  private func showTop(replacing oldTop: ViewController?) {
    toolbar.items = topViewController?.toolbarItems
    // The top controller's `hidesBottomBarWhenPushed` hides a tab bar around this controller.
    parent?.barChanged()
    guard isViewLoaded, let top = topViewController else { return }
    if let oldTop, oldTop !== top, oldTop.isViewLoaded { oldTop.view.removeFromSuperview() }
    guard embedFilling(top, insert: { view.insertSubview($0, at: 0) }) else { return }
    barChanged()
  }

  /// Tells the controllers how far the bar reaches into their views' safe area and lays out again.
  @_spi(UIKitEmulation) override open func barChanged() {
    guard isViewLoaded else { return }
    giveBarInsets(
      EdgeInsets(top: barHeight, left: 0, bottom: toolbarHeight, right: 0), to: viewControllers,
      translucent: (navigationBar.isTranslucent, toolbar.isTranslucent))
  }

  /// The top controller's `ViewController.hidesBottomBarWhenPushed`: the tab bar around this
  /// controller hides, and so does its toolbar.
  @_spi(UIKitEmulation) override open var hidesContainerBottomBar: Bool {
    topViewController?.hidesBottomBarWhenPushed == true
  }

  /// The toolbar's height: none while hidden or when the top controller hides bottom bars, else
  /// 44 (32 on a phone of compact height).
  var toolbarHeight: CGFloat {
    guard !isToolbarHidden, !hidesContainerBottomBar else { return 0 }
    return Toolbar.height(in: viewIfLoaded?.window)
  }

  /// The bar's height follows the window's size classes.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    barChanged()
  }

  /// The bar's height for the window's traits and the top item's title.
  var barHeight: CGFloat {
    guard !isNavigationBarHidden else { return 0 }
    let compactPhone = isOnCompactHeightPhone
    if navigationBar.prefersLargeTitles, !compactPhone,
      topViewController?.navigationItem.largeTitleDisplayMode != .never
    {
      return NavigationBar.largeTitleHeight
    }
    return compactPhone ? NavigationBar.compactHeight : NavigationBar.height
  }

  /// Lays out the top controller's view over the whole container and the bar below the window's
  /// top safe-area inset (the status bar), after the container's own layout (frames set here start
  /// one more pass, as in UIKit's container layout).
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let statusBar = view.window?.windowSafeAreaInsets.top ?? 0
    let bar = barHeight
    // The toolbar sits on what is below the container: the home indicator, or a tab bar.
    let below = view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom
    let tools = toolbarHeight
    keepFilling(
      topViewController,
      bars: EdgeInsets(
        top: bar > 0 ? statusBar + bar : 0, left: 0, bottom: tools > 0 ? tools + below : 0, right: 0),
      translucent: (navigationBar.isTranslucent, toolbar.isTranslucent))
    navigationBar.isHidden = isNavigationBarHidden
    navigationBar.frame = CGRect(x: 0, y: statusBar, width: view.bounds.width, height: barHeight)
    toolbar.isHidden = tools == 0
    toolbar.frame = CGRect(
      x: 0, y: view.bounds.height - below - tools, width: view.bounds.width, height: tools)
  }
}

/// A navigation controller's bar (UIKit's `UINavigationBar`): its height follows the window and
/// the large-title setting; colours and title attributes are kept.
///
/// ```swift
/// navigationController?.navigationBar.prefersLargeTitles = true
/// ```
open class NavigationBar: View {
  /// The bar's style (UIKit's `barStyle`; kept: the bar's height does not depend on it).
  public var barStyle: Toolbar.BarStyle = .default

  /// Whether titles show large (96-point bar) where the item allows.
  public var prefersLargeTitles = false {
    didSet { (superview?.viewController as? NavigationController)?.barChanged() }
  }
  /// Whether the bar is translucent (default `true`): an opaque bar keeps the top controller's
  /// view out from under it unless the controller's
  /// `ViewController.extendedLayoutIncludesOpaqueBars` is set.
  public var isTranslucent = true {
    didSet {
      if isTranslucent != oldValue { (superview?.viewController as? NavigationController)?.barChanged() }
    }
  }
  /// The bar's colour (kept).
  public var barTintColor: Color?
  /// The title's text attributes (kept).
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes (kept).
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's appearances (``standardAppearance`` …).
  let appearances = NavigationBarAppearances()

  /// The standard height (Apple's Human Interface Guidelines).
  public static let height: CGFloat = 44
  /// The height in a compact-height window on a phone.
  public static let compactHeight: CGFloat = 32
  /// The height with a large title: 44 and the large title's 52.
  public static let largeTitleHeight: CGFloat = 96

  /// `UINavigationBar`.
  override open class var uikitName: String { "UINavigationBar" }
}

import Foundation

/// Manages a view hierarchy's root view and takes part in the layout cycle (UIKit's
/// `UIViewController`, the layout parts).
///
/// ```swift
/// final class Profile: ViewController {
///   let avatar = View()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     avatar.translatesAutoresizingMaskIntoConstraints = false
///     view.addSubview(avatar)
///     avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
///   }
/// }
/// ```
open class ViewController: Responder {
  private var loadedView: View?

  /// Creates a view controller; its view is loaded on first access. A convenience initializer, as
  /// in UIKit: a subclass writes its own `init()` without `override`, calling
  /// `super.init(nibName: nil, bundle: nil)`.
  ///
  /// ```swift
  /// let controller = ViewController()
  /// ```
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The superview of the controller's view (UIKit's `next` for a view controller).
  override open var next: Responder? { viewIfLoaded?.superview }

  /// UIKit's designated initializer. There are no nib files here: `nibName` and `bundle` are
  /// kept, the view is made by ``loadView()``.
  ///
  /// ```swift
  /// init(model: Model) { self.model = model; super.init(nibName: nil, bundle: nil) }
  /// ```
  public init(nibName: String?, bundle: Bundle?) {
    self.nibName = nibName
    nibBundle = bundle
    super.init()
  }

  /// UIKit's initializer for controllers decoded from a storyboard: nothing is decoded here.
  /// Subclasses that add a designated initializer must provide it, as in UIKit.
  ///
  /// ```swift
  /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  /// ```
  public required init?(coder: NSCoder) {}

  /// The nib name and bundle given to ``init(nibName:bundle:)``.
  public private(set) var nibName: String?
  /// The bundle given to init(nibName:bundle:).
  public private(set) var nibBundle: Bundle?

  /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access; set it (from
  /// ``loadView()`` or before) to use your own.
  ///
  /// ```swift
  /// override func loadView() { view = MapView() }
  /// ```
  public var view: View! {
    get {
      if let loadedView { return loadedView }
      let made = makeView()
      loadedView = made
      made.viewController = self
      viewDidLoad()
      return made
    }
    set {
      if let old = loadedView, old.viewController === self { old.viewController = nil }
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// The view if it is loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  private func makeView() -> View {
    loadView()
    return loadedView ?? View()
  }

  /// Override to make the root view yourself (assign ``view``).
  ///
  /// ```swift
  /// override func loadView() { view = MyRootView() }
  /// ```
  open func loadView() {
    loadedView = View()
  }

  /// Sets the root view (the same as assigning ``view``).
  public func setView(_ view: View) {
    self.view = view
  }

  /// Loads the view if it is not loaded yet.
  ///
  /// ```swift
  /// controller.loadViewIfNeeded()
  /// ```
  public func loadViewIfNeeded() { _ = view }

  /// Called once after the view is loaded.
  open func viewDidLoad() {}

  /// Called in the update-constraints pass for the root view; call `super` last.
  ///
  /// ```swift
  /// override func updateViewConstraints() {
  ///   topConstraint.constant = compact ? 8 : 20
  ///   super.updateViewConstraints()
  /// }
  /// ```
  open func updateViewConstraints() {
    view.updateConstraints()
  }

  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called after a layout pass changed the root view's safe-area insets.
  open func viewSafeAreaInsetsDidChange() {}

  // MARK: Appearance

  /// Where the view is in its appearance cycle.
  enum AppearanceState { case disappeared, appearing, appeared, disappearing }
  var appearanceState = AppearanceState.disappeared

  /// Whether the view is in a visible window (from ``viewWillAppear(_:)`` until
  /// ``viewWillDisappear(_:)``).
  var isAppearing: Bool { appearanceState == .appearing || appearanceState == .appeared }

  /// Called before the view appears: when its window is made visible (``Window/makeKeyAndVisible()``),
  /// when it becomes a visible window's root view controller, or when a visible parent adds its
  /// view. The layout pass comes between this and ``viewDidAppear(_:)``.
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); refresh() }
  /// ```
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared and was laid out.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves a visible window.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left a visible window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether children get their appearance calls from this controller (always, here).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  func beginAppearance(animated: Bool) {
    guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
    appearanceState = .appearing
    viewWillAppear(animated)
    for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
      child.beginAppearance(animated: animated)
    }
  }

  func endAppearance(animated: Bool) {
    guard appearanceState == .appearing else { return }
    appearanceState = .appeared
    viewDidAppear(animated)
    for child in children { child.endAppearance(animated: animated) }
  }

  func beginDisappearance(animated: Bool) {
    guard isAppearing else { return }
    appearanceState = .disappearing
    viewWillDisappear(animated)
    for child in children { child.beginDisappearance(animated: animated) }
  }

  func endDisappearance(animated: Bool) {
    guard appearanceState == .disappearing else { return }
    appearanceState = .disappeared
    viewDidDisappear(animated)
    for child in children { child.endDisappearance(animated: animated) }
  }

  // MARK: Containment

  /// The child view controllers, in the order they were added.
  public private(set) var children: [ViewController] = []
  /// The parent view controller.
  public private(set) weak var parent: ViewController?

  /// Adds a child (UIKit's containment: add its view yourself, then call
  /// ``didMove(toParent:)``).
  ///
  /// ```swift
  /// addChild(list)
  /// view.addSubview(list.view)
  /// list.didMove(toParent: self)
  /// ```
  open func addChild(_ child: ViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent (call ``willMove(toParent:)`` with `nil` first and
  /// remove its view yourself, as in UIKit).
  ///
  /// ```swift
  /// list.willMove(toParent: nil)
  /// list.view.removeFromSuperview()
  /// list.removeFromParent()
  /// ```
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to (or removed from) a parent.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller was added to (or removed from) a parent.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Traits and items

  /// The traits of the controller's environment: its view's (``View/traitCollection``).
  ///
  /// ```swift
  /// if traitCollection.verticalSizeClass == .compact { hideHeader() }
  /// ```
  public var traitCollection: TraitCollection {
    viewIfLoaded?.traitCollection ?? TraitCollection(displayScale: Screen.main.scale)
  }

  /// Called when the traits of the view's window changed (size classes, direction, content size
  /// category, scale).
  ///
  /// ```swift
  /// override func traitCollectionDidChange(_ previous: TraitCollection?) {
  ///   super.traitCollectionDidChange(previous)
  ///   updateConstraintsForSizeClass()
  /// }
  /// ```
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the controller's traits change (the window's size classes, idiom or text size);
  /// the default passes it on to the children. Blocks given to `coordinator` run once the new
  /// traits apply, after ``traitCollectionDidChange(_:)``.
  ///
  /// ```swift
  /// override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
  ///   super.willTransition(to: newCollection, with: coordinator)
  ///   coordinator.animate(alongsideTransition: { _ in self.stack.axis = newCollection.verticalSizeClass == .compact ? .horizontal : .vertical })
  /// }
  /// ```
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// Called before the window's size changes (a rotation, a resized window); the default passes
  /// it on to the children. Blocks given to `coordinator` run once the new size applies.
  ///
  /// ```swift
  /// override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
  ///   super.viewWillTransition(to: size, with: coordinator)
  ///   coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() })
  /// }
  /// ```
  open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The size the controller would like its view to have (kept for a container that asks, such as
  /// a popover; no effect on layout).
  ///
  /// ```swift
  /// preferredContentSize = CGSize(width: 320, height: 240)
  /// ```
  public var preferredContentSize: CGSize = .zero

  /// The title (shown by a navigation bar or tab bar; kept here).
  ///
  /// ```swift
  /// controller.title = "Inbox"
  /// ```
  public var title: String? {
    didSet {
      if let item = emulationAttachments[.navigationItem] as? ViewController.TitleFollowing,
        item.title == nil || item.title == oldValue
      {
        item.title = title
      }
    }
  }

  /// What the UIKit emulation keeps on the controller for properties UIKit declares on
  /// `UIViewController` and the emulation adds in extensions (its navigation item, tab bar item,
  /// toolbar items, sheet), made on first use.
  package var emulationAttachments: [Attachment: AnyObject] = [:]

  /// The properties kept in ``emulationAttachments``.
  package enum Attachment: Hashable {
    case navigationItem, tabBarItem, toolbarItems, sheet
  }

  /// An attachment whose title follows the controller's ``title`` while it has none of its own
  /// (a navigation item, as in UIKit).
  package protocol TitleFollowing: AnyObject {
    var title: String? { get set }
  }

  /// The insets a container's bars add to the root view's safe area (a navigation controller's
  /// bar), beside the controller's own ``additionalSafeAreaInsets``.
  package var containerBarInsets: EdgeInsets = .zero

  /// The controller this one presents (UIKit's `presentedViewController`).
  public internal(set) var presentedViewController: ViewController?
  /// The controller that presents this one (UIKit's `presentingViewController`).
  public internal(set) weak var presentingViewController: ViewController?
  /// How the controller is shown when presented (UIKit's `modalPresentationStyle`; default
  /// ``ModalPresentationStyle/automatic``).
  public var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// The animation of a presentation (kept).
  public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
  /// Whether a presentation in `.currentContext` style (a search controller's) covers this
  /// controller rather than the window (kept: presentations cover the window here).
  public var definesPresentationContext = false
  /// Whether this controller's transition style is used for presentations in its context (kept).
  public var providesPresentationContextTransitionStyle = false

  /// The edges where the view extends under its container's bars (UIKit's
  /// `edgesForExtendedLayout`, default all): a navigation controller's child without `.top`
  /// starts below the navigation bar, a tab bar controller's child without `.bottom` ends above
  /// the tab bar, and the bar is then not in the view's safe area.
  ///
  /// ```swift
  /// controller.edgesForExtendedLayout = []   // the view starts below the navigation bar
  /// ```
  public var edgesForExtendedLayout: RectEdge = .all {
    didSet { if edgesForExtendedLayout != oldValue { parent?.barChanged() } }
  }

  /// Whether the view extends under opaque bars too (UIKit's `extendedLayoutIncludesOpaqueBars`,
  /// default `false`: a bar that is not translucent keeps the view out from under it).
  public var extendedLayoutIncludesOpaqueBars = false {
    didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.barChanged() } }
  }

  /// A container with bars (`NavigationController`, `TabBarController`) gives its children
  /// their bar insets and places them again; other controllers have no bars.
  @_spi(UIKitEmulation) open func barChanged() {}

  /// What the controller adds to its root view's safe area: its container's bars and its own
  /// ``additionalSafeAreaInsets``.
  var extraSafeAreaInsets: EdgeInsets {
    let own = additionalSafeAreaInsets
    let bars = containerBarInsets
    return EdgeInsets(
      top: own.top + bars.top, left: own.left + bars.left, bottom: own.bottom + bars.bottom,
      right: own.right + bars.right)
  }

  /// Whether bottom bars hide while this controller is the top of a navigation controller: the
  /// navigation controller's toolbar, and the tab bar of a tab bar controller around it (UIKit:
  /// "the value of this property on the topmost view controller determines whether the toolbar
  /// is visible"). The controller's safe area then ends at the home indicator.
  ///
  /// ```swift
  /// detail.hidesBottomBarWhenPushed = true
  /// navigationController?.pushViewController(detail, animated: true)   // no tab bar
  /// ```
  public var hidesBottomBarWhenPushed = false {
    didSet {
      // Its container (a navigation controller's toolbar) and the container's (a tab bar) may
      // show one bar fewer.
      if hidesBottomBarWhenPushed != oldValue {
        parent?.barChanged()
        parent?.parent?.barChanged()
      }
    }
  }

  /// Whether a container around this controller hides its bottom bar for it: a navigation
  /// controller whose top controller sets ``hidesBottomBarWhenPushed``; no other controller.
  @_spi(UIKitEmulation) open var hidesContainerBottomBar: Bool { false }

  /// Extra safe-area insets for the root view (for example a custom bar).
  ///
  /// ```swift
  /// controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
  /// ```
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
      view.changedEngine?.controllerInsetsChanged(view)
      view.setNeedsLayout()
    }
  }

  /// The guide from the top of the root view down to the top of its safe area (UIKit's deprecated
  /// `topLayoutGuide`); `length` is its height.
  public var topLayoutGuide: LayoutSupport {
    if let guide = topSupport { return guide }
    let guide = LayoutSupport(view: view, top: true)
    topSupport = guide
    return guide
  }

  /// The guide from the bottom of the safe area to the bottom of the root view (UIKit's deprecated
  /// `bottomLayoutGuide`).
  public var bottomLayoutGuide: LayoutSupport {
    if let guide = bottomSupport { return guide }
    let guide = LayoutSupport(view: view, top: false)
    bottomSupport = guide
    return guide
  }

  /// Called when the app receives a memory warning (UIKit's `didReceiveMemoryWarning()`, which
  /// Xcode's view controller template overrides): release what can be made again, and call
  /// `super`. ``Application/sendMemoryWarning()`` sends one.
  ///
  /// ```swift
  /// override func didReceiveMemoryWarning() {
  ///   super.didReceiveMemoryWarning()
  ///   imageCache.removeAll()
  /// }
  /// ```
  open func didReceiveMemoryWarning() {}

  /// The leading and trailing minimum margin of a root view `width` points wide.
  ///
  /// ```swift
  /// ViewController.systemMinimumSideMargin(width: 375)   // 16
  /// ViewController.systemMinimumSideMargin(width: 414)   // 20
  /// ```
  package static func systemMinimumSideMargin(width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }

  /// The smallest margins the root view gets (UIKit's `systemMinimumLayoutMargins`): 16 points
  /// leading and trailing up to 375 points wide, 20 on wider views, none at the top and bottom.
  ///
  /// ```swift
  /// controller.systemMinimumLayoutMargins.leading   // 16 on an iPhone SE
  /// ```
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side = Self.systemMinimumSideMargin(width: viewIfLoaded?.bounds.width ?? Screen.main.bounds.width)
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (default true).
  /// Set it to false before the controller joins a window to keep smaller margins.
  ///
  /// ```swift
  /// viewRespectsSystemMinimumLayoutMargins = false
  /// view.directionalLayoutMargins = .zero
  /// ```
  public var viewRespectsSystemMinimumLayoutMargins = true

  /// The side margin ``applySystemMinimumMargins(width:)`` last gave the root view.
  private var appliedMinimumSide: CGFloat?

  /// Gives a child controller's root view the minimum margins of its own width, as UIKit gives
  /// every controller's root view (Apple: "the minimum layout margins for the view controller's
  /// root view"); called in the view's layout pass, so that a view placed by the parent's
  /// constraints gets them once its width is known, and again when the width crosses 375 points.
  package func keepSystemMinimumMargins() {
    guard viewRespectsSystemMinimumLayoutMargins, let root = viewIfLoaded, root.bounds.width > 0 else {
      return
    }
    let width = root.bounds.width
    guard appliedMinimumSide != Self.systemMinimumSideMargin(width: width) else { return }
    applySystemMinimumMargins(width: width)
  }

  private var topSupport: LayoutSupport?
  private var bottomSupport: LayoutSupport?

  /// UIKit's minimum margins of a root view: 16 points leading and trailing up to 375 points wide
  /// (iPhone SE … iPhone 8, X, 11 Pro), 20 on wider views (iPhone Plus and Max sizes, iPads), none
  /// at the top and bottom. Observed in the stored frames of the public corpus (docs/interface-builder.md):
  /// 93 root views 320–375 wide use 16, 78 root views 400–1024 wide use 20, none disagree.
  /// Margins the code set before are kept where they are larger (the minimum is a floor).
  package func applySystemMinimumMargins(width: CGFloat) {
    guard viewRespectsSystemMinimumLayoutMargins else { return }
    let side = Self.systemMinimumSideMargin(width: width)
    appliedMinimumSide = side
    let root = view!
    guard root.marginsWereSet else {
      root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
      root.marginsWereSet = false
      return
    }
    let set = root.specifiedMargins.directional(for: root.effectiveUserInterfaceLayoutDirection)
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: set.top, leading: max(set.leading, side), bottom: set.bottom, trailing: max(set.trailing, side))
  }
}

/// The top or bottom layout guide of a view controller (UIKit's `UILayoutSupport`).
///
/// ```swift
/// label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 20)
/// ```
public final class LayoutSupport: LayoutGuide {
  init(view: View, top: Bool) {
    super.init()
    identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    view.addLayoutGuide(self)
    let safe = view.safeAreaLayoutGuide
    let vertical =
      top
      ? [topAnchor.constraint(equalTo: view.topAnchor), bottomAnchor.constraint(equalTo: safe.topAnchor)]
      : [
        topAnchor.constraint(equalTo: safe.bottomAnchor), bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ]
    let made =
      vertical + [
        leadingAnchor.constraint(equalTo: view.leadingAnchor), widthAnchor.constraint(equalToConstant: 0),
      ]
    for constraint in made { constraint.origin = .system(.layoutSupport) }
    LayoutConstraint.activate(made)
  }

  /// The guide's height, as of the last layout pass.
  ///
  /// ```swift
  /// controller.topLayoutGuide.length  // the status bar's height
  /// ```
  public var length: CGFloat { layoutFrame.height }
}

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
open class ViewController {
  private var loadedView: View?

  /// Creates a view controller; its view is loaded on first access.
  ///
  /// ```swift
  /// let controller = ViewController()
  /// ```
  public init() {}

  /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access.
  ///
  /// ```swift
  /// controller.view.addSubview(label)
  /// ```
  public var view: View {
    if let loadedView { return loadedView }
    let made = makeView()
    loadedView = made
    made.viewController = self
    viewDidLoad()
    return made
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  private func makeView() -> View {
    loadView()
    return loadedView ?? View()
  }

  /// Override to make the root view yourself (assign it with ``setView(_:)``).
  ///
  /// ```swift
  /// override func loadView() { setView(MyRootView()) }
  /// ```
  open func loadView() {
    loadedView = View()
  }

  /// Sets the root view from ``loadView()``.
  public func setView(_ view: View) {
    loadedView = view
  }

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

  /// Extra safe-area insets for the root view (for example a custom bar).
  ///
  /// ```swift
  /// controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
  /// ```
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet { view.setNeedsLayout() }
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

  /// The leading and trailing minimum margin of a root view `width` points wide.
  ///
  /// ```swift
  /// ViewController.systemMinimumSideMargin(width: 375)   // 16
  /// ViewController.systemMinimumSideMargin(width: 414)   // 20
  /// ```
  package static func systemMinimumSideMargin(width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }

  private var topSupport: LayoutSupport?
  private var bottomSupport: LayoutSupport?

  /// UIKit's minimum margins of a root view: 16 points leading and trailing up to 375 points wide
  /// (iPhone SE … iPhone 8, X, 11 Pro), 20 on wider views (iPhone Plus and Max sizes, iPads), none
  /// at the top and bottom. Observed in the stored frames of the public corpus (docs/interface-builder.md):
  /// 93 root views 320–375 wide use 16, 78 root views 400–1024 wide use 20, none disagree.
  func applySystemMinimumMargins(width: CGFloat) {
    let side = Self.systemMinimumSideMargin(width: width)
    view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
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

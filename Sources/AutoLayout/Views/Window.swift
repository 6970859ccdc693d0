import Foundation

/// The root of a view hierarchy with its environment: size, display scale, layout direction,
/// safe-area insets and content size category (UIKit's `UIWindow` plus the trait environment).
///
/// ```swift
/// let window = Window(size: CGSize(width: 393, height: 852), scale: 3,
///                     safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
/// window.rootViewController = controller
/// window.layoutIfNeeded()
/// ```
open class Window: View {
  /// Points per pixel: frames are snapped to `1 / scale` (edges rounded half-up).
  public var scale: CGFloat {
    didSet { setNeedsLayout() }
  }
  /// The layout direction views inherit unless they force one.
  public var layoutDirection: UserInterfaceLayoutDirection {
    didSet { engineIfPresent?.invalidateStructure() }
  }
  /// The insets of the safe area from the window's edges (status bar, notch, home indicator).
  public var windowSafeAreaInsets: EdgeInsets {
    didSet { setNeedsLayout(); engineIfPresent?.marginsChanged(self) }
  }
  /// The user's text size preference, as UIKit's `UIContentSizeCategory` raw value
  /// (`"UICTContentSizeCategoryL"` is the default "large").
  public var contentSizeCategory: String {
    didSet { if contentSizeCategory != oldValue { textEnvironmentChanged() } }
  }
  /// How much room the window has across (UIKit's `traitCollection.horizontalSizeClass`).
  public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
  /// How much room the window has down (UIKit's `traitCollection.verticalSizeClass`).
  public var verticalSizeClass: UserInterfaceSizeClass = .unspecified

  /// Creates a window.
  ///
  /// ```swift
  /// let window = Window(size: CGSize(width: 375, height: 667))
  /// ```
  public init(
    size: CGSize, scale: CGFloat = 2, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    safeAreaInsets: EdgeInsets = .zero, contentSizeCategory: String = "UICTContentSizeCategoryL"
  ) {
    self.scale = scale
    self.layoutDirection = layoutDirection
    windowSafeAreaInsets = safeAreaInsets
    self.contentSizeCategory = contentSizeCategory
    super.init(frame: CGRect(origin: .zero, size: size))
  }

  /// `UIWindow`.
  override open class var uikitName: String { "UIWindow" }

  /// The view controller whose view fills the window.
  ///
  /// ```swift
  /// window.rootViewController = MyViewController()
  /// ```
  public var rootViewController: ViewController? {
    didSet {
      if let old = oldValue, old !== rootViewController { old.view.removeFromSuperview() }
      guard let controller = rootViewController else { return }
      let view = controller.view
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.frame = bounds
      controller.applySystemMinimumMargins(width: bounds.width)
      addSubview(view)
    }
  }
}

import AutoLayout
import Foundation

extension NavigationBar {
  /// The bar's appearance at its standard height (UIKit's `standardAppearance`; kept: it changes
  /// no frame).
  ///
  /// ```swift
  /// navigationBar.standardAppearance = appearance
  /// ```
  public var standardAppearance: NavigationBarAppearance {
    get { appearances.standard }
    set { appearances.standard = newValue }
  }

  /// The appearance in a compact-height bar (`nil`: the standard one).
  public var compactAppearance: NavigationBarAppearance? {
    get { appearances.compact }
    set { appearances.compact = newValue }
  }

  /// The appearance while content is scrolled to the bar's edge (`nil`: a transparent standard
  /// one, as UIKit's default since iOS 15).
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue }
  }

  /// The compact bar's appearance at the scroll edge.
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    get { appearances.compactScrollEdge }
    set { appearances.compactScrollEdge = newValue }
  }

  /// Sets the background image for a bar height (UIKit's `setBackgroundImage(_:for:)`; kept).
  ///
  /// ```swift
  /// navigationBar.setBackgroundImage(Image(), for: .default)
  /// ```
  public func setBackgroundImage(_ image: Image?, for metrics: BarMetrics) {
    appearances.backgroundImages[metrics] = image
  }

  /// The background image set for a bar height.
  public func backgroundImage(for metrics: BarMetrics) -> Image? { appearances.backgroundImages[metrics] }

  /// The image of the line under the bar (UIKit's `shadowImage`; kept).
  public var shadowImage: Image? {
    get { appearances.shadowImage }
    set { appearances.shadowImage = newValue }
  }
}

extension TabBar {
  /// The bar's appearance (UIKit's `standardAppearance`; kept).
  ///
  /// ```swift
  /// tabBar.standardAppearance = TabBarAppearance()
  /// ```
  public var standardAppearance: TabBarAppearance {
    get { tabAppearances.standard }
    set { tabAppearances.standard = newValue }
  }

  /// The appearance while content is scrolled to the bar's edge (`nil`: a transparent standard
  /// one).
  public var scrollEdgeAppearance: TabBarAppearance? {
    get { tabAppearances.scrollEdge }
    set { tabAppearances.scrollEdge = newValue }
  }
}

extension Toolbar {
  /// The bar's appearance (UIKit's `standardAppearance`; kept).
  ///
  /// ```swift
  /// toolbar.standardAppearance = ToolbarAppearance()
  /// ```
  public var standardAppearance: ToolbarAppearance {
    get { toolbarAppearances.standard }
    set { toolbarAppearances.standard = newValue }
  }

  /// The appearance in a compact-height bar (`nil`: the standard one).
  public var compactAppearance: ToolbarAppearance? {
    get { toolbarAppearances.compact }
    set { toolbarAppearances.compact = newValue }
  }

  /// The appearance at the scroll edge (`nil`: a transparent standard one).
  public var scrollEdgeAppearance: ToolbarAppearance? {
    get { toolbarAppearances.scrollEdge }
    set { toolbarAppearances.scrollEdge = newValue }
  }
}

/// A navigation bar's appearances.
final class NavigationBarAppearances {
  var standard = NavigationBarAppearance()
  var compact: NavigationBarAppearance?
  var scrollEdge: NavigationBarAppearance?
  var compactScrollEdge: NavigationBarAppearance?
  var backgroundImages: [BarMetrics: Image] = [:]
  var shadowImage: Image?
}

/// A tab bar's appearances.
final class TabBarAppearances {
  var standard = TabBarAppearance()
  var scrollEdge: TabBarAppearance?
}

/// A toolbar's appearances.
final class ToolbarAppearances {
  var standard = ToolbarAppearance()
  var compact: ToolbarAppearance?
  var scrollEdge: ToolbarAppearance?
}

/// Where the status bar is (UIKit's `UIStatusBarManager`): the scene's screen's top inset.
///
/// ```swift
/// let height = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
/// ```
public final class StatusBarManager {
  private weak var scene: WindowScene?
  init(scene: WindowScene) { self.scene = scene }

  /// The status bar's frame in the screen: as wide as the screen and as tall as its top safe-area
  /// inset in portrait (the status bar, or the sensor housing that holds it; 0 without one).
  public var statusBarFrame: CGRect {
    guard let screen = scene?.screen else { return .zero }
    return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top)
  }

  /// Whether the status bar is hidden (`false`).
  public var isStatusBarHidden: Bool { false }
}

extension WindowScene {
  /// The scene's status bar (UIKit's `statusBarManager`).
  ///
  /// ```swift
  /// scene.statusBarManager?.statusBarFrame.height   // 59 on an iPhone 15
  /// ```
  public var statusBarManager: StatusBarManager? { StatusBarManager(scene: self) }
}

import AutoLayout
import Foundation

/// How a bar's background looks (UIKit's `UIBarAppearance`): colour, effect, image and shadow.
/// Kept for the code that sets them up — a bar's appearance changes no frame.
///
/// ```swift
/// let appearance = NavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemBackground
/// navigationController.navigationBar.standardAppearance = appearance
/// ```
open class BarAppearance {
  /// The background colour.
  public var backgroundColor: Color?
  /// The blur behind the bar (`nil`: none).
  public var backgroundEffect: BlurEffect?
  /// A background image.
  public var backgroundImage: Image?
  /// How the background image fills the bar.
  public var backgroundImageContentMode: View.ContentMode = .scaleToFill
  /// The shadow line's colour (`nil` or clear: none).
  public var shadowColor: Color?
  /// An image for the shadow line.
  public var shadowImage: Image?

  /// A default (translucent) background, as UIKit's `init()`.
  public init() { configureWithDefaultBackground() }

  /// A copy of another appearance (UIKit's `init(barAppearance:)`).
  public init(barAppearance: BarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundEffect = barAppearance.backgroundEffect
    backgroundImage = barAppearance.backgroundImage
    backgroundImageContentMode = barAppearance.backgroundImageContentMode
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// The system's translucent background: a blur and a thin shadow.
  public func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundEffect = BlurEffect(style: .systemChromeMaterial)
    backgroundImage = nil
    shadowColor = Color(white: 0, alpha: 0.3)
    shadowImage = nil
  }

  /// An opaque background in the system background colour, with a shadow.
  public func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundEffect = nil
    backgroundImage = nil
    shadowColor = Color(white: 0, alpha: 0.3)
    shadowImage = nil
  }

  /// No background and no shadow.
  public func configureWithTransparentBackground() {
    backgroundColor = nil
    backgroundEffect = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }
}

/// The text attributes and images of one state of a bar button (UIKit's
/// `UIBarButtonItemStateAppearance`; kept).
///
/// ```swift
/// appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
/// ```
public final class BarButtonItemStateAppearance {
  /// The title's text attributes.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// A background image.
  public var backgroundImage: Image?
  init() {}
}

/// How bar buttons look in each state (UIKit's `UIBarButtonItemAppearance`; kept).
///
/// ```swift
/// let buttons = BarButtonItemAppearance(style: .plain)
/// buttons.normal.titleTextAttributes = [.foregroundColor: Color.systemBlue]
/// ```
public final class BarButtonItemAppearance {
  /// The normal state.
  public let normal = BarButtonItemStateAppearance()
  /// The highlighted state.
  public let highlighted = BarButtonItemStateAppearance()
  /// The disabled state.
  public let disabled = BarButtonItemStateAppearance()
  /// The focused state.
  public let focused = BarButtonItemStateAppearance()
  /// The button style it is for.
  public let style: BarButtonItem.Style

  /// An appearance for buttons of `style`.
  public init(style: BarButtonItem.Style = .plain) { self.style = style }

  /// Resets every state.
  public func configureWithDefault(for style: BarButtonItem.Style) {
    for state in [normal, highlighted, disabled, focused] {
      state.titleTextAttributes = [:]
      state.backgroundImage = nil
    }
  }
}

/// A navigation bar's appearance (UIKit's `UINavigationBarAppearance`): its background and its
/// titles' and buttons' attributes (kept).
///
/// ```swift
/// let appearance = NavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.titleTextAttributes = [.foregroundColor: Color.white]
/// navigationBar.standardAppearance = appearance
/// navigationBar.scrollEdgeAppearance = appearance
/// ```
public final class NavigationBarAppearance: BarAppearance {
  /// The title's text attributes.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's text attributes.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Plain bar buttons.
  public var buttonAppearance = BarButtonItemAppearance(style: .plain)
  /// Done buttons.
  public var doneButtonAppearance = BarButtonItemAppearance(style: .done)
  /// The back button.
  public var backButtonAppearance = BarButtonItemAppearance(style: .plain)
  /// The back indicator's image.
  public private(set) var backIndicatorImage: Image?
  /// The back indicator's transition mask.
  public private(set) var backIndicatorTransitionMaskImage: Image?

  /// Sets the back indicator's image and its transition mask.
  public func setBackIndicatorImage(_ image: Image?, transitionMaskImage: Image?) {
    backIndicatorImage = image
    backIndicatorTransitionMaskImage = transitionMaskImage
  }
}

/// A toolbar's appearance (UIKit's `UIToolbarAppearance`; kept).
///
/// ```swift
/// toolbar.standardAppearance = ToolbarAppearance()
/// ```
public final class ToolbarAppearance: BarAppearance {
  /// Plain bar buttons.
  public var buttonAppearance = BarButtonItemAppearance(style: .plain)
  /// Done buttons.
  public var doneButtonAppearance = BarButtonItemAppearance(style: .done)
}

/// One state of a tab bar item (UIKit's `UITabBarItemStateAppearance`; kept).
///
/// ```swift
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
/// ```
public final class TabBarItemStateAppearance {
  /// The title's text attributes.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The icon's colour.
  public var iconColor: Color?
  /// The badge's background colour.
  public var badgeBackgroundColor: Color?
  /// The badge's text attributes.
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  init() {}
}

/// How tab bar items look in each state (UIKit's `UITabBarItemAppearance`; kept).
///
/// ```swift
/// let items = TabBarItemAppearance()
/// items.normal.iconColor = .secondaryLabel
/// ```
public final class TabBarItemAppearance {
  /// The normal state.
  public let normal = TabBarItemStateAppearance()
  /// The selected state.
  public let selected = TabBarItemStateAppearance()
  /// The disabled state.
  public let disabled = TabBarItemStateAppearance()
  /// The focused state.
  public let focused = TabBarItemStateAppearance()
  /// A default item appearance.
  public init() {}
}

/// A tab bar's appearance (UIKit's `UITabBarAppearance`; kept).
///
/// ```swift
/// let appearance = TabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// tabBar.standardAppearance = appearance
/// tabBar.scrollEdgeAppearance = appearance
/// ```
public final class TabBarAppearance: BarAppearance {
  /// Items laid out stacked (icon over title, a phone in portrait).
  public var stackedLayoutAppearance = TabBarItemAppearance()
  /// Items laid out inline (icon beside title, wide tab bars).
  public var inlineLayoutAppearance = TabBarItemAppearance()
  /// Items inline in a compact bar.
  public var compactInlineLayoutAppearance = TabBarItemAppearance()
  /// The selection indicator's colour.
  public var selectionIndicatorTintColor: Color?
  /// The selection indicator's image.
  public var selectionIndicatorImage: Image?
}

/// UIKit's `UIBarMetrics`: the bar heights a background image is for.
public enum BarMetrics: Int, Sendable {
  case `default`, compact, defaultPrompt = 101, compactPrompt
}

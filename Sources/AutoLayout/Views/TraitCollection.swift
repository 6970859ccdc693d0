import Foundation

/// The traits of a view's environment (UIKit's `UITraitCollection`): size classes, layout
/// direction, content size category, display scale, idiom and appearance. A view and a view
/// controller read their window's; ``View/traitCollectionDidChange(_:)`` is called when they change.
///
/// ```swift
/// if traitCollection.horizontalSizeClass == .regular { stack.axis = .horizontal }
/// let large = traitCollection.preferredContentSizeCategory >= .accessibilityMedium
/// ```
public struct TraitCollection: Equatable, Sendable {
  /// Room across and down.
  public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
  /// Room down.
  public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
  /// The layout direction.
  public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
  /// The user's text size (`.large`, UIKit's default, when not specified).
  public var preferredContentSizeCategory: ContentSizeCategory = .large {
    didSet { specifiesContentSize = true }
  }
  /// Whether ``preferredContentSizeCategory`` was specified (UIKit's `.unspecified` category).
  var specifiesContentSize = false
  /// Points per pixel (0 when unknown).
  public var displayScale: CGFloat = 0
  /// The kind of device.
  public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
  /// Light or dark appearance.
  public var userInterfaceStyle: UserInterfaceStyle = .unspecified

  /// A collection with every trait unspecified.
  ///
  /// ```swift
  /// let none = TraitCollection()
  /// ```
  public init() {}

  /// A collection with one trait specified (UIKit's single-trait initialisers).
  ///
  /// ```swift
  /// let regular = TraitCollection(horizontalSizeClass: .regular)
  /// ```
  public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
  /// A collection with only the vertical size class.
  public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
  /// A collection with only the layout direction.
  public init(layoutDirection: TraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
  /// A collection with only the content size category.
  public init(preferredContentSizeCategory: ContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
    specifiesContentSize = true
  }
  /// A collection with only the display scale.
  public init(displayScale: CGFloat) { self.displayScale = displayScale }
  /// A collection with only the idiom.
  public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
  /// A collection with only the appearance.
  public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

  /// The traits of several collections, later ones overriding the ones they specify.
  ///
  /// ```swift
  /// TraitCollection(traitsFrom: [base, TraitCollection(horizontalSizeClass: .compact)])
  /// ```
  public init(traitsFrom collections: [TraitCollection]) {
    for c in collections {
      if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
      if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
      if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
      if c.specifiesContentSize { preferredContentSizeCategory = c.preferredContentSizeCategory }
      if c.displayScale != 0 { displayScale = c.displayScale }
      if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
      if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
    }
  }

  /// Whether every trait `other` specifies has the same value here.
  ///
  /// ```swift
  /// traits.containsTraits(in: TraitCollection(horizontalSizeClass: .compact))
  /// ```
  public func containsTraits(in other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return TraitCollection(traitsFrom: [self, other]) == self
  }

  /// Whether light/dark appearance differs (colours would need resolving again).
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
  }
}

/// The layout direction of a trait environment (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

extension UserInterfaceIdiom {
  /// The idiom of a screen or window `size`: a pad when its shorter side is at least 768 points
  /// (every iPad), otherwise a phone.
  package init(screenSize size: CGSize) {
    self = min(size.width, size.height) >= 768 ? .pad : .phone
  }
}

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable {
  case unspecified = 0, light = 1, dark = 2
}

extension View {
  /// The traits of the view's environment: its window's size classes, content size category,
  /// scale and idiom, and the view's own layout direction (unspecified outside a window, except
  /// the scale, which is the main screen's).
  ///
  /// ```swift
  /// label.traitCollection.preferredContentSizeCategory   // .large by default
  /// ```
  public var traitCollection: TraitCollection {
    var traits = TraitCollection()
    traits.layoutDirection =
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    traits.userInterfaceStyle = .light
    guard let window else {
      traits.displayScale = Screen.main.scale
      return traits
    }
    traits.horizontalSizeClass = window.horizontalSizeClass
    traits.verticalSizeClass = window.verticalSizeClass
    traits.preferredContentSizeCategory = ContentSizeCategory(rawValue: window.contentSizeCategory) ?? .large
    traits.displayScale = window.scale
    traits.userInterfaceIdiom = window.userInterfaceIdiom
    return traits
  }
}

extension Window {
  /// Tells every view of the window and every view controller with a view in it that the traits
  /// changed from `previous` (each view with the collection it had: directions may differ).
  func traitsChanged(from previous: [ObjectIdentifier: TraitCollection]) {
    for view in subtree {
      guard let old = previous[ObjectIdentifier(view)], old != view.traitCollection else { continue }
      view.traitCollectionDidChange(old)
      view.viewController?.traitCollectionDidChange(old)
    }
  }

  /// The trait collection of every view of the window, before a change.
  func traitsByView() -> [ObjectIdentifier: TraitCollection] {
    var traits: [ObjectIdentifier: TraitCollection] = [:]
    for view in subtree { traits[ObjectIdentifier(view)] = view.traitCollection }
    return traits
  }
}

import Foundation

/// The user's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes and five
/// larger accessibility sizes. The raw value is UIKit's string.
///
/// ```swift
/// let window = Window(size: CGSize(width: 393, height: 852),
///                     contentSizeCategory: ContentSizeCategory.accessibilityLarge.rawValue)
/// ContentSizeCategory.large.name   // "large"
/// ```
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
  /// The smallest standard size.
  case extraSmall = "UICTContentSizeCategoryXS"
  /// Small.
  case small = "UICTContentSizeCategoryS"
  /// Medium.
  case medium = "UICTContentSizeCategoryM"
  /// The default.
  case large = "UICTContentSizeCategoryL"
  /// Extra large.
  case extraLarge = "UICTContentSizeCategoryXL"
  /// Extra extra large.
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  /// The largest standard size.
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  /// The smallest accessibility size.
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  /// Accessibility large.
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  /// Accessibility extra large.
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  /// Accessibility extra extra large.
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  /// The largest size of all.
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// The Swift case name (`large`, `accessibilityMedium` …), as layout documents write it.
  ///
  /// ```swift
  /// ContentSizeCategory(name: "extraLarge") == .extraLarge   // true
  /// ```
  public var name: String { String(describing: self) }

  /// The category with that case name, or `nil`.
  ///
  /// ```swift
  /// ContentSizeCategory(name: "accessibilityLarge")
  /// ```
  public init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }

  /// Whether it is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
  ///
  /// ```swift
  /// ContentSizeCategory.accessibilityMedium.isAccessibilityCategory   // true
  /// ```
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Smaller categories sort first.
  public static func < (a: Self, b: Self) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

extension ContentSizeCategory {
  /// Posted when a window's text size changes (UIKit's
  /// `UIContentSizeCategory.didChangeNotification`), with the new category's name under
  /// ``newValueUserInfoKey``.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(
  ///   self, selector: ViewController.textSizeChanged(_:), name: UIContentSizeCategory.didChangeNotification,
  ///   object: nil)
  /// ```
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category's name in the notification's userInfo (UIKit's
  /// `UIContentSizeCategoryNewValueKey`).
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

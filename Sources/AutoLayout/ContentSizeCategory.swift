/// The user's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes and five
/// larger accessibility sizes. The raw value is UIKit's string.
///
/// ```swift
/// let window = Window(size: CGSize(width: 393, height: 852),
///                     contentSizeCategory: ContentSizeCategory.accessibilityLarge.rawValue)
/// ContentSizeCategory.large.name   // "large"
/// ```
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
  case extraSmall = "UICTContentSizeCategoryXS"
  case small = "UICTContentSizeCategoryS"
  case medium = "UICTContentSizeCategoryM"
  /// The default.
  case large = "UICTContentSizeCategoryL"
  case extraLarge = "UICTContentSizeCategoryXL"
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
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

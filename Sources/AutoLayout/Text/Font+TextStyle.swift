import Foundation

extension Font {
  /// The semantic text styles of Dynamic Type (UIKit's `UIFont.TextStyle`).
  ///
  /// ```swift
  /// Font.TextStyle.headline.pointSize(for: .large)        // 17
  /// Font.TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge)   // 53
  /// ```
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// Large title: 34 pt at the default size.
    case largeTitle
    /// Title 1: 28 pt.
    case title1
    /// Title 2: 22 pt.
    case title2
    /// Title 3: 20 pt.
    case title3
    /// Headline: 17 pt semibold.
    case headline
    /// Body: 17 pt.
    case body
    /// Callout: 16 pt.
    case callout
    /// Subheadline: 15 pt.
    case subheadline
    /// Footnote: 13 pt.
    case footnote
    /// Caption 1: 12 pt.
    case caption1
    /// Caption 2: 11 pt.
    case caption2

    /// The weight the style uses (semibold for the headline, regular for the others).
    ///
    /// ```swift
    /// Font.TextStyle.headline.weight   // .semibold
    /// ```
    public var weight: Weight { self == .headline ? .semibold : .regular }

    /// The point size at a content size category: the sizes of Apple's Dynamic Type table for iOS
    /// (extra small … extra extra extra large, then the five accessibility sizes).
    ///
    /// ```swift
    /// Font.TextStyle.caption2.pointSize(for: .small)   // 11
    /// ```
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
      let index = ContentSizeCategory.allCases.firstIndex(of: category)!
      return Self.sizes[self]![index]
    }

    /// xS, S, M, L (default), XL, XXL, XXXL, AX1 … AX5.
    static let sizes: [TextStyle: [CGFloat]] = [
      .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
  }
}

/// Scales sizes the way text styles scale (UIKit's `UIFontMetrics`): a value given at the default
/// (large) category grows by the style's size ratio at another category.
///
/// ```swift
/// let metrics = FontMetricsScaler(forTextStyle: .body)
/// metrics.scaledValue(for: 44, compatibleWith: .accessibilityMedium)   // 44 × 28 / 17 ≈ 72.47
/// ```
public struct FontMetricsScaler: Sendable {
  /// The style whose scaling is followed.
  public let textStyle: Font.TextStyle

  /// A scaler following a text style (UIKit's `UIFontMetrics(forTextStyle:)`).
  ///
  /// ```swift
  /// let headline = FontMetricsScaler(forTextStyle: .headline)
  /// ```
  public init(forTextStyle textStyle: Font.TextStyle = .body) {
    self.textStyle = textStyle
  }

  /// `value × size(category) / size(large)`.
  ///
  /// ```swift
  /// FontMetricsScaler().scaledValue(for: 17, compatibleWith: .extraSmall)   // 14
  /// ```
  public func scaledValue(for value: CGFloat, compatibleWith category: ContentSizeCategory) -> CGFloat {
    value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }

  /// A font scaled for a category (UIKit's `scaledFont(for:compatibleWith:)`).
  ///
  /// ```swift
  /// FontMetricsScaler().scaledFont(for: Font(name: "DejaVu Serif", size: 17), compatibleWith: .extraLarge)
  /// ```
  public func scaledFont(for font: Font, compatibleWith category: ContentSizeCategory) -> Font {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: category))
  }

  /// The body style's scaler (UIKit's `UIFontMetrics.default`).
  ///
  /// ```swift
  /// FontMetricsScaler.default.scaledValue(for: 8)   // 8 at the default category
  /// ```
  public static let `default` = FontMetricsScaler(forTextStyle: .body)

  /// `value` at the default category, large, where it is unchanged (UIKit's
  /// `scaledValue(for:)` follows the app's category; pass `compatibleWith:` for another).
  ///
  /// ```swift
  /// FontMetricsScaler.default.scaledValue(for: 44)   // 44
  /// ```
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: .large)
  }

  /// `font` at the default category, large (UIKit's `scaledFont(for:)`; pass `compatibleWith:`
  /// for another category).
  ///
  /// ```swift
  /// FontMetricsScaler(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17))
  /// ```
  public func scaledFont(for font: Font) -> Font {
    scaledFont(for: font, compatibleWith: .large)
  }
}

import Foundation

/// A font: a family (a fontconfig family name or a path to a TTF/OTF file), a point size and a
/// weight (UIKit's `UIFont`, the parts layout needs). What a font measures comes from the
/// ``TextMeasuring`` in use: ``TextMeasuring/metrics(for:)`` and ``TextMeasuring/width(of:font:)``.
///
/// ```swift
/// let title = Font.systemFont(ofSize: 17, weight: .semibold)
/// let body = Font.preferredFont(forTextStyle: .body)
/// let mono = Font(name: "DejaVu Sans Mono", size: 13)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The family name the system font maps to: DejaVu Sans, the Linux stand-in for San Francisco.
  public static let systemFontFamily = "DejaVu Sans"

  /// A family name (`"DejaVu Sans"`) or a path to a font file (`"/usr/share/fonts/…/X.ttf"`).
  public var familyName: String
  /// The size in points (the em square).
  public var pointSize: CGFloat
  /// The weight.
  public var weight: Weight
  /// The text style the font was made for (`preferredFont(forTextStyle:)`), which lets a label
  /// that adjusts for the content size category pick the size again.
  public var textStyle: TextStyle?
  /// Whether the font is the family's italic (UIKit's `traitItalic`).
  public var isItalic = false

  /// UIKit's font weights (`UIFont.Weight`), with their OpenType weight classes.
  public enum Weight: Int, Hashable, Sendable, CaseIterable {
    /// 100.
    case ultraLight = 100
    /// 200.
    case thin = 200
    /// 300.
    case light = 300
    /// 400, the default.
    case regular = 400
    /// 500.
    case medium = 500
    /// 600 (the headline style).
    case semibold = 600
    /// 700.
    case bold = 700
    /// 800.
    case heavy = 800
    /// 900.
    case black = 900
  }

  /// Creates a font of a family (or font file) at a size.
  ///
  /// ```swift
  /// let font = Font(name: "DejaVu Serif", size: 20)
  /// ```
  public init(name: String, size: CGFloat, weight: Weight = .regular) {
    familyName = name
    pointSize = size
    self.weight = weight
  }

  /// The system font at a size (UIKit's `UIFont.systemFont(ofSize:weight:)`).
  ///
  /// ```swift
  /// Font.systemFont(ofSize: 15).familyName   // "DejaVu Sans"
  /// ```
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
    Font(name: systemFontFamily, size: size, weight: weight)
  }

  /// The bold system font at a size.
  ///
  /// ```swift
  /// let emphasis = Font.boldSystemFont(ofSize: 17)
  /// ```
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size, weight: .bold)
  }

  /// The font of a text style at a content size category (UIKit's
  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`); the default category is large.
  ///
  /// ```swift
  /// Font.preferredFont(forTextStyle: .body).pointSize                            // 17
  /// Font.preferredFont(forTextStyle: .body, compatibleWith: .extraSmall).pointSize  // 14
  /// ```
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory = .large
  ) -> Font {
    var font = systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
    font.textStyle = style
    return font
  }

  /// The same font at another size.
  ///
  /// ```swift
  /// Font.systemFont(ofSize: 17).withSize(36).pointSize   // 36
  /// ```
  public func withSize(_ size: CGFloat) -> Font {
    var font = self
    font.pointSize = size
    return font
  }

  /// The font a label shows at a content size category: a text style's font is picked again for
  /// the category; other fonts are unchanged.
  ///
  /// ```swift
  /// Font.preferredFont(forTextStyle: .body).adjusted(for: .accessibilityMedium).pointSize  // 28
  /// ```
  public func adjusted(for category: ContentSizeCategory) -> Font {
    guard let textStyle else { return self }
    return Font.preferredFont(forTextStyle: textStyle, compatibleWith: category)
  }

  /// `DejaVu Sans 17pt`, `DejaVu Sans semibold 17pt (headline)`.
  public var description: String {
    let size =
      pointSize == pointSize.rounded() && abs(pointSize) < 1e9 ? String(pointSize.clampedInt) : "\(pointSize)"
    var text =
      familyName + (weight == .regular ? "" : " \(weight)") + (isItalic ? " italic" : "") + " \(size)pt"
    if let textStyle { text += " (\(textStyle))" }
    return text
  }
}

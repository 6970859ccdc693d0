import AutoLayout
import Foundation

/// Where UIKit puts the baselines of a label's, a text field's and a button's text, from the
/// font the file stores and the view's stored height (Xcode's own measure of the text).
///
/// UIKit centres a single line vertically in a text field and in a button's title label, and a
/// label draws its lines centred in its bounds; so the first baseline is half the spare height
/// plus the font's ascender, the last one half the spare height plus its descender above the
/// bottom. The fonts are San Francisco's metrics (SF Pro: 1950 / −494 units of 2048 per em, no
/// line gap — `UIFont.systemFont(ofSize: 17)` has ascender 16.19, descender −4.10, line height
/// 20.29), for the system fonts and the Dynamic Type text styles at the default size (Apple's
/// Human Interface Guidelines, "Typography": body 17, headline 17 semibold, callout 16,
/// subheadline 15, footnote 13, caption 1 12, caption 2 11, title 1–3 28 / 22 / 20, large title
/// 34). Named fonts are not in the table: their views keep no baseline of their own (the bottom).
///
/// ```swift
/// UIKitTextBaselines.offsets(kind: .label, font: StoredFont(attributes: ["type": "system", "pointSize": "17"]),
///                            lines: 1, height: 20.5)
/// // (first: 16.29, lastFromBottom: 4.21)
/// ```
public enum UIKitTextBaselines {
  /// SF Pro's ascender per point of size (1950 / 2048).
  static let ascenderPerPoint = EstimatingTextMeasurer.ascenderPerPoint
  /// SF Pro's descender per point of size (494 / 2048, as a distance below the baseline).
  static let descenderPerPoint = EstimatingTextMeasurer.descenderPerPoint

  /// iOS text styles at the default content size, by the names Interface Builder stores.
  static let textStyleSizes: [String: CGFloat] = [
    "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
    "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
    "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
    "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
  ]

  /// The point size of a stored font when it is San Francisco (a system font or an iOS text
  /// style), else `nil`.
  ///
  /// ```swift
  /// UIKitTextBaselines.systemFontSize(StoredFont(attributes: ["style": "UICTFontTextStyleBody"]))   // 17
  /// ```
  public static func systemFontSize(_ font: StoredFont) -> CGFloat? {
    if let style = font.textStyle { return textStyleSizes[style] }
    guard font.name == nil, let type = font.type, type.lowercased().hasSuffix("system") else { return nil }
    return font.pointSize
  }

  /// Whether views of an element kind draw text, and so have baselines: labels, text fields,
  /// buttons and text views.
  ///
  /// ```swift
  /// UIKitTextBaselines.hasText(kind: .label)       // true
  /// UIKitTextBaselines.hasText(kind: .imageView)   // false
  /// ```
  public static func hasText(kind: ElementKind) -> Bool { TextKinds.uikitWithBaselines.contains(kind) }

  /// The first baseline's distance from the top and the last one's from the bottom of a view of
  /// `kind` (`label`, `textField`, `button`) that is `height` tall, or `nil` when the view has no
  /// text baseline or the font is not in the table. `lines` is a label's `numberOfLines`.
  public static func offsets(kind: ElementKind, font: StoredFont?, lines: Int, height: CGFloat)
    -> (first: CGFloat, lastFromBottom: CGFloat)?
  {
    guard TextKinds.uikitFontBaselines.contains(kind), let font, let size = systemFontSize(font),
      size > 0, height > 0
    else { return nil }
    let ascender = ascenderPerPoint * size
    let descender = descenderPerPoint * size
    let lineHeight = ascender + descender
    // A label of several lines: as many as its height holds (its stored size is Xcode's measure).
    var count = 1
    if kind == .label && lines != 1 {
      count = max(1, Int(((height + 0.01) / lineHeight).rounded(.down)))
      if lines > 1 { count = min(count, lines) }
    }
    let spare = (height - CGFloat(count) * lineHeight) / 2
    return (spare + ascender, spare + descender)
  }
}

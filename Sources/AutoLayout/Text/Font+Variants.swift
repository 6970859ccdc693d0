import Foundation

extension Font {
  /// The family the monospaced system font maps to: DejaVu Sans Mono, the Linux stand-in for SF Mono.
  public static let monospacedSystemFontFamily = "DejaVu Sans Mono"

  /// The italic system font at a size (UIKit's `UIFont.italicSystemFont(ofSize:)`).
  ///
  /// ```swift
  /// Font.italicSystemFont(ofSize: 15).isItalic   // true
  /// ```
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    var font = systemFont(ofSize: size)
    font.isItalic = true
    return font
  }

  /// The system font with digits of one width (UIKit's
  /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`): the system font, whose Linux stand-in's
  /// digits are all one width already.
  ///
  /// ```swift
  /// let counter = Font.monospacedDigitSystemFont(ofSize: 17, weight: .medium)
  /// ```
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: size, weight: weight)
  }

  /// The monospaced system font (UIKit's `UIFont.monospacedSystemFont(ofSize:weight:)`).
  ///
  /// ```swift
  /// Font.monospacedSystemFont(ofSize: 13, weight: .regular).familyName   // "DejaVu Sans Mono"
  /// ```
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(name: monospacedSystemFontFamily, size: size, weight: weight)
  }

  /// The font as a descriptor (UIKit's `fontDescriptor`), to derive a bold or italic variant.
  ///
  /// ```swift
  /// let body = Font.preferredFont(forTextStyle: .body)
  /// let bold = Font(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
  /// ```
  public var fontDescriptor: FontDescriptor { FontDescriptor(font: self) }

  /// The font a descriptor describes, at `size` (0 keeps the descriptor's size), as UIKit's
  /// `UIFont(descriptor:size:)`.
  ///
  /// ```swift
  /// Font(descriptor: .preferredFontDescriptor(withTextStyle: .headline), size: 0).pointSize   // 17
  /// ```
  public init(descriptor: FontDescriptor, size: CGFloat) {
    self = size > 0 ? descriptor.font.withSize(size) : descriptor.font
  }

  // MARK: Metrics

  /// San Francisco's vertical metrics at this size (the ``EstimatingTextMeasurer``'s, which are
  /// the system font's published ones); a view's text is measured by its hierarchy's
  /// ``TextMeasuring`` instead, which may hold a real font file.
  private var systemMetrics: FontMetrics { EstimatingTextMeasurer().metrics(for: self) }

  /// The distance from the baseline to the top of the line (UIKit's `ascender`).
  ///
  /// ```swift
  /// Font.systemFont(ofSize: 17).ascender   // 16.19
  /// ```
  public var ascender: CGFloat { systemMetrics.ascender }

  /// The distance from the baseline to the bottom of the line, negative (UIKit's `descender`).
  public var descender: CGFloat { systemMetrics.descender }

  /// The height of a line of text: ascender, descender and leading (UIKit's `lineHeight`).
  ///
  /// ```swift
  /// Font.systemFont(ofSize: 17).lineHeight   // 20.29
  /// ```
  public var lineHeight: CGFloat { systemMetrics.ascender - systemMetrics.descender + systemMetrics.leading }

  /// The extra space between lines (UIKit's `leading`; 0 for San Francisco).
  public var leading: CGFloat { systemMetrics.leading }

  /// The height of capital letters (UIKit's `capHeight`).
  public var capHeight: CGFloat { systemMetrics.capHeight }

  /// The height of lowercase letters (UIKit's `xHeight`).
  public var xHeight: CGFloat { systemMetrics.xHeight }
}

/// A description of a font to derive others from (UIKit's `UIFontDescriptor`): the parts this
/// package's fonts have — family, size, weight, italic and text style.
///
/// ```swift
/// let descriptor = FontDescriptor.preferredFontDescriptor(withTextStyle: .body)
///   .withSymbolicTraits([.traitBold, .traitItalic])!
/// let font = Font(descriptor: descriptor, size: 0)   // body size, bold italic
/// ```
public struct FontDescriptor: Hashable, Sendable {
  /// The font described.
  let font: Font

  init(font: Font) { self.font = font }

  /// A descriptor of a family at a size (UIKit's `UIFontDescriptor(name:size:)`).
  public init(name: String, size: CGFloat) { font = Font(name: name, size: size) }

  /// The descriptor of a text style's font at the default content size (UIKit's
  /// `preferredFontDescriptor(withTextStyle:)`).
  public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
    FontDescriptor(font: .preferredFont(forTextStyle: style))
  }

  /// The size in points.
  public var pointSize: CGFloat { font.pointSize }

  /// The font's traits.
  public var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.weight.rawValue >= Font.Weight.bold.rawValue { traits.insert(.traitBold) }
    if font.isItalic { traits.insert(.traitItalic) }
    if font.familyName == Font.monospacedSystemFontFamily { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// The same description at another size.
  public func withSize(_ size: CGFloat) -> FontDescriptor { FontDescriptor(font: font.withSize(size)) }

  /// The description with exactly `traits` (bold, italic, monospaced), as UIKit's
  /// `withSymbolicTraits(_:)`; a bold request keeps a heavier weight.
  ///
  /// ```swift
  /// FontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold)
  /// ```
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
    var font = self.font
    let bold = font.weight.rawValue >= Font.Weight.bold.rawValue
    if traits.contains(.traitBold), !bold { font.weight = .bold }
    if !traits.contains(.traitBold), bold { font.weight = .regular }
    font.isItalic = traits.contains(.traitItalic)
    if traits.contains(.traitMonoSpace) { font.familyName = Font.monospacedSystemFontFamily }
    return FontDescriptor(font: font)
  }

  /// UIKit's `UIFontDescriptor.SymbolicTraits` (the bits this package's fonts have; UIKit's
  /// values).
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Monospaced.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }
}

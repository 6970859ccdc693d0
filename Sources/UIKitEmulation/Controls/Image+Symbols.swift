import AutoLayout
import Foundation
import Synchronization

extension Image {
  /// The system symbol registered under `systemName` (``register(systemName:size:)``), or `nil`,
  /// as UIKit's `UIImage(systemName:)` gives `nil` for a name it does not know: there are no SF
  /// Symbols here, and a glyph's size depends on metrics Apple does not publish, so register the
  /// sizes the layout needs at the default configuration (or constrain the image view's size, as
  /// most code does). A configuration then scales the registered size as Apple documents
  /// (``symbolSize(with:category:)``).
  ///
  /// ```swift
  /// Image.register(systemName: "star.fill", size: CGSize(width: 20, height: 19))
  /// let star = Image(systemName: "star.fill")   // 20 × 19
  /// ```
  public init?(systemName: String) {
    guard let size = Image.symbolRegistry.withLock({ $0[systemName] }) else { return nil }
    self.init(size: size, name: systemName)
    symbolBaseSize = size
  }

  /// UIKit's `UIImage(systemName:withConfiguration:)`: the registered symbol, sized by the
  /// configuration.
  ///
  /// ```swift
  /// Image(systemName: "gear", withConfiguration: .init(pointSize: 34))  // twice the 17-point size
  /// ```
  public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: systemName)
    if let configuration { self = withConfiguration(configuration) }
  }

  /// Registers the size of a system symbol for ``init(systemName:)``: its size at the default
  /// configuration (the 17-point body text, medium scale).
  ///
  /// ```swift
  /// Image.register(systemName: "gear", size: CGSize(width: 22, height: 22))
  /// ```
  public static func register(systemName: String, size: CGSize) {
    symbolRegistry.withLock { $0[systemName] = size }
  }

  private static let symbolRegistry = Mutex<[String: CGSize]>([:])

  /// Whether the image is a system symbol (UIKit's `isSymbolImage`).
  ///
  /// ```swift
  /// Image(systemName: "gear")?.isSymbolImage  // true once registered
  /// ```
  public var isSymbolImage: Bool { symbolBaseSize != nil }

  /// The same image with a symbol configuration applied over its own (UIKit's
  /// `withConfiguration(_:)`): a symbol's ``size`` follows it (``symbolSize(with:category:)``);
  /// other images are unchanged.
  ///
  /// ```swift
  /// let big = star.withConfiguration(Image.SymbolConfiguration(pointSize: 34))  // twice as big
  /// ```
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    guard isSymbolImage else { return self }
    var image = self
    let merged = (symbolConfiguration ?? SymbolConfiguration()).applying(configuration)
    image.symbolConfiguration = merged
    image.size = symbolSize(with: merged, category: .large)
    return image
  }

  /// A symbol's size under a configuration, at a text size: the registered size (the default
  /// 17-point body text, medium scale) times the configuration's point size over 17 — a text
  /// style's point size at `category` for a text-style configuration — times the scale's factor
  /// (``SymbolScale/sizeFactor``). The weight does not change the size here (its effect on a
  /// glyph's width is not published).
  ///
  /// ```swift
  /// star.symbolSize(with: .init(textStyle: .largeTitle), category: .large)  // 34 / 17 of the size
  /// ```
  public func symbolSize(with configuration: SymbolConfiguration, category: ContentSizeCategory) -> CGSize {
    guard let base = symbolBaseSize else { return size }
    let pointSize =
      configuration.pointSize ?? configuration.textStyle?.pointSize(for: category)
      ?? Font.TextStyle.body.pointSize(for: category)
    let factor = pointSize / Image.defaultSymbolPointSize * (configuration.scale ?? .default).sizeFactor
    return CGSize(width: base.width * factor, height: base.height * factor)
  }

  /// The point size a symbol has without a configuration: 17, the body text style's at the
  /// default text size (a standalone symbol matches body text; the registered sizes are at it).
  static let defaultSymbolPointSize: CGFloat = 17

  /// The same image drawn another way (UIKit's `withRenderingMode(_:)`; no effect on its size).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { self }

  /// The same image in a colour (UIKit's `withTintColor(_:)`; no effect on its size).
  public func withTintColor(_ color: Color) -> Image { self }

  /// The same image in a colour, drawn another way (UIKit's `withTintColor(_:renderingMode:)`;
  /// no effect on its size).
  public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image { self }

  /// The same image with other insets around its content (UIKit's
  /// `withAlignmentRectInsets(_:)`; kept out of the size).
  public func withAlignmentRectInsets(_ insets: EdgeInsets) -> Image { self }

  /// UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable, CaseIterable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// How a system symbol is drawn (UIKit's `UIImage.SymbolConfiguration`): its point size (or
  /// text style) and scale size the symbol (``Image/symbolSize(with:category:)``).
  ///
  /// ```swift
  /// let configuration = Image.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
  /// ```
  public struct SymbolConfiguration: Hashable, Sendable {
    /// The point size, when given.
    public var pointSize: CGFloat?
    /// The weight, when given.
    public var weight: SymbolWeight?
    /// The scale, when given.
    public var scale: SymbolScale?
    /// The text style, when given.
    public var textStyle: Font.TextStyle?

    /// A configuration of a point size, weight and scale.
    public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A configuration of a text style and scale.
    public init(textStyle: Font.TextStyle, scale: SymbolScale = .default) {
      self.textStyle = textStyle
      self.scale = scale
    }

    /// A configuration of a weight.
    public init(weight: SymbolWeight) { self.weight = weight }

    /// A configuration of a scale.
    public init(scale: SymbolScale) { self.scale = scale }

    /// A configuration of a point size (UIKit's `init(pointSize:)`).
    public init(pointSize: CGFloat) { self.pointSize = pointSize }

    /// A configuration of a font's point size and a scale (UIKit's `init(font:scale:)`).
    ///
    /// ```swift
    /// Image.SymbolConfiguration(font: .systemFont(ofSize: 20), scale: .large)
    /// ```
    public init(font: Font, scale: SymbolScale = .default) {
      pointSize = font.pointSize
      self.scale = scale
    }

    /// No configuration: the image's own, or the default one.
    public init() {}

    /// This configuration with `other`'s specified values over its own (UIKit's `applying(_:)`):
    /// a point size replaces a text style and the reverse.
    ///
    /// ```swift
    /// Image.SymbolConfiguration(pointSize: 20).applying(.init(scale: .large))  // 20 points, large
    /// ```
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      var merged = self
      if let size = other.pointSize {
        merged.pointSize = size
        merged.textStyle = nil
      }
      if let style = other.textStyle {
        merged.textStyle = style
        merged.pointSize = nil
      }
      if let weight = other.weight, weight != .unspecified { merged.weight = weight }
      if let scale = other.scale, scale != .unspecified { merged.scale = scale }
      return merged
    }
  }

  /// UIKit's `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable, CaseIterable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable, CaseIterable {
    case `default`, unspecified, small, medium, large

    /// How much larger than the medium scale a symbol is: 0.8 small and 1.3 large (Apple's
    /// `NSImage.SymbolScale`: "approximately 20% smaller" and "approximately 30% larger" than
    /// medium), 1 otherwise (`.default` is medium in text, as UIKit's standalone symbols are).
    ///
    /// ```swift
    /// Image.SymbolScale.large.sizeFactor  // 1.3
    /// ```
    public var sizeFactor: CGFloat {
      switch self {
      case .small: 0.8
      case .large: 1.3
      case .default, .unspecified, .medium: 1
      }
    }
  }
}

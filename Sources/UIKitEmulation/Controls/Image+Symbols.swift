import AutoLayout
import Foundation
import Synchronization

extension Image {
  /// The system symbol registered under `systemName` (``register(systemName:size:)``), or `nil`,
  /// as UIKit's `UIImage(systemName:)` gives `nil` for a name it does not know: there are no SF
  /// Symbols here, and a symbol's size depends on glyph metrics Apple does not publish, so
  /// register the sizes the layout needs (or constrain the image view's size, as most code does).
  ///
  /// ```swift
  /// Image.register(systemName: "star.fill", size: CGSize(width: 20, height: 19))
  /// let star = Image(systemName: "star.fill")   // 20 × 19
  /// ```
  public init?(systemName: String) {
    guard let size = Image.symbolRegistry.withLock({ $0[systemName] }) else { return nil }
    self.init(size: size, name: systemName)
  }

  /// UIKit's `UIImage(systemName:withConfiguration:)`: the registered symbol (the configuration
  /// is kept out of the size: register the size the configuration gives).
  public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: systemName)
  }

  /// Registers the size of a system symbol for ``init(systemName:)``.
  ///
  /// ```swift
  /// Image.register(systemName: "gear", size: CGSize(width: 22, height: 22))
  /// ```
  public static func register(systemName: String, size: CGSize) {
    symbolRegistry.withLock { $0[systemName] = size }
  }

  private static let symbolRegistry = Mutex<[String: CGSize]>([:])

  /// The same image with a symbol configuration (UIKit's `withConfiguration(_:)`; the size is
  /// the registered one).
  ///
  /// ```swift
  /// let big = star.withConfiguration(Image.SymbolConfiguration(pointSize: 30))
  /// ```
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image { self }

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

  /// How a system symbol is drawn (UIKit's `UIImage.SymbolConfiguration`): kept with the image
  /// for code that builds one; a symbol's size is the registered size.
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
  }

  /// UIKit's `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable, CaseIterable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable, CaseIterable {
    case `default`, unspecified, small, medium, large
  }
}

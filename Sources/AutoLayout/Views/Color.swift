import Foundation

/// A colour in sRGB with alpha (UIKit's `UIColor`, reduced to what layout code sets): the
/// ``View/backgroundColor`` that UIKit code assigns while it builds a layout.
///
/// ```swift
/// let topView = View()
/// topView.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
/// redView.backgroundColor = .red
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0 … 1.
  public var red: CGFloat
  /// The green component, 0 … 1.
  public var green: CGFloat
  /// The blue component, 0 … 1.
  public var blue: CGFloat
  /// The opacity, 0 (transparent) … 1.
  public var alpha: CGFloat

  /// Creates a colour from components in 0 … 1 (values outside are clamped).
  ///
  /// ```swift
  /// let slate = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
  /// ```
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamped(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
    self.red = clamped(red)
    self.green = clamped(green)
    self.blue = clamped(blue)
    self.alpha = clamped(alpha)
  }

  /// The colour for a trait collection (UIKit's `resolvedColor(with:)`): itself, as every colour
  /// here has its light-appearance value (there is no dark appearance).
  ///
  /// ```swift
  /// Color.systemBlue.resolvedColor(with: view.traitCollection) == .systemBlue   // true
  /// ```
  public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

  /// A colour that depends on the traits (UIKit's `UIColor(dynamicProvider:)`): the provider's
  /// colour for the default (light) traits, as every colour here has its light-appearance value.
  ///
  /// ```swift
  /// let ink = Color { traits in traits.userInterfaceStyle == .dark ? .white : .black }   // black
  /// ```
  public init(dynamicProvider: (TraitCollection) -> Color) {
    self = dynamicProvider(TraitCollection())
  }

  /// Creates a grey from a white level in 0 … 1.
  ///
  /// ```swift
  /// let grey = Color(white: 0.5, alpha: 1)
  /// ```
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Black.
  public static let black = Color(white: 0, alpha: 1)
  /// White.
  public static let white = Color(white: 1, alpha: 1)
  /// Grey (50 %).
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Light grey (⅔ white).
  public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
  /// Dark grey (⅓ white).
  public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
  /// Red.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)

  /// `#RRGGBB` (or `#RRGGBBAA` when not opaque), as SVG and CSS read it.
  ///
  /// ```swift
  /// Color.red.hexString   // "#FF0000"
  /// ```
  public var hexString: String {
    func byte(_ value: CGFloat) -> String {
      String(format: "%02X", min(max((value * 255).rounded().clampedInt, 0), 255))
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }

  /// The hex form: `#336699`.
  public var description: String { hexString }
}

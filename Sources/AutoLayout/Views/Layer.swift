import Foundation

/// The drawing properties UIKit code sets on a view's layer (Core Animation's `CALayer`, the parts
/// layout code touches): kept and read back, never used by layout. ``masksToBounds`` is the view's
/// ``View/clipsToBounds``.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = Color.separator.cgColor
/// ```
public final class Layer {
  /// The view (cleared when it is deallocated).
  unowned(unsafe) var view: View?

  init(view: View) { self.view = view }

  /// The radius of the rounded corners.
  public var cornerRadius: CGFloat = 0
  /// Which corners are rounded.
  public var maskedCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The width of the border.
  public var borderWidth: CGFloat = 0
  /// The colour of the border.
  public var borderColor: CGColor? = Color.black
  /// The layer's background colour (the view's ``View/backgroundColor``).
  public var backgroundColor: CGColor? {
    get { view?.backgroundColor }
    set { view?.backgroundColor = newValue }
  }
  /// Whether sublayers are clipped to the bounds (the view's ``View/clipsToBounds``).
  public var masksToBounds: Bool {
    get { view?.clipsToBounds ?? false }
    set { view?.clipsToBounds = newValue }
  }
  /// The opacity (the view's ``View/alpha``).
  public var opacity: Float {
    get { Float(view?.alpha ?? 1) }
    set { view?.alpha = CGFloat(newValue) }
  }
  /// The shadow's colour, opacity, offset and blur radius.
  public var shadowColor: CGColor? = Color.black
  /// The shadow's opacity (default 0: no shadow).
  public var shadowOpacity: Float = 0
  /// The shadow's offset (default (0, -3)).
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (default 3).
  public var shadowRadius: CGFloat = 3
  /// A display scale for the layer's content.
  public var contentsScale: CGFloat = 1
  /// Whether the layer is rasterized (a drawing optimisation; no effect here).
  public var shouldRasterize = false

  /// The corners of a layer (`CACornerMask`).
  public struct CornerMask: OptionSet, Sendable {
    /// The mask bits.
    public var rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// Top right.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
  }
}

/// A colour as Core Graphics passes it to layers: here the same value as ``Color``
/// (`UIColor.red.cgColor` is a `Color`).
public typealias CGColor = Color

extension Color {
  /// The colour for a layer property (UIKit's `cgColor`).
  ///
  /// ```swift
  /// view.layer.borderColor = Color.gray.cgColor
  /// ```
  public var cgColor: CGColor { self }

  /// A colour from a layer's colour (UIKit's `init(cgColor:)`).
  ///
  /// ```swift
  /// let border = Color(cgColor: view.layer.borderColor!)
  /// ```
  public init(cgColor: CGColor) { self = cgColor }

  /// The same colour with another alpha (UIKit's `withAlphaComponent(_:)`).
  ///
  /// ```swift
  /// let dimmed = Color.black.withAlphaComponent(0.4)
  /// ```
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}

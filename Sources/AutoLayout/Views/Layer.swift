import Foundation

/// The drawing properties UIKit code sets on a view's layer (Core Animation's `CALayer`, the parts
/// layout code touches): kept and read back, never used by layout. A view's own layer forwards
/// ``frame``, ``bounds``, ``masksToBounds``, ``opacity`` and ``backgroundColor`` to the view; a
/// layer made in code (a `GradientLayer` behind a card's content, a `ShapeLayer` as a mask)
/// keeps its own, in the tree of ``sublayers``. A view subclass picks its layer's class with
/// ``View/layerClass``.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = Color.separator.cgColor
/// let gradient = GradientLayer()
/// card.layer.insertSublayer(gradient, at: 0)
/// gradient.frame = card.bounds   // in layoutSubviews
/// ```
open class Layer {
  /// The view whose layer this is (cleared when it is deallocated); `nil` for a layer made in code.
  unowned(unsafe) var view: View?

  /// A layer made in code (UIKit's `CALayer()`).
  ///
  /// ```swift
  /// let divider = Layer()
  /// divider.backgroundColor = Color.separator.cgColor
  /// ```
  public required init() {}

  /// The animations added to the layer by key (UIKitEmulation's `add(_:forKey:)`).
  package var animationStorage: [(key: String?, animation: AnyObject)] = []

  /// The frame of a layer made in code (a view's layer uses the view's).
  private var ownFrame: CGRect = .zero
  private var ownBackgroundColor: CGColor?
  private var ownMasksToBounds = false
  private var ownOpacity: Float = 1

  /// The layer's frame in its superlayer: a view's layer is the view's ``View/frame``.
  public var frame: CGRect {
    get { view?.frame ?? ownFrame }
    set {
      if let view { view.frame = newValue } else { ownFrame = newValue }
    }
  }
  /// Where the layer's anchor point is in its superlayer (Core Animation's `position`): the
  /// frame's centre with the default anchor point; setting it moves the frame (a view's layer
  /// moves the view, as `center` does).
  ///
  /// ```swift
  /// ring.position = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
  /// ```
  public var position: CGPoint {
    get {
      CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
    }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width * anchorPoint.x, y: newValue.y - frame.height * anchorPoint.y)
    }
  }

  /// The point of the layer, in unit coordinates, that ``position`` places (Core Animation's
  /// `anchorPoint`; default the centre). Changing it keeps the frame and moves the position, as
  /// Core Animation keeps the position and moves the frame, so set it before ``position``.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The layer's own coordinate space: origin zero, the frame's size.
  public var bounds: CGRect {
    get { view?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
    set {
      if let view { view.bounds = newValue } else { ownFrame.size = newValue.size }
    }
  }
  /// The layers drawn over this one, back to front.
  public private(set) var sublayers: [Layer]?
  /// The layer this one is a sublayer of.
  public private(set) weak var superlayer: Layer?
  /// A layer whose shape clips this one (kept).
  public var mask: Layer?
  /// Where the UIKit emulation keeps `shadowPath` (a `CGPath`, a drawing type of its own).
  package var shadowPathStorage: AnyObject?
  /// Whether the layer is hidden (kept).
  public var isHidden = false
  /// A name for the app's use.
  public var name: String?
  /// The drawing order among siblings (kept).
  public var zPosition: CGFloat = 0
  /// An image or other content (kept).
  public var contents: Any?

  /// Adds `layer` on top of the sublayers (moving it from another superlayer).
  ///
  /// ```swift
  /// view.layer.addSublayer(border)
  /// ```
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts `layer` among the sublayers at `index` (0 is the back).
  ///
  /// ```swift
  /// card.layer.insertSublayer(gradient, at: 0)
  /// ```
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let count = sublayers?.count ?? 0
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  /// Asks for the layer to be drawn again (nothing is drawn here).
  public func setNeedsDisplay() {}
  /// Asks for the sublayers to be laid out again (nothing to do here).
  public func setNeedsLayout() {}

  init(view: View) { self.view = view }

  /// The radius of the rounded corners.
  public var cornerRadius: CGFloat = 0
  /// Which corners are rounded.
  public var maskedCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// How the rounded corners curve (default ``CornerCurve/circular``; kept: pictures draw circular
  /// arcs).
  ///
  /// ```swift
  /// card.layer.cornerCurve = .continuous
  /// ```
  public var cornerCurve: CornerCurve = .circular
  /// The width of the border.
  public var borderWidth: CGFloat = 0
  /// The colour of the border.
  public var borderColor: CGColor? = Color.black
  /// The layer's background colour (the view's ``View/backgroundColor``).
  public var backgroundColor: CGColor? {
    get { view.map { $0.backgroundColor } ?? ownBackgroundColor }
    set {
      if let view { view.backgroundColor = newValue } else { ownBackgroundColor = newValue }
    }
  }
  /// Whether sublayers are clipped to the bounds (the view's ``View/clipsToBounds``).
  public var masksToBounds: Bool {
    get { view?.clipsToBounds ?? ownMasksToBounds }
    set {
      if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
    }
  }
  /// The opacity (the view's ``View/alpha``).
  public var opacity: Float {
    get { view.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
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

  /// The shape of a layer's rounded corners (`CALayerCornerCurve`).
  ///
  /// ```swift
  /// layer.cornerCurve = .continuous
  /// ```
  public struct CornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the curve.
    public var rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle (the default).
    public static let circular = CornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's own rounded rectangles.
    public static let continuous = CornerCurve(rawValue: "continuous")
  }

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

  /// How many components the colour has (Core Graphics' `numberOfComponents`): red, green, blue
  /// and alpha.
  public var numberOfComponents: Int { 4 }

  /// The components (Core Graphics' `components`): red, green, blue, alpha.
  ///
  /// ```swift
  /// Color.red.cgColor.components   // [1, 0, 0, 1]
  /// ```
  public var components: [CGFloat]? { [red, green, blue, alpha] }

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

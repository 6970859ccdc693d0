import AutoLayout
import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): kept for reading back, nothing is
/// drawn here; often a `Layer.mask`.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.path = BezierPath(ovalIn: avatar.bounds).cgPath
/// ring.strokeColor = Color.systemBlue.cgColor
/// ring.lineWidth = 2
/// avatar.layer.addSublayer(ring)
/// ```
open class ShapeLayer: Layer {
  /// The path.
  public var path: CGPath?
  /// The fill (default black).
  public var fillColor: CGColor? = Color.black
  /// The stroke (default none).
  public var strokeColor: CGColor?
  /// The stroke's width (default 1).
  public var lineWidth: CGFloat = 1
  /// The part of the stroke drawn, from 0 …
  public var strokeStart: CGFloat = 0
  /// … to 1.
  public var strokeEnd: CGFloat = 1
  /// The dash pattern (kept).
  public var lineDashPattern: [NSNumber]?
  /// How lines end (kept).
  public var lineCap: LineCap = .butt
  /// How lines join (kept).
  public var lineJoin: LineJoin = .miter

  /// How a stroke ends (Core Animation's `CAShapeLayerLineCap`).
  public struct LineCap: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// A cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square, at the end point.
    public static let butt = LineCap(rawValue: "butt")
    /// Round, past the end point.
    public static let round = LineCap(rawValue: "round")
    /// Square, past the end point.
    public static let square = LineCap(rawValue: "square")
  }

  /// How strokes join (Core Animation's `CAShapeLayerLineJoin`).
  public struct LineJoin: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// A join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Pointed.
    public static let miter = LineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = LineJoin(rawValue: "round")
    /// Cut off.
    public static let bevel = LineJoin(rawValue: "bevel")
  }
}

/// A layer filled with a colour gradient (Core Animation's `CAGradientLayer`): kept for reading
/// back, nothing is drawn here.
///
/// ```swift
/// let fade = GradientLayer()
/// fade.colors = [Color.clear.cgColor, Color.black.withAlphaComponent(0.6).cgColor]
/// fade.locations = [0.5, 1]
/// header.layer.insertSublayer(fade, at: 0)
/// ```
open class GradientLayer: Layer {
  /// The colours (`CGColor`s, as UIKit takes them).
  public var colors: [Any]?
  /// Where each colour sits, from 0 to 1 (default evenly).
  public var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square (default (0.5, 0): the top).
  public var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where it ends (default (0.5, 1): the bottom).
  public var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient (kept).
  public var type: Kind = .axial

  /// A kind of gradient (Core Animation's `CAGradientLayerType`).
  public struct Kind: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// A kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = Kind(rawValue: "axial")
    /// Out from the start point.
    public static let radial = Kind(rawValue: "radial")
    /// Around the start point.
    public static let conic = Kind(rawValue: "conic")
  }
}

import AutoLayout
import Foundation

/// A path of lines and curves (UIKit's `UIBezierPath`, and Core Graphics' `CGPath`, which is the
/// same value here): what UIKit code builds for a layer's shadow, a mask or a shape layer. Kept
/// for reading back; ``bounds`` is the box of its points (curves by their control points).
///
/// ```swift
/// card.layer.shadowPath = BezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// let check = BezierPath()
/// check.move(to: CGPoint(x: 4, y: 12)); check.addLine(to: CGPoint(x: 10, y: 18))
/// ```
public final class BezierPath {
  /// One element of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a subpath.
    case move(CGPoint)
    /// A straight line.
    case line(CGPoint)
    /// A quadratic curve through a control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic curve through two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath.
    case close
  }

  /// The elements, in order.
  public private(set) var elements: [Element] = []
  /// The stroke width (kept).
  public var lineWidth: CGFloat = 1
  /// The point the next element starts from.
  public private(set) var currentPoint: CGPoint = .zero

  /// An empty path.
  public init() {}

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
  }

  /// A rectangle with rounded corners (the radius at most half the shorter side).
  ///
  /// ```swift
  /// BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8)
  /// ```
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle with some corners rounded.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let rx = max(0, min(cornerRadii.width, rect.width / 2))
    let ry = max(0, min(cornerRadii.height, rect.height / 2))
    func r(_ corner: RectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
    let (tlx, tly) = r(.topLeft)
    let (trx, try_) = r(.topRight)
    let (brx, bry) = r(.bottomRight)
    let (blx, bly) = r(.bottomLeft)
    // Each corner a cubic arc (the usual 0.5523 control distance).
    let k: CGFloat = 0.5522847498
    move(to: CGPoint(x: rect.minX + tlx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - trx, y: rect.minY))
    addCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + try_),
      controlPoint1: CGPoint(x: rect.maxX - trx + trx * k, y: rect.minY),
      controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + try_ - try_ * k))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bry))
    addCurve(
      to: CGPoint(x: rect.maxX - brx, y: rect.maxY),
      controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - bry + bry * k),
      controlPoint2: CGPoint(x: rect.maxX - brx + brx * k, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + blx, y: rect.maxY))
    addCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - bly),
      controlPoint1: CGPoint(x: rect.minX + blx - blx * k, y: rect.maxY),
      controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - bly + bly * k))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + tly))
    addCurve(
      to: CGPoint(x: rect.minX + tlx, y: rect.minY),
      controlPoint1: CGPoint(x: rect.minX, y: rect.minY + tly - tly * k),
      controlPoint2: CGPoint(x: rect.minX + tlx - tlx * k, y: rect.minY))
    close()
  }

  /// An ellipse inside `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: rect.width / 2, height: rect.height / 2))
  }

  /// An arc of a circle (angles in radians, clockwise in UIKit's flipped coordinates).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    move(to: CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)))
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// The path itself (UIKit's `cgPath`; `CGPath` is ``BezierPath`` here).
  public var cgPath: CGPath { self }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) {
    elements.append(.move(point))
    currentPoint = point
  }

  /// A line to `point`.
  public func addLine(to point: CGPoint) {
    elements.append(.line(point))
    currentPoint = point
  }

  /// A quadratic curve to `point`.
  public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    elements.append(.quadCurve(to: point, control: controlPoint))
    currentPoint = point
  }

  /// A cubic curve to `point`.
  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    currentPoint = point
  }

  /// An arc from the current point's angle to `endAngle`, as lines a few degrees apart.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    var sweep = endAngle - startAngle
    let full = 2 * CGFloat.pi
    if clockwise {
      while sweep < 0 { sweep += full }
    } else {
      while sweep > 0 { sweep -= full }
    }
    let steps = max(1, Int((abs(sweep) / (CGFloat.pi / 36)).rounded(.up)))
    for step in 1...steps {
      let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
      addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
    }
  }

  /// Closes the current subpath.
  public func close() { elements.append(.close) }

  /// Adds another path's elements.
  public func append(_ other: BezierPath) {
    elements += other.elements
    currentPoint = other.currentPoint
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The box of the path's points and control points.
  public var bounds: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .close: break
      }
    }
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for p in points {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Corners of a rectangle (UIKit's `UIRectCorner`).
  public struct RectCorner: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// Top right.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// Bottom left.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// Bottom right.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }
}

/// A path as Core Graphics passes it to layers: here the same value as ``BezierPath``
/// (`UIBezierPath(…).cgPath` is a `BezierPath`).
public typealias CGPath = BezierPath

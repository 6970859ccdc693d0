import Foundation

/// A 2-D affine transform, as CoreGraphics defines it (`CGAffineTransform`, which Foundation on
/// Linux does not have): a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// Layout ignores a view's ``View/transform``, as UIKit does: frames come from constraints; a
/// transform only changes how the view is drawn.
///
/// ```swift
/// let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
/// CGPoint(x: 1, y: 1).applying(t)   // (22, 2)
/// ```
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// The matrix entries.
  public var a: CGFloat
  /// The matrix entry b.
  public var b: CGFloat
  /// The matrix entry c.
  public var c: CGFloat
  /// The matrix entry d.
  public var d: CGFloat
  /// The translation along x.
  public var tx: CGFloat
  /// The translation along y.
  public var ty: CGFloat

  /// A transform from its six entries.
  ///
  /// ```swift
  /// let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
  /// ```
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity transform.
  ///
  /// ```swift
  /// view.transform = CGAffineTransform()   // == .identity
  /// ```
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform()

  /// A translation.
  ///
  /// ```swift
  /// CGAffineTransform(translationX: 0, y: 20)
  /// ```
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// A scale.
  ///
  /// ```swift
  /// CGAffineTransform(scaleX: 0.9, y: 0.9)
  /// ```
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A rotation by `angle` radians (counterclockwise in a y-up space; clockwise on screen).
  ///
  /// ```swift
  /// CGAffineTransform(rotationAngle: .pi / 4)
  /// ```
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`.
  ///
  /// ```swift
  /// CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 0))
  /// ```
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before this transform.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `self` when the transform cannot be inverted (as CoreGraphics returns).
  ///
  /// ```swift
  /// t.concatenating(t.inverted()).isIdentity   // true (up to rounding)
  /// ```
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

extension CGPoint {
  /// The point mapped by `transform`.
  ///
  /// ```swift
  /// CGPoint(x: 1, y: 0).applying(CGAffineTransform(scaleX: 3, y: 1))   // (3, 0)
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by `transform` (no translation).
  ///
  /// ```swift
  /// CGSize(width: 10, height: 5).applying(CGAffineTransform(scaleX: 2, y: 2))   // 20 × 10
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding the four corners mapped by `transform`.
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

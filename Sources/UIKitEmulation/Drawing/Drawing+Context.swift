import AutoLayout
import Foundation

/// What a view's `draw(_:)` calls to paint (UIKit's drawing into the current graphics context).
/// There is no graphics context here — nothing calls `draw(_:)`, and pictures draw views and
/// layers — so these compile and do nothing, and a view that draws itself still lays out.
extension Color {
  /// Sets the fill colour of the current context (UIKit's `setFill()`; nothing to set here).
  ///
  /// ```swift
  /// UIColor.systemBlue.setFill()
  /// ```
  public func setFill() {}
  /// Sets the stroke colour of the current context (UIKit's `setStroke()`; nothing to set here).
  public func setStroke() {}
  /// Sets both colours of the current context (UIKit's `set()`; nothing to set here).
  public func set() {}
}

extension BezierPath {
  /// Fills the path in the current context (UIKit's `fill()`; nothing to fill here).
  ///
  /// ```swift
  /// UIBezierPath(ovalIn: rect).fill()
  /// ```
  public func fill() {}
  /// Strokes the path in the current context (UIKit's `stroke()`; nothing to stroke here).
  public func stroke() {}
  /// Intersects the current context's clip with the path (UIKit's `addClip()`; nothing to clip).
  public func addClip() {}
}

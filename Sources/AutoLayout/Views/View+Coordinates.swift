import Foundation

extension View {
  /// Converts a rectangle from this view's coordinate space to another view's (`nil`: the root of
  /// the hierarchy, usually the window).
  ///
  /// ```swift
  /// let inWindow = label.convert(label.bounds, to: nil)
  /// let inCard = label.convert(label.bounds, to: card)
  /// ```
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    let point = convert(rect.origin, to: view)
    return CGRect(origin: point, size: rect.size)
  }

  /// Converts a point from this view's coordinate space to another view's (`nil`: the root).
  ///
  /// ```swift
  /// let corner = box.convert(CGPoint(x: 0, y: 0), to: nil)   // box's origin in the window
  /// ```
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let mine = offsetFromRoot
    let theirs = view?.offsetFromRoot ?? .zero
    return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }

  /// Converts a point from another view's coordinate space (`nil`: the root) to this view's.
  ///
  /// ```swift
  /// let local = card.convert(touchPoint, from: nil)
  /// ```
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let source = view ?? rootView
    return source.convert(point, to: self)
  }

  /// Converts a rectangle from another view's coordinate space (`nil`: the root) to this view's.
  ///
  /// ```swift
  /// let local = card.convert(windowRect, from: nil)
  /// ```
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    let source = view ?? rootView
    return source.convert(rect, to: self)
  }

  /// The origin of this view's coordinate space in the root's: the frames up the hierarchy, less
  /// the content offset of every scroll view on the way (a scroll view's bounds start at its
  /// content offset, as in UIKit: its content moves up the screen as it scrolls down).
  var offsetFromRoot: CGPoint {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var view: View? = self
    while let current = view {
      if let scroll = current as? ScrollView {
        let offset = scroll.contentOffset
        x -= offset.x
        y -= offset.y
      }
      guard current.superview != nil else { break }
      x += current.frame.minX
      y += current.frame.minY
      view = current.superview
    }
    return CGPoint(x: x, y: y)
  }

  /// The content offsets of the scroll views above this view, summed: how far scrolling has moved
  /// it up and to the left of where its frames alone put it in the root.
  ///
  /// ```swift
  /// cell.contentOffsetOfAncestors   // the table's contentOffset
  /// ```
  package var contentOffsetOfAncestors: CGPoint {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var view = superview
    while let current = view {
      if let scroll = current as? ScrollView {
        let offset = scroll.contentOffset
        x += offset.x
        y += offset.y
      }
      view = current.superview
    }
    return CGPoint(x: x, y: y)
  }
}

import AutoLayout
import Foundation

extension SceneLayout {
  /// The size a root view flagged misplaced had when Xcode last laid out its content, read from
  /// its subviews' stored frames: each required equality (multiplier 1) between an edge, centre or
  /// length of the root and one of a subview with a stored frame fixes the root's width or height
  /// (`root.trailing == button.trailing + 20` with the button's alignment rectangle ending at 449:
  /// a width of 469). The value most constraints agree on wins (the first in document order on a
  /// tie); a dimension no constraint fixes is `nil`.
  ///
  /// Xcode keeps such a root's stored frame stale (it is the window's or the xib's old size)
  /// while its subviews' frames are the layout at the size their constraints gave it — on macOS
  /// stored from the bottom of that size, not of the stale one.
  ///
  /// ```swift
  /// SceneLayout.storedContentSize(of: scene, in: document)  // (width: 669, height: 470)
  /// ```
  static func storedContentSize(
    of scene: InterfaceBuilderDocument.Scene, in document: InterfaceBuilderDocument
  )
    -> (width: CGFloat?, height: CGFloat?)
  {
    let root = scene.root
    let children = Dictionary(root.subviews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let yUp = document.platform == .macOS
    var widths: [CGFloat] = []
    var heights: [CGFloat] = []
    for node in root.constraints
    where node.relation == .equal && node.multiplier == 1 && node.priority == 1000 && !node.isPlaceholder {
      guard let secondItem = node.secondItem else { continue }
      let rootFirst = node.firstItem == root.id
      guard rootFirst != (secondItem == root.id) else { continue }
      let childID = rootFirst ? secondItem : node.firstItem
      guard let child = children[childID], let frame = child.frame, !child.isMisplaced, !child.isAmbiguous
      else { continue }
      let rootAttribute = rootFirst ? node.firstAttribute : node.secondAttribute
      let childAttribute = rootFirst ? node.secondAttribute : node.firstAttribute
      let insets =
        yUp
        ? AppKitControlGeometry.alignmentInsets(of: child, drawing: document.appKitDrawing)
        : UIKitControlGeometry.alignmentInsets(kind: child.kind)
      guard rootAttribute.axis == childAttribute.axis else { continue }
      let horizontal = rootAttribute.axis == .horizontal
      // Each side as a·S + b, S the root's width or height: the root spans [0, S]; the child's
      // alignment rectangle is stored from the left, the top (UIKit) or the bottom (AppKit).
      let length =
        horizontal ? frame.width - insets.left - insets.right : frame.height - insets.top - insets.bottom
      let childStart: Linear =
        horizontal
        ? (0, frame.minX + insets.left)
        : yUp ? (1, -(frame.minY + insets.bottom) - length) : (0, frame.minY + insets.top)
      guard let rootSide = value(of: rootAttribute, start: (0, 0), end: (1, 0)),
        let childSide = value(
          of: childAttribute, start: childStart, end: (childStart.a, childStart.b + length))
      else { continue }
      // root = child + c (root first) or child = root + c: (a_r − a_c)·S = b_c − b_r ± c.
      let c = node.constant
      let a = rootSide.a - childSide.a
      let b = rootFirst ? childSide.b + c - rootSide.b : childSide.b - c - rootSide.b
      guard abs(a) > 1e-9 else { continue }
      let size = b / a
      guard size.isFinite, size > 0 else { continue }
      if horizontal { widths.append(size) } else { heights.append(size) }
    }
    return (mostCommon(widths), mostCommon(heights))
  }

  typealias Linear = (a: CGFloat, b: CGFloat)

  /// An attribute's value as `a·S + b`, for a rectangle from `start` to `end` along its axis.
  private static func value(of attribute: LayoutConstraint.Attribute, start: Linear, end: Linear) -> Linear? {
    switch attribute {
    case .left, .leading, .top: return start
    case .right, .trailing, .bottom: return end
    case .centerX, .centerY: return ((start.a + end.a) / 2, (start.b + end.b) / 2)
    case .width, .height: return (end.a - start.a, end.b - start.b)
    default: return nil
    }
  }

  private static func mostCommon(_ values: [CGFloat]) -> CGFloat? {
    var best: (value: CGFloat, count: Int)?
    for value in values {
      let count = values.filter { abs($0 - value) < 0.01 }.count
      if best == nil || count > best!.count { best = (value, count) }
    }
    return best?.value
  }
}

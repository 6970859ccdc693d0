import AutoLayout
import Foundation

/// A view of an Interface Builder file that has content of its own (a label, a button, an image
/// view …): it reports the intrinsic size the environment gives it and, for the controls whose
/// frames are larger than their alignment rectangles, the insets between them.
final class StoredContentView: View {
  var intrinsic = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  var insets = EdgeInsets.zero
  var kind = ElementKind.view
  /// The IB id of the element it was made from.
  var layoutNodeID: String?
  /// The text's first baseline below the top and last baseline above the bottom, when known.
  var baselines: (first: CGFloat, lastFromBottom: CGFloat)?

  override var intrinsicContentSize: CGSize { intrinsic }
  override var alignmentRectInsets: EdgeInsets { insets }
  override var firstBaselineOffsetFromTop: CGFloat? { baselines?.first }
  override var lastBaselineOffsetFromBottom: CGFloat? { baselines?.lastFromBottom }
  override class var uikitName: String { "UIView" }
}

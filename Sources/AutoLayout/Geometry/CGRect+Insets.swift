import Foundation

extension CGRect {
  /// The rectangle with `insets` taken off its edges (UIKit's `CGRect.inset(by:)`, formerly
  /// `UIEdgeInsetsInsetRect`); negative insets grow it.
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
  /// // (10, 5, 80, 40)
  /// ```
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}

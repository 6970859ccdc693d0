import Foundation

extension LayoutPicture {
  /// An animated SVG of a constraint change: the layout as it is, then `changes` applied and laid
  /// out again; views glide between their two frames with UIKit's ease-in-out curve, the
  /// constraint marks cross-fade, and the picture loops (hold, change, hold, change back).
  ///
  /// ```swift
  /// let svg = picture.animatedSVG(duration: 0.5) {
  ///   topConstraint.isActive = false
  ///   bottomConstraint.isActive = true
  /// }
  /// ```
  public func animatedSVG(duration: Double = 0.6, hold: Double = 1, changes: () -> Void) -> String {
    let before = drawing()
    changes()
    root.layoutIfNeeded()
    let after = drawing()
    return LayoutPicture.document(
      for: [before, after], title: title, showsLegend: showsLegend,
      animation: Timeline(hold: max(hold, 0.05), duration: max(duration, 0.05)))
  }
}

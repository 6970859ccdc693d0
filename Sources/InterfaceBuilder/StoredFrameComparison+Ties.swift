import AutoLayout
import Foundation

// Whether an ambiguity that content priority ties make (Interface Builder's "Content Priority
// Ambiguity") is proven, or rests on content sizes the model supplies: two views tie only when
// the content does not fit exactly, and the model's text and control sizes may be off by their
// bounds (``ModelUncertainty``). The finding is then a `possibly-ambiguous` note.

extension StoredFrameComparison.Build {
  /// The content sizes an ambiguity rests on, where only content priority ties leave the item's
  /// layout open (every need on a tie's axis) and every tie's views are stretched or squeezed past
  /// their content sizes by no more than one choice of those sizes (with Xcode's rounding) may
  /// be off: with Xcode's sizes the content may fit exactly, and nothing ties. `nil` otherwise, or
  /// away from the environment the frames were stored in.
  ///
  /// ```swift
  /// build.tieDependence(of: ambiguity)?.phrase   // "imageView Nq3's content height 446 (± 2), …"
  /// ```
  func tieDependence(of ambiguity: LayoutAmbiguity) -> ModelDependence? {
    guard layout.isStoredEnvironment, !ambiguity.contentPriority.isEmpty else { return nil }
    let axes = Set(ambiguity.contentPriority.map(\.axis))
    let horizontalNeeds: Set<LayoutAmbiguity.Need> = [.xPosition, .width, .xPositionOrWidth]
    guard
      ambiguity.needs.allSatisfy({
        horizontalNeeds.contains($0) ? axes.contains(.horizontal) : axes.contains(.vertical)
      })
    else { return nil }
    var dependence = ModelDependence()
    for tie in ambiguity.contentPriority {
      let horizontal = tie.axis == .horizontal
      var offBy: CGFloat = 0
      var own = ModelDependence()
      own.add(.rounding, of: 0, what: "Xcode's rounding of the stored frames")
      for view in tie.views {
        let content = view.intrinsicContentSize
        let length = horizontal ? content.width : content.height
        guard length >= 0 else { return nil }
        let insets = view.alignmentRectInsets
        let laidOut =
          horizontal
          ? view.frame.width - insets.left - insets.right : view.frame.height - insets.top - insets.bottom
        offBy += abs(laidOut - length)
        let id = idOfView[ObjectIdentifier(view)]
        StoredFrameComparison.addContentSize(of: view, id: id, horizontal: horizontal, to: &own, in: layout)
        StoredFrameComparison.addContentSize(
          of: view, id: id, horizontal: horizontal, to: &dependence, in: layout)
      }
      guard own.items.contains(where: { $0.source != .rounding }), offBy <= own.sizeReach + 1e-6 else {
        return nil
      }
    }
    dependence.add(.rounding, of: 0, what: "Xcode's rounding of the stored frames")
    return dependence
  }
}

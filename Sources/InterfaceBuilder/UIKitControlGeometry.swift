import AutoLayout
import Foundation
import UIKitEmulation

/// How far the frames of UIKit's controls reach past their alignment rectangles (the rectangles
/// constraints position), by Interface Builder element. Apple documents the concept
/// (`UIView.alignmentRectInsets`), not the values; each entry is what the stored frames of the
/// public corpus show consistently (docs/interface-builder.md), the same for every Xcode version in
/// it, and matches the controls of `AutoLayout` (`Switch`, `Slider`):
///
/// - `switch`: 2 points on the right. All 40 switches pinned by their trailing edge (Xcode 7–16
///   files, 10 repositories) sit 2 points right of their alignment rectangle, those pinned by
///   their leading edge only agree without an inset.
/// - `slider`: 2 points on the left and on the right (the thumb's shadow) and 1 below: every slider
///   pinned by its leading edge has a frame 2 points left of it (25 sliders, 6 repositories), those
///   pinned by both edges are 4 points wider than the space between them, and a slider's 31-point
///   frame ends 1 point below the edge the next view is pinned to (sliders stacked 8 points apart
///   sit 9 apart).
/// - `segmentedControl`: 1 point below. Its frame ends 1 point below the edge the next view is
///   pinned to: in vertical stack views the view after a segmented control starts at the spacing
///   less 1 from its frame (3 stacks, 2 repositories), and a segmented control pinned by its bottom
///   edge ends 1 point past the constant (2 constraints); with the inset 68 views of 5 repositories
///   agree and none of the corpus's other views move.
///
/// ```swift
/// UIKitControlGeometry.alignmentInsets(kind: .switch)   // (0, 0, 0, 2)
/// ```
public enum UIKitControlGeometry {
  /// The insets of an element kind, zero for kinds whose frame is their alignment rectangle.
  public static func alignmentInsets(kind: ElementKind) -> EdgeInsets {
    switch kind {
    case .switch: Switch.frameInsets
    case .slider: Slider.frameInsets
    case .segmentedControl: SegmentedControl.frameInsets
    default: .zero
    }
  }
}

/// What one solver constraint that the engine made itself stands for: which rule made it and which
/// part of the rule it is. Together with its owner view it is the constraint's record in
/// ``SystemConstraints``: sync finds the constraint to edit by its tag, reports describe it by its
/// tag, never by its position in a list.
///
/// ```swift
/// system.constraint(.root(.width), of: root)          // the root view's width
/// SystemConstraintTag.hugging(.horizontal).part       // .intrinsicContentSize
/// ```
enum SystemConstraintTag: Hashable {
  /// One of the four variables of an item's alignment rectangle.
  enum RectPart: Hashable, CaseIterable {
    case minX, minY, width, height

    /// The edge UIKit names the guide constraint on this part after.
    var edgeName: String {
      switch self {
      case .minX: "left"
      case .minY: "top"
      case .width: "right"
      case .height: "bottom"
      }
    }
  }

  /// The parts of a scroll view's content layout guide.
  enum ScrollContentPart: Hashable {
    /// The content starts at the frame's origin (layout happens unscrolled).
    case minX, minY
    /// The content size is never negative.
    case widthNonNegative, heightNonNegative
    /// The content keeps a size set by hand while no constraint decides it.
    case widthPreference, heightPreference
  }

  /// The parts of a readable content guide.
  enum ReadablePart: Hashable {
    case top, height, centerX
    /// At most the margins' width, and at most the readable width of the content size category.
    case widthWithinMargins, maximumWidth
    /// As wide as the margins where the maximum allows.
    case widthPreference
  }

  /// The root view's frame (``ConstraintOrigin/SystemPart/rootView``).
  case root(RectPart)
  /// The target size of a fitting engine (``ConstraintOrigin/SystemPart/fittingSize``).
  case fitting(RectPart)
  /// A fitting engine's root never gets a negative size.
  case fittingNonNegative(LayoutConstraint.Axis)
  /// A view's width or height is never negative: Apple's engine keeps every view's size at 0 or
  /// more (a set that would need less conflicts, and UIKit lists it without this constraint).
  case sizeFloor(LayoutConstraint.Axis)
  /// A view's frame and autoresizing mask.
  case autoresizing(RectPart)
  /// `size <= intrinsic` at the view's hugging priority.
  case hugging(LayoutConstraint.Axis)
  /// `size >= intrinsic` at the view's compression resistance priority.
  case compressionResistance(LayoutConstraint.Axis)
  /// The layout margins guide inset from its view.
  case layoutMargins(RectPart)
  /// The safe area layout guide inset from its view.
  case safeArea(RectPart)
  /// A scroll view's frame layout guide equal to its frame.
  case scrollFrame(RectPart)
  /// A scroll view's content layout guide.
  case scrollContent(ScrollContentPart)
  /// A readable content guide inside the margins.
  case readableContent(ReadablePart)
  /// The keyboard layout guide at the bottom of its view.
  case keyboard(RectPart)

  /// The rules whose constraints are made, replaced and removed together.
  enum Group: Hashable {
    case root, sizeFloor, autoresizing, intrinsicSize, systemGuides
  }

  /// The group this constraint is made, replaced and removed with.
  var group: Group {
    switch self {
    case .root, .fitting, .fittingNonNegative: .root
    case .sizeFloor: .sizeFloor
    case .autoresizing: .autoresizing
    case .hugging, .compressionResistance: .intrinsicSize
    case .layoutMargins, .safeArea, .scrollFrame, .scrollContent, .readableContent, .keyboard: .systemGuides
    }
  }

  /// The part of the system that made it, as reports name it.
  var part: ConstraintOrigin.SystemPart {
    switch self {
    case .root: .rootView
    case .fitting, .fittingNonNegative: .fittingSize
    case .sizeFloor: .viewSize
    case .autoresizing: .autoresizingMask
    case .hugging, .compressionResistance: .intrinsicContentSize
    case .layoutMargins: .layoutMargins
    case .safeArea: .safeArea
    case .scrollFrame, .scrollContent: .scrollView
    case .readableContent: .readableContent
    case .keyboard: .keyboard
    }
  }

  /// UIKit's identifier for the constraint in its logs (`UIView-Encapsulated-Layout-Width`), if
  /// it has one.
  var identifier: String? {
    switch self {
    case .root(let part), .fitting(let part):
      switch part {
      case .minX: "UIView-Encapsulated-Layout-Left"
      case .minY: "UIView-Encapsulated-Layout-Top"
      case .width: "UIView-Encapsulated-Layout-Width"
      case .height: "UIView-Encapsulated-Layout-Height"
      }
    case .layoutMargins(let part): "UIView-\(part.edgeName)Margin-guide-constraint"
    case .safeArea(let part): "UIViewSafeAreaLayoutGuide-\(part.edgeName)"
    case .scrollFrame: "UIScrollView-frameLayoutGuide"
    case .scrollContent: "UIScrollView-contentLayoutGuide"
    case .readableContent: "UIView-readableContentGuide-constraint"
    case .keyboard(let part): "UIKeyboardLayoutGuide-\(part.edgeName)"
    case .fittingNonNegative, .sizeFloor, .autoresizing, .hugging, .compressionResistance: nil
    }
  }
}

import AutoLayout
import Foundation

/// An on/off switch (UIKit's `UISwitch`): a 51 × 31-point frame whose alignment rectangle stops
/// 2 points short of its right edge, so constraints see 49 × 31. Observed in the stored frames of
/// the public corpus (docs/interface-builder.md): all 40 switches pinned by their trailing edge
/// (Xcode 7 to 16 files) sit 2 points further right than their alignment rectangle, and the 4
/// pinned only by their leading edge agree without it.
///
/// ```swift
/// let toggle = Switch()
/// toggle.intrinsicContentSize   // (49, 31): the alignment rectangle
/// toggle.alignmentRectInsets    // (0, 0, 0, 2): the frame is 51 wide
/// ```
open class Switch: Control {
  /// Whether the switch is on.
  public var isOn = false

  /// Creates a switch.
  ///
  /// ```swift
  /// let wifi = Switch()
  /// ```
  public init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
  }

  /// UIKit's `init(frame:)`: a switch (its size stays 51 × 31, as in UIKit) placed at `frame` until constraints position it.
  ///
  /// ```swift
  /// let view = Switch(frame: .zero)
  /// ```
  public override convenience init(frame: CGRect) {
    self.init()
    self.frame = CGRect(origin: frame.origin, size: self.frame.size)
  }

  /// A switch decoded from an archive: nothing is decoded (51 × 31).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(x: 0, y: 0, width: 51, height: 31)
  }

  /// Sets the state (UIKit's `setOn(_:animated:)`; no actions are sent, as in UIKit).
  ///
  /// ```swift
  /// toggle.setOn(true, animated: false)
  /// ```
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// The colour of the track when on, and of the thumb (kept).
  public var onTintColor: Color?
  /// The colour of the thumb (kept).
  public var thumbTintColor: Color?

  /// `UISwitch`.
  override open class var uikitName: String { "UISwitch" }

  /// The frame's size.
  public static let frameSize = CGSize(width: 51, height: 31)
  /// The frame's reach past the alignment rectangle (right: 2).
  public static let frameInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

  /// 49 × 31: the alignment rectangle of a 51 × 31 frame.
  override open var intrinsicContentSize: CGSize {
    CGSize(
      width: Switch.frameSize.width - Switch.frameInsets.left - Switch.frameInsets.right,
      height: Switch.frameSize.height - Switch.frameInsets.top - Switch.frameInsets.bottom)
  }

  /// The frame reaches 2 points past the alignment rectangle on the right.
  override open var alignmentRectInsets: EdgeInsets { Switch.frameInsets }
}

import Foundation

/// An on/off switch (UIKit's `UISwitch`): always 51 × 31 points.
///
/// ```swift
/// let toggle = Switch()
/// toggle.intrinsicContentSize   // (51, 31)
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

  /// 51 × 31.
  override open var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

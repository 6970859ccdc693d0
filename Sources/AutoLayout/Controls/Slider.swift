import Foundation

/// A slider (UIKit's `UISlider`): 31 points tall, no intrinsic width; its frame reaches 2 points
/// past its alignment rectangle on the left and right (the thumb's shadow), as the frames
/// Interface Builder stores show (leading margin 16, frame x 14).
///
/// ```swift
/// let volume = Slider()
/// volume.alignmentRectInsets   // (0, 2, 0, 2)
/// ```
open class Slider: Control {
  /// The value, between ``minimumValue`` and ``maximumValue``.
  public var value: Float = 0.5
  /// The smallest value.
  public var minimumValue: Float = 0
  /// The largest value.
  public var maximumValue: Float = 1

  /// Creates a slider.
  ///
  /// ```swift
  /// let slider = Slider()
  /// ```
  public init() {
    super.init(frame: .zero)
  }

  /// UIKit's `init(frame:)`: a slider placed at `frame` until constraints position it.
  ///
  /// ```swift
  /// let view = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
  /// ```
  public override convenience init(frame: CGRect) {
    self.init()
    self.frame = frame
  }

  /// A slider decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `UISlider`.
  override open class var uikitName: String { "UISlider" }

  /// No width, 31 tall.
  override open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }

  /// 2 points left and right.
  override open var alignmentRectInsets: EdgeInsets { Slider.frameInsets }

  /// The frame's reach past the alignment rectangle: 2 points left and right.
  public static let frameInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
}

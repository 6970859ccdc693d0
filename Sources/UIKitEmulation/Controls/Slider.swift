import AutoLayout
import Foundation

/// A slider (UIKit's `UISlider`): a 31-point-tall frame, no intrinsic width; its frame reaches 2 points
/// past its alignment rectangle on the left and right (the thumb's shadow) and 1 point below it, as
/// the frames Interface Builder stores show (leading margin 16, frame x 14; sliders stacked 8
/// points apart have frames 9 points apart).
///
/// ```swift
/// let volume = Slider()
/// volume.alignmentRectInsets   // (0, 2, 1, 2)
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

  /// No width; 30 tall (the alignment rectangle of a 31-point frame).
  override open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: 31 - Slider.frameInsets.top - Slider.frameInsets.bottom)
  }

  /// 2 points left and right.
  override open var alignmentRectInsets: EdgeInsets { Slider.frameInsets }

  /// The frame's reach past the alignment rectangle: 2 points left and right, 1 below.
  public static let frameInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
}

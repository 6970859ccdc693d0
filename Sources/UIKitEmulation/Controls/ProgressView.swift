import AutoLayout
import Foundation

/// A bar that shows progress (UIKit's `UIProgressView`): 4 points tall, as wide as constraints
/// make it (it has no width of its own). The height rests on one file: the corpus holds two
/// progress views, element-ios's of Xcode 12 stored 4 tall and BEMSimpleLineGraph's of Xcode 7
/// stored 2 tall.
///
/// ```swift
/// let upload = ProgressView(progressViewStyle: .default)
/// upload.progress = 0.5
/// upload.intrinsicContentSize   // (noIntrinsicMetric, 4)
/// ```
open class ProgressView: View {
  /// The progress, from 0 to 1 (kept within).
  public var progress: Float = 0 {
    didSet { progress = min(max(progress, 0), 1) }
  }
  /// The look (kept; both styles are 4 points tall).
  public var progressViewStyle: Style = .default
  /// The colour of the filled part, and of the track (kept).
  public var progressTintColor: Color?
  /// The colour of the track (kept).
  public var trackTintColor: Color?

  /// UIKit's `UIProgressView.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    /// The standard bar.
    case `default`
    /// The bar of a toolbar.
    case bar
  }

  /// Creates a progress view of a style.
  ///
  /// ```swift
  /// let bar = ProgressView(progressViewStyle: .bar)
  /// ```
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: ProgressView.height))
  }

  /// UIKit's `init(frame:)`: a progress view placed at `frame` (its height stays 4, as in UIKit).
  public override convenience init(frame: CGRect) {
    self.init(progressViewStyle: .default)
    self.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: ProgressView.height)
  }

  /// A progress view decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the progress (no animation here).
  ///
  /// ```swift
  /// bar.setProgress(0.8, animated: true)
  /// ```
  public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// The bar's height since iOS 13.
  public static let height: CGFloat = 4

  /// No width of its own; 4 points tall.
  override open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: ProgressView.height)
  }

  /// `UIProgressView`.
  override open class var uikitName: String { "UIProgressView" }
}

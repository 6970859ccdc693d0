import AutoLayout
import Foundation

/// A spinning progress indicator (UIKit's `UIActivityIndicatorView`): 20 × 20 points, 37 × 37 in
/// the large style — the frames Interface Builder stores for every unconstrained indicator of the
/// public corpus (12 small ones, `gray` / `white` / `medium`; the large ones of 2 repositories).
/// Stopped, it is hidden while ``hidesWhenStopped`` (the default), which a stack view collapses.
///
/// ```swift
/// let spinner = ActivityIndicatorView(style: .medium)
/// spinner.isHidden            // true: stopped
/// spinner.startAnimating()    // shown, 20 × 20
/// ```
open class ActivityIndicatorView: View {
  /// UIKit's `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// The small indicator (iOS 13).
    case medium
    /// The large indicator (iOS 13).
    case large
    /// The iOS 12 small white style.
    case white
    /// The iOS 12 large white style.
    case whiteLarge
    /// The iOS 12 small grey style.
    case gray

    /// The side of the indicator's square.
    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  /// The style; its size is the intrinsic content size.
  public var style: Style {
    didSet { if style.side != oldValue.side { invalidateIntrinsicContentSize() } }
  }
  /// Whether a stopped indicator is hidden (default `true`).
  public var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it spins.
  public private(set) var isAnimating = false
  /// The colour (kept).
  public var color: Color?

  /// An indicator of a style, stopped (and so hidden).
  ///
  /// ```swift
  /// let spinner = ActivityIndicatorView(style: .large)
  /// ```
  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    isHidden = true
  }

  /// UIKit's `init(frame:)`: a medium indicator at `frame`.
  ///
  /// ```swift
  /// let spinner = ActivityIndicatorView(frame: .zero)
  /// ```
  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// An indicator decoded from an archive: nothing is decoded (medium, stopped).
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning (and shows the indicator).
  ///
  /// ```swift
  /// spinner.startAnimating()
  /// ```
  public func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning (and hides the indicator while ``hidesWhenStopped``).
  ///
  /// ```swift
  /// spinner.stopAnimating()
  /// ```
  public func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// The style's square: 20 × 20, or 37 × 37 large.
  override open var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

  /// `UIActivityIndicatorView`.
  override open class var uikitName: String { "UIActivityIndicatorView" }
}

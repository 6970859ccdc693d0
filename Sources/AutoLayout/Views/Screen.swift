import Synchronization

/// The display a hierarchy is shown on when it is not in a ``Window`` (UIKit's `UIScreen`): its
/// scale is the pixel grid such a hierarchy snaps to, as UIKit snaps a view outside a window to
/// the main screen's scale.
///
/// ```swift
/// Screen.main.scale = 3          // lay out windowless hierarchies for a 3× display
/// Screen.main.bounds.size        // 390 × 844 by default
/// ```
public final class Screen: Sendable {
  /// The screen of the process (scale 2, 390 × 844 points unless set).
  public static let main = Screen()

  private let state = Mutex((scale: CGFloat(2), bounds: CGRect(x: 0, y: 0, width: 390, height: 844)))

  /// Creates a screen with UIKit's default scale (2) and an iPhone-sized bounds.
  ///
  /// ```swift
  /// let external = Screen()
  /// ```
  public init() {}

  /// Pixels per point (default 2).
  ///
  /// ```swift
  /// Screen.main.scale   // 2
  /// ```
  public var scale: CGFloat {
    get { state.withLock { $0.scale } }
    set { state.withLock { $0.scale = newValue > 0 && newValue.isFinite ? newValue : 2 } }
  }

  /// The screen's rectangle in points.
  ///
  /// ```swift
  /// Screen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// ```
  public var bounds: CGRect {
    get { state.withLock { $0.bounds } }
    set { state.withLock { $0.bounds = newValue } }
  }
}

import Synchronization

/// The display a hierarchy is shown on when it is not in a ``Window`` (UIKit's `UIScreen`): its
/// scale is the pixel grid such a hierarchy snaps to, as UIKit snaps a view outside a window to
/// the main screen's scale.
///
/// ```swift
/// Screen.main.scale = 3          // lay out windowless hierarchies for a 3× display
/// Screen.main.bounds.size        // 390 × 844 by default
///
/// // An iPhone 15's screen: a window covering it gets the sensor housing's and home
/// // indicator's insets, as `UIWindow(frame: UIScreen.main.bounds)` does on the device.
/// Screen.main.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
/// Screen.main.scale = 3
/// Screen.main.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
/// ```
public final class Screen: Sendable {
  /// The screen of the process (scale 2, 390 × 844 points unless set).
  public static let main = Screen()

  private let state = Mutex(
    (scale: CGFloat(2), bounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: EdgeInsets.zero))

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

  /// The scale of the physical pixels (UIKit's `nativeScale`): ``scale`` here, as on every
  /// device but the zoomed iPhone Plus modes.
  public var nativeScale: CGFloat { scale }

  /// The screen's rectangle in points.
  ///
  /// ```swift
  /// Screen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// ```
  public var bounds: CGRect {
    get { state.withLock { $0.bounds } }
    set { state.withLock { $0.bounds = newValue } }
  }

  /// The insets the screen's shape takes from a window that covers it (a sensor housing, a home
  /// indicator, rounded corners): none by default, as a screen without a device model has no
  /// shape. ``Window/init(frame:)`` gives a window whose frame is the screen's ``bounds`` these
  /// insets, as UIKit gives `UIWindow(frame: UIScreen.main.bounds)` the device's.
  ///
  /// ```swift
  /// Screen.main.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  /// Window(frame: Screen.main.bounds).safeAreaInsets.top   // 47
  /// ```
  public var safeAreaInsets: EdgeInsets {
    get { state.withLock { $0.safeAreaInsets } }
    set { state.withLock { $0.safeAreaInsets = newValue } }
  }
}

import Foundation

/// The app (UIKit's `UIApplication`, the parts view code reads): the windows shown with
/// ``Window/makeKeyAndVisible()`` and the key one among them, and the layout direction.
///
/// There is one per process, as in UIKit; windows that are gone drop out of ``windows``. Tests
/// that run in parallel share it: read the window a test made rather than ``keyWindow`` there.
///
/// ```swift
/// window.makeKeyAndVisible()
/// Application.shared.windows.first { $0.isKeyWindow } === window   // true
/// ```
public final class Application: Responder, @unchecked Sendable {
  /// The app.
  public static let shared = Application()

  private let lock = NSLock()
  private var shown: [WeakWindow] = []
  /// The app's delegate (UIKitEmulation's `delegate`, typed there), held weakly as UIKit holds it.
  package weak var delegateStorage: AnyObject?

  private struct WeakWindow {
    weak var window: Window?
  }

  /// The windows made key and visible, oldest first (those still alive).
  public var windows: [Window] {
    lock.withLock { shown.compactMap(\.window) }
  }

  /// The window made key most recently (UIKit's deprecated `keyWindow`, and what
  /// `windows.first { $0.isKeyWindow }` finds in a one-window app).
  public var keyWindow: Window? { windows.last }

  /// The direction of the key window's layout (left to right without one).
  ///
  /// ```swift
  /// Application.shared.userInterfaceLayoutDirection == .rightToLeft
  /// ```
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    keyWindow?.layoutDirection ?? .leftToRight
  }

  /// Whether the screen may dim and lock (kept).
  public var isIdleTimerDisabled = false
  /// The number on the app's icon (kept).
  public var applicationIconBadgeNumber = 0

  /// Records a window that became key and visible.
  func windowBecameKey(_ window: Window) {
    lock.withLock {
      shown.removeAll { $0.window == nil || $0.window === window }
      shown.append(WeakWindow(window: window))
    }
  }
}

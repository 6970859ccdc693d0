import AutoLayout
import Foundation

/// The device the process runs on (UIKit's `UIDevice`; `DeviceInfo` leaves `Device` to the layout
/// documents' device presets), described by the main `Screen`: a pad
/// when the screen's shorter side is at least 768 points (every iPad), otherwise a phone, as a
/// `Window` decides its idiom; in landscape when the screen is wider than tall.
///
/// ```swift
/// Screen.main.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1366)
/// DeviceInfo.current.userInterfaceIdiom   // .pad
/// DeviceInfo.current.orientation          // .portrait
/// ```
public final class DeviceInfo: Sendable {
  /// The device of the process.
  public static let current = DeviceInfo()

  /// UIKit's `UIDeviceOrientation`.
  public enum Orientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright, the home button (or indicator) at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the home button at the right.
    case landscapeLeft
    /// On its side, the home button at the left.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is flat (face up or down).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one of the six physical ones.
    public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
  }

  private let screen: Screen

  /// A device described by `screen` (the main screen by default).
  ///
  /// ```swift
  /// let device = DeviceInfo()
  /// ```
  public init(screen: Screen = .main) { self.screen = screen }

  /// A pad or a phone, by the screen's shorter side.
  public var userInterfaceIdiom: UserInterfaceIdiom {
    UserInterfaceIdiom(screenSize: screen.bounds.size)
  }

  /// Portrait, or landscape when the screen is wider than tall.
  public var orientation: Orientation {
    let size = screen.bounds.size
    return size.width > size.height ? .landscapeLeft : .portrait
  }

  /// "iPad" or "iPhone", by the idiom.
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The model, as the name of a device without one.
  public var name: String { model }
  /// "iOS".
  public var systemName: String { "iOS" }
  /// The iOS release whose layout this package follows.
  public var systemVersion: String { "17.0" }
  /// Whether the device reports orientation changes (kept: no notifications here).
  public var isGeneratingDeviceOrientationNotifications: Bool { false }

  /// Starts orientation notifications (kept: none are sent).
  public func beginGeneratingDeviceOrientationNotifications() {}
  /// Stops orientation notifications (kept).
  public func endGeneratingDeviceOrientationNotifications() {}
}

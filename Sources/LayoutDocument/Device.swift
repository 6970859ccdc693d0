import AutoLayout
import Foundation

/// A device the canvas can be: its size in points (portrait unless named landscape), display
/// scale and safe-area insets, as the simulator reports them.
///
/// ```swift
/// Device.named("iphone-15")?.size   // 393 × 852
/// ```
public struct Device: Sendable, Equatable {
  /// The name used in documents and `--device`.
  public let name: String
  /// The screen size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The window's safe-area insets.
  public let safeArea: EdgeInsets
  /// The size classes across and down: iPhones in portrait are compact × regular, iPads
  /// regular × regular.
  public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    name.hasPrefix("ipad") ? (.regular, .regular) : (.compact, .regular)
  }

  /// Every preset, in the order `--help` lists them.
  ///
  /// ```swift
  /// Device.all.map(\.name)
  /// ```
  public static let all: [Device] = [
    Device(
      name: "iphone-se", size: CGSize(width: 375, height: 667), scale: 2,
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    Device(
      name: "iphone-15", size: CGSize(width: 393, height: 852), scale: 3,
      safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    Device(
      name: "iphone-15-pro-max", size: CGSize(width: 430, height: 932), scale: 3,
      safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    Device(
      name: "ipad-portrait", size: CGSize(width: 820, height: 1180), scale: 2,
      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    Device(
      name: "ipad-landscape", size: CGSize(width: 1180, height: 820), scale: 2,
      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
  ]

  /// The preset with that name, or `nil`.
  ///
  /// ```swift
  /// Device.named("ipad-landscape")
  /// ```
  public static func named(_ name: String) -> Device? {
    all.first { $0.name == name.lowercased() }
  }
}

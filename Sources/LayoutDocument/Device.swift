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
  /// The size classes across and down: iPads are regular × regular; iPhones compact × regular in
  /// portrait, and compact × compact in landscape except the large ones (414 points wide in
  /// portrait and more: Plus, Max, XR), regular × compact — as the Interface Builder device table
  /// (`InterfaceBuilderDevice`) has them.
  public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    UserInterfaceSizeClass.fullScreen(
      isPad: name.hasPrefix("ipad"), landscape: isLandscape,
      isWideInLandscape: min(size.width, size.height) >= 414)
  }

  /// Whether the preset is a landscape one (wider than tall).
  public var isLandscape: Bool { size.width > size.height }

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
    // Landscape iPhones: the status bar is hidden; a Face ID or Dynamic Island iPhone keeps its
    // sensor housing's inset on both sides and 21 points for the home indicator (the values of
    // the Interface Builder device table for the same screens).
    Device(
      name: "iphone-se-landscape", size: CGSize(width: 667, height: 375), scale: 2, safeArea: .zero),
    Device(
      name: "iphone-15-landscape", size: CGSize(width: 852, height: 393), scale: 3,
      safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    Device(
      name: "iphone-15-pro-max-landscape", size: CGSize(width: 932, height: 430), scale: 3,
      safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
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

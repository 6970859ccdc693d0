import AutoLayout
import Foundation
import UIKitEmulation

/// A device the canvas can be: its size in points (portrait unless named landscape), display
/// scale and safe-area insets, as the simulator reports them.
///
/// ```swift
/// Device.named("iphone-15")?.size   // 393 × 852
/// ```
public struct Device: Sendable, Equatable {
  /// The name used in documents and `--device`.
  public let name: String
  /// The device it is (its row of the device table).
  public let model: DeviceModel
  /// Whether the preset is a landscape one (wider than tall).
  public let isLandscape: Bool

  /// The screen size in points.
  public var size: CGSize { model.screenSize(landscape: isLandscape) }
  /// Pixels per point.
  public var scale: CGFloat { model.scale }
  /// The window's safe-area insets.
  public var safeArea: EdgeInsets { model.safeAreaInsets(landscape: isLandscape) }
  /// The size classes across and down: iPads are regular × regular; iPhones compact × regular in
  /// portrait, and compact × compact in landscape except the large ones (Plus, Max), regular ×
  /// compact.
  public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    model.sizeClasses(landscape: isLandscape)
  }

  /// Every preset, in the order `--help` lists them: three iPhones (the iPhone SE of the second
  /// and third generations has the iPhone 8's screen) and an iPad, upright and on their sides.
  ///
  /// ```swift
  /// Device.all.map(\.name)
  /// ```
  public static let all: [Device] = {
    func preset(_ name: String, _ model: String, landscape: Bool = false) -> Device {
      guard let found = DeviceModel.named(model) else { preconditionFailure("no device named \(model)") }
      return Device(name: name, model: found, isLandscape: landscape)
    }
    return [
      preset("iphone-se", "iPhone 8"),
      preset("iphone-15", "iPhone 15"),
      preset("iphone-15-pro-max", "iPhone 15 Pro Max"),
      preset("iphone-se-landscape", "iPhone 8", landscape: true),
      preset("iphone-15-landscape", "iPhone 15", landscape: true),
      preset("iphone-15-pro-max-landscape", "iPhone 15 Pro Max", landscape: true),
      preset("ipad-portrait", "iPad Air (10.9-inch)"),
      preset("ipad-landscape", "iPad Air (10.9-inch)", landscape: true),
    ]
  }()

  /// The preset with that name, or `nil`.
  ///
  /// ```swift
  /// Device.named("ipad-landscape")
  /// ```
  public static func named(_ name: String) -> Device? {
    all.first { $0.name == name.lowercased() }
  }
}

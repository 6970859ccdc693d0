import AutoLayout
import Foundation
import UIKitEmulation

/// Where a snapshot lays a view controller out: a device from the one device table
/// (`DeviceModel`), an orientation, a layout direction and a text size — the window UIKit would
/// give it on that device.
///
/// ```swift
/// assertSnapshot(of: controller, as: .layout(on: .iPhone15))
/// assertSnapshot(of: controller, as: .layout(on: .iPhone15.landscape.rightToLeft))
/// assertSnapshot(of: controller, as: .layout(on: .iPhoneSE.contentSize("UICTContentSizeCategoryAccessibilityL")))
/// ```
public struct LayoutEnvironment: Sendable, Equatable {
  /// The device.
  public var device: DeviceModel
  /// Whether the device is turned to landscape.
  public var isLandscape = false
  /// The layout direction.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// The text size, as UIKit's `UIContentSizeCategory` raw value.
  public var contentSizeCategory = "UICTContentSizeCategoryL"

  /// An environment on a device, portrait, left to right, the default text size.
  ///
  /// ```swift
  /// let mini = LayoutEnvironment(device: DeviceModel.named("iPhone 12 mini")!)
  /// ```
  public init(device: DeviceModel) {
    self.device = device
  }

  /// The device named `name` in the device table (`"iPhone 15"`), or `nil` for a name not in it
  /// (`DeviceModel.all` lists them).
  ///
  /// ```swift
  /// let ipad = LayoutEnvironment(named: "iPad Pro (11-inch)")!
  /// ```
  public init?(named name: String) {
    guard let device = DeviceModel.named(name) else { return nil }
    self.init(device: device)
  }

  /// A device of the table by a name the package knows to be there.
  private static func known(_ name: String) -> LayoutEnvironment {
    guard let environment = LayoutEnvironment(named: name) else {
      preconditionFailure("the device table has no \(name)")
    }
    return environment
  }

  /// iPhone 15: 393 × 852 at 3x, the sensor housing (59) and the home indicator (34).
  public static let iPhone15 = known("iPhone 15")
  /// iPhone 15 Pro Max: 430 × 932, regular width in landscape.
  public static let iPhone15ProMax = known("iPhone 15 Pro Max")
  /// iPhone 12 mini: 375 × 812 at 3x.
  public static let iPhone12Mini = known("iPhone 12 mini")
  /// iPhone SE (2nd and 3rd generation, as iPhone 8): 375 × 667 at 2x, a 20-point status bar.
  public static let iPhoneSE = known("iPhone 8")
  /// iPad Pro (11-inch): 834 × 1194, regular in both directions.
  public static let iPadPro11 = known("iPad Pro (11-inch)")

  /// The same, turned to landscape.
  public var landscape: LayoutEnvironment {
    var copy = self
    copy.isLandscape = true
    return copy
  }

  /// The same, right to left (Arabic, Hebrew).
  public var rightToLeft: LayoutEnvironment {
    var copy = self
    copy.layoutDirection = .rightToLeft
    return copy
  }

  /// The same at another text size (`UIContentSizeCategory`'s raw value).
  public func contentSize(_ category: String) -> LayoutEnvironment {
    var copy = self
    copy.contentSizeCategory = category
    return copy
  }

  /// A short name for snapshot file names and headers: `iPhone 15, landscape, RTL`.
  public var name: String {
    var parts = [device.name]
    if isLandscape { parts.append("landscape") }
    if layoutDirection == .rightToLeft { parts.append("RTL") }
    if contentSizeCategory != "UICTContentSizeCategoryL" {
      parts.append(contentSizeCategory.replacingOccurrences(of: "UICTContentSizeCategory", with: ""))
    }
    return parts.joined(separator: ", ")
  }

  /// A window of this environment showing `controller`, laid out.
  ///
  /// ```swift
  /// let window = LayoutEnvironment.iPhone15.window(showing: controller)
  /// ```
  public func window(showing controller: ViewController) -> Window {
    let window = makeWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  /// An empty window of this environment.
  public func makeWindow() -> Window {
    let window = Window(
      size: device.screenSize(landscape: isLandscape), scale: device.scale, layoutDirection: layoutDirection,
      safeAreaInsets: device.safeAreaInsets(landscape: isLandscape), contentSizeCategory: contentSizeCategory)
    let classes = device.sizeClasses(landscape: isLandscape)
    window.horizontalSizeClass = classes.horizontal
    window.verticalSizeClass = classes.vertical
    return window
  }
}

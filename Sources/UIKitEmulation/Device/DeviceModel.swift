import AutoLayout
import Foundation

/// A device's screen as layout sees it: size in points (portrait), display scale, safe-area
/// insets in each orientation, and what decides its size classes. The one table of devices:
/// layout documents' presets (`iphone-15`, `ipad-landscape`) and Interface Builder's device ids
/// (`retina4_7`, `iPhone14_6_1`) both name rows of it.
///
/// Values are the simulator's and Interface Builder's canvas: the status bar (20 points) on
/// screens without a sensor housing, the housing and the home indicator on the others; landscape
/// phones hide the status bar and keep the housing on both sides.
///
/// ```swift
/// let phone = DeviceModel.named("iPhone 15")!
/// phone.screenSize(landscape: true)               // 852 × 393
/// phone.safeAreaInsets(landscape: false).top      // 59
/// phone.sizeClasses(landscape: true)              // (.compact, .compact)
/// ```
public struct DeviceModel: Sendable, Equatable {
  /// The device's name (`iPhone 8`, `iPad Air (10.9-inch)`).
  public let name: String
  /// The portrait screen size in points.
  public let portraitSize: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The safe-area insets in portrait.
  public let portraitSafeArea: EdgeInsets
  /// The safe-area insets in landscape.
  public let landscapeSafeArea: EdgeInsets
  /// Whether it is an iPad (regular width and height in both orientations).
  public let isPad: Bool
  /// Whether the landscape width is regular (the "Plus" and "Max" phones, iPads, the Apple TV).
  public let isWideInLandscape: Bool
  /// Whether it is an Apple TV (regular width, compact height; one orientation).
  public let isTelevision: Bool

  /// The screen size in an orientation.
  ///
  /// ```swift
  /// DeviceModel.named("iPad Pro (12.9-inch)")!.screenSize(landscape: true)   // 1366 × 1024
  /// ```
  public func screenSize(landscape: Bool) -> CGSize {
    landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The safe-area insets in an orientation.
  ///
  /// ```swift
  /// DeviceModel.named("iPhone X")!.safeAreaInsets(landscape: true)   // (0, 44, 21, 44)
  /// ```
  public func safeAreaInsets(landscape: Bool) -> EdgeInsets {
    landscape ? landscapeSafeArea : portraitSafeArea
  }

  /// The size classes (horizontal, vertical) of a full-screen window in an orientation.
  ///
  /// ```swift
  /// DeviceModel.named("iPhone 8 Plus")!.sizeClasses(landscape: true)   // (.regular, .compact)
  /// ```
  public func sizeClasses(landscape: Bool) -> (
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    UserInterfaceSizeClass.fullScreen(
      isPad: isPad, isTelevision: isTelevision, landscape: landscape, isWideInLandscape: isWideInLandscape)
  }

  /// The status bar of a screen without a sensor housing (points): the top inset of the phones
  /// before the iPhone X and of the iPads without rounded corners.
  ///
  /// ```swift
  /// DeviceModel.statusBarHeight   // 20
  /// ```
  public static let statusBarHeight: CGFloat = 20

  /// Every device, phones from the iPhone 4s, then iPads, then the Apple TV.
  ///
  /// ```swift
  /// DeviceModel.all.filter(\.isPad).map(\.name)
  /// ```
  public static let all: [DeviceModel] = {
    func phone(
      _ name: String, _ w: CGFloat, _ h: CGFloat, _ scale: CGFloat, top: CGFloat = statusBarHeight,
      bottom: CGFloat = 0, side: CGFloat = 0, landscapeBottom: CGFloat = 0, wide: Bool = false
    ) -> DeviceModel {
      DeviceModel(
        name: name, portraitSize: CGSize(width: w, height: h), scale: scale,
        portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
        isPad: false, isWideInLandscape: wide, isTelevision: false)
    }
    // iPads keep the status bar (or the rounded corners' 24 and 20) in both orientations.
    func pad(_ name: String, _ w: CGFloat, _ h: CGFloat, rounded: Bool) -> DeviceModel {
      let insets =
        rounded
        ? EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        : EdgeInsets(top: statusBarHeight, left: 0, bottom: 0, right: 0)
      return DeviceModel(
        name: name, portraitSize: CGSize(width: w, height: h), scale: 2, portraitSafeArea: insets,
        landscapeSafeArea: insets, isPad: true, isWideInLandscape: true, isTelevision: false)
    }
    // tvOS: 1920 × 1080 points at 2x (Apple TV 4K); the TV-safe area is 60 points from the top
    // and bottom and 80 from the sides (Apple's tvOS layout guidance).
    let television = EdgeInsets(top: 60, left: 80, bottom: 60, right: 80)
    return [
      phone("iPhone 4s", 320, 480, 2),
      phone("iPhone 5", 320, 568, 2),
      phone("iPhone SE (1st generation)", 320, 568, 2),
      phone("iPhone 8", 375, 667, 2),
      phone("iPhone 8 Plus", 414, 736, 3, wide: true),
      phone("iPhone X", 375, 812, 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21),
      phone("iPhone 11", 414, 896, 2, top: 48, bottom: 34, side: 48, landscapeBottom: 21, wide: true),
      phone("iPhone 11 Pro Max", 414, 896, 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21, wide: true),
      phone("iPhone 12 mini", 375, 812, 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
      phone("iPhone 12", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
      phone("iPhone 12 Pro Max", 428, 926, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21, wide: true),
      phone("iPhone 15", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
      phone("iPhone 15 Pro Max", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21, wide: true),
      pad("iPad (9.7-inch)", 768, 1024, rounded: false),
      pad("iPad (10.2-inch)", 810, 1080, rounded: false),
      pad("iPad Pro (10.5-inch)", 834, 1112, rounded: false),
      pad("iPad Air (10.9-inch)", 820, 1180, rounded: true),
      pad("iPad Pro (11-inch)", 834, 1194, rounded: true),
      pad("iPad Pro (12.9-inch)", 1024, 1366, rounded: false),
      pad("iPad Pro (12.9-inch, rounded)", 1024, 1366, rounded: true),
      DeviceModel(
        name: "Apple TV", portraitSize: CGSize(width: 1920, height: 1080), scale: 2,
        portraitSafeArea: television, landscapeSafeArea: television, isPad: false, isWideInLandscape: true,
        isTelevision: true),
    ]
  }()

  /// The device with that name, or `nil`.
  ///
  /// ```swift
  /// DeviceModel.named("iPhone 12 mini")?.portraitSize   // 375 × 812
  /// ```
  public static func named(_ name: String) -> DeviceModel? {
    all.first { $0.name == name }
  }
}

import AutoLayout
import Foundation
import UIKitEmulation

/// A device Interface Builder simulates (`<device id="retina4_7">`): screen size, display scale,
/// safe-area insets and size classes. The ids are Xcode's; the table covers the phones and pads
/// Xcode has offered since the iPhone 5.
///
/// ```swift
/// let device = InterfaceBuilderDevice.named("retina5_9")!   // iPhone X
/// device.screenSize(landscape: false)                       // 375 × 812
/// device.safeAreaInsets(landscape: false).top               // 44
/// ```
public struct InterfaceBuilderDevice: Sendable, Equatable {
  /// Xcode's id (`retina4_7`, `ipad12_9rounded` …).
  public let id: String
  /// The device the id names (its row of the device table).
  public let model: DeviceModel

  /// A readable name (`iPhone 8`).
  public var name: String { model.name }
  /// The portrait screen size in points.
  public var portraitSize: CGSize { model.portraitSize }
  /// Pixels per point (of today's canvas: ``scale(toolsVersion:)`` for a document's).
  public var scale: CGFloat { model.scale }
  /// The safe-area insets in portrait: the status bar (20) on devices without a notch or rounded
  /// corners, the sensor housing and home indicator on the others.
  public var portraitSafeArea: EdgeInsets { model.portraitSafeArea }
  /// Safe-area insets in landscape.
  public var landscapeSafeArea: EdgeInsets { model.landscapeSafeArea }
  /// Whether it is an iPad (regular width and height in both orientations).
  public var isPad: Bool { model.isPad }
  /// Whether the landscape width is regular (the "Plus" and "Max" phones).
  public var isWideInLandscape: Bool { model.isWideInLandscape }
  /// Whether it is an Apple TV (regular width, compact height; one orientation).
  public var isTelevision: Bool { model.isTelevision }

  /// The screen size in an orientation.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("ipad12_9rounded")!.screenSize(landscape: true)  // 1366 × 1024
  /// ```
  public func screenSize(landscape: Bool) -> CGSize { model.screenSize(landscape: landscape) }

  /// The safe-area insets Interface Builder gave the device in files of earlier Xcode releases.
  public struct EarlierSafeArea: Sendable, Equatable {
    /// The first `toolsVersion` with today's insets.
    public var beforeToolsVersion: ToolsVersion
    /// The portrait insets of earlier files.
    public var portrait: EdgeInsets
    /// The landscape insets of earlier files.
    public var landscape: EdgeInsets
  }

  /// Where Interface Builder's safe area changed (nil: it never changed).
  public internal(set) var earlierSafeArea: EarlierSafeArea?

  /// The scale Interface Builder drew the device at in files of earlier Xcode releases.
  public struct EarlierScale: Sendable, Equatable {
    /// The first `toolsVersion` with today's scale.
    public var beforeToolsVersion: ToolsVersion
    /// The pixels per point of earlier files.
    public var scale: CGFloat
  }

  /// Where Interface Builder's scale changed (nil: it never changed).
  public internal(set) var earlierScale: EarlierScale?

  /// A later device Xcode gave the same id to: from `fromToolsVersion` on, files that name the id
  /// were drawn on the device `id` names in the table.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("retina6_12")?.laterDevice?.id   // "iPhone14_6_1"
  /// ```
  public struct LaterDevice: Sendable, Equatable {
    /// The first `toolsVersion` of the later device.
    public var fromToolsVersion: ToolsVersion
    /// The table's id of the later device.
    public var id: String
  }

  /// Where Xcode moved the id to a later device (nil: it never did).
  public internal(set) var laterDevice: LaterDevice?

  /// The pixels per point of the canvas in a document of a `toolsVersion` (nil = the current
  /// one): the Apple TV is drawn as the 1x Apple TV HD before Xcode 11 and as the 2x Apple TV 4K
  /// since.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("appleTV")!.scale(toolsVersion: 14460)   // 1
  /// ```
  public func scale(toolsVersion: ToolsVersion?) -> CGFloat {
    if let earlier = earlierScale, toolsVersion.orNewest < earlier.beforeToolsVersion {
      return earlier.scale
    }
    return scale
  }

  /// The safe-area insets in an orientation.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("retina6_1")!.safeAreaInsets(landscape: false).top  // 48
  /// ```
  public func safeAreaInsets(landscape: Bool) -> EdgeInsets { model.safeAreaInsets(landscape: landscape) }

  /// The safe-area insets Interface Builder of a document's `toolsVersion` gives (nil = the
  /// current one): the iPhone 11's housing is 44 points in files of Xcode 13 and earlier, 48 since;
  /// the Apple TV's sides 90 before Xcode 12, 80 since.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("retina6_1")!.safeAreaInsets(landscape: false, toolsVersion: 16096).top  // 44
  /// ```
  public func safeAreaInsets(landscape: Bool, toolsVersion: ToolsVersion?) -> EdgeInsets {
    if let earlier = earlierSafeArea, toolsVersion.orNewest < earlier.beforeToolsVersion {
      return landscape ? earlier.landscape : earlier.portrait
    }
    var insets = safeAreaInsets(landscape: landscape)
    if omitsStatusBar(landscape: landscape, toolsVersion: toolsVersion) { insets.top = 0 }
    return insets
  }

  /// The `toolsVersion`s whose canvas draws a phone without a sensor housing without its status
  /// bar in the safe area: Xcode 11 (``ToolsVersion/xcode11``) up to Xcode 14.3
  /// (``ToolsVersion/xcode14_3``). Measured on the insets
  /// the files' own constraints imply (a view pinned to the safe area's or the top layout guide's
  /// top, at the stored frame): every such iPhone 8 or SE scene of those versions in both sets
  /// puts the top at 0, or 44 under a navigation bar — 17 scenes of 8 repositories (XLActionController,
  /// SideMenu, SkeletonView, Open Food Facts, DisplaySwitcher, Pulley, element, Keith Harrison's
  /// samples), and DuckDuckGo's menu of Xcode 14.0 (21208), whose top layout guide the file stores
  /// at 0, and WWDCScholars' four iPhone 8 scenes of an Xcode 11 beta (14865.1), which pin views
  /// to the safe area's top at 0 — none at 20 or 64; files of 14490 and earlier (3 repositories) and of 21701 and later
  /// (appcenter, twilio's 6 scenes) at 20 or 64. iPads are not known to share it (no evidence).
  ///
  /// ```swift
  /// InterfaceBuilderDevice.statusBarlessToolsVersions.contains(16096)   // true
  /// ```
  public static let statusBarlessToolsVersions: Range<ToolsVersion> =
    ToolsVersion.xcode11..<ToolsVersion.xcode14_3

  /// Whether a document of `toolsVersion` draws this device without its status bar in the safe
  /// area (``statusBarlessToolsVersions``): a phone without a sensor housing, in portrait.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("retina4_7")!.omitsStatusBar(landscape: false, toolsVersion: 17701)  // true
  /// ```
  public func omitsStatusBar(landscape: Bool, toolsVersion: ToolsVersion?) -> Bool {
    guard Self.statusBarlessToolsVersions.contains(toolsVersion.orNewest), !landscape, !isPad,
      !isTelevision
    else { return false }
    return portraitSafeArea.top == Self.statusBarHeight
  }

  /// The size classes (horizontal, vertical) in an orientation.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("retina4_7")!.sizeClasses(landscape: true)  // (.compact, .compact)
  /// ```
  public func sizeClasses(landscape: Bool) -> (
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    model.sizeClasses(landscape: landscape)
  }

  /// The status bar of a screen without a sensor housing (points): the top inset of the phones
  /// before the iPhone X and of the iPads without rounded corners.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.statusBarHeight   // 20
  /// ```
  public static let statusBarHeight = DeviceModel.statusBarHeight

  /// Xcode's device ids, each naming a row of the device table (`DeviceModel`), with the
  /// changes Interface Builder's canvas made to it over Xcode releases.
  public static let all: [InterfaceBuilderDevice] = {
    func device(_ id: String, _ name: String) -> InterfaceBuilderDevice {
      guard let model = DeviceModel.named(name) else { preconditionFailure("no device named \(name)") }
      return InterfaceBuilderDevice(id: id, model: model)
    }
    return [
      device("retina3_5", "iPhone 4s"),
      device("retina4", "iPhone 5"),
      device("retina4_0", "iPhone SE (1st generation)"),
      device("retina4_7", "iPhone 8"),
      device("retina5_5", "iPhone 8 Plus"),
      device("retina5_9", "iPhone X"),
      // The iPhone 11's housing: 44 points in the corpus's files up to Xcode 13 (toolsVersion
      // 20037; 17 constraints of 6 repositories), 48 from Xcode 14 (22154: one repository's 4
      // constraints, and a file outside the corpus at 22505), as iOS 14 and later draw it.
      {
        var device = device("retina6_1", "iPhone 11")
        device.earlierSafeArea = EarlierSafeArea(
          beforeToolsVersion: 21_000, portrait: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
          landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        return device
      }(),
      device("retina6_5", "iPhone 11 Pro Max"),
      device("retina5_4", "iPhone 12 mini"),
      // Xcode 15 moved the 6.1-inch id from the iPhone 12–14 (390 × 844) to its default iPhone,
      // the iPhone 15 (393 × 852, the Dynamic Island's 59-point top): firebase's Xcode 26 files
      // (toolsVersion 24127, the only files of either set that name the id) store 393-point
      // roots and cells on it.
      {
        var device = device("retina6_12", "iPhone 12")
        device.laterDevice = LaterDevice(fromToolsVersion: .xcode15, id: "iPhone14_6_1")
        return device
      }(),
      // The id Xcode 13 to 15 give the iPhone 13 and 14 (390 × 844, the iPhone 12's screen): 8
      // files of 7 repositories, every root 390 points wide. Their safe-area constraints put the
      // housing at 44 in files of Xcode 13 (toolsVersion 18122 to 19529: eu-digital-green-
      // certificates, sendbird; as the iPhone 11 of that era) and at 47 from Xcode 14 (21507 to
      // 23504: firebase, checkout, Entourage); 34 below in all.
      {
        var device = device("retina6_0", "iPhone 12")
        device.earlierSafeArea = EarlierSafeArea(
          beforeToolsVersion: 21_000, portrait: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
          landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        return device
      }(),
      device("retina6_7", "iPhone 12 Pro Max"),
      device("iPhone14_6_1", "iPhone 15"),
      device("ipad9_7", "iPad (9.7-inch)"),
      device("ipad10_2", "iPad (10.2-inch)"),
      device("ipad10_5", "iPad Pro (10.5-inch)"),
      device("ipad10_9rounded", "iPad Air (10.9-inch)"),
      device("ipad11", "iPad Pro (11-inch)"),
      device("ipad12_9", "iPad Pro (12.9-inch)"),
      device("ipad12_9rounded", "iPad Pro (12.9-inch, rounded)"),
      // tvOS: the corpus's tvOS files of Xcode 15 imply the table's safe area (60 top and bottom,
      // 80 at the sides) through their safe-area constraints. Files before Xcode 12 show 90 at
      // the sides (two repositories, toolsVersion 14109 and 14460, left and right each).
      {
        var tv = device("appleTV", "Apple TV")
        let earlier = EdgeInsets(top: 60, left: 90, bottom: 60, right: 90)
        tv.earlierSafeArea = EarlierSafeArea(
          beforeToolsVersion: .xcode12, portrait: earlier, landscape: earlier)
        // The canvas: stored tvOS frames hold half points from Xcode 11 on (3 repositories,
        // toolsVersion 16097 to 23094), whole points before (3 repositories, 13189 to 14460).
        tv.earlierScale = EarlierScale(beforeToolsVersion: Self.televisionRetinaToolsVersion, scale: 1)
        return tv
      }(),
    ]
  }()

  /// The first `toolsVersion` whose canvas draws the Apple TV at 2x, as the Apple TV 4K (and gives
  /// its controllers' roots 16-point side margins): stored tvOS frames hold half points from
  /// toolsVersion 16097 on (3 repositories, to 23094), whole points up to 14460 (3 repositories,
  /// from 13189); 16000 lies between.
  ///
  /// ```swift
  /// InterfaceBuilderDevice.televisionRetinaToolsVersion < "16097"   // true
  /// ```
  public static let televisionRetinaToolsVersion: ToolsVersion = 16_000

  /// The device with an Xcode id (`retina4_7`; a `.fullscreen` suffix of old files is ignored).
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("retina4_7.fullscreen")?.name  // "iPhone 8"
  /// ```
  public static func named(_ id: String) -> InterfaceBuilderDevice? {
    let base = id.split(separator: ".").first.map(String.init) ?? id
    return all.first { $0.id == base }
  }

  /// The device an id names in a document of a `toolsVersion` (nil = the current Xcode's), where
  /// Xcode gave the id to a later device (``laterDevice``).
  ///
  /// ```swift
  /// InterfaceBuilderDevice.named("retina6_12", toolsVersion: 21701)?.name   // "iPhone 12"
  /// InterfaceBuilderDevice.named("retina6_12", toolsVersion: 24127)?.name   // "iPhone 15"
  /// ```
  public static func named(_ id: String, toolsVersion: ToolsVersion?) -> InterfaceBuilderDevice? {
    guard let device = named(id) else { return nil }
    if let later = device.laterDevice, toolsVersion.orNewest >= later.fromToolsVersion {
      return named(later.id) ?? device
    }
    return device
  }
}

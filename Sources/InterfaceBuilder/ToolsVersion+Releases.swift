/// The Xcode releases whose Interface Builder changed what a document's stored frames show. Each is
/// the boundary the files place: the newest version of the four public sets that shows the earlier
/// behaviour lies below it, the oldest that shows the later one at or above it. The rules that use
/// them cite their own counts (docs/interface-builder.md).
///
/// ```swift
/// ToolsVersion("17156") >= .xcode12   // true: macOS 11's controls
/// ```
extension ToolsVersion {
  /// Xcode 7 (8000): iOS 9's system margins on a controller's root view, 20 points on a view wider
  /// than 375 (Xcode 6 gave every root 16). The sets' Xcode 6 files end at 7706, the oldest wide
  /// root with 20 is of 9532.
  ///
  /// ```swift
  /// ToolsVersion("7706") < .xcode7   // true
  /// ```
  public static let xcode7: ToolsVersion = 8000

  /// Xcode 9.3 (13771): iOS 11's system margins on table cells' content views and a xib's top-level
  /// views. 13771 is the oldest file of the sets with them, 13122 (an Xcode 9 beta) the newest
  /// without.
  ///
  /// ```swift
  /// ToolsVersion("13771") >= .xcode9_3   // true
  /// ```
  public static let xcode9_3: ToolsVersion = 13771

  /// Xcode 11 (14865, a beta; the release wrote 14868): iOS 13's sheets for modally presented
  /// controllers (XLForm's storyboards of 14865 have sheet-sized roots), and the phones without a
  /// sensor housing drawn without their status bar in the safe area.
  ///
  /// ```swift
  /// ToolsVersion("14868") >= .xcode11   // true
  /// ```
  public static let xcode11: ToolsVersion = 14865

  /// Xcode 12 (17000): macOS 11's AppKit drawing (taller push buttons, moved check boxes) and the
  /// Apple TV's 80-point safe-area sides. The sets' Xcode 11 files end at 16097.3, Xcode 12's begin
  /// at 17132.
  ///
  /// ```swift
  /// ToolsVersion("16097.3") < .xcode12   // true
  /// ```
  public static let xcode12: ToolsVersion = 17000

  /// Xcode 13 (18000): the first release after Xcode 12, whose builds end at 17701 (Xcode 12.5) in
  /// the sets; Xcode 13's begin at 18121.
  ///
  /// ```swift
  /// ToolsVersion("17701") < .xcode13   // true
  /// ```
  public static let xcode13: ToolsVersion = 18000

  /// Xcode 14.3 (21701): phones without a sensor housing drawn with their status bar again.
  ///
  /// ```swift
  /// ToolsVersion("21701") >= .xcode14_3   // true
  /// ```
  public static let xcode14_3: ToolsVersion = 21701

  /// Xcode 15 (22000): the 6.1-inch phone id `retina6_12` names the iPhone 15. The sets' Xcode 14
  /// files end at 21701, Xcode 15's begin at 22113.3.
  ///
  /// ```swift
  /// ToolsVersion("22154") >= .xcode15   // true
  /// ```
  public static let xcode15: ToolsVersion = 22000

  /// Xcode 26 (24000): macOS 26's AppKit drawing, controls' frames being their alignment
  /// rectangles (``AppKitControlGeometry/drawsControlsInFrames(toolsVersion:)``). The sets' files
  /// of macOS 11's drawing end at 23727, the new drawing's begin at 24127.
  ///
  /// ```swift
  /// ToolsVersion("24765") >= .xcode26   // true
  /// ```
  public static let xcode26: ToolsVersion = 24000

  /// Stands for a document that names no version: it is judged as the newest Xcode would draw it.
  ///
  /// ```swift
  /// ToolsVersion.newest > "32700.99.1234"   // true
  /// ```
  public static let newest = ToolsVersion(components: [Int.max])
}

extension Optional where Wrapped == ToolsVersion {
  /// The version, or ``ToolsVersion/newest`` for a document that names none.
  ///
  /// ```swift
  /// let unnamed: ToolsVersion? = nil
  /// unnamed.orNewest >= .xcode26   // true
  /// ```
  public var orNewest: ToolsVersion { self ?? .newest }
}

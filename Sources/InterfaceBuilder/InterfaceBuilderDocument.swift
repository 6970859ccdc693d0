import AutoLayout
import Foundation
import UIKitEmulation

/// A `.xib` or `.storyboard` file read into scenes of views with their constraints.
///
/// A storyboard's scenes are its view controllers (the controller's root view); a xib's scenes
/// are its top-level views (a view, a cell, a macOS window's content view).
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOfFile: "Main.storyboard")
/// for scene in document.scenes {
///   print(scene.id, scene.root.allViews.count)
/// }
/// ```
public struct InterfaceBuilderDocument {
  /// The file (as given).
  public let path: String
  /// `true` for a storyboard, `false` for a xib.
  public let isStoryboard: Bool
  /// The platform the document targets.
  public let platform: Platform
  /// Xcode's `toolsVersion`; for the placeholder `32700.99.1234` that Xcode 15's betas wrote, the
  /// version of the document's Interface Builder plug-in (`22689`, `22690`: the Xcode that drew it).
  public let toolsVersion: ToolsVersion?
  /// The `<device>` the document was last edited on, or the `simulatedScreenMetrics` of older files.
  public let deviceID: String?
  /// `orientation="landscape"` on the device.
  public let isLandscape: Bool
  /// The scenes, in document order.
  public let scenes: [Scene]
  /// Intrinsic sizes Xcode recorded for designable views (`<designables>`), by view id.
  public let designableIntrinsicSizes: [String: CGSize]
  /// The default simulated top bar (`simulatedTopBarMetrics` of `defaultSimulatedMetrics`).
  public let simulatesNavigationBar: Bool
  /// The ids of the views the agreement measure counts, in document order (see
  /// ``StoredFrameAgreement``): every element with an `id`, a `<rect key="frame">` child and
  /// `translatesAutoresizingMaskIntoConstraints="NO"`, not flagged `misplaced` or `ambiguous`, and
  /// not inside a `<variation>` — whether or not the reader understands the element.
  public let countedViewIDs: [String]
  /// Whether Xcode saved the document clean: no element flagged `misplaced="YES"` or
  /// `ambiguous="YES"` anywhere. Then Xcode's own engine found nothing to say, and a finding of
  /// ours that it would have flagged contradicts it (`Finding.contradictsXcode`).
  ///
  /// ```swift
  /// document.isSavedClean   // true
  /// ```
  public let isSavedClean: Bool
  /// How AppKit drew the document's controls, read from its `toolsVersion` and stored frames
  /// (``AppKitControlGeometry/Drawing/init(toolsVersion:controls:)``): an Xcode 26 document drawn
  /// on macOS 15 shows macOS 11's drawing, an Xcode 12 one drawn on macOS 10.15 the one before.
  ///
  /// ```swift
  /// document.appKitDrawing.drawsInFrames   // true for CotEditor's Xcode 26 replacement sheet
  /// ```
  public let appKitDrawing: AppKitControlGeometry.Drawing
  /// Whether any stored frame has a coordinate or size off the whole points (`x="93.5"`): the
  /// frames were computed on a Retina canvas.
  public let storesFractionalFrames: Bool
  /// Whether any stored frame has a coordinate or size at a third of a point (`y="20.333333333333332"`):
  /// the frames were computed on a 3x canvas.
  ///
  /// ```swift
  /// document.storesThirdPointFrames   // true for a file drawn on an iPhone X
  /// ```
  public let storesThirdPointFrames: Bool

  /// The platform of a document (`targetRuntime`).
  public enum Platform: String, Sendable {
    /// `iOS.CocoaTouch`: y-down frames.
    case iOS
    /// `MacOSX.Cocoa`: frames stored y-up (from the bottom of the superview) unless it is flipped.
    case macOS
    /// `AppleTV`: UIKit on tvOS, y-down frames as on iOS.
    case tvOS

    /// The platform of a document's root element (`targetRuntime`, or the document type).
    init(root: XMLNode) {
      let type = root.attributes["type"] ?? ""
      let runtime = root.attributes["targetRuntime"] ?? type
      self =
        runtime.contains("MacOSX") || type.contains(".Cocoa.")
        ? .macOS : runtime.contains("AppleTV") ? .tvOS : .iOS
    }
  }

  /// A bar along the bottom of a scene's screen: a tab bar controller's (inferred for its view
  /// controllers and what their navigation controllers push, or asked for with
  /// `<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`) or a toolbar
  /// (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`).
  ///
  /// ```swift
  /// InterfaceBuilderDocument.BottomBar.tabBar.height   // 49
  /// ```
  public enum BottomBar: String, Sendable, Equatable {
    /// UITabBar: 49 points on a phone, above the home indicator.
    case tabBar
    /// UIToolbar: 44 points.
    case toolbar

    /// The bar's height in points (UIKit's bar metrics on a phone in portrait).
    public var height: CGFloat {
      switch self {
      case .tabBar: TabBar.height
      case .toolbar: 44
      }
    }
  }

  /// One scene: a view controller's root view, or a top-level view of a xib.
  public struct Scene {
    /// The scene's id: `sceneID` in a storyboard, the top-level view's id in a xib.
    public let id: String
    /// The view controller's class or kind (`viewController`, `MyController`), `nil` in a xib.
    public let controller: String?
    /// The root view.
    public let root: ViewNode
    /// The ids of `<viewControllerLayoutGuide type="top">` and `type="bottom"`.
    public let topLayoutGuideID: String?
    /// The id of the bottom layout guide.
    public let bottomLayoutGuideID: String?
    /// Whether the controller simulates a navigation bar above its view.
    public let simulatesNavigationBar: Bool
    /// Whether the controller is drawn at a freeform size (`<size key="freeformSize">`): its
    /// canvas is the screen, with the device's status bar (or housing) and home indicator.
    public var isFreeform = false
    /// Whether the controller is shown in a popover (the destination of a `popoverPresentation`
    /// segue): Interface Builder draws it without the screen's bars, status bar or home indicator.
    public var isPopover = false
    /// Whether the controller is embedded in a container view (the destination of an `embed`
    /// segue): Interface Builder draws it at its container's size, inside another controller's
    /// view, without the screen's bars.
    public var isEmbedded = false
    /// Whether the controller simulates no status bar (`<nil key="simulatedStatusBarMetrics"/>`,
    /// "Status Bar: None" in the simulated metrics): a screen without a sensor housing keeps no
    /// inset at its top.
    public var hidesStatusBar = false
    /// The bar Interface Builder draws along the bottom of the controller's screen, if any.
    public var bottomBar: BottomBar?
    /// Whether the scene is a Touch Bar item's view: AppKit draws Touch Bar buttons without the
    /// window buttons' bezel margins, so their frames are their alignment rectangles.
    public var isTouchBarItem = false
    /// Where the scene starts (1-based line).
    public let line: Int

    /// A view laid out on its own, without a controller: a xib's top-level view, a storyboard
    /// scene's view beside its controller, a bar item's view.
    static func topLevel(_ view: ViewNode, line: Int) -> Scene {
      Scene(
        id: view.id, controller: nil, root: view, topLayoutGuideID: nil, bottomLayoutGuideID: nil,
        simulatesNavigationBar: false, line: line)
    }
  }

  /// Reads a file.
  ///
  /// ```swift
  /// let document = try InterfaceBuilderDocument(contentsOfFile: "OmniBar.xib")
  /// ```
  public init(contentsOfFile path: String) throws {
    try self.init(xml: Self.text(ofFile: path), path: path)
  }

  /// The text of a file, or why it cannot be read.
  static func text(ofFile path: String) throws(InterfaceBuilderError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InterfaceBuilderError(
        path: path, line: 0, column: 0, message: "cannot read the file", hint: "check the path")
    }
    return try SourceDiagnostic.utf8Text(data, path: path)
  }

  /// Reads the XML text of a xib or storyboard; `path` is used in errors and provenance.
  ///
  /// ```swift
  /// let document = try InterfaceBuilderDocument(xml: text, path: "Cell.xib")
  /// ```
  public init(xml: String, path: String) throws {
    let root = try XMLTreeBuilder.parse(xml, path: path)
    var reader = DocumentReader(path: path, source: xml)
    try reader.read(root)
    self.path = path
    isStoryboard = reader.isStoryboard
    platform = reader.platform
    toolsVersion = Self.toolsVersion(of: root)
    deviceID = reader.deviceID
    isLandscape = reader.isLandscape
    scenes = reader.scenes
    designableIntrinsicSizes = reader.designables
    simulatesNavigationBar = reader.defaultNavigationBar
    countedViewIDs = StoredFrameAgreement.countedViewIDs(in: root)
    isSavedClean = StoredFrameAgreement.isSavedClean(root)
    appKitDrawing =
      platform == .macOS
      ? AppKitControlGeometry.Drawing(toolsVersion: toolsVersion, controls: scenes.map(\.root))
      : AppKitControlGeometry.Drawing(toolsVersion: toolsVersion)
    let storedValues = reader.scenes.flatMap { scene in
      scene.root.allViews.flatMap { view in
        view.frame.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? []
      }
    }
    storesFractionalFrames = storedValues.contains { $0.rounded() != $0 }
    storesThirdPointFrames = storedValues.contains { value in
      let thirds = value * 3
      return abs(thirds - thirds.rounded()) < 0.001 && abs(value * 2 - (value * 2).rounded()) > 0.001
    }
  }

  /// The display scale Interface Builder laid the document out at: the device's; a Mac's
  /// documents lay out in points (1); a UIKit document that names no device (Xcode 7 and older
  /// had no device setting: the canvas took the scale of the Mac's display) at 2 when a stored
  /// frame is off the whole points, else at 1 — where every stored frame is whole, a layout with
  /// fractional positions was snapped to whole points. A document that names a device the table
  /// does not know (a newer Xcode's) is on the pixel grid its stored frames are on: 3 when one sits
  /// at a third of a point, as only a 3x canvas stores them.
  ///
  /// ```swift
  /// document.canvasScale(device: document.device())  // 3 for an iPhone X document
  /// ```
  public func canvasScale(device: InterfaceBuilderDevice?) -> CGFloat {
    if let device { return device.scale(toolsVersion: toolsVersion) }
    if platform == .macOS { return 1 }
    if deviceID != nil, storesThirdPointFrames { return 3 }
    return storesFractionalFrames ? 2 : 1
  }

  /// The device to simulate: the one named by `id`, else the document's (`nil` when neither is
  /// in ``InterfaceBuilderDevice/all``).
  ///
  /// ```swift
  /// document.device()?.name                       // "iPhone X"
  /// document.device(overriding: "ipad12_9")?.name // "iPad Pro (12.9-inch)"
  /// ```
  public func device(overriding id: String? = nil) -> InterfaceBuilderDevice? {
    // The document's own device is the one its Xcode meant by the id (Xcode reuses ids for later
    // devices); an id given here names the table's device, as `--device` lists them.
    if let id { return InterfaceBuilderDevice.named(id) }
    return InterfaceBuilderDevice.named(deviceID ?? "", toolsVersion: toolsVersion)
  }
}

extension InterfaceBuilderDocument.Scene {
  /// Every constraint of the scene in document order.
  ///
  /// ```swift
  /// scene.constraints.count  // 40
  /// ```
  public var constraints: [ConstraintNode] { Array(constraintsInOrder) }

  /// ``constraints`` without gathering them into one array first (a large scene's are read
  /// several times while it is laid out and compared).
  var constraintsInOrder: some Sequence<ConstraintNode> { root.allViews.lazy.flatMap(\.constraints) }
}

extension InterfaceBuilderDocument {
  /// A placeholder `toolsVersion`, `32700.99.1234`, that some Xcode 15 builds wrote instead of their
  /// own: the files that store it name Xcode 15's Interface Builder plug-in (10 files of 8
  /// repositories of the corpus, plug-in versions 22689 and 22690), and their controls are drawn
  /// as every Xcode 15 file's are.
  static let placeholderToolsVersion = "32700.99.1234"

  /// The document's `toolsVersion`, or its plug-in's version where it stores the placeholder.
  /// A value that is not numbers separated by dots is no version: the document is judged as the
  /// newest Xcode would draw it (``ToolsVersion/newest``).
  static func toolsVersion(of root: XMLNode) -> ToolsVersion? {
    let stored = root.attributes["toolsVersion"]
    guard stored == placeholderToolsVersion else { return stored.flatMap(ToolsVersion.init(parsing:)) }
    let plugIn = root.child("dependencies")?.children("plugIn").first { $0.attributes["version"] != nil }
    return (plugIn?.attributes["version"] ?? stored).flatMap(ToolsVersion.init(parsing:))
  }
}

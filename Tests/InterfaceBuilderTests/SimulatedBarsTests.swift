import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A storyboard of scenes: `<scene>` elements around each controller given.
private func scenes(
  toolsVersion: String = "14490", device: String = "retina4_7", orientation: String = "portrait",
  _ controllers: [String]
) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="\(device)" orientation="\(orientation)"/>
      <scenes>
  \(controllers.enumerated().map { "<scene sceneID=\"S\($0.offset)\"><objects>\($0.element)</objects></scene>" }.joined(separator: "\n"))
      </scenes>
  </document>
  """
}

/// A view controller `id` whose root view (`width` × `height`) holds a box 8 points below the safe
/// area's top, its leading edge on the root's `boxLeading` (`leading` or `leadingMargin`), and a
/// footer on the safe area's bottom; `attributes` go on the `<viewController>` element.
private func controller(
  _ id: String, width: Int = 375, height: Int = 667, boxLeading: String = "leading", attributes: String = "",
  extra: String = "", segues: String = ""
) -> String {
  """
  <viewController \(attributes) id="\(id)" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="\(id)-root">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="\(id)-box">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="\(id)-footer">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="8" id="\(id)-c1"/>
              <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="\(boxLeading)" id="\(id)-c2"/>
              <constraint firstItem="\(id)-box" firstAttribute="trailing" secondItem="\(id)-root" secondAttribute="trailing" id="\(id)-c3"/>
              <constraint firstItem="\(id)-box" firstAttribute="height" constant="50" id="\(id)-c4"/>
              <constraint firstItem="\(id)-safe" firstAttribute="bottom" secondItem="\(id)-footer" secondAttribute="bottom" id="\(id)-c5"/>
              <constraint firstItem="\(id)-footer" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c6"/>
              <constraint firstItem="\(id)-footer" firstAttribute="trailing" secondItem="\(id)-root" secondAttribute="trailing" id="\(id)-c7"/>
              <constraint firstItem="\(id)-footer" firstAttribute="height" constant="50" id="\(id)-c8"/>
          </constraints>
          <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
      </view>
      \(extra)
      <connections>\(segues)</connections>
  </viewController>
  """
}

private func navigationController(root: String, hidden: Bool = false) -> String {
  """
  <navigationController id="NAV" \(hidden ? "navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
      <connections>
          <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rel"/>
      </connections>
  </navigationController>
  """
}

@Suite("Simulated bars: the top bar Interface Builder infers, and what a controller says")
struct SimulatedBarsTests {
  /// The safe area's top in the scene of controller `id` (its box sits 8 points below it).
  func safeTop(_ xml: String, _ id: String) throws -> CGFloat {
    let document = try InterfaceBuilderDocument(xml: xml, path: "Bars.storyboard")
    let scene = try #require(document.scenes.first { $0.root.id == "\(id)-root" })
    let layout = SceneLayout(document: document, scene: scene, options: .init(intrinsicSizesFromFrames: true))
    // The box is flagged misplaced: its stored frame (y 0) says nothing of the safe area, so the
    // safe area is the simulated one.
    return try #require(layout.view(withID: "\(id)-box")).frame.minY - 8
  }

  @Test(
    "a navigation controller's root and what it pushes get a navigation bar; a controller shown by no segue does not"
  )
  func inferredFromTheStack() throws {
    let xml = scenes([
      navigationController(root: "A"),
      controller("A", segues: #"<segue destination="B" kind="show" id="s1"/>"#),
      controller("B", extra: #"<navigationItem key="navigationItem" title="B" id="nB"/>"#),
      // Instantiated in code by its identifier: a navigation item, but no navigation controller.
      controller("C", extra: #"<navigationItem key="navigationItem" title="C" id="nC"/>"#),
      controller("D", segues: #"<segue destination="E" kind="presentation" id="s2"/>"#),
      controller("E"),
    ])
    #expect(try safeTop(xml, "A") == 64)
    #expect(try safeTop(xml, "B") == 64)
    #expect(try safeTop(xml, "C") == 20)
    #expect(try safeTop(xml, "E") == 20)
  }

  /// The safe area's bottom inset in the scene of controller `id` (its footer sits on it).
  func safeBottom(_ xml: String, _ id: String, screenHeight: CGFloat = 667) throws -> CGFloat {
    let document = try InterfaceBuilderDocument(xml: xml, path: "Bars.storyboard")
    let scene = try #require(document.scenes.first { $0.root.id == "\(id)-root" })
    let layout = SceneLayout(document: document, scene: scene, options: .init(intrinsicSizesFromFrames: true))
    return screenHeight - (try #require(layout.view(withID: "\(id)-footer")).frame.maxY)
  }

  @Test(
    "a tab bar controller's tabs, and what their navigation controllers push, sit above a 49-point tab bar")
  func tabBars() throws {
    let tabs = """
      <tabBarController id="TAB" sceneMemberID="viewController">
          <connections>
              <segue destination="A" kind="relationship" relationship="viewControllers" id="t1"/>
              <segue destination="NAV" kind="relationship" relationship="viewControllers" id="t2"/>
          </connections>
      </tabBarController>
      """
    let xml = scenes([
      tabs, controller("A"), navigationController(root: "B"),
      controller(
        "B",
        segues: #"<segue destination="C" kind="show" id="s1"/><segue destination="D" kind="show" id="s2"/>"#),
      controller("C"),
      // Pushed with hidesBottomBarWhenPushed: no tab bar.
      controller("D", attributes: #"hidesBottomBarWhenPushed="YES""#),
      controller("E"),
      controller("F", extra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#),
    ])
    #expect(try safeBottom(xml, "A") == 49)
    #expect(try safeBottom(xml, "B") == 49)
    #expect(try safeTop(xml, "B") == 64)
    #expect(try safeBottom(xml, "C") == 49)
    #expect(try safeBottom(xml, "D") == 0)
    #expect(try safeBottom(xml, "E") == 0)
    #expect(try safeBottom(xml, "F") == 44)
    // Above the home indicator on a phone with one.
    let notched = scenes(device: "retina5_9", [tabs, controller("A", height: 812)])
    #expect(try safeBottom(notched, "A", screenHeight: 812) == 83)
  }

  @Test("a phone in landscape has a 32-point navigation bar and no status bar; a Plus phone keeps 44")
  func landscapeBars() throws {
    func landscapeTop(_ device: String, width: Int, height: Int) throws -> CGFloat {
      let xml = scenes(
        device: device, orientation: "landscape",
        [navigationController(root: "A"), controller("A", width: width, height: height)])
      return try safeTop(xml, "A")
    }
    #expect(try landscapeTop("retina4_7", width: 667, height: 375) == 32)
    #expect(try landscapeTop("retina5_5", width: 736, height: 414) == 44)
  }

  @Test("a navigation controller that hides its bar shows none")
  func hiddenBar() throws {
    let xml = scenes([navigationController(root: "A", hidden: true), controller("A")])
    #expect(try safeTop(xml, "A") == 20)
  }

  @Test("simulated metrics: \"Top Bar: None\", a navigation bar asked for, \"Status Bar: None\"")
  func explicitMetrics() throws {
    let xml = scenes([
      navigationController(root: "A"),
      controller("A", extra: #"<nil key="simulatedTopBarMetrics"/>"#),
      controller(
        "B", extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
      controller("C", extra: #"<nil key="simulatedStatusBarMetrics"/>"#),
    ])
    #expect(try safeTop(xml, "A") == 20)
    #expect(try safeTop(xml, "B") == 64)
    #expect(try safeTop(xml, "C") == 0)
    // Without a status bar, a phone with a sensor housing keeps the housing.
    let notched = scenes(
      device: "retina5_9", [controller("C", extra: #"<nil key="simulatedStatusBarMetrics"/>"#)])
    #expect(try safeTop(notched, "C") == 44)
  }

  @Test("a freeform controller is its own screen, with the status bar; a popover has none")
  func freeformAndPopovers() throws {
    let freeform = controller("A", extra: #"<size key="freeformSize" width="375" height="667"/>"#)
    let xml = scenes([
      freeform,
      controller(
        "P", segues: #"<segue destination="Q" kind="popoverPresentation" popoverAnchorView="P-box" id="p1"/>"#
      ),
      controller("Q"),
    ])
    #expect(try safeTop(xml, "A") == 20)
    #expect(try safeTop(xml, "P") == 20)
    #expect(try safeTop(xml, "Q") == 0)
  }

  @Test("a controller whose metrics simulate a navigation bar pushes under that bar too")
  func pushedFromASimulatedBar() throws {
    // The navigation controller is elsewhere (another storyboard, or code): the source says so.
    let xml = scenes([
      controller(
        "A", extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
        segues: #"<segue destination="B" kind="show" id="s1"/>"#),
      controller("B"),
    ])
    #expect(try safeTop(xml, "A") == 64)
    #expect(try safeTop(xml, "B") == 64)
  }

  @Test("a controller embedded in a container view has no bars; one also pushed, or freeform, keeps them")
  func embedded() throws {
    // Container views' embed segues (read wherever they stand in the scene), and a push.
    let segues = """
      <segue destination="E" kind="embed" id="e1"/>
      <segue destination="F" kind="embed" id="e2"/>
      <segue destination="G" kind="embed" id="e3"/>
      <segue destination="F" kind="show" id="s1"/>
      """
    let freeform =
      #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="343" height="300"/>"#
    let xml = scenes([
      navigationController(root: "A"),
      controller("A", segues: segues),
      controller("E", width: 343, height: 300),
      controller("F"),
      controller("G", width: 343, height: 300, extra: freeform),
    ])
    // Drawn at the container's size, inside A's view: no status bar.
    #expect(try safeTop(xml, "E") == 0)
    // Also pushed onto A's navigation controller: the screen's bars.
    #expect(try safeTop(xml, "F") == 64)
    // A freeform size of its own is its own screen.
    #expect(try safeTop(xml, "G") == 20)
  }

  @Test(
    "the Apple TV by Xcode release: 1x with 90-point sides before Xcode 11, 2x and 80 since; root margins 16 from Xcode 11"
  )
  func appleTVByRelease() throws {
    let tv = try #require(InterfaceBuilderDevice.named("appleTV"))
    #expect(tv.scale(toolsVersion: 14460) == 1)
    #expect(tv.scale(toolsVersion: 16097) == 2)
    #expect(
      tv.safeAreaInsets(landscape: false, toolsVersion: 14460)
        == EdgeInsets(top: 60, left: 90, bottom: 60, right: 90))
    #expect(
      tv.safeAreaInsets(landscape: false, toolsVersion: 19455)
        == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
    func rootMarginEdge(_ toolsVersion: String) throws -> CGFloat {
      let xml = scenes(
        toolsVersion: toolsVersion, device: "appleTV",
        [controller("A", width: 1920, height: 1080, boxLeading: "leadingMargin")])
      let document = try InterfaceBuilderDocument(xml: xml, path: "TV.storyboard")
      let layout = SceneLayout(document: document, scene: document.scenes[0])
      return try #require(layout.view(withID: "A-box")).frame.minX
    }
    // The screen's edge to the root's leading margin: the safe area and the era's side margin.
    #expect(try rootMarginEdge("13189") == 110)
    #expect(try rootMarginEdge("16097") == 106)
    #expect(try rootMarginEdge("19455") == 96)
  }

  @Test("the iPhone 11's housing by Xcode release: 44 points up to Xcode 13, 48 since")
  func housingByRelease() throws {
    #expect(try safeTop(scenes(toolsVersion: "20037", device: "retina6_1", [controller("A")]), "A") == 44)
    #expect(try safeTop(scenes(toolsVersion: "22154", device: "retina6_1", [controller("A")]), "A") == 48)
    let device = try #require(InterfaceBuilderDevice.named("retina6_1"))
    #expect(device.safeAreaInsets(landscape: true, toolsVersion: 16096).left == 44)
    #expect(device.safeAreaInsets(landscape: true, toolsVersion: nil).left == 48)
  }

  @Test("retina6_0, the iPhone 13 and 14 (390 × 844): a 44-point housing up to Xcode 13, 47 since")
  func retina6_0() throws {
    let device = try #require(InterfaceBuilderDevice.named("retina6_0"))
    #expect(device.screenSize(landscape: false) == CGSize(width: 390, height: 844))
    #expect(
      try safeTop(
        scenes(toolsVersion: "19529", device: "retina6_0", [controller("A", width: 390, height: 844)]), "A")
        == 44)
    #expect(
      try safeTop(
        scenes(toolsVersion: "22155", device: "retina6_0", [controller("A", width: 390, height: 844)]), "A")
        == 47)
  }

  @Test(
    "a root as wide as the screen and shorter by a sheet's offset is a sheet: no status bar, to the bottom")
  func sheets() throws {
    func insets(_ xml: String) throws -> EdgeInsets {
      let document = try InterfaceBuilderDocument(xml: xml, path: "Sheet.storyboard")
      return SceneLayout(document: document, scene: document.scenes[0]).root.safeAreaInsets
    }
    let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    // An iPhone 11 (Xcode 11: a 44-point housing) sheet starts 54 points down: 842 of 896 tall,
    // its 56-point navigation bar inside, the home indicator at its bottom.
    #expect(
      try insets(
        scenes(
          toolsVersion: "16096", device: "retina6_1", [controller("A", width: 414, height: 842, extra: bar)]))
        == EdgeInsets(top: 56, left: 0, bottom: 34, right: 0))
    #expect(
      try insets(
        scenes(toolsVersion: "16096", device: "retina6_1", [controller("A", width: 414, height: 842)]))
        == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // A full-screen root keeps the housing; before Xcode 11 a short root is not a sheet.
    #expect(
      try insets(
        scenes(toolsVersion: "16096", device: "retina6_1", [controller("A", width: 414, height: 896)]))
        == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(
      try insets(
        scenes(toolsVersion: "14490", device: "retina6_1", [controller("A", width: 414, height: 842)]))
        == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    // An iPhone 8 sheet is 20 points shorter, with a tab bar at its bottom.
    let tabbed = scenes(
      toolsVersion: "21701",
      [controller("A", height: 647, extra: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)])
    #expect(try insets(tabbed) == EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
  }

  @Test("a root stored at y = 0 but as much shorter than the screen as its bars sits below opaque bars")
  func rootBelowOpaqueBars() throws {
    let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    // An iPhone SE under a 64-point navigation bar: a 504-point root starts below it.
    #expect(
      try safeTop(
        scenes(
          toolsVersion: "14460", device: "retina4_0", [controller("A", width: 320, height: 504, extra: bar)]),
        "A") == 0)
    #expect(
      try safeTop(
        scenes(
          toolsVersion: "14460", device: "retina4_0", [controller("A", width: 320, height: 568, extra: bar)]),
        "A") == 64)
  }

  @Test("a top-level xib view smaller than the screen has a phone's housing and home-indicator insets")
  func topLevelViewInsets() throws {
    func insets(kind: String, device: String, toolsVersion: String = "17156") throws -> EdgeInsets {
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <\(kind) contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </\(kind)>
            </objects>
        </document>
        """
      let document = try InterfaceBuilderDocument(xml: xml, path: "Card.xib")
      return SceneLayout(document: document, scene: document.scenes[0]).root.safeAreaInsets
    }
    #expect(
      try insets(kind: "view", device: "retina6_1") == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(try insets(kind: "view", device: "retina4_7") == .zero)
    #expect(try insets(kind: "tableViewCell", device: "retina6_1") == .zero)
  }

  @Test("Xcode 10.2 to 14.2 draw an iPhone without a sensor housing without its status bar")
  func statusBarlessCanvas() throws {
    // 20 (64 under a navigation bar) before 14868 and from 21701 on; 0 (44) between.
    for (toolsVersion, top) in [("14490", 20.0), ("14868", 0), ("17156", 0), ("21208", 0), ("21701", 20)]
      as [(String, CGFloat)]
    {
      #expect(
        try safeTop(scenes(toolsVersion: toolsVersion, [controller("A")]), "A") == top, "\(toolsVersion)")
      let barred = scenes(
        toolsVersion: toolsVersion,
        [
          controller(
            "A", extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        ])
      #expect(try safeTop(barred, "A") == top + 44, "\(toolsVersion)")
    }
    // Phones with a housing and iPads keep their insets; landscape has no status bar anyway.
    let iPhoneX = try #require(InterfaceBuilderDevice.named("retina5_9"))
    #expect(iPhoneX.safeAreaInsets(landscape: false, toolsVersion: 17156).top == 44)
    let iPad = try #require(InterfaceBuilderDevice.named("ipad9_7"))
    #expect(iPad.safeAreaInsets(landscape: false, toolsVersion: 17156).top == 20)
    let document = try InterfaceBuilderDocument(
      xml: scenes(toolsVersion: "17156", [controller("A")]), path: "Bars.storyboard")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    #expect(layout.notes.contains { $0.contains("from iPhone 8 (no status bar in this Xcode's canvas)") })
  }
}

import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import _AutoLayoutTestSupport

/// A small storyboard scene around `body` (the root view's subviews and constraints), its root
/// `height` points tall (the device's).
func storyboard(
  device: String = #"<device id="retina4_7" orientation="portrait"/>"#, height: Int = 667, _ body: String
)
  -> String
{
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      \(device)
      <scenes>
          <scene sceneID="S1">
              <objects>
                  <viewController id="VC1" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
  \(body)
                      </view>
                  </viewController>
              </objects>
          </scene>
      </scenes>
  </document>
  """
}

/// A UIKit xib whose one top-level view, `root`, is `width` × `height` and holds `body` (its
/// subviews and constraints).
func xib(width: Int = 320, height: Int = 100, _ body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
    <objects>
      <view contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
  \(body)
      </view>
    </objects>
  </document>
  """
}

func layOut(_ xml: String, options: SceneLayout.Options = .init()) throws -> SceneLayout {
  let document = try InterfaceBuilderDocument(xml: xml, path: "Test.storyboard")
  return SceneLayout(document: document, scene: document.scenes[0], options: options)
}

/// The error reading `xml` gives (`nil`, and an issue recorded for any other error, when it reads).
func readingError(_ xml: String, path: String) -> InterfaceBuilderError? {
  do {
    _ = try InterfaceBuilderDocument(xml: xml, path: path)
    return nil
  } catch let error as InterfaceBuilderError {
    return error
  } catch {
    Issue.record("unexpected error \(error)")
    return nil
  }
}

@Suite("Reading constraints, views and variations")
struct DocumentReadingTests {
  @Test("cells Xcode 6 stored without frames are laid out at the table's width and their row height")
  func framelessCells() throws {
    // A table of two prototypes: one with no frame at all (its row height 80), one whose stored
    // frame keeps the default 44 points below its row height of 60; neither content view has a
    // frame. A label is pinned 10 points above each content view's bottom.
    func cell(_ id: String, rowHeight: Int, frame: String) -> String {
      """
      <tableViewCell contentMode="scaleToFill" rowHeight="\(rowHeight)" id="\(id)">
        \(frame)
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="\(id)" id="\(id)-content">
          <autoresizingMask key="autoresizingMask"/>
          <subviews>
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
              <rect key="frame" x="15" y="\(rowHeight - 31)" width="100" height="21"/>
              <constraints>
                <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="21" id="\(id)-h"/>
              </constraints>
            </label>
          </subviews>
          <constraints>
            <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" constant="15" id="\(id)-l"/>
            <constraint firstAttribute="bottom" secondItem="\(id)-label" secondAttribute="bottom" constant="10" id="\(id)-b"/>
          </constraints>
        </tableViewCellContentView>
      </tableViewCell>
      """
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7702" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
          <scene sceneID="S1">
            <objects>
              <tableViewController id="TVC" sceneMemberID="viewController">
                <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <prototypes>
                    \(cell("A", rowHeight: 80, frame: ""))
                    \(cell("B", rowHeight: 60, frame: #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"#))
                  </prototypes>
                </tableView>
              </tableViewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "Frameless.storyboard")
    #expect(document.countedViewIDs == ["A-label", "B-label"])
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    #expect(layout.view(withID: "A-content")?.frame.size == CGSize(width: 320, height: 80))
    #expect(layout.view(withID: "B-content")?.frame.size == CGSize(width: 320, height: 60))
    #expect(layout.view(withID: "A-label")?.frame == CGRect(x: 15, y: 49, width: 100, height: 21))
    #expect(layout.view(withID: "B-label")?.frame == CGRect(x: 15, y: 29, width: 100, height: 21))
    let report = StoredFrameComparison(layout)
    let labels = report.views.filter { $0.id.hasSuffix("-label") }
    #expect(labels.count == 2 && labels.allSatisfy { $0.agrees })
  }

  @Test("multipliers are read as ratios, fractions and decimals")
  func multipliers() {
    #expect(ConstraintNode.parseMultiplier("1:2") == 0.5)
    #expect(ConstraintNode.parseMultiplier("3/7") == CGFloat(3.0 / 7.0))
    #expect(ConstraintNode.parseMultiplier("0.25") == 0.25)
    // A percentage, as the Size inspector accepts one and Xcode stores it.
    #expect(ConstraintNode.parseMultiplier("30%") == 0.3)
    #expect(ConstraintNode.parseMultiplier("%") == nil)
    #expect(ConstraintNode.parseMultiplier("4:3") == CGFloat(4.0 / 3.0))
    #expect(ConstraintNode.parseMultiplier("1:0") == nil)
    #expect(ConstraintNode.parseMultiplier("half") == nil)
  }

  @Test(
    "omitted items are the holder; placeholders are kept as the canvas keeps them; priorities stay fractional"
  )
  func constraintForms() throws {
    let layout = try layOut(
      storyboard(
        """
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="40" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="W"/>
                                    <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="2:1" id="A"/>
                                    <constraint firstAttribute="height" constant="50" placeholder="YES" id="P"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="L"/>
                            <constraint firstItem="box" firstAttribute="top" secondAttribute="top" constant="40" identifier="box-top" id="T"/>
                            <constraint firstItem="box" firstAttribute="top" secondAttribute="top" constant="99" priority="249.99998474121094" id="O"/>
                        </constraints>
        """))
    let box = try #require(layout.view(withID: "box"))
    #expect(box.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
    #expect(layout.constraint(withID: "P")?.constant == 50)
    let top = try #require(layout.constraint(withID: "T"))
    #expect(top.secondItem === layout.root)
    #expect(top.identifier == "box-top")
    #expect(layout.constraint(withID: "O")?.priority.rawValue == Float(249.99998474121094))
    #expect(layout.constraint(withID: "A")?.multiplier == 2)
    if case .document(let path, let line, _, let id)? = layout.constraint(withID: "L")?.origin {
      #expect(path == "Test.storyboard")
      #expect(line == 22)
      #expect(id == "L")
    } else {
      Issue.record("constraint L has no document origin")
    }
    let document = try InterfaceBuilderDocument(xml: storyboard(""), path: "Empty.storyboard")
    #expect(document.isStoryboard)
    #expect(document.deviceID == "retina4_7")
    #expect(document.scenes.map(\.id) == ["S1"])
  }

  @Test("a placeholder constraint holds on the canvas, where Xcode stored the frames; the built app drops it")
  func placeholders() throws {
    let xml = storyboard(
      """
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                              <rect key="frame" x="0.0" y="20" width="375" height="40"/>
                              <constraints>
                                  <constraint firstAttribute="height" constant="40" placeholder="YES" id="P"/>
                              </constraints>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="L"/>
                          <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="R"/>
                          <constraint firstItem="bar" firstAttribute="top" secondAttribute="top" constant="20" id="T"/>
                      </constraints>
      """)
    let canvas = try layOut(xml)
    #expect(canvas.constraint(withID: "P")?.constant == 40)
    let report = StoredFrameComparison(canvas)
    let bar = try #require(report.views.first { $0.id == "bar" })
    #expect(bar.solved == CGRect(x: 0, y: 20, width: 375, height: 40))
    #expect(bar.agrees)
    let built = try layOut(xml, options: .init(omitsPlaceholders: true))
    #expect(built.constraint(withID: "P") == nil)
    #expect(StoredFrameComparison(built).findings.contains { $0.kind == .ambiguous })
  }

  @Test("size-class variations: constant overrides and installed constraints follow the device")
  func variations() throws {
    let body = """
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                              <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="bar" firstAttribute="leading" secondAttribute="leading" id="L"/>
                          <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="R"/>
                          <constraint firstItem="bar" firstAttribute="height" constant="44" id="H"/>
                          <constraint firstItem="bar" firstAttribute="top" secondAttribute="top" constant="100" id="T">
                              <variation key="heightClass=compact" constant="20"/>
                          </constraint>
                          <constraint firstItem="bar" firstAttribute="height" constant="32" id="C"/>
                      </constraints>
                      <variation key="default">
                          <mask key="constraints">
                              <exclude reference="C"/>
                          </mask>
                      </variation>
                      <variation key="heightClass=compact">
                          <mask key="constraints">
                              <exclude reference="H"/>
                              <include reference="C"/>
                          </mask>
                      </variation>
      """
    let portrait = try layOut(storyboard(body))
    #expect(portrait.sizeClasses == (.compact, .regular))
    #expect(portrait.view(withID: "bar")?.frame == CGRect(x: 0, y: 100, width: 375, height: 44))
    #expect(portrait.constraint(withID: "C") == nil)
    let landscape = try layOut(storyboard(device: #"<device id="retina4_7" orientation="landscape"/>"#, body))
    #expect(landscape.sizeClasses == (.compact, .compact))
    #expect(landscape.constraint(withID: "H") == nil)
    #expect(landscape.constraint(withID: "T")?.constant == 20)
    #expect(landscape.view(withID: "bar")?.frame.height == 32)
  }

  @Test("a view the variations do not install takes its subviews and every constraint to them with it")
  func uninstalledViewTakesItsConstraints() throws {
    let body = """
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                              <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                          </view>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                              <rect key="frame" x="0.0" y="200" width="375" height="44"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                  </view>
                              </subviews>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="bar" firstAttribute="leading" secondAttribute="leading" id="L"/>
                          <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="R"/>
                          <constraint firstItem="bar" firstAttribute="height" constant="44" id="H"/>
                          <constraint firstItem="bar" firstAttribute="top" secondAttribute="top" constant="100" id="T"/>
                          <constraint firstItem="badge" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="56" id="B"/>
                          <constraint firstItem="dot" firstAttribute="centerX" secondItem="bar" secondAttribute="centerX" id="D"/>
                      </constraints>
                      <variation key="default">
                          <mask key="subviews">
                              <exclude reference="badge"/>
                          </mask>
                      </variation>
      """
    let layout = try layOut(storyboard(body))
    #expect(layout.view(withID: "badge") == nil)
    #expect(layout.view(withID: "dot") == nil)
    #expect(layout.constraint(withID: "B") == nil)
    #expect(layout.constraint(withID: "D") == nil)
    #expect(layout.view(withID: "bar")?.frame == CGRect(x: 0, y: 100, width: 375, height: 44))
    let report = StoredFrameComparison(layout)
    #expect(report.findings.allSatisfy { $0.kind != .unknownItem })
  }

  @Test("a view pinned to a controller root's top margin tells the top inset the canvas used")
  func rootTopMarginInfersInset() throws {
    func layout(storedY: Int, height: Int) throws -> SceneLayout {
      try layOut(
        storyboard(
          height: height,
          """
                          <subviews>
                              <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                  <rect key="frame" x="0.0" y="\(storedY)" width="375" height="100"/>
                                  <constraints>
                                      <constraint firstAttribute="height" constant="100" id="H"/>
                                  </constraints>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="T"/>
                              <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="L"/>
                              <constraint firstItem="panel" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="R"/>
                          </constraints>
                          <viewLayoutGuide key="safeArea" id="sa"/>
          """))
    }
    // A sheet (Xcode 11 and later: the root 20 points shorter) has no status bar inside it: the
    // panel sits at the margin, 0 from the top, not below the device's 20-point status bar.
    let sheet = try layout(storedY: 0, height: 647)
    #expect(sheet.view(withID: "panel")?.frame.minY == 0)
    #expect(sheet.notes.contains { $0.contains("top 0 inferred from constraint T (device table: 20)") })
    // A full-screen root whose panel the canvas put below the status bar keeps the device's inset.
    let full = try layout(storedY: 20, height: 667)
    #expect(full.view(withID: "panel")?.frame.minY == 20)
    #expect(StoredFrameComparison(full).viewsAgreeing == 1)
  }

  @Test("fixed-frame views keep their stored frame; views with content take it as intrinsic size")
  func fixedFramesAndIntrinsicSizes() throws {
    let xml = storyboard(
      """
                      <subviews>
                          <imageView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                              <rect key="frame" x="98" y="197" width="100" height="100"/>
                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                          </imageView>
                          <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                              <rect key="frame" x="16" y="30" width="41.5" height="20.5"/>
                          </label>
                      </subviews>
                      <constraints>
                          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="L"/>
                          <constraint firstItem="label" firstAttribute="top" secondAttribute="top" constant="30" id="T"/>
                      </constraints>
      """)
    let measured = try layOut(xml, options: .init(intrinsicSizesFromFrames: true))
    #expect(measured.view(withID: "fixed")?.frame == CGRect(x: 98, y: 197, width: 100, height: 100))
    #expect(measured.view(withID: "label")?.frame == CGRect(x: 16, y: 30, width: 41.5, height: 20.5))
    #expect(StoredFrameComparison(measured).findings.isEmpty)
    // Without the stored sizes, the label has no size of its own: ambiguous, reported.
    let unmeasured = StoredFrameComparison(try layOut(xml))
    #expect(unmeasured.findings.contains { $0.kind == .ambiguous })
    // Its stored frame is one of the ambiguous layouts: not proven misplaced, a note.
    #expect(unmeasured.findings.contains { $0.kind == .possiblyMisplaced })
  }

  @Test("a changed constant shows as a misplaced view with both frames", .sharedData)
  func disagreementIsReported() throws {
    let text = try String(
      contentsOf: samplesDirectory.appendingPathComponent("duckduckgo__iOS__OmniBar.xib"), encoding: .utf8)
    let changed = text.replacingOccurrences(
      of: #"constant="16" id="D0r-SA-Vnj""#, with: #"constant="17" id="D0r-SA-Vnj""#)
    #expect(changed != text)
    let document = try InterfaceBuilderDocument(xml: changed, path: "OmniBar.xib")
    let report = StoredFrameComparison(
      SceneLayout(
        document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true)))
    #expect(report.viewsCompared == 33)
    #expect(report.viewsAgreeing == 32)
    let left = try #require(report.views.first { $0.id == "pg8-E6-C14" })
    #expect(left.stored == CGRect(x: 16, y: 14, width: 120, height: 24))
    #expect(left.solved == CGRect(x: 17, y: 14, width: 120, height: 24))
  }

  @Test("edges are rounded half-up to the pixel grid")
  func pixelGrid() {
    #expect(
      StoredFrameComparison.pixels(CGRect(x: 93.75, y: 0, width: 93.75, height: 10), scale: 2) == [
        188, 0, 375, 20,
      ])
    #expect(
      StoredFrameComparison.pixels(CGRect(x: 0, y: 10.666666666666664, width: 1, height: 1), scale: 3) == [
        0, 32, 3, 35,
      ])
    // AppKit: y ties go up the screen (the backing store counts y upwards); x ties still go right.
    #expect(
      StoredFrameComparison.pixels(CGRect(x: 0.5, y: 2.5, width: 10, height: 16), scale: 1, yTiesDown: true)
        == [
          1, 2, 11, 18,
        ])
    #expect(
      StoredFrameComparison.pixels(CGRect(x: 0, y: -1.5, width: 30, height: 21.5), scale: 1, yTiesDown: true)
        == [
          0, -2, 30, 20,
        ])
  }

  @Test("a device the table does not know lays out on the pixel grid its stored frames are on")
  func unknownDeviceScale() throws {
    // A 100-point box centred in a 301-point view: x = 100.5, on a 3x grid 100.667 (301.5 pixels
    // round up), as the file stores it; a 2x grid would keep 100.5.
    func document(device: String, x: String) throws -> InterfaceBuilderDocument {
      try InterfaceBuilderDocument(
        xml: """
          <?xml version="1.0" encoding="UTF-8"?>
          <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
              <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="301" height="100"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="\(x)" y="10" width="100" height="40"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="100" id="w"/>
                      <constraint firstAttribute="height" constant="40" id="h"/>
                    </constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c"/>
                  <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                </constraints>
              </view>
            </objects>
          </document>
          """, path: "box.xib")
    }
    let thirds = try document(device: "retina7_9", x: "100.66666666666667")
    #expect(thirds.device() == nil)
    #expect(thirds.canvasScale(device: nil) == 3)
    let report = StoredFrameComparison(
      SceneLayout(document: thirds, scene: try #require(thirds.scenes.first)))
    #expect(report.views.first { $0.id == "box" }?.agrees == true)
    // Halves are a 2x canvas's (or a 3x one's by chance): the unknown device keeps the 2x default.
    #expect(try document(device: "retina7_9", x: "100.5").canvasScale(device: nil) == 2)
  }

  @Test("a macOS scene snaps y ties upwards: a 16-point label centred in a 21-point row is 2 points down")
  func appKitPixelTies() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
          <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
            <subviews>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="3" width="100" height="16"/>
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="w"/>
                  <constraint firstAttribute="height" constant="16" id="h"/>
                </constraints>
              </customView>
            </subviews>
            <constraints>
              <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
              <constraint firstItem="label" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c"/>
            </constraints>
          </customView>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "row.xib")
    let report = StoredFrameComparison(
      SceneLayout(document: document, scene: try #require(document.scenes.first)))
    let label = try #require(report.views.first { $0.id == "label" })
    // Stored y = 3 from the bottom: 21 − 3 − 16 = 2 from the top, where AppKit puts the 2.5 tie.
    #expect(label.stored == CGRect(x: 20, y: 2, width: 100, height: 16))
    #expect(label.solved == CGRect(x: 20, y: 2, width: 100, height: 16))
    #expect(label.agrees)
  }
}

@Suite("Views held by bar items")
struct BarItemViewTests {
  @Test(
    "a navigation item's title view and a bar button item's custom view are laid out at their stored size")
  func navigationItemViews() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
              <scene sceneID="S1">
                  <objects>
                      <viewController id="VC1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          </view>
                          <navigationItem key="navigationItem" id="item">
                              <view key="titleView" contentMode="scaleToFill" id="title">
                                  <rect key="frame" x="112" y="5" width="150" height="34"/>
                                  <subviews>
                                      <view translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                          <rect key="frame" x="59" y="5" width="32" height="24"/>
                                          <constraints>
                                              <constraint firstAttribute="width" constant="32" id="L1"/>
                                              <constraint firstAttribute="height" constant="24" id="L2"/>
                                          </constraints>
                                      </view>
                                  </subviews>
                                  <constraints>
                                      <constraint firstItem="logo" firstAttribute="centerX" secondItem="title" secondAttribute="centerX" id="L3"/>
                                      <constraint firstItem="logo" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="L4"/>
                                  </constraints>
                              </view>
                              <barButtonItem key="rightBarButtonItem" id="bar">
                                  <view key="customView" contentMode="scaleToFill" id="custom">
                                      <rect key="frame" x="275" y="0.0" width="84" height="44"/>
                                      <subviews>
                                          <view translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                              <rect key="frame" x="60" y="12" width="20" height="20"/>
                                              <constraints>
                                                  <constraint firstAttribute="width" constant="20" id="B1"/>
                                                  <constraint firstAttribute="height" constant="20" id="B2"/>
                                              </constraints>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="4" id="B3"/>
                                          <constraint firstItem="badge" firstAttribute="centerY" secondItem="custom" secondAttribute="centerY" id="B4"/>
                                      </constraints>
                                  </view>
                              </barButtonItem>
                          </navigationItem>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "Bar.storyboard")
    #expect(document.scenes.map(\.id) == ["S1", "title", "custom"])
    let title = SceneLayout(document: document, scene: document.scenes[1])
    #expect(title.root.bounds.size == CGSize(width: 150, height: 34))
    #expect(title.view(withID: "logo")?.frame == CGRect(x: 59, y: 5, width: 32, height: 24))
    let custom = SceneLayout(document: document, scene: document.scenes[2])
    #expect(custom.view(withID: "badge")?.frame == CGRect(x: 60, y: 12, width: 20, height: 20))
    let reports = document.scenes.map { StoredFrameComparison(SceneLayout(document: document, scene: $0)) }
    let agreement = StoredFrameAgreement(document: document, reports: reports)
    #expect(agreement.counted.sorted() == ["badge", "logo"])
    #expect(agreement.agreeing.sorted() == ["badge", "logo"])
  }
}

@Suite("Scroll views and margins from files")
struct ScrollViewReadingTests {
  @Test("a scroll view's content and frame layout guides give its content size")
  func contentLayoutGuide() throws {
    let layout = try layOut(
      storyboard(
        """
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="1375"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="1375" id="CH"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="C1"/>
                                    <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="C2"/>
                                    <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="C3"/>
                                    <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="C4"/>
                                    <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="C5"/>
                                </constraints>
                                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondAttribute="top" id="S1"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondAttribute="leading" id="S2"/>
                            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="S3"/>
                            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="S4"/>
                        </constraints>
        """))
    let scroll = try #require(layout.view(withID: "scroll") as? ScrollView)
    #expect(scroll.contentSize == CGSize(width: 375, height: 1375))
    #expect(layout.view(withID: "content")?.frame == CGRect(x: 0, y: 0, width: 375, height: 1375))
    #expect(StoredFrameComparison(layout).findings.isEmpty)
  }

  @Test("a view pinned to a scroll view's safe area sits in its bounds, which start at the content offset")
  func scrollViewSafeArea() throws {
    // kharrison/CodeExamples ScrollGuide-IB/Base.lproj/Main.storyboard (BSD-3-Clause, © 2013 Keith
    // Harrison), trimmed: under a navigation bar the content starts 44 points down (its offset is
    // -44: Xcode 10.2, toolsVersion 14868, draws the iPhone 8 without a status bar,
    // InterfaceBuilderDevice.statusBarlessToolsVersions), and an info button 8 below the scroll
    // view's safe-area top is stored at y = 8 (the frames do not tell the offset).
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14868" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="S1">
                  <objects>
                      <viewController id="VC1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                      <subviews>
                                          <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                              <rect key="frame" x="0.0" y="0.0" width="375" height="408"/>
                                              <constraints>
                                                  <constraint firstAttribute="height" constant="408" id="CH"/>
                                              </constraints>
                                          </view>
                                          <button opaque="NO" buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                                              <rect key="frame" x="8" y="8" width="25" height="24"/>
                                          </button>
                                      </subviews>
                                      <constraints>
                                          <constraint firstItem="info" firstAttribute="leading" secondItem="sg" secondAttribute="leading" constant="8" id="B1"/>
                                          <constraint firstItem="info" firstAttribute="top" secondItem="sg" secondAttribute="top" constant="8" id="B2"/>
                                          <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="C1"/>
                                          <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="C2"/>
                                          <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="C3"/>
                                          <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="C4"/>
                                          <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="C5"/>
                                      </constraints>
                                      <viewLayoutGuide key="safeArea" id="sg"/>
                                      <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                      <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                                  </scrollView>
                              </subviews>
                              <constraints>
                                  <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="S1"/>
                                  <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="S2"/>
                                  <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="S3"/>
                                  <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="S4"/>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="rsg"/>
                          </view>
                          <navigationItem key="navigationItem" title="Forecast" id="NI1"/>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="S2">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
                          <connections>
                              <segue destination="VC1" kind="relationship" relationship="rootViewController" id="R1"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let layout = try layOut(xml, options: .init(intrinsicSizesFromFrames: true))
    let scroll = try #require(layout.view(withID: "scroll") as? ScrollView)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -44))
    #expect(layout.view(withID: "content")?.frame == CGRect(x: 0, y: 0, width: 375, height: 408))
    #expect(layout.view(withID: "info")?.frame == CGRect(x: 8, y: 8, width: 25, height: 24))
    let report = StoredFrameComparison(layout)
    #expect(report.viewsCompared == 3 && report.viewsAgreeing == 3)
  }

  @Test("the keyboard layout guide with no keyboard: the safe area's bottom to the view's")
  func keyboardLayoutGuide() throws {
    let layout = try layOut(
      storyboard(
        device: #"<device id="retina5_9" orientation="portrait"/>"#, height: 812,
        """
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="726" width="375" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="H"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="L"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="T"/>
                            <constraint firstItem="kb" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="8" id="K"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="sa"/>
                        <viewLayoutGuide key="keyboard" id="kb"/>
        """), options: .init(intrinsicSizesFromFrames: true))
    // iPhone X: 812 tall, 34 below the safe area; the bar 8 above the guide's top.
    #expect(layout.view(withID: "bar")?.frame == CGRect(x: 0, y: 726, width: 375, height: 44))
    let report = StoredFrameComparison(layout)
    #expect(report.findings.allSatisfy { $0.kind != .unsupported && $0.kind != .unknownItem })
    #expect(report.viewsAgreeing == 1)
  }

  @Test("margins from <edgeInsets key=\"layoutMargins\"> and margin attributes")
  func margins() throws {
    let layout = try layOut(
      storyboard(
        """
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                <rect key="frame" x="16" y="20" width="343" height="100"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="24" y="10" width="295" height="80"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="inner" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="I1"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="inner" secondAttribute="trailing" id="I2"/>
                                    <constraint firstItem="inner" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="I3"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="inner" secondAttribute="bottom" id="I4"/>
                                    <constraint firstAttribute="height" constant="100" id="I5"/>
                                </constraints>
                                <edgeInsets key="layoutMargins" top="10" left="24" bottom="10" right="24"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="R1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="R2"/>
                            <constraint firstItem="card" firstAttribute="top" secondAttribute="top" constant="20" id="R3"/>
                        </constraints>
        """))
    #expect(layout.root.layoutMargins.left == 16)
    #expect(layout.view(withID: "card")?.frame == CGRect(x: 16, y: 20, width: 343, height: 100))
    #expect(layout.view(withID: "inner")?.frame == CGRect(x: 24, y: 10, width: 295, height: 80))
  }

  @Test("a <viewLayoutGuide key=\"layoutMargins\">: UIKit's margins of the view, on iOS")
  func layoutMarginsGuideUIKit() throws {
    let layout = try layOut(
      storyboard(
        """
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                <rect key="frame" x="16" y="20" width="343" height="100"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="8" y="8" width="327" height="84"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="inner" firstAttribute="leading" secondItem="cm" secondAttribute="leading" id="I1"/>
                                    <constraint firstItem="cm" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="I2"/>
                                    <constraint firstItem="inner" firstAttribute="top" secondItem="cm" secondAttribute="top" id="I3"/>
                                    <constraint firstItem="cm" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="I4"/>
                                    <constraint firstAttribute="height" constant="100" id="I5"/>
                                </constraints>
                                <viewLayoutGuide key="layoutMargins" id="cm"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="card" firstAttribute="leading" secondItem="rm" secondAttribute="leading" id="R1"/>
                            <constraint firstItem="rm" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="R2"/>
                            <constraint firstItem="card" firstAttribute="top" secondAttribute="top" constant="20" id="R3"/>
                        </constraints>
                        <viewLayoutGuide key="layoutMargins" id="rm"/>
        """))
    // The root's margins are the system minimum (16 at 375 wide), a subview's UIKit's default 8.
    #expect(layout.view(withID: "card")?.frame == CGRect(x: 16, y: 20, width: 343, height: 100))
    #expect(layout.view(withID: "inner")?.frame == CGRect(x: 8, y: 8, width: 327, height: 84))
    let report = StoredFrameComparison(layout)
    #expect(report.findings.allSatisfy { $0.kind != .unsupported && $0.kind != .unknownItem })
    #expect(report.viewsAgreeing == 2)
  }

  @Test("an AppKit view's layout margins guide: the standard spacing to a superview's edge, 20")
  func layoutMarginsGuideAppKit() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24127" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                  <subviews>
                      <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                          <rect key="frame" x="20" y="230" width="100" height="50"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="100" id="w"/>
                              <constraint firstAttribute="height" constant="50" id="h"/>
                          </constraints>
                      </customView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="m" secondAttribute="leading" id="lead"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="m" secondAttribute="top" id="top"/>
                  </constraints>
                  <viewLayoutGuide key="layoutMargins" id="m"/>
              </customView>
          </objects>
      </document>
      """
    let layout = try layOut(xml)
    // AppKit's y counts up from the bottom: stored at y 230 of 300 is 20 below the top.
    #expect(layout.view(withID: "box")?.frame == CGRect(x: 20, y: 20, width: 100, height: 50))
    let report = StoredFrameComparison(layout)
    #expect(report.findings.allSatisfy { $0.kind != .unsupported && $0.kind != .unknownItem })
    #expect(report.viewsAgreeing == 1)
  }

  @Test("Follow Readable Width: a view's horizontal margins follow its readable content guide")
  func followReadableWidth() throws {
    // An iPad in landscape at the default text size: the readable guide is 672 points wide,
    // 176 in from each edge (useyourloaf.com, "Readable Content Guides"); the top margin is the
    // view's own.
    func xml(readable: Bool) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="ipad9_7" orientation="landscape"/>
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" \(readable ? "layoutMarginsFollowReadableWidth=\"YES\" " : "")id="root">
                              <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                              <subviews>
                                  <label opaque="NO" text="Body" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                      <rect key="frame" x="176" y="40" width="672" height="20.5"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                                  <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="t"/>
                                  <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="y"/>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="sa"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    }
    let readable = try layOut(xml(readable: true), options: .init(intrinsicSizesFromFrames: true))
    #expect(readable.view(withID: "body")?.frame == CGRect(x: 176, y: 40, width: 672, height: 20.5))
    #expect(StoredFrameComparison(readable).viewsAgreeing == 1)
    // Without it, the root's side margins (20 on an iPad).
    let margins = try layOut(xml(readable: false), options: .init(intrinsicSizesFromFrames: true))
    #expect(margins.view(withID: "body")?.frame.minX == 20)
  }

  @Test("Follow Readable Width on a table view: its cells' side margins follow the readable width")
  func tableCellsFollowReadableWidth() throws {
    // A 1024-point cell of an iPad table: the content view's side margins keep the content 672
    // points wide (176 on each side) where the table's cells follow the readable width, else the
    // table's side margin, 20.
    func xml(readable: Bool) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="ipad9_7" orientation="landscape"/>
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <tableViewController id="vc" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \(readable ? "layoutMarginsFollowReadableWidth=\"YES\" " : "")alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                              <prototypes>
                                  <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                                      <rect key="frame" x="0.0" y="28" width="1024" height="44"/>
                                      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                          <rect key="frame" x="0.0" y="0.0" width="1024" height="44"/>
                                          <subviews>
                                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                  <rect key="frame" x="176" y="11" width="672" height="22"/>
                                              </view>
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                              <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>
                                              <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="u"/>
                                              <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b"/>
                                          </constraints>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    }
    let readable = try layOut(xml(readable: true))
    #expect(readable.view(withID: "bar")?.frame == CGRect(x: 176, y: 11, width: 672, height: 22))
    let report = StoredFrameComparison(readable)
    #expect(report.viewsCompared > 0 && report.viewsAgreeing == report.viewsCompared)
    let margins = try layOut(xml(readable: false))
    #expect(margins.view(withID: "bar")?.frame == CGRect(x: 20, y: 11, width: 984, height: 22))
  }

  @Test("an NSMatrix is as large as its cells: columns and rows of cellSize, intercellSpacing apart")
  func matrixIntrinsicSize() throws {
    // A radio group of two 100 × 18 cells, 2 points apart, pinned by its top and leading edges
    // only: AppKit sizes it from its cells (NSMatrix.autorecalculatesCellSize).
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                  <subviews>
                      <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" autorecalculatesCellSize="YES" translatesAutoresizingMaskIntoConstraints="NO" id="group">
                          <rect key="frame" x="20" y="60" width="100" height="38"/>
                          <size key="cellSize" width="100" height="18"/>
                          <size key="intercellSpacing" width="4" height="2"/>
                          <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="p">
                              <font key="font" metaFont="system"/>
                          </buttonCell>
                          <cells>
                              <column>
                                  <buttonCell type="radio" title="One" imagePosition="left" alignment="left" state="on" inset="2" id="c1">
                                      <font key="font" metaFont="system"/>
                                  </buttonCell>
                                  <buttonCell type="radio" title="Two" imagePosition="left" alignment="left" inset="2" id="c2">
                                      <font key="font" metaFont="system"/>
                                  </buttonCell>
                              </column>
                          </cells>
                      </matrix>
                  </subviews>
                  <constraints>
                      <constraint firstItem="group" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                      <constraint firstItem="group" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22" id="t"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "radio.xib")
    #expect(document.scenes[0].root.subviews[0].matrixContentSize == CGSize(width: 100, height: 38))
    for fromFrames in [true, false] {
      let layout = SceneLayout(
        document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: fromFrames))
      #expect(layout.view(withID: "group")?.frame == CGRect(x: 20, y: 22, width: 100, height: 38))
      let report = StoredFrameComparison(layout)
      #expect(report.viewsAgreeing == 1)
      #expect(report.findings.allSatisfy { $0.kind != .ambiguous })
    }
  }
}

import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

@Suite("Views of a custom class Xcode rendered (@IBDesignable) keep their stored size")
struct DesignableSizeTests {
  func layout(flagged: Bool) throws -> SceneLayout {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                      <view contentMode="scaleToFill"\(flagged ? " ambiguous=\"YES\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="stars" customClass="RatingView" customModule="App">
                          <rect key="frame" x="100" y="40" width="120" height="24"/>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                          <rect key="frame" x="20" y="72" width="280" height="10"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="10" id="h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="stars" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                      <constraint firstItem="stars" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c"/>
                      <constraint firstItem="below" firstAttribute="top" secondItem="stars" secondAttribute="bottom" constant="8" id="b"/>
                      <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                      <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" constant="20" id="r"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "rating.xib")
    return SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
  }

  @Test("unflagged: its stored size is taken as intrinsic size, and the views below follow")
  func sized() throws {
    let layout = try layout(flagged: false)
    #expect(layout.view(withID: "stars")?.frame == CGRect(x: 100, y: 40, width: 120, height: 24))
    #expect(layout.view(withID: "below")?.frame == CGRect(x: 20, y: 72, width: 280, height: 10))
    #expect(StoredFrameComparison(layout).findings.filter { $0.kind == .ambiguous }.isEmpty)
  }

  @Test("flagged ambiguous by Xcode: left as the constraints leave it")
  func flagged() throws {
    let layout = try layout(flagged: true)
    let findings = StoredFrameComparison(layout).findings
    // One finding per cause: the ambiguity, saying Xcode flagged it too.
    #expect(
      findings.contains { $0.kind == .ambiguous && $0.message.hasSuffix("(Xcode flagged it ambiguous too)") })
    #expect(!findings.contains { $0.kind == .flaggedAmbiguous })
  }
}

@Suite("A root view Xcode flagged misplaced is laid out at the size its subviews were stored at")
struct MisplacedRootTests {
  /// A Mac xib whose top-level view, flagged misplaced, is stored `root` (width × height) and holds
  /// a panel stored at `panel` (y-up) and pinned 20 inside every edge; `sized` adds the panel's
  /// own width and height constraints (its stored size).
  func document(root: CGSize, panel: CGRect, sized: Bool) throws -> InterfaceBuilderDocument {
    let size =
      sized
      ? """
                          <constraints>
                              <constraint firstAttribute="width" constant="\(Int(panel.width))" id="w"/>
                              <constraint firstAttribute="height" constant="\(Int(panel.height))" id="h"/>
                          </constraints>

      """ : ""
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView misplaced="YES" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="\(Int(root.width))" height="\(Int(root.height))"/>
                  <subviews>
                      <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                          <rect key="frame" x="\(Int(panel.minX))" y="\(Int(panel.minY))" width="\(Int(panel.width))" height="\(Int(panel.height))"/>
      \(size)                </customView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                      <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="r"/>
                      <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                      <constraint firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" constant="20" id="b"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    return try InterfaceBuilderDocument(xml: xml, path: "panel.xib")
  }

  @Test("the stored size is stale: the content's constraints decide, and the subviews agree")
  func contentSized() throws {
    let document = try document(
      root: CGSize(width: 300, height: 100), panel: CGRect(x: 20, y: 20, width: 200, height: 60), sized: true)
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    // 20 + 200 + 20 wide, 20 + 60 + 20 high; the panel where Xcode stored it (y-up 20 in a
    // 100-point-high root: 20 from the top).
    #expect(layout.root.bounds.size == CGSize(width: 240, height: 100))
    #expect(layout.view(withID: "panel")?.frame == CGRect(x: 20, y: 20, width: 200, height: 60))
    #expect(
      layout.notes.contains {
        $0.contains("flagged misplaced; laid out at 240 × 100 (from its subviews' stored frames)")
      })
    #expect(StoredFrameComparison(layout).findings.filter { $0.kind == .unsatisfiable }.isEmpty)
  }

  @Test(
    "the subviews were laid out in a larger window than the stored root: its size comes from their frames")
  func staleWindow() throws {
    // The root is stored 250 × 90; the panel, pinned 20 inside every edge, was laid out in a
    // 300 × 100 root (260 wide, y-up 20 and 60 high: its top 20 below a 100-point top).
    let document = try document(
      root: CGSize(width: 250, height: 90), panel: CGRect(x: 20, y: 20, width: 260, height: 60), sized: false)
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    #expect(layout.root.bounds.size == CGSize(width: 300, height: 100))
    let panel = try #require(StoredFrameComparison(layout).views.first { $0.id == "panel" })
    #expect(panel.stored == CGRect(x: 20, y: 20, width: 260, height: 60))
    #expect(panel.solved == CGRect(x: 20, y: 20, width: 260, height: 60))
    #expect(panel.agrees)
  }
}

import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A table view controller drawn on a 375-point iPhone: a default-style cell whose title spans the
/// row, a value-1 cell (title at its text's width, detail at the trailing side), a custom cell
/// with a label between the content view's margins, and a plain controller with a banner placed
/// by its frame at the bottom, stretching across.
private let storyboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes>
          <scene sceneID="S1"><objects>
              <tableViewController id="TVC" sceneMemberID="viewController">
                  <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <prototypes>
                          <tableViewCell contentMode="scaleToFill" reuseIdentifier="Default" textLabel="title" style="IBUITableViewCellStyleDefault" id="defaultCell">
                              <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="defaultCell" id="defaultContent">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                  <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                                  <subviews>
                                      <label opaque="NO" contentMode="left" text="Notifications" id="title">
                                          <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      </label>
                                  </subviews>
                              </tableViewCellContentView>
                          </tableViewCell>
                          <tableViewCell contentMode="scaleToFill" reuseIdentifier="Value" textLabel="name" detailTextLabel="value" style="IBUITableViewCellStyleValue1" id="valueCell">
                              <rect key="frame" x="0.0" y="72" width="375" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="valueCell" id="valueContent">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <subviews>
                                      <label opaque="NO" contentMode="left" text="Version" id="name">
                                          <rect key="frame" x="16" y="12" width="58" height="20.5"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      </label>
                                      <label opaque="NO" contentMode="left" text="1.0" id="value">
                                          <rect key="frame" x="337" y="12" width="22" height="20.5"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      </label>
                                  </subviews>
                              </tableViewCellContentView>
                          </tableViewCell>
                          <tableViewCell contentMode="scaleToFill" reuseIdentifier="Custom" id="customCell">
                              <rect key="frame" x="0.0" y="116" width="375" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="customCell" id="customContent">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <subviews>
                                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                          <rect key="frame" x="16" y="11" width="343" height="22"/>
                                      </view>
                                  </subviews>
                                  <constraints>
                                      <constraint firstItem="bar" firstAttribute="leading" secondItem="customContent" secondAttribute="leadingMargin" id="c1"/>
                                      <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c2"/>
                                      <constraint firstItem="bar" firstAttribute="top" secondItem="customContent" secondAttribute="topMargin" id="c3"/>
                                      <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="c4"/>
                                  </constraints>
                              </tableViewCellContentView>
                          </tableViewCell>
                      </prototypes>
                  </tableView>
              </tableViewController>
          </objects></scene>
          <scene sceneID="S2"><objects>
              <viewController id="VC" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <subviews>
                          <view contentMode="scaleToFill" id="banner">
                              <rect key="frame" x="16" y="567" width="343" height="80"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                          </view>
                      </subviews>
                  </view>
              </viewController>
          </objects></scene>
      </scenes>
  </document>
  """

@Suite("Another device: a view controller's root is read at its stored size, then resized")
struct DeviceResizeTests {
  func layout(scene index: Int, device: String?) throws -> SceneLayout {
    let document = try InterfaceBuilderDocument(xml: storyboard, path: "Cells.storyboard")
    return SceneLayout(
      document: document, scene: document.scenes[index],
      options: .init(deviceID: device, intrinsicSizesFromFrames: true))
  }

  func frame(_ layout: SceneLayout, _ id: String) throws -> CGRect {
    try #require(layout.view(withID: id)).frame
  }

  @Test(
    "on a 320-point iPhone the cells are 320 wide: a spanning title and a pinned view narrow by 55, a value-1 detail moves 55 left, a title at its text's width stays"
  )
  func cellsFollowTheTable() throws {
    let own = try layout(scene: 0, device: nil)
    #expect(try frame(own, "defaultCell") == CGRect(x: 0, y: 28, width: 375, height: 44))
    #expect(try frame(own, "title") == CGRect(x: 16, y: 0, width: 343, height: 44))

    let small = try layout(scene: 0, device: "retina4_0")
    #expect(try frame(small, "table").width == 320)
    for (cell, content, y) in [
      ("defaultCell", "defaultContent", 28.0), ("valueCell", "valueContent", 72),
      ("customCell", "customContent", 116),
    ] {
      #expect(try frame(small, cell) == CGRect(x: 0, y: y, width: 320, height: 44), "\(cell)")
      #expect(try frame(small, content) == CGRect(x: 0, y: 0, width: 320, height: 44), "\(content)")
    }
    #expect(try frame(small, "title") == CGRect(x: 16, y: 0, width: 288, height: 44))
    #expect(try frame(small, "name") == CGRect(x: 16, y: 12, width: 58, height: 20.5))
    #expect(try frame(small, "value") == CGRect(x: 282, y: 12, width: 22, height: 20.5))
    #expect(try frame(small, "bar") == CGRect(x: 16, y: 11, width: 288, height: 22))

    let large = try layout(scene: 0, device: "retina5_5")
    #expect(try frame(large, "defaultCell").width == 414)
    #expect(try frame(large, "title") == CGRect(x: 16, y: 0, width: 382, height: 44))
    // A wider phone has 20-point side margins: the pinned view is 374 wide.
    let bar = try frame(large, "bar")
    #expect(bar == CGRect(x: 20, y: 11, width: 374, height: 22))
  }

  @Test("a view placed by its frame follows the resize by its mask: a banner at the bottom stays 20 above it")
  func framePlacedViewsFollowTheirMask() throws {
    #expect(
      try frame(layout(scene: 1, device: nil), "banner") == CGRect(x: 16, y: 567, width: 343, height: 80))
    #expect(
      try frame(layout(scene: 1, device: "retina4_0"), "banner")
        == CGRect(x: 16, y: 468, width: 288, height: 80))
    #expect(
      try frame(layout(scene: 1, device: "retina5_5"), "banner")
        == CGRect(x: 16, y: 636, width: 382, height: 80))
  }
}

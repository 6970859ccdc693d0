import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

@Suite("Touch Bar items: views the Touch Bar places, laid out on their own")
struct TouchBarItemTests {
  let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
            <window id="W">
                <view key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                </view>
                <touchBar key="touchBar" id="bar">
                    <touchBarItems>
                        <touchBarItem id="item">
                            <viewController key="viewController" id="vc">
                                <button key="view" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="shift">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w40"/>
                                    </constraints>
                                    <buttonCell key="cell" type="push" bezelStyle="rounded" alignment="center" id="cell"/>
                                </button>
                            </viewController>
                        </touchBarItem>
                        <touchBarItem id="item2">
                            <viewController key="viewController" id="vc2">
                                <customView key="view" translatesAutoresizingMaskIntoConstraints="NO" id="group">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="30"/>
                                    <subviews>
                                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                            <rect key="frame" x="6" y="7" width="80" height="16"/>
                                            <textFieldCell key="cell" title="Words" id="lc"><font key="font" metaFont="system"/></textFieldCell>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="label" firstAttribute="leading" secondItem="group" secondAttribute="leading" constant="8" id="l1"/>
                                        <constraint firstItem="label" firstAttribute="centerY" secondItem="group" secondAttribute="centerY" id="l2"/>
                                    </constraints>
                                </customView>
                            </viewController>
                        </touchBarItem>
                    </touchBarItems>
                </touchBar>
            </window>
        </objects>
    </document>
    """

  @Test("each item's view is a scene at the size the file stores; its controls have no bezel margins")
  func itemViews() throws {
    let document = try InterfaceBuilderDocument(xml: xml, path: "Bar.xib")
    let items = document.scenes.filter(\.isTouchBarItem)
    #expect(items.map(\.root.id) == ["shift", "group"])
    let button = SceneLayout(
      document: document, scene: items[0], options: .init(intrinsicSizesFromFrames: true))
    let report = StoredFrameComparison(button)
    #expect(report.findings.allSatisfy { $0.kind != .unsatisfiable })
    #expect(report.views.first { $0.id == "shift" }?.agrees == true)
    let group = SceneLayout(
      document: document, scene: items[1], options: .init(intrinsicSizesFromFrames: true))
    // The label's constraints place it inside the item: 8 from the leading edge (its frame 2
    // points wider on each side), centred in 30 points.
    #expect(group.view(withID: "label")?.frame == CGRect(x: 6, y: 7, width: 80, height: 16))
  }
}

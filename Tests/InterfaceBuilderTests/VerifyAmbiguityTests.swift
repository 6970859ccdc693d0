import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

@Suite("Interface Builder's Ambiguity setting (verifyAmbiguity) is honoured")
struct VerifyAmbiguityTests {
  /// A view pinned at its top-left corner only (a width and height missing), and one with a size
  /// but no position, each with the given setting.
  func findings(sizeOnly: String?, positionOnly: String?) throws -> [Finding] {
    func attribute(_ value: String?) -> String { value.map { " verifyAmbiguity=\"\($0)\"" } ?? "" }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                      <view contentMode="scaleToFill"\(attribute(sizeOnly)) translatesAutoresizingMaskIntoConstraints="NO" id="noSize">
                          <rect key="frame" x="20" y="20" width="100" height="100"/>
                      </view>
                      <view contentMode="scaleToFill"\(attribute(positionOnly)) translatesAutoresizingMaskIntoConstraints="NO" id="noPosition">
                          <rect key="frame" x="20" y="200" width="100" height="100"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="100" id="w"/>
                              <constraint firstAttribute="height" constant="100" id="h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="noSize" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                      <constraint firstItem="noSize" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "ambiguity.xib")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    return StoredFrameComparison(layout).findings.filter { $0.kind == .ambiguous }
  }

  @Test("Verify Position and Size (the default): both views are ambiguous")
  func verifyEverything() throws {
    #expect(
      Set(try findings(sizeOnly: nil, positionOnly: nil).compactMap(\.object)) == ["noSize", "noPosition"])
  }

  @Test(
    "Never Verify: no finding for the view; Verify Position Only: a missing size is fine, a missing position is not"
  )
  func settings() throws {
    #expect(try findings(sizeOnly: "off", positionOnly: "off").isEmpty)
    #expect(
      try findings(sizeOnly: "ignoreSizes", positionOnly: "ignoreSizes").compactMap(\.object) == [
        "noPosition"
      ])
  }
}

@Suite("Views Xcode flagged ambiguous stay where the file stores them")
struct AmbiguousViewHoldTests {
  @Test("an ambiguous stack keeps its stored width, so the icon inside it agrees")
  func ambiguousStackKeepsItsFrame() throws {
    let layout = try layOut(
      storyboard(
        """
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                                <rect key="frame" x="16" y="40" width="343" height="19"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" ambiguous="YES" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                        <rect key="frame" x="0.0" y="0.0" width="267" height="19"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                <rect key="frame" x="0.0" y="0.0" width="240" height="19"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="19" id="bh"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                                <rect key="frame" x="248" y="0.0" width="19" height="19"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="19" id="iw"/>
                                                    <constraint firstAttribute="height" constant="19" id="ih"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="o1"/>
                            <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="o2"/>
                            <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" constant="16" id="o3"/>
                        </constraints>
        """), options: .init(intrinsicSizesFromFrames: true))
    // Nothing fixes the row's width (its bar has no width of its own): Xcode flagged the row
    // ambiguous and drew it 267 wide; held there, the bar fills it and the icon is where Xcode
    // put it (unheld, UIStackView's ambiguity suppression would make the bar 0 wide, the icon at 8).
    #expect(layout.view(withID: "row")?.frame == CGRect(x: 0, y: 0, width: 267, height: 19))
    #expect(layout.view(withID: "bar")?.frame == CGRect(x: 0, y: 0, width: 240, height: 19))
    #expect(layout.view(withID: "icon")?.frame == CGRect(x: 248, y: 0, width: 19, height: 19))
    let report = StoredFrameComparison(layout)
    #expect(report.views.first { $0.id == "icon" }?.agrees == true)
  }
}

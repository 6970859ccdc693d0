import InterfaceBuilder
import Testing

@Suite("ToolsVersion")
struct ToolsVersionTests {
  @Test("Xcode's forms read as numbers, compared number by number")
  func parsing() throws {
    #expect(ToolsVersion(parsing: "14490.70")?.components == [14490, 70])
    #expect(ToolsVersion(parsing: "14313.13.2")?.components == [14313, 13, 2])
    #expect(ToolsVersion(parsing: "22505")?.major == 22505)
    for bad in ["", ".", "14490.", ".70", "Xcode 9", "-1", "+5", "1e4", "١٤٤٩٠", "99999999999999999999999"] {
      #expect(ToolsVersion(parsing: bad) == nil, "\(bad)")
    }
    #expect(ToolsVersion("16097") < ToolsVersion("16097.2"))
    #expect(ToolsVersion("16097") == ToolsVersion("16097.0"))
    #expect(Set([ToolsVersion("16097"), ToolsVersion("16097.0")]).count == 1)
    #expect(ToolsVersion("14313.13.2") < ToolsVersion("14313.18"))
    #expect(ToolsVersion("9532") < ToolsVersion("10116"))  // numbers, not text
    #expect(ToolsVersion("14490.70").description == "14490.70")
  }

  @Test("The named releases are in order and place the sets' boundary files")
  func releases() {
    let releases: [ToolsVersion] = [.xcode9_3, .xcode11, .xcode12, .xcode13, .xcode14_3, .xcode15, .xcode26]
    #expect(releases == releases.sorted())
    #expect(ToolsVersion("13122.19") < .xcode9_3)
    #expect(ToolsVersion("16097.3") < .xcode12 && ToolsVersion("17132") >= .xcode12)
    #expect(ToolsVersion("23727") < .xcode26 && ToolsVersion("24127") >= .xcode26)
    let unnamed: ToolsVersion? = nil
    #expect(unnamed.orNewest > "32700.99.1234")
  }

  @Test("A document's version is read once; a malformed one is the newest Xcode's")
  func documentVersion() throws {
    func document(_ toolsVersion: String) throws -> InterfaceBuilderDocument {
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
        toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
        useAutolayout="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
            </objects>
        </document>
        """
      return try InterfaceBuilderDocument(xml: xml, path: "Version.xib")
    }
    #expect(try document("14313.13.2").toolsVersion == "14313.13.2")
    #expect(try document("letters").toolsVersion == nil)
    // Both spellings of one version pick the same device era: the canvas scale of the Apple TV
    // and the status bar of an iPhone 8 portrait canvas follow the parsed number.
    let tv = InterfaceBuilderDevice.named("appleTV")!
    #expect(tv.scale(toolsVersion: "14313.13.2") == 1)
    #expect(tv.scale(toolsVersion: nil) == 2)
    let phone = InterfaceBuilderDevice.named("retina4_7")!
    #expect(phone.safeAreaInsets(landscape: false, toolsVersion: "14865.1").top == 0)
    #expect(phone.safeAreaInsets(landscape: false, toolsVersion: "14490.70").top == 20)
    #expect(phone.safeAreaInsets(landscape: false, toolsVersion: "21701").top == 20)
  }
}

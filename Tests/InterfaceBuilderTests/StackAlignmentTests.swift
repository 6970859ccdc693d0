import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// NSStackView's alignment across its axis in Interface Builder files: held at `defaultLow`
/// (`NSStackView.h`), below a view's own constraints; the stack hugging priority read as stored.
@Suite("NSStackView alignment in Interface Builder files")
struct StackAlignmentTests {
  /// A 300 × 120 custom view holding, 20 points in, a leading-aligned vertical stack of: a
  /// horizontal stack `A` of two fixed views (156 wide in all), a view `B` 206 wide, and a view
  /// `C` 100 wide that a constraint of the stack places 16 points in from the aligned edge.
  let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
      <objects>
        <customView id="root">
          <rect key="frame" x="0.0" y="0.0" width="300" height="140"/>
          <subviews>
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="16" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="P">
              <rect key="frame" x="20" y="20" width="206" height="104"/>
              <subviews>
                <stackView distribution="fill" orientation="horizontal" alignment="centerY" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                  <rect key="frame" x="0.0" y="80" width="156" height="24"/>
                  <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="A1">
                      <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="24" id="a1w"/>
                        <constraint firstAttribute="height" constant="24" id="a1h"/>
                      </constraints>
                    </customView>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="A2">
                      <rect key="frame" x="32" y="4" width="124" height="16"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="124" id="a2w"/>
                        <constraint firstAttribute="height" constant="16" id="a2h"/>
                      </constraints>
                    </customView>
                  </subviews>
                </stackView>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="B">
                  <rect key="frame" x="0.0" y="40" width="206" height="24"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="206" id="bw"/>
                    <constraint firstAttribute="height" constant="24" id="bh"/>
                  </constraints>
                </customView>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="C">
                  <rect key="frame" x="16" y="0.0" width="100" height="24"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="100" id="cw"/>
                    <constraint firstAttribute="height" constant="24" id="ch"/>
                  </constraints>
                </customView>
              </subviews>
              <constraints>
                <constraint firstItem="C" firstAttribute="leading" secondItem="P" secondAttribute="leading" constant="16" id="inset"/>
              </constraints>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="P" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="P" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
          </constraints>
        </customView>
      </objects>
    </document>
    """

  @Test(
    "a view's own constraint overrides the alignment; a nested stack stays at the aligned edge, unambiguous")
  func alignmentAtDefaultLow() throws {
    let document = try InterfaceBuilderDocument(xml: xml, path: "stack-alignment.xib")
    let stack = try #require(document.scenes[0].root.subviews.first?.stack)
    #expect(stack.acrossHuggingPriority == Float(250).nextDown)  // read as stored, not 250
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    let frames = ["A", "B", "C"].map { layout.view(withID: $0)?.frame }
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 156, height: 24), CGRect(x: 0, y: 40, width: 206, height: 24),
        CGRect(x: 16, y: 80, width: 100, height: 24),
      ])
    let report = StoredFrameComparison(layout)
    #expect(report.views.allSatisfy { $0.agrees })
    #expect(report.findings.filter { $0.kind == .unsatisfiable }.isEmpty)
    #expect(report.findings.filter { $0.kind == .ambiguous }.isEmpty)
  }
}

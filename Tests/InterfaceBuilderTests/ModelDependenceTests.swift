import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

@Suite("A misplacement only the model's values explain is a note; one the file's constraints prove fails")
struct ModelDependenceTests {
  /// A 320 × 100 top-level view (system margins of 16, as a controller's root) holding `box`, 100 × 40, its leading edge on
  /// the root's leading margin, stored at `boxX`; with `neighbourX`, a second view pinned to the
  /// same margin edge, stored there.
  func report(boxX: String, neighbourX: String? = nil) throws -> StoredFrameComparison {
    let neighbour =
      neighbourX.map {
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="neighbour">
          <rect key="frame" x="\($0)" y="60" width="50" height="20"/>
          <constraints>
            <constraint firstAttribute="width" constant="50" id="nw"/>
            <constraint firstAttribute="height" constant="20" id="nh"/>
          </constraints>
        </view>
        """
      } ?? ""
    let neighbourConstraints =
      neighbourX == nil
      ? ""
      : """
      <constraint firstItem="neighbour" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="nl"/>
      <constraint firstItem="neighbour" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="nt"/>
      """
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(boxX)" y="10" width="100" height="40"/>
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="w"/>
                  <constraint firstAttribute="height" constant="40" id="h"/>
                </constraints>
              </view>
              \(neighbour)
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="lead"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="top"/>
              \(neighbourConstraints)
            </constraints>
          </view>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "margins.xib")
    return StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
  }

  func boxFinding(_ report: StoredFrameComparison) throws -> StoredFrameComparison.Finding {
    try #require(report.findings.first { $0.objectID == "box" && $0.kind.hasSuffix("misplaced") })
  }

  @Test("on the margin's own value: 3 points off a system margin is within its bound (± 5): a note")
  func withinMarginBound() throws {
    let report = try report(boxX: "19")
    #expect(report.views.first { $0.id == "box" }?.solved.minX == 16)
    let finding = try boxFinding(report)
    #expect(finding.kind == "possibly-misplaced")
    #expect(!finding.contradictsXcode)
    #expect(
      finding.message.hasSuffix(
        "but they allow it once values the model supplies move within their bounds: Xcode's rounding of the "
          + "stored frame (± 1), view root's margin in <LayoutConstraint 'UIView-leftMargin-guide-constraint' "
          + "root.layoutMarginsGuide.minX == root.minX + 16   (active)> (± 5) — not proven by the file's own "
          + "constraints"))
  }

  @Test("9 points off is more than the margin and the rounding explain (6): misplaced, and it fails")
  func beyondMarginBound() throws {
    let finding = try boxFinding(report(boxX: "25"))
    #expect(finding.kind == "misplaced")
    #expect(finding.contradictsXcode)
    #expect(finding.constraints == ["lead"])
  }

  @Test("a neighbour on the same margin edge, where Xcode stored it, confirms the margin: 3 points off fails")
  func confirmedByNeighbour() throws {
    let report = try report(boxX: "19", neighbourX: "16")
    #expect(report.views.first { $0.id == "neighbour" }?.agrees == true)
    #expect(try boxFinding(report).kind == "misplaced")
    // A neighbour that itself disagrees confirms nothing.
    #expect(try boxFinding(self.report(boxX: "19", neighbourX: "20")).kind == "possibly-misplaced")
  }

  @Test("half a point off the file's own constraints is Xcode's rounding: a note")
  func rounding() throws {
    let finding = try boxFinding(report(boxX: "16.5"))
    #expect(finding.kind == "possibly-misplaced")
    #expect(finding.message.contains("Xcode's rounding of the stored frame (± 1) — not proven"))
  }

  @Test("every row of the table has a bound and says where it comes from")
  func table() {
    #expect(ModelUncertainty.table.map(\.source) == ModelUncertainty.Source.allCases)
    for row in ModelUncertainty.table {
      #expect(row.points > 0, "\(row.source)")
      #expect(row.evidence.count > 40, "\(row.source)")
    }
    #expect(ModelUncertainty.of(.textWidth).bound(of: 100) == 4)
  }

  @Test(
    "one choice of the model moves an edge by its bound, a size by twice; values of two choices do not add")
  func reach() {
    var dependence = ModelDependence()
    dependence.add(.rounding, of: 0, what: "rounding")
    dependence.add(.layoutMargins, of: 0, what: "left margin", group: "margins")
    dependence.add(.controlInsets, of: 4, what: "left inset", group: "insets")
    dependence.add(.controlInsets, of: 4, what: "left inset", group: "insets")
    #expect(dependence.items.count == 3)
    #expect(dependence.reach == 6)
    #expect(dependence.sizeReach == 11)
    #expect(dependence.phrase == "rounding (± 1), left margin (± 5), left inset (± 2)")
  }
}

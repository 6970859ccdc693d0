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

  func boxFinding(_ report: StoredFrameComparison) throws -> Finding {
    try #require(
      report.findings.first { $0.object == "box" && ($0.kind == .misplaced || $0.kind == .possiblyMisplaced) }
    )
  }

  @Test("on the margin's own value: 3 points off a system margin is within its bound (± 5): a note")
  func withinMarginBound() throws {
    let report = try report(boxX: "19")
    #expect(report.views.first { $0.id == "box" }?.solved.minX == 16)
    let finding = try boxFinding(report)
    #expect(finding.kind == .possiblyMisplaced)
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
    #expect(finding.kind == .misplaced)
    #expect(finding.contradictsXcode)
    #expect(finding.constraints == ["lead"])
  }

  @Test("a neighbour on the same margin edge, where Xcode stored it, confirms the margin: 3 points off fails")
  func confirmedByNeighbour() throws {
    let report = try report(boxX: "19", neighbourX: "16")
    #expect(report.views.first { $0.id == "neighbour" }?.agrees == true)
    #expect(try boxFinding(report).kind == .misplaced)
    // A neighbour that itself disagrees confirms nothing.
    #expect(try boxFinding(self.report(boxX: "19", neighbourX: "20")).kind == .possiblyMisplaced)
  }

  @Test("half a point off the file's own constraints is Xcode's rounding: a note")
  func rounding() throws {
    let finding = try boxFinding(report(boxX: "16.5"))
    #expect(finding.kind == .possiblyMisplaced)
    #expect(finding.message.contains("Xcode's rounding of the stored frame (± 1) — not proven"))
  }

  /// A view filling a controller's safe area on `device`, stored `taller` points taller than the
  /// safe area between `top` and `bottom` is: what `check` finds about it.
  func safeAreaReport(device: String, rootHeight: Int, top: Int, bottom: Int, taller: Int) throws
    -> StoredFrameComparison
  {
    let height = rootHeight - top - bottom + taller
    let xml = storyboard(
      device: #"<device id="\#(device)" orientation="portrait"/>"#, height: rootHeight,
      """
      <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="fill">
              <rect key="frame" x="0.0" y="\(top)" width="375" height="\(height)"/>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="fill" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
          <constraint firstItem="sa" firstAttribute="bottom" secondItem="fill" secondAttribute="bottom" id="b"/>
          <constraint firstItem="fill" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="l"/>
          <constraint firstItem="sa" firstAttribute="trailing" secondItem="fill" secondAttribute="trailing" id="r"/>
      </constraints>
      <viewLayoutGuide key="safeArea" id="sa"/>
      """)
    let document = try InterfaceBuilderDocument(xml: xml, path: "Fill.storyboard")
    return StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
  }

  @Test(
    "a phone without a sensor housing has an exact safe area: a view 5 points taller than it is misplaced")
  func exactSafeArea() throws {
    // iPhone 8, Xcode 10.2: the status bar's 20 points above, nothing below.
    let exact = try safeAreaReport(device: "retina4_7", rootHeight: 667, top: 20, bottom: 0, taller: 5)
    let finding = try #require(exact.findings.first { $0.object == "fill" })
    #expect(finding.kind == .misplaced)
    #expect(finding.contradictsXcode)
    #expect(exact.views.first { $0.id == "fill" }?.solved.height == 647)
    // iPhone X: the home indicator's 34 points below are a value the model may have wrong (± 5
    // where the file's constraints imply another): the stored 29 is taken, and the view agrees.
    let housed = try safeAreaReport(device: "retina5_9", rootHeight: 812, top: 44, bottom: 34, taller: 5)
    #expect(housed.views.first { $0.id == "fill" }?.agrees == true)
  }

  /// A 24 × 24 symbol image view (constraints), pinned 10 from the root's top-left, stored at
  /// `stored` (x, y, width, height): UIKit draws the symbol inside that rectangle, a little in
  /// from its top and bottom; AppKit's frame reaches past it.
  /// With `catalogOnCell`, the AppKit cell names the symbol itself (`<imageCell image="circle"
  /// catalog="system">`), as Xcode 15 and later write it.
  func symbolReport(stored: String, macOS: Bool = false, catalogOnCell: Bool = false) throws
    -> StoredFrameComparison
  {
    let image =
      macOS && catalogOnCell
      ? """
      <imageView translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
        \(stored)
        <imageCell key="cell" imageScaling="proportionallyDown" image="circle" catalog="system" id="cell"/>
      """
      : macOS
        ? """
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
          \(stored)
          <imageCell key="cell" imageScaling="proportionallyDown" id="cell">
            <imageReference key="image" image="circle" catalog="system"/>
          </imageCell>
        """
        : """
        <imageView contentMode="scaleAspectFit" image="circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
          \(stored)
        """
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.\(macOS ? "Cocoa" : "CocoaTouch").XIB" version="3.0" toolsVersion="22505" targetRuntime="\(macOS ? "MacOSX.Cocoa" : "iOS.CocoaTouch")">
        <objects>
          <view id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
              \(image)
                <constraints>
                  <constraint firstAttribute="width" constant="24" id="w"/>
                  <constraint firstAttribute="height" constant="24" id="h"/>
                </constraints>
              </imageView>
            </subviews>
            <constraints>
              <constraint firstItem="symbol" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
              <constraint firstItem="symbol" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "symbol.xib")
    #expect(document.scenes[0].root.subviews[0].showsSymbolImage)
    return StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
  }

  @Test(
    "a symbol drawn a point inside its rectangle rests on the symbol's metrics: a note; 6 points off fails")
  func symbolInsets() throws {
    func kind(_ report: StoredFrameComparison) -> Finding.Kind? {
      report.findings.first {
        $0.object == "symbol" && ($0.kind == .misplaced || $0.kind == .possiblyMisplaced)
      }?.kind
    }
    // UIKit (iOS 16, 3x): the circle's frame 24 × 22.667, 1 point below the rectangle's top.
    let inside = try symbolReport(
      stored: #"<rect key="frame" x="10" y="11" width="24" height="22.666666666666664"/>"#)
    #expect(kind(inside) == .possiblyMisplaced)
    #expect(
      inside.findings.first { $0.object == "symbol" }?.message.contains("imageView symbol's symbol (± 2)")
        == true)
    // The same view moved down 6 points is beyond the symbol's bound: it fails.
    #expect(
      try kind(
        symbolReport(stored: #"<rect key="frame" x="10" y="16" width="24" height="22.666666666666664"/>"#))
        == .misplaced)
    // Moved 5 points sideways, beyond the rounding and the symbol's bound, it fails too.
    #expect(
      try kind(
        symbolReport(stored: #"<rect key="frame" x="15" y="11" width="24" height="22.666666666666664"/>"#))
        == .misplaced)
    // AppKit (origin at the bottom left): the frame reaches 4 points past the rectangle at the top
    // and the bottom — a note; 20 points lower it fails.
    #expect(
      try kind(
        symbolReport(stored: #"<rect key="frame" x="10" y="62" width="24" height="32"/>"#, macOS: true))
        == .possiblyMisplaced)
    #expect(
      try kind(
        symbolReport(stored: #"<rect key="frame" x="10" y="42" width="24" height="32"/>"#, macOS: true))
        == .misplaced)
    // The same symbol named on the cell itself.
    #expect(
      try kind(
        symbolReport(
          stored: #"<rect key="frame" x="10" y="62" width="24" height="32"/>"#, macOS: true,
          catalogOnCell: true))
        == .possiblyMisplaced)
  }

  /// An AppKit window content view (320 × 100, y up) holding a 30 × 20 button of bezel `type`,
  /// pinned 20 from the left and the top, stored `dx` points right of that.
  func appKitButton(type: String, bezel: String, dx: Int) throws -> Finding.Kind? {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
          <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <button translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="\(20 + dx)" y="60" width="30" height="20"/>
                <constraints>
                  <constraint firstAttribute="width" constant="30" id="w"/>
                  <constraint firstAttribute="height" constant="20" id="h"/>
                </constraints>
                <buttonCell key="cell" type="\(type)" bezelStyle="\(bezel)" image="NSGoBackTemplate" imagePosition="only" alignment="center" id="cell"/>
              </button>
            </subviews>
            <constraints>
              <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead"/>
              <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
            </constraints>
          </customView>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "button.xib")
    let report = StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
    return report.findings.first {
      $0.object == "button" && [.misplaced, .possiblyMisplaced].contains($0.kind)
    }?
    .kind
  }

  @Test("a recessed button's drawing is not in the model's table: 2 points off its zero insets is a note")
  func unknownDrawing() throws {
    #expect(try appKitButton(type: "recessed", bezel: "recessed", dx: 2) == .possiblyMisplaced)
    // Farther than the insets' bound and the rounding (3): misplaced.
    #expect(try appKitButton(type: "recessed", bezel: "recessed", dx: 6) == .misplaced)
    // A bevel button without a border draws no bezel: its frame is its rectangle, 2 points off fails.
    #expect(try appKitButton(type: "bevel", bezel: "regularSquare", dx: 2) == .misplaced)
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

  /// A container pinned to both side margins of the root, stored 4 points out from where the
  /// model's 16-point margins put it (as a file drawn with 12-point margins stores it), and a
  /// label pinned to the container's trailing edge, stored where the container ends.
  @Test("a subview carried by a superview the model's margins place: judged where Xcode put it, a note")
  func carriedBySuperview() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="12" y="10" width="296" height="40"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                    <rect key="frame" x="256" y="0.0" width="40" height="40"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="40" id="tw"/>
                    </constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstAttribute="trailing" secondItem="tag" secondAttribute="trailing" id="tt"/>
                  <constraint firstItem="tag" firstAttribute="top" secondItem="box" secondAttribute="top" id="tp"/>
                  <constraint firstAttribute="bottom" secondItem="tag" secondAttribute="bottom" id="tb"/>
                </constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="lead"/>
              <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="trail"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="top"/>
              <constraint firstItem="box" firstAttribute="height" constant="40" id="h"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "carried.xib")
    let report = StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
    #expect(report.views.first { $0.id == "box" }?.solved == CGRect(x: 16, y: 10, width: 288, height: 40))
    // In its solved superview the tag is 8 points off; where Xcode put it, the same margins explain it.
    #expect(report.views.first { $0.id == "tag" }?.solved.minX == 248)
    let kinds = report.findings.filter { $0.object == "box" || $0.object == "tag" }.map(\.kind)
    #expect(kinds == [.possiblyMisplaced, .possiblyMisplaced])
  }

  /// A 48-point horizontal stack, centred, holding a 40-point-wide view of a custom class with no
  /// height of its own: UIKit's ambiguity suppression (height 0 at priority 25) decides its height,
  /// which rests on the intrinsic size the model does not know.
  @Test("a height only UIKit's ambiguity suppression decides rests on an unknown content size: a note")
  func ambiguitySuppression() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="20" width="40" height="48"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="48"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="40" id="bw"/>
                    </constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstAttribute="height" constant="48" id="sh"/>
                </constraints>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="st"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "suppressed.xib")
    let report = StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
    let badge = try #require(report.views.first { $0.id == "badge" })
    #expect(badge.solved.height == 0 && badge.stored.height == 48)
    let finding = try #require(report.findings.first { $0.object == "badge" })
    #expect(finding.kind == .possiblyMisplaced)
    #expect(finding.message.contains("UISV-ambiguity-suppression"))
  }
}

import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// An NSStackView that stores no distribution uses AppKit's default, gravity areas, with its
/// views in `<beginningViews>` / `<endViews>`.
@Suite("NSStackView gravity areas in Interface Builder files")
struct StackGravityTests {
  /// A 450 × 60 custom view holding a 410-point horizontal stack at (20, 20): a 60-point view at
  /// the beginning, 80- and 40-point views at the end; the stored frames are `stored`.
  func document(stored: (a: Int, b: Int, c: Int), hiddenB: Bool = false) throws -> InterfaceBuilderDocument {
    func view(_ id: String, x: Int, width: Int) -> String {
      """
      <customView \(hiddenB && id == "b" ? "hidden=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="20"/>
        <constraints>
          <constraint firstAttribute="width" constant="\(width)" id="\(id)w"/>
          <constraint firstAttribute="height" constant="20" id="\(id)h"/>
        </constraints>
      </customView>
      """
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22113.3" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
          <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="450" height="60"/>
            <subviews>
              <stackView orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="750" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="20" width="410" height="20"/>
                <beginningViews>
                  \(view("a", x: stored.a, width: 60))
                </beginningViews>
                <endViews>
                  \(view("b", x: stored.b, width: 80))
                  \(view("c", x: stored.c, width: 40))
                </endViews>
                <visibilityPriorities>
                  <integer value="1000"/>
                  <integer value="900"/>
                  <integer value="1000"/>
                </visibilityPriorities>
                <customSpacing>
                  <real value="3.4028234663852886e+38"/>
                  <real value="3.4028234663852886e+38"/>
                  <real value="3.4028234663852886e+38"/>
                </customSpacing>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
              <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="t"/>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="p"/>
              <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="20" id="ext"/>
            </constraints>
          </customView>
        </objects>
      </document>
      """
    return try InterfaceBuilderDocument(xml: xml, path: "gravity.xib")
  }

  @Test(
    "the end views sit on the trailing edge at their own widths; the gap between the areas takes the rest")
  func endViews() throws {
    // 410 − 40 = 370 for the last view, 370 − 8 − 80 = 282 for the one before it.
    let document = try document(stored: (0, 282, 370))
    let stack = try #require(document.scenes[0].root.subviews.first)
    #expect(stack.stack?.distribution == .gravityAreas)
    #expect(stack.subviews.map(\.gravity) == [.leading, .trailing, .trailing])
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    let frames = ["a", "b", "c"].map { layout.view(withID: $0)?.frame }
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 60, height: 20), CGRect(x: 282, y: 0, width: 80, height: 20),
        CGRect(x: 370, y: 0, width: 40, height: 20),
      ])
    let report = StoredFrameComparison(layout)
    #expect(report.views.allSatisfy { $0.agrees })
  }

  @Test("end views stored next to the beginning view are reported misplaced")
  func packedIsMisplaced() throws {
    let document = try document(stored: (0, 68, 156))
    let report = StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
    #expect(report.views.filter { !$0.agrees }.map(\.id).sorted() == ["b", "c"])
  }

  @Test("a hidden arranged view of a stack that detaches hidden views is out of the hierarchy")
  func detachedHidden() throws {
    let document = try document(stored: (0, 282, 370), hiddenB: true)
    let stack = try #require(document.scenes[0].root.subviews.first)
    #expect(stack.stack?.detachesHiddenViews == true)
    #expect(stack.stack?.visibilityPriorities == [1000, 900, 1000])
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    let stackView = try #require(layout.view(withID: "stack") as? StackView)
    #expect(layout.view(withID: "b")?.superview == nil)
    #expect(
      stackView.visibilityPriority(for: try #require(layout.view(withID: "b"))) == .detachOnlyIfNecessary)
    #expect(layout.view(withID: "c")?.frame == CGRect(x: 370, y: 0, width: 40, height: 20))
    // Its constraint to the root went with it, as AppKit's detaching takes it: no invalid constraint.
    #expect(layout.constraint(withID: "ext")?.isActive == false)
    #expect(layout.problems.isEmpty)
    // Not laid out, so not compared: a note, not a disagreement.
    let report = StoredFrameComparison(layout)
    #expect(report.views.first { $0.id == "b" }?.isCompared == false)
    #expect(report.findings.filter { $0.kind == .detached }.map(\.object) == ["b"])
  }
}

/// A view-based AppKit table's cell views sit in row views: a table laid out taller than stored
/// moves none of them.
@Suite("AppKit table cell views")
struct AppKitTableCellTests {
  @Test("a cell view keeps its stored frame when its table is laid out taller")
  func cellViewInRow() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22113.3" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
          <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <subviews>
              <tableView rowHeight="24" viewBased="YES" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="100" width="300" height="100"/>
                <tableColumns>
                  <tableColumn width="300" id="column">
                    <prototypeCellViews>
                      <tableCellView id="cell">
                        <rect key="frame" x="0.0" y="1" width="300" height="24"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      </tableCellView>
                    </prototypeCellViews>
                  </tableColumn>
                </tableColumns>
              </tableView>
            </subviews>
            <constraints>
              <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
              <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t"/>
              <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="p"/>
              <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="b"/>
            </constraints>
          </customView>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "table.xib")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    // The table fills the 200-point root (stored 100 tall); the cell stays in its 24-point row.
    #expect(layout.view(withID: "table")?.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(layout.view(withID: "cell")?.frame == CGRect(x: 0, y: 1, width: 300, height: 24))
  }

  @Test("edge insets pad the stack on the sides the file names: the views inside them")
  func edgeInsets() throws {
    // `NSStackView.edgeInsets`: "the geometric padding, in points, inside the stack view,
    // surrounding its views". A 300 × 44 horizontal stack filled by a 100-point view and a view
    // that takes the rest, 10 in at the left, 30 at the right, 4 above and 6 below.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
          <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
            <subviews>
              <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
                <subviews>
                  <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="10" y="6" width="100" height="34"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="100" id="aw"/>
                      <constraint firstAttribute="height" constant="34" id="ah"/>
                    </constraints>
                  </customView>
                  <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="118" y="24" width="152" height="16"/>
                    <constraints>
                      <constraint firstAttribute="height" constant="16" id="bh"/>
                    </constraints>
                  </customView>
                </subviews>
                <edgeInsets key="edgeInsets" left="10" right="30" top="4" bottom="6"/>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
              <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="t"/>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="p"/>
              <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
            </constraints>
          </customView>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "insets.xib")
    let stack = try #require(document.scenes[0].root.subviews.first?.stack)
    #expect(stack.edgeInsets == EdgeInsets(top: 4, left: 10, bottom: 6, right: 30))
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    // y down: both views top-aligned 4 below the stack's top; the second view ends 30 before the
    // stack's right edge (300 − 30 − 118 = 152).
    #expect(layout.view(withID: "a")?.frame == CGRect(x: 10, y: 4, width: 100, height: 34))
    #expect(layout.view(withID: "b")?.frame == CGRect(x: 118, y: 4, width: 152, height: 16))
    let report = StoredFrameComparison(layout)
    #expect(report.viewsCompared == 3 && report.viewsAgreeing == 3)
  }
}

import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import _AutoLayoutTestSupport

/// NSGridView: rows and columns spaced and sized as `NSGridView.h` describes, content views placed
/// in their cells. The cells' views are stored at wrong frames on purpose: only the grid's layout
/// can put them where the expectations say.
@Suite("NSGridView rows, columns and cells")
struct GridViewTests {
  func layout(_ grid: String, constraints: String) throws -> SceneLayout {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                  <subviews>
      \(grid)
                  </subviews>
                  <constraints>
      \(constraints)
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "grid.xib")
    return SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
  }

  @Test("a label and a check box share a row's last baseline; a stack sits in the next row")
  func baselineRows() throws {
    // After p0deje/Maccy's StorageSettingsViewController.xib (MIT), trimmed: the first column fits
    // its content and takes the width the fixed second one leaves; the grid is as tall as its rows.
    let layout = try layout(
      """
      <gridView xPlacement="leading" yPlacement="top" rowAlignment="lastBaseline" rowSpacing="8" columnSpacing="13" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
          <rect key="frame" x="20" y="20" width="260" height="45"/>
          <rows>
              <gridRow id="r0"/>
              <gridRow id="r1"/>
          </rows>
          <columns>
              <gridColumn xPlacement="trailing" id="c0"/>
              <gridColumn width="200" id="c1"/>
          </columns>
          <gridCells>
              <gridCell row="r0" column="c0" id="g00">
                  <textField key="contentView" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                      <rect key="frame" x="0.0" y="0.0" width="37" height="16"/>
                      <textFieldCell key="cell" alignment="right" title="Save:" id="lc">
                          <font key="font" usesAppearanceFont="YES"/>
                      </textFieldCell>
                  </textField>
              </gridCell>
              <gridCell row="r0" column="c1" id="g01">
                  <button key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                      <rect key="frame" x="0.0" y="0.0" width="54" height="18"/>
                      <buttonCell key="cell" type="check" title="Files" bezelStyle="regularSquare" imagePosition="left" id="cc">
                          <font key="font" metaFont="system"/>
                      </buttonCell>
                  </button>
              </gridCell>
              <gridCell row="r1" column="c0" id="g10"/>
              <gridCell row="r1" column="c1" id="g11">
                  <stackView key="contentView" distribution="fill" orientation="horizontal" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                      <rect key="frame" x="0.0" y="0.0" width="96" height="21"/>
                      <subviews>
                          <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                              <rect key="frame" x="0.0" y="0.0" width="96" height="21"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="96" id="fw"/>
                              </constraints>
                              <textFieldCell key="cell" borderStyle="bezel" id="fc">
                                  <font key="font" metaFont="system"/>
                              </textFieldCell>
                          </textField>
                      </subviews>
                  </stackView>
              </gridCell>
          </gridCells>
      </gridView>
      """,
      constraints: """
        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="g1"/>
        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="g2"/>
        <constraint firstItem="grid" firstAttribute="width" constant="260" id="g3"/>
        """)
    // Column 0 is 260 − 13 − 200 = 47 wide: the label's alignment rectangle (2 points inside its
    // frame at each side) ends there. Column 1 starts at 60: the check box's box 2 points inside.
    #expect(layout.view(withID: "label")?.frame == CGRect(x: 12, y: 0, width: 37, height: 16))
    // Last baselines in line (12 below the label's top, 13 below the check box's frame top).
    #expect(layout.view(withID: "check")?.frame == CGRect(x: 58, y: -1, width: 54, height: 18))
    // The second row starts 8 below the first (16 tall).
    #expect(layout.view(withID: "stack")?.frame == CGRect(x: 60, y: 24, width: 96, height: 21))
    #expect(layout.view(withID: "field")?.frame == CGRect(x: 0, y: 0, width: 96, height: 21))
    #expect(layout.view(withID: "grid")?.frame == CGRect(x: 20, y: 20, width: 260, height: 45))
    let report = StoredFrameComparison(layout)
    #expect(!report.findings.contains { $0.kind == .unsupported || $0.kind == .ambiguous })
  }

  @Test("fixed heights, paddings, centred and filling placements, merged and hidden cells")
  func placements() throws {
    // AppKit's defaults where the file stores none: 6-point spacing, bottom leading placement.
    let layout = try layout(
      """
      <gridView translatesAutoresizingMaskIntoConstraints="NO" id="grid">
          <rect key="frame" x="10" y="10" width="100" height="50"/>
          <rows>
              <gridRow height="40" id="r0"/>
              <gridRow topPadding="4" id="r1"/>
              <gridRow hidden="YES" id="r2"/>
          </rows>
          <columns>
              <gridColumn id="c0"/>
              <gridColumn width="100" leadingPadding="2" id="c1"/>
          </columns>
          <gridCells>
              <gridCell row="r0" column="c0" yPlacement="center" id="g00">
                  <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                      <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                      <constraints>
                          <constraint firstAttribute="width" constant="50" id="aw"/>
                          <constraint firstAttribute="height" constant="20" id="ah"/>
                      </constraints>
                  </customView>
              </gridCell>
              <gridCell row="r0" column="c1" id="g01">
                  <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                      <rect key="frame" x="0.0" y="0.0" width="30" height="10"/>
                      <constraints>
                          <constraint firstAttribute="width" constant="30" id="bw"/>
                          <constraint firstAttribute="height" constant="10" id="bh"/>
                      </constraints>
                  </customView>
              </gridCell>
              <gridCell row="r1" column="c0" xPlacement="fill" headOfMergedCell="g10" id="g10">
                  <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="m">
                      <rect key="frame" x="0.0" y="0.0" width="10" height="12"/>
                      <constraints>
                          <constraint firstAttribute="height" constant="12" id="mh"/>
                      </constraints>
                  </customView>
              </gridCell>
              <gridCell row="r1" column="c1" headOfMergedCell="g10" id="g11"/>
              <gridCell row="r2" column="c0" id="g20">
                  <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                      <rect key="frame" x="3" y="4" width="5" height="6"/>
                  </customView>
              </gridCell>
              <gridCell row="r2" column="c1" id="g21"/>
          </gridCells>
      </gridView>
      """,
      constraints: """
        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="g1"/>
        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="g2"/>
        """)
    // Column 0 fits a (50); column 1 starts 6 + 2 later. Row 0 is 40 tall: a centred in it, b at
    // its bottom; row 1 starts 6 + 4 below it and fits the merged view, which fills both columns.
    #expect(layout.view(withID: "a")?.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
    #expect(layout.view(withID: "b")?.frame == CGRect(x: 58, y: 30, width: 30, height: 10))
    #expect(layout.view(withID: "m")?.frame == CGRect(x: 0, y: 50, width: 158, height: 12))
    // The hidden row collapses (6 below row 1) and its view keeps the frame the file stores
    // (y up: 4 above the bottom of the 50-point grid stored).
    #expect(layout.view(withID: "grid")?.frame == CGRect(x: 10, y: 10, width: 158, height: 68))
    #expect(layout.view(withID: "h")?.frame == CGRect(x: 3, y: 40, width: 5, height: 6))
  }

  @Test("a real 14-row grid: every cell view back where Xcode drew it from a wrong stored frame", .sharedData)
  func maccyAppearance() throws {
    // p0deje/Maccy's appearance settings (MIT; ../shared/xib-outside/SOURCES.tsv): fixed row heights,
    // paddings, a centred row holding a merged separator, first-baseline rows of labels, pop-ups
    // and stacks of a text field and a stepper. The content view of every cell Xcode laid out
    // without ambiguity is moved to the grid's origin in the file (the views Xcode flagged keep
    // their frames: they are its evidence of where the spare space went); the layout must put
    // each moved one back at the frame Xcode stored.
    let url = try SharedData.file(.outside, "Maccy__AppearanceSettingsViewController.xib")
    let original = try String(contentsOf: url, encoding: .utf8)
    var moved = ""
    var rest = Substring(original)
    while let key = rest.range(of: "key=\"contentView\"") {
      moved += rest[..<key.upperBound]
      rest = rest[key.upperBound...]
      let tagEnd = rest.range(of: ">")?.lowerBound ?? rest.endIndex
      guard !rest[..<tagEnd].contains("ambiguous=\"YES\""),
        let x = rest.range(of: "<rect key=\"frame\" x=\""), let w = rest.range(of: " width=\"")
      else { continue }
      moved += rest[..<x.upperBound] + "0.0\" y=\"0.0\""
      rest = rest[w.lowerBound...]
    }
    moved += rest
    #expect(moved != original)
    func layout(_ xml: String) throws -> SceneLayout {
      let document = try InterfaceBuilderDocument(xml: xml, path: "maccy.xib")
      return SceneLayout(
        document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    }
    let stored = try layout(original)
    let solved = try layout(moved)
    let grid = try #require(stored.document.scenes[0].root.subviews.first { $0.kind == .gridView })
    // The views of rows 0–6 (two per row); Xcode flagged those below ambiguous.
    let contents = grid.subviews.filter { !$0.isAmbiguous }.map(\.id)
    #expect(contents.count == 14)
    for id in contents {
      #expect(solved.view(withID: id)?.frame == stored.storedFrames[id], "\(id)")
    }
  }

  @Test("a cell naming a row the grid does not have leaves the cells as stored, with a note")
  func unknownRow() throws {
    let layout = try layout(
      """
      <gridView translatesAutoresizingMaskIntoConstraints="NO" id="grid">
          <rect key="frame" x="10" y="10" width="100" height="50"/>
          <rows>
              <gridRow id="r0"/>
          </rows>
          <columns>
              <gridColumn id="c0"/>
          </columns>
          <gridCells>
              <gridCell row="nowhere" column="c0" id="g00">
                  <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                      <rect key="frame" x="5" y="5" width="50" height="20"/>
                  </customView>
              </gridCell>
          </gridCells>
      </gridView>
      """,
      constraints: """
        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="g1"/>
        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="g2"/>
        <constraint firstItem="grid" firstAttribute="width" constant="100" id="g3"/>
        <constraint firstItem="grid" firstAttribute="height" constant="50" id="g4"/>
        """)
    #expect(layout.view(withID: "a")?.frame == CGRect(x: 5, y: 25, width: 50, height: 20))
    let report = StoredFrameComparison(layout)
    #expect(
      report.findings.contains {
        $0.kind == .unsupported
          && $0.message.hasPrefix("the rows and columns of gridView (grid) do not match its cells")
      })
  }
}

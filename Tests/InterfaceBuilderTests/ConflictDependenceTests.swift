import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

@Suite("A conflict only the model's values make is a note; one the file's constraints make fails")
struct ConflictDependenceTests {
  /// A 320 × 100 top-level view holding `box`, pinned to the root's top and bottom margins (values
  /// the model supplies) and `height` points tall by its own constraint, stored `storedHeight`
  /// tall; with `rivalWidth`, a second width constraint beside its 100.
  func report(height: Int, storedHeight: Int, rivalWidth: Int? = nil) throws -> StoredFrameComparison {
    let rival =
      rivalWidth.map { #"<constraint firstAttribute="width" constant="\#($0)" id="w2"/>"# } ?? ""
    let y = (100 - storedHeight) / 2
    let xml = xib(
      """
      <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="16" y="\(y)" width="100" height="\(storedHeight)"/>
          <constraints>
            <constraint firstAttribute="width" constant="100" id="w"/>
            \(rival)
            <constraint firstAttribute="height" constant="\(height)" id="h"/>
          </constraints>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="lead"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="top"/>
        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="bottom"/>
      </constraints>
      """)
    let document = try InterfaceBuilderDocument(xml: xml, path: "conflict.xib")
    return StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
  }

  func conflictKinds(_ report: StoredFrameComparison) -> [Finding.Kind] {
    report.findings.map(\.kind).filter { $0 == .unsatisfiable || $0 == .possiblyUnsatisfiable }
  }

  @Test("2 points more than the root between its margins: the margins may be off by that, a note")
  func withinTheMargins() throws {
    let report = try report(height: 102, storedHeight: 102)
    #expect(conflictKinds(report) == [.possiblyUnsatisfiable])
    let finding = try #require(report.findings.first { $0.kind == .possiblyUnsatisfiable })
    #expect(finding.message.contains("the file's own constraints here hold in Xcode's stored frames"))
    #expect(finding.message.contains("margin"))
    #expect(finding.kind.severity == .note)
  }

  @Test("20 points more is more than the margins and the rounding explain (7): unsatisfiable, it fails")
  func beyondTheMargins() throws {
    let report = try report(height: 120, storedHeight: 120)
    #expect(conflictKinds(report) == [.unsatisfiable])
  }

  @Test("a file constraint the stored frames break proves the conflict the file's: unsatisfiable")
  func staleConstraint() throws {
    // The height constraint says 102; Xcode stored 96: its engine broke the height too, so the
    // conflict is the file's own (and the frames are that layout, not stale ones).
    let report = try report(height: 102, storedHeight: 96)
    #expect(conflictKinds(report) == [.unsatisfiable])
    #expect(!report.findings.contains { $0.kind == .staleFrames })
  }

  @Test("two widths of the file's own, no value of the model's: unsatisfiable")
  func fileOwnConflict() throws {
    let report = try report(height: 100, storedHeight: 100, rivalWidth: 104)
    #expect(conflictKinds(report) == [.unsatisfiable])
  }

  /// Two 20-point-tall labels stacked 8 apart between the root's top + `top` and its bottom (an
  /// iPhone 8's 667 points): both resist compression at 750, so where they do not fit, which one
  /// gives way is a tie.
  func squeezed(top: Int) throws -> [Finding.Kind] {
    let xml = storyboard(
      """
      <subviews>
        <label text="One" translatesAutoresizingMaskIntoConstraints="NO" id="one">
          <rect key="frame" x="16" y="\(top)" width="100" height="20"/>
        </label>
        <label text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="two">
          <rect key="frame" x="16" y="\(top + 28)" width="100" height="20"/>
        </label>
      </subviews>
      <constraints>
        <constraint firstItem="one" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l1"/>
        <constraint firstItem="two" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l2"/>
        <constraint firstItem="one" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="t1"/>
        <constraint firstItem="two" firstAttribute="top" secondItem="one" secondAttribute="bottom" constant="8" id="gap"/>
        <constraint firstAttribute="bottom" secondItem="two" secondAttribute="bottom" id="b2"/>
      </constraints>
      """)
    let report = StoredFrameComparison(try layOut(xml, options: .init(intrinsicSizesFromFrames: true)))
    return report.findings.map(\.kind).filter { $0 == .ambiguous || $0 == .possiblyAmbiguous }
  }

  @Test("labels squeezed 2 points past their text heights tie only by the model's text sizes: a note")
  func tieWithinTheTextSizes() throws {
    let kinds = try squeezed(top: 621)
    #expect(!kinds.isEmpty && kinds.allSatisfy { $0 == .possiblyAmbiguous })
  }

  @Test("squeezed 20 points, the tie is the file's: ambiguous, it fails")
  func tieBeyondTheTextSizes() throws {
    let kinds = try squeezed(top: 639)
    #expect(!kinds.isEmpty && kinds.allSatisfy { $0 == .ambiguous })
  }

  @Test("the shortfall is how far the broken constraint is from holding")
  func shortfall() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    LayoutLog.withHandler({ _ in }) {
      box.widthAnchor.constraint(equalToConstant: 100).isActive = true
      box.widthAnchor.constraint(equalToConstant: 104).isActive = true
      window.layoutIfNeeded()
    }
    let conflict = window.layoutConflicts.first
    #expect(conflict.flatMap { window.shortfall(of: $0) } == 4)
  }

  @Test("a constraint Xcode's engine broke too is the conflict's, not stale frames")
  func brokenByXcodeToo() throws {
    // A view pinned to all four edges of a 100-point root, and 50 points tall by its own
    // constraint: the engine breaks the height, and Xcode stored the view 100 tall — the same
    // layout. The conflict fails (Xcode shows it too); the stored frames are not out of date.
    let xml = xib(
      """
      <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
          <constraints>
            <constraint firstAttribute="height" constant="50" id="h"/>
          </constraints>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        <constraint firstItem="box" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
      </constraints>
      """)
    let document = try InterfaceBuilderDocument(xml: xml, path: "broken.xib")
    let report = StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
    #expect(conflictKinds(report) == [.unsatisfiable])
    #expect(report.findings.first { $0.kind == .unsatisfiable }?.object == "h")
    #expect(!report.findings.contains { $0.kind == .staleFrames })
    #expect(report.views.first { $0.id == "box" }?.agrees == true)
  }
}

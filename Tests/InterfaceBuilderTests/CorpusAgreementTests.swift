import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import _AutoLayoutTestSupport

/// 281 public Interface Builder files of 86 repositories, read from `../shared/xib-corpus`
/// (its SOURCES.tsv: repository, path, commit, licence). Tests reading it carry `.sharedData`.
let corpusDirectory = SharedData.url(.corpus)

/// Files of public repositories the corpus does not sample, read from `../shared/xib-outside`.
let outsideCorpusDirectory = SharedData.url(.outside)

/// The first scene of a corpus file (or one of `directory`), laid out as `check` does.
func corpusLayout(_ file: String, in directory: URL = corpusDirectory) throws -> SceneLayout {
  let document = try InterfaceBuilderDocument(contentsOfFile: directory.appendingPathComponent(file).path)
  return SceneLayout(
    document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
}

@Suite("The public corpus: agreement with Xcode's stored frames per platform")
struct CorpusAgreementTests {
  /// Every file of a directory (the corpus by default) measured as `autolayout check DIR
  /// --summary` does.
  static func measure(_ directory: URL = corpusDirectory) throws -> AgreementSummary {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    var summary = AgreementSummary()
    for file in files {
      let path = directory.appendingPathComponent(file).path
      do {
        let document = try InterfaceBuilderDocument(contentsOfFile: path)
        let reports = document.scenes.map {
          StoredFrameComparison(
            SceneLayout(document: document, scene: $0, options: .init(intrinsicSizesFromFrames: true)))
        }
        summary.add(StoredFrameAgreement(document: document, reports: reports), platform: document.platform)
      } catch {
        summary.addUnreadable(path)
      }
    }
    return summary
  }

  @Test(
    "every file is read; counted views are the measure's; agreement never falls below today's floors",
    .sharedData)
  func floors() throws {
    let summary = try Self.measure()
    // (files, counted views: exact — the measure is defined on the XML; agreeing and files where
    // every view agrees: floors, raise them as the importer improves).
    let expected: [String: (files: Int, counted: Int, agreeing: Int, allAgree: Int)] = [
      "iOS": (194, 2714, 2515, 134),
      "tvOS": (13, 131, 130, 12),
      "macOS": (74, 1411, 1225, 42),
    ]
    try Self.expectFloors(summary, expected.mapValues { ($0.files, $0.counted, $0.agreeing) })
    for (platform, figures) in expected {
      let row = try #require(summary.rows[platform])
      #expect(row.filesAllAgree >= figures.allAgree, "\(platform)")
      let causes = row.causes.values.reduce(0, +)
      #expect(row.agreeing + causes == row.counted, "\(platform)")
    }
    // The ceiling: views whose stored frames break their own file's constraints by more than any
    // rounding Xcode has used (a point) disagree with any layout: 7 iOS views, iOS at most 2,707 of
    // 2,714 (99.7 %). (Under the half-pixel rule alone it was 84 views, 2,630.)
    let iOS = try #require(summary.rows["iOS"])
    #expect(iOS.reachable == 2707, "\(iOS.reachable)")
    // False alarms: files Xcode saved clean that check fails (counts of clean files exact; the
    // failing ones are ceilings, lowered as the model improves — issue 64 asks for 3 %). Findings
    // that only values the model supplies explain are notes (`possibly-misplaced`), not failures.
    try Self.expectCleanFiles(summary, [("iOS", 172, 15), ("tvOS", 12, 1), ("macOS", 60, 15)])
    #expect(iOS.agreeing <= iOS.reachable)
    #expect(summary.table.contains("At most (counted views less those whose stored frames break"))
  }

  /// Checks a summary's platforms against `expected`: every platform there and no other, files and
  /// counted views exactly, no file unreadable, agreeing views at least the floor.
  static func expectFloors(
    _ summary: AgreementSummary, _ expected: [String: (files: Int, counted: Int, agreeing: Int)]
  ) throws {
    #expect(Set(summary.rows.keys) == Set(expected.keys))
    for (platform, figures) in expected {
      let row = try #require(summary.rows[platform])
      #expect(row.files == figures.files, "\(platform)")
      #expect(row.unreadable == 0, "\(platform)")
      #expect(row.counted == figures.counted, "\(platform)")
      #expect(row.agreeing >= figures.agreeing, "\(platform): \(row.agreeing) of \(row.counted) agree")
    }
  }

  /// Files Xcode saved clean, per platform: their count exact, the ones `check` fails at most
  /// `failing` (a ceiling: lower it as the model improves).
  static func expectCleanFiles(_ summary: AgreementSummary, _ expected: [(String, files: Int, failing: Int)])
    throws
  {
    for (platform, files, failing) in expected {
      let row = try #require(summary.rows[platform])
      #expect(row.cleanFiles == files, "\(platform)")
      #expect(row.cleanFilesContradicted <= failing, "\(platform): \(row.cleanFilesContradicted)")
    }
  }

  @Test("the measure counts exactly the views the definition names")
  func countingRules() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="counted">
                <rect key="frame" x="10" y="10" width="50" height="50"/>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="misplaced">
                <rect key="frame" x="70" y="10" width="50" height="50"/>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="ambiguous">
                <rect key="frame" x="130" y="10" width="50" height="50"/>
              </view>
              <view id="autoresizing">
                <rect key="frame" x="190" y="10" width="50" height="50"/>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="noFrame"/>
            </subviews>
            <constraints>
              <constraint firstItem="counted" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
              <constraint firstItem="counted" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
              <constraint firstItem="counted" firstAttribute="width" constant="50" id="c3"/>
              <constraint firstItem="counted" firstAttribute="height" constant="50" id="c4"/>
            </constraints>
            <variation key="heightClass=compact">
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="inVariation">
                  <rect key="frame" x="0" y="0" width="5" height="5"/>
                </view>
              </subviews>
            </variation>
          </view>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "rules.xib")
    #expect(document.countedViewIDs == ["counted"])
    // Two views are flagged: Xcode did not save the file clean.
    #expect(!document.isSavedClean)
    let reports = document.scenes.map { StoredFrameComparison(SceneLayout(document: document, scene: $0)) }
    let agreement = StoredFrameAgreement(document: document, reports: reports)
    #expect(agreement.agreeing == ["counted"])
    #expect(agreement.disagreeing.isEmpty)
  }
}

@Suite("Files from outside the corpus: the model on files it was not fitted to")
struct OutsideCorpusTests {
  @Test("every file is read; agreement never falls below today's floors", .sharedData)
  func floors() throws {
    let summary = try CorpusAgreementTests.measure(outsideCorpusDirectory)
    // (files, counted views: exact; agreeing: floors). The set is files of 34 repositories the
    // model was not fitted to (../shared/xib-outside/SOURCES.tsv), trimmed to the scenes that
    // matter; what each rule changed on them is in CHANGELOG.md. The views that disagree are stale
    // frames (stored frames that break their own file's constraints) and controls whose drawing
    // no rule covers yet for want of evidence from three repositories: pre-macOS 11 push buttons,
    // sliders and pop-ups, a small help button, a menu under a status bar the file stores at 0.
    let expected: [String: (files: Int, counted: Int, agreeing: Int)] = [
      "iOS": (51, 314, 300),
      "tvOS": (1, 8, 8),
      "macOS": (29, 302, 288),
    ]
    try CorpusAgreementTests.expectFloors(summary, expected)
    // Files Xcode saved clean that check fails (ceilings; issue 64 asks for 3 %).
    try CorpusAgreementTests.expectCleanFiles(summary, [("iOS", 50, 1), ("tvOS", 1, 0), ("macOS", 26, 5)])
  }
}

@Suite("The second public set: agreement and false alarms on 618 files of 202 repositories")
struct SecondCorpusTests {
  @Test("every file is read; agreement and clean files never fall below today's figures", .sharedData)
  func floors() throws {
    let summary = try CorpusAgreementTests.measure(SharedData.url(.corpus2))
    // (files, counted views: exact; agreeing: floors; what each rule changed is in CHANGELOG.md).
    let expected: [String: (files: Int, counted: Int, agreeing: Int)] = [
      "iOS": (490, 9044, 8348),
      "tvOS": (13, 140, 135),
      "macOS": (115, 3229, 2681),
    ]
    try CorpusAgreementTests.expectFloors(summary, expected)
    // Files Xcode saved clean that check fails (exact counts of clean files; ceilings on the
    // failing ones, issue 64 asks for 3 %).
    try CorpusAgreementTests.expectCleanFiles(
      summary, [("iOS", 420, 42), ("tvOS", 10, 1), ("macOS", 82, 22)])
  }
}

@Suite("A misplaced view says whether the required constraints allow Xcode's frame")
struct RequiredConstraintsFindingTests {
  /// A box at least 20 from the left, preferring 60 (750), 100 wide; Xcode stored it at `x`. With
  /// `dotX`, the box holds a 10-point dot 30 from the root's left, stored at `dotX` in the box.
  func report(storedX: Int, dotX: Int? = nil, rivalX: Int? = nil) throws -> (
    StoredFrameComparison, StoredFrameAgreement
  ) {
    // A second preferred place as strong as the first: between the two, every x costs the same.
    let rival =
      rivalX.map {
        """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\($0)" priority="750" id="rival"/>
        """
      } ?? ""
    let dot =
      dotX.map {
        """
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="dot">
            <rect key="frame" x="\($0)" y="0.0" width="10" height="10"/>
            <constraints>
              <constraint firstAttribute="width" constant="10" id="dw"/>
              <constraint firstAttribute="height" constant="10" id="dh"/>
            </constraints>
          </view>
        </subviews>
        """
      } ?? ""
    let dotConstraints =
      dotX == nil
      ? ""
      : """
      <constraint firstItem="dot" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="dl"/>
      <constraint firstItem="dot" firstAttribute="top" secondItem="box" secondAttribute="top" id="dt"/>
      """
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(storedX)" y="10" width="100" height="40"/>
                \(dot)
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="w"/>
                  <constraint firstAttribute="height" constant="40" id="h"/>
                </constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="20" id="min"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" priority="750" id="pref"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="top"/>
              \(dotConstraints)
              \(rival)
            </constraints>
          </view>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "box.xib")
    let report = StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
    return (report, StoredFrameAgreement(document: document, reports: [report]))
  }

  @Test(
    "allowed: the range of x the required constraints leave, and the optional constraint that prefers ours")
  func allowed() throws {
    let (report, agreement) = try report(storedX: 100)
    let finding = try #require(report.findings.first { $0.kind == .misplaced })
    #expect(
      finding.message
        == "view (box): stored (100, 10, 100, 40), solved (60, 10, 100, 40); the required constraints allow "
        + "the stored frame (in the window: x 20 … ∞), but the optional constraints prefer the solved frame "
        + "(at priority 750 the stored one breaks <LayoutConstraint H:|-(60@750)-[box]   (active, names: "
        + "'|':root )> by 40 further than the solved layout does): a content size, a priority or an inset "
        + "the model gives likely differs from Xcode's")
    #expect(report.views.first?.requiredConstraintsAllowStored == true)
    #expect(report.views.first?.contentSizesAllowStored == true)
    #expect(report.views.first?.optionalConstraintsPreferSolved == true)
    #expect(agreement.disagreeing.map(\.cause) == [.optionalPreference])
  }

  @Test("allowed and as good: two preferred places of one priority, Xcode's frame between them")
  func equallyGood() throws {
    let (report, agreement) = try report(storedX: 80, rivalX: 100)
    // Nothing in the file prefers either: not proven, a note.
    let finding = try #require(report.findings.first { $0.kind == .possiblyMisplaced })
    #expect(
      finding.message
        == "view (box): stored (80, 10, 100, 40), solved (60, 10, 100, 40); the required constraints allow "
        + "the stored frame (in the window: x 20 … ∞), and the optional constraints hold as well there as in "
        + "the solved layout: Xcode's engine chose another of equally good solutions")
    #expect(report.views.first?.optionalConstraintsPreferSolved == false)
    #expect(agreement.disagreeing.map(\.cause) == [.optionalChoice])
  }

  @Test(
    "ruled out: the explanation names what the model gives the constraint's items (a push button's insets)")
  func modelGeometryNamed() throws {
    // A pre-macOS 11 push button 20 from the leading edge, its frame (not its bezel) stored at 20.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                  <subviews>
                      <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                          <rect key="frame" x="20" y="40" width="100" height="32"/>
                          <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="pc"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="88" id="w"/>
                          </constraints>
                      </button>
                  </subviews>
                  <constraints>
                      <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead"/>
                      <constraint firstItem="push" firstAttribute="top" secondItem="root" secondAttribute="top" constant="32" id="top"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "push.xib")
    let report = StoredFrameComparison(SceneLayout(document: document, scene: document.scenes[0]))
    let finding = try #require(report.findings.first { $0.kind == .misplaced })
    #expect(
      finding.message.hasSuffix(
        "; the required constraints rule the stored frame out (with constraint lead, the model's button "
          + "push's insets 4, 6, 7, 6)"))
    #expect(finding.constraints == ["lead"])
  }

  /// A label `second` stored at y 40 whose top hangs 8 below `first` (the element given, stored
  /// at y 10, 20 tall), laid out with content sizes from the stored frames.
  func hangingBelow(first: String) throws -> (InterfaceBuilderDocument, SceneLayout) {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              \(first)
              <label text="Second" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                <rect key="frame" x="20" y="40" width="50" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
              <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t1"/>
              <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="l2"/>
              <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="8" id="t2"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "labels.xib")
    let layout = SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    return (document, layout)
  }

  @Test(
    "allowed only if another view leaves its content size: a label stored 2 points lower under an image view at its size"
  )
  func contentSizeElsewhere() throws {
    // `second` hangs 8 below the image view `first`, whose stored (and content) height is 20: the
    // stored 40 is reachable only by stretching `first` to 22, which nothing asks for.
    let (document, layout) = try hangingBelow(
      first: """
        <imageView image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="first">
          <rect key="frame" x="20" y="10" width="40" height="20"/>
        </imageView>
        """)
    let report = StoredFrameComparison(layout)
    let second = try #require(report.views.first { $0.id == "second" })
    #expect(second.solved.minY == 38)
    #expect(second.requiredConstraintsAllowStored == true)
    #expect(second.contentSizesAllowStored == false)
    // 2 points is within what the model's content height of an image view may be off (± 2, and a
    // point of rounding): a note.
    let finding = try #require(report.findings.first { $0.kind == .possiblyMisplaced })
    #expect(
      finding.message
        == "label (second): stored (20, 40, 50, 20), solved (20, 38, 50, 20); the required constraints allow "
        + "the stored frame (in the window: y open) only if another view leaves its content size (imageView "
        + "first: 20 → 22 tall): a size, an inset or a baseline the model gives a neighbour likely differs "
        + "from Xcode's (by no more than the model's imageView first's content height 20 (± 2) may be off)")
    // The image view's frame is not its alignment rectangle for the stale check (an image's insets
    // are not in the file): no contradiction, so not stale.
    #expect(layout.storedFrameContradictions().isEmpty)
    let agreement = StoredFrameAgreement(document: document, reports: [report])
    #expect(agreement.disagreeing.map(\.cause) == [.contentSizeElsewhere])
  }

  @Test(
    "a neighbour's size that must change, where the stored frames break a constraint tied to the view: stale")
  func contentSizeStale() throws {
    // Two labels: `second` stored 2 points lower than 8 below `first` — the stored frames break
    // the 8-point constraint itself.
    let (document, layout) = try hangingBelow(
      first: """
        <label text="First" translatesAutoresizingMaskIntoConstraints="NO" id="first">
          <rect key="frame" x="20" y="10" width="40" height="20"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """)
    #expect(layout.storedFrameContradictions().map(\.constraintID) == ["t2"])
    let report = StoredFrameComparison(layout)
    let finding = try #require(report.findings.first { $0.kind == .misplaced })
    #expect(
      finding.message.hasSuffix(
        "only if another view leaves its content size (label first: 20 → 22 tall), and the stored frames "
          + "break a constraint tied to it (stale-frames)"))
    let agreement = StoredFrameAgreement(document: document, reports: [report])
    #expect(agreement.disagreeing.map(\.cause) == [.staleFrames])
  }

  @Test("a view in its stored place in the window, inside a misplaced superview, says so")
  func superviewMoved() throws {
    // Stored: the box at 100, the dot at -70 in it (30 in the window); solved: the box at 60.
    let (report, _) = try report(storedX: 100, dotX: -70)
    // The superview's own finding says whether the move is proven; the dot's is a note.
    let finding = try #require(
      report.findings.first { $0.kind == .possiblyMisplaced && $0.object == "dot" })
    #expect(
      finding.message
        == "view (dot): stored (-70, 0, 10, 10), solved (-30, 0, 10, 10); in the window it is where "
        + "Xcode put it: its superview's frame differs")
  }

  @Test("stale: the stored frames themselves break a required constraint, which is named")
  func staleFrames() throws {
    let (report, agreement) = try report(storedX: 10)
    let finding = try #require(report.findings.first { $0.kind == .misplaced })
    #expect(
      finding.message.hasSuffix(
        "; the required constraints rule the stored frame out, and the stored frames break one of them (stale-frames)"
      ))
    #expect(report.views.first?.requiredConstraintsAllowStored == false)
    #expect(report.views.first?.storedFramesContradictConstraints == true)
    #expect(agreement.disagreeing.map(\.cause) == [.staleFrames])
    let stale = try #require(report.findings.first { $0.kind == .staleFrames })
    #expect(
      stale.message
        == "the stored frames break constraint min (view box.leading >= view root.leading + 20): the stored "
        + "frames give 10 and 20: Xcode's frames are out of date here (laying the scene out again moves its views)"
    )
    #expect(stale.constraints == ["min"])
  }

  @Test("ruled out by what the file does not store: a margin differs, the stored frames are not stale")
  func ruledOutByTheEnvironment() throws {
    // The box pinned to the root's leading margin (8 in a view off the screen); Xcode stored it at 12.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="12" y="10" width="100" height="40"/>
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="w"/>
                  <constraint firstAttribute="height" constant="40" id="h"/>
                </constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="margin"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="top"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "margin.xib")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    let report = StoredFrameComparison(layout)
    let agreement = StoredFrameAgreement(document: document, reports: [report])
    #expect(layout.storedFrameContradictions().isEmpty)
    // The solver's explanation names the model's margin and the file's constraint; 4 points is
    // within what a system margin may be off (± 5): not proven by the file, a note.
    let finding = try #require(report.findings.first { $0.kind == .possiblyMisplaced })
    #expect(
      finding.message.contains(
        "; the required constraints rule the stored frame out (with <LayoutConstraint "
          + "'UIView-leftMargin-guide-constraint' root.layoutMarginsGuide.minX == root.minX + 16   (active)>, "
          + "constraint margin), but they allow it once values the model supplies move within their bounds"))
    #expect(finding.constraints == ["margin"])
    #expect(agreement.disagreeing.map(\.cause) == [.misplaced])
  }
}

@Suite("Stored frames that break the file's own required constraints")
struct StoredFrameContradictionTests {
  @Test(
    "a label centred in a cell whose stored content view is 0.833 taller than its frames say: no proof",
    .sharedData)
  func centredInACell() throws {
    let document = try InterfaceBuilderDocument(
      contentsOfFile: corpusDirectory.appendingPathComponent("ViccAlexander__Chameleon__Main.storyboard").path
    )
    let layout = SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    // Five cells of 60 points, each with a 44-point label (y 7) centred in a 59.667-point content
    // view: the centres are 29 and 29.833, closer than Xcode 8's whole-point rounding can put
    // them (StoredEdgeSystem.roundingSlack), so the stored frames are not proven out of date.
    #expect(layout.storedFrameContradictions().isEmpty)
    let report = StoredFrameComparison(layout)
    #expect(report.views.filter(\.storedFramesContradictConstraints).isEmpty)
    #expect(!report.findings.contains { $0.kind == .staleFrames })
  }

  @Test(
    "Xcode's launch-screen templates: a label a point wider than its leading and centre allow is no proof",
    .sharedData
  )
  func launchScreenTemplate() throws {
    // Koloda's (2x) and realm's (no device: a 1x canvas) launch screens store a label 441 wide, 20
    // from the leading edge and centred in a 480-point root, where the two constraints give 440:
    // one point, within any rounding Xcode has used (whole points, origin and size rounded apart).
    for (file, scale) in [
      ("Yalantis__Koloda__LaunchScreen.xib", CGFloat(2)), ("realm__realm-swift__LaunchScreen.xib", 1),
    ] {
      let document = try InterfaceBuilderDocument(
        contentsOfFile: corpusDirectory.appendingPathComponent(file).path)
      let layout = SceneLayout(
        document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
      #expect(layout.scale == scale, "\(file)")
      #expect(layout.storedFrameContradictions().isEmpty, "\(file)")
      let agreement = StoredFrameAgreement(document: document, reports: [StoredFrameComparison(layout)])
      // Still two labels off Xcode's pixels, and the measure counts them: misplaced, not stale.
      #expect(agreement.disagreeing.map(\.cause) == [.misplaced, .misplaced], "\(file)")
    }
  }

  @Test(
    "any rounding Xcode has used moves an edge by a point at most: 7 or 9 where the constraint says 8 is no proof, 6 or 10 is"
  )
  func roundingSlack() throws {
    func contradictions(storedY: Int) throws -> [String] {
      // A 1x canvas (no device, whole-point frames): `second` 8 below `first`, stored at `storedY`.
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="first">
                  <rect key="frame" x="20" y="72" width="100" height="20"/>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="second">
                  <rect key="frame" x="20" y="\(storedY)" width="100" height="20"/>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="8" id="gap"/>
              </constraints>
            </view>
          </objects>
        </document>
        """
      let document = try InterfaceBuilderDocument(xml: xml, path: "gap.xib")
      return SceneLayout(document: document, scene: document.scenes[0]).storedFrameContradictions().map(
        \.constraintID)
    }
    // Whole points, origin and size rounded apart: a true edge up to a point from the stored one.
    #expect(try contradictions(storedY: 100).isEmpty)
    #expect(try contradictions(storedY: 99).isEmpty)
    #expect(try contradictions(storedY: 101).isEmpty)
    #expect(try contradictions(storedY: 98) == ["gap"])
    #expect(try contradictions(storedY: 102) == ["gap"])
  }

  @Test("positions with a multiplier are in the superview's own coordinates; a leading and a centre conflict")
  func nestedTogether() throws {
    // `inner` sits in `outer` (x 100 in a 400-point root): its centre 100 is half `outer`'s
    // trailing edge in `outer`'s coordinates (200), not in the root's (300): no contradiction.
    // `bar`, 362 wide at x 20, is centred in the root within a point (201), and 20 from its
    // leading edge; together the two give it 360, two points from the stored 362.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                  <subviews>
                      <customView translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                          <rect key="frame" x="100" y="0.0" width="200" height="60"/>
                          <subviews>
                              <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                  <rect key="frame" x="50" y="10" width="100" height="40"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="100" id="w"/>
                                  </constraints>
                              </customView>
                          </subviews>
                          <constraints>
                              <constraint firstItem="inner" firstAttribute="centerX" secondItem="outer" secondAttribute="trailing" multiplier="0.5" id="centre"/>
                          </constraints>
                      </customView>
                      <customView translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                          <rect key="frame" x="20" y="70" width="362" height="20"/>
                      </customView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="bar" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="barCentre"/>
                      <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="barLeading"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "nested.xib")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    let contradictions = layout.storedFrameContradictions()
    #expect(contradictions.map(\.constraintID) == ["barLeading"])
    #expect(contradictions.first?.conflictingConstraintIDs == ["barCentre"])
    #expect(contradictions.first?.viewIDs == ["bar", "root"])
  }

  @Test("controls and image views are left out: their insets are the model's, not the file's")
  func controlsLeftOut() throws {
    // A stepper 2 points above a text field's top where a constraint aligns the tops: the
    // stepper's frame reaches past its alignment rectangle.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                  <subviews>
                      <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                          <rect key="frame" x="20" y="59" width="100" height="21"/>
                          <textFieldCell key="cell" borderStyle="bezel" id="fc"/>
                      </textField>
                      <stepper translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                          <rect key="frame" x="123" y="56" width="19" height="27"/>
                          <stepperCell key="cell" id="sc"/>
                      </stepper>
                      <customView translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                          <rect key="frame" x="20" y="10" width="100" height="30"/>
                      </customView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                      <constraint firstItem="stepper" firstAttribute="top" secondItem="field" secondAttribute="top" id="c2"/>
                      <constraint firstItem="plain" firstAttribute="height" constant="32" id="c3"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "controls.xib")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    // The stepper's top is not checked; the plain view's stored 30 breaks its 32-point height.
    #expect(layout.storedFrameContradictions().map(\.constraintID) == ["c3"])
    #expect(
      layout.storedFrameContradictions().first?.message
        == "constraint c3 (customView plain.height == 32): the stored frames give 30 and 32")
  }
}

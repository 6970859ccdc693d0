import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import _AutoLayoutTestSupport

/// A storyboard scene whose root (an iPhone 8's) holds a 375-point table pinned to its edges, of
/// `tableAttributes`, with one 44-point prototype cell whose content view (`content`) holds a
/// `label` stored at `labelFrame` and placed by `cellConstraints`; `toolsVersion` replaces the
/// scene's.
func tableCellScene(
  tableAttributes: String, labelFrame: String, cellConstraints: String, toolsVersion: String = "14490"
) -> String {
  storyboard(
    """
    <subviews>
      <tableView clipsSubviews="YES" contentMode="scaleToFill" \(tableAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="table">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <prototypes>
          <tableViewCell contentMode="scaleToFill" reuseIdentifier="row" id="cell">
            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
              <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                  <rect key="frame" \(labelFrame)/>
                </label>
              </subviews>
              <constraints>
    \(cellConstraints)
              </constraints>
            </tableViewCellContentView>
          </tableViewCell>
        </prototypes>
      </tableView>
    </subviews>
    <constraints>
      <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
      <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t2"/>
      <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t3"/>
      <constraint firstItem="table" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t4"/>
    </constraints>
    """
  ).replacingOccurrences(of: #"toolsVersion="14490""#, with: #"toolsVersion="\#(toolsVersion)""#)
}

@Suite("The environment Interface Builder simulates")
struct EnvironmentTests {
  func layout(_ file: String, scene index: Int = 0) throws -> SceneLayout {
    let document = try sample(file)
    return SceneLayout(
      document: document, scene: document.scenes[index], options: .init(intrinsicSizesFromFrames: true))
  }

  @Test("iPhone X: a 44-point safe area at the top, 34 at the bottom, @3x", .sharedData)
  func notchedPhone() throws {
    let layout = try layout("scenee__FloatingPanel__Main.storyboard")
    #expect(layout.device?.id == "retina5_9")
    #expect(layout.scale == 3)
    #expect(layout.window.bounds.size == CGSize(width: 375, height: 812))
    #expect(layout.root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  @Test("Xcode's device ids name rows of the one device table; their sizes and safe areas are the rows'")
  func deviceIDs() throws {
    #expect(Set(InterfaceBuilderDevice.all.map(\.id)).count == InterfaceBuilderDevice.all.count)
    let eight = try #require(InterfaceBuilderDevice.named("retina4_7"))
    #expect(eight.model.name == "iPhone 8" && eight.portraitSize == CGSize(width: 375, height: 667))
    #expect(eight.safeAreaInsets(landscape: false) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let x = try #require(InterfaceBuilderDevice.named("retina5_9"))
    #expect(x.safeAreaInsets(landscape: true) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(x.sizeClasses(landscape: true) == (.compact, .compact))
    let tv = try #require(InterfaceBuilderDevice.named("appleTV"))
    #expect(tv.isTelevision && tv.scale(toolsVersion: 14460) == 1 && tv.scale(toolsVersion: nil) == 2)
    #expect(tv.safeAreaInsets(landscape: false, toolsVersion: 14460).left == 90)
  }

  @Test("retina6_12 is the iPhone 12 in files before Xcode 15 and the iPhone 15 since", .sharedData)
  func movedDeviceID() throws {
    #expect(InterfaceBuilderDevice.named("retina6_12", toolsVersion: 21701)?.portraitSize.width == 390)
    let later = try #require(InterfaceBuilderDevice.named("retina6_12", toolsVersion: 24127))
    #expect(later.portraitSize == CGSize(width: 393, height: 852))
    #expect(later.safeAreaInsets(landscape: false).top == 59)
    // firebase's Xcode 26 storyboard (Apache-2.0; ../shared/xib-corpus/SOURCES.tsv): roots 393 points wide.
    let document = try InterfaceBuilderDocument(
      contentsOfFile: corpusDirectory.appendingPathComponent(
        "firebase__quickstart-ios__database__Main.storyboard"
      ).path)
    #expect(document.device()?.portraitSize.width == 393)
    #expect(document.scenes.allSatisfy { $0.root.frame?.width == 393 })
    // An id given on the command line names the table's device (the iPhone 15 is `iPhone14_6_1`).
    #expect(document.device(overriding: "retina6_12")?.name == "iPhone 12")
  }

  @Test(
    "a xib's top-level view the size of the screen is the screen: its footer clears the home indicator",
    .sharedData)
  func screenSizedXib() throws {
    let layout = try corpusLayout("corona-warn-app__cwa-app-ios__InviteFriendsViewController.xib")
    #expect(layout.device?.id == "retina6_1")
    // An Xcode 12 file (toolsVersion 17701): Interface Builder drew the iPhone 11's housing 44
    // points tall until Xcode 14.
    #expect(layout.root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let report = StoredFrameComparison(layout)
    // The footer's content view: margins 16 + the 34-point home indicator below its button.
    let footer = try #require(report.views.first { $0.id == "JMa-fg-7Wa" })
    #expect(footer.solved == CGRect(x: 0, y: 0, width: 414, height: 116))
    #expect(footer.agrees)
  }

  @Test(
    "a freeform xib view off the screen: views pinned to its top and bottom margins show the insets",
    .sharedData)
  func marginInferredInsets() throws {
    let layout = try corpusLayout("SwiftKickMobile__SwiftMessages__CardView.xib")
    // 510 × 160, wider than the iPhone 11's screen: the canvas still put the notch's 44 points
    // and the home indicator's 34 into the root's margins (a root view's own are 0 at the top and
    // bottom, 20 at the sides).
    #expect(layout.root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(
      layout.notes.contains { $0.contains("top 44 inferred from constraint yAH-C4-oUg (device table: 44)") })
    let report = StoredFrameComparison(layout)
    let card = try #require(report.views.first { $0.id == "A7b-0a-fJG" })
    #expect(card.solved == CGRect(x: 20, y: 44, width: 470, height: 82))
    #expect(report.views.allSatisfy { $0.agrees })
  }

  @Test(
    "a document without a device and only whole-point frames was laid out at 1x: 366 points in 52s and 53s",
    .sharedData)
  func wholePointCanvas() throws {
    let document = try InterfaceBuilderDocument(
      contentsOfFile: corpusDirectory.appendingPathComponent(
        "xmartlabs__XLForm__Objective-C__XLFormWeekDaysCell.xib"
      ).path)
    #expect(document.deviceID == nil)
    #expect(!document.storesFractionalFrames)
    let layout = SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    #expect(layout.scale == 1)
    // Seven buttons of equal width share 366 points (52.29 each): whole-point edges.
    let report = StoredFrameComparison(layout)
    let second = try #require(report.views.first { $0.id == "N3w-qP-kRZ" })
    #expect(second.solved == CGRect(x: 60, y: 0, width: 53, height: 49))
    #expect(report.views.allSatisfy { $0.agrees })
    // One fractional frame anywhere in a document means a Retina canvas.
    let retina = try InterfaceBuilderDocument(
      contentsOfFile: corpusDirectory.appendingPathComponent("Boris-Em__BEMSimpleLineGraph__Main.storyboard")
        .path)
    #expect(retina.storesFractionalFrames)
    #expect(retina.canvasScale(device: nil) == 2)
  }

  @Test("a stack view with the standard spacing (spacingType) puts 8 points between its views", .sharedData)
  func standardStackSpacing() throws {
    let document = try InterfaceBuilderDocument(
      contentsOfFile: corpusDirectory.appendingPathComponent(
        "openfoodfacts__openfoodfacts-ios__Settings.storyboard"
      )
      .path)
    let scene = try #require(document.scenes.first { $0.id == "jZi-ii-YoN" })
    let report = StoredFrameComparison(
      SceneLayout(document: document, scene: scene, options: .init(intrinsicSizesFromFrames: true)))
    // Four 40-point icons in a horizontal stack: 0, 48, 96, 144.
    let fourth = try #require(report.views.first { $0.id == "XZO-4j-9fz" })
    #expect(fourth.solved == CGRect(x: 144, y: 0, width: 40, height: 53))
    #expect(report.views.allSatisfy { $0.agrees })
  }

  @Test(
    "a UIStackView's hidden arranged subview keeps its own length, half a spacing after the visible view before it",
    .sharedData
  )
  func hiddenArrangedSubviews() throws {
    // Three 90-point buttons 18 apart, the middle one hidden: the others close the gap, the hidden
    // one is stored at 99 (90 + 18 / 2), still 90 wide.
    let detail = try InterfaceBuilderDocument(
      contentsOfFile: corpusDirectory.appendingPathComponent(
        "RocketChat__Rocket.Chat.iOS__UserDetail.storyboard"
      ).path)
    let buttons = StoredFrameComparison(
      SceneLayout(document: detail, scene: detail.scenes[0], options: .init(intrinsicSizesFromFrames: true)))
    // (Within 1e-9: the stack is stored at x = 88.666…, and frames are relative to it.)
    let hidden = try #require(buttons.views.first { $0.id == "G2w-8I-1Td" })
    let solved = [hidden.solved.minX, hidden.solved.minY, hidden.solved.width, hidden.solved.height]
    #expect(zip(solved, [99, 0, 90, 70]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(hidden.solved)")
    #expect(hidden.agrees)
    let next = try #require(buttons.views.first { $0.id == "a7c-7i-dcb" })
    #expect(abs(next.solved.minX - 108) < 1e-9)
    // A vertical stack whose only visible view comes after two hidden ones: each starts where that
    // view does, with the height its own constraints give it (44, 31); the views after it start
    // half a spacing (0) after its end. A stack with no visible view has them at its start.
    let cell = StoredFrameComparison(try corpusLayout("vector-im__element-ios__BubbleCellContentView.xib"))
    #expect(cell.views.first { $0.id == "u1e-Q2-PhY" }?.solved == CGRect(x: 0, y: 0, width: 595, height: 44))
    #expect(cell.views.first { $0.id == "w0C-6a-f5M" }?.solved == CGRect(x: 0, y: 0, width: 595, height: 31))
    #expect(cell.views.first { $0.id == "uHE-o7-sCe" }?.agrees == true)
    // After the visible view (0 … 97): at 97 by the rule; this file stores 0 (docs/interface-builder.md).
    #expect(cell.views.first { $0.id == "4zo-V8-CNe" }?.solved.minY == 97)
  }

  @Test(
    "a content view that preserves its cell's margins keeps at least the cell's, over its own", .sharedData)
  func preservedCellMargins() throws {
    // The content view stores margins {8, 16, 8, 16} and preserves its superview's; the 466-point
    // cell has UIKit's {11, 20, 11, 20}: a card pinned to the content view's margins sits at 20, 11.
    let cell = StoredFrameComparison(
      try corpusLayout("corona-warn-app__cwa-app-ios__ExposureSubmissionImageCardCell.xib"))
    let card = try #require(cell.views.first { $0.id == "0aw-ny-N1D" })
    #expect(card.solved == CGRect(x: 20, y: 11, width: 426, height: 199))
    #expect(card.agrees)
  }

  @Test(
    "a cell with an accessory: its content view's trailing margin is 8, the leading one the table's",
    .sharedData)
  func accessoryCellMargins() throws {
    // Labels pinned to the trailing margin of a disclosure-indicator cell's content view.
    let cases: [(file: String, scene: String, view: String, frame: CGRect)] = [
      // "EXPLORE": leadingMargin + 10 and trailingMargin − 10 in a 348.5-point content view.
      (
        "SwiftKickMobile__SwiftMessages__Main.storyboard", "H45-vn-dic", "TbM-iT-SVg",
        CGRect(x: 26, y: 21, width: 304.5, height: 16)
      ),
      // "online": at the trailing margin of a 341-point content view.
      (
        "RocketChat__Rocket.Chat.iOS__Preferences.storyboard", "rNW-HR-C7F", "3Xj-81-1Z8",
        CGRect(x: 287, y: 11.5, width: 46, height: 20.5)
      ),
    ]
    for (file, scene, id, frame) in cases {
      let document = try InterfaceBuilderDocument(
        contentsOfFile: corpusDirectory.appendingPathComponent(file).path)
      let index = try #require(document.scenes.firstIndex { $0.id == scene })
      let layout = SceneLayout(
        document: document, scene: document.scenes[index], options: .init(intrinsicSizesFromFrames: true))
      let view = try #require(StoredFrameComparison(layout).views.first { $0.id == id })
      #expect(view.solved == frame, "\(file) \(id)")
      #expect(view.agrees)
    }
  }

  @Test(
    "a table inside another view gives its cells UITableView's 15-point side margins, a root table 16",
    .sharedData)
  func nonRootTableCellMargins() throws {
    // A 375-point table placed in the root view (not the root itself): a label pinned to its
    // cell's leading margin sits 15 in; preserving the root's margins, the table gives 16.
    func labelX(preserving: Bool) throws -> CGFloat? {
      let attribute = preserving ? #" preservesSuperviewLayoutMargins="YES""# : ""
      let xml = tableCellScene(
        tableAttributes: #"dataMode="prototypes" style="plain" rowHeight="44""# + attribute,
        labelFrame: #"x="15" y="11" width="40" height="21""#,
        cellConstraints: """
          <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
          <constraint firstItem="label" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="y"/>
          """)
      let layout = try layOut(xml, options: .init(intrinsicSizesFromFrames: true))
      return layout.view(withID: "label")?.frame.minX
    }
    #expect(try labelX(preserving: false) == 15)
    #expect(try labelX(preserving: true) == 16)
    // RocketChat's subscriptions: a 320-point table in its controller's view, avatars at 15.
    let document = try InterfaceBuilderDocument(
      contentsOfFile: corpusDirectory.appendingPathComponent(
        "RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard"
      ).path)
    let report = StoredFrameComparison(
      SceneLayout(
        document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true)))
    let avatar = try #require(report.views.first { $0.id == "MFe-Al-bKv" })
    #expect(avatar.solved == CGRect(x: 15, y: 13.5, width: 48, height: 48))
    #expect(avatar.agrees)
  }

  @Test("Xcode 6 gives a wide root view 16-point side margins; Xcode 7 and later 20")
  func xcode6RootMargins() throws {
    // A 600-point root (Xcode 6 and 7's "any width" canvas): a label pinned to its leading margin.
    func labelX(toolsVersion: String) throws -> CGFloat? {
      let xml = storyboard(
        device: "", height: 600,
        """
        <subviews>
          <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="16" y="20" width="40" height="21"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
        </constraints>
        """
      )
      .replacingOccurrences(of: #"toolsVersion="14490""#, with: #"toolsVersion="\#(toolsVersion)""#)
      .replacingOccurrences(of: #"width="375""#, with: #"width="600""#)
      return try layOut(xml, options: .init(intrinsicSizesFromFrames: true)).view(withID: "label")?.frame.minX
    }
    #expect(try labelX(toolsVersion: "6751") == 16)
    #expect(try labelX(toolsVersion: "7706") == 16)
    #expect(try labelX(toolsVersion: "9532") == 20)
  }

  @Test("Xcode 26 gives cells' content views 15-point top and bottom margins; earlier releases 11")
  func xcode26CellVerticalMargins() throws {
    // A self-sizing row: a label pinned to its content view's top and bottom margins.
    func label(toolsVersion: String) throws -> CGRect? {
      let xml = tableCellScene(
        tableAttributes:
          #"dataMode="prototypes" style="grouped" rowHeight="-1" estimatedRowHeight="-1" preservesSuperviewLayoutMargins="YES""#,
        labelFrame: #"x="16" y="11" width="343" height="22""#,
        cellConstraints: """
          <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
          <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="r"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
          <constraint firstAttribute="bottomMargin" secondItem="label" secondAttribute="bottom" id="b"/>
          """,
        toolsVersion: toolsVersion)
      return try layOut(xml, options: .init(intrinsicSizesFromFrames: true)).view(withID: "label")?.frame
    }
    // The cell keeps its stored 44 points: the label fills what the margins leave.
    #expect(try label(toolsVersion: "22505") == CGRect(x: 16, y: 11, width: 343, height: 22))
    #expect(try label(toolsVersion: "24128") == CGRect(x: 16, y: 15, width: 343, height: 14))
  }

  @Test("an inset-grouped table's rows take the side margins of the table's width, not their own")
  func insetGroupedCellMargins() throws {
    // A 414-point inset-grouped table: its row is inset 20 points from each side (374 wide), and
    // its content's margins are a 414-point view's, 20 — a 374-point one would have 16.
    func layout(style: String) throws -> SceneLayout {
      let xml = tableCellScene(
        tableAttributes: #"dataMode="prototypes" style="\#(style)" rowHeight="44""#,
        labelFrame: #"x="20" y="11" width="334" height="22""#,
        cellConstraints: """
          <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
          <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="r"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="t"/>
          """,
        toolsVersion: "21701"
      )
      .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="896""#)
      .replacingOccurrences(of: #"x="0.0" y="28" width="375""#, with: #"x="20" y="28" width="374""#)
      .replacingOccurrences(
        of: #"x="0.0" y="0.0" width="375" height="44""#, with: #"x="0.0" y="0.0" width="374" height="44""#
      )
      .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
      return try layOut(xml, options: .init(intrinsicSizesFromFrames: true))
    }
    let inset = try layout(style: "insetGrouped")
    #expect(inset.view(withID: "content")?.layoutMargins.left == 20)
    #expect(inset.view(withID: "label")?.frame == CGRect(x: 20, y: 11, width: 334, height: 22))
    #expect(StoredFrameComparison(inset).views.first { $0.id == "label" }?.agrees == true)
  }

  @Test(
    "an opaque navigation bar: the root starts at y = 64, the bottom guide 64 above its bottom", .sharedData)
  func navigationBar() throws {
    let layout = try layout("ReactiveX__RxSwift__Calculator.storyboard")
    #expect(layout.scene.simulatesNavigationBar)
    #expect(layout.root.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 64, right: 0))
    #expect(layout.root.layoutMargins.left == 16)
    // 0.25 × 375 = 93.75: edges 0, 93.75, 187.5, 281.25 round half-up to 0, 94, 187.5, 281.5.
    #expect(layout.view(withID: "cEb-GT-XMg")?.frame.width == 94)
    #expect(layout.view(withID: "CVO-3I-Mh2")?.frame.width == 93.5)
  }

  @Test("an iOS 7 status bar: the top layout guide is 20 long", .sharedData)
  func statusBar() throws {
    let layout = try layout("ECSlidingViewController__ECSlidingViewController__Main.storyboard")
    #expect(layout.device?.id == "retina4")
    #expect(layout.view(withID: "Yhz-xb-hCd")?.frame == CGRect(x: 0, y: 20, width: 276, height: 44))
    #expect(
      layout.notes.contains { $0.contains("top 20 inferred from constraint q2R-NS-TRv (device table: 20)") })
  }

  @Test(
    "a guide edge fixed by a centring constraint is inferred from the stored frame, and said so", .sharedData)
  func inferredSafeArea() throws {
    let layout = try layout("duckduckgo__iOS__HomeRow.storyboard")
    #expect(layout.root.safeAreaInsets.top == 0)
    #expect(
      layout.notes.contains { $0.contains("top 0 inferred from constraint mVM-pU-PHt (device table: 0)") })
    #expect(layout.view(withID: "WkQ-rU-dTC")?.frame == CGRect(x: 12, y: 59, width: 296, height: 450))
  }

  @Test(
    "macOS: y-up frames are read y-down; optional constraints stay unsatisfied in priority order", .sharedData
  )
  func macOS() throws {
    let layout = try layout("sparkle-project__Sparkle__SUUpdateAlert.xib")
    #expect(layout.document.platform == .macOS)
    // Stored y = 286 from the bottom of a 370-point view: 20 from the top.
    #expect(layout.storedFrames["7"] == CGRect(x: 22, y: 20, width: 64, height: 64))
    #expect(layout.view(withID: "7")?.frame == CGRect(x: 22, y: 20, width: 64, height: 64))
    let install = try #require(layout.view(withID: "76"))
    let remind = try #require(layout.view(withID: "22"))
    let skip = try #require(layout.view(withID: "23"))
    // install.width = 0.8 × remind.width @110 and = skip.width @109 lose to the buttons' sizes.
    #expect(install.frame.width == 134 && remind.frame.width == 137 && skip.frame.width == 139)
  }

  @Test(
    "OmniBar: stack views with hugging 1000 and an equal-spacing stack reproduce Xcode's frames", .sharedData)
  func omniBarStacks() throws {
    let layout = try layout("duckduckgo__iOS__OmniBar.xib")
    #expect(layout.device?.id == "ipad12_9rounded")
    let left = try #require(layout.view(withID: "pg8-E6-C14") as? StackView)
    #expect(left.frame == CGRect(x: 16, y: 14, width: 120, height: 24))
    #expect(left.arrangedSubviews.map(\.frame.minX) == [0, 48, 96])
    let right = try #require(layout.view(withID: "Xrl-6Y-ll0") as? StackView)
    #expect(right.distribution == .equalSpacing)
    #expect(right.frame == CGRect(x: 766, y: 4.5, width: 227, height: 43))
    #expect(right.arrangedSubviews.map(\.frame.minX) == [0, 54, 108, 162])
    // The search area: width = root @985, <= 664 @990, centred: 475 wide between the stacks.
    #expect(layout.view(withID: "5D5-iT-bUk")?.frame == CGRect(x: 267, y: 6, width: 475, height: 40))
    let identifiers = Set(right.constraints.compactMap(\.identifier))
    #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-distributing"]))
  }
}

@Suite("AppKit control geometry")
struct AppKitControlGeometryTests {
  @Test("a bordered box reaches past its border: 3 at the sides, 4 below, 2 above without a title")
  func boxes() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                  <subviews>
                      <box titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                          <rect key="frame" x="17" y="126" width="106" height="56"/>
                          <view key="contentView" id="pc">
                              <rect key="frame" x="4" y="5" width="98" height="48"/>
                          </view>
                          <constraints>
                              <constraint firstAttribute="width" constant="100" id="c3"/>
                              <constraint firstAttribute="height" constant="50" id="c4"/>
                          </constraints>
                      </box>
                      <box title="Title" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                          <rect key="frame" x="157" y="126" width="106" height="54"/>
                          <view key="contentView" id="tc">
                              <rect key="frame" x="4" y="5" width="98" height="34"/>
                          </view>
                          <constraints>
                              <constraint firstAttribute="width" constant="100" id="c7"/>
                              <constraint firstAttribute="height" constant="50" id="c8"/>
                          </constraints>
                      </box>
                  </subviews>
                  <constraints>
                      <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                      <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                      <constraint firstItem="titled" firstAttribute="leading" secondItem="plain" secondAttribute="trailing" constant="40" id="c5"/>
                      <constraint firstItem="titled" firstAttribute="top" secondItem="plain" secondAttribute="top" id="c6"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "boxes.xib")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    // y-down: the plain box's border at (20, 20) 100 × 50, its frame 3 left, 2 above, 3 right and
    // 4 below it; the titled box's border top is its frame's (the title inside it).
    #expect(layout.view(withID: "plain")?.frame == CGRect(x: 17, y: 18, width: 106, height: 56))
    #expect(layout.view(withID: "titled")?.frame == CGRect(x: 157, y: 20, width: 106, height: 54))
    // Both boxes and their content views agree with the frames stored.
    let report = StoredFrameComparison(layout)
    #expect(report.viewsCompared == 4 && report.viewsAgreeing == 4)
  }

  /// A 400 × 300 custom view holding a tab view of `type` (nil: the default, tabs on top) pinned
  /// 20 points in on every side, stored at `frame`, in a file of `toolsVersion`.
  func tabViewLayout(type: String?, frame: String, toolsVersion: String = "22505") throws -> SceneLayout {
    let typeAttribute = type.map { "type=\"\($0)\" " } ?? ""
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                  <subviews>
                      <tabView \(typeAttribute)translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                          <rect key="frame" \(frame)/>
                          <font key="font" metaFont="system"/>
                          <tabViewItems>
                              <tabViewItem label="One" identifier="1" id="item">
                                  <view key="view" id="page">
                                      <rect key="frame" x="0.0" y="0.0" width="346" height="224"/>
                                  </view>
                              </tabViewItem>
                          </tabViewItems>
                      </tabView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                      <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" constant="20" id="c2"/>
                      <constraint firstItem="tabs" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                      <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" constant="20" id="c4"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "tabs.xib")
    return SceneLayout(document: document, scene: document.scenes[0])
  }

  @Test("a tab view with its tabs on top reaches past its border: 7 at the sides, 6 above, 10 below")
  func tabView() throws {
    // y up as stored: the border 20 in from every edge, 360 × 260; the frame 7 past it at the
    // sides, 10 below and 6 above: (13, 10) 374 × 276.
    let tabs = try tabViewLayout(type: nil, frame: #"x="13" y="10" width="374" height="276""#)
    // y down in the layout: 6 above the border's top at 20.
    #expect(tabs.view(withID: "tabs")?.frame == CGRect(x: 13, y: 14, width: 374, height: 276))
    // The tab view and its page (kept where it was stored) agree with the file.
    let report = StoredFrameComparison(tabs)
    #expect(report.viewsCompared == 2 && report.viewsAgreeing == 2)
    // A tab view without tabs or a border has no drawing outside its frame.
    let bare = try tabViewLayout(type: "noTabsNoBorder", frame: #"x="20" y="20" width="360" height="260""#)
    #expect(bare.view(withID: "tabs")?.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
    // Before Big Sur no pinned tab view measures it: none.
    let older = try tabViewLayout(
      type: nil, frame: #"x="20" y="20" width="360" height="260""#, toolsVersion: "16097")
    #expect(older.view(withID: "tabs")?.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
  }

  @Test("a bordered bevel button before Big Sur: its 26-point alignment height in a 31-point frame")
  func bevelButton() throws {
    // SDWebImage's OSX demo (MIT, Examples/SDWebImage OSX Demo/Base.lproj/Main.storyboard), trimmed:
    // the button's bottom 20 above the root's, centred across; Xcode stored it 3 points lower.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="480" height="400"/>
                  <subviews>
                      <button translatesAutoresizingMaskIntoConstraints="NO" id="bevel">
                          <rect key="frame" x="212" y="17" width="56" height="31"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="26" id="c1"/>
                          </constraints>
                          <buttonCell key="cell" type="bevel" title="Clear" bezelStyle="regularSquare" alignment="center" borderStyle="border" id="cell1"/>
                      </button>
                      <button translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                          <rect key="frame" x="20" y="363" width="15" height="15"/>
                          <buttonCell key="cell" type="bevel" bezelStyle="regularSquare" image="NSInfo" imagePosition="overlaps" alignment="center" id="cell2"/>
                      </button>
                  </subviews>
                  <constraints>
                      <constraint firstItem="bevel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                      <constraint firstAttribute="bottom" secondItem="bevel" secondAttribute="bottom" constant="20" id="c3"/>
                      <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                      <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22" id="c5"/>
                      <constraint firstItem="plain" firstAttribute="width" constant="15" id="c6"/>
                      <constraint firstItem="plain" firstAttribute="height" constant="15" id="c7"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "bevel.xib")
    let layout = SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    // y-down: the alignment rectangle 354 … 380, the frame 2 above and 3 below it.
    #expect(layout.view(withID: "bevel")?.frame == CGRect(x: 212, y: 352, width: 56, height: 31))
    // A bevel cell without a border has no bezel around its image.
    #expect(layout.view(withID: "plain")?.frame == CGRect(x: 20, y: 22, width: 15, height: 15))
    let report = StoredFrameComparison(layout)
    #expect(report.viewsCompared == 2 && report.viewsAgreeing == 2)
  }

  /// A row of a label and a pop-up on one first baseline, a push button 12 below the pop-up and a
  /// check box 12 below the button, all on the pop-up's leading edge, in a document of
  /// `toolsVersion`; the frames are those a macOS 26 Xcode stores (NetNewsWire's preferences).
  func macOS26Row(toolsVersion: String, plugIn: String? = nil) throws -> SceneLayout {
    let dependencies = plugIn.map {
      "<dependencies><plugIn identifier=\"com.apple.InterfaceBuilder.CocoaPlugin\" version=\"\($0)\"/></dependencies>"
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          \(dependencies ?? "")
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                  <subviews>
                      <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                          <rect key="frame" x="18" y="72" width="66" height="16"/>
                          <textFieldCell key="cell" lineBreakMode="clipping" title="Browser:" id="c1">
                              <font key="font" metaFont="system"/>
                          </textFieldCell>
                      </textField>
                      <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                          <rect key="frame" x="90" y="68" width="200" height="24"/>
                          <popUpButtonCell key="cell" type="push" title="Safari" bezelStyle="rounded" alignment="left" borderStyle="borderAndBezel" id="c2">
                              <font key="font" metaFont="message"/>
                          </popUpButtonCell>
                      </popUpButton>
                      <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                          <rect key="frame" x="90" y="32" width="120" height="24"/>
                          <buttonCell key="cell" type="push" title="Open Folder" bezelStyle="rounded" alignment="center" borderStyle="border" id="c3">
                              <font key="font" metaFont="system"/>
                          </buttonCell>
                      </button>
                      <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                          <rect key="frame" x="90" y="4" width="150" height="16"/>
                          <buttonCell key="cell" type="check" title="Enable JavaScript" bezelStyle="regularSquare" imagePosition="left" id="c4">
                              <font key="font" metaFont="system"/>
                          </buttonCell>
                      </button>
                  </subviews>
                  <constraints>
                      <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                      <constraint firstItem="popUp" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="k2"/>
                      <constraint firstItem="popUp" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="k3"/>
                      <constraint firstItem="popUp" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="k4"/>
                      <constraint firstItem="popUp" firstAttribute="width" constant="200" id="k5"/>
                      <constraint firstItem="push" firstAttribute="top" secondItem="popUp" secondAttribute="bottom" constant="12" id="k6"/>
                      <constraint firstItem="push" firstAttribute="leading" secondItem="popUp" secondAttribute="leading" id="k7"/>
                      <constraint firstItem="check" firstAttribute="top" secondItem="push" secondAttribute="bottom" constant="12" id="k8"/>
                      <constraint firstItem="check" firstAttribute="leading" secondItem="popUp" secondAttribute="leading" id="k9"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "row.xib")
    return SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
  }

  @Test("Xcode 26 draws push buttons, pop-ups and check boxes in their frames, text centred in them")
  func macOS26Controls() throws {
    let layout = try macOS26Row(toolsVersion: "24765")
    // y-down. The pop-up's frame is its alignment rectangle: 8 below the top, 8 after the label's
    // rectangle (the label's frame 2 wider on each side); its 16-point line centred in 24 points,
    // so the label's text sits 4 below the pop-up's top.
    #expect(layout.view(withID: "popUp")?.frame == CGRect(x: 90, y: 8, width: 200, height: 24))
    #expect(layout.view(withID: "label")?.frame == CGRect(x: 18, y: 12, width: 66, height: 16))
    #expect(layout.view(withID: "push")?.frame == CGRect(x: 90, y: 44, width: 120, height: 24))
    #expect(layout.view(withID: "check")?.frame == CGRect(x: 90, y: 80, width: 150, height: 16))
    let report = StoredFrameComparison(layout)
    #expect(report.viewsCompared == 4 && report.viewsAgreeing == 4)
    // Xcode 16's drawing of the same controls has shadow insets (a 24-point frame is not its).
    let before = try macOS26Row(toolsVersion: "23727")
    #expect(before.view(withID: "push")?.frame.minX == 83)
    #expect(StoredFrameComparison(before).viewsAgreeing < 4)
  }

  @Test("an Xcode 26 document whose controls show macOS 11's drawing keeps its bezel insets")
  func xcode26OnMacOS15() throws {
    // keycastr's preferences (toolsVersion 24506, outside the corpus): a small push button stored
    // in a 27-point frame, 6 past the trailing constraint and 7 below the bottom one, as macOS 11
    // to 15 draw it; Xcode 26 on macOS 15 stores such frames.
    func document(buttonHeight: Int) throws -> InterfaceBuilderDocument {
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24506" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="380" height="100"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="reset">
                            <rect key="frame" x="318" y="10" width="58" height="\(buttonHeight)"/>
                            <buttonCell key="cell" type="push" title="Reset" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" id="c1">
                                <font key="font" metaFont="smallSystem"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="reset" secondAttribute="trailing" constant="10" id="k1"/>
                        <constraint firstAttribute="bottom" secondItem="reset" secondAttribute="bottom" constant="17" id="k2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
      return try InterfaceBuilderDocument(xml: xml, path: "prefs.xib")
    }
    let bezelled = try document(buttonHeight: 27)
    #expect(bezelled.appKitDrawing == .init(era: .bigSurAndLater, drawsInFrames: false))
    let layout = SceneLayout(
      document: bezelled, scene: bezelled.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    // y-down: the frame reaches 6 past the alignment rectangle's trailing edge (370) and 7 below
    // its bottom (83), 4 above its top.
    #expect(layout.view(withID: "reset")?.frame == CGRect(x: 318, y: 63, width: 58, height: 27))
    #expect(StoredFrameComparison(layout).viewsAgreeing == 1)
    #expect(
      layout.notes.contains(
        "controls drawn as macOS 11 to 15 draw them (the stored frames show it; toolsVersion 24506 is otherwise drawn as macOS 26's: its Xcode ran on an older Mac)"
      ))
    // Without a height only macOS 11 gives, the toolsVersion decides: macOS 26's drawing.
    #expect(try document(buttonHeight: 20).appKitDrawing.drawsInFrames)
    #expect(try macOS26Row(toolsVersion: "24765").document.appKitDrawing.drawsInFrames)
    #expect(try !macOS26Row(toolsVersion: "23727").document.appKitDrawing.drawsInFrames)
  }

  @Test("an Xcode 12 document whose push buttons show the drawing before macOS 11 keeps its insets")
  func xcode12OnCatalina() throws {
    // NetNewsWire's Feedbin sheet (toolsVersion 17701, outside the corpus): a push button 74
    // points wide around its 62-point width constraint, 6 on each side as before macOS 11 (7
    // since); Xcode 12.0 to 12.4 also ran on macOS 10.15.
    func document(toolsVersion: String, frameWidth: Int) throws -> InterfaceBuilderDocument {
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="433" height="100"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="create">
                            <rect key="frame" x="345" y="13" width="\(frameWidth)" height="32"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="62" id="w"/>
                            </constraints>
                            <buttonCell key="cell" type="push" title="Create" bezelStyle="rounded" alignment="center" borderStyle="border" id="c1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="create" secondAttribute="trailing" constant="20" id="k1"/>
                        <constraint firstAttribute="bottom" secondItem="create" secondAttribute="bottom" constant="20" id="k2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
      return try InterfaceBuilderDocument(xml: xml, path: "feedbin.xib")
    }
    let catalina = try document(toolsVersion: "17701", frameWidth: 74)
    #expect(catalina.appKitDrawing.era == .beforeBigSur)
    let layout = SceneLayout(
      document: catalina, scene: catalina.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    #expect(layout.view(withID: "create")?.frame == CGRect(x: 345, y: 55, width: 74, height: 32))
    #expect(layout.notes.contains { $0.hasPrefix("controls drawn as macOS 10.15 and earlier draw them") })
    // 14 points past the constraint is macOS 11's drawing; Xcode 13 and later need macOS 11.
    #expect(try document(toolsVersion: "17701", frameWidth: 76).appKitDrawing.era == .bigSurAndLater)
    #expect(try document(toolsVersion: "19529", frameWidth: 74).appKitDrawing.era == .bigSurAndLater)
  }

  @Test(
    "a rounded segmented control, before macOS 11 and since: 1 above and below, 2 at the sides; Xcode 26: none"
  )
  func segmentedControlInsets() {
    let cell = ["style": "rounded", "trackingMode": "selectOne"]
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .segmentedControl, cell: cell, toolsVersion: "21701")
        == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .segmentedControl, cell: cell, toolsVersion: "24765")
        == .zero)
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .segmentedControl, cell: cell, toolsVersion: "14490")
        == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    // Another style has no row: none.
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .segmentedControl, cell: ["style": "separated"], toolsVersion: "14490") == .zero)
  }

  @Test(
    "a check box or radio button without a title ends at its box: as far inside on the right as on the left")
  func titlelessCheckBoxInsets() throws {
    let bigSur = AppKitControlGeometry.Drawing(era: .bigSurAndLater, drawsInFrames: false)
    for (size, left) in [(nil, 2.0), ("small", 1), ("large", 3)] as [(String?, CGFloat)] {
      var cell = ["type": "check"]
      cell["controlSize"] = size
      let titleless = AppKitControlGeometry.alignmentInsets(kind: .button, cell: cell, drawing: bigSur)
      #expect(titleless.left == left && titleless.right == left, "\(size ?? "regular")")
      cell["title"] = "Remember"
      #expect(
        AppKitControlGeometry.alignmentInsets(kind: .button, cell: cell, drawing: bigSur).right == 0,
        "\(size ?? "regular")")
      // A title stored as an element (one with a line break) is a title too.
      cell["title"] = nil
      cell["titleElement"] = "YES"
      #expect(
        AppKitControlGeometry.alignmentInsets(kind: .button, cell: cell, drawing: bigSur).right == 0,
        "\(size ?? "regular")")
    }
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .button, cell: ["type": "radio", "title": "On", "imagePosition": "only"], drawing: bigSur)
        == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    // A title-less check box 20 points wide under a 16-point width constraint (appcenter's sample,
    // Xcode 14), 10 from its superview's leading edge: its frame starts 2 before, ends 2 after.
    let layout = try layOut(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
          <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            <subviews>
              <button translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="8" y="11" width="20" height="18"/>
                <constraints>
                  <constraint firstAttribute="width" constant="16" id="w"/>
                </constraints>
                <buttonCell key="cell" type="check" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="cell"/>
              </button>
              <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="34" y="12" width="60" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Enabled" id="lc"/>
              </textField>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
              <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
              <constraint firstItem="label" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="10" id="gap"/>
              <constraint firstItem="label" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="ly"/>
            </constraints>
          </customView>
        </objects>
      </document>
      """, options: .init(intrinsicSizesFromFrames: true))
    let box = try #require(layout.view(withID: "box"))
    #expect(box.frame.minX == 8 && box.frame.width == 20)
    // 10 after the box's alignment edge (26), the label's frame reaching 2 before its text.
    #expect(layout.view(withID: "label")?.frame.minX == 34)
  }

  @Test("a slider's frame is 2 points wider than its track on each side, at every size, in both eras")
  func sliderInsets() {
    let cell = ["sliderType": "linear", "tickMarkPosition": "above"]
    for (toolsVersion, size): (ToolsVersion, String) in [
      ("14490", "regular"), ("23727", "mini"), ("21701", "regular"), ("21701", "large"),
    ] {
      let insets = AppKitControlGeometry.alignmentInsets(
        kind: .slider, cell: cell.merging(["controlSize": size]) { $1 }, toolsVersion: toolsVersion)
      #expect(insets.left == 2 && insets.right == 2, "\(toolsVersion) \(size)")
    }
    // A mini slider's track is 2 points inside its frame above and below too (keycastr's
    // preferences: three sliders centred on labels, a label 4 below each).
    let mini = AppKitControlGeometry.alignmentInsets(
      kind: .slider, cell: cell.merging(["controlSize": "mini"]) { $1 },
      drawing: .init(era: .bigSurAndLater, drawsInFrames: false))
    #expect(mini == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
  }

  @Test("the placeholder toolsVersion 32700.99.1234 is read as the plug-in's version")
  func placeholderToolsVersion() throws {
    let layout = try macOS26Row(toolsVersion: "32700.99.1234", plugIn: "22690")
    #expect(layout.document.toolsVersion == "22690")
    #expect(layout.view(withID: "push")?.frame.minX == 83)
    #expect(!AppKitControlGeometry.drawsControlsInFrames(toolsVersion: layout.document.toolsVersion))
    #expect(AppKitControlGeometry.drawsControlsInFrames(toolsVersion: "24127"))
  }

  @Test(
    "a clip view is flipped only when its document view is: a plain view's frame counts y from the bottom")
  func clipViewFollowsDocument() throws {
    // The document view (100 tall) is pinned 30 below the top of a 60-tall clip view: y-up, its
    // stored origin is 60 − 30 − 100 = −70; the table in the other clip view is stored y-down.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
                  <subviews>
                      <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                          <rect key="frame" x="0.0" y="88" width="200" height="62"/>
                          <clipView key="contentView" id="clip">
                              <rect key="frame" x="1" y="1" width="198" height="60"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="document">
                                      <rect key="frame" x="0.0" y="-70" width="198" height="100"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="document" firstAttribute="leading" secondItem="clip" secondAttribute="leading" id="d1"/>
                                  <constraint firstAttribute="trailing" secondItem="document" secondAttribute="trailing" id="d2"/>
                                  <constraint firstItem="document" firstAttribute="top" secondItem="clip" secondAttribute="top" constant="30" id="d3"/>
                                  <constraint firstItem="document" firstAttribute="height" constant="100" id="d4"/>
                              </constraints>
                          </clipView>
                      </scrollView>
                      <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="tableScroll">
                          <rect key="frame" x="0.0" y="0.0" width="200" height="62"/>
                          <clipView key="contentView" id="tableClip">
                              <rect key="frame" x="1" y="1" width="198" height="60"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <tableView id="table">
                                      <rect key="frame" x="0.0" y="0.0" width="198" height="40"/>
                                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                  </tableView>
                              </subviews>
                          </clipView>
                      </scrollView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                      <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                      <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                      <constraint firstItem="scroll" firstAttribute="height" constant="62" id="c4"/>
                      <constraint firstAttribute="bottom" secondItem="tableScroll" secondAttribute="bottom" id="c5"/>
                      <constraint firstItem="tableScroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                      <constraint firstAttribute="trailing" secondItem="tableScroll" secondAttribute="trailing" id="c7"/>
                      <constraint firstItem="tableScroll" firstAttribute="height" constant="62" id="c8"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "clip.xib")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    #expect(layout.storedFrames["document"] == CGRect(x: 0, y: 30, width: 198, height: 100))
    #expect(layout.view(withID: "document")?.frame == CGRect(x: 0, y: 30, width: 198, height: 100))
    #expect(layout.storedFrames["table"] == CGRect(x: 0, y: 0, width: 198, height: 40))
    let report = StoredFrameComparison(layout)
    // The two scroll views, their clip views, the document view and the table.
    #expect(report.viewsCompared == 6 && report.viewsAgreeing == 6)
  }

  @Test(
    "an NSSwitch: a regular one aligns 38 × 22 in its 42 × 25 frame with a label's baseline; a mini one by its frame"
  )
  func appKitSwitches() throws {
    // A baseline row of a switch and a label pinned 20 from the root's top left; a mini switch
    // (its control size on the element: NSSwitch has no cell) pinned 20 below the row.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                  <subviews>
                      <stackView distribution="fill" orientation="horizontal" alignment="baseline" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                          <subviews>
                              <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                  <rect key="frame" x="0.0" y="0.0" width="42" height="25"/>
                              </switch>
                              <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                  <rect key="frame" x="0.0" y="0.0" width="104" height="16"/>
                                  <textFieldCell key="cell" lineBreakMode="clipping" title="Include bookmarks" id="labelCell">
                                      <font key="font" metaFont="system"/>
                                  </textFieldCell>
                              </textField>
                          </subviews>
                      </stackView>
                      <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" controlSize="mini" translatesAutoresizingMaskIntoConstraints="NO" id="mini">
                          <rect key="frame" x="0.0" y="0.0" width="36" height="16"/>
                      </switch>
                  </subviews>
                  <constraints>
                      <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                      <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                      <constraint firstItem="mini" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                      <constraint firstItem="mini" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="20" id="c4"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "switch.xib")
    let layout = SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    // The row: the switch's 38 × 22, 8, the label's 100-point line; the switch's frame reaches 2
    // past its leading edge, 1 above and 2 below; the label's top is the row's, its baseline 12
    // down as the switch's.
    #expect(layout.view(withID: "row")?.frame == CGRect(x: 20, y: 20, width: 146, height: 22))
    #expect(layout.view(withID: "toggle")?.frame == CGRect(x: -2, y: -1, width: 42, height: 25))
    #expect(layout.view(withID: "label")?.frame == CGRect(x: 44, y: 0, width: 104, height: 16))
    #expect(layout.view(withID: "mini")?.frame == CGRect(x: 20, y: 62, width: 36, height: 16))
  }

  @Test(
    "a stepper drawn 19 × 28 since Big Sur aligns 13 × 21, one drawn 19 × 27 before it 13 × 22; one drawn 20 × 26 by its frame"
  )
  func steppers() throws {
    // Pinned 10 from the root's leading and top edges (wrongly stored at the origin on purpose).
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews>
                      <stepper translatesAutoresizingMaskIntoConstraints="NO" id="classic">
                          <rect key="frame" x="0.0" y="0.0" width="19" height="28"/>
                          <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="s1"/>
                      </stepper>
                      <stepper translatesAutoresizingMaskIntoConstraints="NO" id="newer">
                          <rect key="frame" x="0.0" y="0.0" width="20" height="26"/>
                          <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="s2"/>
                      </stepper>
                  </subviews>
                  <constraints>
                      <constraint firstItem="classic" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                      <constraint firstItem="classic" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                      <constraint firstItem="newer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c3"/>
                      <constraint firstItem="newer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "steppers.xib")
    let layout = SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    // The classic stepper's frame reaches 3 past its alignment rectangle at the sides, 4 above.
    #expect(layout.view(withID: "classic")?.frame == CGRect(x: 7, y: 6, width: 19, height: 28))
    #expect(
      layout.view(withID: "classic")?.alignmentRectInsets == EdgeInsets(top: 4, left: 3, bottom: 3, right: 3))
    #expect(layout.view(withID: "newer")?.frame == CGRect(x: 100, y: 10, width: 20, height: 26))
    // Before Big Sur a stepper drew in a 19 × 27 frame around a 13 × 22 rectangle: 3 in at the
    // sides, 2 below the top. Its 19 × 28 frame there is no known drawing.
    let older = try InterfaceBuilderDocument(
      xml: xml.replacingOccurrences(of: "22505", with: "12118").replacingOccurrences(
        of: #"width="19" height="28""#, with: #"width="19" height="27""#),
      path: "steppers.xib")
    let olderLayout = SceneLayout(
      document: older, scene: older.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    #expect(olderLayout.view(withID: "classic")?.frame == CGRect(x: 7, y: 8, width: 19, height: 27))
    #expect(
      olderLayout.view(withID: "classic")?.alignmentRectInsets
        == EdgeInsets(top: 2, left: 3, bottom: 3, right: 3))
  }

  @Test("a split view's panes keep their stored frames; their subviews are laid out inside them")
  func splitViewPanes() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                  <subviews>
                      <splitView dividerStyle="thin" vertical="YES" translatesAutoresizingMaskIntoConstraints="NO" id="split">
                          <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                          <subviews>
                              <customView id="left">
                                  <rect key="frame" x="0.0" y="0.0" width="150" height="200"/>
                                  <autoresizingMask key="autoresizingMask"/>
                              </customView>
                              <customView translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                                  <rect key="frame" x="151" y="0.0" width="249" height="200"/>
                                  <subviews>
                                      <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                          <rect key="frame" x="20" y="20" width="209" height="160"/>
                                      </customView>
                                  </subviews>
                                  <constraints>
                                      <constraint firstItem="inner" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="c1"/>
                                      <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="20" id="c2"/>
                                      <constraint firstItem="inner" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="c3"/>
                                      <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="20" id="c4"/>
                                  </constraints>
                              </customView>
                          </subviews>
                      </splitView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="split" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                      <constraint firstItem="split" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="s2"/>
                      <constraint firstItem="split" firstAttribute="top" secondItem="root" secondAttribute="top" id="s3"/>
                      <constraint firstItem="split" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="s4"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "split.xib")
    let layout = SceneLayout(document: document, scene: document.scenes[0])
    // The pane has no constraints of its own placing it: the split view's divider does.
    #expect(layout.view(withID: "pane")?.frame == CGRect(x: 151, y: 0, width: 249, height: 200))
    #expect(layout.view(withID: "inner")?.frame == CGRect(x: 20, y: 20, width: 209, height: 160))
    let report = StoredFrameComparison(layout)
    #expect(report.findings.allSatisfy { $0.kind != .ambiguous })
  }

  @Test(
    "a help button aligns its 20-point circle (16 small) with its shadow below; a colour well's frame is 6 wider and 4 taller than its size"
  )
  func helpButtonsAndColorWells() throws {
    // A top-aligned row (check box, help button) and a first-baseline row (label, small help
    // button), both pinned 20 from the root's leading edge (and a help button of another drawing
    // at 300), hugging as Interface Builder's stacks
    // do (just below their alignment's 250); a colour well sized 36 × 15 below them.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                  <subviews>
                      <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                          <subviews>
                              <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                                  <rect key="frame" x="0.0" y="0.0" width="204" height="18"/>
                                  <buttonCell key="cell" type="check" title="Enable always hidden section" bezelStyle="regularSquare" imagePosition="left" inset="2" id="c1c">
                                      <font key="font" metaFont="system"/>
                                  </buttonCell>
                              </button>
                              <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
                                  <rect key="frame" x="0.0" y="0.0" width="25" height="25"/>
                                  <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="h1c">
                                      <font key="font" metaFont="system"/>
                                  </buttonCell>
                              </button>
                          </subviews>
                      </stackView>
                      <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="baselineRow">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                          <subviews>
                              <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                  <rect key="frame" x="0.0" y="0.0" width="192" height="16"/>
                                  <textFieldCell key="cell" lineBreakMode="clipping" title="Download videos with subtitles" id="l1c">
                                      <font key="font" metaFont="system"/>
                                  </textFieldCell>
                              </textField>
                              <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="smallHelp">
                                  <rect key="frame" x="0.0" y="0.0" width="18" height="19"/>
                                  <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="h2c">
                                      <font key="font" metaFont="smallSystem"/>
                                  </buttonCell>
                              </button>
                          </subviews>
                      </stackView>
                      <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="otherHelp">
                          <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                          <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="h3c">
                              <font key="font" metaFont="system"/>
                          </buttonCell>
                      </button>
                      <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="well">
                          <rect key="frame" x="0.0" y="0.0" width="42" height="19"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="36" id="w1"/>
                              <constraint firstAttribute="height" constant="15" id="w2"/>
                          </constraints>
                      </colorWell>
                  </subviews>
                  <constraints>
                      <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                      <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                      <constraint firstItem="baselineRow" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                      <constraint firstItem="baselineRow" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="20" id="c4"/>
                      <constraint firstItem="well" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                      <constraint firstItem="well" firstAttribute="top" secondItem="baselineRow" secondAttribute="bottom" constant="20" id="c6"/>
                      <constraint firstItem="otherHelp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="c7"/>
                      <constraint firstItem="otherHelp" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c8"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "help.xib")
    let layout = SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    // The check box's 202-point rectangle, 8, the help button's 20 × 20 circle: its frame 3 before
    // the circle, 2 past it, 1 above and 4 below; the row is the circle's 20 points tall.
    #expect(layout.view(withID: "row")?.frame == CGRect(x: 20, y: 20, width: 230, height: 20))
    #expect(layout.view(withID: "help")?.frame == CGRect(x: 207, y: -1, width: 25, height: 25))
    // The label's 188-point line, 8, the small circle (16 × 16, its "?" on the label's baseline
    // 12 below its frame's top): the row 212 wide and 17 tall, the frame 1 past it at the side
    // and 2 below.
    #expect(layout.view(withID: "baselineRow")?.frame == CGRect(x: 20, y: 60, width: 212, height: 17))
    #expect(layout.view(withID: "label")?.frame == CGRect(x: -2, y: 0, width: 192, height: 16))
    #expect(layout.view(withID: "smallHelp")?.frame == CGRect(x: 195, y: 0, width: 18, height: 19))
    // The well: 36 × 15 inside a 42 × 19 frame.
    #expect(layout.view(withID: "well")?.frame == CGRect(x: 17, y: 95, width: 42, height: 19))
    // A help button in another frame is another drawing (Xcode 16's 24 × 24): its frame is pinned.
    #expect(layout.view(withID: "otherHelp")?.frame == CGRect(x: 300, y: 20, width: 24, height: 24))
  }

  @Test("insets by control, cell type, size and era")
  func insets() {
    let push = ["type": "push", "bezelStyle": "rounded"]
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .button, cell: push, toolsVersion: "22505")
        == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .button, cell: push, toolsVersion: "14490.70")
        == EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
    // Xcode omits type="push" on a rounded bezel.
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .button, cell: ["bezelStyle": "rounded"], toolsVersion: "23727")
        == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
    // Xcode 26 (and a document that names no version: the current Xcode) draws it in its frame.
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .button, cell: push, toolsVersion: "24408") == .zero)
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .button, cell: ["bezelStyle": "rounded"], toolsVersion: nil) == .zero)
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .button, cell: ["type": "check", "title": "Remember"], toolsVersion: "21701")
        == EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .button, cell: ["type": "check", "title": "Remember", "controlSize": "small"],
        toolsVersion: "21701")
        == EdgeInsets(top: 1, left: 1, bottom: 1, right: 0))
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .button, cell: ["type": "radio"], toolsVersion: "11762")
        == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .button, cell: ["type": "check", "title": "Remember", "controlSize": "large"],
        toolsVersion: "21701")
        == EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0))
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .popUpButton, cell: ["type": "push", "controlSize": "large"], toolsVersion: "23094")
        == EdgeInsets(top: 6, left: 5, bottom: 6, right: 5))
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .slider, cell: [:], toolsVersion: "23504")
        == EdgeInsets(top: 2, left: 2, bottom: 6, right: 2))
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .button, cell: ["type": "smallSquare"], toolsVersion: "22505")
        == EdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
    // Pop-ups keep the push button's alignment height: 25 − 1 − 4 = 20, small 22 − 2 − 4 = 16.
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .popUpButton, cell: ["type": "push"], toolsVersion: "21701")
        == EdgeInsets(top: 1, left: 3, bottom: 4, right: 4))
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .popUpButton, cell: ["type": "push", "controlSize": "small"], toolsVersion: "22155")
        == EdgeInsets(top: 2, left: 4, bottom: 4, right: 4))
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .comboBox, cell: [:], toolsVersion: "22505")
        == EdgeInsets(top: 1, left: 1, bottom: 1, right: 3))
    // A date picker's stepper and bezel: the same insets at the large and the regular size.
    for size in ["large", "regular"] {
      #expect(
        AppKitControlGeometry.alignmentInsets(
          kind: .datePicker, cell: ["controlSize": size], toolsVersion: "23094")
          == EdgeInsets(top: 4, left: 0, bottom: 0, right: 3))
    }
    #expect(
      AppKitControlGeometry.alignmentInsets(kind: .colorWell, cell: [:], toolsVersion: "22155")
        == EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
    // Too little evidence: none (a separated segmented control, a mini check box).
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .segmentedControl, cell: ["style": "separated"], toolsVersion: "22505") == .zero)
    #expect(
      AppKitControlGeometry.alignmentInsets(
        kind: .button, cell: ["type": "check", "controlSize": "mini"], toolsVersion: "21701") == .zero)
    #expect(AppKitControlGeometry.Era(toolsVersion: "16097.2") == .beforeBigSur)
    #expect(AppKitControlGeometry.Era(toolsVersion: "17156") == .bigSurAndLater)
  }
}

@Suite("AppKit text baselines")
struct AppKitTextBaselineTests {
  let system = StoredFont(appKitAttributes: ["metaFont": "system"])

  @Test("a font that follows the control's appearance is the system font, with its baselines")
  func appearanceFont() throws {
    // `<font key="font" usesAppearanceFont="YES"/>`: Interface Builder's standard font.
    let appearance = StoredFont(appKitAttributes: ["key": "font", "usesAppearanceFont": "YES"])
    #expect(appearance.metaFont == "system" && AppKitTextBaselines.systemFontSize(appearance) == 13)
    let field = try #require(
      AppKitTextBaselines.offsets(
        kind: .textField, cell: ["borderStyle": "bezel"], font: appearance, toolsVersion: "21701",
        frameHeight: 21))
    #expect(field.first == 14)
    // A named font keeps its name; no meta font is made up for it.
    #expect(StoredFont(appKitAttributes: ["name": "Menlo-Regular", "size": "11"]).metaFont == nil)
  }

  @Test(
    "a label's first baseline is its rounded ascender below the top, its last the line's descent above the bottom"
  )
  func labels() throws {
    let label = try #require(
      AppKitTextBaselines.offsets(
        kind: .textField, cell: [:], font: system, toolsVersion: "22505", frameHeight: 16))
    #expect(label.first == 12 && label.lastFromBottom == 4)
    // A label taller than its line keeps its last baseline 4 above the bottom.
    let tall = try #require(
      AppKitTextBaselines.offsets(
        kind: .textField, cell: [:], font: system, toolsVersion: "22505", frameHeight: 40))
    #expect(tall.first == 12 && tall.lastFromBottom == 4)
    // Before macOS 11 a label is one point taller, its text one point lower.
    let old = try #require(
      AppKitTextBaselines.offsets(
        kind: .textField, cell: [:], font: system, toolsVersion: "14490", frameHeight: 17))
    #expect(old.first == 13 && old.lastFromBottom == 4)
    let small = try #require(
      AppKitTextBaselines.offsets(
        kind: .textField, cell: ["controlSize": "small"],
        font: StoredFont(appKitAttributes: ["metaFont": "smallSystem"]), toolsVersion: "22505",
        frameHeight: 14))
    #expect(small.first == 10 && small.lastFromBottom == 4)
  }

  @Test("secure and token fields draw their text as the text field they subclass")
  func textFieldSubclasses() throws {
    // Xit's password sheet (Xcode 15): a label on a secure field's first baseline agrees once the
    // secure field has a bezeled field's line, 2 points below its top (it was at its bottom).
    for kind: ElementKind in [.textField, .secureTextField, .tokenField] {
      let field = try #require(
        AppKitTextBaselines.offsets(
          kind: kind, cell: ["borderStyle": "bezel"], font: system, toolsVersion: "22690", frameHeight: 21),
        "\(kind)")
      #expect(field.first == 14, "\(kind)")
    }
    // The search field and the combo box draw their own bezels: no line is assumed for them.
    #expect(
      AppKitTextBaselines.offsets(
        kind: .searchField, cell: ["borderStyle": "bezel"], font: system, toolsVersion: "22690",
        frameHeight: 22) == nil)
  }

  @Test("a small pop-up's line is 1 point below its alignment rectangle's top, as a regular one's")
  func smallPopUp() throws {
    let cell = ["type": "push", "bezelStyle": "rounded", "controlSize": "small"]
    let small = try #require(
      AppKitTextBaselines.offsets(
        kind: .popUpButton, cell: cell, font: StoredFont(appKitAttributes: ["metaFont": "smallSystem"]),
        toolsVersion: "23504", frameHeight: 22))
    // 3 into the 22-point frame (a 2-point inset) plus the 11-point font's rounded ascender, 10.
    #expect(small.first == 13 && small.lastFromBottom == 9)
    let regular = try #require(
      AppKitTextBaselines.offsets(
        kind: .popUpButton, cell: cell.merging(["controlSize": "regular"]) { $1 }, font: system,
        toolsVersion: "23504", frameHeight: 25))
    #expect(regular.first == 14)
  }

  @Test("controls: the line's top below the frame's, one line (last baseline = first)")
  func controls() throws {
    let push = try #require(
      AppKitTextBaselines.offsets(
        kind: .button, cell: ["bezelStyle": "rounded"], font: system, toolsVersion: "22505", frameHeight: 32)
    )
    #expect(push.first == 18 && push.lastFromBottom == 14)
    let field = try #require(
      AppKitTextBaselines.offsets(
        kind: .textField, cell: ["borderStyle": "bezel"], font: system, toolsVersion: "22505",
        frameHeight: 21))
    #expect(field.first == 14 && field.lastFromBottom == 7)
    // A 14-point font in a large pop-up.
    let popUp = try #require(
      AppKitTextBaselines.offsets(
        kind: .popUpButton, cell: ["type": "push", "controlSize": "large"],
        font: StoredFont(appKitAttributes: ["metaFont": "system", "size": "14"]), toolsVersion: "23094",
        frameHeight: 40))
    #expect(popUp.first == 23 && popUp.lastFromBottom == 17)
    // No entry: no baseline (AppKit's default applies in the scene).
    #expect(
      AppKitTextBaselines.offsets(
        kind: .segmentedControl, cell: [:], font: system, toolsVersion: "22505", frameHeight: 24) == nil)
    #expect(
      AppKitTextBaselines.offsets(
        kind: .textField, cell: [:], font: nil, toolsVersion: "22505", frameHeight: 16)
        == nil)
  }

  @Test("a label aligned by its baseline with a push button sits where Xcode stored it")
  func scene() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                  <subviews>
                      <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                          <rect key="frame" x="193" y="61" width="94" height="32"/>
                          <buttonCell key="cell" type="push" title="Button" bezelStyle="rounded" alignment="center" borderStyle="border" id="bc">
                              <font key="font" metaFont="system"/>
                          </buttonCell>
                      </button>
                      <textField translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                          <rect key="frame" x="18" y="71" width="120" height="16"/>
                          <textFieldCell key="cell" title="Label" id="lc">
                              <font key="font" metaFont="system"/>
                          </textFieldCell>
                      </textField>
                  </subviews>
                  <constraints>
                      <constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
                      <constraint firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="20" id="c2"/>
                      <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                      <constraint firstItem="lbl" firstAttribute="firstBaseline" secondItem="btn" secondAttribute="firstBaseline" id="c4"/>
                      <constraint firstItem="lbl" firstAttribute="baseline" secondItem="btn" secondAttribute="baseline" id="c5"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderDocument(xml: xml, path: "baseline.xib")
    let layout = SceneLayout(
      document: document, scene: document.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    // y-down: the button's frame top 7 (its alignment rectangle 12 down, 5 below the frame's top),
    // its baseline 7 + 18 = 25; the label's baseline is 12 below its top (and 4 above its bottom):
    // the label at 13, as stored (y-up 100 - 13 - 16 = 71). Without baselines it would sit at 23.
    #expect(layout.view(withID: "btn")?.frame == CGRect(x: 193, y: 7, width: 94, height: 32))
    #expect(layout.view(withID: "lbl")?.frame == CGRect(x: 18, y: 13, width: 120, height: 16))
  }
}

@Suite("UIKit text baselines")
struct UIKitTextBaselineTests {
  @Test("San Francisco's metrics, the text centred in the view's stored height")
  func offsets() throws {
    let system17 = StoredFont(attributes: ["type": "system", "pointSize": "17"])
    // UIFont.systemFont(ofSize: 17): ascender 16.1865, descender 4.1006, line height 20.2871.
    let label = try #require(
      UIKitTextBaselines.offsets(kind: .label, font: system17, lines: 1, height: 20.5))
    #expect(abs(label.first - (16.1865 + 0.1064)) < 0.001)
    #expect(abs(label.lastFromBottom - (4.1006 + 0.1064)) < 0.001)
    // A 30-point button: the title centred.
    let button = try #require(
      UIKitTextBaselines.offsets(kind: .button, font: system17, lines: 1, height: 30))
    #expect(abs(button.first - (4.8564 + 16.1865)) < 0.001)
    // A label of two lines (numberOfLines 0) 41 points tall: first line's baseline, last line's.
    let two = try #require(UIKitTextBaselines.offsets(kind: .label, font: system17, lines: 0, height: 41))
    #expect(abs(two.first - (0.2129 + 16.1865)) < 0.001)
    #expect(abs(two.lastFromBottom - (0.2129 + 4.1006)) < 0.001)
    // Text styles by Interface Builder's names; named fonts and views without text have none.
    #expect(
      UIKitTextBaselines.systemFontSize(StoredFont(attributes: ["style": "UICTFontTextStyleSubhead"])) == 15)
    #expect(
      UIKitTextBaselines.systemFontSize(StoredFont(attributes: ["name": "Avenir-Book", "pointSize": "14"]))
        == nil)
    #expect(UIKitTextBaselines.offsets(kind: .imageView, font: system17, lines: 1, height: 20) == nil)
  }
}

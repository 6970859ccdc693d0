import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import _AutoLayoutTestSupport

@Suite(
  "What check reports on real files: the views that lack constraints, constraints that size a top-level view")
struct CheckFindingsTests {
  @Test("the views that lack constraints are found, not the views pinned inside them", .sharedData)
  func onlyTheViewsThatLackConstraints() throws {
    // JohnCoates/Aerial's videos pane (MIT; ../shared/xib-corpus/SOURCES.tsv): Xcode flags six views
    // ambiguous; boxes, labels and buttons are pinned inside or beside them. Before frames were
    // read relative to their superviews, 26 more views were reported.
    let url = corpusDirectory.appendingPathComponent("JohnCoates__Aerial__VideosViewController.xib")
    let document = try InterfaceBuilderDocument(contentsOfFile: url.path)
    func nodes(_ node: ViewNode) -> [ViewNode] { [node] + node.subviews.flatMap(nodes) }
    let flagged = Set(document.scenes.flatMap { nodes($0.root) }.filter(\.isAmbiguous).map(\.id))
    #expect(flagged.count == 6)
    var reported: Set<String> = []
    for scene in document.scenes {
      let layout = SceneLayout(
        document: document, scene: scene, options: .init(intrinsicSizesFromFrames: true))
      reported.formUnion(
        StoredFrameComparison(layout).findings.filter { $0.kind == .ambiguous }.compactMap(\.object))
    }
    #expect(reported == flagged)
  }

  @Test(
    "a xib's top-level view is sized by its content: the constraint that does it is not redundant",
    .sharedData)
  func topLevelSizedByContent() throws {
    // p0deje/Maccy's menu header (MIT; ../shared/xib-outside/SOURCES.tsv): a search field 25 high, 3 above
    // the bottom of a 28-point view whose translatesAutoresizingMaskIntoConstraints is off. Held
    // at its stored size, the field's height looked implied; at run time it sizes the header.
    let layout = try corpusLayout("Maccy__MenuHeader.xib", in: outsideCorpusDirectory)
    let comparison = StoredFrameComparison(layout)
    #expect(comparison.findings.filter { $0.kind == .redundantConstraint }.isEmpty)
    #expect(comparison.views.allSatisfy { !$0.isCompared || $0.agrees })
  }

  @Test(
    "an AppKit controller's view laid out by constraints is compared, and its size is not taken as given",
    .sharedData)
  func appKitControllerRoot() throws {
    // MonitorControl's preferences (MIT; ../shared/xib-outside/SOURCES.tsv): a grid 20 points inside the
    // controller's view (leading, trailing, top, bottom) and centred in it. The window fits the
    // view to the grid, so of leading, trailing and centring any two imply the third (one note);
    // held at its stored size, the view made two of them look implied.
    let layout = try corpusLayout("MonitorControl__MainPrefs-part.storyboard", in: outsideCorpusDirectory)
    let comparison = StoredFrameComparison(layout)
    #expect(comparison.findings.filter { $0.kind == .redundantConstraint }.count == 1)
    let root = comparison.views.first { $0.id == "COE-Oc-gZs" }
    #expect(root?.isCompared == true && root?.agrees == true)
    #expect(comparison.views.count == 28 && comparison.views.allSatisfy(\.agrees))
  }

  @Test("a UIKit controller's root laid out by constraints is compared at the screen's size", .sharedData)
  func uiKitControllerRoot() throws {
    // DuckDuckGo's browsing menu (Apache-2.0; ../shared/xib-outside/SOURCES.tsv): the controller's view has
    // translatesAutoresizingMaskIntoConstraints off, so the measure counts it; it takes the
    // iPhone 8's 375 × 667 whatever its constraints, as the file stores it.
    let layout = try corpusLayout(
      "duckduckgo__BrowsingMenuViewController.storyboard", in: outsideCorpusDirectory)
    let comparison = StoredFrameComparison(layout)
    let root = try #require(comparison.views.first { $0.id == "HSy-5d-3QF" })
    #expect(root.isCompared && root.agrees)
    #expect(root.solved == CGRect(x: 0, y: 0, width: 375, height: 667))
    // The menu hangs 10 points below the top layout guide and past the root's bottom; Xcode 14.0
    // (21208) draws the iPhone 8 without a status bar (the top layout guide at 0), so the menu
    // starts 10 points above the root, as the file stores it.
    let menu = try #require(comparison.views.first { $0.id == "ssw-57-OlQ" })
    #expect(menu.solved == CGRect(x: 100, y: -10, width: 275, height: 687))
    #expect(menu.agrees)
  }

  @Test(
    "a chain a point longer than a top-level view's stored size stretches the view instead of tying its views",
    .sharedData
  )
  func rootAbsorbsTheChain() throws {
    // HexFiend's preferences (BSD-2-Clause; ../shared/xib-corpus/SOURCES.tsv): a window's content view holds a
    // chain of 17 controls from its top to its bottom. A small two-line check box makes the
    // model's chain 2 points longer than the stored 420, and with the view held at 420 the
    // controls' equal compression resistances tied: 17 views reported ambiguous, none of which
    // Xcode flags. The window fits its content: the search holds the view's size only weakly.
    let layout = try corpusLayout("HexFiend__HexFiend__Preferences.xib")
    #expect(layout.rootSizedElsewhere === layout.root)
    let comparison = StoredFrameComparison(layout)
    #expect(comparison.findings.filter { $0.kind == .ambiguous }.isEmpty)
    // The frames are still those of the stored size: the column keeps its misplacement.
    #expect(comparison.views.first { $0.id == "eaD-tr-vco" }?.agrees == false)
  }
}

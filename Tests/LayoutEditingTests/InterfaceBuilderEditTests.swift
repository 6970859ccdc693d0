import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutEditing
import Testing
import _AutoLayoutTestSupport

/// Studio edits saved into an Interface Builder file: only what the edit changed is rewritten,
/// as Xcode writes it (fixture written by the project).
@Suite("Interface Builder files edited in place")
struct InterfaceBuilderEditTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Edt-VC-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Edit-->
            <scene sceneID="Edt-Sc-001">
                <objects>
                    <viewController id="Edt-VC-001" customClass="EditViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Edt-Vw-rot">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Edt-Vw-hdr" userLabel="Header">
                                    <rect key="frame" x="0.0" y="59" width="393" height="100"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Edt-Vw-box" userLabel="Box">
                                    <rect key="frame" x="20" y="183" width="120" height="80"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="120" id="Edt-Cn-bw1"/>
                                        <constraint firstAttribute="height" constant="80" id="Edt-Cn-bh1"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Edt-Vw-ftr" userLabel="Footer">
                                    <rect key="frame" x="20" y="287" width="353" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="Edt-Cn-fh1"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Edt-Gd-saf"/>
                            <constraints>
                                <constraint firstItem="Edt-Vw-hdr" firstAttribute="top" secondItem="Edt-Gd-saf" secondAttribute="top" id="Edt-Cn-ht1"/>
                                <constraint firstItem="Edt-Vw-hdr" firstAttribute="leading" secondItem="Edt-Vw-rot" secondAttribute="leading" id="Edt-Cn-hl1"/>
                                <constraint firstAttribute="trailing" secondItem="Edt-Vw-hdr" secondAttribute="trailing" id="Edt-Cn-hr1"/>
                                <constraint firstItem="Edt-Vw-hdr" firstAttribute="height" constant="100" id="Edt-Cn-hh1"/>
                                <constraint firstItem="Edt-Vw-box" firstAttribute="top" secondItem="Edt-Vw-hdr" secondAttribute="bottom" constant="24" id="Edt-Cn-bt1"/>
                                <constraint firstItem="Edt-Vw-box" firstAttribute="leading" secondItem="Edt-Vw-rot" secondAttribute="leading" constant="20" id="Edt-Cn-bl1"/>
                                <constraint firstItem="Edt-Vw-ftr" firstAttribute="top" secondItem="Edt-Vw-box" secondAttribute="bottom" constant="24" id="Edt-Cn-ft1"/>
                                <constraint firstItem="Edt-Vw-ftr" firstAttribute="leading" secondItem="Edt-Vw-rot" secondAttribute="leading" constant="20" id="Edt-Cn-fl1"/>
                                <constraint firstAttribute="trailing" secondItem="Edt-Vw-ftr" secondAttribute="trailing" constant="20" id="Edt-Cn-fr1"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="footer" destination="Edt-Vw-ftr" id="Edt-Ol-ftr"/>
                            <outlet property="headerHeight" destination="Edt-Cn-hh1" id="Edt-Ol-hh1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  static func open(_ text: String = storyboard) throws -> (InterfaceBuilderEdit, EditingSession) {
    let file = try InterfaceBuilderDocument(xml: text, path: "Edit.storyboard")
    let edit = try InterfaceBuilderEdit(file: file, text: text, scene: file.scenes[0])
    return (edit, try EditingSession(document: edit.document))
  }

  /// The constraint record of the file's constraint `id` (by its equation in the document).
  static func record(_ session: EditingSession, _ equation: String) throws -> ConstraintRecord {
    try #require(session.current.constraints.first { $0.spec.equation == equation }, "\(equation)")
  }

  @Test("saved unedited, the file keeps its bytes; the document names views by their labels")
  func unedited() throws {
    let (edit, session) = try Self.open()
    #expect(Set(session.current.viewNames) == ["root", "header", "box", "footer"])
    let saved = try edit.saving(session.current.document)
    #expect(saved.text == Self.storyboard)
    #expect(saved.changes.isEmpty && saved.notSaved.isEmpty)
  }

  @Test("a changed constant rewrites that attribute and the frames it moves, nothing else")
  func changedConstant() throws {
    let (edit, session) = try Self.open()
    var spec = try Self.record(session, "box.top == header.bottom + 24").spec
    spec.constant = 40
    try session.changeConstraint(id: try Self.record(session, "box.top == header.bottom + 24").id, to: spec)
    let saved = try edit.saving(session.current.document)
    var expected = Self.storyboard.replacingOccurrences(
      of: #"secondAttribute="bottom" constant="24" id="Edt-Cn-bt1"/>"#,
      with: #"secondAttribute="bottom" constant="40" id="Edt-Cn-bt1"/>"#)
    expected = expected.replacingOccurrences(
      of: #"<rect key="frame" x="20" y="183" width="120" height="80"/>"#,
      with: #"<rect key="frame" x="20" y="199" width="120" height="80"/>"#)
    expected = expected.replacingOccurrences(
      of: #"<rect key="frame" x="20" y="287" width="353" height="44"/>"#,
      with: #"<rect key="frame" x="20" y="303" width="353" height="44"/>"#)
    #expect(saved.text == expected)
    #expect(
      saved.changes.first
        == "changed constraint Edt-Cn-bt1: box.top == header.bottom + 24 → box.top == header.bottom + 40")
  }

  @Test("a new constraint goes to its holder's list in Xcode's form; the view it moves is flagged misplaced")
  func addedConstraint() throws {
    let (edit, session) = try Self.open()
    try session.perform("Add Constraint") {
      try $0.addingConstraint(
        ConstraintSpec(first: "box", .trailing, .lessThanOrEqual, second: "footer", .trailing, constant: -8))
    }
    let trailing = try Self.record(session, "root.trailing == footer.trailing + 20")
    try session.perform("Delete") { try $0.removingConstraints([trailing.id]) }
    try session.perform("Pin") {
      try $0.addingConstraint(ConstraintSpec(first: "footer", .width, constant: 200))
    }
    let saved = try edit.saving(session.current.document)
    let file = try InterfaceBuilderDocument(xml: saved.text, path: "Edit.storyboard")
    let root = file.scenes[0].root
    // The box–footer constraint is the root's (their common ancestor), the width the footer's own.
    let between = try #require(
      root.constraints.first { $0.firstAttribute == .trailing && $0.relation == .lessThanOrEqual })
    #expect(between.firstItem == "Edt-Vw-box" && between.secondItem == "Edt-Vw-ftr" && between.constant == -8)
    let footer = try #require(root.subviews.first { $0.id == "Edt-Vw-ftr" })
    let width = try #require(footer.constraints.first { $0.firstAttribute == .width })
    #expect(width.constant == 200)
    // Xcode's form: the holder is not named as first item, attributes in Xcode's order, on a
    // line of its own indented as its siblings.
    let line = try #require(saved.text.split(separator: "\n").first { $0.contains(#"constant="200""#) })
    #expect(
      line
        == "                                    <constraint firstAttribute=\"width\" constant=\"200\" id=\"\(width.id)\"/>"
    )
    let other = try #require(saved.text.split(separator: "\n").first { $0.contains("lessThanOrEqual") })
    #expect(
      other.hasSuffix(
        #"<constraint firstItem="Edt-Vw-box" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="Edt-Vw-ftr" secondAttribute="trailing" constant="-8" id="\#(between.id)"/>"#
      ))
    #expect(!saved.text.contains("Edt-Cn-fr1"))
    // The footer keeps its frame (as Interface Builder leaves it) and is now misplaced.
    #expect(footer.isMisplaced && footer.frame == CGRect(x: 20, y: 287, width: 353, height: 44))
    #expect(
      saved.text.contains(
        #"<view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Edt-Vw-ftr" userLabel="Footer">"#
      ))
    // Update Frames then clears the flag and writes the solved frame.
    try session.perform("Update Frames") { try $0.resolving(.updateFrames) }
    let updated = try edit.saving(session.current.document)
    #expect(!updated.text.contains("misplaced"))
    #expect(updated.text.contains(#"<rect key="frame" x="20" y="287" width="200" height="44"/>"#))
  }

  @Test("a deleted constraint and a deleted view go with their lines, the view's constraints and outlet")
  func deletions() throws {
    let (edit, session) = try Self.open()
    let height = try Self.record(session, "header.height == 100")
    try session.perform("Delete") { try $0.removingConstraints([height.id]) }
    var saved = try edit.saving(session.current.document)
    // The header's height is gone: its height, and the places of the views below it, are
    // ambiguous, and Xcode flags all three.
    var expected = Self.storyboard.replacingOccurrences(
      of: "\n" + String(repeating: " ", count: 28)
        + #"<constraint firstItem="Edt-Vw-hdr" firstAttribute="height" constant="100" id="Edt-Cn-hh1"/>"#,
      with: ""
    ).replacingOccurrences(
      of: "\n" + String(repeating: " ", count: 24)
        + #"<outlet property="headerHeight" destination="Edt-Cn-hh1" id="Edt-Ol-hh1"/>"#, with: "")
    // Its outlet went with it, as Xcode removes a deleted object's connections.
    for id in ["Edt-Vw-hdr", "Edt-Vw-box", "Edt-Vw-ftr"] {
      expected = expected.replacingOccurrences(
        of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)""#,
        with:
          #"<view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)""#
      )
    }
    #expect(saved.text == expected)
    try session.perform("Delete") { try $0.removingViews(["footer"]) }
    saved = try edit.saving(session.current.document)
    for gone in [
      "Edt-Vw-ftr", "Edt-Cn-ft1", "Edt-Cn-fl1", "Edt-Cn-fr1", "Edt-Cn-fh1", "Edt-Ol-ftr", "<connections>",
    ] {
      #expect(!saved.text.contains(gone), "\(gone)")
    }
    let file = try InterfaceBuilderDocument(xml: saved.text, path: "Edit.storyboard")
    #expect(file.scenes[0].root.subviews.map(\.id) == ["Edt-Vw-hdr", "Edt-Vw-box"])
    // Undoing both and saving again gives the file's own bytes.
    session.undo()
    session.undo()
    #expect(try edit.saving(session.current.document).text == Self.storyboard)
  }

  @Test("a label from the library is written as Xcode's library label, at its place, with its constraints")
  func addedLabel() throws {
    let (edit, session) = try Self.open()
    try session.perform("Add Label") {
      try $0.addingView(.label, to: "root", at: CGPoint(x: 40, y: 400)).document
    }
    let name = try #require(
      session.current.viewNames.first { !["root", "header", "box", "footer"].contains($0) })
    try session.perform("Pin") { try $0.pinning([name], PinOptions(top: 16, leading: 20)) }
    let saved = try edit.saving(session.current.document)
    let file = try InterfaceBuilderDocument(xml: saved.text, path: "Edit.storyboard")
    let label = try #require(file.scenes[0].root.subviews.last)
    #expect(label.kind == .label)
    #expect(
      saved.text.contains(
        #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251""#
      ))
    #expect(saved.text.contains(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
    #expect(file.scenes[0].root.constraints.filter { $0.firstItem == label.id }.count == 2)
    // The file reads back and lays out: the label sits where the canvas showed it.
    let layout = SceneLayout(
      document: file, scene: file.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    let comparison = StoredFrameComparison(layout)
    #expect(comparison.views.filter { $0.isCompared && !$0.agrees }.map(\.id).isEmpty)
  }

  @Test("Embed in Stack moves the views into a new stack view, re-indented; the file reads back in place")
  func embedded() throws {
    let (edit, session) = try Self.open()
    try session.perform("Embed") { try $0.embeddingInStack(["box", "footer"]) }
    let saved = try edit.saving(session.current.document)
    let file = try InterfaceBuilderDocument(xml: saved.text, path: "Edit.storyboard")
    let stack = try #require(file.scenes[0].root.subviews.first { $0.kind == .stackView })
    #expect(stack.subviews.map(\.id) == ["Edt-Vw-box", "Edt-Vw-ftr"])
    // The moved views keep their own constraints, indented four spaces deeper.
    #expect(
      saved.text.contains(
        "\n" + String(repeating: " ", count: 44)
          + #"<constraint firstAttribute="width" constant="120" id="Edt-Cn-bw1"/>"#))
    #expect(!saved.text.contains("Edt-Cn-ft1"))
    let layout = SceneLayout(
      document: file, scene: file.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    let comparison = StoredFrameComparison(layout)
    let disagreeing = comparison.views.filter { $0.isCompared && !$0.agrees }.map(\.id)
    #expect(disagreeing.isEmpty, "\(disagreeing)")
    session.undo()
    #expect(try edit.saving(session.current.document).text == Self.storyboard)
  }

  @Test("Unembed moves the stack's views back out before the stack goes, with their own constraints")
  func unembedded() throws {
    let (edit, session) = try Self.open()
    try session.perform("Embed") { try $0.embeddingInStack(["box", "footer"]) }
    let embedded = try edit.saving(session.current.document).text
    let file = try InterfaceBuilderDocument(xml: embedded, path: "Edit.storyboard")
    let reopened = try InterfaceBuilderEdit(file: file, text: embedded, scene: file.scenes[0])
    let again = try EditingSession(document: reopened.document)
    let stack = try #require(again.current.viewNames.first { again.current.view(named: $0) is StackView })
    try again.perform("Unembed") { try $0.unembedding(stack) }
    let saved = try reopened.saving(again.current.document)
    let back = try InterfaceBuilderDocument(xml: saved.text, path: "Edit.storyboard")
    #expect(back.scenes[0].root.subviews.map(\.id) == ["Edt-Vw-hdr", "Edt-Vw-box", "Edt-Vw-ftr"])
    #expect(!saved.text.contains("<stackView"))
    // The views' own constraints came out with them, indented as before.
    #expect(
      saved.text.contains(
        "\n" + String(repeating: " ", count: 36)
          + #"<constraint firstAttribute="width" constant="120" id="Edt-Cn-bw1"/>"#))
    // The stack's constraints went with it: the two views have no position now, and are flagged.
    let flagged = back.scenes[0].root.subviews.filter(\.isAmbiguous).map(\.id)
    #expect(flagged == ["Edt-Vw-box", "Edt-Vw-ftr"])
  }

  @Test("the inspectors' attributes are written where Xcode writes them")
  func attributes() throws {
    let (edit, session) = try Self.open()
    try session.perform("Attributes") {
      try $0.settingAttributes(ViewAttributes(hidden: true, hugging: [251, 250]), of: "box")
    }
    let saved = try edit.saving(session.current.document)
    #expect(
      saved.text.contains(
        #"<view contentMode="scaleToFill" hidden="YES" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Edt-Vw-box" userLabel="Box">"#
      ))
  }

  @Test("a priority changed and the items swapped keep the constraint's id and place")
  func priorityAndSwap() throws {
    let (edit, session) = try Self.open()
    let leading = try Self.record(session, "box.leading == root.leading + 20")
    var spec = leading.spec
    spec.priority = 750
    try session.changeConstraint(id: leading.id, to: spec)
    let swapped = try Self.record(session, "box.leading == root.leading + 20 @750")
    try session.perform("Swap") { try $0.replacingConstraint(id: swapped.id, with: swapped.spec.swapped) }
    let saved = try edit.saving(session.current.document)
    // The holder (the root) is now the first item: Xcode leaves it out.
    #expect(
      saved.text
        == Self.storyboard.replacingOccurrences(
          of:
            #"<constraint firstItem="Edt-Vw-box" firstAttribute="leading" secondItem="Edt-Vw-rot" secondAttribute="leading" constant="20" id="Edt-Cn-bl1"/>"#,
          with:
            #"<constraint firstAttribute="leading" secondItem="Edt-Vw-box" secondAttribute="leading" priority="750" constant="-20" id="Edt-Cn-bl1"/>"#
        ))
  }

  @Test(
    "Clear Constraints and Reset to Suggested Constraints: the file's constraints replaced, the views kept")
  func resetToSuggested() throws {
    let (edit, session) = try Self.open()
    try session.perform("Clear") { try $0.resolving(.clearConstraints) }
    let cleared = try edit.saving(session.current.document)
    #expect(!cleared.text.contains("<constraint "))
    #expect(!cleared.text.contains("<constraints>"))
    try session.perform("Reset") { try $0.resolving(.resetToSuggestedConstraints) }
    let reset = try edit.saving(session.current.document)
    let file = try InterfaceBuilderDocument(xml: reset.text, path: "Edit.storyboard")
    let constraints = file.scenes[0].root.allViews.flatMap(\.constraints)
    #expect(constraints.count >= 12, "\(constraints.count)")
    // Every view stays where it was drawn, now placed by the suggested constraints.
    let layout = SceneLayout(
      document: file, scene: file.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    let results = StoredFrameComparison(layout).views.filter(\.isCompared)
    #expect(results.count == 3 && results.allSatisfy(\.agrees), "\(results.map(\.id))")
    #expect(!reset.text.contains("misplaced") && !reset.text.contains("ambiguous"))
  }

  static let appKitXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <customView id="Mac-Vw-rot" userLabel="Pane">
                <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="Mac-Vw-box" userLabel="Box">
                        <rect key="frame" x="20" y="202" width="100" height="50"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="Mac-Vw-bar" userLabel="Bar">
                                <rect key="frame" x="0.0" y="30" width="100" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="10" id="Mac-Cn-rh1"/>
                                </constraints>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="Mac-Cn-bw1"/>
                            <constraint firstAttribute="height" constant="50" id="Mac-Cn-bh1"/>
                            <constraint firstItem="Mac-Vw-bar" firstAttribute="top" secondItem="Mac-Vw-box" secondAttribute="top" constant="10" id="Mac-Cn-rt1"/>
                            <constraint firstItem="Mac-Vw-bar" firstAttribute="leading" secondItem="Mac-Vw-box" secondAttribute="leading" id="Mac-Cn-rl1"/>
                            <constraint firstAttribute="trailing" secondItem="Mac-Vw-bar" secondAttribute="trailing" id="Mac-Cn-rr1"/>
                        </constraints>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="Mac-Vw-box" firstAttribute="top" secondItem="Mac-Vw-rot" secondAttribute="top" constant="20" id="Mac-Cn-bt1"/>
                    <constraint firstItem="Mac-Vw-box" firstAttribute="leading" secondItem="Mac-Vw-rot" secondAttribute="leading" constant="20" id="Mac-Cn-bl1"/>
                </constraints>
            </customView>
        </objects>
    </document>

    """

  @Test("AppKit: a taller view's y, and its subviews', are counted from the bottom as AppKit stores them")
  func appKitFrames() throws {
    let file = try InterfaceBuilderDocument(xml: Self.appKitXib, path: "Pane.xib")
    let edit = try InterfaceBuilderEdit(file: file, text: Self.appKitXib, scene: file.scenes[0])
    let session = try EditingSession(document: edit.document)
    #expect(try edit.saving(session.current.document).text == Self.appKitXib)
    let height = try Self.record(session, "box.height == 50")
    var spec = height.spec
    spec.constant = 80
    try session.changeConstraint(id: height.id, to: spec)
    let saved = try edit.saving(session.current.document)
    // The box grows downwards from its top 20 points below the pane's top: its bottom is 172 from
    // the pane's bottom; the bar, 10 below the box's top, is 60 from the box's bottom.
    let expected = Self.appKitXib.replacingOccurrences(
      of: #"<rect key="frame" x="20" y="202" width="100" height="50"/>"#,
      with: #"<rect key="frame" x="20" y="172" width="100" height="80"/>"#
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="30" width="100" height="10"/>"#,
      with: #"<rect key="frame" x="0.0" y="60" width="100" height="10"/>"#
    ).replacingOccurrences(
      of: #"<constraint firstAttribute="height" constant="50" id="Mac-Cn-bh1"/>"#,
      with: #"<constraint firstAttribute="height" constant="80" id="Mac-Cn-bh1"/>"#)
    #expect(saved.text == expected)
    #expect(saved.notSaved.isEmpty, "\(saved.notSaved)")
  }
}

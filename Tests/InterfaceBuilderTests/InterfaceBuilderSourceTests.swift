import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import _AutoLayoutTestSupport

/// Writing Interface Builder files back: unedited, the same bytes; edited, only what changed.
@Suite("Interface Builder source: byte-exact writing")
struct InterfaceBuilderSourceTests {
  /// A storyboard written for this test in Xcode's layout: a badge pinned 24 points below a
  /// header, stored 16 points too low, and a caption Xcode flagged misplaced.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Fix-VC-001">
        <device id="retina6_5" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Fix & Check-->
            <scene sceneID="Fix-Sc-001">
                <objects>
                    <viewController id="Fix-VC-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Fix-Vw-rot">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-Vw-hdr" userLabel="Header">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-Vw-bdg" userLabel="Badge &amp; count">
                                    <rect key="frame" x="20" y="140" width="124.33333333333333" height="80"/>
                                </view>
                                <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-Vw-cap" userLabel="Caption">
                                    <rect key="frame" x="20" y="300" width="374" height="44"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Fix-Vw-hdr" firstAttribute="top" secondItem="Fix-Vw-rot" secondAttribute="top" id="Fix-Cn-ht1"/>
                                <constraint firstItem="Fix-Vw-hdr" firstAttribute="leading" secondItem="Fix-Vw-rot" secondAttribute="leading" id="Fix-Cn-hl1"/>
                                <constraint firstItem="Fix-Vw-hdr" firstAttribute="trailing" secondItem="Fix-Vw-rot" secondAttribute="trailing" id="Fix-Cn-hr1"/>
                                <constraint firstItem="Fix-Vw-hdr" firstAttribute="height" constant="100" id="Fix-Cn-hh1"/>
                                <constraint firstItem="Fix-Vw-bdg" firstAttribute="top" secondItem="Fix-Vw-hdr" secondAttribute="bottom" constant="24" id="Fix-Cn-bt1"/>
                                <constraint firstItem="Fix-Vw-bdg" firstAttribute="leading" secondItem="Fix-Vw-rot" secondAttribute="leading" constant="20" id="Fix-Cn-bl1"/>
                                <constraint firstItem="Fix-Vw-bdg" firstAttribute="width" secondItem="Fix-Vw-rot" secondAttribute="width" multiplier="0.3" id="Fix-Cn-bw1"/>
                                <constraint firstItem="Fix-Vw-bdg" firstAttribute="height" constant="80" id="Fix-Cn-bh1"/>
                                <constraint firstItem="Fix-Vw-cap" firstAttribute="top" secondItem="Fix-Vw-bdg" secondAttribute="bottom" constant="16" id="Fix-Cn-ct1"/>
                                <constraint firstItem="Fix-Vw-cap" firstAttribute="leading" secondItem="Fix-Vw-rot" secondAttribute="leading" constant="20" id="Fix-Cn-cl1"/>
                                <constraint firstItem="Fix-Vw-cap" firstAttribute="trailing" secondItem="Fix-Vw-rot" secondAttribute="trailing" constant="-20" id="Fix-Cn-cr1"/>
                                <constraint firstItem="Fix-Vw-cap" firstAttribute="height" constant="44" id="Fix-Cn-ch1"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  @Test("unedited, the source writes the same bytes; attribute values read with entities expanded")
  func roundTrip() throws {
    let source = try InterfaceBuilderSource(text: Self.storyboard)
    #expect(source.text == Self.storyboard)
    let badge = try #require(source.element(id: "Fix-Vw-bdg"))
    #expect(source.elements[badge]["userLabel"] == "Badge & count")
    #expect(source.elements[badge].line == 16)
    #expect(source.children(of: badge).map { source.elements[$0].name } == ["rect"])
  }

  @Test("an edit changes that value only; a removed flag takes its space; a new value is escaped")
  func plantedEdits() throws {
    var source = try InterfaceBuilderSource(text: Self.storyboard)
    let caption = try #require(source.element(id: "Fix-Vw-cap"))
    source.removeAttribute("misplaced", in: caption)
    source.setAttribute("userLabel", "Caption <new>", in: caption)
    let rect = try #require(source.children(of: caption).first)
    source.setAttribute("y", "240", in: rect)
    source.setAttribute("x", "20", in: rect)  // the value it has: no change
    let expected = Self.storyboard
      .replacingOccurrences(
        of:
          #"<view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-Vw-cap" userLabel="Caption">"#,
        with:
          #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-Vw-cap" userLabel="Caption &lt;new&gt;">"#
      )
      .replacingOccurrences(
        of: #"<rect key="frame" x="20" y="300" width="374" height="44"/>"#,
        with: #"<rect key="frame" x="20" y="240" width="374" height="44"/>"#)
    #expect(source.text == expected)
  }

  @Test("numbers as Xcode writes them: 0.0, whole numbers bare, others with 17 significant digits")
  func numbers() {
    #expect(InterfaceBuilderSource.number(0) == "0.0")
    #expect(InterfaceBuilderSource.number(16) == "16")
    #expect(InterfaceBuilderSource.number(-8) == "-8")
    #expect(InterfaceBuilderSource.number(20.5) == "20.5")
    #expect(InterfaceBuilderSource.number(1030.0 / 3) == "343.33333333333331")
    #expect(InterfaceBuilderSource.number(0.33) == "0.33000000000000002")
    // Attribute values: entities for markup and double quotes, character references for breaks.
    #expect(InterfaceBuilderSource.escape("Tom & \"Jerry\"\n's") == "Tom &amp; &quot;Jerry&quot;&#10;'s")
  }

  @Test("update frames: the proven misplaced badge moves to 124; the flagged caption only when asked")
  func updateFrames() throws {
    let document = try InterfaceBuilderDocument(xml: Self.storyboard, path: "Fix.storyboard")
    var source = try InterfaceBuilderSource(text: Self.storyboard)
    let update = FrameUpdate(document: document, source: source, options: .init())
    #expect(update.changes.map(\.id) == ["Fix-Vw-bdg"])
    #expect(update.changes.first?.to == CGRect(x: 20, y: 124, width: 124.33333333333333, height: 80))
    #expect(update.skipped.map(\.id) == ["Fix-Vw-cap"])
    #expect(update.skipped.first?.reason.contains("Xcode flags it misplaced") == true)
    update.apply(to: &source)
    // One value changed in the whole file: the badge's y (the width, 0.3 × 414 on the @3x grid of
    // an iPhone XS Max, is as stored: 124.33333333333333).
    #expect(
      source.text
        == Self.storyboard.replacingOccurrences(
          of: #"x="20" y="140" width="124.33333333333333""#,
          with: #"x="20" y="124" width="124.33333333333333""#))

    let all = FrameUpdate(document: document, source: source, options: .init(includeModelDependent: true))
    var both = try InterfaceBuilderSource(text: Self.storyboard)
    all.apply(to: &both)
    #expect(all.changes.map(\.id) == ["Fix-Vw-bdg", "Fix-Vw-cap"])
    #expect(all.changes.last?.isModelDependent == true)
    #expect(
      both.text.contains(
        #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-Vw-cap" userLabel="Caption">"#
      ))
    #expect(both.text.contains(#"<rect key="frame" x="20" y="220" width="374" height="44"/>"#))
    // Updated, the file checks clean: every view where its constraints put it.
    let fixed = try InterfaceBuilderDocument(xml: both.text, path: "Fix.storyboard")
    let report = StoredFrameComparison(SceneLayout(document: fixed, scene: fixed.scenes[0]))
    #expect(report.viewsCompared == 3 && report.viewsAgreeing == 3)
    #expect(FrameUpdate(document: fixed, source: both, options: .init()).changes.isEmpty)
  }

  @Test("update constants: the badge's top constraint becomes 40; the flagged caption's only when asked")
  func updateConstants() throws {
    let document = try InterfaceBuilderDocument(xml: Self.storyboard, path: "Fix.storyboard")
    var source = try InterfaceBuilderSource(text: Self.storyboard)
    let update = ConstantUpdate(document: document, source: source, options: .init())
    // The badge is stored at 140, 40 below the header's bottom (100): the constant follows.
    let change = try #require(update.changes.first)
    #expect(update.changes.count == 1)
    #expect(change.id == "Fix-Cn-bt1" && change.line == 28 && change.from == 24 && change.to == 40)
    #expect(change.views == ["Fix-Vw-bdg"])
    update.apply(to: &source)
    #expect(
      source.text
        == Self.storyboard.replacingOccurrences(
          of: #"secondAttribute="bottom" constant="24" id="Fix-Cn-bt1""#,
          with: #"secondAttribute="bottom" constant="40" id="Fix-Cn-bt1""#))
    // Every view now sits at its stored frame.
    let updated = try InterfaceBuilderDocument(xml: source.text, path: "Fix.storyboard")
    let report = StoredFrameComparison(
      SceneLayout(document: updated, scene: updated.scenes[0], options: .init(intrinsicSizesFromFrames: true))
    )
    let compared = report.views.filter(\.isCompared)
    #expect(!compared.isEmpty && compared.allSatisfy { $0.agrees })

    // With the flagged caption: its top constraint to the badge (16) becomes 300 − 220 = 80 and
    // its flag goes (without it, the caption's stored frame is not trusted to change a constant).
    var both = try InterfaceBuilderSource(text: Self.storyboard)
    let all = ConstantUpdate(document: document, source: both, options: .init(includeModelDependent: true))
    #expect(all.changes.map(\.id) == ["Fix-Cn-bt1", "Fix-Cn-ct1"])
    #expect(all.changes.last?.to == 80)
    all.apply(to: &both)
    #expect(!both.text.contains("misplaced"))
  }

  @Test("a constant of 0 is left out, and a new one goes after the attributes Xcode writes before it")
  func constantAttribute() throws {
    let xml = Self.storyboard
      .replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="414" height="100"/>"#,
        with: #"<rect key="frame" x="0.0" y="8" width="414" height="100"/>"#)
    let document = try InterfaceBuilderDocument(xml: xml, path: "Fix.storyboard")
    var source = try InterfaceBuilderSource(text: xml)
    // The header stored 8 down: its top constraint (no constant) gets 8 after secondAttribute.
    let update = ConstantUpdate(document: document, source: source, options: .init(views: ["Fix-Vw-hdr"]))
    #expect(update.changes.map(\.id) == ["Fix-Cn-ht1"])
    update.apply(to: &source)
    #expect(
      source.text.contains(
        #"<constraint firstItem="Fix-Vw-hdr" firstAttribute="top" secondItem="Fix-Vw-rot" secondAttribute="top" constant="8" id="Fix-Cn-ht1"/>"#
      ))
  }

  @Test("a constraint added goes in its holder's list at the place its id sorts to, on its own line")
  func addConstraint() throws {
    var source = try InterfaceBuilderSource(text: Self.storyboard)
    let root = try #require(source.element(id: "Fix-Vw-rot"))
    let added = source.addConstraint(
      [
        ("id", "Fix-Cn-bb1"), ("constant", "8"), ("secondAttribute", "bottom"), ("firstItem", "Fix-Vw-cap"),
        ("firstAttribute", "top"), ("secondItem", "Fix-Vw-bdg"), ("relation", "greaterThanOrEqual"),
      ], to: root)
    #expect(source.elements[added]["id"] == "Fix-Cn-bb1")
    // This file's list is not in id order (Xcode's are): the new id sorts before the first.
    let indent = String(repeating: " ", count: 28)
    let line =
      indent
      + #"<constraint firstItem="Fix-Vw-cap" firstAttribute="top" relation="greaterThanOrEqual" secondItem="Fix-Vw-bdg" secondAttribute="bottom" constant="8" id="Fix-Cn-bb1"/>"#
    let ht1 = indent + #"<constraint firstItem="Fix-Vw-hdr" firstAttribute="top""#
    #expect(source.text == Self.storyboard.replacingOccurrences(of: ht1, with: line + "\n" + ht1))
    // The file reads back with the constraint, and removing it gives the original bytes.
    let document = try InterfaceBuilderDocument(xml: source.text, path: "Fix.storyboard")
    #expect(
      document.scenes[0].root.constraints.contains {
        $0.id == "Fix-Cn-bb1" && $0.relation == .greaterThanOrEqual
      })
    source.removeElement(added)
    #expect(source.text == Self.storyboard)
  }

  @Test(
    "a view without constraints gets a <constraints> list as its last child; removing its one constraint removes it"
  )
  func newConstraintList() throws {
    var source = try InterfaceBuilderSource(text: Self.storyboard)
    let header = try #require(source.element(id: "Fix-Vw-hdr"))
    let id = source.newID()
    #expect(id.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil)
    #expect(source.newID() == id)  // the same file, the same id
    let added = source.addConstraint(
      [("firstAttribute", "width"), ("constant", "414"), ("id", id)], to: header)
    let rect = #"<rect key="frame" x="0.0" y="0.0" width="414" height="100"/>"#
    let indent = String(repeating: " ", count: 32)
    #expect(
      source.text
        == Self.storyboard.replacingOccurrences(
          of: rect,
          with: rect + "\n" + indent + "<constraints>\n" + indent + "    "
            + #"<constraint firstAttribute="width" constant="414" id="\#(id)"/>"# + "\n" + indent
            + "</constraints>"))
    #expect(source.children(of: header).map { source.elements[$0].name } == ["rect", "constraints"])
    #expect(source.newID() != id)
    source.removeElement(added)
    #expect(source.text == Self.storyboard)
    #expect(source.children(of: header).map { source.elements[$0].name } == ["rect"])
  }

  @Test(
    "an attribute set by Xcode's order goes after the last present one before it, else before the first after it"
  )
  func attributeOrder() throws {
    var source = try InterfaceBuilderSource(text: Self.storyboard)
    let width = try #require(source.element(id: "Fix-Cn-hh1"))
    let order = InterfaceBuilderSource.constraintAttributeOrder
    source.removeAttribute("firstItem", in: width)
    source.setAttribute("relation", "greaterThanOrEqual", in: width, order: order)
    source.setAttribute("firstItem", "Fix-Vw-hdr", in: width, order: order)
    source.setAttribute("priority", "750", in: width, order: order)
    #expect(
      source.text.contains(
        #"<constraint firstItem="Fix-Vw-hdr" firstAttribute="height" relation="greaterThanOrEqual" priority="750" constant="100" id="Fix-Cn-hh1"/>"#
      ))
  }

  @Test("--view and --scene narrow the update")
  func narrowing() throws {
    let document = try InterfaceBuilderDocument(xml: Self.storyboard, path: "Fix.storyboard")
    let source = try InterfaceBuilderSource(text: Self.storyboard)
    let onlyCaption = FrameUpdate(
      document: document, source: source, options: .init(views: ["Fix-Vw-cap"], includeModelDependent: true))
    #expect(onlyCaption.changes.map(\.id) == ["Fix-Vw-cap"])
    let otherScene = FrameUpdate(document: document, source: source, options: .init(scenes: ["nope"]))
    #expect(otherScene.changes.isEmpty && otherScene.skipped.isEmpty)
  }
}

/// The writer on the public sets (`../shared`, never copied in).
@Suite("Interface Builder source on the public sets", .serialized)
struct InterfaceBuilderSourceSharedTests {
  @Test(
    "every file of the four public sets writes back byte for byte",
    .enabled(if: SharedData.isEnabled, SharedData.skipReason),
    arguments: SharedData.Set.allCases)
  func roundTrip(set: SharedData.Set) throws {
    var files = 0
    for url in try SharedData.interfaceBuilderFiles(set) {
      let data = try Data(contentsOf: url)
      let text = String(decoding: data, as: UTF8.self)
      let source = try InterfaceBuilderSource(text: text)
      #expect(Data(source.text.utf8) == data, "\(url.lastPathComponent)")
      files += 1
    }
    #expect(files > 0)
  }

  @Test(
    "Xcode's number format: every frame value of the public sets is written back as stored",
    .enabled(if: SharedData.isEnabled, SharedData.skipReason))
  func numberFormat() throws {
    var values = 0
    var mismatches: [String] = []
    // Not `xib-outside`: its files were trimmed by a tool that rewrote them (one writes `0` for
    // `0.0`), so their numbers are not all Xcode's.
    for set in SharedData.Set.allCases where set != .outside {
      for url in try SharedData.interfaceBuilderFiles(set) {
        let source = try InterfaceBuilderSource(
          text: String(decoding: try Data(contentsOf: url), as: UTF8.self))
        for element in source.elements where element.name == "rect" && element["key"] == "frame" {
          for attribute in element.attributes where ["x", "y", "width", "height"].contains(attribute.name) {
            guard let value = Double(attribute.rawValue) else { continue }
            values += 1
            let written = InterfaceBuilderSource.number(value)
            if written != attribute.rawValue, mismatches.count < 20 {
              mismatches.append("\(url.lastPathComponent): \(attribute.rawValue) → \(written)")
            }
          }
        }
      }
    }
    #expect(values > 10_000)
    #expect(mismatches.isEmpty, "\(mismatches)")
  }
}

extension InterfaceBuilderSourceSharedTests {
  @Test(
    "update frames on every file: each view it moves then agrees, and the file still reads",
    .enabled(if: SharedData.isEnabled, SharedData.skipReason),
    arguments: [SharedData.Set.samples, .corpus, .outside])
  func updateEveryFile(set: SharedData.Set) throws {
    var moved = 0
    var stillDisagreeing: [String] = []
    for url in try SharedData.interfaceBuilderFiles(set) {
      let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      guard let document = try? InterfaceBuilderDocument(xml: text, path: url.path) else { continue }
      var source = try InterfaceBuilderSource(text: text)
      let update = FrameUpdate(document: document, source: source, options: .init())
      guard !update.changes.isEmpty else { continue }
      update.apply(to: &source)
      let fixed = try InterfaceBuilderDocument(xml: source.text, path: url.path)
      let changed = Set(update.changes.map(\.id))
      for scene in fixed.scenes {
        let report = StoredFrameComparison(
          SceneLayout(document: fixed, scene: scene, options: .init(intrinsicSizesFromFrames: true)))
        for view in report.views where changed.contains(view.id) {
          moved += 1
          if !view.agrees { stillDisagreeing.append("\(url.lastPathComponent) \(view.id)") }
        }
      }
    }
    #expect(stillDisagreeing.isEmpty, "\(stillDisagreeing.prefix(10))")
    print("\(set.rawValue): update frames moved \(moved) views")
  }

  @Test(
    "a stored frame moved in a clean file and reported misplaced is put back byte for byte",
    .enabled(if: SharedData.isEnabled, SharedData.skipReason))
  func restoresMovedFrames() throws {
    var moves = 0
    var proven = 0
    var restored = 0
    var notRestored: [String] = []
    var constantsUpdated = 0
    var constantsNotHolding: [String] = []
    for url in try SharedData.interfaceBuilderFiles(.corpus) where moves < 60 {
      let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      guard let document = try? InterfaceBuilderDocument(xml: text, path: url.path), document.isSavedClean
      else { continue }
      // Views of scenes where every compared view agrees and nothing contradicts Xcode.
      var candidates: [String] = []
      for scene in document.scenes {
        let report = StoredFrameComparison(
          SceneLayout(document: document, scene: scene, options: .init(intrinsicSizesFromFrames: true)))
        let compared = report.views.filter(\.isCompared)
        guard !compared.isEmpty, compared.allSatisfy(\.agrees),
          !report.findings.contains(where: \.contradictsXcode)
        else { continue }
        candidates += compared.map(\.id).filter(Set(document.countedViewIDs).contains)
      }
      guard let id = candidates.sorted().dropFirst(candidates.count / 2).first else { continue }
      var source = try InterfaceBuilderSource(text: text)
      guard let view = source.element(id: id),
        let rect = source.children(of: view).first(where: {
          source.elements[$0].name == "rect" && source.elements[$0]["key"] == "frame"
        }),
        let x = source.elements[rect]["x"].flatMap(Double.init)
      else { continue }
      source.setAttribute("x", InterfaceBuilderSource.number(x + 7), in: rect)
      let movedText = source.text
      moves += 1
      let moved = try InterfaceBuilderDocument(xml: movedText, path: url.path)
      let update = FrameUpdate(document: moved, source: source, options: .init(views: [id]))
      guard update.changes.map(\.id) == [id] else { continue }
      proven += 1
      // The other fix of the same move: the constants follow the moved frame, and then it agrees.
      var constantsSource = source
      let constants = ConstantUpdate(document: moved, source: constantsSource, options: .init(views: [id]))
      if !constants.changes.isEmpty {
        constantsUpdated += 1
        constants.apply(to: &constantsSource)
        let updated = try InterfaceBuilderDocument(xml: constantsSource.text, path: url.path)
        let agrees = updated.scenes.flatMap { scene in
          StoredFrameComparison(
            SceneLayout(document: updated, scene: scene, options: .init(intrinsicSizesFromFrames: true))
          ).views.filter { $0.id == id }.map(\.agrees)
        }
        if agrees != [true] { constantsNotHolding.append("\(url.lastPathComponent) \(id)") }
      }
      update.apply(to: &source)
      if source.text == text {
        restored += 1
      } else {
        notRestored.append("\(url.lastPathComponent) \(id)")
      }
    }
    #expect(moves >= 40)
    // Most moves are proven by the file's own constraints; each proven one is put back exactly.
    #expect(proven * 2 >= moves, "proven \(proven) of \(moves)")
    #expect(notRestored.isEmpty, "\(notRestored)")
    #expect(restored == proven)
    #expect(constantsNotHolding.isEmpty, "\(constantsNotHolding)")
    #expect(constantsUpdated * 2 >= proven, "constants updated for \(constantsUpdated) of \(proven)")
    print(
      "moved \(moves) stored frames; proven \(proven); put back byte for byte \(restored); "
        + "constants updated instead \(constantsUpdated)")
  }
}

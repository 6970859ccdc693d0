import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutEditing
import Testing
import _AutoLayoutTestSupport

/// An Interface Builder scene exported as a layout document lays out as the scene does.
@Suite("Interface Builder scenes as layout documents")
struct InterfaceBuilderExportTests {
  @Test("every example scene: the document's frames are the scene's, and it is no more ambiguous")
  func frames() throws {
    // Every view below a root: Login 7, ProfileCell 4 (its content view and 3), PreferencesPane 4,
    // Misplaced 3 (its ambiguous caption too: the export keeps the scene's own frames).
    let compared = try Self.exportedFrames(
      in: repositoryRoot.appendingPathComponent("Examples/interface-builder"))
    #expect(compared == 18, "\(compared)")
  }

  @Test("every public sample scene (../shared/xib-samples) exports to the same frames", .sharedData)
  func sampleFrames() throws {
    #expect(try Self.exportedFrames(in: SharedData.directory(.samples)) > 100)
  }

  /// Exports every scene of the IB files in `folder` and compares frames; returns how many views
  /// were compared.
  static func exportedFrames(in folder: URL) throws -> Int {
    var compared = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
      let file = try InterfaceBuilderDocument(contentsOfFile: folder.appendingPathComponent(name).path)
      for scene in file.scenes where !scene.root.subviews.isEmpty {
        let layout = SceneLayout(document: file, scene: scene, options: .init(intrinsicSizesFromFrames: true))
        layout.window.layoutIfNeeded()
        let (document, omitted) = LayoutDocument.exporting(layout, path: name + ".layout.yaml")
        let editable = try EditableScene(document: document)
        // The views in the same depth-first order on both sides.
        func subtree(_ view: View) -> [View] { view.subviews.flatMap { [$0] + subtree($0) } }
        let original = subtree(layout.root)
        let exported = editable.viewNames.dropFirst().compactMap { editable.view(named: $0) }
        #expect(original.count == exported.count, "\(name)")
        if omitted == 0 {
          for (a, b) in zip(original, exported) {
            let off = [
              a.frame.minX - b.frame.minX, a.frame.minY - b.frame.minY, a.frame.width - b.frame.width,
              a.frame.height - b.frame.height,
            ]
            // Within a pixel: a centre exactly between two pixels (x.25 at 2x) may snap either way
            // once the same layout is solved in another order.
            #expect(
              off.allSatisfy { abs($0) <= 0.5 }, "\(name): \(b.layoutName ?? "?") \(b.frame) vs \(a.frame)")
            compared += 1
          }
        }
        let before = layout.window.ambiguousLayouts().count
        let after = editable.scene.window.ambiguousLayouts().count
        #expect(after <= before, "\(name): \(after) ambiguous views, the scene has \(before)")
      }
    }
    return compared
  }

  @Test("an NSStackView's gravity areas are exported as each arranged view's gravity")
  func gravityAreas() throws {
    func box(_ id: String, _ width: Int) -> String {
      """
      <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"><rect key="frame" x="0" y="0" width="\(width)" height="20"/>
      <constraints><constraint firstAttribute="width" constant="\(width)" id="\(id)w"/><constraint firstAttribute="height" constant="20" id="\(id)h"/></constraints></customView>
      """
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22113.3" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
          <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
            <subviews>
              <stackView orientation="horizontal" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0" y="20" width="300" height="20"/>
                <beginningViews>\(box("back", 40))</beginningViews>
                <endViews>\(box("done", 50))</endViews>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
              <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t"/>
              <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="p"/>
            </constraints>
          </customView>
        </objects>
      </document>
      """
    let file = try InterfaceBuilderDocument(xml: xml, path: "bar.xib")
    let layout = SceneLayout(document: file, scene: file.scenes[0])
    let (document, _) = LayoutDocument.exporting(layout, path: "bar.layout.yaml")
    let stack = try #require(document.views.first { $0.stack != nil })
    #expect(stack.stack?.distribution == .gravityAreas)
    #expect(stack.arranged.map(\.gravity) == [nil, .trailing])
    let scene = try document.makeScene()
    #expect(scene.views.compactMap { $0.view.superview is StackView ? $0.view.frame.minX : nil } == [0, 250])
  }
}

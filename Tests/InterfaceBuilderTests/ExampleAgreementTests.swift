import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import _AutoLayoutTestSupport

/// The project's own Interface Builder examples (Examples/interface-builder/README.md).
let examplesDirectory = SharedData.packageRoot.appendingPathComponent("Examples/interface-builder")

@Suite("The project's own Interface Builder examples")
struct ExampleAgreementTests {
  func layout(_ name: String, rightToLeft: Bool = false) throws -> SceneLayout {
    let document = try InterfaceBuilderDocument(
      contentsOfFile: examplesDirectory.appendingPathComponent(name).path)
    return SceneLayout(
      document: document, scene: document.scenes[0],
      options: .init(intrinsicSizesFromFrames: true, rightToLeft: rightToLeft))
  }

  @Test("the login scene: a stack view on the safe area of an iPhone 12, every stored frame agrees")
  func login() throws {
    let layout = try layout("Login.storyboard")
    #expect(layout.root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(layout.view(withID: "Lgn-Sv-frm")?.frame == CGRect(x: 24, y: 111, width: 342, height: 220))
    // The arranged views: 34 + 16 + 44 + 16 + 44 + 16 + 50 = 220.
    #expect(layout.view(withID: "Lgn-Bt-sgn")?.frame == CGRect(x: 0, y: 170, width: 342, height: 50))
    #expect(layout.view(withID: "Lgn-Lb-ftr")?.frame == CGRect(x: 87, y: 773, width: 216, height: 21))
    let report = StoredFrameComparison(layout)
    #expect(report.viewsCompared == 7 && report.viewsAgreeing == 7)
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
  }

  @Test("the profile cell: views on its content view's margins, mirrored in RTL")
  func profileCell() throws {
    let ltr = try layout("ProfileCell.xib")
    #expect(ltr.view(withID: "Prf-Iv-avt")?.frame == CGRect(x: 20, y: 14, width: 44, height: 44))
    #expect(ltr.view(withID: "Prf-Lb-nam")?.frame == CGRect(x: 76, y: 11, width: 294, height: 21))
    let report = StoredFrameComparison(ltr)
    #expect(report.viewsCompared == 4 && report.viewsAgreeing == 4)
    let rtl = try layout("ProfileCell.xib", rightToLeft: true)
    #expect(rtl.view(withID: "Prf-Iv-avt")?.frame == CGRect(x: 326, y: 14, width: 44, height: 44))
    #expect(rtl.view(withID: "Prf-Lb-nam")?.frame == CGRect(x: 20, y: 11, width: 294, height: 21))
  }

  @Test("the AppKit preferences pane: a label on a pop-up's baseline, check boxes under it")
  func preferencesPane() throws {
    let layout = try layout("PreferencesPane.xib")
    #expect(layout.document.platform == .macOS)
    let report = StoredFrameComparison(layout)
    #expect(report.viewsCompared == 4 && report.viewsAgreeing == 4, "\(report.views.map(\.solved))")
  }

  @Test("the misplaced example: a stale badge and an ambiguous caption are found")
  func misplaced() throws {
    let layout = try layout("Misplaced.storyboard")
    let report = StoredFrameComparison(layout)
    #expect(report.viewsCompared == 3 && report.viewsAgreeing == 1)
    let kinds = report.findings.map(\.kind)
    #expect(kinds.contains(.ambiguous) && kinds.contains(.staleFrames) && kinds.contains(.misplaced))
    let badge = try #require(report.views.first { $0.id == "Mis-Vw-bdg" })
    #expect(badge.stored == CGRect(x: 147.5, y: 180, width: 80, height: 80))
    #expect(badge.solved == CGRect(x: 147.5, y: 164, width: 80, height: 80))
  }

  @Test("CI runs with the public sets of ../shared beside the checkout")
  func sharedPresentUnderCI() {
    #expect(
      SharedData.isPresent || !SharedData.isCI,
      "\(SharedData.root.path) is absent: CI=true needs the public Interface Builder sets there")
  }
}

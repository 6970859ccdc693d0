import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("autolayout check over devices, directions and text sizes")
struct CheckSweepTests {
  /// A file of the repository's Examples folder.
  func example(_ path: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/\(path)").path
  }

  @Test("a clean document: one line naming the environments, exit 0")
  func clean() throws {
    let card = example("documents/card.layout.yaml")
    let run = try runAutolayout(["check", card, "--devices", "all", "--directions", "both"])
    #expect(run.status == 0)
    #expect(
      run.output
        == "\(card): ok (16 environments: iphone-se, iphone-se rtl, iphone-15, iphone-15 rtl, "
        + "iphone-15-pro-max, iphone-15-pro-max rtl, iphone-se-landscape, iphone-se-landscape rtl, "
        + "iphone-15-landscape, iphone-15-landscape rtl, iphone-15-pro-max-landscape, "
        + "iphone-15-pro-max-landscape rtl, ipad-portrait, ipad-portrait rtl, ipad-landscape, "
        + "ipad-landscape rtl)\n")
  }

  @Test("a conflict on the narrow devices only: reported once, with where it occurs")
  func conflictOnPhonesOnly() throws {
    // Two 50-point views, 8-point gaps and a label of at least 400 points between the margins need
    // 8 + 50 + 8 + 400 + 8 + 50 + 8 = 532 points: more than a phone's 375–430 in portrait, less
    // than its 667–932 in landscape (less the landscape safe area: 852 - 2 × 59) and than 1180.
    let file = example("documents/seed003-conflict.layout.yaml")
    let run = try runAutolayout(["check", file, "--devices", "iphone,ipad-landscape"])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    // The conflict, and the two views it pushes beyond the screen (label 400 wide from x = 66).
    #expect(lines.count == 3)
    // The conflict in plain English, as `explain` says it, each sentence with where it was made.
    #expect(lines[0].hasPrefix("\(file): unsatisfiable: these cannot all hold — 1. "))
    #expect(lines[0].contains("; 5. the width of label should be at least 400 points (\(file):10:23); "))
    #expect(
      lines[0].contains(
        "; broken: the trailing margin of root should line up with the trailing edge of right (\(file):10:51) —"
      ))
    #expect(!lines[0].contains("<LayoutConstraint"))
    // The three iPhones in portrait, said as the group they make.
    #expect(lines.allSatisfy { $0.hasSuffix("— on every iPhone in portrait only (3 of 7)") })
    #expect(
      lines[1].hasPrefix(
        "\(file): off-screen: label reaches beyond the screen: frame (66, 20, 400, 20) in a 375 × 667 root"))
    #expect(lines[2].hasPrefix("\(file): off-screen: right reaches beyond the screen:"))
    let json = try runAutolayout(["check", file, "--devices", "iphone-se,ipad-landscape", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["environments"] as? [String] == ["iphone-se", "ipad-landscape"])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["kind"] as? String } == ["unsatisfiable", "off-screen", "off-screen"])
    #expect(findings.allSatisfy { $0["environments"] as? [String] == ["iphone-se"] })
  }

  @Test("text sizes: a finding at some sizes names them")
  func textSizes() throws {
    let file = example("documents/text-profile.layout.yaml")
    let run = try runAutolayout([
      "check", file, "--devices", "iphone-se", "--content-sizes", "large,accessibilityExtraExtraExtraLarge",
    ])
    // The largest accessibility size makes the labels too wide for the phone: a compression
    // resistance tie between avatar and title, subtitle's position follows, the title is clipped
    // and two labels reach beyond the screen.
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "ambiguous: subtitle: Need constraints for: X position — at accessibilityExtraExtraExtraLarge only (1 of 2)"
      ))
    #expect(
      run.output.components(separatedBy: "— at accessibilityExtraExtraExtraLarge only (1 of 2)").count == 8)
    #expect(
      run.output.contains(
        "\(file): overlap: title overlaps subtitle by 303 × 38 — at accessibilityExtraExtraExtraLarge only (1 of 2)"
      ))
    #expect(run.output.contains("\(file): clipped-text: title needs "))
    #expect(run.output.contains("\(file): off-screen: subtitle reaches beyond the screen"))
    #expect(!run.output.contains("in all 2 environments"))
  }

  @Test("bad sweep options exit 2 with the reason")
  func badOptions() throws {
    let card = example("documents/card.layout.yaml")
    let unknown = try runAutolayout(["check", card, "--devices", "iphone-3g"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("--devices: unknown device 'iphone-3g'; expected all, iphone, ipad"))
    let both = try runAutolayout(["check", card, "--devices", "all", "--device", "iphone-se"])
    #expect(both.status == 2)
    #expect(both.error.contains("--devices replaces --device"))
    let direction = try runAutolayout(["check", card, "--directions", "up"])
    #expect(direction.status == 2)
    #expect(direction.error.contains("--directions up: expected ltr, rtl or both"))
    let sizes = try runAutolayout(["check", card, "--content-sizes", "huge"])
    #expect(sizes.status == 2)
    #expect(sizes.error.contains("--content-sizes: unknown text size 'huge'"))
    let storyboard = example("interface-builder/Login.storyboard")
    let textSizes = try runAutolayout(["check", storyboard, "--content-sizes", "all"])
    #expect(textSizes.status == 2)
    #expect(textSizes.error.contains("--content-sizes applies to layout documents"))
    let xcodeID = try runAutolayout(["check", storyboard, "--devices", "iphone-se"])
    #expect(xcodeID.status == 2)
    #expect(
      xcodeID.error.contains(
        "unknown Interface Builder device 'iphone-se'; expected all, iphone, ipad or Xcode ids"))
    let orientation = try runAutolayout(["check", card, "--orientations", "sideways", "--devices", "iphone"])
    #expect(orientation.status == 2)
    #expect(orientation.error.contains("--orientations sideways: expected portrait, landscape or both"))
  }

  @Test("orientations turn a document's devices: iPhones in landscape fit the conflicting row")
  func orientations() throws {
    let file = example("documents/seed003-conflict.layout.yaml")
    let run = try runAutolayout(["check", file, "--devices", "iphone-se,iphone-15", "--orientations", "both"])
    #expect(run.status == 1)
    #expect(run.output.hasSuffix("— on every iPhone in portrait only (2 of 4)\n"))
    let landscape = try runAutolayout(["check", file, "--devices", "iphone", "--orientations", "landscape"])
    #expect(landscape.status == 0)
    #expect(
      landscape.output.hasSuffix(
        "ok (3 environments: iphone-se-landscape, iphone-15-landscape, iphone-15-pro-max-landscape)\n"))
  }

  @Test(
    "an Interface Builder file over Xcode devices: a conflict on every screen but the 667-point one it was drawn on",
    .sharedData
  )
  func interfaceBuilder() throws {
    // Firebase's messaging sample (Apache-2.0; ../shared/xib-corpus, its SOURCES.tsv): a label
    // centred in its root and also chained at fixed distances to the bottom layout guide holds
    // only at the height the file was drawn at (an iPhone 8's, retina4_7).
    let storyboard = try SharedData.file(.corpus, "firebase__quickstart-ios__messaging__Main.storyboard").path
    let run = try runAutolayout(["check", storyboard, "--devices", "retina4_0,retina4_7,ipad12_9"])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").filter { $0.contains(": unsatisfiable: ") }
    #expect(lines.count == 1)
    #expect(
      lines.first?.contains("scene tne-QT-ifu: unsatisfiable: these cannot all hold — 1. ") == true)
    #expect(lines.first?.contains("broken: the vertical centre of S9T-hp-Ka1 should") == true)
    #expect(lines.first?.hasSuffix("— on retina4_0, ipad12_9 only (2 of 3)") == true)
    // DuckDuckGo's home row fits the phones it was drawn for, in both directions (a misplacement
    // counts only where the frames were stored) …
    let homeRow = try SharedData.file(.samples, "duckduckgo__iOS__HomeRow.storyboard").path
    let clean = try runAutolayout([
      "check", homeRow, "--devices", "retina4_7,iPhone14_6_1", "--directions", "both", "--json",
    ])
    #expect(clean.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(clean.output.utf8)) as? [String: Any])
    #expect(
      object["environments"] as? [String] == [
        "retina4_7", "retina4_7 rtl", "iPhone14_6_1", "iPhone14_6_1 rtl",
      ])
    // Nothing: implied constraints are looked for where the file was drawn (an iPhone SE), which
    // these devices are not.
    #expect((object["findings"] as? [Any])?.isEmpty == true)
    // … but turned to landscape (667 × 375) four of its views leave the screen.
    let turned = try runAutolayout(["check", homeRow, "--devices", "retina4_7", "--orientations", "both"])
    #expect(turned.status == 1)
    let turnedLines = turned.output.split(separator: "\n")
    let offScreen = turnedLines.filter { $0.contains(": off-screen: ") }
    #expect(offScreen.count == 4)
    #expect(offScreen.allSatisfy { $0.hasSuffix("in a 667 × 375 root — in landscape only (1 of 2)") })
    #expect(
      offScreen.first?.hasSuffix(
        "scene Mbn-6e-RDk: off-screen: view (WkQ-rU-dTC) reaches beyond the screen: frame (185.5, 114, 296, 340) in a "
          + "667 × 375 root — in landscape only (1 of 2)") == true)
    // Two of them, apart in portrait, meet in landscape.
    #expect(
      turnedLines.filter { $0.contains(": overlap: ") } == [
        "\(homeRow): scene Mbn-6e-RDk: overlap: button 'Got It' (DBH-J5-aEO) overlaps imageView (d03-4C-y95) by 100 × 3 — in landscape only (1 of 2)"
      ])
    #expect(turnedLines.filter { !$0.contains(": redundant-constraint: ") }.count == 5)
  }
}

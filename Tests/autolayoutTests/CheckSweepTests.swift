import Foundation
import Testing

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
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("\(file): unsatisfiable: broke <LayoutConstraint root.trailingMargin") == true)
    #expect(lines.first?.hasSuffix("— on iphone-se, iphone-15, iphone-15-pro-max only (3 of 7)") == true)
    let json = try runAutolayout(["check", file, "--devices", "iphone-se,ipad-landscape", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["environments"] as? [String] == ["iphone-se", "ipad-landscape"])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(findings.first?["kind"] as? String == "unsatisfiable")
    #expect(findings.first?["environments"] as? [String] == ["iphone-se"])
  }

  @Test("text sizes: a finding at some sizes names them")
  func textSizes() throws {
    let file = example("documents/text-profile.layout.yaml")
    let run = try runAutolayout([
      "check", file, "--devices", "iphone-se", "--content-sizes", "large,accessibilityExtraExtraExtraLarge",
    ])
    // The largest accessibility size makes the labels too wide for the phone: a compression
    // resistance tie between avatar and title, and subtitle's position follows.
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "ambiguous: subtitle: Need constraints for: X position — at accessibilityExtraExtraExtraLarge only (1 of 2)"
      ))
    #expect(
      run.output.components(separatedBy: "— at accessibilityExtraExtraExtraLarge only (1 of 2)").count == 4)
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
    let storyboard = example("interface-builder/Ramotion__folding-cell__Main.storyboard")
    let interfaceBuilder = try runAutolayout(["check", storyboard, "--devices", "all"])
    #expect(interfaceBuilder.status == 2)
    #expect(interfaceBuilder.error.contains("sweep layout documents"))
  }
}

import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("autolayout diff: two versions of a layout, pictures and a summary")
struct DiffCommandTests {
  let directory = ScratchDirectory("autolayout-diff")

  /// The test's scratch directory with `files` written into it.
  func scratch(_ files: [String: String]) throws -> URL {
    for (name, text) in files { try directory.write(text, to: name) }
    return directory.url
  }

  static let card = """
    canvas: { width: 320, height: 200 }
    views:
      - name: avatar
      - { name: title, label: { text: "Jane", size: [120, 21] } }
    constraints:
      - "H:|-16-[avatar(40)]-8-[title]"
      - "V:|-20-[avatar(40)]"
      - "title.centerY == avatar.centerY"
    """

  /// The project's review example (Examples/review/README.md).
  static let sample = repositoryRoot.appendingPathComponent("Examples/review/Profile-before.storyboard")

  @Test("documents: views moved, resized and added, a constant changed; exit 1; Markdown on standard output")
  func documents() throws {
    let changed =
      Self.card
      .replacingOccurrences(of: "[avatar(40)]-8-[title]", with: "[avatar(48)]-12-[title]")
      .replacingOccurrences(of: "V:|-20-[avatar(40)]", with: "V:|-20-[avatar(48)]")
      + "\n  - \"H:|-16-[badge(10)]\"\n  - \"V:[avatar]-4-[badge(10)]\"\n"
    let added = changed.replacingOccurrences(
      of: "  - { name: title", with: "  - name: badge\n  - { name: title")
    let directory = try scratch(["old.layout.yaml": Self.card, "new.layout.yaml": added])
    let result = try runAutolayout(
      ["diff", "old.layout.yaml", "new.layout.yaml", "-o", "page.html"], in: directory)
    #expect(result.status == 1, "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("1 of 1 layouts changed."), "\(result.output)")
    #expect(lines.contains("- changed view `avatar`: size 40 × 40 → 48 × 48"), "\(result.output)")
    #expect(lines.contains("- changed view `title`: moved (64, 29.5) → (76, 33.5)"), "\(result.output)")
    #expect(lines.contains("- added view `badge`"), "\(result.output)")
    #expect(lines.contains("- changed constraint `title.leading == avatar.trailing + 12`: constant 8 → 12"))
    #expect(lines.contains("- added constraint `badge.top == avatar.bottom + 4`"), "\(result.output)")
    // The page: both pictures inline, the added view outlined in green on the new one.
    let page = try String(contentsOf: directory.appendingPathComponent("page.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.components(separatedBy: "<svg").count - 1 == 2)
    #expect(!page.contains("<?xml"))
    #expect(page.contains("id=\"added:badge\"") && page.contains("stroke=\"#1f9d55\""))
    #expect(page.contains("id=\"changed:avatar\""))
  }

  @Test("the same file twice: no change, exit 0")
  func unchanged() throws {
    let directory = try scratch(["a.layout.yaml": Self.card, "b.layout.yaml": Self.card])
    let result = try runAutolayout(["diff", "a.layout.yaml", "b.layout.yaml"], in: directory)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("No layout changed."))
  }

  @Test(
    "storyboards: scenes by id, views by IB id and named as the outline names them, constraints by what they relate"
  )
  func storyboards() throws {
    let old = try String(contentsOf: Self.sample, encoding: .utf8)
    let new = old.replacingOccurrences(
      of: #"secondAttribute="bottom" constant="8" id="Pro-Cn-nt1""#,
      with: #"secondAttribute="bottom" constant="20" id="Pro-Cn-nt1""#)
    #expect(new != old)
    let directory = try scratch(["Old.storyboard": old, "New.storyboard": new])
    let result = try runAutolayout(
      ["diff", "Old.storyboard", "New.storyboard", "--markdown", "summary.md"], in: directory)
    #expect(result.status == 1, "\(result.error)")
    #expect(result.output.isEmpty)
    let summary = try String(contentsOf: directory.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(
      summary.contains("### New.storyboard — scene Pro-Sc-001 (ProfileViewController)"), "\(summary)")
    // The name and the button under it move 12 points down; the stored frames are not read.
    #expect(summary.contains("- changed view `Name (Pro-Lb-nam)`: moved (24, 175) → (24, 187)"), "\(summary)")
    #expect(
      summary.contains("- changed view `Edit Profile (Pro-Bt-edt)`: moved (145, 215) → (145, 227)"),
      "\(summary)")
    #expect(
      summary.contains(
        "- changed constraint `Name (Pro-Lb-nam).top == Picture (Pro-Iv-pic).bottom + 20`: constant 8 → 20"))
  }

  @Test("--git REV and A..B: every changed layout file of a repository, added ones included")
  func git() throws {
    let directory = try scratch(["card.layout.yaml": Self.card, "README": "x"])
    func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
      process.currentDirectoryURL = directory
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments)")
    }
    try git("init", "-q")
    try git("add", ".")
    try git("commit", "-q", "-m", "one")
    try Self.card.replacingOccurrences(of: "V:|-20-", with: "V:|-30-").write(
      to: directory.appendingPathComponent("card.layout.yaml"), atomically: true, encoding: .utf8)
    try Self.card.write(
      to: directory.appendingPathComponent("second.layout.yaml"), atomically: true, encoding: .utf8)
    // The working tree against HEAD: the changed document (the new one is not tracked yet).
    let working = try runAutolayout(["diff", "--git", "HEAD"], in: directory)
    #expect(working.status == 1, "\(working.error)")
    #expect(working.output.contains("### card.layout.yaml"), "\(working.output)")
    #expect(working.output.contains("`: constant 20 → 30"), "\(working.output)")
    #expect(!working.output.contains("second.layout.yaml"), "\(working.output)")
    try git("add", ".")
    try git("commit", "-q", "-m", "two")
    let range = try runAutolayout(["diff", "--git", "HEAD~1..HEAD"], in: directory)
    #expect(range.status == 1, "\(range.error)")
    #expect(range.output.contains("2 of 2 layouts changed."), "\(range.output)")
    #expect(range.output.contains("### second.layout.yaml\n\nnew"), "\(range.output)")
    let none = try runAutolayout(["diff", "--git", "HEAD"], in: directory)
    #expect(none.status == 0, "\(none.error)")
    // A moved folder: its files renamed, one unchanged and one edited — not removed and added.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Screens"), withIntermediateDirectories: true)
    try git("mv", "card.layout.yaml", "Screens/card.layout.yaml")
    try git("mv", "second.layout.yaml", "Screens/second.layout.yaml")
    try Self.card.replacingOccurrences(of: "V:|-20-", with: "V:|-24-").write(
      to: directory.appendingPathComponent("Screens/second.layout.yaml"), atomically: true, encoding: .utf8)
    try git("add", ".")
    try git("commit", "-q", "-m", "three")
    let moved = try runAutolayout(["diff", "--git", "HEAD~1..HEAD"], in: directory)
    #expect(moved.status == 1, "\(moved.error)")
    #expect(moved.output.contains("1 of 2 layouts changed."), "\(moved.output)")
    #expect(
      moved.output.contains("### Screens/second.layout.yaml (renamed from second.layout.yaml)"),
      "\(moved.output)")
    #expect(moved.output.contains("`: constant 20 → 24"), "\(moved.output)")
    #expect(!moved.output.contains("\nnew\n") && !moved.output.contains("\nremoved\n"), "\(moved.output)")
  }

  @Test("bad input: exit 2 with what and where")
  func badInput() throws {
    let directory = try scratch(["a.layout.yaml": Self.card, "b.layout.yaml": "views: [\n"])
    let one = try runAutolayout(["diff", "a.layout.yaml"], in: directory)
    #expect(one.status == 2)
    #expect(one.error.contains("give the old and the new version"))
    let broken = try runAutolayout(["diff", "a.layout.yaml", "b.layout.yaml"], in: directory)
    #expect(broken.status == 2)
    #expect(broken.error.contains("b.layout.yaml:"), "\(broken.error)")
    let mixed = try runAutolayout(["diff", "a.layout.yaml", Self.sample.path], in: directory)
    #expect(mixed.status == 2)
    #expect(mixed.error.contains("compare an Interface Builder file with another"))
    let page = try runAutolayout(["diff", "a.layout.yaml", "a.layout.yaml", "-o", "page.svg"], in: directory)
    #expect(page.status == 2)
    #expect(page.error.contains("-o page.svg: the page's name ends in .html"))
    let revision = try runAutolayout(["diff", "--git", "no-such-revision"], in: directory)
    #expect(revision.status == 2)
    #expect(revision.error.contains("--git"))
  }
}

import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("autolayout solve and check")
struct DocumentCommandTests {
  /// The repository's Examples/documents folder.
  var examples: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/documents")
  }

  let scratch = ScratchDirectory("autolayout-document")

  func temporary(_ text: String, name: String) throws -> String {
    try scratch.write(text, to: name).path
  }

  @Test("solve prints every frame; --json the contract's object; --rtl mirrors")
  func solve() throws {
    let card = examples.appendingPathComponent("card.layout.yaml").path
    let text = try runAutolayout(["solve", card])
    #expect(text.status == 0)
    #expect(text.output.hasPrefix("card: 8 28 359 150\navatar: 16 16 48 48\ntitle: 72 29.5 271 21\n"))
    let json = try runAutolayout(["solve", card, "--json", "--rtl"])
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.first?["name"] as? String == "card")
    #expect(views.first { $0["name"] as? String == "avatar" }?["frame"] as? [Double] == [295, 16, 48, 48])
    #expect((object["issues"] as? [Any])?.isEmpty == true)
    let device = try runAutolayout(["solve", card, "--device", "iphone-15"])
    #expect(device.output.hasPrefix("card: 8 67 377 150\n"))
  }

  @Test("--without-placeholders solves the run-time layout: placeholder lines left out")
  func withoutPlaceholders() throws {
    let file = try temporary(
      """
      canvas: { width: 320, height: 480 }
      views:
        - name: box
      constraints:
        - "H:|[box]"
        - "V:|[box(20)]"
        - { constraint: "box.width == 100", placeholder: true }
      """, name: "placeholder.layout.yaml")
    let design = try runAutolayout(["solve", file])
    #expect(design.status == 0)
    #expect(design.output == "box: 0 0 100 20\n")
    // At run time nothing sets the width: `check` finds the ambiguity the placeholder covered.
    let runtime = try runAutolayout(["check", file, "--without-placeholders"])
    #expect(runtime.status == 1)
    #expect(runtime.output.contains("box"), "\(runtime.output)")
    #expect(try runAutolayout(["check", file]).status == 0)
  }

  @Test(
    "solve --bench prints one JSON line of timings: read, scene, first layout, frames, the same system raw, relayouts"
  )
  func solveBench() throws {
    let card = examples.appendingPathComponent("card.layout.yaml").path
    let result = try runAutolayout(["solve", card, "--bench"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["views"] as? Int == 7)
    for key in [
      "read_ms", "scene_ms", "first_layout_ms", "frames_ms", "first_relayout_ms", "relayout_ms",
      "relayout_min_ms", "same_system_make_ms", "same_system_build_ms", "same_system_read_ms",
      "same_system_edit_us",
    ] {
      let value = try #require(object[key] as? Double, "\(key) missing")
      #expect(value >= 0 && value.isFinite)
    }
    #expect((object["first_layout_ms"] as? Double ?? 0) <= (object["scene_ms"] as? Double ?? 0))
    #expect((object["relayout_min_ms"] as? Double ?? 1) <= (object["relayout_ms"] as? Double ?? 0))
    // The raw solver's build of the engine's own system: at least the four variables' worth of
    // the seven views' constraints (59 with the window's, the system's and the guides').
    #expect(object["same_system_constraints"] as? Int == 59)
    // --relayouts: how many are timed; the first is reported apart, so at least two.
    #expect(try runAutolayout(["solve", card, "--bench", "--relayouts", "5"]).status == 0)
    let tooFew = try runAutolayout(["solve", card, "--bench", "--relayouts", "1"])
    #expect(tooFew.status == 2)
    #expect(tooFew.error.contains("--relayouts must be at least 2"), "\(tooFew.error)")
  }

  @Test(
    "a command line that does not parse is bad input: ArgumentParser's message and usage, exit status 2",
    arguments: [
      (["solve", "card.layout.yaml", "--widht", "3"], "Unknown option '--widht'. Did you mean '--width'?"),
      (["solve", "card.layout.yaml", "--width", "abc"], "The value 'abc' is invalid for '--width <width>'"),
      (["vfl"], "Missing expected argument '<format>'"),
      (["frobnicate"], "Unexpected argument 'frobnicate'"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try runAutolayout(arguments)
    #expect(result.status == 2)
    #expect(result.error.contains("Error: \(message)"), "\(result.error)")
    #expect(result.error.contains("Usage: autolayout"))
    #expect(result.output.isEmpty)
  }

  @Test("check: 0 when clean, 1 with issues, 2 for bad input with file:line:column")
  func check() throws {
    let card = examples.appendingPathComponent("card.layout.yaml").path
    #expect(try runAutolayout(["check", card]).status == 0)
    let ambiguous = try temporary(
      "version: 1\nviews:\n  - { name: a }\nconstraints:\n  - \"a.width == 10\"\n",
      name: "ambiguous.layout.yaml")
    let solved = try runAutolayout(["solve", ambiguous, "--json"])
    #expect(solved.status == 0)
    #expect(solved.output.hasSuffix("\"issues\": []}\n"), "solve runs no ambiguity probe unless asked")
    let asked = try runAutolayout(["solve", ambiguous, "--json", "--check-ambiguity"])
    #expect(asked.output.contains("ambiguous: a: Need constraints for: X position, Y position, height"))
    let found = try runAutolayout(["check", ambiguous, "--json"])
    #expect(found.status == 1)
    #expect(
      found.output.contains(
        "\"issues\": [\"ambiguous: a: Need constraints for: X position, Y position, height\"]"))
    let bad = try temporary("version: 1\nviews:\n  - { name: a, widht: 3 }\n", name: "bad.layout.yaml")
    let failed = try runAutolayout(["check", bad, card])
    #expect(failed.status == 2)
    #expect(
      failed.error.contains(
        "bad.layout.yaml:3:16: unknown key 'widht' in a view\n  - { name: a, widht: 3 }\n               ^\nhint: known keys:"
      ))
    #expect(failed.error.contains("[2/2] "))
    let unknownDevice = try runAutolayout(["solve", card, "--device", "phone"])
    #expect(unknownDevice.status == 2)
    #expect(unknownDevice.error.contains("--device phone: unknown device"))
  }
}

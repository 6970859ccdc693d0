import Foundation
import Testing
import _AutoLayoutTestSupport

/// The command line measures labels with real fonts (DejaVu Sans through FreeType + HarfBuzz).
@Suite("autolayout with measured text")
struct TextCommandTests {
  let scratch = ScratchDirectory("autolayout-text")

  func temporary(_ text: String, name: String) throws -> String {
    try scratch.write(text, to: name).path
  }

  @Test("a label's frame is its measured text: \"Hello, world\" at 17 points is 100.705 → 101 wide")
  func measuredLabel() throws {
    let file = try temporary(
      """
      version: 1
      canvas: { width: 320, height: 480 }
      views:
        - { name: greeting, label: { text: "Hello, world", fontSize: 17 } }
      constraints:
        - "greeting.leading == root.leading + 10"
        - "greeting.top == root.top + 10"
      """, name: "hello.layout.yaml")
    let solved = try runAutolayout(["solve", file])
    #expect(solved.status == 0)
    // 100.705078125 rounded up to the 0.5-point grid; the line height 19.789… up to 20.
    #expect(solved.output == "greeting: 10 10 101 20\n")
  }

  @Test("Dynamic Type: --content-size grows the text-styled labels of the text-profile example")
  func dynamicType() throws {
    let file = repositoryRoot.appendingPathComponent("Examples/documents/text-profile.layout.yaml").path
    let large = try runAutolayout(["solve", file])
    let bigger = try runAutolayout(["solve", file, "--content-size", "accessibilityMedium"])
    #expect(large.status == 0 && bigger.status == 0)
    #expect(large.output.contains("title: 64 42 148 20\n"))
    #expect(large.output.contains("body: 8 96 359 59.5\n"))  // three lines of 17-point body text
    #expect(bigger.output.contains("title: 64 32 243.5 33\n"))
    #expect(bigger.output.contains("body: 8 96 359 130.5\n"))  // 28-point body text, more lines
  }

  @Test("bad text input: unknown style, lines below 0, style with fontSize: exit 2 with line:column")
  func badInput() throws {
    let style = try temporary(
      "version: 1\nviews:\n  - { name: t, label: { text: Hi, style: huge } }\n", name: "style.layout.yaml")
    let unknown = try runAutolayout(["solve", style])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("style.layout.yaml:3:42: unknown text style 'huge'"))
    #expect(unknown.error.contains("hint: styles: largeTitle, title1, title2, title3, headline, body"))
    let lines = try temporary(
      "version: 1\nviews:\n  - { name: t, label: { text: Hi, lines: -1 } }\n", name: "lines.layout.yaml")
    let negative = try runAutolayout(["solve", lines])
    #expect(negative.status == 2)
    #expect(
      negative.error.contains(
        "lines.layout.yaml:3:42: lines: -1 is out of range: a line count must be in [0, 100000]"))
    let both = try temporary(
      "version: 1\nviews:\n  - { name: t, label: { text: Hi, style: body, fontSize: 20 } }\n",
      name: "both.layout.yaml")
    let clash = try runAutolayout(["solve", both])
    #expect(clash.status == 2)
    #expect(clash.error.contains("a text style sets its own size"))
  }
}

import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("autolayout explain: a console log's conflicts, rebuilt and explained")
struct ExplainCommandTests {
  let scratch = ScratchDirectory("explain")

  static let logs = repositoryRoot.appendingPathComponent("Tests/ConflictLogsTests/Logs")

  func log(_ name: String) -> String { Self.logs.appendingPathComponent(name).path }

  @Test("a file: the minimal set in words, what UIKit broke, who made what; exit 0")
  func file() throws {
    let result = try runAutolayout(["explain", log("02-cell-encapsulated-height.log")])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines[0].hasSuffix(
        "02-cell-encapsulated-height.log:1: Unable to simultaneously satisfy constraints — 6 listed, 5 in the minimal conflicting set"
      ))
    // 11 + 30 + 11 + 11 points in a 44-point cell leave the button −19 points: its own 44-point
    // height is not needed for the conflict, since no view's height goes below 0.
    #expect(
      lines.contains(
        "  Together they need a negative size — the height of UIButton 'Track' — and a view's width and height never go below 0."
      ))
    #expect(
      lines.contains { $0.hasPrefix("  - the height of UIButton 'Track' should be 44 points  [line 10]") })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "  1. the top edge of UILabel 'Order #1042' should be 11 points below the top edge of UITableViewCellContentView 0x"
        )
      })
    #expect(
      lines.contains {
        $0.contains("'UIView-Encapsulated-Layout-Height': the height of UITableViewCellContentView 0x")
          && $0.hasSuffix("should be 44 points (UIKit: container-imposed size)  [line 12]")
      })
    #expect(lines.contains { $0.hasPrefix("UIKit broke: the bottom edge of UITableViewCellContentView 0x") })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "What to do: the container sets this size: lower the priority of one of your constraints")
      })
  }

  @Test("standard input, two reports; -o page.html with the explanation and a picture per report")
  func standardInputAndPage() throws {
    let directory = scratch.url
    let process = Process()
    process.executableURL = Bundle.main.bundleURL.appendingPathComponent("autolayout")
    process.arguments = ["explain", "-", "-o", "conflict.html"]
    process.currentDirectoryURL = directory
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(
      try Data(contentsOf: Self.logs.appendingPathComponent("22-two-reports.log")))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.components(separatedBy: "Unable to simultaneously satisfy constraints").count - 1 == 2)
    #expect(text.hasPrefix("<stdin>:1: "))
    let page = try String(contentsOf: directory.appendingPathComponent("conflict.html"), encoding: .utf8)
    #expect(page.components(separatedBy: "<svg").count - 1 == 2)
    #expect(page.contains("the height of UIView 0x"))
  }

  @Test("an SVG picture of the rebuilt views with the conflicting constraints in red")
  func picture() throws {
    let directory = scratch.url
    let result = try runAutolayout(["explain", log("15-aspect-ratio.log"), "-o", "ratio.svg"], in: directory)
    #expect(result.status == 0, "\(result.error)")
    let svg = try String(contentsOf: directory.appendingPathComponent("ratio.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("UIImageView 0x"))
    #expect(svg.contains("#e5322d"))
  }

  @Test("bad input: exit 2 with file, line, column and a caret")
  func badInput() throws {
    let directory = scratch.url
    try """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x1 UIView:0x7f1.width === 4   (active)>"
    )
    """.write(to: directory.appendingPathComponent("bad.log"), atomically: true, encoding: .utf8)
    let bad = try runAutolayout(["explain", "bad.log"], in: directory)
    #expect(bad.status == 2)
    #expect(bad.error.hasPrefix("bad.log:3:"), "\(bad.error)")
    #expect(
      bad.error.contains("expected a number or a view or layout guide") || bad.error.contains("^"),
      "\(bad.error)")
    try "just a line".write(
      to: directory.appendingPathComponent("none.log"), atomically: true, encoding: .utf8)
    let none = try runAutolayout(["explain", "none.log"], in: directory)
    #expect(none.status == 2)
    #expect(none.error.contains("no \"Unable to simultaneously satisfy constraints.\" report"))
    // A list a web page emptied: said so on standard output, exit 2.
    let emptied = try runAutolayout(["explain", log("unreadable/emptied-by-web-page.log")], in: directory)
    #expect(emptied.status == 2)
    #expect(emptied.output.contains("Nothing in this report could be read"), "\(emptied.output)")
    let missing = try runAutolayout(["explain", "missing.log"], in: directory)
    #expect(missing.status == 2 && missing.error.contains("missing.log: cannot read the file"))
    let name = try runAutolayout(["explain", log("15-aspect-ratio.log"), "-o", "x.pdf"], in: directory)
    #expect(
      name.status == 2 && name.error.contains("-o x.pdf: the picture's name ends in .svg, .png or .html"))
  }
}

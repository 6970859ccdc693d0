import Foundation
import Testing
import _AutoLayoutTestSupport

/// `autolayout port` from the command line: the report, the files written, the exit statuses.
@Suite("autolayout port")
struct PortCommandTests {
  let scratch = ScratchDirectory("port-command")

  static let view = """
    import UIKit

    final class BadgeView: UIView {
      @objc func tapped() {}
      func setUp() {
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
      }
    }

    """

  @Test("a folder ported to -o: the report lists each change; a second run finds nothing to change")
  func portFolder() throws {
    let input = try scratch.write(Self.view, to: "App/Views/BadgeView.swift").deletingLastPathComponent()
      .deletingLastPathComponent()
    _ = try scratch.write("import Foundation\nlet x = 1\n", to: "App/Model.swift")
    let output = scratch.url.appendingPathComponent("Ported")
    let run = try runAutolayout(["port", input.path, "-o", output.path])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") } == [
        "BadgeView.swift:1:1: import: import UIKit → import UIKitCompat",
        "BadgeView.swift:4:3: attribute: @objc → (removed)",
        "BadgeView.swift:6:71: selector: #selector(tapped) → BadgeView.tapped",
      ])
    #expect(run.error.contains("port: 2 files, 1 changed, 3 rewrites, 0 left for a hand edit"))
    let ported = try String(
      contentsOf: output.appendingPathComponent("Views/BadgeView.swift"), encoding: .utf8)
    #expect(ported.contains("  func tapped() {}\n"))
    #expect(ported.contains("action: BadgeView.tapped))\n"))
    // The unchanged file is written too, so that the folder builds as a whole.
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Model.swift").path))
    let again = try runAutolayout(["port", output.path, "--dry-run"])
    #expect(again.status == 0 && again.output.isEmpty)
    #expect(again.error.contains("0 changed, 0 rewrites"))
  }

  @Test("--dry-run writes nothing; a place left for a hand edit exits 1; --in-place rewrites")
  func dryRunAndNotes() throws {
    let file = try scratch.write(
      "import UIKit\nclass Clock {\n  func go() { perform(#selector(go)) }\n}\n", to: "Clock.swift")
    let dry = try runAutolayout(["port", file.path, "--dry-run"])
    #expect(dry.status == 1)
    #expect(dry.output.contains("Clock.swift:3:23: left: #selector(go) in perform(…)"))
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("import UIKit\n"))
    let inPlace = try runAutolayout(["port", file.path, "--in-place"])
    #expect(inPlace.status == 1)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("import UIKitCompat\n"))
  }

  @Test("bad input exits 2: a syntax error with its line, column and caret; no destination; a missing file")
  func badInput() throws {
    let broken = try scratch.write("import UIKit\nclass A {\n  func f( {\n", to: "Broken.swift")
    let syntax = try runAutolayout([
      "port", broken.path, "-o", scratch.url.appendingPathComponent("out").path,
    ])
    #expect(syntax.status == 2)
    #expect(syntax.error.contains("Broken.swift:3:"))
    #expect(syntax.error.contains("  func f( {\n"))
    #expect(syntax.error.contains("hint: "))
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
    let noDestination = try runAutolayout(["port", broken.path])
    #expect(noDestination.status == 2 && noDestination.error.contains("--output"))
    let missing = try runAutolayout(["port", "/no/such/file.swift", "--dry-run"])
    #expect(missing.status == 2 && missing.error.contains("/no/such/file.swift: no such file or folder"))
  }

  @Test("port runs the autolayout-port tool: its help through autolayout; without it, exit 2 and a hint")
  func forwarding() throws {
    let help = try runAutolayout(["port", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: autolayout port [<sources> ...] [--output <output>]"))
    // A copy of autolayout alone in a folder, with nothing on PATH: the tool is not found.
    let alone = scratch.url.appendingPathComponent("alone")
    try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
    let copy = alone.appendingPathComponent("autolayout")
    try FileManager.default.copyItem(at: Bundle.main.bundleURL.appendingPathComponent("autolayout"), to: copy)
    let process = Process()
    process.executableURL = copy
    process.arguments = ["port", "App", "--dry-run"]
    process.environment = ["PATH": alone.path]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    try process.run()
    let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(error.contains("error: autolayout port runs the autolayout-port tool, which is neither beside"))
    #expect(error.contains("hint: build it with `swift build --product autolayout-port`"))
  }
}

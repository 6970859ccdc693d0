import Foundation
import Testing

/// One row of `Regressions/expected.tsv`.
struct RegressionCase: CustomTestStringConvertible, Sendable {
  var file: String
  var command: String
  var arguments: [String]
  var status: Int32
  var message: String

  var testDescription: String { "\(command) \(file) \(arguments.joined(separator: " "))" }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Regressions")

  static let all: [RegressionCase] = {
    let url = directory.appendingPathComponent("expected.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return RegressionCase(
        file: fields[0], command: fields[1], arguments: fields[2].split(separator: " ").map(String.init),
        status: Int32(fields[3]) ?? -1, message: fields[4])
    }
  }()
}

@Suite("Inputs that once crashed: a clear error and exit status 2, never a trap")
struct RegressionTests {
  @Test("the manifest lists every input of the directory")
  func manifestIsComplete() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: RegressionCase.directory.path)
      .filter { !["expected.tsv", "README.md"].contains($0) }
    let listed = Set(RegressionCase.all.map(\.file))
    #expect(RegressionCase.all.count >= 39)
    #expect(Set(files) == listed)
  }

  @Test("each input gives its status and message", arguments: RegressionCase.all)
  func regression(_ regression: RegressionCase) throws {
    var arguments = [regression.command, regression.file] + regression.arguments
    if regression.command == "render" { arguments += ["-o", "/dev/null"] }
    let result = try runAutolayout(arguments, in: RegressionCase.directory)
    #expect(result.status == regression.status, "\(result.error)")
    #expect(result.error.split(separator: "\n").first.map(String.init) == regression.message)
    #expect(!result.error.contains("Fatal error"))
  }

  @Test("a 10 MB line is shown as an excerpt around the column, not echoed whole")
  func longLine() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "autolayout-long-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let padding = String(repeating: "a", count: 10_000_000)
    let text = "views: [ { name: a, label: { text: \"\(padding)\", lines: -1 } } ]\n"
    try text.write(
      to: directory.appendingPathComponent("long.layout.yaml"), atomically: true, encoding: .utf8)
    let result = try runAutolayout(["check", "long.layout.yaml"], in: directory)
    #expect(result.status == 2)
    let lines = result.error.split(separator: "\n")
    #expect(
      lines.first
        == "long.layout.yaml:1:10000047: lines: -1 is out of range: a line count must be in [0, 100000]")
    #expect(lines.count == 4)
    #expect(lines.map(\.count).max() ?? 0 < 300)
    #expect(lines[1].hasPrefix("…aaaa") && lines[1].hasSuffix("\", lines: -1 } } ]"))
    #expect(lines[2].count == lines[1].count - 7 && lines[2].hasSuffix("^"))
  }
}

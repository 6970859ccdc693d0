import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// `check --format sarif` as GitHub code scanning reads it: the driver's version and home page,
/// each rule's help and documentation link, paths relative to the repository root (`%SRCROOT%`),
/// fingerprints; the same line and column in every format; and sarif-pydantic's model.
@Suite("SARIF for code scanning: driver, rule help, %SRCROOT%, one place in every format")
struct SarifCodeScanningTests {
  let scratch = ScratchDirectory("autolayout-sarif")

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func example(_ path: String) -> String { Self.root.appendingPathComponent("Examples/\(path)").path }

  var inputs: [String] {
    [
      example("documents/seed003-conflict.layout.yaml"), example("interface-builder/Misplaced.storyboard"),
      example("interface-builder/ProfileCell.xib"),
    ]
  }

  func sarif() throws -> (log: String, run: [String: Any]) {
    let run = try runAutolayout(["check"] + inputs + ["--format", "sarif"])
    #expect(run.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    return (run.output, try #require((log["runs"] as? [[String: Any]])?.first))
  }

  @Test("the driver names its version and home page; every rule has help and a link to its documentation")
  func driverAndRules() throws {
    let run = try sarif().run
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["version"] as? String == "0.1.0" && driver["semanticVersion"] as? String == "0.1.0")
    let home = try #require(driver["informationUri"] as? String)
    #expect(home.hasPrefix("https://"))
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == Finding.Kind.allCases.count)
    for (rule, kind) in zip(rules, Finding.Kind.allCases) {
      #expect(rule["id"] as? String == kind.rawValue && rule["name"] as? String == kind.name)
      #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == kind.help)
      let help = try #require(rule["help"] as? [String: Any])
      #expect(help["text"] as? String == kind.help)
      #expect(
        (help["markdown"] as? String)?.contains(
          "(\(home)/blob/main/docs/diagnostics.md#rule-\(kind.rawValue))") == true)
      #expect(rule["helpUri"] as? String == "\(home)/blob/main/docs/diagnostics.md#rule-\(kind.rawValue)")
    }
    #expect(Finding.Kind.staleFrames.name == "StaleFrames")
  }

  @Test("the documentation has the entry every helpUri points to, with the rule's help")
  func documentedRules() throws {
    let docs = try String(
      contentsOf: Self.root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
    let flat = docs.replacingOccurrences(of: "\n", with: " ")
    for kind in Finding.Kind.allCases {
      // GitHub's anchor of "### Rule `stale-frames`" is "rule-stale-frames".
      #expect(docs.contains("\n### Rule `\(kind.rawValue)`\n"), "\(kind.rawValue)")
      #expect(flat.contains(kind.help), "\(kind.rawValue)'s help")
    }
  }

  @Test("GitHub's requirements: a known rule, a message, a repository-relative location, a fingerprint")
  func results() throws {
    let run = try sarif().run
    let base = try #require(run["originalUriBaseIds"] as? [String: Any])
    #expect(base["%SRCROOT%"] != nil)
    let ids = Set(Finding.Kind.allCases.map(\.rawValue))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count >= 5)
    for result in results {
      #expect(ids.contains(result["ruleId"] as? String ?? ""))
      let message = ((result["message"] as? [String: Any])?["text"] as? String) ?? ""
      #expect(!message.isEmpty)
      // The message quotes the file as the repository names it too.
      #expect(!message.contains(Self.root.path + "/"))
      let location = try #require(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(location["artifactLocation"] as? [String: Any])
      let uri = try #require(artifact["uri"] as? String)
      #expect(uri.hasPrefix("Examples/") && artifact["uriBaseId"] as? String == "%SRCROOT%")
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
      let fingerprint = (result["partialFingerprints"] as? [String: String])?["autolayoutFinding/v1"]
      #expect(fingerprint?.count == 16)
    }
  }

  @Test("every format gives a finding the same line and column: the element's, not 1")
  func samePlaceEverywhere() throws {
    let storyboard = example("interface-builder/Misplaced.storyboard")
    let json = try runAutolayout(["check", storyboard, "--format", "json"])
    let scenes = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["scenes"]
        as? [[String: Any]])
    let findings = scenes.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    let places = findings.map { "\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" }
    // Each finding is about an element of the storyboard, 28 columns in.
    #expect(places == ["35:29", "50:29", "27:29", "35:29"])
    let github = try runAutolayout(["check", storyboard, "--format", "github"]).output
      .split(separator: "\n").map { line in
        let line = String(line)
        let number = line.range(of: ",line=").map { line[$0.upperBound...].prefix { $0.isNumber } } ?? ""
        let column = line.range(of: ",col=").map { line[$0.upperBound...].prefix { $0.isNumber } } ?? ""
        return "\(number):\(column)"
      }
    #expect(github == places)
    let checkstyle = try runAutolayout(["check", storyboard, "--format", "checkstyle"]).output
      .split(separator: "\n").filter { $0.contains("<error ") }.map { line in
        let line = String(line)
        let number = line.range(of: "line=\"").map { line[$0.upperBound...].prefix { $0.isNumber } } ?? ""
        let column = line.range(of: "column=\"").map { line[$0.upperBound...].prefix { $0.isNumber } } ?? ""
        return "\(number):\(column)"
      }
    #expect(checkstyle == places)
  }

  @Test("sarif-pydantic's SARIF 2.1.0 model reads the log", .sarifModel)
  func sarifModel() throws {
    let (log, run) = try sarif()
    let count = try SarifModel.validate(log)
    #expect(count == "\((run["results"] as? [Any])?.count ?? -1)")
  }
}

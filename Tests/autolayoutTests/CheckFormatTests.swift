import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("autolayout check --format sarif, checkstyle, github")
struct CheckFormatTests {
  /// A file of the repository's Examples folder.
  func example(_ path: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/\(path)").path
  }

  /// JohnCoates/Aerial's videos pane (MIT, Tests/InterfaceBuilderTests/Corpus/SOURCES.tsv): six
  /// views without a position, flagged ambiguous by Xcode too, and misplaced boxes and images.
  var aerial: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("InterfaceBuilderTests/Corpus/JohnCoates__Aerial__VideosViewController.xib")
      .path
  }

  @Test("SARIF 2.1.0: one run, the rules, a result per finding at its line, column and object")
  func sarif() throws {
    let conflict = example("documents/seed003-conflict.layout.yaml")
    let run = try runAutolayout([
      "check", conflict, example("documents/card.layout.yaml"), aerial, "--format", "sarif",
    ])
    #expect(run.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "autolayout")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.map { $0["id"] as? String } == [
        "unsatisfiable", "ambiguous", "misplaced", "stale-frames", "invalid-constraint", "unknown-item",
        "flagged-misplaced",
        "flagged-ambiguous", "duplicate-constraint", "redundant-constraint", "off-screen", "clipped-text",
        "overlap", "unsupported", "detached",
      ])
    let all = try #require(runs[0]["results"] as? [[String: Any]])
    // The conflict, then every ambiguous view of the xib.
    let first = all[0]
    #expect(first["ruleId"] as? String == "unsatisfiable")
    #expect(first["ruleIndex"] as? Int == 0)
    #expect(first["level"] as? String == "error")
    let location = try #require((first["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == conflict)
    // The broken constraint `root.trailingMargin == right.trailing` is written at line 10, column 51.
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 10)
    #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 51)
    // Ambiguity is an error, a misplaced frame a warning, as Interface Builder draws them; a view
    // Xcode flagged is a warning, an implied constraint a note.
    func results(_ rule: String) -> [[String: Any]] { all.filter { $0["ruleId"] as? String == rule } }
    let ambiguous = results("ambiguous")
    let misplaced = results("misplaced")
    #expect(ambiguous.count == 6 && !misplaced.isEmpty)
    // The conflict's two views beyond the screen are warnings too.
    let offScreen = results("off-screen")
    #expect(offScreen.count == 2 && offScreen.allSatisfy { $0["level"] as? String == "warning" })
    let levels = [
      "error": ["unsatisfiable", "ambiguous"], "warning": ["misplaced", "off-screen", "flagged-ambiguous"],
    ]
    for result in all {
      let rule = result["ruleId"] as? String ?? ""
      let level = result["level"] as? String ?? ""
      #expect(
        levels[level]?.contains(rule) == true || (level == "note" && rule == "redundant-constraint"),
        "\(rule)")
    }
    #expect(results("flagged-ambiguous").count == 6)
    let field = try #require(ambiguous.first)
    let fieldLocation = try #require((field["locations"] as? [[String: Any]])?.first)
    let logical = try #require((fieldLocation["logicalLocations"] as? [[String: Any]])?.first)
    #expect(logical["name"] as? String == "R5E-Ac-s6u")
    #expect(logical["kind"] as? String == "element")
    // The text field R5E-Ac-s6u is declared at line 520 of the xib.
    #expect(
      ((fieldLocation["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"]
        as? Int == 520)
    #expect(
      ((field["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(
        "scene YSa-aK-yLJ: R5E-Ac-s6u: Need constraints for: X position, Y position") == true)
  }

  @Test("Checkstyle: a file element per file, an error per finding, escaped")
  func checkstyle() throws {
    let conflict = example("documents/seed003-conflict.layout.yaml")
    let card = example("documents/card.layout.yaml")
    let run = try runAutolayout(["check", conflict, card, "--format", "checkstyle"])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    #expect(lines[1] == "<checkstyle version=\"4.3\">")
    #expect(lines[2] == "  <file name=\"\(conflict)\">")
    #expect(
      lines[3].hasPrefix(
        "    <error line=\"10\" column=\"51\" severity=\"error\" message=\"unsatisfiable: broke &lt;LayoutConstraint root.trailingMargin"
      ))
    #expect(lines[3].hasSuffix("source=\"autolayout.unsatisfiable\"/>"))
    #expect(
      lines[4].hasPrefix(
        "    <error line=\"7\" column=\"5\" severity=\"warning\" message=\"off-screen: label"))
    #expect(
      lines[5].hasPrefix(
        "    <error line=\"8\" column=\"5\" severity=\"warning\" message=\"off-screen: right"))
    #expect(lines[6] == "  </file>")
    #expect(lines[7] == "  <file name=\"\(card)\"/>")
    #expect(lines[8] == "</checkstyle>")
    let parsed = XMLParser(data: Data(run.output.utf8))
    #expect(parsed.parse(), "\(parsed.parserError.map { "\($0)" } ?? "")")
  }

  @Test("GitHub workflow commands: one annotation per finding, properties and line breaks escaped")
  func github() throws {
    let run = try runAutolayout(["check", aerial, "--format", "github"])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    #expect(!lines.isEmpty)
    // Errors are the ambiguous views; the rest are warnings and notes.
    #expect(
      lines.allSatisfy {
        $0.hasPrefix("::error file=\(aerial),line=") && $0.contains("title=autolayout ambiguous (")
          || $0.hasPrefix("::warning file=\(aerial),line=") || $0.hasPrefix("::notice file=\(aerial),line=")
      })
    #expect(
      lines.first { $0.hasPrefix("::error") }?.hasPrefix(
        "::error file=\(aerial),line=520,col=1,title=autolayout ambiguous (R5E-Ac-s6u)::scene YSa-aK-yLJ: "
          + "R5E-Ac-s6u: Need constraints for: X position, Y position") == true)
    // A finding of several lines (a content-priority tie) stays one annotation: `%0A` for each break.
    let tie = example("documents/seed000-hugging-tie.layout.yaml")
    let tied = try runAutolayout(["check", tie, "--format", "github"])
    #expect(tied.status == 1)
    let tieLines = tied.output.split(separator: "\n")
    #expect(tieLines.allSatisfy { $0.hasPrefix("::") })
    #expect(
      tieLines.first?.hasPrefix(
        "::error file=\(tie),line=6,col=5,title=autolayout ambiguous (left)::ambiguous: left: Need constraints for: "
          + "width%0Aleft: Content Priority Ambiguity:") == true)
    let clean = try runAutolayout(["check", example("documents/card.layout.yaml"), "--format", "github"])
    #expect(clean.status == 0)
    #expect(clean.output.isEmpty)
  }

  @Test("a sweep in a machine format says where each finding occurs")
  func sweep() throws {
    let conflict = example("documents/seed003-conflict.layout.yaml")
    let run = try runAutolayout([
      "check", conflict, "--devices", "iphone-se,ipad-landscape", "--format", "github",
    ])
    #expect(run.status == 1)
    #expect(run.output.hasPrefix("::error file=\(conflict),line=10,col=51,title=autolayout unsatisfiable::"))
    #expect(run.output.hasSuffix("— on iphone-se only (1 of 2)\n"))
  }

  @Test("--format with --json, --summary or an unknown format exits 2")
  func badOptions() throws {
    let card = example("documents/card.layout.yaml")
    let both = try runAutolayout(["check", card, "--json", "--format", "sarif"])
    #expect(both.status == 2)
    #expect(both.error.contains("--json and --format sarif: give one of them"))
    let unknown = try runAutolayout(["check", card, "--format", "xml"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("Please provide one of 'text', 'json', 'sarif', 'checkstyle' or 'github'"))
    let summary = try runAutolayout(["check", aerial, "--summary", "--format", "checkstyle"])
    #expect(summary.status == 2)
    #expect(summary.error.contains("--summary and --compare-stored print tables"))
  }
}

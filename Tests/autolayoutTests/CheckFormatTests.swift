import Foundation
import Testing
import _AutoLayoutTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("autolayout check --format sarif, checkstyle, github")
struct CheckFormatTests {
  let scratch = ScratchDirectory("autolayout-format")

  /// A file of the repository's Examples folder.
  func example(_ path: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/\(path)").path
  }

  /// The project's misplaced example: a badge stored 16 points off its constraints and a caption
  /// without a vertical position (Examples/interface-builder/README.md).
  var misplaced: String { example("interface-builder/Misplaced.storyboard") }

  /// A file of the repository as machine reports name it: relative to the repository's root.
  func relative(_ path: String) -> String {
    let root =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// The same scene as Xcode saves it: the badge flagged misplaced, the caption ambiguous.
  func flagged() throws -> String {
    let text = try String(contentsOfFile: misplaced, encoding: .utf8)
      .replacingOccurrences(
        of: #"translatesAutoresizingMaskIntoConstraints="NO" id="Mis-Vw-bdg""#,
        with: #"translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="Mis-Vw-bdg""#
      )
      .replacingOccurrences(
        of: #"translatesAutoresizingMaskIntoConstraints="NO" id="Mis-Vw-cap""#,
        with: #"translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="Mis-Vw-cap""#)
    return try scratch.write(text, to: "Flagged.storyboard").path
  }

  @Test("SARIF 2.1.0: one run, the rules, a result per finding at its line, column and object")
  func sarif() throws {
    let conflict = example("documents/seed003-conflict.layout.yaml")
    let run = try runAutolayout([
      "check", conflict, example("documents/card.layout.yaml"), misplaced, try flagged(), "--format", "sarif",
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
        "unsatisfiable", "ambiguous", "misplaced", "possibly-misplaced", "stale-frames", "invalid-constraint",
        "unknown-item",
        "flagged-misplaced",
        "flagged-ambiguous", "duplicate-constraint", "redundant-constraint", "off-screen", "clipped-text",
        "overlap", "unsupported", "detached", "possibly-unsatisfiable", "possibly-ambiguous",
      ])
    let all = try #require(runs[0]["results"] as? [[String: Any]])
    // The conflict, then the storyboards' findings.
    let first = all[0]
    #expect(first["ruleId"] as? String == "unsatisfiable")
    #expect(first["ruleIndex"] as? Int == 0)
    #expect(first["level"] as? String == "error")
    let location = try #require((first["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    // Relative to the repository (or the current directory), however the file was named.
    let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
    #expect(uri.hasSuffix("Examples/documents/seed003-conflict.layout.yaml"), "\(uri)")
    #expect(!uri.hasPrefix("/") && !uri.hasPrefix("./"), "\(uri)")
    // The broken constraint `root.trailingMargin == right.trailing` is written at line 10, column 51.
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 10)
    #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 51)
    // Ambiguity is an error, a misplaced frame a warning, as Interface Builder draws them; a view
    // Xcode flagged is a warning, an implied constraint a note.
    func results(_ rule: String) -> [[String: Any]] { all.filter { $0["ruleId"] as? String == rule } }
    let ambiguous = results("ambiguous")
    let misplaced = results("misplaced")
    // The caption in both storyboards; the badge misplaced in the unflagged one, the caption (its
    // stored frame one of the ambiguous layouts) possibly misplaced, a note.
    #expect(ambiguous.count == 2 && misplaced.count == 1)
    #expect(results("possibly-misplaced").count == 1)
    // The conflict's two views beyond the screen are warnings too.
    let offScreen = results("off-screen")
    #expect(offScreen.count == 2 && offScreen.allSatisfy { $0["level"] as? String == "warning" })
    let levels = [
      "error": ["unsatisfiable", "ambiguous"],
      "warning": ["misplaced", "stale-frames", "off-screen", "flagged-misplaced", "flagged-ambiguous"],
    ]
    for result in all {
      let rule = result["ruleId"] as? String ?? ""
      let level = result["level"] as? String ?? ""
      #expect(
        levels[level]?.contains(rule) == true
          || (level == "note" && ["redundant-constraint", "possibly-misplaced"].contains(rule)),
        "\(rule)")
    }
    // One finding per cause: the caption Xcode flagged ambiguous is one `ambiguous` error that says so.
    #expect(results("flagged-ambiguous").isEmpty && results("flagged-misplaced").count == 1)
    #expect(
      ambiguous.filter {
        ((($0["message"] as? [String: Any])?["text"] as? String) ?? "").contains(
          "(Xcode flagged it ambiguous too)")
      }.count == 1)
    #expect(results("stale-frames").count == 1)
    let field = try #require(ambiguous.first)
    let fieldLocation = try #require((field["locations"] as? [[String: Any]])?.first)
    let logical = try #require((fieldLocation["logicalLocations"] as? [[String: Any]])?.first)
    #expect(logical["name"] as? String == "Mis-Vw-cap")
    #expect(logical["kind"] as? String == "element")
    // The caption Mis-Vw-cap is declared at line 35 of the storyboard.
    #expect(
      ((fieldLocation["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"]
        as? Int == 35)
    #expect(
      ((field["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(
        "scene Mis-Sc-001: Caption: Need constraints for: Y position") == true)
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
    #expect(lines[2] == "  <file name=\"\(relative(conflict))\">")
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
    #expect(lines[7] == "  <file name=\"\(relative(card))\"/>")
    #expect(lines[8] == "</checkstyle>")
    let parsed = XMLParser(data: Data(run.output.utf8))
    #expect(parsed.parse(), "\(parsed.parserError.map { "\($0)" } ?? "")")
  }

  @Test("GitHub workflow commands: one annotation per finding, properties and line breaks escaped")
  func github() throws {
    let run = try runAutolayout(["check", misplaced, "--format", "github"])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    #expect(!lines.isEmpty)
    // Errors are the ambiguous views; the rest are warnings and notes.
    #expect(
      lines.allSatisfy {
        $0.hasPrefix("::error file=\(relative(misplaced)),line=")
          && $0.contains("title=autolayout ambiguous (")
          || $0.hasPrefix("::warning file=\(relative(misplaced)),line=")
          || $0.hasPrefix("::notice file=\(relative(misplaced)),line=")
      })
    #expect(
      lines.first { $0.hasPrefix("::error") }?.hasPrefix(
        "::error file=\(relative(misplaced)),line=35,col=29,title=autolayout ambiguous (Mis-Vw-cap)::scene Mis-Sc-001: "
          + "Caption: Need constraints for: Y position [Mis-Cn-ch1, Mis-Cn-cl1, Mis-Cn-cr1]") == true)
    #expect(lines.count == 4)
    // A finding of several lines (a content-priority tie) stays one annotation: `%0A` for each break.
    let tie = example("documents/seed000-hugging-tie.layout.yaml")
    let tied = try runAutolayout(["check", tie, "--format", "github"])
    #expect(tied.status == 1)
    let tieLines = tied.output.split(separator: "\n")
    #expect(tieLines.allSatisfy { $0.hasPrefix("::") })
    #expect(
      tieLines.first?.hasPrefix(
        "::error file=\(relative(tie)),line=6,col=5,title=autolayout ambiguous (left)::ambiguous: left: Need constraints for: "
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
    #expect(
      run.output.hasPrefix(
        "::error file=\(relative(conflict)),line=10,col=51,title=autolayout unsatisfiable::"))
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
    let summary = try runAutolayout(["check", misplaced, "--summary", "--format", "checkstyle"])
    #expect(summary.status == 2)
    #expect(summary.error.contains("--summary and --compare-stored print tables"))
  }
}

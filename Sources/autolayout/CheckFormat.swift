import ArgumentParser
import AutoLayout
import Foundation
import LayoutRendering

/// How `check` prints its findings.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
  /// Lines for people (the default).
  case text
  /// One JSON object per file.
  case json
  /// One SARIF 2.1.0 log for every file (code scanning).
  case sarif
  /// One Checkstyle XML report for every file (Jenkins and other CI servers).
  case checkstyle
  /// GitHub Actions workflow commands (`::error file=…,line=…::…`): annotations on the lines.
  case github

  /// Whether the findings of every file are collected and written as one report.
  var isMachineReport: Bool { self == .sarif || self == .checkstyle || self == .github }
}

/// One finding as the machine formats report it: where, what, how bad.
struct ReportedFinding {
  /// The file as given on the command line.
  var file: String
  /// 1-based line and column (1, 1 when the finding has no better place).
  var line: Int
  var column: Int
  /// The object it is about: an IB id, or a document's view name.
  var object: String?
  /// The rule (``CheckRule/id``).
  var rule: String
  /// The text.
  var message: String

  /// A severity the configuration gives the rule (`.autolayout.yml`).
  var severityOverride: CheckRule.Severity?

  /// The severity: the configuration's, else the rule's.
  var severity: CheckRule.Severity { severityOverride ?? CheckRule.named(rule).severity }

  /// `file:line:column: warning: message [rule]`, as compilers print diagnostics.
  var textLine: String { "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]" }
}

/// What `check` looks for, with Interface Builder's severities: conflicts and ambiguity are errors
/// (Xcode draws them red), misplaced frames warnings (yellow).
struct CheckRule {
  /// How bad a finding is.
  enum Severity: String {
    case error, warning, note

    /// SARIF's `level` and Checkstyle's `severity` (`note` is Checkstyle's `info`).
    var checkstyle: String { self == .note ? "info" : rawValue }
  }

  var id: String
  var description: String
  var severity: Severity

  /// Every rule, in a fixed order (SARIF's `ruleIndex` points into it).
  static let all: [CheckRule] = [
    CheckRule(
      id: "unsatisfiable", description: "Required constraints cannot all hold; one was broken.",
      severity: .error),
    CheckRule(
      id: "ambiguous", description: "The constraints leave a view's position or size open.", severity: .error),
    CheckRule(
      id: "misplaced", description: "A stored or given frame differs from the solved one.", severity: .warning
    ),
    CheckRule(
      id: "possibly-misplaced",
      description:
        "A stored frame differs from the solved one by no more than values the model supplies (margins, "
        + "text sizes, insets) may be off: not proven by the file's own constraints.",
      severity: .note),
    CheckRule(
      id: "stale-frames",
      description:
        "The stored frames break one of the file's required constraints: Xcode's frames are out of date.",
      severity: .warning),
    CheckRule(
      id: "invalid-constraint", description: "A constraint that UIKit or AppKit would reject.",
      severity: .error),
    CheckRule(
      id: "unknown-item", description: "A constraint names an item that is not in the scene.",
      severity: .error),
    CheckRule(id: "flagged-misplaced", description: "Xcode flagged the view misplaced.", severity: .warning),
    CheckRule(id: "flagged-ambiguous", description: "Xcode flagged the view ambiguous.", severity: .warning),
    CheckRule(
      id: "duplicate-constraint",
      description: "A constraint repeats an earlier one (or says it the other way round).",
      severity: .warning),
    CheckRule(
      id: "redundant-constraint",
      description: "A required constraint the others already imply: removing it changes nothing.",
      severity: .note),
    CheckRule(id: "off-screen", description: "A view reaches beyond the screen.", severity: .warning),
    CheckRule(
      id: "clipped-text", description: "A label's text needs more room than its frame.", severity: .warning),
    CheckRule(
      id: "overlap",
      description: "Sibling views cover each other where the file's own environment has them apart.",
      severity: .warning),
    CheckRule(id: "unsupported", description: "A part of the file that is not simulated.", severity: .note),
    CheckRule(
      id: "detached", description: "A stack view took the view out of the hierarchy (AppKit's detaching).",
      severity: .note),
  ]

  /// Whether a finding of this rule fails `check` (exit status 1): errors and warnings do, notes
  /// do not.
  ///
  /// ```swift
  /// CheckRule.fails("redundant-constraint")   // false
  /// ```
  static func fails(_ id: String) -> Bool { named(id).severity != .note }

  /// The rule with that id (an unknown id is reported as a warning under its own name).
  static func named(_ id: String) -> CheckRule {
    all.first { $0.id == id } ?? CheckRule(id: id, description: id, severity: .warning)
  }
}

/// The machine-readable reports of a `check` run.
enum CheckReportWriter {
  /// The SARIF 2.1.0 log of the findings: one run of the `autolayout` tool, its rules, one result
  /// per finding with its file, line, column and object.
  static func sarif(_ findings: [ReportedFinding]) -> String {
    let rules = CheckRule.all.map { rule in
      "{\"id\": \(TextEscaping.json(rule.id)), \"shortDescription\": {\"text\": \(TextEscaping.json(rule.description))}, "
        + "\"defaultConfiguration\": {\"level\": \(TextEscaping.json(rule.severity.rawValue))}}"
    }
    let results = findings.map { finding -> String in
      var result =
        "{\"ruleId\": \(TextEscaping.json(finding.rule)), "
      if let index = CheckRule.all.firstIndex(where: { $0.id == finding.rule }) {
        result += "\"ruleIndex\": \(index), "
      }
      result +=
        "\"level\": \(TextEscaping.json(finding.severity.rawValue)), \"message\": {\"text\": \(TextEscaping.json(finding.message))}, "
        + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(TextEscaping.json(uri(finding.file)))}, "
        + "\"region\": {\"startLine\": \(max(1, finding.line)), \"startColumn\": \(max(1, finding.column))}}"
      if let object = finding.object {
        // An Interface Builder object is an XML element; a document's view a YAML mapping.
        let kind = isInterfaceBuilderFile(finding.file) ? "element" : "object"
        result += ", \"logicalLocations\": [{\"name\": \(TextEscaping.json(object)), \"kind\": \"\(kind)\"}]"
      }
      return result + "}]}"
    }
    return "{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", \"version\": \"2.1.0\", "
      + "\"runs\": [{\"tool\": {\"driver\": {\"name\": \"autolayout\", \"rules\": ["
      + rules.joined(separator: ", ") + "]}}, \"results\": [" + results.joined(separator: ", ") + "]}]}"
  }

  /// A relative path as a URI reference (`%`-escaped where a path differs from a URI).
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "%")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  /// `{"findings": [{"file", "line", "column", "object", "rule", "severity", "message"}]}`.
  static func json(_ findings: [ReportedFinding]) -> String {
    let items = findings.map { finding in
      "{\"file\": \(TextEscaping.json(finding.file)), \"line\": \(finding.line), \"column\": \(finding.column), "
        + "\"object\": \(finding.object.map(TextEscaping.json) ?? "null"), \"rule\": \(TextEscaping.json(finding.rule)), "
        + "\"severity\": \(TextEscaping.json(finding.severity.rawValue)), \"message\": \(TextEscaping.json(finding.message))}"
    }
    return "{\"findings\": [" + items.joined(separator: ", ") + "]}"
  }

  /// The Checkstyle XML report: a `<file>` per file with one `<error>` per finding.
  static func checkstyle(_ findings: [ReportedFinding], files: [String]) -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
    for file in files {
      let mine = findings.filter { $0.file == file }
      guard !mine.isEmpty else {
        lines.append("  <file name=\"\(xml(file))\"/>")
        continue
      }
      lines.append("  <file name=\"\(xml(file))\">")
      for finding in mine {
        lines.append(
          "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" "
            + "severity=\"\(finding.severity.checkstyle)\" message=\"\(xml(finding.message))\" "
            + "source=\"autolayout.\(xml(finding.rule))\"/>")
      }
      lines.append("  </file>")
    }
    lines.append("</checkstyle>")
    return lines.joined(separator: "\n")
  }

  /// XML text for an attribute value (line breaks kept as character references).
  static func xml(_ text: String) -> String {
    TextEscaping.markup(text, quotes: .all).replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\r", with: "&#13;").replacingOccurrences(of: "\t", with: "&#9;")
  }

  /// One GitHub Actions workflow command per finding: `::error file=…,line=…,col=…,title=…::…`.
  static func github(_ findings: [ReportedFinding]) -> [String] {
    findings.map { finding in
      let command = finding.severity == .note ? "notice" : finding.severity.rawValue
      let title = "autolayout \(finding.rule)" + (finding.object.map { " (\($0))" } ?? "")
      return "::\(command) file=\(property(finding.file)),line=\(finding.line),col=\(finding.column),"
        + "title=\(property(title))::\(data(finding.message))"
    }
  }

  /// A workflow command's message: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: also `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}

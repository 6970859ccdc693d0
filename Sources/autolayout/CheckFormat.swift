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

/// One finding as `check` reports it: a ``Finding`` of one file, its text as every format writes
/// it, and the severity the configuration gives its rule.
struct ReportedFinding {
  /// The file as given on the command line.
  var file: String
  /// 1-based line and column (1, 1 when the finding has no better place).
  var line: Int
  var column: Int
  /// The object it is about: an IB id, or a document's view name.
  var object: String?
  /// The rule: the finding's kind.
  var rule: Finding.Kind
  /// The text.
  var message: String
  /// What it is about, stable across edits and runs (baselines, SARIF fingerprints).
  var identity: FindingIdentity

  /// A severity the configuration gives the rule (`.autolayout.yml`).
  var severityOverride: Finding.Severity?

  /// The severity: the configuration's, else the rule's.
  var severity: Finding.Severity { severityOverride ?? rule.severity }

  /// `file:line:column: warning: message [rule]`, as compilers print diagnostics.
  var textLine: String { "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule.rawValue)]" }

  /// A finding of a file at its object's line and column. An Interface Builder finding names its
  /// `scene` and the ids of its constraints; `where` tells where in a sweep it occurs.
  ///
  /// ```swift
  /// ReportedFinding(finding, file: "Main.storyboard", scene: "BYZ-38-t0r")
  /// ```
  init(_ finding: Finding, file: String, scene: String? = nil, where: String = "") {
    self.init(
      file: file, line: finding.line ?? 1, column: finding.column ?? 1, object: finding.object,
      rule: finding.kind, message: finding.text + `where`)
    identity = FindingIdentity(finding, scene: scene)
    if let scene {
      let ids = finding.constraints.isEmpty ? "" : " [\(finding.constraints.joined(separator: ", "))]"
      message = "scene \(scene): \(finding.message)\(ids)\(`where`)"
    }
  }

  /// The finding with its file — and the file's path where the message quotes it — relative to
  /// the repository holding it (``RepositoryPath``), as code scanning, annotations and CI servers
  /// resolve paths.
  ///
  /// ```swift
  /// finding.repositoryRelative(root: nil).file   // "App/Main.storyboard" for "/src/MyApp/App/Main.storyboard"
  /// ```
  func repositoryRelative(root: String?) -> ReportedFinding {
    var copy = self
    copy.file = RepositoryPath.relative(file, fallbackRoot: root)
    if copy.file != file { copy.message = message.replacingOccurrences(of: file, with: copy.file) }
    return copy
  }

  /// A finding with every part given.
  init(file: String, line: Int, column: Int, object: String?, rule: Finding.Kind, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.object = object
    self.rule = rule
    self.message = message
    identity = FindingIdentity(key: rule.rawValue + "\u{1F}" + (object ?? "") + "\u{1F}" + message)
  }
}

extension Finding.Kind {
  /// Whether a finding of this kind fails `check` (exit status 1): errors and warnings do, notes
  /// do not.
  ///
  /// ```swift
  /// Finding.Kind.redundantConstraint.failsCheck   // false
  /// ```
  var failsCheck: Bool { severity != .note }
}

extension Finding.Severity {
  /// SARIF's `level` and Checkstyle's `severity` (`note` is Checkstyle's `info`).
  var checkstyle: String { self == .note ? "info" : rawValue }
}

/// The machine-readable reports of a `check` run.
enum CheckReportWriter {
  /// The SARIF 2.1.0 log of the findings: one run of the `autolayout` tool, its rules, one result
  /// per finding with its file, line, column and object. The findings' files are repository-relative
  /// already (``ReportedFinding/repositoryRelative(root:)``).
  static func sarif(_ findings: [ReportedFinding]) -> String {
    let rules = Finding.Kind.allCases.map { rule in
      let markdown =
        "**\(rule.summary)**\n\n\(rule.help)\n\n[The rule in the documentation](\(helpURI(rule)))"
      return "{\"id\": \(TextEscaping.json(rule.rawValue)), \"name\": \(TextEscaping.json(rule.name)), "
        + "\"shortDescription\": {\"text\": \(TextEscaping.json(rule.summary))}, "
        + "\"fullDescription\": {\"text\": \(TextEscaping.json(rule.help))}, "
        + "\"help\": {\"text\": \(TextEscaping.json(rule.help)), \"markdown\": \(TextEscaping.json(markdown))}, "
        + "\"helpUri\": \(TextEscaping.json(helpURI(rule))), "
        + "\"defaultConfiguration\": {\"level\": \(TextEscaping.json(rule.severity.rawValue))}}"
    }
    let results = findings.map { finding -> String in
      var result =
        "{\"ruleId\": \(TextEscaping.json(finding.rule.rawValue)), "
      if let index = Finding.Kind.allCases.firstIndex(of: finding.rule) {
        result += "\"ruleIndex\": \(index), "
      }
      let path = finding.file
      // A relative path is relative to the repository's root (SARIF's `%SRCROOT%`).
      let base = path.hasPrefix("/") ? "" : ", \"uriBaseId\": \"%SRCROOT%\""
      result +=
        "\"level\": \(TextEscaping.json(finding.severity.rawValue)), \"message\": {\"text\": \(TextEscaping.json(finding.message))}, "
        + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(TextEscaping.json(uri(path)))\(base)}, "
        + "\"region\": {\"startLine\": \(max(1, finding.line)), \"startColumn\": \(max(1, finding.column))}}"
      if let object = finding.object {
        // An Interface Builder object is an XML element; a document's view a YAML mapping.
        let kind = isInterfaceBuilderFile(finding.file) ? "element" : "object"
        result += ", \"logicalLocations\": [{\"name\": \(TextEscaping.json(object)), \"kind\": \"\(kind)\"}]"
      }
      // What code scanning matches a result on from one run to the next (with its file).
      return result
        + "}], \"partialFingerprints\": {\"autolayoutFinding/v1\": \"\(finding.identity.fingerprint)\"}}"
    }
    let version = TextEscaping.json(AutoLayoutCommand.version)
    return "{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", \"version\": \"2.1.0\", "
      + "\"runs\": [{\"tool\": {\"driver\": {\"name\": \"autolayout\", \"version\": \(version), "
      + "\"semanticVersion\": \(version), \"informationUri\": \(TextEscaping.json(AutoLayoutCommand.homepage)), "
      + "\"rules\": [" + rules.joined(separator: ", ") + "]}}, "
      + "\"originalUriBaseIds\": {\"%SRCROOT%\": {\"description\": {\"text\": "
      + "\"The root of the git repository holding the files (else the configuration's folder, else the current "
      + "directory).\"}}}, \"results\": [" + results.joined(separator: ", ") + "]}]}"
  }

  /// Where the documentation explains `rule`: its entry in the list of rules.
  static func helpURI(_ rule: Finding.Kind) -> String {
    AutoLayoutCommand.homepage + "/blob/main/docs/diagnostics.md#rule-" + rule.rawValue
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
        + "\"object\": \(finding.object.map(TextEscaping.json) ?? "null"), \"rule\": \(TextEscaping.json(finding.rule.rawValue)), "
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
            + "source=\"autolayout.\(xml(finding.rule.rawValue))\"/>")
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
      let title = "autolayout \(finding.rule.rawValue)" + (finding.object.map { " (\($0))" } ?? "")
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

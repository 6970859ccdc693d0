import AutoLayout
import Foundation
import LayoutDocument
import Yams

/// `.autolayout.yml`, a team's settings for `autolayout check`, found in the checked path's
/// directory or the nearest one above it:
///
/// ```yaml
/// devices: [iphone, ipad-landscape]   # layout documents: as --devices (a list or a string)
/// xcode-devices: [retina4_7, ipad12_9] # .xib / .storyboard files: Xcode ids, all, iphone, ipad
/// orientations: both                  # as --orientations
/// directions: both                    # as --directions
/// content-sizes: [large, accessibilityExtraExtraExtraLarge]
/// rules:                              # off, error, warning or note per rule
///   off-screen: off
///   misplaced: error
/// overrides:                         # rules for some paths (later entries win)
///   - paths: ["Onboarding/*"]
///     rules: { clipped-text: error }
/// ignore: ["Legacy/*", "*/Generated.storyboard"]   # globs, relative to this file
/// baseline: .autolayout-baseline.json # accepted findings (--update-baseline writes it)
/// ```
///
/// Options on the command line win over the file. Unknown keys, rules and values are errors at
/// their line and column (exit status 2).
struct CheckConfiguration {
  /// What the file says about one rule.
  enum RuleSetting: Equatable {
    case off
    case severity(Finding.Severity)
  }

  /// The file.
  var path: String
  var devices: String?
  var xcodeDevices: String?
  var orientations: String?
  var directions: String?
  var contentSizes: String?
  var rules: [String: RuleSetting] = [:]
  /// Rules for the files some globs match, in the file's order.
  var overrides: [(paths: [String], rules: [String: RuleSetting])] = []
  /// Shell globs (`*` also crosses `/`) matched against paths relative to the file's directory.
  var ignore: [String] = []
  /// The baseline file, relative to the file's directory.
  var baseline: String?

  /// The directory of the file: paths in it are relative to this.
  var directory: String { (path as NSString).deletingLastPathComponent }

  static let fileName = ".autolayout.yml"

  /// The configuration file for `path`: in its directory (the path itself when it is one) or the
  /// nearest directory above.
  static func find(for path: String) -> String? {
    var isDirectory: ObjCBool = false
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var directory =
      FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
      ? absolute : (absolute as NSString).deletingLastPathComponent
    while true {
      let candidate = (directory as NSString).appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory || parent.isEmpty { return nil }
      directory = parent
    }
  }

  /// Reads a configuration file; every problem is a `DocumentError` at its line and column.
  init(contentsOf path: String) throws {
    self.path = path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let reader = NodeReader(path: path, source: text)
    guard let root = try reader.compose() else { return }
    let keys = [
      "devices", "xcode-devices", "orientations", "directions", "content-sizes", "rules", "overrides",
      "ignore", "baseline",
    ]
    let top = try reader.mapping(root, what: "the configuration", keys: keys)
    func list(_ key: String) throws(DocumentError) -> String? {
      guard let node = top[key] else { return nil }
      if case .sequence = node {
        return try reader.sequence(node, what: key).map { node throws(DocumentError) in
          try reader.string(node, what: key)
        }.joined(separator: ",")
      }
      return try reader.string(node, what: key)
    }
    devices = try list("devices")
    xcodeDevices = try list("xcode-devices")
    orientations = try list("orientations")
    directions = try list("directions")
    contentSizes = try list("content-sizes")
    // The values are checked as the options are (a bad one is an error at its line).
    for (key, value, check) in [
      ("devices", devices, { (text: String) throws in _ = try SweepOptions.devices(text) }),
      ("orientations", orientations, { (text: String) throws in _ = try SweepOptions.orientations(text) }),
      ("directions", directions, { (text: String) throws in _ = try SweepOptions.directions(text) }),
      ("content-sizes", contentSizes, { (text: String) throws in _ = try SweepOptions.contentSizes(text) }),
    ] {
      guard let value, let node = top[key] else { continue }
      do { try check(value) } catch { throw reader.error(at: node, "\(error)", hint: nil) }
    }
    func ruleSettings(_ node: Node) throws(DocumentError) -> [String: RuleSetting] {
      var settings: [String: RuleSetting] = [:]
      for (rule, value) in try reader.mapping(
        node, what: "rules", keys: Finding.Kind.allCases.map(\.rawValue))
      {
        let text = try reader.string(value, what: "rule \(rule)")
        switch text {
        case "off": settings[rule] = .off
        case "error": settings[rule] = .severity(.error)
        case "warning": settings[rule] = .severity(.warning)
        case "note": settings[rule] = .severity(.note)
        default:
          throw reader.error(
            at: value, "rule \(rule): '\(text)' is not a setting", hint: "off, error, warning or note")
        }
      }
      return settings
    }
    if let node = top["rules"] { rules = try ruleSettings(node) }
    if let node = top["overrides"] {
      for item in try reader.sequence(node, what: "overrides") {
        let entry = try reader.mapping(item, what: "an override", keys: ["paths", "rules"])
        guard let pathsNode = entry["paths"], let rulesNode = entry["rules"] else {
          throw reader.error(
            at: item, "an override needs paths and rules",
            hint: "- paths: [\"Legacy/*\"]  rules: { misplaced: off }")
        }
        let paths = try reader.sequence(pathsNode, what: "paths").map { node throws(DocumentError) in
          try reader.string(node, what: "a path pattern")
        }
        overrides.append((paths, try ruleSettings(rulesNode)))
      }
    }
    if let node = top["ignore"] {
      ignore = try reader.sequence(node, what: "ignore").map { node throws(DocumentError) in
        try reader.string(node, what: "an ignore pattern")
      }
    }
    if let node = top["baseline"] { baseline = try reader.string(node, what: "baseline") }
  }

  /// The path relative to the configuration's directory (as given when it is elsewhere).
  func relative(_ file: String) -> String {
    let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : file
  }

  /// Whether an `ignore` pattern matches the file.
  func ignores(_ file: String) -> Bool {
    let path = relative(file)
    return ignore.contains { fnmatch($0, path, 0) == 0 }
  }

  /// The findings as the file's rules keep them — its `rules`, then the `overrides` whose paths
  /// match the finding's file — without rules that are off, with the severities it sets.
  func apply(to findings: [ReportedFinding]) -> [ReportedFinding] {
    findings.compactMap { finding in
      var setting = rules[finding.rule.rawValue]
      let path = relative(finding.file)
      for override in overrides where override.paths.contains(where: { fnmatch($0, path, 0) == 0 }) {
        if let ruled = override.rules[finding.rule.rawValue] { setting = ruled }
      }
      switch setting {
      case .off?: return nil
      case .severity(let severity)?:
        var changed = finding
        changed.severityOverride = severity
        return changed
      case nil: return finding
      }
    }
  }

  /// The full path of the baseline file, if there is one.
  var baselinePath: String? {
    baseline.map { $0.hasPrefix("/") ? $0 : (directory as NSString).appendingPathComponent($0) }
  }
}

/// Findings a team accepted: a finding in the baseline (same file, rule and fingerprint — see
/// ``FindingIdentity``) is not reported, whatever else changed in the file, wherever `check` ran
/// and whichever environments the sweep has.
struct CheckBaseline {
  /// One accepted finding: its file (relative to the configuration), rule and object, its
  /// fingerprint (``FindingIdentity``), and its message for the people who read the file.
  struct Entry: Hashable, Codable {
    var file: String
    var rule: String
    var object: String?
    /// Absent in a version 1 baseline, which matched on the message.
    var fingerprint: String?
    var message: String
  }

  /// What a finding is matched on: in a version 2 baseline its file, rule and fingerprint — the
  /// same after an edit elsewhere in the file, from another directory, with another sweep — in a
  /// version 1 baseline its file, rule, object and message.
  struct Key: Hashable {
    var file: String
    var rule: String
    var fingerprintOrMessage: String
    var object: String?
  }

  /// The version this command writes.
  static let currentVersion = 2

  /// The version read (version 1 baselines match on message text; `--update-baseline` rewrites
  /// them as version 2).
  private(set) var version = currentVersion
  private(set) var keys: Set<Key> = []

  /// Reads a baseline written by `--update-baseline` (none yet: empty).
  init(path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else { return }
    struct File: Codable { var version: Int; var findings: [Entry] }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw InputError(description: "\(path): not a baseline written by --update-baseline (\(error))")
    }
    guard (1...Self.currentVersion).contains(file.version) else {
      throw InputError(
        description: "\(path): baseline version \(file.version); this autolayout reads versions 1 and 2")
    }
    version = file.version
    keys = Set(
      file.findings.map { entry in
        version == 1
          ? Key(file: entry.file, rule: entry.rule, fingerprintOrMessage: entry.message, object: entry.object)
          : Key(
            file: entry.file, rule: entry.rule, fingerprintOrMessage: entry.fingerprint ?? "", object: nil)
      })
  }

  /// Whether the baseline holds the finding.
  func contains(_ finding: ReportedFinding, configuration: CheckConfiguration) -> Bool {
    let file = configuration.relative(finding.file)
    let key =
      version == 1
      ? Key(
        file: file, rule: finding.rule.rawValue, fingerprintOrMessage: finding.message, object: finding.object
      )
      : Key(
        file: file, rule: finding.rule.rawValue, fingerprintOrMessage: finding.identity.fingerprint,
        object: nil)
    return keys.contains(key)
  }

  /// The entry of a finding (its file relative to the configuration).
  static func entry(_ finding: ReportedFinding, configuration: CheckConfiguration) -> Entry {
    Entry(
      file: configuration.relative(finding.file), rule: finding.rule.rawValue, object: finding.object,
      fingerprint: finding.identity.fingerprint, message: finding.message)
  }

  /// Writes the findings as the new baseline (sorted, so that it diffs well).
  static func write(_ findings: [ReportedFinding], configuration: CheckConfiguration, to path: String) throws
  {
    let entries = findings.map { entry($0, configuration: configuration) }.sorted {
      ($0.file, $0.rule, $0.object ?? "", $0.fingerprint ?? "", $0.message)
        < ($1.file, $1.rule, $1.object ?? "", $1.fingerprint ?? "", $1.message)
    }
    struct File: Codable { var version: Int; var findings: [Entry] }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(File(version: currentVersion, findings: entries)).write(to: URL(fileURLWithPath: path))
  }
}

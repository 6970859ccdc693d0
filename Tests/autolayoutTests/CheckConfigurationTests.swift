import Foundation
import Testing

@Suite("autolayout check with .autolayout.yml: sweeps, rules, ignores, baseline")
struct CheckConfigurationTests {
  /// A project: `.autolayout.yml` at its top, a conflicting document and the profile cell example in
  /// `app/`, a clean document in `app/Legacy/`.
  func project(configuration: String) throws -> URL {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
    let legacy = root.appendingPathComponent("app/Legacy")
    try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
    for (source, destination) in [
      ("documents/seed003-conflict.layout.yaml", "app/conflict.layout.yaml"),
      ("interface-builder/ProfileCell.xib", "app/ProfileCell.xib"),
      ("documents/card.layout.yaml", "app/Legacy/card.layout.yaml"),
    ] {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(source), to: root.appendingPathComponent(destination))
    }
    try configuration.write(
      to: root.appendingPathComponent(".autolayout.yml"), atomically: true, encoding: .utf8)
    return root
  }

  @Test("found above the checked files: its sweep, rules and ignores apply; compiler-style lines")
  func rulesAndIgnores() throws {
    let root = try project(
      configuration: """
        devices: [iphone-se, ipad-landscape]
        xcode-devices: retina4_7
        orientations: both
        rules:
          off-screen: off
          overlap: off
          redundant-constraint: off
          unsatisfiable: warning
        ignore: ["app/Legacy/*"]
        """)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runAutolayout(
      ["check", "app/conflict.layout.yaml", "app/Legacy/card.layout.yaml", "app/ProfileCell.xib"], in: root
    )
    // The conflict on the iPhone SE only (the iPad is wide enough; landscape turns the phone);
    // the views it pushes off the screen are off.
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "app/conflict.layout.yaml:10:51: warning: unsatisfiable: these cannot all hold — 1. ") == true)
    #expect(lines.first?.hasSuffix("— on iphone-se only (1 of 4) [unsatisfiable]") == true)
    #expect(run.error.contains("app/Legacy/card.layout.yaml: skipped (ignored by "))
    // The command line wins: one device, where nothing is wrong.
    let ipad = try runAutolayout(
      ["check", "app/conflict.layout.yaml", "--devices", "ipad-landscape"], in: root)
    #expect(ipad.status == 0)
    #expect(ipad.output == "ok: 1 files\n")
    let ignored = try runAutolayout(["check", "app/conflict.layout.yaml", "--no-config"], in: root)
    #expect(ignored.status == 1)
    #expect(ignored.output.contains("off-screen: label reaches beyond the screen"))
  }

  @Test("per-path overrides: later entries win for the files their globs match")
  func overrides() throws {
    let root = try project(
      configuration: """
        devices: iphone-se
        rules:
          off-screen: off
        overrides:
          - paths: ["app/*.layout.yaml"]
            rules: { off-screen: error, unsatisfiable: note }
          - paths: ["app/Legacy/*"]
            rules: { off-screen: off }
        """)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runAutolayout(
      ["check", "app/conflict.layout.yaml", "app/Legacy/card.layout.yaml"], in: root)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix("app/conflict.layout.yaml:10:51: note: unsatisfiable: these cannot all hold — 1. "))
    #expect(
      lines[1].hasPrefix("app/conflict.layout.yaml:7:5: error: off-screen: label reaches beyond the screen"))
    #expect(lines[2].hasSuffix("[off-screen]"))
    let bad = try project(configuration: "overrides:\n  - paths: [\"a\"]\n")
    defer { try? FileManager.default.removeItem(at: bad) }
    let missing = try runAutolayout(["check", "app/conflict.layout.yaml"], in: bad)
    #expect(missing.status == 2)
    #expect(missing.error.contains(".autolayout.yml:2:5: an override needs paths and rules"))
  }

  @Test("a baseline: --update-baseline records the findings, later runs report only new ones")
  func baseline() throws {
    let root = try project(configuration: "devices: iphone-se\nbaseline: .autolayout-baseline.json\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try runAutolayout(["check", "app/conflict.layout.yaml"], in: root)
    #expect(first.status == 1)
    let update = try runAutolayout(["check", "app/conflict.layout.yaml", "--update-baseline"], in: root)
    #expect(update.status == 0)
    #expect(update.error.contains(".autolayout-baseline.json: 3 findings recorded"))
    let written = try String(
      contentsOf: root.appendingPathComponent(".autolayout-baseline.json"), encoding: .utf8)
    #expect(written.contains("\"file\" : \"app/conflict.layout.yaml\""))
    #expect(written.contains("\"rule\" : \"off-screen\""))
    let again = try runAutolayout(["check", "app/conflict.layout.yaml"], in: root)
    #expect(again.status == 0)
    #expect(again.output == "ok: 1 files\n")
    #expect(again.error.contains("3 findings in the baseline"))
  }

  @Test("a baseline holds after a line added above its findings, from another directory, with a new device")
  func baselineSurvivesEdits() throws {
    let root = try project(configuration: "devices: iphone-se\nbaseline: .autolayout-baseline.json\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let update = try runAutolayout(["check", "app/conflict.layout.yaml", "--update-baseline"], in: root)
    #expect(update.status == 0)
    let written = try String(
      contentsOf: root.appendingPathComponent(".autolayout-baseline.json"), encoding: .utf8)
    #expect(written.contains("\"version\" : 2"))
    #expect(written.contains("\"fingerprint\" : \""))
    // The conflict's message names its constraints' lines (conflict.layout.yaml:10:51): one line
    // more above them moves every one.
    let document = root.appendingPathComponent("app/conflict.layout.yaml")
    let text = try String(contentsOf: document, encoding: .utf8)
    try ("# A comment line above everything.\n" + text).write(to: document, atomically: true, encoding: .utf8)
    let edited = try runAutolayout(["check", "app/conflict.layout.yaml"], in: root)
    #expect(edited.status == 0, "\(edited.output)")
    #expect(edited.output == "ok: 1 files\n")
    // The same file named from its own folder.
    let fromApp = try runAutolayout(
      ["check", "./conflict.layout.yaml"], in: root.appendingPathComponent("app"))
    #expect(fromApp.status == 0, "\(fromApp.output)")
    #expect(fromApp.error.contains("3 findings in the baseline"))
    // A second device: the messages now say where they occur ("(1 of 2)" …); the findings are the same.
    try "devices: iphone-se, iphone-15\nbaseline: .autolayout-baseline.json\n".write(
      to: root.appendingPathComponent(".autolayout.yml"), atomically: true, encoding: .utf8)
    let swept = try runAutolayout(["check", "app/conflict.layout.yaml"], in: root)
    #expect(swept.status == 0, "\(swept.output)")
    #expect(swept.error.contains("3 findings in the baseline"))
    // A version 1 baseline (matched on text) is still read, with a word to rewrite it.
    try """
    {"version": 1, "findings": [{"file": "app/conflict.layout.yaml", "rule": "off-screen", "object": "label",
    "message": "nothing like the text"}]}
    """.write(to: root.appendingPathComponent(".autolayout-baseline.json"), atomically: true, encoding: .utf8)
    let old = try runAutolayout(["check", "app/conflict.layout.yaml"], in: root)
    #expect(old.status == 1)
    #expect(old.error.contains("a version 1 baseline matches findings by their text"))
  }

  @Test("SARIF: a fingerprint a line added above does not change, a path however check was started")
  func sarifFingerprints() throws {
    let root = try project(configuration: "devices: iphone-se\n")
    defer { try? FileManager.default.removeItem(at: root) }
    func fingerprints() throws -> [String] {
      let run = try runAutolayout(["check", "app/conflict.layout.yaml", "--format", "sarif"], in: root)
      #expect(run.status == 1)
      let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
      let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
      return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["autolayoutFinding/v1"] }
    }
    let before = try fingerprints()
    #expect(before.count == 3)
    #expect(before.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    #expect(Set(before).count == 3)
    let document = root.appendingPathComponent("app/conflict.layout.yaml")
    let text = try String(contentsOf: document, encoding: .utf8)
    try ("# A comment line above everything.\n" + text).write(to: document, atomically: true, encoding: .utf8)
    #expect(try fingerprints() == before)
    // The artifact's path is the same from the project's folder and from the file's own: relative
    // to the repository, here (no git) to the configuration's folder.
    func uris(_ arguments: [String], in folder: URL) throws -> Set<String> {
      let run = try runAutolayout(["check"] + arguments + ["--format", "sarif"], in: folder)
      let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
      let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
      return Set(
        results.compactMap {
          ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
            "artifactLocation"] as? [String: Any])?["uri"] as? String
        })
    }
    #expect(try uris(["./app/conflict.layout.yaml"], in: root) == ["app/conflict.layout.yaml"])
    #expect(
      try uris(["conflict.layout.yaml"], in: root.appendingPathComponent("app")) == [
        "app/conflict.layout.yaml"
      ])
  }

  @Test("a bad configuration is an error at its line and column, exit 2")
  func badConfiguration() throws {
    for (text, expected) in [
      ("rulez:\n  off-screen: off\n", ".autolayout.yml:1:1: unknown key 'rulez' in the configuration"),
      ("rules:\n  off-screen: maybe\n", ".autolayout.yml:2:15: rule off-screen: 'maybe' is not a setting"),
      ("rules:\n  offscreen: off\n", ".autolayout.yml:2:3: unknown key 'offscreen' in rules"),
      ("devices: [iphone-3g]\n", ".autolayout.yml:1:10: --devices: unknown device 'iphone-3g'"),
      ("directions: sideways\n", ".autolayout.yml:1:13: --directions sideways: expected ltr, rtl or both"),
    ] {
      let root = try project(configuration: text)
      defer { try? FileManager.default.removeItem(at: root) }
      let run = try runAutolayout(["check", "app/conflict.layout.yaml"], in: root)
      #expect(run.status == 2, "\(text)")
      #expect(run.error.contains(expected), "\(run.error)")
      #expect(run.error.contains("^"))
    }
    let root = try project(configuration: "devices: all\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let noBaseline = try runAutolayout(["check", "app/conflict.layout.yaml", "--update-baseline"], in: root)
    #expect(noBaseline.status == 2)
    #expect(noBaseline.error.contains("--update-baseline needs a configuration with a baseline"))
  }
}

@Suite("autolayout check skips what it does not lay out")
struct SkippedDocumentTests {
  @Test("a WatchKit storyboard and an Interface Builder 3 archive are skipped with the reason, exit 0")
  func skipped() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("skip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let watch = directory.appendingPathComponent("Interface.storyboard")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="watchKit">
      <scenes/>
    </document>
    """.write(to: watch, atomically: true, encoding: .utf8)
    let archive = directory.appendingPathComponent("Old.xib")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data/></archive>
    """.write(to: archive, atomically: true, encoding: .utf8)
    let run = try runAutolayout(["check", watch.path, archive.path])
    #expect(run.status == 0)
    #expect(
      run.output == "\(watch.path): skipped (a WatchKit storyboard: watchOS interfaces have no Auto Layout)\n"
        + "\(archive.path): skipped (an Interface Builder 3 archive (Xcode 4 and earlier); open and save it in a "
        + "current Xcode)\n")
    let github = try runAutolayout(["check", archive.path, "--format", "github"])
    #expect(github.status == 0)
    #expect(
      github.output.hasPrefix(
        "::notice file=\(archive.path),line=1,col=1,title=autolayout unsupported::skipped: "))
  }
}

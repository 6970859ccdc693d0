import Foundation
import Testing
import _AutoLayoutTestSupport

/// The repository holds only what the project wrote: no Interface Builder document of a public
/// repository, whole, trimmed or edited (ProvenanceGuard names the rules).
@Suite("Provenance: no third-party Interface Builder document under version control")
struct ProvenanceTests {
  let scratch = ScratchDirectory("provenance")

  /// An Interface Builder document of `ids` (Xcode-form object ids), with or without the marker.
  static func document(ids: [String], marked: Bool) -> String {
    let views = ids.map {
      #"<view id="\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      \(marked ? ProvenanceGuard.marker + ": a test's own file. -->" : "")
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>\(views.joined())</objects>
      </document>
      """
  }

  @Test(
    "every tracked file passes: the project's IB files are marked, none copies ../shared/xib-*",
    .enabled(
      if: FileManager.default.fileExists(atPath: SharedData.packageRoot.appendingPathComponent(".git").path),
      "needs a git checkout (git ls-files)"))
  func repository() throws {
    let files = try ProvenanceGuard.trackedFiles(in: SharedData.packageRoot)
    #expect(files.contains("Examples/interface-builder/Login.storyboard"))
    // Under CI the public sets must be there to compare against (SharedData.isCI).
    #expect(SharedData.isPresent || !SharedData.isCI, "\(SharedData.root.path) is absent under CI=true")
    let problems = try ProvenanceGuard.violations(
      files: files, root: SharedData.packageRoot, shared: SharedData.isPresent ? SharedData.root : nil)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("a planted copy, an edited copy, a pasted excerpt and an unmarked document are each caught")
  func plantedCopies() throws {
    // A stand-in for ../shared with one public file, and a repository beside it.
    let publicIDs = ["aB1-cD-eF2", "gH3-iJ-kL4", "mN5-oP-qR6", "sT7-uV-wX8"]
    let original = Self.document(ids: publicIDs, marked: false)
    try FileManager.default.createDirectory(
      at: scratch.file("shared/xib-corpus"), withIntermediateDirectories: true)
    try scratch.write(original, to: "shared/xib-corpus/Someone__App__Main.storyboard")
    try FileManager.default.createDirectory(
      at: scratch.file("repo/Examples"), withIntermediateDirectories: true)
    try scratch.write(
      Self.document(ids: ["Own-Vw-001", "Own-Vw-002", "Own-Vw-003"], marked: true),
      to: "repo/Examples/Own.xib")
    try scratch.write(original, to: "repo/Examples/Copy.storyboard")
    // An edited copy that carries the marker: caught by the ids it shares.
    let edited = Self.document(ids: publicIDs, marked: true).replacingOccurrences(
      of: "width=\"10\"", with: "width=\"12\"")
    try scratch.write(edited, to: "repo/Examples/Edited.storyboard")
    // Three of the public file's views pasted into a test's source.
    let excerpt =
      "let xml = \"\"\"\n" + Self.document(ids: Array(publicIDs.prefix(3)), marked: true) + "\n\"\"\"\n"
    try scratch.write(excerpt, to: "repo/Examples/PastedTests.swift")
    // Two shared ids are not enough to call a file a copy.
    try scratch.write(
      Self.document(ids: Array(publicIDs.prefix(2)), marked: true), to: "repo/Examples/Two.xib")
    try scratch.write(Self.document(ids: ["Own-Vw-004"], marked: false), to: "repo/Examples/Unmarked.xib")
    let files = [
      "Examples/Copy.storyboard", "Examples/Edited.storyboard", "Examples/Own.xib",
      "Examples/PastedTests.swift", "Examples/Two.xib", "Examples/Unmarked.xib",
    ]
    let problems = try ProvenanceGuard.violations(
      files: files, root: scratch.file("repo"), shared: scratch.file("shared"))
    #expect(
      problems == [
        "Examples/Copy.storyboard: an Interface Builder document without the project's marker "
          + "(<!-- Written for swift-autolayout … -->) before its root element; public files belong in ../shared",
        "Examples/Copy.storyboard: the same bytes as shared/xib-corpus/Someone__App__Main.storyboard (a public file)",
        "Examples/Edited.storyboard: 4 Xcode object ids of shared/xib-corpus/Someone__App__Main.storyboard "
          + "(a copy, trimmed or edited, of a public file)",
        "Examples/PastedTests.swift: 3 Xcode object ids of shared/xib-corpus/Someone__App__Main.storyboard "
          + "(a copy, trimmed or edited, of a public file)",
        "Examples/Unmarked.xib: an Interface Builder document without the project's marker "
          + "(<!-- Written for swift-autolayout … -->) before its root element; public files belong in ../shared",
      ], "\(problems.joined(separator: "\n"))")
    // Without a shared folder only the marker is checked.
    let alone = try ProvenanceGuard.violations(files: files, root: scratch.file("repo"), shared: nil)
    #expect(alone.count == 2 && alone.allSatisfy { $0.contains("without the project's marker") })
  }

  @Test("a real public file planted in the tree is caught by its bytes and its ids", .sharedData)
  func plantedPublicFile() throws {
    let sample = try SharedData.file(.samples, "duckduckgo__iOS__HomeRow.storyboard")
    try FileManager.default.createDirectory(at: scratch.file("repo"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: sample, to: scratch.file("repo/HomeRow.storyboard"))
    // Trimmed: the first half of its lines, its opening marked as ours.
    let lines = try String(contentsOf: sample, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    var trimmed = lines.prefix(lines.count / 2).map(String.init)
    trimmed.insert(ProvenanceGuard.marker + " -->", at: 1)
    try scratch.write(trimmed.joined(separator: "\n"), to: "repo/Trimmed.storyboard")
    let problems = try ProvenanceGuard.violations(
      files: ["HomeRow.storyboard", "Trimmed.storyboard"], root: scratch.file("repo"), shared: SharedData.root
    )
    #expect(problems.count == 3, "\(problems)")
    #expect(
      problems.contains(
        "HomeRow.storyboard: the same bytes as shared/xib-samples/duckduckgo__iOS__HomeRow.storyboard (a public file)"
      ))
    #expect(
      problems.contains {
        $0.hasPrefix("Trimmed.storyboard: ")
          && $0.contains("Xcode object ids of shared/xib-samples/duckduckgo__iOS__HomeRow.storyboard")
      })
  }
}

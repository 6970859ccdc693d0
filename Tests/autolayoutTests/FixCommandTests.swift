import Foundation
import Testing
import _AutoLayoutTestSupport

/// `autolayout fix --update-frames` on the project's own Misplaced.storyboard, copied to a
/// temporary folder: the diff, the file written, the exit statuses.
@Suite("autolayout fix")
struct FixCommandTests {
  let example = repositoryRoot.appendingPathComponent("Examples/interface-builder/Misplaced.storyboard")

  /// A copy of the example in a new temporary folder.
  func copy() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Misplaced.storyboard")
    try FileManager.default.copyItem(at: example, to: file)
    return file
  }

  @Test("--dry-run prints the one changed line as a unified diff, writes nothing, and exits 1")
  func dryRun() throws {
    let file = try copy()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let before = try Data(contentsOf: file)
    let result = try runAutolayout(["fix", file.path, "--update-frames", "--dry-run"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(":27: Badge (Mis-Vw-bdg): frame (147.5, 180, 80, 80) → (147.5, 164, 80, 80)\n"))
    #expect(
      result.output.contains(
        ":35: skipped Caption (Mis-Vw-cap): its position or size is ambiguous: its solved frame is one of many\n"
      ))
    #expect(result.output.contains("--- \(file.path)\n+++ \(file.path)\n@@ -25,7 +25,7 @@\n"))
    #expect(
      result.output.contains(
        #"-                                <rect key="frame" x="147.5" y="180" width="80" height="80"/>"#
          + "\n"
          + #"+                                <rect key="frame" x="147.5" y="164" width="80" height="80"/>"#
          + "\n"))
    #expect(try Data(contentsOf: file) == before)
  }

  @Test("without --dry-run the file is written: one value changed, and check then finds the badge in place")
  func writes() throws {
    let file = try copy()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let before = try String(contentsOf: file, encoding: .utf8)
    let result = try runAutolayout(["fix", file.path, "--update-frames"])
    // The ambiguous caption is left: exit 1.
    #expect(result.status == 1)
    #expect(result.output.hasSuffix("Misplaced.storyboard: updated 1 frame\n"))
    let after = try String(contentsOf: file, encoding: .utf8)
    #expect(
      after
        == before.replacingOccurrences(
          of: #"x="147.5" y="180" width="80" height="80""#, with: #"x="147.5" y="164" width="80" height="80""#
        ))
    let check = try runAutolayout(["check", file.path, "--compare-stored"])
    #expect(
      check.output.contains("✓ Badge (Mis-Vw-bdg): stored (147.5, 164, 80, 80), solved (147.5, 164, 80, 80)"))
    // Run again: nothing is left to update but the ambiguous caption.
    let again = try runAutolayout(["fix", file.path, "--update-frames", "--view", "Mis-Vw-bdg"])
    #expect(again.status == 0)
    #expect(again.output.hasSuffix("Misplaced.storyboard: nothing to update\n"))
  }

  @Test("--update-constants keeps the frames and changes the badge's top constraint to 40")
  func updateConstants() throws {
    let file = try copy()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let before = try String(contentsOf: file, encoding: .utf8)
    let result = try runAutolayout(["fix", file.path, "--update-constants"])
    #expect(result.status == 0)
    #expect(result.output.contains(":50: constraint Mis-Cn-bt1: constant 24 → 40 (Mis-Vw-bdg)\n"))
    #expect(result.output.hasSuffix("Misplaced.storyboard: updated 1 constant\n"))
    let after = try String(contentsOf: file, encoding: .utf8)
    #expect(
      after
        == before.replacingOccurrences(
          of: #"secondAttribute="bottom" constant="24" id="Mis-Cn-bt1""#,
          with: #"secondAttribute="bottom" constant="40" id="Mis-Cn-bt1""#))
    let both = try runAutolayout(["fix", file.path, "--update-frames", "--update-constants"])
    #expect(both.status == 2 && both.error.contains("give one"))
  }

  @Test("a folder on two threads prints what one thread prints, byte for byte")
  func folderOnTwoThreads() throws {
    let file = try copy()
    let folder = file.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let examples = repositoryRoot.appendingPathComponent("Examples/interface-builder")
    for name in ["Login.storyboard", "ProfileCell.xib", "PreferencesPane.xib"] {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    let one = try runAutolayout(["fix", folder.path, "--update-frames", "--jobs", "1"])
    let two = try runAutolayout(["fix", folder.path, "--update-frames", "--dry-run", "--jobs", "2"])
    let twoAgain = try runAutolayout(["fix", folder.path, "--update-frames", "--dry-run", "--jobs", "1"])
    // Written once: the badge moved; the other three files have nothing to update.
    #expect(one.status == 1)
    #expect(one.output.components(separatedBy: ": nothing to update\n").count == 4)
    #expect(two.output == twoAgain.output && two.status == twoAgain.status)
    let badJobs = try runAutolayout(["fix", folder.path, "--update-frames", "--jobs", "0"])
    #expect(badJobs.status == 2 && badJobs.error.contains("--jobs 0"))
  }

  @Test("bad input exits 2: no action, a file that is not IB, an unknown device, malformed XML")
  func badInput() throws {
    let file = try copy()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let noAction = try runAutolayout(["fix", file.path])
    #expect(noAction.status == 2 && noAction.error.contains("give --update-frames or --update-constants"))
    let yaml = repositoryRoot.appendingPathComponent("Examples/documents/card.layout.yaml").path
    let notIB = try runAutolayout(["fix", yaml, "--update-frames"])
    #expect(notIB.status == 2 && notIB.error.contains("fix edits .xib and .storyboard files only"))
    let device = try runAutolayout(["fix", file.path, "--update-frames", "--device", "nope"])
    #expect(device.status == 2 && device.error.contains("unknown Interface Builder device"))
    let broken = file.deletingLastPathComponent().appendingPathComponent("Broken.xib")
    try Data("<document><objects>\n<view id=\"a\">\n</objects></document>".utf8).write(to: broken)
    let malformed = try runAutolayout(["fix", broken.path, "--update-frames"])
    #expect(malformed.status == 2)
    #expect(malformed.error.contains("Broken.xib:3"))
  }
}

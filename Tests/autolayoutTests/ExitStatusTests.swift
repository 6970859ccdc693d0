import Foundation
import Testing
import _AutoLayoutTestSupport

/// The exit-code contract (README): every command exits 0 when all is well, 1 when the layout has
/// problems, 2 for bad input — `solve` as `check` (issue 65), and `--` ends the options.
@Suite("Exit statuses: solve as check, and -- before a format")
struct ExitStatusTests {
  let scratch = ScratchDirectory("exit-status")

  /// A cycle of `count` views each 8 points before the next: a required conflict that exists only
  /// because no width goes below 0.
  static func cycle(_ count: Int) -> String {
    var lines = ["version: 1", "canvas: { width: 400, height: 300 }", "views:"]
    lines += (0..<count).map { "  - { name: v\($0) }" }
    lines.append("constraints:")
    lines += (0..<count - 1).map { "  - \"v\($0).leading == v\($0 + 1).trailing + 8\"" }
    lines.append("  - \"v\(count - 1).leading == v0.leading\"")
    lines += (0..<count).flatMap { ["  - \"v\($0).top == root.top\"", "  - \"v\($0).height == 10\""] }
    lines.append("  - \"v0.leading == root.leading + 100\"")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("solve prints the frames and exits 1 when it reports a conflict; 0 when the layout is clean")
  func solve() throws {
    // 18 views: past the 16 rounds of size floors that once left this conflict unfound (exit 0,
    // nothing reported, the cycle's constraints broken silently).
    let cycle = try scratch.write(Self.cycle(18), to: "cycle.layout.yaml")
    let conflicting = try runAutolayout(["solve", cycle.path])
    #expect(conflicting.status == 1, "\(conflicting.error)")
    #expect(conflicting.output.hasPrefix("v0: 100 0 0 10\n"), "\(conflicting.output.prefix(200))")
    #expect(
      conflicting.output.contains("issue: unsatisfiable: broke <LayoutConstraint v17.leading == v0.leading"))
    let json = try runAutolayout(["solve", cycle.path, "--json"])
    #expect(json.status == 1)
    let clean = try runAutolayout([
      "solve", repositoryRoot.appendingPathComponent("Examples/documents/card.layout.yaml").path,
    ])
    #expect(clean.status == 0)
    #expect(!clean.output.contains("issue:"))
  }

  @Test("solve on an Interface Builder file: 1 with an ambiguous view (--check-ambiguity), 0 without issues")
  func solveInterfaceBuilder() throws {
    let examples = repositoryRoot.appendingPathComponent("Examples/interface-builder")
    let misplaced = examples.appendingPathComponent("Misplaced.storyboard").path
    let ambiguous = try runAutolayout(["solve", misplaced, "--check-ambiguity"])
    #expect(ambiguous.status == 1)
    #expect(ambiguous.output.contains("  issue: ambiguous: Caption: Need constraints for: Y position"))
    // solve does not compare stored frames: without the ambiguity check nothing is wrong.
    #expect(try runAutolayout(["solve", misplaced]).status == 0)
    let login = examples.appendingPathComponent("Login.storyboard").path
    #expect(try runAutolayout(["solve", login, "--check-ambiguity"]).status == 0)
  }

  @Test("a megabyte-long attribute or view name is quoted shortened, with its length")
  func longNames() throws {
    let name = String(repeating: "w", count: 1_000_000)
    let attribute = try scratch.write(
      "version: 1\nviews:\n  - { name: a }\nconstraints:\n  - \"a.\(name) == 10\"\n",
      to: "attribute.layout.yaml")
    let result = try runAutolayout(["solve", attribute.path])
    #expect(result.status == 2)
    let first = try #require(result.error.split(separator: "\n").first)
    #expect(
      first.hasSuffix(
        ":5:8: Unknown attribute " + String(repeating: "w", count: 40)
          + "… (1000000 characters); expected one of leading, trailing, left, right, top, bottom, width, "
          + "height, centerX, centerY, firstBaseline, lastBaseline or a margin attribute"))
    #expect(result.error.utf8.count < 1_000)
    // An argument (at most 128 KiB on Linux) with a 100,000-character name.
    let vfl = try runAutolayout(["vfl", "H:|[a]-(\(name.prefix(100_000)))-|", "--views", "a"])
    #expect(vfl.status == 2)
    #expect(vfl.error.contains("Expected a number or key from the metrics dictionary, but found wwww"))
    #expect(vfl.error.contains("… (100000 characters)"))
    #expect(vfl.error.utf8.count < 1_000)
  }

  @Test("vfl -- FORMAT: the -- ends the options and is not a second format")
  func doubleDash() throws {
    let plain = try runAutolayout(["vfl", "H:|[a]|"])
    let dashed = try runAutolayout(["vfl", "--", "H:|[a]|"])
    #expect(dashed.status == 0, "\(dashed.error)")
    #expect(dashed.output == plain.output)
    #expect(dashed.output == "a.leading == superview.leading\nsuperview.trailing == a.trailing\n")
    let two = try runAutolayout(["vfl", "--", "H:|[a]|", "V:|[a]|"])
    #expect(two.status == 2)
    #expect(two.error.contains("expected one format, found 2: H:|[a]| V:|[a]|; quote the whole format"))
  }
}

/// Conflicts in a large connected layout are explained from the nearest constraints, and their
/// messages are bounded (issue 65: one view repeated 5,000 times in a Visual Format line took
/// 13 s and 1.2 GB and printed 327 MB, single lines of 400 KB, every conflict listing thousands).
@Suite("Bounded conflict messages")
struct BoundedConflictTests {
  let scratch = ScratchDirectory("bounded-conflicts")

  @Test("one view repeated 5,000 times in a VFL line: the conflicts name their two constraints")
  func repeatedView() throws {
    let line = "H:|-" + String(repeating: "[a]-", count: 5_000) + "|"
    let file = try scratch.write(
      "version: 1\ncanvas: { width: 400, height: 300 }\nviews:\n  - { name: a }\nconstraints:\n"
        + "  - \"\(line)\"\n  - \"V:|[a(10)]\"\n", to: "repeated.layout.yaml")
    let result = try runAutolayout(["solve", file.path])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n")
    let conflicts = lines.filter { $0.hasPrefix("issue: unsatisfiable: ") }
    #expect(conflicts.count == 2)
    // `a.leading == a.trailing + 8` and the floor of a's width: the whole minimal set.
    for conflict in conflicts {
      let parts = conflict.components(separatedBy: "; ")
      #expect(parts.count == 3, "\(conflict)")
      #expect(
        parts.dropFirst().first?.hasPrefix("conflicting: <LayoutConstraint H:[a]-(8)-[a]   (active)>") == true
      )
      #expect(parts.last == "<LayoutConstraint a.width >= 0   (active)> (system: view size)")
    }
    #expect(lines.allSatisfy { $0.utf8.count < 4_096 })
    #expect(result.output.utf8.count < 2_000_000)
  }

  @Test("a conflict of 500 constraints names 20 of them, then how many more")
  func longConflict() throws {
    let file = try scratch.write(ExitStatusTests.cycle(500), to: "cycle.layout.yaml")
    let result = try runAutolayout(["solve", file.path])
    #expect(result.status == 1)
    let conflict = try #require(
      result.output.split(separator: "\n").first { $0.hasPrefix("issue: unsatisfiable: ") })
    #expect(conflict.components(separatedBy: "; ").count == 21 + 1)
    #expect(conflict.hasSuffix(" more"))
    #expect(conflict.contains("; … and "))
  }
}

import Foundation
import Testing
import _AutoLayoutTestSupport

/// `check` and `render` over many files use every core (`--jobs`, default one per core) and print
/// the same, byte for byte, as one file after another.
@Suite("check and render over many files: the same output for any --jobs")
struct ParallelFilesTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  /// Every example document and Interface Builder file, in path order.
  var files: [String] {
    ["documents", "interface-builder"].flatMap { folder -> [String] in
      let path = Self.examples.appendingPathComponent(folder).path
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        .sorted().map { "\(path)/\($0)" }
    }
  }

  @Test(
    "check: text, JSON, SARIF and a sweep are byte-identical with 1 and 3 jobs, and so is the exit status")
  func check() throws {
    #expect(files.count >= 20)
    for options in [[], ["--json"], ["--format", "sarif"], ["--devices", "iphone-se,ipad-landscape"]] {
      let one = try runAutolayout(["check"] + files + options + ["--jobs", "1"])
      let three = try runAutolayout(["check"] + files + options + ["--jobs", "3"])
      #expect(one.status == three.status, "\(options)")
      #expect(one.output == three.output, "\(options)")
      #expect(one.error == three.error, "\(options)")
      #expect(!one.output.isEmpty && one.error.contains("[1/\(files.count)] "))
    }
    let bad = try runAutolayout(["check", files[0], "--jobs", "0"])
    #expect(bad.status == 2 && bad.error.contains("--jobs 0: expected a count from 1 to 256"))
  }

  @Test("render: the same pictures with 1 and 3 jobs")
  func render() throws {
    let scratch = ScratchDirectory("autolayout-parallel")
    let pictures = files.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
    let one = try runAutolayout(
      ["render"] + pictures + ["-o", scratch.url.appendingPathComponent("one").path, "--jobs", "1"])
    let three = try runAutolayout(
      ["render"] + pictures + ["-o", scratch.url.appendingPathComponent("three").path, "--jobs", "3"])
    #expect(one.status == 0 && three.status == 0)
    #expect(one.error == three.error)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: scratch.url.appendingPathComponent("one").path
    ).sorted()
    #expect(names.count >= pictures.count)
    for name in names {
      let a = try Data(contentsOf: scratch.url.appendingPathComponent("one/\(name)"))
      let b = try Data(contentsOf: scratch.url.appendingPathComponent("three/\(name)"))
      #expect(a == b, "\(name)")
    }
  }
}

import Foundation
import SnapshotTesting
import Testing
import _AutoLayoutTestSupport

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Every example document, by name (`seed000-pinning`), in name order.
let exampleNames: [String] = {
  let folder = repositoryRoot.appendingPathComponent("Examples/documents")
  let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return files.filter { $0.hasSuffix(".layout.yaml") }.map { String($0.dropLast(".layout.yaml".count)) }
    .sorted()
}()

/// The examples whose layout is wrong on purpose (seed 003's ambiguity and conflict, seed 000's
/// hugging tie): `check` exits 1 for them and 0 for every other.
let examplesWithIssues: Set<String> = [
  "seed000-hugging-tie", "seed003-canvas-conventions", "seed003-conflict", "seed003-size-only",
]

/// The examples with an `animation:` section.
let animatedExamples = [
  "seed000-animate-constant", "seed001-middle-view-disappears", "seed001-switch-top-bottom",
]

func examplePath(_ name: String) -> String { "Examples/documents/\(name).layout.yaml" }

@Suite("Examples: the built binary on every example document")
struct ExampleTests {
  let scratch = ScratchDirectory("autolayout-examples")

  @Test("there is an example for every seed, and a picture for every example")
  func inventory() {
    for seed in ["seed000", "seed001", "seed002", "seed003", "seed004"] {
      #expect(exampleNames.contains { $0.hasPrefix(seed) }, "no example for \(seed)")
    }
    #expect(exampleNames.count >= 25)
    for name in exampleNames {
      let picture = repositoryRoot.appendingPathComponent("Examples/pictures/\(name).png").path
      #expect(FileManager.default.fileExists(atPath: picture), "run Scripts/render-examples.sh: \(name).png")
    }
  }

  @Test("solve --json --check-ambiguity: every example's frames and issues (golden)", arguments: exampleNames)
  func frames(name: String) throws {
    let result = try runAutolayout(
      ["solve", examplePath(name), "--json", "--check-ambiguity"], in: repositoryRoot)
    // The frames are printed either way; the status is check's (1 with issues).
    #expect(result.status == (examplesWithIssues.contains(name) ? 1 : 0), "\(result.output)")
    assertSnapshot(of: result.output, as: .lines, named: name)
  }

  @Test("check: status 1 exactly for the examples with issues", arguments: exampleNames)
  func check(name: String) throws {
    let result = try runAutolayout(["check", examplePath(name), "--json"], in: repositoryRoot)
    #expect(result.status == (examplesWithIssues.contains(name) ? 1 : 0), "\(result.output)")
  }

  @Test("render: every example's SVG (golden)", arguments: exampleNames)
  func render(name: String) throws {
    let result = try runAutolayout(["render", examplePath(name)], in: repositoryRoot)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("<?xml"))
    assertSnapshot(of: result.output, as: .lines, named: name)
  }

  @Test("render --animate: the seeds' animations as animated SVG (golden)", arguments: animatedExamples)
  func animate(name: String) throws {
    let result = try runAutolayout(["render", examplePath(name), "--animate"], in: repositoryRoot)
    #expect(result.status == 0)
    #expect(result.output.contains("<animate attributeName="))
    assertSnapshot(of: result.output, as: .lines, named: name)
  }

  @Test("render --animate: the switched view goes from y 100 to 380, the removed one fades out")
  func animationFrames() throws {
    let switched = try runAutolayout(
      ["render", examplePath("seed001-switch-top-bottom"), "--animate"], in: repositoryRoot)
    #expect(switched.output.contains("<animate attributeName=\"y\" values=\"100;100;380;380;100\""))
    let removed = try runAutolayout(
      ["render", examplePath("seed001-middle-view-disappears"), "--animate"], in: repositoryRoot)
    #expect(removed.output.contains("<rect id=\"view:midView\""))
    #expect(removed.output.contains("values=\"1;1;0;0;1\""))
    #expect(removed.output.contains("<animate attributeName=\"y\" values=\"300;300;200;200;300\""))
  }

  @Test("the picture follows the canvas options: --device, --rtl, size-class traits")
  func canvasOptions() throws {
    let compact = try runAutolayout(["render", examplePath("seed000-size-classes")], in: repositoryRoot)
    let regular = try runAutolayout(
      ["render", examplePath("seed000-size-classes"), "--device", "ipad-portrait"], in: repositoryRoot)
    #expect(
      compact.output.contains("<rect id=\"view:second\" x=\"8\" y=\"180\" width=\"359\" height=\"120\""))
    #expect(
      regular.output.contains("<rect id=\"view:second\" x=\"420\" y=\"44\" width=\"392\" height=\"120\""))
    #expect(
      regular.output.contains("seed000-size-classes.layout.yaml — ipad-portrait, 820 × 1180 @2x</text>"))
    let rtl = try runAutolayout(["render", examplePath("seed000-pinning"), "--rtl"], in: repositoryRoot)
    #expect(rtl.output.contains("<rect id=\"view:myView\" x=\"92\" y=\"40\" width=\"200\" height=\"100\""))
    #expect(rtl.output.contains(", RTL</text>"))
  }

  @Test("render -o: PNG through rsvg-convert (or exit 2 naming the package); several files into a folder")
  func outputFiles() throws {
    let folder = scratch.url
    let png = folder.appendingPathComponent("card.png").path
    let single = try runAutolayout(
      ["render", "Examples/documents/card.layout.yaml", "-o", png], in: repositoryRoot)
    let hasRasterizer = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }
    if hasRasterizer {
      #expect(single.status == 0, "\(single.error)")
      let data = try Data(contentsOf: URL(fileURLWithPath: png))
      #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    } else {
      #expect(single.status == 2)
      #expect(single.error.contains("apt-get install librsvg2-bin"))
    }
    let many = try runAutolayout(
      ["render", examplePath("seed000-pinning"), examplePath("seed002-centered-image"), "-o", folder.path],
      in: repositoryRoot)
    #expect(many.status == 0)
    #expect(many.error.contains("[1/2] Examples/documents/seed000-pinning.layout.yaml"))
    #expect(many.error.contains("[2/2] "))
    let written = try String(
      contentsOfFile: folder.appendingPathComponent("seed000-pinning.svg").path, encoding: .utf8)
    #expect(written.contains("<rect id=\"view:myView\" x=\"28\" y=\"40\""))
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("seed002-centered-image.svg").path)
    )
  }

  @Test("render: bad input exits 2 with file:line:column or a plain reason")
  func badInput() throws {
    let folder = scratch.url
    let unknownID = folder.appendingPathComponent("unknown-id.layout.yaml")
    try """
    version: 1
    views:
      - { name: box }
    constraints:
      - "H:|[box]|"
      - "V:|[box]|"
    animation:
      changes:
        - { constant: nope, to: 3 }
    """.write(to: unknownID, atomically: true, encoding: .utf8)
    let missing = try runAutolayout(["render", unknownID.path, "--animate"])
    #expect(missing.status == 2)
    #expect(missing.error.contains(":9:7: no constraint with id 'nope'"))
    let noAnimation = try runAutolayout(
      ["render", examplePath("seed000-pinning"), "--animate"], in: repositoryRoot)
    #expect(noAnimation.status == 2)
    #expect(noAnimation.error.contains("--animate needs an `animation:` section"))
    let badExtension = try runAutolayout(
      ["render", examplePath("seed000-pinning"), "-o", folder.appendingPathComponent("x.txt").path],
      in: repositoryRoot)
    #expect(badExtension.status == 2)
    #expect(badExtension.error.contains("ends in .svg or .png"))
    let several = try runAutolayout(
      ["render", examplePath("seed000-pinning"), examplePath("seed000-centering")], in: repositoryRoot)
    #expect(several.status == 2)
    #expect(several.error.contains("several files need -o DIRECTORY"))
    let badTrait = folder.appendingPathComponent("bad-trait.layout.yaml")
    try "version: 1\ntraits:\n  - when: { horizontal: wide }\n".write(
      to: badTrait, atomically: true, encoding: .utf8)
    let trait = try runAutolayout(["render", badTrait.path])
    #expect(trait.status == 2)
    #expect(trait.error.contains(":3:25: unknown size class 'wide'"))
  }
}

import ArgumentParser
import AutoLayout
import Cassowary
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutRendering

/// `autolayout render FILE…`: pictures of layout documents in Interface Builder's conventions.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw layout documents as SVG or PNG, constraints as Interface Builder draws them.",
    discussion: """
      One file: -o OUT.svg or OUT.png (by extension); without -o the SVG goes to standard output.
      Several files: -o names a directory, each picture named after its document, --format svg|png.
      PNG needs rsvg-convert (Debian's librsvg2-bin). --animate draws the document's `animation:`
      as an animated SVG. Exit status 2 for bad input.

      Examples:
        autolayout render Examples/documents/card.layout.yaml -o card.svg
        autolayout render Examples/documents/card.layout.yaml --device iphone-se --rtl -o card.png
        autolayout render Examples/documents/*.layout.yaml -o pictures --format png
        autolayout render Examples/documents/seed001-switch-top-bottom.layout.yaml --animate -o switch.svg
      """
  )

  @Argument(help: "Layout documents, .xib or .storyboard files (one picture per scene).")
  var files: [String]

  @Option(name: [.short, .customLong("output")], help: "The picture (one file) or a directory (several).")
  var output: String?

  @Option(help: "svg or png, for several files (one file: the output's extension decides).")
  var format: String = "svg"

  @Option(help: "Pixels per point of a PNG (default: the canvas's display scale).")
  var pngScale: Double?

  @Flag(help: "Draw the document's animation as an animated SVG.")
  var animate = false

  @Flag(help: "Leave the legend out.")
  var noLegend = false

  @Flag(
    inversion: .prefixedNo,
    help: """
      IB files: views with content take their stored size as intrinsic size (the default: there is \
      no San Francisco font here, and the stored size is the best measure of a label's text).
      """)
  var intrinsicFromFrames = true

  @OptionGroup var canvas: CanvasOptions

  @Option(help: "How many files to draw at once (default: one per core).")
  var jobs: Int?

  mutating func run() throws {
    do {
      try validate(files: files)
      // Files whose pictures would share a name are drawn one after another (the last one wins, as
      // it always has); others at once, their messages printed in the files' order.
      let distinct = Set(files.map(Self.pictureName(for:))).count == files.count
      let command = self
      let results = ParallelFiles.map(files, jobs: distinct ? (jobs ?? ParallelFiles.defaultJobs) : 1) {
        file in
        try command.render(file)
      }
      for (index, (result, output)) in results.enumerated() {
        if files.count > 1 { printError("[\(index + 1)/\(files.count)] \(files[index])") }
        output.replay()
        try result.get()
      }
    } catch let error as InterfaceBuilderError {
      printError("\(error)")
      throw ExitCode(2)
    } catch let error as InputError {
      printError("error: \(error)")
      throw ExitCode(2)
    }
  }

  func validate(files: [String]) throws {
    if let jobs, !(1...256).contains(jobs) {
      throw InputError(description: "--jobs \(jobs): expected a count from 1 to 256")
    }
    guard ["svg", "png"].contains(format) else {
      throw InputError(description: "--format \(format): expected svg or png")
    }
    if let pngScale, let problem = NumericRange.scale.problem(with: pngScale) {
      throw InputError(description: "--png-scale: \(problem)")
    }
    if files.count > 1 && output == nil {
      throw InputError(description: "several files need -o DIRECTORY for their pictures")
    }
  }

  /// Where a document's picture goes: `nil` for standard output.
  func destination(for file: String) throws -> String? {
    guard let output else { return nil }
    if files.count == 1 { return output == "-" ? nil : output }
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      throw InputError(
        description: "-o \(output): cannot create the directory (\(error.localizedDescription))")
    }
    return (output as NSString).appendingPathComponent(Self.pictureName(for: file) + "." + format)
  }

  /// `card.layout.yaml` → `card`.
  static func pictureName(for file: String) -> String {
    var name = (file as NSString).lastPathComponent
    for suffix in [
      ".layout.yaml", ".layout.yml", ".layout.json", ".yaml", ".yml", ".json", ".xib", ".storyboard",
    ]
    where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name
  }

  /// Draws every scene of a file: one scene to the destination as given, several each with its
  /// scene id before the extension (`Main-BYZ-38-t0r.svg`), in the output directory when several
  /// files are drawn.
  func render(_ file: String) throws {
    if animate {
      if isInterfaceBuilderFile(file) {
        throw InputError(
          description: "\(file): --animate is for layout documents with an `animation:` section")
      }
      try renderAnimation(DocumentInput(file, canvas: canvas), to: destination(for: file))
      return
    }
    let input = try openLayoutInput(file, canvas: canvas, intrinsicFromFrames: intrinsicFromFrames)
    let scenes = try input.scenes()
    guard !scenes.isEmpty else { throw InputError(description: "\(file): no scenes with views to draw") }
    let base = try destination(for: file)
    if base == nil && scenes.count > 1 {
      throw InputError(
        description: "\(file) has \(scenes.count) scenes: give -o OUT.svg (one picture per scene)")
    }
    for scene in scenes {
      var picture = scene.picture(file: file)
      picture.showsLegend = !noLegend
      var path = base
      if let chosen = base, let id = scene.sceneID, scenes.count > 1 {
        let ext = (chosen as NSString).pathExtension
        path = (chosen as NSString).deletingPathExtension + "-\(id)." + ext
      }
      let isPNG = try checkPictureName(path)
      let svg = LayoutLog.withHandler({ _ in }) { picture.svg() }
      try write(svg, to: path, isPNG: isPNG, scale: scene.displayScale)
    }
  }

  /// `--animate`: the document's `animation:` drawn as an animated SVG.
  func renderAnimation(_ input: DocumentInput, to path: String?) throws {
    guard let animation = input.document.animation else {
      throw InputError(
        description: "\(input.file): --animate needs an `animation:` section (docs/layout-document.md)")
    }
    let scene = try input.scene()
    var picture = scene.picture(file: input.file)
    picture.showsLegend = !noLegend
    if try checkPictureName(path) {
      throw InputError(description: "an animated picture is SVG only; use -o OUT.svg")
    }
    var failure: DocumentError?
    let svg = LayoutLog.withHandler({ _ in }) {
      picture.animatedSVG(duration: animation.duration) {
        do {
          for change in animation.changes { try scene.scene.apply(change) }
        } catch {
          failure = error as? DocumentError
        }
      }
    }
    if let failure { throw failure }
    try write(svg, to: path, isPNG: false, scale: scene.displayScale)
  }

  /// Whether a picture path names a PNG (else an SVG); any other extension is an input error.
  func checkPictureName(_ path: String?) throws -> Bool {
    let isPNG = path.map { $0.lowercased().hasSuffix(".png") } ?? false
    if let path, !isPNG && !path.lowercased().hasSuffix(".svg") {
      throw InputError(description: "-o \(path): the picture's name ends in .svg or .png")
    }
    return isPNG
  }

  /// Writes an SVG (or its PNG) to a path, or to standard output without one.
  func write(_ svg: String, to path: String?, isPNG: Bool, scale: Double) throws {
    guard let path else {
      print(svg, terminator: "")
      return
    }
    try writePicture(svg, to: path, isPNG: isPNG, zoom: pngScale ?? scale)
  }
}

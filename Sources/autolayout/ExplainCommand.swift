import ArgumentParser
import AutoLayout
import ConflictLogs
import Foundation
import LayoutRendering

/// `autolayout explain LOG`: an app's "Unable to simultaneously satisfy constraints." console
/// output, rebuilt, re-solved and explained.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract:
      "Explain UIKit's \"Unable to simultaneously satisfy constraints\" log: the minimal conflict, in words.",
    discussion: """
      Reads every report of the log (a file, or - for standard input): the constraints UIKit listed in
      any Xcode's format (equations, Visual Format forms, autoresizing-mask constraints, identifiers,
      priorities, names tables) and the one it broke. Each report is rebuilt with a view per item and
      solved by this package's engine, which finds the minimal conflicting set — usually a few of the
      constraints UIKit listed — and says each in plain English, which of them UIKit made (autoresizing
      masks, cell and container sizes, stack views, margins …) and what that usually means.

      -o OUT.svg|OUT.png|OUT.html draws the rebuilt views and the conflict (several reports: one
      picture each, numbered). Exit status: 0 when every report's conflict is reproduced, 1 when a
      listed set holds when rebuilt (the conflict involves what the log does not show), 2 for bad input
      (a log of which nothing could be read among it).

      Examples:
        autolayout explain crash.log
        pbpaste | autolayout explain -
        autolayout explain console.txt -o conflict.html
      """
  )

  @Argument(help: "The log file, or - for standard input.")
  var log: String

  @Option(name: [.short, .customLong("output")], help: "A picture of the conflict: .svg, .png or .html.")
  var output: String?

  mutating func run() throws {
    do {
      if let output, !["svg", "png", "html"].contains((output as NSString).pathExtension.lowercased()) {
        throw InputError(description: "-o \(output): the picture's name ends in .svg, .png or .html")
      }
      let data: Data
      if log == "-" {
        data = FileHandle.standardInput.readDataToEndOfFile()
      } else {
        guard let contents = FileManager.default.contents(atPath: log) else {
          throw InputError(description: "\(log): cannot read the file")
        }
        data = contents
      }
      let name = log == "-" ? "<stdin>" : log
      let parsed = try ConflictLog(text: try SourceDiagnostic.utf8Text(data, path: name), path: name)
      var explanations: [ConflictExplanation] = []
      for (index, report) in parsed.reports.enumerated() {
        let explanation = ConflictExplanation(report, path: name)
        if index > 0 { print("") }
        print(explanation)
        explanations.append(explanation)
      }
      if let output { try draw(explanations, to: output) }
      // Nothing read in any report (entries a web page emptied, no list): bad input, as a log
      // with no report at all is; the explanation said what is missing.
      if explanations.allSatisfy({ $0.report.constraints.isEmpty && $0.report.redactedCount == 0 }) {
        throw ExitCode(2)
      }
      if explanations.contains(where: { !$0.isReproduced }) { throw ExitCode(1) }
    } catch let error as SourceDiagnostic {
      printError("\(error)")
      throw ExitCode(2)
    } catch let error as InputError {
      printError("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// One picture per report (`conflict-2.svg` for the second), or one page with all of them.
  func draw(_ explanations: [ConflictExplanation], to path: String) throws {
    let ext = (path as NSString).pathExtension.lowercased()
    let pictures = explanations.map { explanation in
      LayoutPicture(
        root: explanation.window,
        title: "\((log as NSString).lastPathComponent):\(explanation.report.line) — conflict")
    }
    if ext == "html" {
      var page =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>autolayout explain</title>"
      page += "<style>body{font-family:\"DejaVu Sans\",Helvetica,Arial,sans-serif;margin:24px}"
      page +=
        "pre{white-space:pre-wrap;font-size:13px}svg{max-width:100%;height:auto}</style></head>\n<body>\n"
      for (explanation, picture) in zip(explanations, pictures) {
        let text = TextEscaping.markup(explanation.description, quotes: .none)
        page += "<pre>\(text)</pre>\n" + LayoutLog.withHandler({ _ in }) { picture.svgElement() } + "\n"
      }
      page += "</body>\n</html>\n"
      try writeOutput(page, to: path)
      return
    }
    for (index, picture) in pictures.enumerated() {
      let svg = LayoutLog.withHandler({ _ in }) { picture.svg() }
      var target = path
      if pictures.count > 1 {
        target =
          (path as NSString).deletingPathExtension + "-\(index + 1)." + (path as NSString).pathExtension
      }
      try writePicture(svg, to: target, isPNG: ext == "png", zoom: 1)
    }
  }
}

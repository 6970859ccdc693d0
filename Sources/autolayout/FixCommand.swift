import ArgumentParser
import AutoLayout
import Cassowary
import Foundation
import InterfaceBuilder

/// `autolayout fix FILE… --update-frames`: Interface Builder's Update Frames, written into the
/// `.xib` / `.storyboard` itself, changing nothing else in it.
struct FixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fix",
    abstract:
      "Update misplaced frames in .xib / .storyboard files, as Interface Builder's Update Frames does.",
    discussion: """
      --update-frames: the stored frame of each view the file's own constraints prove misplaced
      becomes the solved one, on the device's pixel grid in Xcode's number format, and its
      misplaced="YES" flag goes; every other byte of the file stays as it was. Views whose solved
      frame rests on values the model supplies (possibly-misplaced, or flagged misplaced by Xcode)
      are skipped, and said so, unless --include-model-dependent is given. --scene and --view
      narrow the update. --dry-run prints the change as a unified diff and writes nothing.

      --update-constants instead keeps the stored frames and changes the constants of the
      misplaced views' constraints (between edges, centres and sizes of views) to what the stored
      frames give, as Interface Builder's Update Constraint Constants does; constraints to margins,
      baselines and layout guides are left, said so.

      Exit status: 0 when nothing is left to update, 1 when views were skipped (or, with
      --dry-run, would change), 2 for bad input.

      Examples:
        autolayout fix Main.storyboard --update-frames
        autolayout fix Main.storyboard --update-frames --scene BYZ-38-t0r --dry-run
        autolayout fix Views/ --update-frames --include-model-dependent
        autolayout fix Main.storyboard --update-constants --view abc-12-XyZ
      """
  )

  @Argument(help: ".xib or .storyboard files, or directories of them.")
  var files: [String]

  @Flag(help: "Replace misplaced views' stored frames with the solved ones.")
  var updateFrames = false

  @Flag(help: "Change misplaced views' constraint constants so that their stored frames hold.")
  var updateConstants = false

  @Option(help: "Only this scene (an id; repeat for several).")
  var scene: [String] = []

  @Option(help: "Only this view (an id; repeat for several).")
  var view: [String] = []

  @Flag(help: "Also update views whose solved frame rests on values the model supplies.")
  var includeModelDependent = false

  @Flag(help: "Print the change as a unified diff; write nothing.")
  var dryRun = false

  @Option(help: "The Xcode device to lay the scenes out on (default: the file's).")
  var device: String?

  @Option(help: "How many files to fix at once (default: one per core).")
  var jobs: Int?

  mutating func run() throws {
    guard updateFrames != updateConstants else {
      printError(
        "error: "
          + (updateFrames
            ? "--update-frames and --update-constants are two fixes of the same views: give one"
            : "nothing to do: give --update-frames or --update-constants"))
      throw ExitCode(2)
    }
    if let jobs, !(1...256).contains(jobs) {
      printError("error: --jobs \(jobs): expected a count from 1 to 256")
      throw ExitCode(2)
    }
    var anyLeft = false
    var badInput = false
    let paths = files.flatMap(expandCheckArgument)
    // Files at once, each file's output kept and printed in the files' order; a path named twice
    // is fixed once.
    var seen: Set<String> = []
    let unique = paths.filter { seen.insert($0).inserted }
    let command = self
    let results = ParallelFiles.map(unique, jobs: jobs ?? ParallelFiles.defaultJobs) { file in
      try command.fix(file)
    }
    for (result, output) in results {
      output.replay()
      do {
        if try result.get() { anyLeft = true }
      } catch let error as InterfaceBuilderError {
        printError("\(error)")
        badInput = true
      } catch let skipped as UnsupportedDocument {
        printError("\(skipped)")
      } catch let error as InputError {
        printError("error: \(error)")
        badInput = true
      }
    }
    if badInput { throw ExitCode(2) }
    if anyLeft { throw ExitCode(1) }
  }

  /// Updates one file; `true` when something is left (skipped views, or a dry run's changes).
  func fix(_ file: String) throws -> Bool {
    guard isInterfaceBuilderFile(file) else {
      throw InputError(description: "\(file): fix edits .xib and .storyboard files only")
    }
    try validateInterfaceBuilderDevice(device)
    guard let data = FileManager.default.contents(atPath: file) else {
      throw InputError(description: "\(file): cannot read the file")
    }
    let text = String(decoding: data, as: UTF8.self)
    let document = try InterfaceBuilderDocument(xml: text, path: file)
    var source: InterfaceBuilderSource
    do {
      source = try InterfaceBuilderSource(text: text)
    } catch {
      throw InputError(description: "\(file): \(error)")
    }
    let options = FrameUpdate.Options(
      scenes: Set(scene), views: Set(view), includeModelDependent: includeModelDependent,
      layout: .init(
        deviceID: device, intrinsicSizesFromFrames: true, rightToLeft: false,
        textMeasurer: commandTextMeasurer))
    let original = source
    let lines: [String]
    let skipped: [FrameUpdate.Skip]
    let noun: String
    if updateConstants {
      let update = ConstantUpdate(document: document, source: source, options: options)
      update.apply(to: &source)
      lines = update.changes.map { change in
        "\(file):\(change.line): constraint \(change.id): constant \(NumberText.shortest(Double(change.from))) → "
          + "\(NumberText.shortest(Double(change.to))) (\(change.views.joined(separator: ", ")))"
      }
      skipped = update.skipped
      noun = "constant"
    } else {
      let update = FrameUpdate(document: document, source: source, options: options)
      update.apply(to: &source)
      lines = update.changes.map { change in
        "\(file):\(change.line): \(change.name): frame \(StoredFrameComparison.describe(change.from)) → "
          + StoredFrameComparison.describe(change.to)
          + (change.isModelDependent ? " (rests on the model)" : "")
      }
      skipped = update.skipped
      noun = "frame"
    }
    for line in lines { print(line) }
    for skip in skipped {
      print("\(file):\(skip.line): skipped \(skip.name): \(skip.reason)")
    }
    let edited = source.text
    if dryRun {
      if edited != original.text {
        print(FixCommand.unifiedDiff(file: file, from: text, to: edited), terminator: "")
      }
      return !skipped.isEmpty || edited != text
    }
    if edited != text {
      do {
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
      } catch {
        throw InputError(description: "\(file): cannot write the file (\(error.localizedDescription))")
      }
      print("\(file): updated \(lines.count) \(noun)\(lines.count == 1 ? "" : "s")")
    } else if lines.isEmpty && skipped.isEmpty {
      print("\(file): nothing to update")
    }
    return !skipped.isEmpty
  }

  /// A unified diff of two texts with the same lines but for some changed ones (an edit of
  /// attributes never adds or removes a line): one hunk per run of changed lines, three lines of
  /// context.
  ///
  /// ```swift
  /// FixCommand.unifiedDiff(file: "A.xib", from: "a\nb\n", to: "a\nc\n")
  /// // "--- a/A.xib\n+++ b/A.xib\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
  /// ```
  static func unifiedDiff(file: String, from old: String, to new: String, context: Int = 3) -> String {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    guard before.count == after.count else { return "" }
    let changed = before.indices.filter { before[$0] != after[$0] }
    guard !changed.isEmpty else { return "" }
    // Runs of changed lines whose contexts touch make one hunk.
    var hunks: [(start: Int, end: Int)] = []
    for line in changed {
      let start = max(0, line - context)
      let end = min(before.count - 1, line + context)
      if let last = hunks.last, start <= last.end + 1 {
        hunks[hunks.count - 1].end = end
      } else {
        hunks.append((start, end))
      }
    }
    // A final empty piece is the text's last line break, not a line.
    let lastLine = before.last == "" ? before.count - 2 : before.count - 1
    let (a, b) = file.hasPrefix("/") ? ("", "") : ("a/", "b/")
    var out = "--- \(a)\(file)\n+++ \(b)\(file)\n"
    for hunk in hunks {
      let end = min(hunk.end, lastLine)
      let count = end - hunk.start + 1
      out += "@@ -\(hunk.start + 1),\(count) +\(hunk.start + 1),\(count) @@\n"
      for line in hunk.start...end {
        if before[line] == after[line] {
          out += " \(before[line])\n"
        } else {
          out += "-\(before[line])\n+\(after[line])\n"
        }
      }
    }
    return out
  }
}

import ArgumentParser
import Foundation
import UIKitPort

/// `autolayout port SOURCES… -o DIR` (this tool, `autolayout-port`, which `autolayout port` runs):
/// UIKit sources rewritten to build on Linux against UIKitCompat (docs/porting.md). A tool of its
/// own because it needs swift-syntax, which no other command does: building `autolayout` stays
/// quick.
@main
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autolayout port",
    abstract: "Rewrite UIKit sources to build on Linux against UIKitCompat, reporting each change.",
    discussion: """
      A mechanical, syntax-aware rewrite that changes only what it must: `import UIKit` becomes
      `import UIKitCompat`; `#selector(save)` given to addTarget, a gesture recognizer, a bar
      button item or NotificationCenter.addObserver becomes the method reference
      `ViewController.save` (the same method is called); @objc, @objcMembers, @IBAction and
      @IBOutlet are dropped; an override written in an extension moves into its class. Each change
      is listed as file:line:column: kind: before → after; what needs a hand edit is listed as
      "left". Porting ported sources changes nothing.

      Directories are read for their .swift files. Every file is written to DIR at its path below
      the inputs' common folder (changed or not, so that DIR builds as a whole), or rewritten in
      place with --in-place.

      Exit status: 0 every file ported, 1 ported with places left for a hand edit, 2 a source
      could not be read (its line and column, nothing written).

      Examples:
        autolayout port Sources/App -o Ported
        autolayout port FeedViewController.swift --dry-run
        autolayout port Sources/App --in-place
      """
  )

  @Argument(help: "Swift files, or folders of them.")
  var sources: [String] = []

  @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write the ported files to.")
  var output: String?

  @Flag(help: "Rewrite the files where they are.")
  var inPlace = false

  @Flag(help: "Report the changes and write nothing.")
  var dryRun = false

  @Flag(help: "Print only what was left for a hand edit and the summary.")
  var quiet = false

  /// Runs the command; a command line that does not parse exits 2, as every `autolayout` command.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        printError(fullMessage(for: error))
        Self.exit(withError: ExitCode(2))
      }
      exit(withError: error)
    }
  }

  func validate() throws {
    if sources.isEmpty { throw ValidationError("Missing expected argument '<sources> ...'") }
    let destinations = [output != nil, inPlace].filter { $0 }.count
    if destinations > 1 { throw ValidationError("give either --output or --in-place, not both") }
    if destinations == 0 && !dryRun {
      throw ValidationError("give --output DIR (or --in-place, or --dry-run to only see the changes)")
    }
  }

  func run() throws {
    let files: [String]
    let texts: [String]
    do {
      files = try Self.swiftFiles(in: sources)
      texts = try files.map { path in
        guard let data = FileManager.default.contents(atPath: path) else {
          throw InputError(description: "\(path): cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
          throw InputError(description: "\(path): not UTF-8 text")
        }
        return text
      }
    } catch let error as InputError {
      printError("error: \(error)")
      throw ExitCode(2)
    }
    let result: PortResult
    do {
      result = try SourcePort.port(Array(zip(files, texts)).map { (path: $0.0, text: $0.1) })
    } catch {
      printError("\(error)")
      throw ExitCode(2)
    }
    for file in result.files {
      if !quiet { for rewrite in file.rewrites { print(rewrite) } }
      for note in file.notes { print(note) }
    }
    if !dryRun {
      let root = Self.commonFolder(of: files)
      for file in result.files {
        let destination =
          inPlace
          ? file.path
          : URL(fileURLWithPath: output!).appendingPathComponent(Self.relative(file.path, to: root)).path
        if !inPlace,
          URL(fileURLWithPath: destination).standardizedFileURL
            == URL(fileURLWithPath: file.path).standardizedFileURL
        {
          printError(
            "error: \(destination) is the source itself\nhint: give another --output folder, or --in-place")
          throw ExitCode(2)
        }
        if inPlace && !file.isChanged { continue }
        do {
          try FileManager.default.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
          try file.text.write(toFile: destination, atomically: true, encoding: .utf8)
        } catch {
          printError("error: \(destination): cannot write (\(error.localizedDescription))")
          throw ExitCode(2)
        }
      }
    }
    let changed = result.files.filter(\.isChanged).count
    let summary =
      "port: \(result.files.count) file\(result.files.count == 1 ? "" : "s"), \(changed) changed, "
      + "\(result.rewriteCount) rewrite\(result.rewriteCount == 1 ? "" : "s"), "
      + "\(result.noteCount) left for a hand edit" + (dryRun ? " (dry run: nothing written)" : "")
    printError(summary)
    if result.noteCount > 0 { throw ExitCode(1) }
  }

  /// The `.swift` files of `paths` (folders read recursively, in name order; hidden folders and
  /// `.build` skipped), each once, in the order given.
  static func swiftFiles(in paths: [String]) throws -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw InputError(description: "\(path): no such file or folder")
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let found = (manager.subpaths(atPath: path) ?? []).filter { relative in
        relative.hasSuffix(".swift")
          && !relative.split(separator: "/").contains { $0.hasPrefix(".") || $0 == ".build" }
      }
      files += found.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
    var seen: Set<String> = []
    return files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
  }

  /// The deepest folder holding every file.
  static func commonFolder(of files: [String]) -> String {
    let folders = files.map {
      URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents
    }
    guard var common = folders.first else { return "." }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    return NSString.path(withComponents: common)
  }

  /// `path` below `folder`.
  static func relative(_ path: String, to folder: String) -> String {
    let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    return NSString.path(withComponents: Array(components.dropFirst(base.count)))
  }
}

/// A problem with the input: what and where, for a message and exit status 2.
struct InputError: Error, CustomStringConvertible {
  var description: String
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

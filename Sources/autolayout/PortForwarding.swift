import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `autolayout port …`: runs the `autolayout-port` tool with the same arguments. Porting needs
/// swift-syntax, which no other command does, so it is a tool of its own (as git finds `git-foo`
/// for `git foo`) and building `autolayout` does not build a Swift parser. This command is here so
/// that `autolayout --help` lists it; `autolayout port --help` shows the tool's own help.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Rewrite UIKit sources to build on Linux against UIKitCompat, reporting each change.",
    discussion: """
      Runs the autolayout-port tool (found beside this executable, then on PATH) with the same
      arguments; `autolayout port --help` shows its options. Build it with
      `swift build --product autolayout-port`.

      Examples:
        autolayout port Sources/App -o Ported
        autolayout port FeedViewController.swift --dry-run
      """
  )

  @Argument(parsing: .captureForPassthrough, help: "The arguments of autolayout-port.")
  var arguments: [String] = []

  func run() throws {
    PortTool.execute(arguments)
  }
}

/// Where the `autolayout-port` tool is, and running it in place of this process.
enum PortTool {
  static let name = "autolayout-port"

  /// The tool beside this executable (the same build folder, symbolic links followed), else the
  /// first on `PATH`; nil when neither has it.
  static func location() -> String? {
    let manager = FileManager.default
    if let own = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let beside = own.deletingLastPathComponent().appendingPathComponent(name).path
      if manager.isExecutableFile(atPath: beside) { return beside }
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = (String(folder) as NSString).appendingPathComponent(name)
      if manager.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Replaces this process by `autolayout-port arguments…` (its output, input and exit status are
  /// the command's own). Exits 2 with a hint when the tool is not built.
  static func execute(_ arguments: [String]) -> Never {
    guard let tool = location() else {
      printError(
        """
        error: autolayout port runs the \(name) tool, which is neither beside this executable nor on PATH
        hint: build it with `swift build --product \(name)` (with -c release for a release build), \
        or run `swift run \(name) …`
        """)
      Foundation.exit(2)
    }
    var argv: [UnsafeMutablePointer<CChar>?] = ([tool] + arguments).map { strdup($0) } + [nil]
    execv(tool, &argv)
    let reason = String(cString: strerror(errno))
    printError("error: cannot run \(tool): \(reason)")
    Foundation.exit(2)
  }
}

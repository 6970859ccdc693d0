import ArgumentParser
import Foundation
import LayoutStudio

/// `autolayout studio`: Interface Builder's constraint tools in the browser, on this engine.
struct StudioCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "studio",
    abstract: "Edit layout documents (and look at .xib / .storyboard files) in the browser.",
    discussion: """
      Serves a page on 127.0.0.1 with the canvas, the document outline, control-drag, the Pin, \
      Align and Stack tools, Resolve Auto Layout Issues and the inspectors (docs/studio.md). \
      Only files under the folder are served.

      Examples:
        autolayout studio Examples/documents/card.layout.yaml
        autolayout studio Examples/documents --port 8080
      """)

  @Argument(help: "A layout document, .xib or .storyboard, or a folder (default: the current folder).")
  var path: String = "."

  @Option(help: "The port (0: any free port).")
  var port: Int = 8080

  @Option(help: "The address to listen on (127.0.0.1 unless you mean to share it).")
  var host: String = "127.0.0.1"

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be within 0…65535") }
  }

  func run() throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError(description: "\(path): no such file or folder")
    }
    let folder =
      isDirectory.boolValue
      ? path
      : ((path as NSString).deletingLastPathComponent.isEmpty
        ? "." : (path as NSString).deletingLastPathComponent)
    let files: StudioFiles
    do {
      files = try StudioFiles(root: folder)
    } catch {
      throw InputError(description: "\(error)")
    }
    let initial = isDirectory.boolValue ? nil : (path as NSString).lastPathComponent
    if let initial { _ = try? files.resolve(initial) }
    if !["127.0.0.1", "localhost", "::1"].contains(host.lowercased()) {
      FileHandle.standardError.write(
        Data(
          ("warning: the studio listens on \(host): anyone who can reach this machine and has the address "
            + "it prints (with its token) can read and change the files under \(folder)\n").utf8))
    }
    let server = StudioServer(
      files: files, host: host, port: port, initialFile: initial, textMeasurer: commandTextMeasurer)
    let done = DispatchSemaphore(value: 0)
    let failure = FailureBox()
    Task.detached {
      do {
        try await server.run { url in
          // Unbuffered: scripts wait for this line to know the server listens.
          FileHandle.standardOutput.write(
            Data("autolayout studio: \(url)  (serving \(files.root); Ctrl-C stops)\n".utf8))
        }
      } catch {
        failure.set("\(error)")
      }
      done.signal()
    }
    done.wait()
    if let message = failure.value { throw InputError(description: "studio: \(message)") }
  }
}

/// The server's error, handed from its task to the command.
final class FailureBox: @unchecked Sendable {
  private let lock = NSLock()
  private var message: String?
  var value: String? { lock.withLock { message } }
  func set(_ text: String) { lock.withLock { message = text } }
}

import Foundation

/// A directory of one test's own under the system's temporary directory, removed with the value.
///
/// Keep it in a stored property of the test suite: Swift Testing makes a suite instance per test, so
/// the directory lives exactly as long as the test that wrote into it.
///
/// ```swift
/// struct RenderTests {
///   let scratch = ScratchDirectory("render")
///   @Test func png() throws {
///     let file = try scratch.write("version: 1\n", to: "box.layout.yaml")
///     // … run the command on `file.path`; the directory goes when the test ends.
///   }
/// }
/// ```
public final class ScratchDirectory: Sendable {
  /// The directory (created empty).
  public let url: URL

  /// Creates an empty directory named after `prefix` and a fresh UUID.
  public init(_ prefix: String) {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The URL of `name` inside the directory.
  public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// Writes `text` (UTF-8) to `name` inside the directory (its folders made as needed) and
  /// returns its URL.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> URL {
    let file = file(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }
}

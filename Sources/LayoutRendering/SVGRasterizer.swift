import Foundation

/// Turns SVG into PNG with `rsvg-convert` (Debian's `librsvg2-bin`), found on the `PATH`.
///
/// ```swift
/// try SVGRasterizer().writePNG(svg: picture.svg(), to: "card.png", zoom: 2)
/// ```
public struct SVGRasterizer: Sendable {
  /// Why a PNG could not be made.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, with a hint.
    public let description: String
  }

  /// The program's path, or `nil` when it is not installed.
  public let executable: String?

  /// Looks `rsvg-convert` up on the `PATH`.
  ///
  /// ```swift
  /// SVGRasterizer().executable   // "/usr/bin/rsvg-convert"
  /// ```
  public init() {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    executable = path.split(separator: ":").map { "\($0)/rsvg-convert" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Writes a PNG of the SVG; `zoom` multiplies the size (use the display scale for device pixels).
  ///
  /// ```swift
  /// try SVGRasterizer().writePNG(svg: svg, to: "out.png")
  /// ```
  public func writePNG(svg: String, to path: String, zoom: Double = 1) throws(Failure) {
    guard let executable else {
      throw Failure(
        description:
          "PNG output needs rsvg-convert, which is not installed; install it with "
          + "`apt-get install librsvg2-bin` (Scripts/install-system-packages.sh does), or write .svg")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--format=png", "--zoom=\(zoom)", "--output=\(path)"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run \(executable): \(error)")
    }
    input.fileHandleForWriting.write(Data(svg.utf8))
    try? input.fileHandleForWriting.close()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      let directory = (path as NSString).deletingLastPathComponent
      throw Failure(
        description: "rsvg-convert failed (status \(process.terminationStatus)): \(text)\n"
          + "hint: check that \(directory.isEmpty ? "the current directory" : directory) exists and is writable; "
          + "a picture wider or taller than 32,767 pixels cannot be drawn (lower --png-scale or the canvas size)"
      )
    }
  }
}

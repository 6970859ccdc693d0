import Foundation
import Testing

/// sarif-pydantic, the SARIF 2.1.0 object model for Python, which checks `check --format sarif`'s
/// log. `./Scripts/install-system-packages.sh --tests` installs it (PyPI). Where it is missing the
/// test is skipped with ``skipReason``; under `CI=true` it runs regardless and fails.
///
/// ```swift
/// @Test(.sarifModel) func validates() throws { try SarifModel.validate(log) }
/// ```
public enum SarifModel {
  /// Whether `python3` can import `sarif_pydantic`.
  public static let isPresent: Bool = (try? run(["-c", "import sarif_pydantic"]).status) == 0

  /// What the skip says.
  public static var skipReason: Comment {
    Comment(
      rawValue:
        "sarif-pydantic for Python is missing: ./Scripts/install-system-packages.sh --tests installs it")
  }

  /// Validates a SARIF log with sarif-pydantic's model; returns what Python printed (the number
  /// of results), or throws with its error.
  ///
  /// ```swift
  /// let count = try SarifModel.validate(sarif)   // "7"
  /// ```
  @discardableResult
  public static func validate(_ log: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sarif-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).sarif")
    try log.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let script =
      "import sys\nfrom sarif_pydantic import Sarif\n"
      + "log = Sarif.model_validate_json(open(sys.argv[1]).read())\n"
      + "print(sum(len(run.results or []) for run in log.runs))\n"
    let result = try run(["-c", script, file.path])
    guard result.status == 0 else {
      throw SarifModelError(description: "sarif-pydantic rejected the log: \(result.output)")
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// sarif-pydantic's complaint about a log.
public struct SarifModelError: Error, CustomStringConvertible {
  /// What Python printed.
  public let description: String
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where sarif-pydantic is installed, and always under `CI=true`.
  ///
  /// ```swift
  /// @Test(.sarifModel) func validates() throws { … }
  /// ```
  public static var sarifModel: Self {
    .enabled(if: SarifModel.isPresent || SharedData.isCI, SarifModel.skipReason)
  }
}

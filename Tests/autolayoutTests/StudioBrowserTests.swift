import Foundation
import Testing
import _AutoLayoutTestSupport

/// The studio in a real browser (Tests/Browser/studio_scenarios.py): Debian's chromium driven by
/// Playwright through real mouse and keyboard events, against the `autolayout studio` this build
/// made. `./Scripts/install-system-packages.sh --tests` installs chromium and Playwright; without
/// them the test is skipped with that reason (``BrowserTools``), except under `CI=true`, where it
/// runs and fails. Screenshots go to `.build/studio-screenshots`.
@Suite("Studio in the browser")
struct StudioBrowserTests {
  @Test("the issue's scenarios pass in chromium, each checking the frames the server sends back", .browser)
  func scenarios() throws {
    let screenshots = repositoryRoot.appendingPathComponent(".build/studio-screenshots")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", repositoryRoot.appendingPathComponent("Tests/Browser/studio_scenarios.py").path,
      "--binary", Bundle.main.bundleURL.appendingPathComponent("autolayout").path,
      "--out", screenshots.path,
    ]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "browser scenarios failed (exit \(process.terminationStatus)); run ./Scripts/install-system-packages.sh --tests if chromium or Playwright is missing\n\(output)\n\(error)"
    )
    let summaryLine = try #require(output.split(separator: "\n").last { $0.hasPrefix("{") })
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(summaryLine.utf8)) as? [String: Any])
    let results = try #require(summary["results"] as? [[String: Any]])
    #expect(results.count == 29)
    for result in results {
      #expect(result["ok"] as? Bool == true, "\(result["scenario"] ?? "?"): \(result["error"] ?? "")")
    }
    #expect((summary["screenshots"] as? [String])?.count ?? 0 >= 25)
  }
}

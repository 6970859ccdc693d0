import Foundation
import Testing

/// Debian's chromium and Playwright for Python, which the studio's browser tests drive.
/// `./Scripts/install-system-packages.sh --tests` installs both. Where either is missing the
/// browser tests are skipped with ``skipReason``; under `CI=true` they run regardless and fail,
/// so a CI run without a browser cannot pass silently.
///
/// ```swift
/// @Test(.browser) func scenarios() throws { … }
/// ```
public enum BrowserTools {
  /// The browser Playwright launches (`executable_path` in `Tests/Browser/studio_scenarios.py`).
  public static let chromium = "/usr/bin/chromium"

  /// Whether chromium is installed and `python3` can import Playwright.
  ///
  /// ```swift
  /// if !BrowserTools.isPresent { print(BrowserTools.skipReason) }
  /// ```
  public static let isPresent: Bool = {
    guard FileManager.default.isExecutableFile(atPath: chromium) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import playwright.sync_api"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// Whether the browser tests run: where the tools are present, and always under `CI=true`.
  ///
  /// ```swift
  /// #expect(BrowserTools.isEnabled || !SharedData.isCI)
  /// ```
  public static var isEnabled: Bool { isPresent || SharedData.isCI }

  /// What the skip says.
  ///
  /// ```swift
  /// print(BrowserTools.skipReason)
  /// ```
  public static var skipReason: Comment {
    Comment(
      rawValue: "chromium (\(chromium)) or Playwright for Python is missing: "
        + "./Scripts/install-system-packages.sh --tests installs both")
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where chromium and Playwright are installed, and always under `CI=true`;
  /// skipped elsewhere with ``BrowserTools/skipReason``.
  ///
  /// ```swift
  /// @Test(.browser) func scenarios() throws { … }
  /// ```
  public static var browser: Self { .enabled(if: BrowserTools.isEnabled, BrowserTools.skipReason) }
}

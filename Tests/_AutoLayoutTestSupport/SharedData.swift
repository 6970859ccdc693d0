import Foundation
import Testing

/// The public material that lives beside the checkout in `../shared`, never in the repository:
/// Interface Builder files from public repositories whose stored frames Apple's engine computed.
///
/// Tests that measure on those files read them from here. A user's clone usually has no
/// `../shared`: the tests are then skipped with ``skipReason`` (shown by `swift test`). Under
/// `CI=true` they run regardless and fail on the first file they cannot read, so a CI run without
/// the material never passes silently.
///
/// ```swift
/// @Suite("The public corpus", .sharedData)
/// struct CorpusTests {
///   @Test func everyFileReads() throws {
///     let folder = try SharedData.directory(.corpus)
///     // … read every file of `folder`
///   }
/// }
/// ```
public enum SharedData {
  /// One set of public Interface Builder files in `../shared` (each with a `SOURCES.tsv`).
  public enum Set: String, CaseIterable, Sendable {
    /// `xib-corpus`: 281 files of 86 repositories.
    case corpus = "xib-corpus"
    /// `xib-outside`: 82 trimmed files of 34 repositories the corpus does not sample.
    case outside = "xib-outside"
    /// `xib-samples`: 8 hand-checked files.
    case samples = "xib-samples"
    /// `xib-corpus-2`: the larger second set.
    case corpus2 = "xib-corpus-2"
  }

  /// The package root, found from this file's path (not the working directory).
  ///
  /// ```swift
  /// let examples = SharedData.packageRoot.appendingPathComponent("Examples")
  /// ```
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared` next to the package root (`SHARED_DIR` overrides it).
  ///
  /// ```swift
  /// print(SharedData.root.path)  // /work/shared
  /// ```
  public static let root: URL = {
    if let path = ProcessInfo.processInfo.environment["SHARED_DIR"], !path.isEmpty {
      return URL(fileURLWithPath: path).standardizedFileURL
    }
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared").standardizedFileURL
  }()

  /// Whether `../shared` holds the Interface Builder sets.
  ///
  /// ```swift
  /// if SharedData.isPresent { print("measuring on the public sets") }
  /// ```
  public static let isPresent: Bool = Set.allCases.allSatisfy { set in
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url(set).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Whether this run is CI's (`CI=true`): there the sets must be present.
  ///
  /// ```swift
  /// #expect(SharedData.isPresent || !SharedData.isCI)
  /// ```
  public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Whether tests on the shared sets run: when the sets are present, and always under CI (where
  /// their absence then fails the tests instead of skipping them).
  ///
  /// ```swift
  /// @Test(.enabled(if: SharedData.isEnabled, SharedData.skipReason)) func measure() {}
  /// ```
  public static let isEnabled = isPresent || isCI

  /// Why the tests on the shared sets are skipped.
  ///
  /// ```swift
  /// print(SharedData.skipReason)
  /// ```
  public static let skipReason: Comment =
    "needs the public Interface Builder sets in ../shared beside the checkout (or SHARED_DIR); absent here"

  /// Where `set` is (whether it exists or not).
  ///
  /// ```swift
  /// SharedData.url(.samples).lastPathComponent  // "xib-samples"
  /// ```
  public static func url(_ set: Set) -> URL { root.appendingPathComponent(set.rawValue) }

  /// The folder of `set`; throws ``Missing`` when it is absent.
  ///
  /// ```swift
  /// let corpus = try SharedData.directory(.corpus)
  /// ```
  public static func directory(_ set: Set) throws -> URL {
    let folder = url(set)
    guard FileManager.default.fileExists(atPath: folder.path) else { throw Missing(path: folder.path) }
    return folder
  }

  /// The file `name` of `set`; throws ``Missing`` when it is absent.
  ///
  /// ```swift
  /// let file = try SharedData.file(.samples, "duckduckgo__iOS__OmniBar.xib")
  /// ```
  public static func file(_ set: Set, _ name: String) throws -> URL {
    let file = url(set).appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: file.path) else { throw Missing(path: file.path) }
    return file
  }

  /// The Interface Builder files of `set`, sorted by name.
  ///
  /// ```swift
  /// let files = try SharedData.interfaceBuilderFiles(.outside)  // 82 URLs
  /// ```
  public static func interfaceBuilderFiles(_ set: Set) throws -> [URL] {
    let folder = try directory(set)
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }

  /// A file or folder of `../shared` that a test needed is absent.
  ///
  /// ```swift
  /// do { _ = try SharedData.directory(.corpus) } catch let missing as SharedData.Missing { print(missing) }
  /// ```
  public struct Missing: Error, CustomStringConvertible {
    /// The path that does not exist.
    public var path: String
    /// What is missing and how to provide it.
    public var description: String {
      "\(path) is absent: the public Interface Builder sets live in ../shared beside the checkout "
        + "(set SHARED_DIR to use another folder)"
        + (SharedData.isCI ? "; CI=true requires them" : "")
    }
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test or suite only where the public sets of `../shared` are present, and always under
  /// `CI=true`; skipped elsewhere with ``SharedData/skipReason``.
  ///
  /// ```swift
  /// @Test(.sharedData) func samplesAgree() throws { _ = try SharedData.directory(.samples) }
  /// ```
  public static var sharedData: Self { .enabled(if: SharedData.isEnabled, SharedData.skipReason) }
}

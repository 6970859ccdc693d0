import Foundation

/// Paths as a repository names them: relative to the root of the git repository holding the file
/// (the nearest folder above it with a `.git`), else to the configuration's folder, else to the
/// current directory when the file is below it — never `./`-prefixed, never dependent on how `check` was started. SARIF's artifact
/// locations use them, so code scanning finds the file whatever directory CI ran in.
///
/// ```swift
/// RepositoryPath.relative("./App/Main.storyboard")   // "MyApp/App/Main.storyboard" in a clone of MyApp
/// ```
enum RepositoryPath {
  /// The path relative to its repository, else to `fallbackRoot` (the configuration's folder),
  /// else to the current directory; an absolute path outside them all stays absolute.
  static func relative(_ path: String, fallbackRoot: String? = nil) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var folder = (absolute as NSString).deletingLastPathComponent
    while !folder.isEmpty {
      if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) {
        return String(absolute.dropFirst(folder == "/" ? 1 : folder.count + 1))
      }
      if folder == "/" { break }
      folder = (folder as NSString).deletingLastPathComponent
    }
    for root in [fallbackRoot, FileManager.default.currentDirectoryPath].compactMap({ $0 }) {
      let base = URL(fileURLWithPath: root).standardizedFileURL.path
      let prefix = base.hasSuffix("/") ? base : base + "/"
      if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
    }
    return absolute
  }
}

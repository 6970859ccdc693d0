import Foundation

/// The folder the studio serves: files are opened by a path relative to it, never outside it
/// (no `..`, no absolute paths, no symbolic links that lead out).
///
/// ```swift
/// let files = try StudioFiles(root: "Examples/documents")
/// try files.resolve("card.layout.yaml")   // "/…/Examples/documents/card.layout.yaml"
/// ```
public struct StudioFiles: Sendable {
  /// The folder, absolute and with symbolic links resolved.
  public let root: String

  /// The suffixes the studio opens.
  static let suffixes = [".layout.yaml", ".layout.yml", ".layout.json", ".xib", ".storyboard"]

  /// Serves `root` (a folder).
  ///
  /// ```swift
  /// let files = try StudioFiles(root: ".")
  /// ```
  public init(root: String) throws(StudioError) {
    let resolved = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw StudioError(
        "'\(root)' is not a folder", hint: "give a folder, or a file inside the folder to serve")
    }
    self.root = resolved
  }

  /// The absolute path of a file under the root; throws for anything that leaves it or is not a
  /// layout document or Interface Builder file.
  ///
  /// ```swift
  /// try files.resolve("../secret")   // throws
  /// ```
  public func resolve(_ relative: String) throws(StudioError) -> String {
    guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0"),
      !relative.split(separator: "/").contains("..")
    else {
      throw StudioError(
        "'\(relative)' is not a path inside the served folder", hint: "paths are relative, without ..")
    }
    guard Self.suffixes.contains(where: { relative.hasSuffix($0) }) else {
      throw StudioError(
        "'\(relative)' is not a layout document or Interface Builder file",
        hint: "the studio opens " + Self.suffixes.joined(separator: ", "))
    }
    let full = URL(fileURLWithPath: root + "/" + relative).standardizedFileURL.resolvingSymlinksInPath().path
    guard full.hasPrefix(root + "/") else {
      throw StudioError(
        "'\(relative)' leads outside the served folder", hint: "symbolic links out are not followed")
    }
    return full
  }

  /// Every file the studio can open under the root, relative paths sorted (hidden folders and
  /// build folders skipped).
  ///
  /// ```swift
  /// files.list()   // ["card.layout.yaml", …]
  /// ```
  public func list(limit: Int = 2000) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var result: [String] = []
    while let item = enumerator.nextObject() as? String {
      let last = (item as NSString).lastPathComponent
      if last.hasPrefix(".") || last == "node_modules" {
        enumerator.skipDescendants()
        continue
      }
      // Files only: a folder named `dir.layout.yaml` is not a document.
      if Self.suffixes.contains(where: { item.hasSuffix($0) }), let path = try? resolve(item) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
          result.append(item)
        }
      }
      if result.count >= limit { break }
    }
    return result.sorted()
  }
}

/// A request the studio refuses, with a hint.
///
/// ```swift
/// StudioError("no file open", hint: "open one first")
/// ```
public struct StudioError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// What to do.
  public var hint: String?

  /// An error.
  ///
  /// ```swift
  /// StudioError("unknown message type 'x'")
  /// ```
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// The message and the hint.
  public var description: String { message + (hint.map { " (hint: \($0))" } ?? "") }
}

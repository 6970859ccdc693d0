import Foundation

/// Keeps third-party Interface Builder documents out of the repository.
///
/// The repository holds only what the project wrote; public `.xib` / `.storyboard` files live in
/// `../shared` (``SharedData``). Three rules, checked on the files under version control:
///
/// 1. Every `.xib` / `.storyboard` names itself as the project's own: the comment ``marker``
///    comes before its root element.
/// 2. No file has the same bytes as a file of `../shared/xib-*` (a copy).
/// 3. No file carries three or more of the Xcode object ids (`abc-12-xyz`, written `id="…"`) of one
///    file of `../shared/xib-*` (an edited or trimmed copy, or an excerpt pasted into a test).
///    Xcode draws ids at random from 62⁸ values, so three shared by chance do not happen.
///
/// ```swift
/// let files = try ProvenanceGuard.trackedFiles(in: SharedData.packageRoot)
/// let problems = try ProvenanceGuard.violations(
///   files: files, root: SharedData.packageRoot, shared: SharedData.root)
/// #expect(problems.isEmpty, "\(problems)")
/// ```
public enum ProvenanceGuard {
  /// The comment that opens every Interface Builder document the project wrote.
  ///
  /// ```swift
  /// xml.contains(ProvenanceGuard.marker)
  /// ```
  public static let marker = "<!-- Written for swift-autolayout"

  /// Ids shared with one public file from which a file counts as derived from it.
  public static let sharedIDLimit = 3

  /// The files under version control in `root` (paths relative to it), from `git ls-files`.
  ///
  /// ```swift
  /// let files = try ProvenanceGuard.trackedFiles(in: SharedData.packageRoot)
  /// ```
  public static func trackedFiles(in root: URL) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root.path, "ls-files", "-z"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GitUnavailable(root: root.path, status: process.terminationStatus)
    }
    return data.split(separator: 0).compactMap { String(bytes: $0, encoding: .utf8) }
  }

  /// Why a file breaks the rules, one line per problem, sorted by file (`shared` nil: rule 1 only).
  ///
  /// ```swift
  /// let problems = try ProvenanceGuard.violations(files: ["A.xib"], root: folder, shared: nil)
  /// // ["A.xib: an Interface Builder document without the project's marker …"]
  /// ```
  public static func violations(files: [String], root: URL, shared: URL?) throws -> [String] {
    let publicFiles = shared.map(publicDocuments(in:)) ?? []
    var bySize: [Int: [URL]] = [:]
    var owners: [String: [Int]] = [:]
    for (index, file) in publicFiles.enumerated() {
      guard let data = try? Data(contentsOf: file) else { continue }
      bySize[data.count, default: []].append(file)
      for id in xcodeIDs(in: data) { owners[id, default: []].append(index) }
    }
    var problems: [String] = []
    for file in files.sorted() {
      let url = root.appendingPathComponent(file)
      guard let data = try? Data(contentsOf: url) else { continue }
      if isInterfaceBuilderDocument(file), !startsWithMarker(data) {
        problems.append(
          "\(file): an Interface Builder document without the project's marker (\(marker) … -->) before "
            + "its root element; public files belong in ../shared")
      }
      if let twin = bySize[data.count]?.first(where: { (try? Data(contentsOf: $0)) == data }) {
        problems.append("\(file): the same bytes as \(relative(twin, to: shared)) (a public file)")
        continue
      }
      var common: [Int: Int] = [:]
      for id in xcodeIDs(in: data) {
        for owner in Set(owners[id] ?? []) { common[owner, default: 0] += 1 }
      }
      // The public file sharing most ids (the first in path order on a tie).
      if let (owner, count) = common.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
        count >= sharedIDLimit
      {
        problems.append(
          "\(file): \(count) Xcode object ids of \(relative(publicFiles[owner], to: shared)) "
            + "(a copy, trimmed or edited, of a public file)")
      }
    }
    return problems
  }

  /// Whether `path` names an Interface Builder document.
  static func isInterfaceBuilderDocument(_ path: String) -> Bool {
    path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
  }

  /// Whether ``marker`` comes before the first element that is not the XML declaration.
  static func startsWithMarker(_ data: Data) -> Bool {
    let head = String(decoding: data.prefix(4096), as: UTF8.self)
    guard let marker = head.range(of: marker) else { return false }
    let beforeMarker = head[..<marker.lowerBound]
    // Only the declaration (`<?xml … ?>`) and white space may come first.
    let stripped = beforeMarker.replacingOccurrences(
      of: #"<\?xml[^>]*\?>"#, with: "", options: .regularExpression)
    return stripped.allSatisfy(\.isWhitespace)
  }

  /// The files of `shared/xib-*` (every file: IB documents and their notes).
  static func publicDocuments(in shared: URL) -> [URL] {
    let manager = FileManager.default
    guard let sets = try? manager.contentsOfDirectory(atPath: shared.path) else { return [] }
    return sets.filter { $0.hasPrefix("xib-") }.sorted().flatMap { set -> [URL] in
      let folder = shared.appendingPathComponent(set)
      let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.sorted().map { folder.appendingPathComponent($0) }
    }
  }

  /// The distinct Xcode-form ids (`abc-12-xyz`) written as `id="…"` in `data`.
  static func xcodeIDs(in data: Data) -> Set<String> {
    var ids = Set<String>()
    let bytes = [UInt8](data)
    let prefix = Array(#"id=""#.utf8)
    var index = 0
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
    }
    while index + prefix.count + 10 < bytes.count {
      if bytes[index] == prefix[0], Array(bytes[index..<index + prefix.count]) == prefix {
        let start = index + prefix.count
        let candidate = bytes[start..<start + 10]
        let shape = candidate.enumerated().allSatisfy { offset, byte in
          offset == 3 || offset == 6 ? byte == UInt8(ascii: "-") : isAlphanumeric(byte)
        }
        if shape, bytes[start + 10] == UInt8(ascii: "\"") {
          ids.insert(String(decoding: candidate, as: UTF8.self))
        }
        index = start
      } else {
        index += 1
      }
    }
    return ids
  }

  /// `url`'s path from the folder that holds `shared` (`shared/xib-samples/A.xib`).
  static func relative(_ url: URL, to shared: URL?) -> String {
    guard let base = shared?.deletingLastPathComponent() else { return url.path }
    let prefix = base.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// `git ls-files` failed (no git, or not a checkout).
  public struct GitUnavailable: Error, CustomStringConvertible {
    /// The folder asked about.
    public var root: String
    /// git's exit status.
    public var status: Int32
    /// What failed.
    public var description: String { "git ls-files failed in \(root) (exit status \(status))" }
  }
}

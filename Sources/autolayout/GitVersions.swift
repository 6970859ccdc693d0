import Foundation

/// The layout files a git revision range changed, with their text before and after, read with the
/// `git` command of the machine (in the current directory's repository).
///
/// `REV` compares the revision with the working tree, `A..B` two revisions.
struct GitVersions {
  /// The old revision.
  let old: String
  /// The new revision, or `nil` for the working tree.
  let new: String?

  /// The pathspecs of the files compared.
  static let pathspecs = ["*.xib", "*.storyboard", "*.layout.yaml", "*.layout.yml", "*.layout.json"]

  init(range: String) throws {
    let parts = range.components(separatedBy: "..")
    guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") }) else {
      throw InputError(description: "--git \(range): expected REV or REV..REV")
    }
    old = parts[0]
    new = parts.count == 2 ? parts[1] : nil
  }

  /// Every changed layout file, added and removed ones included, sorted by path. A file git
  /// finds moved or renamed (`R` with its similarity) is one pair, old path to new — a moved
  /// folder is its files' changes, not each of them removed and added again.
  func changedFiles() throws -> [DiffCommand.Pair] {
    let root = try Self.run(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
    var arguments = ["diff", "--name-status", "--find-renames", old]
    if let new { arguments.append(new) }
    arguments += ["--"] + Self.pathspecs
    let listing = try Self.run(arguments, in: root)
    var pairs: [DiffCommand.Pair] = []
    for line in listing.split(separator: "\n") {
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count >= 2, let status = fields[0].first else { continue }
      // `R097\told\tnew` (a rename or move); `M\tpath`, `A\tpath`, `D\tpath` otherwise.
      let renamed = (status == "R" || status == "C") && fields.count == 3
      let oldPath = fields[1]
      let path = renamed ? fields[2] : fields[1]
      let before = status == "A" ? nil : try Self.run(["show", "\(old):\(oldPath)"], in: root)
      var after: String?
      if status != "D" {
        if let new {
          after = try Self.run(["show", "\(new):\(path)"], in: root)
        } else {
          after = try DiffCommand.read((root as NSString).appendingPathComponent(path))
        }
      }
      pairs.append(
        DiffCommand.Pair(
          name: renamed && status == "R" ? "\(path) (renamed from \(oldPath))" : path,
          old: before.map { ($0, "\(old):\(oldPath)") },
          new: after.map { ($0, new.map { "\($0):\(path)" } ?? path) }))
    }
    return pairs.sorted { $0.name < $1.name }
  }

  /// Runs git and returns its standard output, or an input error with what git said.
  static func run(_ arguments: [String], in directory: String? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + (directory.map { ["-C", $0] } ?? []) + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw InputError(description: "--git: cannot run git (\(error.localizedDescription))")
    }
    // Read before waiting: a large `git show` would fill the pipe and block git.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let said = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw InputError(
        description: "--git: git \(arguments.joined(separator: " ")) failed: \(said)",
      )
    }
    return String(decoding: data, as: UTF8.self)
  }
}

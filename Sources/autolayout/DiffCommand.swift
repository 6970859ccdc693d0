import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutRendering

/// `autolayout diff OLD NEW` and `autolayout diff --git REV`: what changed between two versions of
/// storyboards, xibs or layout documents, as pictures side by side and a summary.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two versions of a .xib, .storyboard or layout document: pictures and a summary.",
    discussion: """
      Each scene (a storyboard's view controller, a xib's top-level view, a layout document) is laid
      out in both versions; views are matched by their Interface Builder id or document name, and
      constraints by what they relate. Added, removed, moved and resized views and added, removed
      and changed constraints are listed and highlighted on the two pictures.

      The Markdown summary (for a pull-request comment) goes to standard output, or to --markdown.
      -o PAGE.html writes one self-contained HTML page with the pictures side by side.
      --git REV compares every changed .xib, .storyboard and .layout.yaml between REV and the
      working tree; --git A..B between two revisions.

      Exit status: 0 when no layout changed, 1 when some did, 2 for bad input.

      Examples:
        autolayout diff Old.storyboard New.storyboard -o diff.html
        autolayout diff --git HEAD~1 -o diff.html --markdown diff.md
        autolayout diff --git main..feature
      """
  )

  @Argument(help: "The old and the new version (not with --git).")
  var files: [String] = []

  @Option(help: "Compare the files changed since this revision (REV, or REV..REV).")
  var git: String?

  @Option(name: [.short, .customLong("output")], help: "The HTML page to write.")
  var output: String?

  @Option(help: "Where to write the Markdown summary (default: standard output).")
  var markdown: String?

  mutating func run() throws {
    do {
      if let output, !output.lowercased().hasSuffix(".html") {
        throw InputError(description: "-o \(output): the page's name ends in .html")
      }
      let pairs = try sources()
      var sections: [LayoutDiff.Section] = []
      for (index, pair) in pairs.enumerated() {
        if pairs.count > 1 { printError("[\(index + 1)/\(pairs.count)] \(pair.name)") }
        sections += try Self.sections(old: pair.old, new: pair.new, name: pair.name)
      }
      let title = "Layout changes: " + (git.map { "git \($0)" } ?? files.joined(separator: " → "))
      let summary = LayoutDiff.markdown(title: title, sections: sections)
      if let markdown {
        try writeOutput(summary, to: markdown, option: "--markdown")
      } else {
        print(summary, terminator: "")
      }
      if let output {
        try writeOutput(LayoutDiff.htmlPage(title: title, sections: sections), to: output)
      }
      if sections.contains(where: { !$0.diff.isEmpty }) { throw ExitCode(1) }
    } catch let error as SourceDiagnostic {
      // A document's or an Interface Builder file's error, with its line and column.
      printError("\(error)")
      throw ExitCode(2)
    } catch let error as InputError {
      printError("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// One file in two versions: its text in each (`nil` where it does not exist).
  struct Pair {
    var name: String
    var old: (text: String, path: String)?
    var new: (text: String, path: String)?
  }

  func sources() throws -> [Pair] {
    if let git {
      guard files.isEmpty else {
        throw InputError(description: "--git compares the files a revision changed: give no files with it")
      }
      return try GitVersions(range: git).changedFiles()
    }
    guard files.count == 2 else {
      throw InputError(
        description: "give the old and the new version (autolayout diff OLD NEW), or --git REV")
    }
    for file in files where !Self.isLayoutFile(file) {
      throw InputError(description: "\(file): expected a .xib, .storyboard or layout document (.yaml, .json)")
    }
    guard isInterfaceBuilderFile(files[0]) == isInterfaceBuilderFile(files[1]) else {
      throw InputError(
        description:
          "\(files[0]) and \(files[1]): compare an Interface Builder file with another, a document with a document"
      )
    }
    return [
      Pair(
        name: (files[1] as NSString).lastPathComponent, old: (try Self.read(files[0]), files[0]),
        new: (try Self.read(files[1]), files[1]))
    ]
  }

  static func isLayoutFile(_ path: String) -> Bool {
    isInterfaceBuilderFile(path) || [".yaml", ".yml", ".json"].contains { path.hasSuffix($0) }
  }

  static func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError(description: "\(path): cannot read the file")
    }
    return try SourceDiagnostic.utf8Text(data, path: path)
  }

  /// The sections of one file: each scene in both versions (scenes matched by id).
  static func sections(
    old: (text: String, path: String)?, new: (text: String, path: String)?, name: String
  ) throws -> [LayoutDiff.Section] {
    let before = try old.map { try versions(text: $0.text, path: $0.path) } ?? []
    let after = try new.map { try versions(text: $0.text, path: $0.path) } ?? []
    var sections: [LayoutDiff.Section] = []
    let beforeByID = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let afterIDs = Set(after.map(\.id))
    for scene in after {
      let previous = beforeByID[scene.id]
      sections.append(
        .init(
          title: name + scene.label,
          diff: LayoutDiff(old: previous?.version, new: scene.version)))
    }
    for scene in before where !afterIDs.contains(scene.id) {
      sections.append(.init(title: name + scene.label, diff: LayoutDiff(old: scene.version, new: nil)))
    }
    return sections
  }

  /// A laid-out scene of one version of a file.
  struct SceneVersion {
    var id: String
    /// ` — scene BYZ-38-t0r (ViewController)`, empty for a layout document.
    var label: String
    var version: LayoutDiff.Version
    /// Keeps an Interface Builder scene's layout (its guides and constraint table) alive.
    var owner: AnyObject?
  }

  static func versions(text: String, path: String) throws -> [SceneVersion] {
    if isInterfaceBuilderFile(path) {
      let document = try InterfaceBuilderDocument(xml: text, path: path)
      return document.scenes.map { scene in
        let layout = SceneLayout(
          document: document, scene: scene,
          options: .init(intrinsicSizesFromFrames: true, textMeasurer: commandTextMeasurer))
        var picture = LayoutPicture(
          root: layout.window, title: (path as NSString).lastPathComponent + " — scene \(scene.id)")
        picture.setContents(of: scene, in: layout)
        // Views by IB id, named as Interface Builder's outline names them: the label a user gave,
        // else the class and the id.
        let views = scene.root.allViews.compactMap { node in
          layout.view(withID: node.id).map { (view: $0, key: node.id, name: node.displayName) }
        }
        let label = " — scene \(scene.id)" + (scene.controller.map { " (\($0))" } ?? "")
        return SceneVersion(
          id: scene.id, label: label, version: LayoutDiff.Version(picture: picture, views: views),
          owner: layout)
      }
    }
    let document = try LayoutDocument(yaml: text, path: path)
    let scene = try document.makeScene()
    var picture = LayoutPicture(root: scene.window, title: (path as NSString).lastPathComponent)
    picture.setContents(of: scene)
    let keys = scene.views.map { ($0.view, $0.name) }
    return [
      SceneVersion(id: "document", label: "", version: .init(picture: picture, keys: keys), owner: scene)
    ]
  }
}

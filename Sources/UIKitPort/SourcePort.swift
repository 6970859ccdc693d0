import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The mechanical rewrite of UIKit sources into sources that build on Linux against UIKitCompat
/// (`autolayout port`): syntax-aware, changing only the text it must, each change reported.
///
/// - `import UIKit` → `import UIKitCompat`, `import SnapKit` → `import LayoutDSL`.
/// - `#selector(save)` given to `addTarget`, a gesture recognizer, a bar button item or
///   `NotificationCenter.addObserver` → the method reference `ViewController.save`, which
///   UIKitCompat's forms of those calls take (they call the same method, the target held weakly);
///   `removeTarget`'s `action:` argument is dropped.
/// - `@objc`, `@objcMembers`, `@IBAction` and `@IBOutlet` dropped (Swift on Linux rejects them);
///   `@UIApplicationMain`, and `@main` on an app delegate, dropped (the test runner is the entry
///   point).
/// - In extensions of `UIColor`, `UIFont` and `UIImage` (structs in UIKitCompat): `class` members
///   made `static`, `convenience` initializers plain.
/// - FoundationNetworking imported after `import Foundation` in a file that uses `URLSession`,
///   `URLRequest` or their kin (Foundation on Linux keeps them there; UIKitCompat re-exports it).
/// - An `override` written in an extension is moved into the class, when the class is among the
///   files given (Swift overrides from an extension only through the Objective-C runtime).
///
/// What has no mechanical rewrite is left as it was, with a ``PortNote`` saying what to do. Porting
/// ported sources changes nothing.
///
/// ```swift
/// let result = try SourcePort.port([(path: "Feed.swift", text: source)])
/// print(result.files[0].text)
/// result.files[0].rewrites.forEach { print($0) }
/// ```
public enum SourcePort {
  /// Ports `sources` (each a path, used in reports only, and its text) together: an override
  /// in one file's extension moves into the class declared in another.
  ///
  /// ```swift
  /// let result = try SourcePort.port([(path: "A.swift", text: "import UIKit\n")])
  /// result.files[0].text   // "import UIKitCompat\n"
  /// ```
  ///
  /// - Throws: ``PortError`` at the first syntax error of the first file that has one.
  public static func port(_ sources: [(path: String, text: String)]) throws(PortError) -> PortResult {
    var scanners: [PortScanner] = []
    var trees: [SourceFileSyntax] = []
    for source in sources {
      let tree = Parser.parse(source: source.text)
      try requireNoErrors(tree, path: source.path, text: source.text)
      let scanner = PortScanner(file: source.path, bytes: Array(source.text.utf8), tree: tree)
      scanner.walk(tree)
      scanner.importNetworkingIfUsed()
      scanners.append(scanner)
      trees.append(tree)
    }
    var edits = scanners.map(\.edits)
    var rewrites = scanners.map(\.rewrites)
    // Overrides written in extensions go into their class (the first file declaring it).
    var classes: [String: (file: Int, decl: ClassDeclSyntax)] = [:]
    for (index, scanner) in scanners.enumerated() {
      for (name, decl) in scanner.classes where classes[name] == nil { classes[name] = (index, decl) }
    }
    for (index, scanner) in scanners.enumerated() {
      for (type, member) in scanner.extensionOverrides {
        guard let owner = classes[type] else {
          scanner.note(
            at: member.positionAfterSkippingLeadingTrivia,
            "override in an extension of \(type), which is not declared in the files given: Swift on Linux overrides only in the class itself; move it there (or give its file too)"
          )
          continue
        }
        let range = member.position.utf8Offset..<member.endPosition.utf8Offset
        // The member's own edits (an attribute dropped inside it) go with it.
        let inside = edits[index].filter {
          range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound
        }
        edits[index].removeAll {
          range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound
        }
        let shifted = inside.map {
          TextEdit(
            range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound),
            replacement: $0.replacement)
        }
        // One blank line before the member in its class, whatever stood before it in the extension.
        let lines = String(decoding: TextEdit.apply(shifted, to: Array(scanner.bytes[range])), as: UTF8.self)
          .split(separator: "\n", omittingEmptySubsequences: false)
        let text = "\n" + lines.drop { $0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
        edits[index].append(TextEdit(range: range, replacement: ""))
        let brace = owner.decl.memberBlock.rightBrace
        let insertion = brace.position.utf8Offset
        let closingOnItsLine = brace.leadingTrivia.contains { $0.isNewline }
        edits[owner.file].append(
          TextEdit(range: insertion..<insertion, replacement: "\n" + text + (closingOnItsLine ? "" : "\n")))
        let location = scanner.converter.location(for: member.positionAfterSkippingLeadingTrivia)
        rewrites[index].append(
          PortRewrite(
            file: scanner.file, line: location.line, column: location.column, kind: .override,
            before: member.trimmedDescription,
            after:
              "moved into class \(type) (\(scanners[owner.file].file):\(scanners[owner.file].converter.location(for: brace.positionAfterSkippingLeadingTrivia).line))"
          ))
      }
    }
    let notes = scanners.map(\.notes)
    let files = sources.indices.map { index in
      let bytes = TextEdit.apply(edits[index], to: scanners[index].bytes)
      return PortedFile(
        path: sources[index].path, original: sources[index].text,
        text: String(decoding: bytes, as: UTF8.self),
        rewrites: rewrites[index].sorted { ($0.line, $0.column) < ($1.line, $1.column) },
        notes: notes[index].sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
    return PortResult(files: files)
  }

  /// Throws the first syntax error of a file, positioned.
  static func requireNoErrors(_ tree: SourceFileSyntax, path: String, text: String) throws(PortError) {
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).filter {
      $0.diagMessage.severity == .error
    }
    guard let first = diagnostics.first else { return }
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let location = first.location(converter: converter)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let sourceLine = location.line - 1 < lines.count ? String(lines[location.line - 1]) : ""
    throw PortError(
      path: path, line: location.line, column: location.column, message: first.message,
      hint:
        "port reads Swift that compiles with Xcode; fix the syntax (or give the file as Xcode builds it) and run it again",
      sourceLine: sourceLine)
  }
}

/// What ``SourcePort/port(_:)`` made of the files, in the order given.
///
/// ```swift
/// let result = try SourcePort.port(sources)
/// result.rewriteCount   // changes made in every file
/// ```
public struct PortResult: Sendable {
  /// The files, in the order given.
  public var files: [PortedFile]

  /// Changes made in every file.
  public var rewriteCount: Int { files.reduce(0) { $0 + $1.rewrites.count } }
  /// Places left for a hand edit in every file.
  public var noteCount: Int { files.reduce(0) { $0 + $1.notes.count } }
}

/// One file as ported.
///
/// ```swift
/// if file.isChanged { try file.text.write(toFile: out, atomically: true, encoding: .utf8) }
/// ```
public struct PortedFile: Sendable {
  /// The path, as given.
  public var path: String
  /// The text given.
  public var original: String
  /// The text ported.
  public var text: String
  /// The changes, by position in the original.
  public var rewrites: [PortRewrite]
  /// What was left for a hand edit.
  public var notes: [PortNote]

  /// Whether the port changed the text.
  public var isChanged: Bool { text != original }
}

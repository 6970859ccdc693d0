import Foundation

/// A problem in a source file the package reads (a layout document, a `.xib` or `.storyboard`):
/// what is wrong, where (file, line and column, with the line and a caret), and a hint. The
/// readers throw it as `DocumentError` (LayoutDocument) and `InterfaceBuilderError`
/// (InterfaceBuilder), both names of this type.
///
/// ```swift
/// let problem = SourceDiagnostic(
///   path: "card.layout.yaml", line: 4, column: 11, message: "unknown key 'widht' in a view",
///   hint: "did you mean 'width'?", sourceLine: "        widht: 40")
/// print(problem)
/// // card.layout.yaml:4:11: unknown key 'widht' in a view
/// //         widht: 40
/// //           ^
/// // hint: did you mean 'width'?
/// ```
public struct SourceDiagnostic: Error, CustomStringConvertible, Equatable, Sendable {
  /// The file (as given).
  public let path: String
  /// 1-based line (0 when the problem is the whole file).
  public let line: Int
  /// 1-based column.
  public let column: Int
  /// What is wrong.
  public let message: String
  /// How to fix it, if there is something to say.
  public let hint: String?
  /// The offending line of the source, if known.
  public let sourceLine: String?

  /// Creates a diagnostic.
  ///
  /// ```swift
  /// SourceDiagnostic(path: "a.xib", line: 3, column: 5, message: "unknown attribute 'middle'")
  /// ```
  public init(
    path: String, line: Int, column: Int, message: String, hint: String? = nil, sourceLine: String? = nil
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.hint = hint
    self.sourceLine = sourceLine
  }

  /// `path:line:column: message`, the source line with a caret under the column, and the hint
  /// (`path: message` when the problem is the whole file).
  public var description: String {
    var text = line > 0 ? "\(path):\(line):\(column): \(message)" : "\(path): \(message)"
    if let sourceLine, line > 0 {
      let (excerpt, caret) = SourceDiagnostic.excerpt(of: sourceLine, column: column)
      text += "\n" + excerpt + "\n" + String(repeating: " ", count: caret - 1) + "^"
    }
    if let hint { text += "\nhint: " + hint }
    return text
  }

  /// A name or token from the input as a message quotes it: whole when it is short, else its first
  /// `limit` characters, `…` and its length — a megabyte-long name is not echoed whole.
  ///
  /// ```swift
  /// SourceDiagnostic.quoted(String(repeating: "w", count: 1_000_000))
  /// // "wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww… (1000000 characters)"
  /// ```
  public static func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
    guard text.count > limit else { return String(text) }
    return String(text.prefix(limit)) + "… (\(text.count) characters)"
  }

  /// The part of a long line around a column (at most `width` characters, `…` where cut) and the
  /// column of the caret in it; a short line is returned whole.
  ///
  /// ```swift
  /// SourceDiagnostic.excerpt(of: String(repeating: "a", count: 500) + "!", column: 501, width: 20)
  /// // ("…aaaaaaaaaaaaaaaaaa!", 20)
  /// ```
  public static func excerpt(of line: String, column: Int, width: Int = 100) -> (text: String, column: Int) {
    let characters = Array(line)
    let column = min(max(column, 1), characters.count + 1)
    guard characters.count > width else { return (line, column) }
    let half = width / 2
    var start = max(0, column - 1 - half)
    let end = min(characters.count, start + width)
    start = max(0, end - width)
    let prefix = start > 0 ? "…" : ""
    let suffix = end < characters.count ? "…" : ""
    let cutStart = start + (prefix.isEmpty ? 0 : 1)
    let cutEnd = end - (suffix.isEmpty ? 0 : 1)
    let text = prefix + String(characters[cutStart..<max(cutStart, cutEnd)]) + suffix
    return (text, column - cutStart + prefix.count)
  }
}

extension SourceDiagnostic {
  /// The bytes of a file as UTF-8 text, or a diagnostic at the first byte that is not UTF-8
  /// ("not UTF-8 text at byte N", with its line and column).
  ///
  /// ```swift
  /// let text = try SourceDiagnostic.utf8Text(data, path: "card.layout.yaml")
  /// ```
  public static func utf8Text(_ data: Data, path: String) throws(SourceDiagnostic) -> String {
    if let text = String(validating: data, as: UTF8.self) { return text }
    let bytes = [UInt8](data)
    // Decode the longest valid prefix: the first undecodable byte is where the problem is.
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var line = 1
    var lineStart = 0
    loop: while true {
      let before = offset
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          lineStart = offset
        }
      case .emptyInput: break loop
      case .error:
        offset = before
        break loop
      }
    }
    let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let sourceLine = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
    let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
    throw SourceDiagnostic(
      path: path, line: line, column: column, message: "not UTF-8 text at byte \(offset)",
      hint: "save the file as UTF-8", sourceLine: sourceLine)
  }
}

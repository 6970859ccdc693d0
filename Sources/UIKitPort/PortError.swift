/// A source `autolayout port` cannot read: where (line and column, with the line and a caret),
/// what, and a hint. Nothing of that run is written.
///
/// ```swift
/// do { _ = try SourcePort.port(["A.swift": "class A {"]) } catch { print(error) }
/// // A.swift:1:10: error: expected '}' to end class
/// ```
public struct PortError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file, as given.
  public var file: String
  /// The line (1-based).
  public var line: Int
  /// The column (1-based, in UTF-8 bytes).
  public var column: Int
  /// What is wrong.
  public var message: String
  /// The line of the source, for the caret.
  public var sourceLine: String
  /// What to do.
  public var hint: String

  /// An error.
  ///
  /// ```swift
  /// PortError(file: "A.swift", line: 1, column: 10, message: "expected '}'", sourceLine: "class A {", hint: "…")
  /// ```
  public init(file: String, line: Int, column: Int, message: String, sourceLine: String, hint: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
    self.hint = hint
  }

  /// The error with its position, the line, a caret under the column and the hint.
  public var description: String {
    let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
    return "\(file):\(line):\(column): error: \(message)\n\(sourceLine)\n\(caret)\nhint: \(hint)"
  }
}

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
      text += "\n" + sourceLine + "\n" + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
    if let hint { text += "\nhint: " + hint }
    return text
  }
}

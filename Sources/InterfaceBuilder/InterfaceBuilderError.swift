/// An Interface Builder file that cannot be read: what is wrong, where (file, line and column,
/// with the line and a caret), and a hint.
///
/// ```swift
/// do { _ = try InterfaceBuilderDocument(contentsOfFile: "Broken.xib") } catch let error as InterfaceBuilderError {
///   print(error)  // Broken.xib:12:5: a closing tag does not match the open element …
/// }
/// ```
public struct InterfaceBuilderError: Error, CustomStringConvertible, Equatable {
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

  /// Creates an error.
  ///
  /// ```swift
  /// InterfaceBuilderError(path: "a.xib", line: 3, column: 5, message: "unknown attribute 'middle'")
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

  static func malformedXML(path: String, line: Int, column: Int, sourceLine: String, reason: String)
    -> InterfaceBuilderError
  {
    InterfaceBuilderError(
      path: path, line: line, column: column, message: "not well-formed XML: \(reason)",
      hint: "open the file in Xcode or check it with `xmllint --noout`", sourceLine: sourceLine)
  }

  /// `path:line:column: message`, the source line with a caret under the column, and the hint.
  public var description: String {
    var text = line > 0 ? "\(path):\(line):\(column): \(message)" : "\(path): \(message)"
    if let sourceLine, line > 0 {
      text += "\n" + sourceLine + "\n" + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
    if let hint { text += "\nhint: " + hint }
    return text
  }
}

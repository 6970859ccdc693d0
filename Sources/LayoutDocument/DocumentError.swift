/// A layout document that cannot be read: what is wrong, where (file, line and column, with the
/// line and a caret), and a hint.
///
/// ```swift
/// do { _ = try LayoutDocument(yaml: text, path: "card.layout.yaml") } catch let error as DocumentError {
///   print(error)   // card.layout.yaml:4:11: unknown key 'widht' in a view …
/// }
/// ```
public struct DocumentError: Error, CustomStringConvertible, Equatable {
  /// The file (as given).
  public let path: String
  /// 1-based line.
  public let line: Int
  /// 1-based column.
  public let column: Int
  /// What is wrong.
  public let message: String
  /// How to fix it, if there is something to say.
  public let hint: String?
  /// The offending line of the source, if known.
  public let sourceLine: String?

  /// `path:line:column: message`, the source line with a caret under the column, and the hint.
  public var description: String {
    var text = "\(path):\(line):\(column): \(message)"
    if let sourceLine {
      text += "\n" + sourceLine + "\n" + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
    if let hint { text += "\nhint: " + hint }
    return text
  }
}

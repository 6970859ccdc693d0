import AutoLayout

/// An Interface Builder file that cannot be read: what is wrong, where (file, line and column,
/// with the line and a caret), and a hint. The same type as the layout document reader's errors.
///
/// ```swift
/// do { _ = try InterfaceBuilderDocument(contentsOfFile: "Broken.xib") } catch let error as InterfaceBuilderError {
///   print(error)  // Broken.xib:12:5: a closing tag does not match the open element …
/// }
/// ```
public typealias InterfaceBuilderError = SourceDiagnostic

extension SourceDiagnostic {
  static func malformedXML(path: String, line: Int, column: Int, sourceLine: String, reason: String)
    -> InterfaceBuilderError
  {
    InterfaceBuilderError(
      path: path, line: line, column: column, message: "not well-formed XML: \(reason)",
      hint: "open the file in Xcode or check it with `xmllint --noout`", sourceLine: sourceLine)
  }
}

/// A malformed visual format string, reported as UIKit reports it: `Unable to parse constraint
/// format:`, the message, the format, and a caret under the offending character.
///
/// ```swift
/// do {
///   _ = try LayoutConstraint.constraints(withVisualFormat: "V|[box]|", options: [], metrics: nil, views: ["box": box])
/// } catch let error as VisualFormatError {
///   print(error)
///   // Unable to parse constraint format:
///   // Expected ':' after 'V' to specify vertical arrangement
///   // V|[box]|
///   //  ^
/// }
/// ```
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
  /// The message, in UIKit's words.
  public var message: String
  /// The format string.
  public var format: String
  /// The offset (in characters) of the offending character.
  public var position: Int

  /// The full text: header, message, format and caret.
  public var description: String {
    let (excerpt, caret) = SourceDiagnostic.excerpt(of: format, column: position + 1)
    return "Unable to parse constraint format: \n\(message)\n\(excerpt)\n"
      + String(repeating: " ", count: caret - 1) + "^"
  }
}

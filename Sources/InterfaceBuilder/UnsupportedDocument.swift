/// An Interface Builder file of a kind the reader does not lay out: a WatchKit storyboard (no Auto
/// Layout), an Interface Builder 3 `<archive>` (Xcode 4 and earlier). `check` reports it as
/// skipped with the reason, not as bad input.
///
/// ```swift
/// do { _ = try InterfaceBuilderDocument(contentsOfFile: path) }
/// catch let skipped as UnsupportedDocument { print("\(path): skipped (\(skipped.reason))") }
/// ```
public struct UnsupportedDocument: Error, CustomStringConvertible, Sendable {
  /// The file.
  public let path: String
  /// Why it is not laid out, and what to do.
  public let reason: String

  /// `path: skipped (reason)`.
  public var description: String { "\(path): skipped (\(reason))" }
}

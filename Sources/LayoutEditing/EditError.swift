/// An edit that cannot be made, with what to do instead.
///
/// ```swift
/// do { _ = try editable.replacingConstraint(id: "c9", with: spec) } catch { print(error) }
/// ```
public struct EditError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// What to do instead.
  public var hint: String?

  /// An error with a message and a hint.
  ///
  /// ```swift
  /// EditError("no view named 'x'", hint: "names are case-sensitive")
  /// ```
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// The message, then the hint.
  public var description: String { message + (hint.map { " (hint: \($0))" } ?? "") }
}

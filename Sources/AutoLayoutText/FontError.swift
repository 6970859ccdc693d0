import Foundation

/// Why a font could not be used: no file at a path, a file FreeType cannot read, or a family
/// fontconfig does not know.
///
/// ```swift
/// do { _ = try FontTextMeasurer.shared.fontFile(for: Font(name: "/nope.ttf", size: 12)) }
/// catch { print(error) }   // no font file at /nope.ttf (hint: …)
/// ```
public struct FontError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public let message: String
  /// What to do about it.
  public let hint: String

  /// `message (hint: …)`.
  public var description: String { "\(message) (hint: \(hint))" }
}

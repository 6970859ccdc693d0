import Foundation

extension ConflictLog {
  /// One entry of a report's list as pasted, normalised to the description UIKit printed
  /// (`<NSLayoutConstraint:0x… …>`).
  ///
  /// People paste logs through chat, issue trackers and web pages, which change them: the quotes
  /// and the list's commas go or stay, `<` becomes `‹` or `&lt;`, a bracket is lost, the last
  /// line is cut. An entry is read from whatever of that is left.
  ///
  /// ```swift
  /// ConflictLog.entry("‹NSLayoutConstraint:0x6 UIView:0x7.width == 20>,", column: 5, inList: true)?.text
  /// // "<NSLayoutConstraint:0x6 UIView:0x7.width == 20>"
  /// ```
  struct Entry: Equatable {
    /// The description, between `<` and `>` (no `>` when the line was cut).
    var text: String
    /// The 1-based column of its `<` (or of where the `<` would be) in the log's line.
    var column: Int
    /// Whether the line ends before the description does (no closing `>` or quote).
    var isCut: Bool
    /// Whether it starts with a constraint class and address (`NSLayoutConstraint:0x…`).
    var namesConstraintClass = false
  }

  /// The entry a trimmed line holds, or `nil`. `column` is the line's first non-blank column.
  /// Outside a list (`inList` false), an entry without quotes must start with a constraint class
  /// and its address.
  ///
  /// ```swift
  /// ConflictLog.entry("\"<NSLayoutConstraint:0x6 UIView:0x7.width == 20   (active)>\",", column: 5, inList: true)
  /// ```
  static func entry(_ line: String, column: Int, inList: Bool) -> Entry? {
    var text = Substring(line)
    var offset = 0
    while text.last == "," || text.last == " " { text = text.dropLast() }
    if text.hasSuffix(">.") || text.hasSuffix("›.") { text = text.dropLast() }
    var quoted = false
    var closedQuote = false
    if let first = text.first, first == "\"" || first == "“" {
      quoted = true
      text = text.dropFirst()
      offset += 1
      if let last = text.last, last == "\"" || last == "”" {
        closedQuote = true
        text = text.dropLast()
      }
    }
    var bracketed = false
    if text.first == "<" || text.first == "‹" {
      bracketed = true
      text = text.dropFirst()
      offset += 1
    } else if text.hasPrefix("&lt;") {
      bracketed = true
      text = text.dropFirst(4)
      offset += 4
    }
    var closed = false
    if text.last == ">" || text.last == "›" {
      closed = true
      text = text.dropLast()
    } else if text.hasSuffix("&gt;") {
      closed = true
      text = text.dropLast(4)
    }
    guard !text.isEmpty, text != "private" else { return nil }
    let namesClass = namesConstraintClass(text)
    guard namesClass || (bracketed && (quoted || inList)) else { return nil }
    let isCut = (quoted && !closedQuote) || (bracketed && !closed)
    return Entry(
      text: "<" + text + (closed || !isCut ? ">" : ""), column: column + offset - 1, isCut: isCut,
      namesConstraintClass: namesClass)
  }

  /// Whether `text` starts with a constraint's class and address: `NSLayoutConstraint:0x6…`,
  /// `NSAutoresizingMaskLayoutConstraint:0x…`, `SnapKit.LayoutConstraint:0x…`,
  /// `_UITemporaryLayoutWidth:0x…`.
  static func namesConstraintClass(_ text: Substring) -> Bool {
    guard let colon = text.range(of: ":0x") else { return false }
    let className = text[..<colon.lowerBound]
    guard let first = className.first, first.isLetter || first == "_",
      className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return false }
    guard text[colon.upperBound...].first?.isHexDigit == true else { return false }
    return className.hasSuffix("Constraint") || className.hasPrefix("_UITemporaryLayout")
  }

  /// A list entry with nothing between its quotes (`"",`): what a web page leaves of
  /// `"<NSLayoutConstraint:…>",` when it takes the description for an HTML tag.
  static func isEmptiedEntry(_ line: String) -> Bool {
    ["\"\"", "\"\",", "“”", "“”,"].contains(line)
  }

  /// A list's opening: `(`, `[`, or a header ending in one (`Conflicting constraints detected: (`).
  static func opensList(_ line: String) -> Bool {
    line == "(" || line == "[" || line.hasSuffix(": (") || line.hasSuffix(":(")
  }

  /// A list's closing: `)`, `]`, `).` (AppKit), `),`.
  static func closesList(_ line: String) -> Bool {
    [")", "]", ").", "),", "].", "],"].contains(line)
  }

  /// The constraint's own address in a description (`0x6000…` of `<NSLayoutConstraint:0x6000… …`).
  static func address(in description: String) -> String? {
    let head = description.drop(while: { $0 == "<" }).prefix { $0 != " " }
    guard let colon = head.range(of: ":0x") else { return nil }
    let hex = head[head.index(after: colon.lowerBound)...].prefix { $0 == "x" || $0.isHexDigit }
    return hex.count > 2 ? String(hex) : nil
  }
}

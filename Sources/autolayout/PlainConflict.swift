import AutoLayout
import ConflictLogs
import Foundation

/// An `unsatisfiable` finding in plain English, as `explain` says a conflict: which constraint
/// was broken and the set that cannot hold, one sentence each with where it was made — instead of
/// the engine's descriptions (`<LayoutConstraint H:[label(>=400)]   (active)> (card.yaml:10:23)`).
///
/// ```swift
/// PlainConflict.plain(finding).text
/// // "unsatisfiable: these cannot all hold — 1. the width of label should be at least 400 points
/// //  (card.yaml:10:23); 2. …; broken: the trailing edge of right … (card.yaml:10:51)"
/// ```
enum PlainConflict {
  /// The finding with its message in plain English, or as it is when it is not a conflict or a
  /// description in it cannot be read.
  static func plain(_ finding: Finding) -> Finding {
    guard finding.kind == .unsatisfiable, let plain = message(finding.message) else { return finding }
    var copy = finding
    copy.message = plain
    return copy
  }

  /// `broke <…> (origin); conflicting: <…> (origin); <…> (origin)[ (note)]` in plain English.
  static func message(_ message: String) -> String? {
    guard message.hasPrefix("broke "), let conflicting = message.range(of: "; conflicting: ") else {
      return nil
    }
    guard
      let broken = sentences(
        String(message[message.index(message.startIndex, offsetBy: 6)..<conflicting.lowerBound])),
      broken.count == 1
    else { return nil }
    var rest = String(message[conflicting.upperBound...])
    // A closing remark in parentheses after the last description (not an origin).
    var remark = ""
    if let open = rest.range(of: " (Apple's engine", options: .backwards) {
      remark = String(rest[open.lowerBound...])
      rest = String(rest[..<open.lowerBound])
    }
    var more = ""
    if let tail = rest.range(of: "; … and ", options: .backwards) {
      more = "; … and " + rest[tail.upperBound...]
      rest = String(rest[..<tail.lowerBound])
    }
    guard let set = sentences(rest) else { return nil }
    let numbered = set.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "; ")
    return "these cannot all hold — \(numbered)\(more); broken: \(broken[0])\(remark)"
  }

  /// `<…> (origin); <…> (origin)` as sentences with their origins, or `nil`.
  static func sentences(_ text: String) -> [String]? {
    var result: [String] = []
    var remaining = Substring(text)
    while !remaining.isEmpty {
      guard remaining.hasPrefix("<"), let close = closingBracket(in: remaining) else { return nil }
      let description = String(remaining[...close])
      remaining = remaining[remaining.index(after: close)...]
      // The origin: ` (path:line:column)` or ` (system: …)`, up to the next "; <".
      var origin = ""
      if remaining.hasPrefix(" (") {
        let end = remaining.range(of: "; <")?.lowerBound ?? remaining.endIndex
        origin = String(remaining[..<end])
        remaining = remaining[end...]
      }
      if remaining.hasPrefix("; ") { remaining = remaining.dropFirst(2) }
      guard let constraint = try? LoggedConstraint(description: description, path: "", line: 1, column: 1)
      else { return nil }
      result.append(constraint.sentence + origin)
    }
    return result
  }

  /// The `>` that closes the description starting at the text's `<`: the first one followed by
  /// its origin (` (`), the next description (`;`) or the end (a label's quoted text may hold `>`).
  static func closingBracket(in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while let close = text[index...].firstIndex(of: ">") {
      let after = text[text.index(after: close)...]
      if after.isEmpty || after.hasPrefix(" (") || after.hasPrefix(";") { return close }
      index = text.index(after: close)
    }
    return nil
  }
}

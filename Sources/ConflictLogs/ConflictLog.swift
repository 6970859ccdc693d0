import AutoLayout
import Foundation

/// The "Unable to simultaneously satisfy constraints." reports of an app's console output, read
/// back into constraints: what UIKit listed, in every format Xcode has printed — equations
/// (`UILabel:0x7f…'Title'.leading == UIView:0x7f….leadingMargin + 8`), Visual Format forms
/// (`H:|-(20)-[UILabel:0x7f…]`, `V:[UIView:0x7f…(44)]`), `NSAutoresizingMaskLayoutConstraint`s
/// (`h=--& v=--&`), identifiers (`'UIView-Encapsulated-Layout-Width'`), priorities (`@750`),
/// `(active)` and `(active, names: …)` / `(Names: …)` suffixes — and the constraint UIKit broke.
///
/// ``ConflictExplanation`` rebuilds each report's system and explains it.
///
/// ```swift
/// let log = try ConflictLog(text: console, path: "crash.log")
/// log.reports[0].constraints.map(\.text)   // the quoted descriptions
/// log.reports[0].broken?.text              // the one UIKit broke
/// ```
public struct ConflictLog: Sendable {
  /// One report: the listed constraints and the one broken to recover.
  public struct Report: Sendable {
    /// The constraints UIKit listed, in its order.
    public var constraints: [LoggedConstraint]
    /// The constraint UIKit broke ("Will attempt to recover by breaking constraint"), matched to
    /// the list by its address when it is there.
    public var broken: LoggedConstraint?
    /// The 1-based line of "Unable to simultaneously satisfy constraints.".
    public var line: Int
    /// Whether a Mac app logged it: AppKit ends the first line with a colon ("Unable to
    /// simultaneously satisfy constraints:") where UIKit writes a period, and its views are `NS…`.
    ///
    /// ```swift
    /// log.reports[0].isAppKit   // true for "<NSLayoutConstraint:0x6 NSTextField:0x7.width == 350>"
    /// ```
    public var isAppKit: Bool {
      let items = constraints.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) }.map(\.className)
      let appKit = items.filter { $0.hasPrefix("NS") || $0.hasPrefix("_NS") }.count
      let uiKit = items.filter { $0.hasPrefix("UI") || $0.hasPrefix("_UI") }.count
      return appKit != uiKit ? appKit > uiKit : headerEndsWithColon
    }
    /// Whether the first line ends "constraints:" (AppKit) rather than "constraints." (UIKit).
    var headerEndsWithColon = false
    /// How many of the report's constraints the system log printed as `<private>`: the unified
    /// log (Console.app, `log show`) redacts them; Xcode's debug console prints them in full.
    ///
    /// ```swift
    /// log.reports[0].redactedCount   // 1 for "…satisfy constraints:\n<private>\n…"
    /// ```
    public var redactedCount = 0
  }

  /// The reports, in the order of the log.
  public let reports: [Report]
  /// The log's name in messages.
  public let path: String

  /// Reads every report of a log (console output, pasted text, a crash log).
  ///
  /// Throws a `SourceDiagnostic` (line, column, caret, hint) for a description it cannot read,
  /// and when the text has no report at all.
  ///
  /// ```swift
  /// let log = try ConflictLog(text: String(decoding: data, as: UTF8.self), path: "app.log")
  /// ```
  public init(text: String, path: String) throws(SourceDiagnostic) {
    self.path = path
    let (lines, quoteWidths) = Self.lines(of: text)
    let header = "Unable to simultaneously satisfy constraints"
    // Where each report's text begins: its header line; for a paste that starts at the list (the
    // header cut off), the list's first line.
    var starts = lines.indices.filter { lines[$0].contains(header) }
    if starts.isEmpty, let list = Self.headerlessListStart(lines) { starts = [list - 1] }
    var reports: [Report] = []
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1] : lines.count
      var constraints: [LoggedConstraint] = []
      var broken: LoggedConstraint?
      var breaking = false
      var inList = false
      var redacted = 0
      var index = start + 1
      while index < end {
        let line = lines[index]
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if !breaking, trimmed.hasPrefix("<private>") || trimmed.hasPrefix("\"<private>") { redacted += 1 }
        let column =
          quoteWidths[index] + line.count - line.drop(while: { $0 == " " || $0 == "\t" }).count + 1
        if trimmed.hasPrefix("\"<") {
          // An entry of the list: `"<NSLayoutConstraint:0x… …>",`.
          constraints.append(
            try LoggedConstraint(
              description: Self.unquoted(trimmed), path: path, line: index + 1, column: column + 1))
        } else if inList, !breaking, trimmed.hasPrefix("<"), trimmed != "<private>" {
          // Unquoted, as AppKit and some UIKit versions print the list: `<NSLayoutConstraint:0x… …>,`.
          constraints.append(
            try LoggedConstraint(
              description: Self.unquoted(trimmed), path: path, line: index + 1, column: column))
        } else if !breaking, trimmed == "(" {
          inList = true
        } else if !breaking, trimmed == ")" {
          inList = false
        } else if let range = trimmed.range(of: "breaking constraint") {
          breaking = true
          // The description may follow on the same line.
          let rest = trimmed[range.upperBound...]
          if let angle = rest.firstIndex(of: "<"), rest[angle...] != "<private>" {
            let offset = quoteWidths[index] + line.count - rest[angle...].count + 1
            broken = try Self.brokenConstraint(
              String(rest[angle...]), lines: lines, line: index, column: offset, path: path,
              listed: constraints)
            break
          }
        } else if breaking, trimmed.hasPrefix("<"), trimmed != "<private>" {
          broken = try Self.brokenConstraint(
            trimmed, lines: lines, line: index, column: column, path: path, listed: constraints)
          break
        }
        index += 1
      }
      let hasHeader = start >= 0 && lines[start].contains(header)
      var report = Report(constraints: constraints, broken: broken, line: hasHeader ? start + 1 : start + 2)
      report.headerEndsWithColon = hasHeader && lines[start].contains("satisfy constraints:")
      report.redactedCount = redacted
      reports.append(report)
    }

    guard !reports.isEmpty else {
      throw SourceDiagnostic(
        path: path, line: 1, column: 1,
        message: "no \"Unable to simultaneously satisfy constraints.\" report",
        hint: "paste the console output from that line to \"Make a symbolic breakpoint…\"")
    }
    self.reports = reports
  }

  /// The log's lines (any line ending: `\r\n` is one Character in Swift, and a newline) as UIKit
  /// printed them, and for each how many characters of Markdown quoting were removed from its
  /// front (`> ` or `> > `, as a log quoted in an issue thread has it; columns count them back).
  /// Angle brackets escaped for Markdown (`"\<NSLayoutConstraint:0x… …\>"`) are read as brackets;
  /// the columns of such a line shift by the backslashes removed.
  static func lines(of text: String) -> (lines: [String], quoteWidths: [Int]) {
    var lines: [String] = []
    var widths: [Int] = []
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line = raw
      var width = 0
      // A quote marker: up to three spaces, `>`, and one optional space; quotes nest.
      while true {
        let indent = line.prefix(while: { $0 == " " }).count
        guard indent <= 3, line.dropFirst(indent).first == ">" else { break }
        var rest = line.dropFirst(indent + 1)
        if rest.first == " " { rest = rest.dropFirst() }
        width += line.count - rest.count
        line = rest
      }
      let text =
        line.contains("\\<") || line.contains("\\>")
        ? line.replacingOccurrences(of: "\\<", with: "<").replacingOccurrences(of: "\\>", with: ">")
        : String(line)
      lines.append(text)
      widths.append(width)
    }
    return (lines, widths)
  }

  /// The first line of a constraint list pasted without its header — its opening `(` (then
  /// unquoted entries, as AppKit prints them, read too), or its first quoted description — or
  /// `nil` when the text has none.
  static func headerlessListStart(_ lines: [String]) -> Int? {
    let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    func isEntry(_ line: String) -> Bool {
      (line.hasPrefix("\"<") || line.hasPrefix("<")) && line.contains("Constraint:0x")
    }
    for index in trimmed.indices {
      if trimmed[index].hasPrefix("\"<"), isEntry(trimmed[index]) { return index }
      if trimmed[index] == "(",
        let next = trimmed[(index + 1)...].first(where: { !$0.isEmpty }), isEntry(next)
      {
        return index
      }
    }
    return nil
  }

  /// The broken constraint at `line` (0-based), joined with the lines that follow when the log
  /// wrapped it (AppKit can break a long one after its autoresizing mask), matched to the list by
  /// its address.
  static func brokenConstraint(
    _ text: String, lines: [String], line: Int, column: Int, path: String, listed: [LoggedConstraint]
  ) throws(SourceDiagnostic) -> LoggedConstraint {
    var description = text
    var next = line + 1
    while !description.hasSuffix(">"), next < lines.count, next <= line + 3 {
      let more = lines[next].trimmingCharacters(in: .whitespaces)
      if more.isEmpty { break }
      description += " " + more
      next += 1
    }
    let constraint = try LoggedConstraint(
      description: description, path: path, line: line + 1, column: column)
    return listed.first { !$0.address.isEmpty && $0.address == constraint.address } ?? constraint
  }

  /// A description without the quotes and the comma of the list (`"<…>",` → `<…>`).
  static func unquoted(_ text: String) -> String {
    var text = Substring(text)
    if text.hasSuffix(",") { text = text.dropLast() }
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
    return String(text)
  }
}

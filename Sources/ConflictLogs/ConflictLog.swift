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
    /// The descriptions that could not be read — a line cut short, a form this package does not
    /// know — each with its place and reason. The explanation covers the rest and says so.
    ///
    /// ```swift
    /// log.reports[0].dropped.first?.line   // 9 for a last line cut at "…UILabel:0"
    /// ```
    public var dropped: [SourceDiagnostic] = []
    /// List entries with nothing between their quotes (`"",`): a web page that showed the log
    /// took `<NSLayoutConstraint:…>` for an HTML tag and removed it.
    ///
    /// ```swift
    /// log.reports[0].emptiedEntries   // 4 for a list of four `"",` lines
    /// ```
    public var emptiedEntries = 0
    /// The lines of later reports with the same constraints and the same broken one, read as this
    /// one: macOS 14 prints each conflict twice ("Conflicting constraints detected", then "Unable
    /// to simultaneously satisfy constraints").
    ///
    /// ```swift
    /// log.reports[0].repeatedAt   // [14]
    /// ```
    public var repeatedAt: [Int] = []

    /// Whether `other` lists the same constraints (by address) and breaks the same one.
    func isRepeated(by other: Report) -> Bool {
      guard !constraints.isEmpty, constraints.allSatisfy({ !$0.address.isEmpty }) else { return false }
      return constraints.map(\.address).sorted() == other.constraints.map(\.address).sorted()
        && broken?.address == other.broken?.address
    }
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
    // Where each report's text begins: its header line; for a paste that starts at the list (the
    // header cut off), the list's first line.
    var starts = lines.indices.filter { Self.isHeader(lines[$0]) }
    if starts.isEmpty, let list = Self.headerlessListStart(lines) { starts = [list - 1] }
    var reports: [Report] = []
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1] : lines.count
      var report = Self.report(lines: lines, quoteWidths: quoteWidths, from: start, to: end, path: path)
      // AppKit (macOS 14) prints a conflict twice: "Conflicting constraints detected: (…)", then
      // "Unable to simultaneously satisfy constraints: (…)" with the same list. One report.
      if let previous = reports.last, previous.isRepeated(by: report) {
        reports[reports.count - 1].repeatedAt.append(report.line)
        continue
      }
      report.headerEndsWithColon =
        report.headerEndsWithColon || (start >= 0 && Self.isAppKitHeader(lines[start]))
      reports.append(report)
    }

    guard !reports.isEmpty else {
      throw SourceDiagnostic(
        path: path, line: 1, column: 1,
        message: "no \"Unable to simultaneously satisfy constraints.\" report",
        hint: "paste the console output from that line to \"Make a symbolic breakpoint…\"")
    }
    // Nothing readable at all: the first description that could not be read is the error.
    if reports.allSatisfy({ $0.constraints.isEmpty && $0.broken == nil }),
      let first = reports.lazy.compactMap(\.dropped.first).first
    {
      throw first
    }
    self.reports = reports
  }

  /// One report: the lines from its header (`start`, or -1 for a list pasted without one) to the
  /// next report's. A description that cannot be read — a line cut short, a form this package
  /// does not know — is dropped with its reason and the rest is read.
  static func report(
    lines: [String], quoteWidths: [Int], from start: Int, to end: Int, path: String
  ) -> Report {
    var constraints: [LoggedConstraint] = []
    var broken: LoggedConstraint?
    var dropped: [SourceDiagnostic] = []
    var emptied = 0
    var breaking = false
    var inList = start >= 0 && lines[start].trimmingCharacters(in: .whitespaces).hasSuffix("(")
    var redacted = 0
    var index = start + 1
    func read(_ entry: Entry, line: Int) -> LoggedConstraint? {
      do {
        return try LoggedConstraint(description: entry.text, path: path, line: line + 1, column: entry.column)
      } catch {
        dropped.append(entry.isCut ? Self.cutShort(error) : error)
        return nil
      }
    }
    while index < end {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let indent = quoteWidths[index] + line.count - line.drop(while: { $0 == " " || $0 == "\t" }).count
      if !breaking, trimmed.hasPrefix("<private>") || trimmed.hasPrefix("\"<private>") { redacted += 1 }
      if let range = trimmed.range(of: "breaking constraint") ?? trimmed.range(of: "recover by breaking") {
        breaking = true
        // The description may follow on the same line (AppKit: "…by breaking <…>.").
        let rest = trimmed[range.upperBound...]
        if let angle = rest.firstIndex(where: { $0 == "<" || $0 == "‹" }),
          !rest[angle...].hasPrefix("<private>")
        {
          let column = indent + trimmed.distance(from: trimmed.startIndex, to: angle) + 1
          broken = Self.brokenConstraint(
            String(rest[angle...]), lines: lines, line: index, column: column, path: path,
            listed: constraints, dropped: &dropped)
          break
        }
      } else if breaking {
        if let entry = Self.entry(trimmed, column: indent + 1, inList: true) {
          broken = Self.brokenConstraint(
            entry.text, lines: lines, line: index, column: entry.column, path: path, listed: constraints,
            dropped: &dropped)
          break
        }
      } else if let entry = Self.entry(trimmed, column: indent + 1, inList: inList) {
        if let constraint = read(entry, line: index) { constraints.append(constraint) }
      } else if Self.isEmptiedEntry(trimmed) {
        emptied += 1
      } else if Self.opensList(trimmed) {
        inList = true
      } else if Self.closesList(trimmed) {
        inList = false
      }
      index += 1
    }
    let hasHeader = start >= 0 && isHeader(lines[start])
    var report = Report(constraints: constraints, broken: broken, line: hasHeader ? start + 1 : start + 2)
    report.headerEndsWithColon = hasHeader && lines[start].contains("satisfy constraints:")
    report.redactedCount = redacted
    report.dropped = dropped
    report.emptiedEntries = emptied
    return report
  }

  /// Whether a line begins a report: UIKit's and AppKit's "Unable to simultaneously satisfy
  /// constraints", or macOS 14's "Conflicting constraints detected:".
  static func isHeader(_ line: String) -> Bool {
    line.contains("Unable to simultaneously satisfy constraints") || isAppKitHeader(line)
  }

  /// macOS 14's "Conflicting constraints detected: (".
  static func isAppKitHeader(_ line: String) -> Bool { line.contains("Conflicting constraints detected") }

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
    func isEntry(_ line: String) -> Bool { entry(line, column: 1, inList: false) != nil }
    for index in trimmed.indices {
      if isEntry(trimmed[index]) { return index }
      if opensList(trimmed[index]),
        let next = trimmed[(index + 1)...].first(where: { !$0.isEmpty }), isEntry(next)
      {
        return index
      }
    }
    return nil
  }

  /// The broken constraint at `line` (0-based), joined with the lines that follow when the log
  /// wrapped it (AppKit can break a long one after its autoresizing mask), matched to the list by
  /// its address; `nil`, with the reason in `dropped`, when it cannot be read.
  static func brokenConstraint(
    _ text: String, lines: [String], line: Int, column: Int, path: String, listed: [LoggedConstraint],
    dropped: inout [SourceDiagnostic]
  ) -> LoggedConstraint? {
    var description = text
    var next = line + 1
    while !description.hasSuffix(">"), !description.hasSuffix(">."), next < lines.count, next <= line + 3 {
      let more = lines[next].trimmingCharacters(in: .whitespaces)
      if more.isEmpty || isHeader(more) { break }
      description += " " + more
      next += 1
    }
    let entry =
      Self.entry(description, column: column, inList: true)
      ?? Entry(text: description, column: column, isCut: false)
    do {
      let constraint = try LoggedConstraint(
        description: entry.text, path: path, line: line + 1, column: entry.column)
      return listed.first { !$0.address.isEmpty && $0.address == constraint.address } ?? constraint
    } catch {
      let diagnostic = entry.isCut ? Self.cutShort(error) : error
      // The list may hold the same constraint whole: its address is enough.
      if let address = Self.address(in: entry.text),
        let match = listed.first(where: { $0.address == address })
      {
        return match
      }
      dropped.append(diagnostic)
      return nil
    }
  }

  /// `diagnostic` for a line that ends before its description does.
  static func cutShort(_ diagnostic: SourceDiagnostic) -> SourceDiagnostic {
    SourceDiagnostic(
      path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
      message: diagnostic.message + " (the line looks cut short)",
      hint: "paste the whole line as the console printed it", sourceLine: diagnostic.sourceLine)
  }
}

import Foundation

/// A malformed line of the equation notation: what, where (line and column, 1-based) and a caret.
///
/// ```swift
/// do { _ = try LayoutConstraint.constraints(withEquations: "a.leading ~ b.leading", views: views) }
/// catch let error as EquationError { print(error) }
/// // line 1, column 11: Unknown relation. Must be ==, >=, or <=
/// // a.leading ~ b.leading
/// //           ^
/// ```
public struct EquationError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The line that is wrong.
  public var text: String
  /// The line number, 1-based.
  public var line: Int
  /// The column of the offending character, 1-based.
  public var column: Int

  /// `line L, column C: message`, the line and a caret.
  public var description: String {
    let (excerpt, caret) = SourceDiagnostic.excerpt(of: text, column: column)
    return "line \(line), column \(column): \(message)\n\(excerpt)\n"
      + String(repeating: " ", count: caret - 1) + "^"
  }
}

extension LayoutConstraint {
  /// Constraints written in the equation notation, one per line (blank lines and `#` comments
  /// skipped): `item.attribute (==|<=|>=) [multiplier *] item.attribute [± constant] [@priority]`,
  /// or a constant on the right. Items are the names of `views` (views or layout guides); numbers
  /// may be names of `metrics`. The constraints are inactive.
  ///
  /// ```swift
  /// let constraints = try LayoutConstraint.constraints(
  ///   withEquations: """
  ///     title.leading == avatar.trailing + 8
  ///     body.top >= title.lastBaseline + 6 @750
  ///     spacer.width == 0.5 * root.width - 10
  ///     """, views: ["title": title, "avatar": avatar, "body": body, "spacer": spacer, "root": root])
  /// ```
  public static func constraints(
    withEquations text: String, views: [String: Any], metrics: [String: Any]? = nil,
    file: String = #fileID, line: Int = #line
  ) throws -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    let callLine = line
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingHorizontalSpace()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      var parser = EquationParser(
        text: String(line), line: number + 1, views: views, metrics: metrics ?? [:])
      let made = try parser.parse()
      made.origin = .equation(text: String(line), column: parser.firstColumn, file: file, line: callLine)
      result.append(made)
    }
    return result
  }

  /// One constraint in the equation notation (see
  /// ``constraints(withEquations:views:metrics:file:line:)``). Errors give line 1.
  ///
  /// ```swift
  /// let c = try LayoutConstraint.constraint(withEquation: "avatar.width == 48", views: ["avatar": avatar])
  /// ```
  public static func constraint(
    withEquation text: String, views: [String: Any], metrics: [String: Any]? = nil,
    file: String = #fileID, line: Int = #line
  ) throws -> LayoutConstraint {
    var parser = EquationParser(text: text, line: 1, views: views, metrics: metrics ?? [:])
    let made = try parser.parse()
    made.origin = .equation(text: text, column: parser.firstColumn, file: file, line: line)
    return made
  }

  /// The constraint in the equation notation, with items named as in `names` (views and guides
  /// by name; unnamed items print as UIKit describes them). Parsing the result with the same names
  /// gives the same constraint.
  ///
  /// ```swift
  /// c.equation(names: ["title": title, "avatar": avatar])  // "title.leading == avatar.trailing + 8"
  /// ```
  public func equation(names: [String: Any]) -> String {
    var byItem: [ObjectIdentifier: String] = [:]
    for (name, value) in names {
      let object: AnyObject? = (value as? View) ?? (value as? LayoutGuide)
      if let object { byItem[ObjectIdentifier(object)] = name }
    }
    return equationDescription(times: " * ") { byItem[ObjectIdentifier($0)] ?? itemDescription($0) }
  }
}

/// The parser of one line of the equation notation.
struct EquationParser {
  let text: String
  let characters: [Character]
  let line: Int
  let views: [String: Any]
  let metrics: [String: Any]
  var index = 0
  /// The 1-based column of the first item, once parsed.
  var firstColumn = 1

  init(text: String, line: Int, views: [String: Any], metrics: [String: Any]) {
    self.text = text
    characters = Array(text)
    self.line = line
    self.views = views
    self.metrics = metrics
  }

  func fail(_ message: String, at position: Int? = nil) -> EquationError {
    EquationError(message: message, text: text, line: line, column: (position ?? index) + 1)
  }

  var current: Character? { index < characters.count ? characters[index] : nil }

  mutating func skipSpaces() {
    while let c = current, c == " " || c == "\t" { index += 1 }
  }

  mutating func name() -> (String, Int)? {
    skipSpaces()
    let start = index
    guard let c = current, Self.startsName(c) else { return nil }
    var result = ""
    while let c = current, Self.continuesName(c) {
      result.append(c)
      index += 1
    }
    return (result, start)
  }

  /// A letter or `_` (ASCII answered without Unicode tables: most names are ASCII).
  static func startsName(_ c: Character) -> Bool {
    if let ascii = c.asciiValue {
      return ascii == UInt8(ascii: "_")
        || (ascii | 0x20 >= UInt8(ascii: "a") && ascii | 0x20 <= UInt8(ascii: "z"))
    }
    return c.isLetter
  }

  /// A letter, a digit or `_`.
  static func continuesName(_ c: Character) -> Bool {
    if let ascii = c.asciiValue {
      return startsName(c) || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9"))
    }
    return c.isLetter || c.isNumber
  }

  mutating func number() -> CGFloat? {
    skipSpaces()
    guard let (value, end) = scanLayoutNumber(characters, from: index, allowsSign: false) else { return nil }
    index = end
    return CGFloat(value)
  }

  /// The text from `start` up to the current position, as written (a number's digits).
  func written(from start: Int) -> String {
    String(characters[min(start, index)..<index]).trimmingCharacters(in: .whitespaces)
  }

  /// A number or a metric name, within `range` (docs/numbers.md) unless the caller checks it.
  mutating func value(_ what: String, range: NumericRange? = .length) throws -> CGFloat {
    skipSpaces()
    let start = index
    let found: CGFloat
    if let n = number() {
      found = n
    } else if let (metric, position) = name() {
      guard let raw = metrics[metric], let value = layoutNumber(raw) else {
        throw fail("Expected \(what): \(metric) is not a number or a metric", at: position)
      }
      found = value
    } else {
      throw fail("Expected \(what)", at: start)
    }
    if let problem = range?.problem(with: Double(found), written: written(from: start)) {
      throw fail(problem, at: start)
    }
    return found
  }

  /// `item.attribute` at the current position, or `nil` (position unchanged) if a number follows.
  mutating func anchor() throws -> (item: AnyObject, attribute: LayoutConstraint.Attribute, position: Int)? {
    skipSpaces()
    let start = index
    guard let (itemName, position) = name() else { return nil }
    guard current == "." else {
      index = start
      return nil
    }
    let found: AnyObject? = views[itemName].flatMap { ($0 as? View) ?? ($0 as? LayoutGuide) }
    guard let item = found else {
      throw fail(
        "Unable to find view or layout guide with name \(SourceDiagnostic.quoted(itemName))", at: position)
    }
    index += 1
    guard let (attributeName, attributePosition) = name() else {
      throw fail("Expected an attribute after '.'")
    }
    guard let attribute = LayoutConstraint.Attribute(name: attributeName), attribute != .notAnAttribute else {
      throw fail(
        "Unknown attribute \(SourceDiagnostic.quoted(attributeName)); expected one of leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline or a margin attribute",
        at: attributePosition)
    }
    return (item as AnyObject, attribute, start)
  }

  mutating func parse() throws -> LayoutConstraint {
    guard let first = try anchor() else { throw fail("Expected item.attribute") }
    firstColumn = first.position + 1
    skipSpaces()
    let relationStart = index
    let relation: LayoutConstraint.Relation
    let next = index + 1 < characters.count ? characters[index + 1] : nil
    switch (current, next) {
    case ("=", "="): relation = .equal
    case ("<", "="): relation = .lessThanOrEqual
    case (">", "="): relation = .greaterThanOrEqual
    default: throw fail("Unknown relation. Must be ==, >=, or <=", at: relationStart)
    }
    index += 2
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var second: (item: AnyObject, attribute: LayoutConstraint.Attribute, position: Int)?
    skipSpaces()
    if let anchor = try anchor() {
      second = anchor
    } else {
      let negative = current == "-"
      if negative { index += 1 }
      skipSpaces()
      let valueStart = index
      let value = try value("a number, a metric or item.attribute", range: nil)
      skipSpaces()
      if current == "*" {
        if let problem = NumericRange.multiplier.problem(
          with: Double(value), written: written(from: valueStart))
        {
          throw fail(problem, at: valueStart)
        }
        index += 1
        multiplier = negative ? -value : value
        guard let anchor = try anchor() else { throw fail("Expected item.attribute after '*'") }
        second = anchor
      } else {
        if let problem = NumericRange.length.problem(with: Double(value), written: written(from: valueStart))
        {
          throw fail(problem, at: valueStart)
        }
        constant = negative ? -value : value
      }
    }
    skipSpaces()
    if second != nil, let c = current, c == "+" || c == "-" {
      index += 1
      let value = try value("a constant")
      constant = c == "+" ? value : -value
    }
    skipSpaces()
    var priority = LayoutPriority.required
    if current == "@" {
      index += 1
      let start = index
      let value = try value("a priority", range: nil)
      if let problem = NumericRange.priority.problem(with: Double(value), written: written(from: start)) {
        throw fail("Invalid priority: \(problem)", at: start)
      }
      priority = LayoutPriority(Float(value))
    }
    skipSpaces()
    guard current == nil else { throw fail("Unexpected '\(current!)' after the constraint") }
    do {
      try LayoutConstraint.validate(
        first.attribute, second?.attribute, multiplier: second == nil ? 0 : multiplier)
    } catch let error as LayoutError {
      throw fail(error.message.components(separatedBy: "]: ").last ?? error.message, at: first.position)
    }
    let constraint = LayoutConstraint(
      .attribute(first.item, first.attribute), relation, second.map { .attribute($0.item, $0.attribute) },
      multiplier: multiplier, constant: constant, origin: .equation(text: text, column: 1, file: "", line: 0))
    constraint.storedPriority = priority
    return constraint
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (Foundation's
  /// `trimmingCharacters(in: .whitespaces)`: tab and Unicode's space separators), in Swift:
  /// Foundation's bridges through `NSString` (a tenth of reading a 100,000-line document).
  ///
  /// ```swift
  /// "  a.top == b.top \t".trimmingHorizontalSpace()   // "a.top == b.top"
  /// ```
  package func trimmingHorizontalSpace() -> String {
    func isSpace(_ c: Character) -> Bool {
      if c == " " || c == "\t" { return true }
      guard !c.isASCII else { return false }
      return c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
    }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) })!
    return String(self[first...last])
  }
}

import AutoLayout
import Foundation

/// Reads the parts of one logged constraint description, left to right.
struct DescriptionScanner {
  let characters: [Character]
  let path: String
  let line: Int
  let column: Int
  var index = 0

  init(text: String, path: String, line: Int, column: Int) {
    characters = Array(text)
    self.path = path
    self.line = line
    self.column = column
  }

  var atEnd: Bool { index >= characters.count }

  func peek(_ count: Int = 1) -> String {
    String(characters[index..<min(characters.count, index + count)])
  }

  mutating func skip(_ text: String) {
    if peek(text.count) == text { index += text.count }
  }

  mutating func skipSpaces() {
    while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
  }

  /// Everything up to the next space.
  @discardableResult
  mutating func word() -> String {
    let start = index
    while index < characters.count, characters[index] != " " { index += 1 }
    return String(characters[start..<index])
  }

  /// `NSLayoutConstraint:0x600002a4c0f0` → (class, address, nil); `LayoutConstraint` (this
  /// package's own logs) → (class, "", nil); SnapKit's
  /// `SnapKit.LayoutConstraint:0x6000@/Users/me/App/CardView.swift#42` → (class, address,
  /// ("/Users/me/App/CardView.swift", 42)) — the path may hold spaces, so it runs to the `#` and
  /// line number that a space follows.
  mutating func header() -> (className: String, address: String, location: (file: String, line: Int)?) {
    let start = index
    var i = index
    while i < characters.count, characters[i] != " ", characters[i] != ":" { i += 1 }
    guard i + 2 < characters.count, characters[i] == ":", characters[i + 1] == "0", characters[i + 2] == "x"
    else {
      return (word(), "", nil)
    }
    let className = String(characters[start..<i])
    var j = i + 3
    while j < characters.count, characters[j].isHexDigit { j += 1 }
    let address = String(characters[(i + 1)..<j])
    index = j
    guard index < characters.count, characters[index] == "@" else {
      word()  // anything else glued to the address
      return (className, address, nil)
    }
    // `@path#line ` — the first `#digits` followed by a space (or the end).
    var k = index + 1
    while k < characters.count {
      if characters[k] == "#" {
        var m = k + 1
        while m < characters.count, characters[m].isNumber { m += 1 }
        if m > k + 1, m == characters.count || characters[m] == " ",
          let line = Int(String(characters[(k + 1)..<m]))
        {
          let file = String(characters[(index + 1)..<k])
          index = m
          return (className, address, (file, line))
        }
      }
      k += 1
    }
    word()
    return (className, address, nil)
  }

  /// A quoted identifier (`'UIView-Encapsulated-Layout-Width'`), if one starts here.
  mutating func quoted() -> String? {
    guard index < characters.count, characters[index] == "'" else { return nil }
    let start = index + 1
    var end = start
    while end < characters.count, characters[end] != "'" { end += 1 }
    guard end < characters.count else { return nil }
    index = end + 1
    return String(characters[start..<end])
  }

  /// The constraint itself: up to the suffix (`   (active…)`, ` Hug:…`) or the closing `>`.
  mutating func body() -> (text: String, offset: Int) {
    let start = index
    var end = characters.count
    if characters.last == ">", end > start { end -= 1 }
    var i = start
    while i < end {
      if characters[i] == " " {
        let rest = String(characters[i..<min(end, i + 14)])
        let trimmed = rest.drop(while: { $0 == " " })
        if trimmed.hasPrefix("(active") || trimmed.hasPrefix("(inactive") || trimmed.hasPrefix("(Names:")
          || trimmed.hasPrefix("(names:") || trimmed.hasPrefix("Hug:")
          || trimmed.hasPrefix("CompressionResist")
        {
          end = i
          break
        }
      }
      i += 1
    }
    index = end
    var text = String(characters[start..<end])
    while text.hasSuffix(" ") { text.removeLast() }
    return (text, start)
  }

  /// The names table of the suffix (`names: '|':UIView:0x7f…, label:UILabel:0x7f… `).
  mutating func names() -> [String: LoggedItem] {
    let rest = String(characters[index...])
    guard let range = rest.range(of: "names:", options: .caseInsensitive) else { return [:] }
    var table: [String: LoggedItem] = [:]
    let entries = rest[range.upperBound...].prefix { $0 != ")" }
    for entry in entries.components(separatedBy: ", ") {
      let entry = entry.trimmingCharacters(in: .whitespaces)
      // `'|':UIView:0x7f…`, `label:UILabel:0x7f…'Hi'`, or an item named by itself: AppKit's
      // `ItemCell:0x7f…`, UIKit's `AddressToolbar.lockIcon:0x7f…` (an accessibility identifier).
      var name: String
      var item: Substring
      let address = entry.range(of: ":0x")
      if entry.hasPrefix("'"), let close = entry.dropFirst().firstIndex(of: "'") {
        name = String(entry[entry.index(after: entry.startIndex)..<close])
        item = entry[entry.index(after: close)...]
      } else if let address, !entry[..<address.lowerBound].contains(":") {
        name = String(entry[..<address.lowerBound])
        item = ":" + entry[...]
      } else if let colon = entry.firstIndex(of: ":") {
        name = String(entry[..<colon])
        item = entry[colon...]
      } else {
        continue
      }
      guard item.hasPrefix(":") else { continue }
      item = item.dropFirst()
      var itemScanner = DescriptionScanner(text: String(item), path: path, line: line, column: column)
      if let parsed = itemScanner.item(), itemScanner.atEnd || itemScanner.peek() == " " {
        table[name] = parsed
      } else {
        name = name.trimmingCharacters(in: .whitespaces)
        table[name] = LoggedItem(className: "", address: "", text: String(item))
      }
    }
    return table
  }

  /// An item: `UILabel:0x7f…'Title'`, `UIView:0x7f…`, or a plain name; stops before `.attr`,
  /// `]`, `(`.
  mutating func item() -> LoggedItem? {
    let start = index
    // `Class:0xADDR`: the class runs up to ":0x" (it may hold dots and generic brackets).
    var i = index
    while i + 2 < characters.count,
      !(characters[i] == ":" && characters[i + 1] == "0" && characters[i + 2] == "x")
    {
      if characters[i] == " " || characters[i] == "[" || characters[i] == "]" || characters[i] == "(" {
        break
      }
      i += 1
    }
    if i + 2 < characters.count, characters[i] == ":", characters[i + 1] == "0", characters[i + 2] == "x",
      i > start
    {
      let className = String(characters[start..<i])
      var j = i + 3
      while j < characters.count, characters[j].isHexDigit { j += 1 }
      let address = String(characters[(i + 1)..<j])
      index = j
      var text: String?
      if index < characters.count, characters[index] == "'" {
        // The quoted text ends at a quote followed by what can follow an item.
        var k = index + 1
        while k < characters.count {
          if characters[k] == "'" {
            let next = k + 1 < characters.count ? characters[k + 1] : " "
            if next == "." || next == "]" || next == "(" || next == " " || next == "," || next == ")"
              || next == "-" || next == ">"
            {
              break
            }
          }
          k += 1
        }
        text = String(characters[(index + 1)..<min(k, characters.count)])
        index = min(k + 1, characters.count)
      }
      return LoggedItem(className: className, address: address, text: text)
    }
    // A plain name: `title`, an accessibility identifier with dots (`AddressToolbar.lockIcon`),
    // or Masonry's `Class:key` (`UITableViewCellContentView:cv`, a `mas_key`).
    guard let name = plainName() else { return nil }
    if index + 1 < characters.count, characters[index] == ":",
      characters[index + 1].isLetter
        || characters[index + 1] == "_"
    {
      index += 1
      if let key = plainName() {
        return LoggedItem(className: name, address: "", text: key)
      }
      index -= 1
    }
    return LoggedItem(className: "", address: "", text: name)
  }

  /// Letters, digits, `_`, `-` and `.`, up to (not including) a final `.attribute`.
  mutating func plainName() -> String? {
    var j = index
    while j < characters.count,
      characters[j].isLetter || characters[j].isNumber || characters[j] == "_"
        || characters[j] == "-" || characters[j] == "."
    {
      j += 1
    }
    var name = String(characters[index..<j])
    // `AddressToolbar.lockIcon.width`: the last component that names an attribute is not part of
    // the name.
    if let dot = name.lastIndex(of: "."),
      LoggedAttribute.names.contains(String(name[name.index(after: dot)...]))
    {
      j -= name.distance(from: dot, to: name.endIndex)
      name = String(name[..<dot])
    }
    while name.hasSuffix(".") {
      name.removeLast()
      j -= 1
    }
    guard !name.isEmpty else { return nil }
    index = j
    return name
  }

  /// A number (`8`, `-20`, `0.5`, `1e-3`), if one starts here.
  mutating func number() -> CGFloat? {
    var j = index
    if j < characters.count, characters[j] == "-" || characters[j] == "+" { j += 1 }
    let digits = j
    while j < characters.count,
      characters[j].isNumber || characters[j] == "." || characters[j] == "e" || characters[j] == "E"
        || ((characters[j] == "-" || characters[j] == "+") && j > digits
          && (characters[j - 1] == "e" || characters[j - 1] == "E"))
    {
      j += 1
    }
    guard j > digits, let value = Double(String(characters[index..<j])), value.isFinite else { return nil }
    // A name that starts with digits (an Interface Builder id, `8bC-Xf-vdC`) is not a number.
    if j < characters.count, characters[j].isLetter || characters[j] == "_" || characters[j] == "-" {
      return nil
    }
    index = j
    return CGFloat(value)
  }

  /// A number that is not finite (`nan`, `inf`, `-inf`, `1e400`) if one starts here, as written:
  /// a log line printed from a broken layout may hold one, and it must not be read as part of a
  /// view's name (`nan*UIView:0x7f8`) or dropped.
  func nonFiniteNumber() -> String? {
    var j = index
    if j < characters.count, characters[j] == "-" || characters[j] == "+" { j += 1 }
    while j < characters.count,
      characters[j].isLetter || characters[j].isNumber || characters[j] == "."
        || ((characters[j] == "-" || characters[j] == "+") && j > index
          && (characters[j - 1] == "e" || characters[j - 1] == "E"))
    {
      j += 1
    }
    let word = String(characters[index..<j])
    let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "+-")).lowercased()
    if ["nan", "inf", "infinity"].contains(bare) { return word }
    if let value = Double(word), !value.isFinite { return word }
    return nil
  }

  /// Throws at the current position when a number that is not finite starts here.
  func refuseNonFiniteNumber() throws(SourceDiagnostic) {
    guard let word = nonFiniteNumber() else { return }
    throw error(
      "'\(word)' is not a finite number", hint: "a constraint's multiplier and constant must be finite")
  }

  /// An error at the current position (or `at`), in the log's coordinates.
  func error(_ message: String, at position: Int? = nil, hint: String? = nil) -> SourceDiagnostic {
    let offset = position ?? index
    return SourceDiagnostic(
      path: path, line: line, column: column + offset, message: message, hint: hint,
      sourceLine: String(repeating: " ", count: max(0, column - 1)) + String(characters))
  }
}

/// The attributes a description may name, as UIKit prints them.
enum LoggedAttribute {
  static let names: Set<String> = [
    "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
    "lastBaseline", "firstBaseline", "baseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
    "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "minX", "minY", "midX",
    "midY", "maxX", "maxY", "contentWidth", "contentHeight",
  ]

  /// The attributes of a scroll view's content size (`UITableView:0x….contentHeight{id: 28}`, as
  /// `_UIScrollViewAutomaticContentSizeConstraint` prints them): rebuilt as the size of a view
  /// that stands for the content.
  static let contentSize: Set<String> = ["contentWidth", "contentHeight"]

  /// The layout attribute of a logged name (`midX` → `centerX`, `baseline` → `lastBaseline`).
  static func attribute(_ name: String) -> LayoutConstraint.Attribute? {
    switch name {
    case "minX": .left
    case "midX": .centerX
    case "maxX": .right
    case "minY": .top
    case "midY": .centerY
    case "maxY": .bottom
    case "baseline": .lastBaseline
    case "contentWidth": .width
    case "contentHeight": .height
    default: LayoutConstraint.Attribute.allCases.first { "\($0)" == name }
    }
  }
}

/// `UILabel:0x7f….leading == UIView:0x7f….leadingMargin + 8 @750`.
enum EquationDescription {
  static func parse(
    _ body: (text: String, offset: Int), names: [String: LoggedItem], scanner outer: DescriptionScanner
  ) throws(SourceDiagnostic) -> LoggedConstraint.Parsed {
    var s = outer
    s.index = body.offset
    let end = body.offset + body.text.count
    func attributeName() throws(SourceDiagnostic) -> String {
      guard s.peek() == "." else { throw s.error("expected '.' and an attribute after the item") }
      s.index += 1
      let start = s.index
      while s.index < end, s.characters[s.index].isLetter { s.index += 1 }
      let name = String(s.characters[start..<s.index])
      // The engine's variable number after some attributes (`contentHeight{id: 28}`).
      if s.index < end, s.characters[s.index] == "{",
        let close = s.characters[s.index..<end].firstIndex(of: "}")
      {
        s.index = close + 1
      }
      guard LoggedAttribute.names.contains(name) else {
        throw s.error(
          "unknown attribute '\(name)'", at: start,
          hint: "expected one of " + LoggedAttribute.names.sorted().joined(separator: ", "))
      }
      return name
    }
    func resolve(_ item: LoggedItem) -> LoggedItem {
      item.className.isEmpty ? (names[item.text ?? ""] ?? item) : item
    }
    guard let first = s.item() else { throw s.error("expected a view or layout guide") }
    let firstAttribute = try attributeName()
    s.skipSpaces()
    let relations: [String: LayoutConstraint.Relation] = [
      "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]
    guard let relation = relations[s.peek(2)] else { throw s.error("expected ==, <= or >=") }
    s.index += 2
    s.skipSpaces()
    var parsed = LoggedConstraint.Parsed(
      first: resolve(first), firstAttribute: firstAttribute, relation: relation)
    let afterRelation = s.index
    // `midY == + 70` (an autoresizing constraint to a number): a sign, a space, the number.
    var signed: CGFloat? = nil
    if s.peek() == "+" || s.peek() == "-", s.peek(2).hasSuffix(" ") {
      let negative = s.peek() == "-"
      s.index += 1
      s.skipSpaces()
      signed = s.number().map { negative ? -$0 : $0 }
      if signed == nil { s.index = afterRelation }
    }
    if signed == nil { try s.refuseNonFiniteNumber() }
    if let value = signed ?? s.number() {
      if s.peek() == "*" {
        s.index += 1
        parsed.multiplier = value
      } else {
        parsed.constant = value
        try priority(&s, &parsed, end: end)
        return parsed
      }
    } else {
      s.index = afterRelation
    }
    guard let second = s.item() else { throw s.error("expected a number or a view or layout guide") }
    parsed.second = resolve(second)
    parsed.secondAttribute = try attributeName()
    // `*0.5` after the item (older logs).
    if s.peek() == "*" {
      s.index += 1
      try s.refuseNonFiniteNumber()
      guard let value = s.number() else { throw s.error("expected a multiplier after '*'") }
      parsed.multiplier = value
    }
    s.skipSpaces()
    if s.peek() == "+" || s.peek() == "-" {
      let negative = s.peek() == "-"
      s.index += 1
      s.skipSpaces()
      try s.refuseNonFiniteNumber()
      guard let value = s.number() else { throw s.error("expected a constant") }
      parsed.constant = negative ? -value : value
    }
    try priority(&s, &parsed, end: end)
    return parsed
  }

  /// ` @750` at the end, or nothing.
  static func priority(_ s: inout DescriptionScanner, _ parsed: inout LoggedConstraint.Parsed, end: Int)
    throws(SourceDiagnostic)
  {
    s.skipSpaces()
    if s.peek() == "@" {
      s.index += 1
      guard let value = s.number(), value > 0, value <= 1000 else {
        throw s.error("expected a priority in (0, 1000] after '@'")
      }
      parsed.priority = Float(value)
      s.skipSpaces()
    }
    guard s.index >= end else { throw s.error("unexpected text after the constraint") }
  }
}

/// `H:|-(20)-[UILabel:0x7f…]`, `V:[UIView:0x7f…]-(8)-[UIButton:0x7f…]`, `H:[UIView:0x7f…(44)]`:
/// the one relation UIKit writes in Visual Format.
enum VisualFormatDescription {
  /// One element: the superview (`|`) or an item with an optional size predicate.
  struct Element {
    var item: LoggedItem?
    var size: (relation: LayoutConstraint.Relation, constant: CGFloat, priority: Float)?
  }

  static func parse(
    _ body: (text: String, offset: Int), names: [String: LoggedItem], scanner outer: DescriptionScanner
  ) throws(SourceDiagnostic) -> LoggedConstraint.Parsed {
    var s = outer
    s.index = body.offset
    let end = body.offset + body.text.count
    let vertical = s.peek(2) == "V:"
    s.index += 2
    var elements: [Element] = []
    var spacing: (relation: LayoutConstraint.Relation, constant: CGFloat, priority: Float)?
    // A bare `-` between elements: the standard spacing (a printed `-(-7)-` is a negative gap).
    var isStandardSpacing = false
    var leftToRight = false
    while s.index < end {
      if s.peek() == "|" {
        s.index += 1
        elements.append(Element(item: nil))
      } else if s.peek() == "[" {
        s.index += 1
        guard var item = s.item() else { throw s.error("expected a view in [ ]") }
        if item.className.isEmpty, let named = names[item.text ?? ""] { item = named }
        var element = Element(item: item)
        if s.peek() == "(" {
          s.index += 1
          element.size = try predicate(&s)
        }
        guard s.peek() == "]" else { throw s.error("expected ']'") }
        s.index += 1
        elements.append(element)
      } else if s.peek(5) == "(LTR)" {
        s.index += 5
        leftToRight = true
      } else if s.peek() == "-" {
        s.index += 1
        if s.peek(5) == "(LTR)" {
          s.index += 5
          leftToRight = true
          s.skip("-")
        } else if s.peek() == "(" {
          s.index += 1
          spacing = try predicate(&s)
          isStandardSpacing = false
          guard s.peek() == "-" else { throw s.error("expected '-' after the spacing") }
          s.index += 1
        } else {
          spacing = (.equal, 0, 1000)  // standard spacing, resolved below
          isStandardSpacing = true
        }
        if s.peek(5) == "(LTR)" {
          s.index += 5
          leftToRight = true
          s.skip("-")
        }
      } else {
        throw s.error("unexpected '\(s.peek())' in a Visual Format description")
      }
    }
    let leading = vertical ? "top" : (leftToRight ? "left" : "leading")
    let trailing = vertical ? "bottom" : (leftToRight ? "right" : "trailing")
    let size = vertical ? "height" : "width"
    let superview = names["|"] ?? LoggedItem(className: "", address: "", text: "superview")
    switch (elements.count, spacing) {
    case (1, nil):
      guard let item = elements[0].item, let predicate = elements[0].size else {
        throw s.error("a single element needs a size: [view(44)]", at: body.offset)
      }
      return .init(
        first: item, firstAttribute: size, relation: predicate.relation, constant: predicate.constant,
        priority: predicate.priority)
    case (2, let gap?):
      // The standard spacing: 20 to the superview's edge, 8 between siblings (Apple's Visual Format
      // Language reference).
      let touchesSuperview = elements[0].item == nil || elements[1].item == nil
      let constant = isStandardSpacing ? (touchesSuperview ? 20 : 8) : gap.constant
      if elements[0].item == nil, let item = elements[1].item {
        return .init(
          first: item, firstAttribute: leading, relation: gap.relation, second: superview,
          secondAttribute: leading, constant: constant, priority: gap.priority)
      }
      if let item = elements[0].item, elements[1].item == nil {
        return .init(
          first: superview, firstAttribute: trailing, relation: gap.relation, second: item,
          secondAttribute: trailing, constant: constant, priority: gap.priority)
      }
      if let a = elements[0].item, let b = elements[1].item {
        return .init(
          first: b, firstAttribute: leading, relation: gap.relation, second: a, secondAttribute: trailing,
          constant: constant, priority: gap.priority)
      }
      throw s.error("a spacing between two superview edges", at: body.offset)
    default:
      throw s.error(
        "expected one relation: |-(20)-[view], [view]-(8)-[view], [view]-(20)-| or [view(44)]",
        at: body.offset)
    }
  }

  /// `(44)`, `(>=8)`, `(20@750)`, `(==8)` after the opening parenthesis, through the closing one.
  static func predicate(_ s: inout DescriptionScanner) throws(SourceDiagnostic) -> (
    relation: LayoutConstraint.Relation, constant: CGFloat, priority: Float
  ) {
    var relation = LayoutConstraint.Relation.equal
    switch s.peek(2) {
    case ">=":
      relation = .greaterThanOrEqual
      s.index += 2
    case "<=":
      relation = .lessThanOrEqual
      s.index += 2
    case "==": s.index += 2
    default: break
    }
    // `NSSpace(8)`: the standard spacing, as UIKit and AppKit print it, with its value.
    let standard = s.peek(8) == "NSSpace("
    if standard { s.index += 8 }
    guard let constant = s.number() else { throw s.error("expected a number") }
    if standard {
      guard s.peek() == ")" else { throw s.error("expected ')' after NSSpace's value") }
      s.index += 1
    }
    var priority: Float = 1000
    if s.peek() == "@" {
      s.index += 1
      guard let value = s.number(), value > 0, value <= 1000 else {
        throw s.error("expected a priority in (0, 1000]")
      }
      priority = Float(value)
    }
    guard s.peek() == ")" else { throw s.error("expected ')'") }
    s.index += 1
    return (relation, constant, priority)
  }
}

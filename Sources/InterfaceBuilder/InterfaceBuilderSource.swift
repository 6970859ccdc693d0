import AutoLayout
import Foundation

/// An Interface Builder file as its bytes, for writing it back as Xcode would: every start tag
/// with its attributes, their quotes and the spaces between them, and everything else (text,
/// comments, end tags, the XML declaration) kept as it was. Writing an unedited source gives the
/// same bytes; an edit rewrites only the attributes it changes (``setAttribute(_:_:in:after:)``,
/// ``removeAttribute(_:in:)``), so the rest of the file stays byte for byte Xcode's.
///
/// The source is read after ``InterfaceBuilderDocument`` has accepted the file (it checks the
/// XML); its elements are in document order, as the reader's are.
///
/// ```swift
/// var source = try InterfaceBuilderSource(text: xml)
/// let rect = source.elements.firstIndex { $0.name == "rect" && $0["key"] == "frame" }!
/// source.setAttribute("x", "16", in: rect)
/// source.text   // the file with only that value changed
/// ```
public struct InterfaceBuilderSource: Sendable {
  /// One attribute of a start tag: the bytes before it (its spaces and line breaks), its name,
  /// its quote character and its value as written (entities unexpanded).
  public struct Attribute: Sendable, Equatable {
    /// The whitespace before the name, as written.
    public var leadingSpace: String
    /// The name.
    public var name: String
    /// `"` or `'`.
    public var quote: Character
    /// The value as written in the file (with `&amp;` and the other entities unexpanded).
    public var rawValue: String

    /// The value with the predefined entities and character references expanded.
    public var value: String { InterfaceBuilderSource.unescape(rawValue) }
  }

  /// One element's start tag.
  public struct Element: Sendable {
    /// The element's name.
    public var name: String
    /// Its attributes in the file's order.
    public var attributes: [Attribute]
    /// What follows the last attribute up to `>` or `/>` (spaces, as written).
    public var trailingSpace: String
    /// Whether the tag closes itself (`<rect …/>`).
    public var isEmpty: Bool
    /// The index of the parent element in ``InterfaceBuilderSource/elements`` (`nil` for the root).
    public var parent: Int?
    /// The 1-based line of the tag's `<`.
    public var line: Int
    /// Whether an edit changed the tag (then it is written from its parts).
    var isEdited = false
    /// Whether the element was removed (``InterfaceBuilderSource/removeElement(_:)``).
    public internal(set) var isRemoved = false

    /// The value of the attribute `name` (entities expanded), or `nil`.
    public subscript(name: String) -> String? {
      attributes.first { $0.name == name }?.value
    }
  }

  /// The file's pieces in order: text copied as it is, an element's start tag, or its end tag as
  /// written.
  enum Piece: Sendable {
    case text(String)
    case startTag(Int)
    case endTag(Int, String)
  }

  /// The start tags: those read in document order, then those inserted (see
  /// ``insertElement(_:into:before:childElements:)``); a removed element stays, marked removed.
  public internal(set) var elements: [Element] = []
  var pieces: [Piece] = []
  /// Whether an element was moved (children are then found by position).
  var hasMovedElements = false

  /// Reads `text` (an Interface Builder file the reader accepted).
  ///
  /// ```swift
  /// let source = try InterfaceBuilderSource(text: String(decoding: data, as: UTF8.self))
  /// ```
  public init(text: String) throws {
    var scanner = SourceScanner(bytes: Array(text.utf8))
    try scanner.scan(into: &self)
  }

  /// The file's text, with the edits made.
  ///
  /// ```swift
  /// try source.text.write(toFile: path, atomically: true, encoding: .utf8)
  /// ```
  public var text: String {
    var out = ""
    out.reserveCapacity(pieces.count * 48)
    for piece in pieces {
      switch piece {
      case .text(let text): out += text
      case .startTag(let index): out += Self.startTag(elements[index])
      case .endTag(_, let text): out += text
      }
    }
    return out
  }

  /// Whether an edit changed anything.
  public var isEdited: Bool { elements.contains(where: \.isEdited) || structureEdited }

  /// Sets the attribute `name` of element `index` to `value` (escaped as Xcode escapes it); a new
  /// attribute goes after `after` when given and present, else last, with one space before it.
  /// Setting the value it already has changes nothing.
  ///
  /// ```swift
  /// source.setAttribute("constant", "20", in: constraint)
  /// ```
  public mutating func setAttribute(_ name: String, _ value: String, in index: Int, after: String? = nil) {
    let raw = Self.escape(value)
    var element = elements[index]
    if let position = element.attributes.firstIndex(where: { $0.name == name }) {
      guard element.attributes[position].value != value else { return }
      element.attributes[position].rawValue = raw
    } else {
      let attribute = Attribute(leadingSpace: " ", name: name, quote: "\"", rawValue: raw)
      if let after, let position = element.attributes.firstIndex(where: { $0.name == after }) {
        element.attributes.insert(attribute, at: position + 1)
      } else {
        element.attributes.append(attribute)
      }
    }
    element.isEdited = true
    elements[index] = element
  }

  /// Sets the attribute `name` of element `index`; a new one goes where `order` (the attribute
  /// order Xcode writes for the element) puts it: after the last present attribute `order` has
  /// before it, else before the first present one `order` has after it, else last.
  ///
  /// ```swift
  /// source.setAttribute("relation", "greaterThanOrEqual", in: constraint,
  ///                     order: InterfaceBuilderSource.constraintAttributeOrder)
  /// ```
  public mutating func setAttribute(_ name: String, _ value: String, in index: Int, order: [String]) {
    let present = elements[index].attributes.map(\.name)
    guard !present.contains(name), let position = order.firstIndex(of: name) else {
      setAttribute(name, value, in: index)
      return
    }
    if let previous = order[..<position].last(where: { present.contains($0) }) {
      setAttribute(name, value, in: index, after: previous)
      return
    }
    guard let next = order[(position + 1)...].first(where: { present.contains($0) }),
      let at = present.firstIndex(of: next)
    else {
      setAttribute(name, value, in: index)
      return
    }
    // Before `next`: the new attribute takes `next`'s leading space, `next` gets one space.
    var element = elements[index]
    let attribute = Attribute(
      leadingSpace: element.attributes[at].leadingSpace, name: name, quote: "\"", rawValue: Self.escape(value)
    )
    element.attributes[at].leadingSpace = " "
    element.attributes.insert(attribute, at: at)
    element.isEdited = true
    elements[index] = element
  }

  /// Removes the attribute `name` of element `index` (with the space before it); nothing when it
  /// has none.
  ///
  /// ```swift
  /// source.removeAttribute("misplaced", in: view)
  /// ```
  public mutating func removeAttribute(_ name: String, in index: Int) {
    guard let position = elements[index].attributes.firstIndex(where: { $0.name == name }) else { return }
    elements[index].attributes.remove(at: position)
    elements[index].isEdited = true
  }

  /// The indices of element `index`'s child elements.
  ///
  /// ```swift
  /// source.children(of: view).first { source.elements[$0].name == "rect" }
  /// ```
  public func children(of index: Int) -> [Int] {
    if structureEdited {
      return pieces.compactMap { piece in
        if case .startTag(let child) = piece, elements[child].parent == index { child } else { nil }
      }
    }
    var result: [Int] = []
    var next = index + 1
    while next < elements.count, let parent = elements[next].parent, parent >= index {
      if parent == index { result.append(next) }
      next += 1
    }
    return result
  }

  /// The element whose `id` attribute is `id`, if any.
  ///
  /// ```swift
  /// source.element(id: "abc-12-XyZ")
  /// ```
  public func element(id: String) -> Int? {
    elements.firstIndex { !$0.isRemoved && $0["id"] == id }
  }

  mutating func append(_ piece: Piece) {
    if case .text(let text) = piece, case .text(let last)? = pieces.last {
      pieces[pieces.count - 1] = .text(last + text)
    } else {
      pieces.append(piece)
    }
  }

  mutating func appendElement(_ element: Element) {
    elements.append(element)
    pieces.append(.startTag(elements.count - 1))
  }

  /// A start tag from its parts.
  static func startTag(_ element: Element) -> String {
    var out = "<" + element.name
    for attribute in element.attributes {
      out +=
        attribute.leadingSpace + attribute.name + "=" + String(attribute.quote) + attribute.rawValue
        + String(attribute.quote)
    }
    return out + element.trailingSpace + (element.isEmpty ? "/>" : ">")
  }

  /// A value as Xcode writes it in an attribute: `&`, `<`, `>` and `"` as entities, a line break
  /// and a tab as character references.
  ///
  /// ```swift
  /// InterfaceBuilderSource.escape("A & B")   // "A &amp; B"
  /// ```
  public static func escape(_ value: String) -> String {
    let escaped = TextEscaping.markup(value, quotes: .double)
    guard escaped.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) else { return escaped }
    return escaped.replacingOccurrences(of: "\r", with: "&#13;").replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\t", with: "&#9;")
  }

  /// A raw attribute value with the predefined entities and character references expanded.
  static func unescape(_ raw: String) -> String {
    guard raw.contains("&") else { return raw }
    var out = ""
    var rest = Substring(raw)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: amp)..<semicolon]
      switch entity {
      case "amp": out += "&"
      case "lt": out += "<"
      case "gt": out += ">"
      case "quot": out += "\""
      case "apos": out += "'"
      default:
        let number =
          entity.hasPrefix("#x")
          ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
        if let number, let scalar = Unicode.Scalar(number) {
          out.unicodeScalars.append(scalar)
        } else {
          out += rest[amp...semicolon]
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return out + rest
  }
}

/// The cursor that splits a file into ``InterfaceBuilderSource`` pieces.
private struct SourceScanner {
  let bytes: [UInt8]
  var offset = 0
  var line = 1
  var open: [Int] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  struct Malformed: Error, CustomStringConvertible {
    var line: Int
    var reason: String
    var description: String { "line \(line): \(reason)" }
  }

  mutating func scan(into source: inout InterfaceBuilderSource) throws {
    var textStart = 0
    func flushText(upTo end: Int, into source: inout InterfaceBuilderSource) {
      if end > textStart { source.append(.text(String(decoding: bytes[textStart..<end], as: UTF8.self))) }
    }
    while offset < bytes.count {
      guard bytes[offset] == UInt8(ascii: "<") else {
        advance()
        continue
      }
      if starts(with: "<!--") {
        try skip(past: "-->")
      } else if starts(with: "<![CDATA[") {
        try skip(past: "]]>")
      } else if starts(with: "<?") {
        try skip(past: "?>")
      } else if starts(with: "<!") {
        try skip(past: ">")
      } else if starts(with: "</") {
        flushText(upTo: offset, into: &source)
        let start = offset
        try skip(past: ">")
        guard let element = open.popLast() else {
          throw Malformed(line: line, reason: "an end tag without a start")
        }
        source.append(.endTag(element, String(decoding: bytes[start..<offset], as: UTF8.self)))
        textStart = offset
      } else {
        flushText(upTo: offset, into: &source)
        let element = try startTag()
        source.appendElement(element)
        if !element.isEmpty { open.append(source.elements.count - 1) }
        textStart = offset
        continue
      }
    }
    flushText(upTo: bytes.count, into: &source)
  }

  mutating func advance() {
    if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
    offset += 1
  }

  func starts(with prefix: String) -> Bool {
    let utf8 = Array(prefix.utf8)
    return offset + utf8.count <= bytes.count && bytes[offset..<offset + utf8.count].elementsEqual(utf8)
  }

  mutating func skip(past terminator: String) throws {
    let start = line
    while offset < bytes.count, !starts(with: terminator) { advance() }
    guard offset < bytes.count else { throw Malformed(line: start, reason: "unterminated markup") }
    for _ in terminator.utf8 { advance() }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  mutating func spaces() -> String {
    let start = offset
    while offset < bytes.count, Self.isSpace(bytes[offset]) { advance() }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  mutating func name() throws -> String {
    let start = offset
    while offset < bytes.count, !Self.isSpace(bytes[offset]),
      ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[offset])
    {
      offset += 1
    }
    guard offset > start else { throw Malformed(line: line, reason: "expected a name") }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  mutating func startTag() throws -> InterfaceBuilderSource.Element {
    let tagLine = line
    offset += 1  // <
    let elementName = try name()
    var attributes: [InterfaceBuilderSource.Attribute] = []
    while true {
      let space = spaces()
      guard offset < bytes.count else { throw Malformed(line: tagLine, reason: "unterminated tag") }
      if bytes[offset] == UInt8(ascii: ">") || starts(with: "/>") {
        let isEmpty = bytes[offset] == UInt8(ascii: "/")
        offset += isEmpty ? 2 : 1
        return .init(
          name: elementName, attributes: attributes, trailingSpace: space, isEmpty: isEmpty,
          parent: open.last,
          line: tagLine)
      }
      let attributeName = try name()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
        throw Malformed(line: line, reason: "expected = after \(attributeName)")
      }
      offset += 1
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
      else { throw Malformed(line: line, reason: "expected a quoted value for \(attributeName)") }
      let quote = bytes[offset]
      offset += 1
      let start = offset
      while offset < bytes.count, bytes[offset] != quote { advance() }
      guard offset < bytes.count else { throw Malformed(line: tagLine, reason: "unterminated value") }
      let raw = String(decoding: bytes[start..<offset], as: UTF8.self)
      offset += 1
      attributes.append(
        .init(
          leadingSpace: space, name: attributeName, quote: Character(Unicode.Scalar(quote)), rawValue: raw))
    }
  }
}

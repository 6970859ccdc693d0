import AutoLayout

/// Reads the XML of an Interface Builder file into ``XMLNode``s: its elements with their
/// attributes and where each start tag begins (1-based line, byte column). Character data is
/// checked and skipped (the readers need none of it).
///
/// A non-validating reader of XML 1.0 as Xcode writes it: the five predefined entities and
/// character references, comments, processing instructions, CDATA sections, and a DOCTYPE without
/// declarations. A DOCTYPE that declares anything is refused (no entity is ever expanded, so no
/// file is read and no expansion grows), as is every well-formedness error, with its line and
/// column. It replaced Foundation's `XMLParser`, which built each element's attributes through
/// libxml2's callbacks and took a third of reading a large file.
///
/// ```swift
/// let root = try XMLTreeBuilder.parse(#"<document><objects/></document>"#, path: "A.xib")
/// root.children.map(\.name)   // ["objects"]
/// ```
enum XMLTreeBuilder {
  /// The deepest nesting of elements read: 1,000. Interface Builder files nest a few dozen deep
  /// (26 at most in the 281-file corpus); the readers walk the tree recursively, and a view
  /// hierarchy thousands deep costs quadratic time to lay out, so deeper documents are refused.
  static let maximumDepth = 1_000

  /// Parses `text`; a malformed document throws an error at the byte where it stops being XML.
  static func parse(_ text: String, path: String) throws -> XMLNode {
    var text = text
    return try text.withUTF8 { bytes in
      var scanner = XMLScanner(bytes: bytes, path: path)
      return try scanner.document()
    }
  }
}

/// The cursor of ``XMLTreeBuilder`` over a document's bytes.
struct XMLScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let path: String
  var offset = 0
  var line = 1
  var lineStart = 0

  init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
    self.bytes = bytes
    self.path = path
    // A byte-order mark is not part of the document.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
    }
  }

  // MARK: Structure

  /// The document: a prolog, one root element, then only comments, processing instructions and
  /// white space.
  mutating func document() throws -> XMLNode {
    var stack: [XMLNode] = []
    var openedAt: [Int] = []
    var root: XMLNode?
    while offset < bytes.count {
      if bytes[offset] != UInt8(ascii: "<") {
        try characterData(inElement: !stack.isEmpty)
        continue
      }
      let start = (line: line, column: offset - lineStart + 1)
      guard offset + 1 < bytes.count else { throw failure("a tag is cut off at the end of the document") }
      switch bytes[offset + 1] {
      case UInt8(ascii: "?"):
        try skip(past: "?>", what: "a processing instruction")
      case UInt8(ascii: "!"):
        try markup(inElement: !stack.isEmpty, beforeRoot: root == nil && stack.isEmpty)
      case UInt8(ascii: "/"):
        guard let node = stack.popLast() else {
          throw failure("a closing tag without an open element")
        }
        let openLine = openedAt.removeLast()
        try closingTag(of: node.name, openedOnLine: openLine)
        if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
      default:
        guard root == nil else {
          throw failure("a second root element: the document has one, which closed before")
        }
        guard stack.count < XMLTreeBuilder.maximumDepth else {
          throw InterfaceBuilderError(
            path: path, line: start.line, column: start.column,
            message: "elements nest more than \(XMLTreeBuilder.maximumDepth) deep",
            hint: "Interface Builder files nest a few dozen elements deep; this one is not one Xcode wrote",
            sourceLine: sourceLine(startingAt: lineStart))
        }
        let (node, isEmpty) = try startTag(line: start.line, column: start.column)
        if isEmpty {
          if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
        } else {
          stack.append(node)
          openedAt.append(start.line)
        }
      }
    }
    if !stack.isEmpty {
      throw failure(
        "the document ends before its elements are closed (<\(q(stack[stack.count - 1].name))> is open)")
    }
    guard let root else {
      throw failure(offset == 0 || isBlank ? "the document is empty" : "the document has no root element")
    }
    return root
  }

  /// Whether the document holds nothing but white space before `offset`.
  private var isBlank: Bool {
    bytes[..<offset].allSatisfy { XMLScanner.isSpace($0) || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
  }

  /// `<name attribute="value" …>` or `…/>`, from its `<`.
  mutating func startTag(line: Int, column: Int) throws -> (XMLNode, isEmpty: Bool) {
    offset += 1
    let name = try self.name(what: "an element")
    var attributes = XMLAttributes()
    while true {
      let hadSpace = skipSpace()
      guard offset < bytes.count else { throw failure("the document ends inside the tag <\(q(name))>") }
      switch bytes[offset] {
      case UInt8(ascii: ">"):
        offset += 1
        return (XMLNode(name: name, attributes: attributes, line: line, column: column), false)
      case UInt8(ascii: "/"):
        guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ">") else {
          throw failure("an attribute is malformed: '/' must be followed by '>' to end the tag")
        }
        offset += 2
        return (XMLNode(name: name, attributes: attributes, line: line, column: column), true)
      default:
        guard hadSpace else {
          throw failure("an attribute is malformed: attributes are separated by white space")
        }
        let attributeStart = mark
        let attribute = try self.name(what: "an attribute")
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
          throw failure("an attribute is malformed: '\(q(attribute))' must be followed by '='")
        }
        offset += 1
        skipSpace()
        let value = try attributeValue(of: attribute)
        guard attributes.add(attribute, value) else {
          reset(to: attributeStart)
          throw failure("an attribute is malformed: '\(q(attribute))' appears twice in <\(q(name))>")
        }
      }
    }
  }

  /// `</name>` from its `<`, which must close the element named `open`.
  mutating func closingTag(of open: String, openedOnLine openLine: Int) throws {
    let tagStart = offset
    offset += 2
    let name = try self.name(what: "a closing tag")
    skipSpace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
      throw failure("the closing tag </\(q(name))> is not ended by '>'")
    }
    guard name == open else {
      offset = tagStart
      throw failure(
        "a closing tag does not match the open element: </\(q(name))> closes <\(q(open))> of line \(openLine)"
      )
    }
    offset += 1
  }

  /// A comment, a CDATA section or a DOCTYPE, from its `<!`.
  mutating func markup(inElement: Bool, beforeRoot: Bool) throws {
    if has("<!--") {
      offset += 4
      try skip(past: "-->", what: "a comment")
    } else if has("<![CDATA[") {
      guard inElement else { throw failure("a CDATA section outside the root element") }
      offset += 9
      try skip(past: "]]>", what: "a CDATA section")
    } else if has("<!DOCTYPE") {
      guard beforeRoot else { throw failure("a DOCTYPE after the root element has begun") }
      let start = mark
      while offset < bytes.count, bytes[offset] != UInt8(ascii: ">") {
        if bytes[offset] == UInt8(ascii: "[") {
          reset(to: start)
          throw InterfaceBuilderError(
            path: path, line: line, column: offset - lineStart + 1,
            message: "a DOCTYPE with declarations: entities and other declarations are not read",
            hint: "Interface Builder files have no DOCTYPE; remove it",
            sourceLine: sourceLine(startingAt: lineStart))
        }
        advance()
      }
      guard offset < bytes.count else { throw failure("the document ends inside its DOCTYPE") }
      offset += 1
    } else {
      throw failure("'<!' begins neither a comment, a CDATA section nor a DOCTYPE")
    }
  }

  /// Text up to the next `<`: white space only outside the root element; references checked.
  mutating func characterData(inElement: Bool) throws {
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "<") { return }
      if !inElement, !XMLScanner.isSpace(byte) {
        throw failure("text outside the root element")
      }
      if byte == UInt8(ascii: "&") {
        _ = try reference()
      } else {
        advance()
      }
    }
  }

  // MARK: Pieces

  /// A name: its bytes up to white space, `=`, `/`, `>` or a quote; it must not begin with a
  /// digit, `-` or `.`.
  mutating func name(what: String) throws -> String {
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if XMLScanner.isSpace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "/")
        || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"")
        || byte == UInt8(ascii: "'")
      {
        break
      }
      offset += 1
    }
    guard offset > start else { throw failure("\(what) has no name here") }
    let first = bytes[start]
    guard !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), first != UInt8(ascii: "-"),
      first != UInt8(ascii: ".")
    else {
      offset = start
      throw failure("\(what)'s name cannot begin with '\(Character(Unicode.Scalar(first)))'")
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
  }

  /// A quoted attribute value with its references replaced and its line breaks and tabs made
  /// spaces (XML's attribute-value normalisation: `\r\n` is one space).
  mutating func attributeValue(of attribute: String) throws -> String {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
    else {
      throw failure("an attribute is malformed: the value of '\(q(attribute))' must be in quotes")
    }
    let quote = bytes[offset]
    offset += 1
    let start = offset
    // The common case: no reference and no white space to normalise, one copy of the bytes.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == quote {
        let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        offset += 1
        return value
      }
      if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte < 0x20 { break }
      offset += 1
    }
    var value = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case quote:
        offset += 1
        return String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "<"):
        throw failure("an attribute is malformed: '<' in the value of '\(q(attribute))' (write &lt;)")
      case UInt8(ascii: "&"):
        value.append(contentsOf: try reference().utf8)
      case UInt8(ascii: "\r"):
        value.append(UInt8(ascii: " "))
        offset += 1
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { advance() }
      case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
        value.append(UInt8(ascii: " "))
        advance()
      default:
        value.append(byte)
        offset += 1
      }
    }
    throw failure("the document ends inside the value of '\(q(attribute))'")
  }

  /// `&name;` or `&#…;` from its `&`: the text it stands for.
  mutating func reference() throws -> String {
    let start = offset
    offset += 1
    while offset < bytes.count, bytes[offset] != UInt8(ascii: ";"), offset - start < 40,
      !XMLScanner.isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: "<")
    {
      offset += 1
    }
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else {
      offset = start
      throw failure("'&' begins no reference (write &amp; for an ampersand)")
    }
    let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<offset]), as: UTF8.self)
    offset += 1
    switch body {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      if let code, let scalar = Unicode.Scalar(code), XMLScanner.isCharacter(code) {
        return String(Character(scalar))
      }
      offset = start
      throw failure("&\(q(body)); is not a character XML allows")
    }
    offset = start
    throw failure(
      "unknown entity &\(q(body)); (XML defines &amp; &lt; &gt; &quot; &apos;, and no declaration is read)")
  }

  /// Moves past the next `terminator`, counting lines.
  mutating func skip(past terminator: StaticString, what: String) throws {
    let first = terminator.utf8Start[0]
    while offset < bytes.count {
      if bytes[offset] == first, has(terminator) {
        offset += terminator.utf8CodeUnitCount
        return
      }
      advance()
    }
    throw failure("the document ends inside \(what)")
  }

  /// Whether the bytes at the cursor begin with `text`.
  func has(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != text.utf8Start[index] { return false }
    return true
  }

  /// Skips white space; whether there was any.
  @discardableResult
  mutating func skipSpace() -> Bool {
    let start = offset
    while offset < bytes.count, XMLScanner.isSpace(bytes[offset]) { advance() }
    return offset > start
  }

  /// The cursor, to come back to for an error's position.
  var mark: (offset: Int, line: Int, lineStart: Int) { (offset, line, lineStart) }

  /// Moves the cursor back to `mark`.
  mutating func reset(to mark: (offset: Int, line: Int, lineStart: Int)) {
    (offset, line, lineStart) = mark
  }

  /// One byte forward, counting lines.
  mutating func advance() {
    if bytes[offset] == UInt8(ascii: "\n") {
      line += 1
      lineStart = offset + 1
    }
    offset += 1
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// XML 1.0's `Char`: tab, line feed, carriage return, and the rest above U+001F but the
  /// surrogates and U+FFFE / U+FFFF.
  static func isCharacter(_ code: UInt32) -> Bool {
    code == 0x9 || code == 0xA || code == 0xD || (0x20...0xD7FF).contains(code)
      || (0xE000...0xFFFD).contains(code) || (0x10000...0x10FFFF).contains(code)
  }

  // MARK: Errors

  /// A name from the document as a message quotes it (a long one shortened).
  func q(_ text: String) -> String { SourceDiagnostic.quoted(text) }

  /// The malformed-XML error at the cursor.
  func failure(_ reason: String) -> InterfaceBuilderError {
    InterfaceBuilderError.malformedXML(
      path: path, line: line, column: offset - lineStart + 1, sourceLine: sourceLine(startingAt: lineStart),
      reason: reason)
  }

  /// The line that begins at byte `start`, without its line break.
  func sourceLine(startingAt start: Int) -> String {
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
  }
}

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an XML document, with where its start tag begins (1-based line and column).
struct XMLNode {
  var name: String
  var attributes: [String: String]
  var children: [XMLNode] = []
  var line: Int
  var column: Int

  /// The first child element named `name` (with `key="…"` when given).
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// The child elements named `name`.
  func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// `attributes[name] == "YES"`.
  func flag(_ name: String) -> Bool { attributes[name] == "YES" }
}

/// Reads an XML document into ``XMLNode``s with Foundation's `XMLParser`.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  private var stack: [XMLNode] = []
  private var root: XMLNode?
  /// Where the document first nests deeper than `maximumDepth`, if it does.
  private var tooDeep: (line: Int, column: Int)?

  /// The deepest nesting of elements read: 1,000. Interface Builder files nest a few dozen deep
  /// (26 at most in the 281-file corpus); the readers walk the tree recursively, and a view
  /// hierarchy thousands deep costs quadratic time to lay out, so deeper documents are refused.
  static let maximumDepth = 1_000
  /// The document's bytes and where each line starts in them (the parser reports 1-based lines
  /// and byte columns).
  private let bytes: [UInt8]
  private let lineStarts: [Int]

  private init(text: String) {
    bytes = Array(text.utf8)
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    lineStarts = starts
  }

  /// Parses `text`; a malformed document throws ``InterfaceBuilderError/malformedXML(path:line:column:sourceLine:reason:)``.
  static func parse(_ text: String, path: String) throws -> XMLNode {
    let builder = XMLTreeBuilder(text: text)
    // Fed as a stream, libxml2 reads the document in pieces: given as one piece of data, a file
    // over 10 MB (libxml2's limit on one input without its "huge" option, which Foundation does
    // not set) was refused as malformed at its end.
    let parser = XMLParser(stream: InputStream(data: Data(text.utf8)))
    parser.delegate = builder
    let parsed = parser.parse()
    if let (line, column) = builder.tooDeep {
      throw InterfaceBuilderError(
        path: path, line: line, column: column,
        message: "elements nest more than \(maximumDepth) deep",
        hint: "Interface Builder files nest a few dozen elements deep; this one is not one Xcode wrote",
        sourceLine: builder.sourceLine(line))
    }
    if !parsed || parser.parserError != nil || builder.root == nil {
      let line = max(1, parser.lineNumber)
      let column = max(1, parser.columnNumber)
      let code = (parser.parserError as NSError?)?.code
      throw InterfaceBuilderError.malformedXML(
        path: path, line: line, column: column, sourceLine: builder.sourceLine(line),
        reason: code.map(XMLTreeBuilder.reason) ?? "the document has no root element")
    }
    return builder.root!
  }

  private static func reason(_ code: Int) -> String {
    switch code {
    case 4: "the document is empty"
    case 5: "the document ends before its elements are closed"
    case 76: "a closing tag does not match the open element"
    case 38, 39, 40, 41: "an attribute is malformed"
    default: "malformed XML (XMLParser error \(code))"
    }
  }

  func sourceLine(_ line: Int) -> String {
    guard line >= 1 && line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// XMLParser reports the position after the start tag; walk back to its `<` (over the tag's
  /// own bytes only: linear in the document however its lines are laid out).
  private func tagStart(line: Int, column: Int) -> (Int, Int) {
    var lineIndex = min(max(line, 1), lineStarts.count) - 1
    let lineEnd = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
    var offset = min(lineStarts[lineIndex] + column - 1, lineEnd) - 1
    while offset >= 0 {
      if bytes[offset] == UInt8(ascii: "<") {
        while lineIndex > 0 && lineStarts[lineIndex] > offset { lineIndex -= 1 }
        return (lineIndex + 1, offset - lineStarts[lineIndex] + 1)
      }
      offset -= 1
    }
    return (line, column)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let (line, column) = tagStart(line: parser.lineNumber, column: parser.columnNumber)
    guard stack.count < Self.maximumDepth else {
      tooDeep = (line, column)
      parser.abortParsing()
      return
    }
    stack.append(XMLNode(name: elementName, attributes: attributeDict, line: line, column: column))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let node = stack.popLast() else { return }
    if stack.isEmpty {
      root = node
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }
}

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
  private let lines: [Substring]

  private init(text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Parses `text`; a malformed document throws ``InterfaceBuilderError/malformedXML(path:line:column:sourceLine:reason:)``.
  static func parse(_ text: String, path: String) throws -> XMLNode {
    let builder = XMLTreeBuilder(text: text)
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    let parsed = parser.parse()
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
    line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
  }

  /// XMLParser reports the position after the start tag; walk back to its `<`.
  private func tagStart(line: Int, column: Int) -> (Int, Int) {
    var lineIndex = min(max(line, 1), lines.count) - 1
    var limit = column - 1
    while lineIndex >= 0 {
      let chars = Array(lines[lineIndex].utf8)
      var index = min(limit, chars.count) - 1
      while index >= 0 {
        if chars[index] == UInt8(ascii: "<") { return (lineIndex + 1, index + 1) }
        index -= 1
      }
      lineIndex -= 1
      limit = Int.max
    }
    return (line, column)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let (line, column) = tagStart(line: parser.lineNumber, column: parser.columnNumber)
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

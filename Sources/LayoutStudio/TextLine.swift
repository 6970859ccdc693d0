/// One line of a text as UTF-8 bytes (a slice of the text's bytes, shared): hashed and compared
/// byte for byte, which is what the studio's patches need of the document and picture lines —
/// Swift's `String` would compare and hash them as Unicode, many times slower.
///
/// ```swift
/// let lines = TextLine.lines(of: "a\nb\n")   // "a", "b", ""
/// ```
struct TextLine: Hashable {
  let bytes: ArraySlice<UInt8>

  /// The lines of `text` split at every line feed (an empty line after a final one).
  static func lines(of text: String) -> [TextLine] {
    let bytes = Array(text.utf8)
    var lines: [TextLine] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(TextLine(bytes: bytes[start..<index]))
      start = index + 1
    }
    lines.append(TextLine(bytes: bytes[start...]))
    return lines
  }

  /// The line as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  static func == (a: TextLine, b: TextLine) -> Bool {
    a.bytes.count == b.bytes.count
      && a.bytes.withUnsafeBytes { x in b.bytes.withUnsafeBytes { y in x.elementsEqual(y) } }
  }

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}

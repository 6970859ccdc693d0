import AutoLayout
import Foundation

/// Writes SVG text: elements with attributes in a fixed order and numbers in a fixed format, so the
/// same drawing gives the same bytes every run.
package struct SVGWriter {
  /// The UTF-8 bytes written (a large picture is mostly small appends: bytes, not strings).
  private var bytes: [UInt8] = []
  /// The SVG text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }
  private var depth = 0
  /// No indentation, single-quoted attributes: SVG to embed in JSON, where double quotes would
  /// each need an escape. Each element still ends its line, so a page can tell the elements
  /// apart without parsing (and patch only those that changed).
  var isCompact = false

  /// Opens an element that will hold others.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(render(attributes))>")
    depth += 1
  }

  /// Closes the innermost open element.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// An element with no children.
  mutating func empty(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(render(attributes))/>")
  }

  /// An element holding text, or other elements given as raw markup.
  mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
    line("<\(name)\(render(attributes))>\(TextEscaping.markup(content, quotes: .all))</\(name)>")
  }

  /// An element with children written by `body`.
  mutating func group(
    _ name: String, _ attributes: [(String, String)] = [], _ body: (inout SVGWriter) -> Void
  ) {
    open(name, attributes)
    body(&self)
    close(name)
  }

  /// A raw line at the current depth.
  mutating func line(_ raw: String) {
    beginLine()
    bytes += raw.utf8
    endLine()
  }

  /// One element on its own line: `<name attributes…/>`, or with `inner` markup (written as it
  /// is) and `text` (escaped) inside: `<name attributes…>inner text</name>`. `attributes` writes
  /// the attributes (``attribute(_:_:)``), in order.
  mutating func shape(
    _ name: String, inner: [String], text content: String?, attributes: (inout SVGWriter) -> Void
  ) {
    beginLine()
    bytes.append(UInt8(ascii: "<"))
    bytes += name.utf8
    attributes(&self)
    if inner.isEmpty && content == nil {
      bytes += "/>".utf8
    } else {
      bytes.append(UInt8(ascii: ">"))
      for markup in inner { bytes += markup.utf8 }
      if let content { appendEscaped(content) }
      bytes += "</".utf8
      bytes += name.utf8
      bytes.append(UInt8(ascii: ">"))
    }
    endLine()
  }

  /// One attribute of the element ``shape(_:inner:text:attributes:)`` is writing: ` name="value"`
  /// (`'value'` when compact), a number as ``svgNumber(_:)`` writes it.
  mutating func attribute(_ name: String, _ value: Shape.AttributeValue) {
    let quote = isCompact ? UInt8(ascii: "'") : UInt8(ascii: "\"")
    bytes.append(UInt8(ascii: " "))
    bytes += name.utf8
    bytes.append(UInt8(ascii: "="))
    bytes.append(quote)
    switch value {
    case .number(let number): appendSVGNumber(number, to: &bytes)
    case .text(let text): appendEscaped(text)
    }
    bytes.append(quote)
  }

  /// Attributes as written: ` name="value"` (`'value'` when compact).
  func render(_ attributes: [(String, String)]) -> String {
    var writer = SVGWriter()
    writer.isCompact = isCompact
    writer.appendAttributes(attributes)
    return writer.text
  }

  private mutating func beginLine() {
    guard !isCompact else { return }
    for _ in 0..<depth { bytes += "  ".utf8 }
  }

  private mutating func endLine() {
    bytes.append(UInt8(ascii: "\n"))
  }

  private mutating func appendAttributes(_ attributes: [(String, String)]) {
    let quote = isCompact ? UInt8(ascii: "'") : UInt8(ascii: "\"")
    for (name, value) in attributes {
      bytes.append(UInt8(ascii: " "))
      bytes += name.utf8
      bytes.append(UInt8(ascii: "="))
      bytes.append(quote)
      appendEscaped(value)
      bytes.append(quote)
    }
  }

  private mutating func appendEscaped(_ text: String) {
    TextEscaping.appendMarkup(text, quotes: .all, to: &bytes)
  }
}

/// A number for SVG: at most two decimals, no trailing zeros, never `-0`.
func svgNumber(_ value: CGFloat) -> String {
  var bytes: [UInt8] = []
  appendSVGNumber(value, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}

/// Appends a number as ``svgNumber(_:)`` writes it.
func appendSVGNumber(_ value: CGFloat, to bytes: inout [UInt8]) {
  // Layout values are within ±1e7 (NumericRange.length); anything else (a view pushed off by a
  // huge frame, a non-finite value) is clamped so the SVG stays readable.
  let limited = value.isNaN ? 0 : min(max(Double(value), -1e9), 1e9)
  // Whole hundredths (|value| ≤ 1e9 keeps them exact in an Int64).
  let cents = Int64(exactly: (limited * 100).rounded()) ?? 0
  let magnitude = cents.magnitude
  let whole = magnitude / 100
  let fraction = magnitude % 100
  if cents < 0 { bytes.append(UInt8(ascii: "-")) }
  appendDigits(whole, to: &bytes)
  guard fraction != 0 else { return }
  bytes.append(UInt8(ascii: "."))
  bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction / 10))
  if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)) }
}

/// The decimal digits of `value`.
private func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
  if value >= 10 { appendDigits(value / 10, to: &bytes) }
  bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
}

import AutoLayout
import Foundation

/// Writes SVG text: elements with attributes in a fixed order and numbers in a fixed format, so the
/// same drawing gives the same bytes every run.
package struct SVGWriter {
  private(set) var text = ""
  private var depth = 0
  /// One line, single-quoted attributes: SVG to embed in JSON, where double quotes and line
  /// breaks would each need an escape.
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
    if isCompact {
      text += raw
      return
    }
    for _ in 0..<depth { text += "  " }
    text += raw
    text += "\n"
  }

  /// Attributes as written: ` name="value"` (`'value'` when compact).
  func render(_ attributes: [(String, String)]) -> String {
    let quote = isCompact ? "'" : "\""
    var result = ""
    for (name, value) in attributes {
      result += " "
      result += name
      result += "="
      result += quote
      result += TextEscaping.markup(value, quotes: .all)
      result += quote
    }
    return result
  }

}

/// A number for SVG: at most two decimals, no trailing zeros, never `-0`.
func svgNumber(_ value: CGFloat) -> String {
  // Layout values are within ±1e7 (NumericRange.length); anything else (a view pushed off by a
  // huge frame, a non-finite value) is clamped so the SVG stays readable.
  let limited = value.isNaN ? 0 : min(max(Double(value), -1e9), 1e9)
  // Whole hundredths (|value| ≤ 1e9 keeps them exact in an Int64).
  let cents = Int64(exactly: (limited * 100).rounded()) ?? 0
  let magnitude = cents.magnitude
  let whole = magnitude / 100
  let fraction = magnitude % 100
  let sign = cents < 0 ? "-" : ""
  if fraction == 0 { return whole == 0 ? "0" : sign + String(whole) }
  if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
  return sign + String(whole) + (fraction < 10 ? ".0" : ".") + String(fraction)
}

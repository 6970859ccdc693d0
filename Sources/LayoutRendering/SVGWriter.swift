import Foundation

/// Writes SVG text: elements with attributes in a fixed order and numbers in a fixed format, so the
/// same drawing gives the same bytes every run.
package struct SVGWriter {
  private(set) var text = ""
  private var depth = 0

  /// Opens an element that will hold others.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.render(attributes))>")
    depth += 1
  }

  /// Closes the innermost open element.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// An element with no children.
  mutating func empty(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.render(attributes))/>")
  }

  /// An element holding text, or other elements given as raw markup.
  mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
    line("<\(name)\(Self.render(attributes))>\(Self.escape(content))</\(name)>")
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
    text += String(repeating: "  ", count: depth) + raw + "\n"
  }

  static func render(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// Escapes text and attribute values (`package`: the command line's XML reports use it).
  package static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}

/// A number for SVG: at most two decimals, no trailing zeros, never `-0`.
func svgNumber(_ value: CGFloat) -> String {
  // Layout values are within ±1e7 (NumericRange.length); anything else (a view pushed off by a
  // huge frame, a non-finite value) is clamped so the SVG stays readable.
  let limited = value.isNaN ? 0 : min(max(Double(value), -1e9), 1e9)
  let rounded = (limited * 100).rounded() / 100
  if rounded == rounded.rounded() {
    let whole = rounded.clampedInt
    return String(whole == 0 ? 0 : whole)
  }
  var text = String(format: "%.2f", rounded)
  while text.hasSuffix("0") { text.removeLast() }
  return text
}

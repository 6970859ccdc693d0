import Foundation

/// The one home of the package's string escapes: JSON string literals (reports, `solve --json`,
/// the studio's messages), YAML double-quoted scalars (layout documents) and markup text (SVG,
/// HTML pages, XML reports).
///
/// ```swift
/// TextEscaping.json("say \"hi\"\n")          // "\"say \\\"hi\\\"\\n\""
/// TextEscaping.markup("a < b & 'c'", quotes: .all)   // "a &lt; b &amp; &apos;c&apos;"
/// ```
package enum TextEscaping {
  /// `text` as a JSON string literal, quotes included: `"` and `\` escaped, `\n`, `\r`, `\t`
  /// by name, other control characters as `\u00XX`.
  ///
  /// ```swift
  /// TextEscaping.json("tab\there")   // "\"tab\\there\""
  /// ```
  package static func json(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    appendJSON(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal to `bytes` (plain runs are copied whole).
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// TextEscaping.appendJSON("v1", to: &bytes)   // bytes spell "\"v1\""
  /// ```
  package static func appendJSON(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        start = index + 1
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        default:
          bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
          bytes += [hexDigit(byte >> 4, uppercase: false), hexDigit(byte & 0xF, uppercase: false)]
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `text` as a YAML double-quoted scalar, quotes included: `"` and `\` escaped, `\n`, `\r`,
  /// `\t` by name, other control characters and DEL as `\xXX`.
  ///
  /// ```swift
  /// TextEscaping.yaml("a: b")   // "\"a: b\""
  /// ```
  package static func yaml(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let value = UInt8(truncatingIfNeeded: scalar.value)
          out += "\\x" + String(decoding: [hexDigit(value >> 4), hexDigit(value & 0xF)], as: UTF8.self)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Which quotes ``markup(_:quotes:)`` escapes besides `&`, `<` and `>`.
  package enum MarkupQuotes {
    /// None: text between tags.
    case none
    /// `"` (HTML attribute values in double quotes).
    case double
    /// `"` and `'` (XML and SVG, text or attributes).
    case all
  }

  /// `text` for XML, SVG or HTML: `&`, `<`, `>` and the chosen quotes as entities.
  ///
  /// ```swift
  /// TextEscaping.markup("Tom & Jerry", quotes: .none)   // "Tom &amp; Jerry"
  /// ```
  package static func markup(_ text: String, quotes: MarkupQuotes) -> String {
    // Most values (numbers, colours, names) need nothing.
    let special = text.utf8.contains {
      $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || (quotes != .none && $0 == 0x22)
        || (quotes == .all && $0 == 0x27)
    }
    guard special else { return text }
    var bytes: [UInt8] = []
    appendMarkup(text, quotes: quotes, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``markup(_:quotes:)`` appended to UTF-8 bytes (writers that build large texts as bytes).
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// TextEscaping.appendMarkup("a < b", quotes: .all, to: &bytes)   // "a &lt; b"
  /// ```
  package static func appendMarkup(_ text: String, quotes: MarkupQuotes, to bytes: inout [UInt8]) {
    for byte in text.utf8 {
      switch byte {
      case 0x26: bytes += "&amp;".utf8
      case 0x3C: bytes += "&lt;".utf8
      case 0x3E: bytes += "&gt;".utf8
      case 0x22 where quotes != .none: bytes += "&quot;".utf8
      case 0x27 where quotes == .all: bytes += "&apos;".utf8
      default: bytes.append(byte)
      }
    }
  }

  private static func hexDigit(_ value: UInt8, uppercase: Bool = true) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + value - 10
  }
}

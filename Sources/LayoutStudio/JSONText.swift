import Foundation

/// JSON written by hand for the studio's large answers (Foundation's encoder spends most of an
/// edit on the picture's text): keys in the order given, numbers in their shortest form,
/// strings escaped as RFC 8259 asks, never NaN or infinity.
///
/// ```swift
/// var json = JSONText()
/// json.object { json in
///   json.key("name"); json.string("title")
///   json.key("frame"); json.numbers([80, 57.5, 271, 21])
/// }
/// json.text   // {"name":"title","frame":[80,57.5,271,21]}
/// ```
struct JSONText {
  /// The UTF-8 bytes written so far.
  private var bytes: [UInt8] = []
  /// The JSON text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
  /// Whether the next key or element needs a comma first, per open container.
  private var needsComma: [Bool] = [false]

  mutating func object(_ body: (inout JSONText) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma.append(false)
    body(&self)
    needsComma.removeLast()
    bytes.append(UInt8(ascii: "}"))
  }

  mutating func array(_ body: (inout JSONText) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma.append(false)
    body(&self)
    needsComma.removeLast()
    bytes.append(UInt8(ascii: "]"))
  }

  /// A key of the current object; the value follows.
  mutating func key(_ name: String) {
    separate()
    appendEscaped(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma[needsComma.count - 1] = false
  }

  mutating func string(_ value: String?) {
    separate()
    guard let value else {
      bytes += "null".utf8
      return
    }
    appendEscaped(value)
  }

  mutating func number(_ value: Double) {
    separate()
    guard value.isFinite else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if value == value.rounded(), abs(value) < 1e15, let integer = Int64(exactly: value) {
      bytes += String(integer).utf8
    } else {
      bytes += "\(value)".utf8
    }
  }

  mutating func numbers(_ values: [Double]) {
    array { json in for value in values { json.number(value) } }
  }

  mutating func bool(_ value: Bool) {
    separate()
    bytes += (value ? "true" : "false").utf8
  }

  mutating func strings(_ values: [String]) {
    array { json in for value in values { json.string(value) } }
  }

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
    needsComma[needsComma.count - 1] = true
  }

  private mutating func appendEscaped(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      // Plain runs are copied whole; only quotes, backslashes and control characters are escaped.
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
          let hex = Array("0123456789abcdef".utf8)
          bytes += [
            UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
            hex[Int(byte & 0xF)],
          ]
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

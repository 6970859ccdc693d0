import AutoLayout
import Cassowary
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
    TextEscaping.appendJSON(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    needsComma[needsComma.count - 1] = false
  }

  mutating func string(_ value: String?) {
    separate()
    guard let value else {
      bytes += "null".utf8
      return
    }
    TextEscaping.appendJSON(value, to: &bytes)
  }

  mutating func number(_ value: Double) {
    separate()
    bytes += NumberText.shortest(value, nonFinite: "0").utf8
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

  /// A value written before (by another `JSONText`), as it is.
  mutating func raw(_ bytes: [UInt8]) {
    separate()
    self.bytes += bytes
  }

  /// The UTF-8 bytes of the text written so far.
  var utf8: [UInt8] { bytes }

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
    needsComma[needsComma.count - 1] = true
  }
}

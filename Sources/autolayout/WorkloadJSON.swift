import Foundation

/// A JSON reader for constraint systems that builds Swift values (`[String: Any]`, `[Any]`,
/// `Double`, `String`, `Bool`, `NSNull`) straight from the bytes: a 100,000-view system is
/// hundreds of thousands of small arrays, and Foundation's `JSONSerialization` spends about
/// 20 KB per view on objects for them; this reader needs a tenth of that. Nesting deeper than
/// `maximumDepth` is an error, not a stack overflow.
///
/// ```swift
/// let value = try WorkloadJSON.parse(Data("{\"variables\": [\"x\"]}".utf8))
/// ```
struct WorkloadJSON {
  /// A malformed document: what and the byte offset where.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// The deepest nesting of arrays and objects read (systems nest four deep).
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private var index = 0

  private init(_ data: Data) { bytes = [UInt8](data) }

  /// The value of a whole document.
  static func parse(_ data: Data) throws(Failure) -> Any {
    var reader = WorkloadJSON(data)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index == reader.bytes.count else { throw reader.fail("Garbage at end") }
    return value
  }

  private func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  private mutating func expect(_ literal: String, _ result: Any) throws(Failure) -> Any {
    let utf8 = Array(literal.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw fail("Invalid value")
    }
    index += utf8.count
    return result
  }

  private mutating func value(depth: Int) throws(Failure) -> Any {
    guard depth < Self.maximumDepth else { throw fail("Too many nested arrays or objects") }
    guard index < bytes.count else { throw fail("Unexpected end of file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return try string()
    case UInt8(ascii: "t"): return try expect("true", true)
    case UInt8(ascii: "f"): return try expect("false", false)
    case UInt8(ascii: "n"): return try expect("null", NSNull())
    default: return try number()
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> [String: Any] {
    index += 1
    var result: [String: Any] = [:]
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return result
    }
    while true {
      skipSpace()
      guard index < bytes.count else { throw fail("Unexpected end of file") }
      guard bytes[index] == UInt8(ascii: "\"") else { throw fail("Expected a key in quotes") }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw fail("Expected ':' after a key")
      }
      index += 1
      skipSpace()
      result[key] = try value(depth: depth + 1)
      skipSpace()
      guard index < bytes.count else { throw fail("Unexpected end of file") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw fail("Expected ',' or '}'") }
      index += 1
      return result
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> [Any] {
    index += 1
    var result: [Any] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return result
    }
    while true {
      skipSpace()
      result.append(try value(depth: depth + 1))
      skipSpace()
      guard index < bytes.count else { throw fail("Unexpected end of file") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw fail("Expected ',' or ']'") }
      index += 1
      return result
    }
  }

  private mutating func number() throws(Failure) -> Double {
    let start = index
    func digits() {
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    digits()
    guard index > integerStart else {
      index = start
      throw fail("Invalid value")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      digits()
      guard index > fractionStart else { throw fail("Invalid number") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      let exponentStart = index
      digits()
      guard index > exponentStart else { throw fail("Invalid number") }
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      throw Failure(message: "Invalid number", offset: start)
    }
    return value
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw fail("Unescaped control character") }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      flush(index)
      index += 1
      guard index < bytes.count else { throw fail("Unexpected end of file") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw fail("Invalid surrogate pair") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("Invalid escape sequence") }
        scalars.append(scalar)
      default:
        index -= 1
        throw fail("Invalid escape sequence")
      }
      runStart = index
    }
    throw fail("Unexpected end of file")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count,
      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw fail("Invalid escape sequence") }
    index += 4
    return code
  }
}

/// A pull reader for constraint-system JSON: the caller asks for the next key, element, number or
/// string and builds its own values as it goes, so reading a 100,000-view system holds the file's
/// bytes and the result, never a tree of every value in between (a tree of `[String: Any]` and
/// `[Any]` costs several kilobytes per view). Nesting deeper than `maximumDepth` is an error, not a
/// stack overflow.
///
/// ```swift
/// var json = WorkloadJSON(Array("{\"size\": 3}".utf8))
/// var members = WorkloadJSON.Members()
/// try json.beginObject()
/// while let key = try json.nextKey(&members) {
///   if key == "size" { print(try json.number()) } else { try json.skipValue() }  // 3.0
/// }
/// try json.end()
/// ```
struct WorkloadJSON {
  /// A malformed document: what and the byte offset where.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// What the next value is, from its first byte.
  enum Kind: Equatable {
    case object, array, string, number, bool, null

    /// The kind with an article, for messages ("got an array").
    var description: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .bool: "a boolean"
      case .null: "null"
      }
    }
  }

  /// The deepest nesting of arrays and objects read (systems nest four deep).
  static let maximumDepth = 512

  let bytes: [UInt8]
  private(set) var index = 0
  private var depth = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// A failure at the current byte.
  func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

  /// Checks that only white space follows the document's value.
  mutating func end() throws(Failure) {
    skipSpace()
    guard index == bytes.count else { throw fail("Garbage at end") }
  }

  /// The kind of the next value (white space skipped).
  mutating func kind() throws(Failure) -> Kind {
    skipSpace()
    guard index < bytes.count else { throw fail("Unexpected end of file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw fail("Invalid value")
    }
  }

  /// Enters an object; the caller then reads its members with ``nextKey(_:)``.
  mutating func beginObject() throws(Failure) { try begin(UInt8(ascii: "{")) }

  /// Enters an array; the caller then reads its elements with ``nextElement(_:)``.
  mutating func beginArray() throws(Failure) { try begin(UInt8(ascii: "[")) }

  private mutating func begin(_ bracket: UInt8) throws(Failure) {
    guard try kind() == (bracket == UInt8(ascii: "{") ? .object : .array) else { throw fail("Invalid value") }
    guard depth < Self.maximumDepth else { throw fail("Too many nested arrays or objects") }
    depth += 1
    index += 1
  }

  /// Where the reader is in one object: the keys read so far (none before the first member; a
  /// key given twice is an error, as in YAML documents: JSON readers disagree on which one wins).
  struct Members {
    var keys: Set<String> = []

    /// A cursor before an object's first member.
    init() {}
  }

  /// The key of the object's next member (the reader is then at its value), or nil after the
  /// closing brace. `members` starts as `Members()` for each object; a key the object already
  /// had is an error at that key.
  mutating func nextKey(_ members: inout Members) throws(Failure) -> String? {
    skipSpace()
    guard index < bytes.count else { throw fail("Unexpected end of file") }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return nil
    }
    if !members.keys.isEmpty {
      guard bytes[index] == UInt8(ascii: ",") else { throw fail("Expected ',' or '}'") }
      index += 1
      skipSpace()
      guard index < bytes.count else { throw fail("Unexpected end of file") }
    }
    guard bytes[index] == UInt8(ascii: "\"") else { throw fail("Expected a key in quotes") }
    let keyStart = index
    let key = try string()
    guard members.keys.insert(key).inserted else {
      throw Failure(
        message: "Duplicate key \"\(key)\" (each key may appear once in an object)", offset: keyStart)
    }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw fail("Expected ':' after a key")
    }
    index += 1
    return key
  }

  /// True when the array has another element (the reader is then at it), false after the closing
  /// bracket. `first` starts true for each array.
  mutating func nextElement(_ first: inout Bool) throws(Failure) -> Bool {
    skipSpace()
    guard index < bytes.count else { throw fail("Unexpected end of file") }
    if bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return false
    }
    if !first {
      guard bytes[index] == UInt8(ascii: ",") else { throw fail("Expected ',' or ']'") }
      index += 1
    }
    first = false
    return true
  }

  /// Skips the next value, however deeply nested (within ``maximumDepth``), without building it.
  mutating func skipValue() throws(Failure) {
    switch try kind() {
    case .object:
      try beginObject()
      var members = Members()
      while try nextKey(&members) != nil { try skipValue() }
    case .array:
      try beginArray()
      var first = true
      while try nextElement(&first) { try skipValue() }
    case .string: _ = try string()
    case .number: _ = try number()
    case .bool: _ = try bool()
    case .null: try literal("null")
    }
  }

  /// Reads `true` or `false`.
  mutating func bool() throws(Failure) -> Bool {
    if try kind() == .bool, bytes[index] == UInt8(ascii: "t") {
      try literal("true")
      return true
    }
    try literal("false")
    return false
  }

  private mutating func literal(_ text: StaticString) throws(Failure) {
    skipSpace()
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw fail("Invalid value") }
    for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] {
      throw fail("Invalid value")
    }
    index += count
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// Reads a number as JSON writes it (no NaN, no infinity, no leading zeros before digits).
  mutating func number() throws(Failure) -> Double {
    skipSpace()
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

  /// Reads a string, escapes decoded.
  mutating func string() throws(Failure) -> String {
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("Invalid value") }
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

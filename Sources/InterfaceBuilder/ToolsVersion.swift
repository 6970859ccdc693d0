/// The version of the Interface Builder that saved a document: the root element's `toolsVersion`
/// (`"14490.70"`, `"22505"`, `"14313.13.2"`), read once when the document is read and compared as
/// numbers, component by component (14490.70 > 14490 > 13771.9).
///
/// The rules that changed with Xcode releases (system margins, status bars, safe areas, AppKit's
/// drawing) compare a document's version with the named releases of ``ToolsVersion/xcode9_3`` and
/// its siblings, so that every era boundary is written once.
///
/// ```swift
/// let version = ToolsVersion("14490.70")
/// version >= .xcode9_3        // true
/// version < .xcode12          // true
/// version.major               // 14490
/// ```
public struct ToolsVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The numbers between the dots (`[14490, 70]`); never empty.
  public let components: [Int]

  /// Reads a `toolsVersion` attribute: numbers separated by dots. `nil` for anything else (an
  /// empty value, letters, a number too long for an `Int`).
  ///
  /// ```swift
  /// ToolsVersion(parsing: "14313.13.2")?.components   // [14313, 13, 2]
  /// ToolsVersion(parsing: "Xcode 9")          // nil
  /// ```
  public init?(parsing text: String) {
    var components: [Int] = []
    for part in text.split(separator: ".", omittingEmptySubsequences: false) {
      guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part) else {
        return nil
      }
      components.append(value)
    }
    guard !components.isEmpty else { return nil }
    self.components = components
  }

  /// A version from its numbers.
  ///
  /// ```swift
  /// ToolsVersion(components: [14490, 70]).description   // "14490.70"
  /// ```
  public init(components: [Int]) {
    precondition(!components.isEmpty, "a tools version has at least one number")
    self.components = components
  }

  /// The number before the first dot, which is what changes from one Xcode build to the next.
  ///
  /// ```swift
  /// ToolsVersion("16097.2").major   // 16097
  /// ```
  public var major: Int { components[0] }

  /// The version as Xcode writes it.
  ///
  /// ```swift
  /// ToolsVersion(components: [16097, 2]).description   // "16097.2"
  /// ```
  public var description: String { components.map(String.init).joined(separator: ".") }

  /// Orders versions number by number; a missing number counts as 0 (16097 == 16097.0 < 16097.2).
  ///
  /// ```swift
  /// ToolsVersion("16097") < ToolsVersion("16097.2")   // true
  /// ```
  public static func < (lhs: ToolsVersion, rhs: ToolsVersion) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Equal when every number is (16097 == 16097.0).
  ///
  /// ```swift
  /// ToolsVersion("16097") == ToolsVersion("16097.0")   // true
  /// ```
  public static func == (lhs: ToolsVersion, rhs: ToolsVersion) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// Hashes the numbers without trailing zeros, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    var trimmed = components[...]
    while trimmed.count > 1, trimmed.last == 0 { trimmed = trimmed.dropLast() }
    hasher.combine(Array(trimmed))
  }
}

extension ToolsVersion: ExpressibleByIntegerLiteral {
  /// A whole version written as a number, as the release table and tests do.
  ///
  /// ```swift
  /// let version: ToolsVersion = 22505
  /// ```
  public init(integerLiteral value: Int) {
    self.init(components: [value])
  }
}

extension ToolsVersion: ExpressibleByStringLiteral {
  /// A version written as Xcode writes it; the literal must be numbers separated by dots.
  ///
  /// ```swift
  /// let version: ToolsVersion = "14490.70"
  /// ```
  public init(stringLiteral value: String) {
    guard let version = ToolsVersion(parsing: value) else {
      preconditionFailure("\"\(value)\" is not a toolsVersion (numbers separated by dots)")
    }
    self = version
  }
}

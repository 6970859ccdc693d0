import Foundation
import Testing

/// Checks on the source text that the compiler does not make (issue 20): no conversion from
/// floating point to an integer that can trap. `Int(x)` on a `Double` traps for NaN, infinities
/// and values beyond `Int`'s range; Sources convert with `.clampedInt`, `Int(exactly:)` or
/// after a range check.
@Suite("Source lint")
struct SourceLintTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// `Int(…)`, `Int64(…)`, `UInt8(…)` … with one level of nested parentheses in the argument.
  static let conversion = try! NSRegularExpression(
    pattern: #"\b(U?Int(?:8|16|32|64)?)\(((?:\([^()]*\)|[^()])*)\)"#)
  /// Arguments that are (or compute) floating-point values.
  static let floating = try! NSRegularExpression(
    pattern: #"rounded|floor\(|ceil\(|Double|CGFloat|Float|\d\.\d|\d[eE][+-]?\d|[*/]|\bvalue\b"#)
  /// Conversions that cannot trap.
  static let safe = try! NSRegularExpression(
    pattern: #"^\s*(exactly|clamping|truncatingIfNeeded|bitPattern|ascii):|\.clampedInt\s*$"#)

  /// Every floating-point conversion in `text` that may trap, as `line: code`.
  static func findings(in text: String) -> [String] {
    var result: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code = String(line)
      if code.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
      let range = NSRange(code.startIndex..., in: code)
      for match in conversion.matches(in: code, range: range) {
        let argument = (code as NSString).substring(with: match.range(at: 2))
        let argumentRange = NSRange(argument.startIndex..., in: argument)
        if safe.firstMatch(in: argument, range: argumentRange) != nil { continue }
        if floating.firstMatch(in: argument, range: argumentRange) != nil {
          result.append("\(number + 1): \((code as NSString).substring(with: match.range))")
        }
      }
    }
    return result
  }

  @Test("the lint finds the conversions it is meant to find")
  func lintFindsTraps() {
    #expect(Self.findings(in: "let n = Int(value)").count == 1)
    #expect(Self.findings(in: "let n = Int((x * scale).rounded())").count == 1)
    #expect(Self.findings(in: "let n = Int64(Double(s))").count == 1)
    #expect(Self.findings(in: "let n = Int(exactly: value) ?? 0").isEmpty)
    #expect(Self.findings(in: "let n = Int(slot)").isEmpty)
    #expect(Self.findings(in: "let n = Int64(scaled.clampedInt)").isEmpty)
    #expect(Self.findings(in: "// Int(value) in a comment").isEmpty)
  }

  @Test("no floating-point to integer conversion in Sources can trap")
  func noTrappingConversions() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    var findings: [String] = []
    for file in files {
      let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      findings += Self.findings(in: text).map { "Sources/\(file):\($0)" }
    }
    #expect(findings.isEmpty, "use .clampedInt or Int(exactly:): \(findings.joined(separator: "; "))")
  }
}

import AutoLayout
import Foundation
import Testing

@Suite("Numbers at the entries: ranges, conversions, excerpts")
struct NumericRangeTests {
  @Test("each range says what is wrong with a value, in words a user can act on")
  func problems() {
    #expect(NumericRange.length.problem(with: 320) == nil)
    #expect(NumericRange.length.problem(with: -10_000_000) == nil)
    #expect(
      NumericRange.length.problem(with: 1e19)
        == "1e+19 is out of range: a length must be within ±10000000 points")
    #expect(NumericRange.length.problem(with: .nan) == "nan is not allowed: a length must be a finite number")
    #expect(
      NumericRange.priority.problem(with: 1000.00001)
        == "1000.00001 is out of range: a priority must be in (0, 1000]")
    #expect(NumericRange.priority.problem(with: 0) == "0 is out of range: a priority must be in (0, 1000]")
    #expect(NumericRange.priority.problem(with: 1000) == nil)
    #expect(
      NumericRange.lineCount.problem(with: 2.5) == "2.5 is not allowed: a line count must be a whole number")
    #expect(
      NumericRange.size.problem(with: -1) == "-1 is out of range: a size must be in [0, 10000000] points")
    #expect(NumericRange.multiplier.contains(16.0 / 9.0))
    #expect(!NumericRange.multiplier.contains(1e300))
    #expect(!NumericRange.scale.contains(-.infinity))
  }

  @Test("a number too large for a Double is out of range as written, quoted shortened; inf stays inf")
  func writtenNumbers() throws {
    let digits = String(repeating: "1", count: 1_000_000)
    #expect(
      NumericRange.length.problem(with: .infinity, written: digits)
        == "111111111111…1111 (1000000 characters) is out of range: a length must be within ±10000000 points")
    #expect(
      NumericRange.length.problem(with: .infinity, written: "1e400")
        == "1e400 is out of range: a length must be within ±10000000 points")
    #expect(
      NumericRange.length.problem(with: -.infinity, written: "-inf")
        == "-inf is not allowed: a length must be a finite number")
    #expect(NumericRange.length.problem(with: 8, written: "8") == nil)
    // Through the equation notation: the message quotes what was written, at its column.
    do {
      _ = try LayoutConstraint.constraint(withEquation: "a.width == \(digits)", views: ["a": View()])
      Issue.record("a million-digit constant was accepted")
    } catch let error as EquationError {
      #expect(
        error.message
          == "111111111111…1111 (1000000 characters) is out of range: a length must be within ±10000000 points"
      )
      #expect(error.column == 12)
      #expect(error.description.count < 2_000)
    }
  }

  @Test("floating point to Int saturates instead of trapping")
  func clampedInt() {
    #expect((2.7 as Double).clampedInt == 2)
    #expect((-2.7 as Double).clampedInt == -2)
    #expect((1e300 as Double).clampedInt == Int.max)
    #expect((-Double.infinity).clampedInt == Int.min)
    #expect(Double.nan.clampedInt == 0)
    #expect((Float(1e30)).clampedInt == Int.max)
  }

  @Test("a long line is cut to an excerpt around the column; a short one is kept")
  func excerpts() {
    #expect(SourceDiagnostic.excerpt(of: "a.width == 3", column: 3) == ("a.width == 3", 3))
    let long = String(repeating: "a", count: 500) + "!" + String(repeating: "b", count: 500)
    let (text, column) = SourceDiagnostic.excerpt(of: long, column: 501, width: 20)
    #expect(text.count == 20)
    #expect(text.hasPrefix("…") && text.hasSuffix("…"))
    #expect(Array(text)[column - 1] == "!")
    let end = SourceDiagnostic.excerpt(of: String(repeating: "a", count: 500) + "!", column: 501, width: 20)
    #expect(end == ("…" + String(repeating: "a", count: 18) + "!", 20))
  }

  @Test("text that is not UTF-8 is reported at its first bad byte, with line and column")
  func notUTF8() {
    let data = Data("views:\n  - { name: a".utf8) + Data([0xFF]) + Data(" }\n".utf8)
    #expect(throws: SourceDiagnostic.self) { try SourceDiagnostic.utf8Text(data, path: "x.yaml") }
    do {
      _ = try SourceDiagnostic.utf8Text(data, path: "x.yaml")
    } catch {
      #expect(error.line == 2)
      #expect(error.column == 14)
      #expect(error.message == "not UTF-8 text at byte 20")
    }
    #expect((try? SourceDiagnostic.utf8Text(Data("é".utf8), path: "x")) == "é")
  }
}

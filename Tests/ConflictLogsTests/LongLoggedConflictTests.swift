import ConflictLogs
import Foundation
import Testing

@Suite("explain: a logged conflict of any length is rebuilt")
struct LongLoggedConflictTests {
  /// A UIKit log of a cycle of `count` views, each 8 points before the next (written for this
  /// test: the shape of the report, addresses made up).
  static func cycleLog(_ count: Int) -> String {
    func view(_ index: Int) -> String { "UIView:0x7f00000" + String(format: "%05x", index) }
    var constraints: [String] = []
    for index in 0..<count - 1 {
      constraints.append(
        "<NSLayoutConstraint:0x6000000\(String(format: "%05x", index)) \(view(index)).leading == "
          + "\(view(index + 1)).trailing + 8   (active)>")
    }
    constraints.append(
      "<NSLayoutConstraint:0x6000000\(String(format: "%05x", count - 1)) \(view(count - 1)).leading == "
        + "\(view(0)).leading   (active)>")
    return
      ([
        "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
        "\tProbably at least one of the constraints in the following list is one you don't want. ",
        "\tTry this: ", "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
        "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ", "(",
      ] + constraints.enumerated().map { "    \"\($1)\"" + ($0 < count - 1 ? "," : "") }
      + [")", "", "Will attempt to recover by breaking constraint ", constraints[count - 1]])
      .joined(separator: "\n") + "\n"
  }

  @Test(
    "a logged cycle of 17, 18 and 60 views is reproduced with every constraint in the minimal set",
    arguments: [17, 18, 60])
  func cycle(length: Int) throws {
    let log = try ConflictLog(text: Self.cycleLog(length), path: "cycle.log")
    let explanation = ConflictExplanation(log.reports[0], path: "cycle.log")
    #expect(explanation.isReproduced)
    #expect(explanation.minimalSet.count == length)
  }

  @Test(
    "a logged constant beyond the engine's lengths is left out with its reason, not refused by the solver")
  func outOfRange() throws {
    let text = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x600001 UIView:0x7f9.width == 1e20   (active)>",
          "<NSLayoutConstraint:0x600002 UIView:0x7f9.width == 10   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x600002 UIView:0x7f9.width == 10   (active)>
      """
    let explanation = ConflictExplanation(
      try ConflictLog(text: text, path: "big.log").reports[0], path: "big.log")
    #expect(!explanation.isReproduced)
    #expect(
      explanation.skipped.map(\.reason) == ["1e+20 is out of range: a length must be within ±10000000 points"]
    )
    let description = explanation.description
    #expect(
      description.contains("The conflict is not reproduced: 1 of the listed constraints could not be rebuilt")
    )
    #expect(description.contains("note: line 3: not rebuilt: 1e+20 is out of range"))
    #expect(!description.contains("can all hold when rebuilt"))
  }
}

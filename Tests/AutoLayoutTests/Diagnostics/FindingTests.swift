import AutoLayout
import Testing

/// The one finding type: its rules in the order reports index them, their severities, its text.
@Suite("Finding")
struct FindingTests {
  @Test("the rules, in the fixed order SARIF's ruleIndex counts")
  func order() {
    #expect(
      Finding.Kind.allCases.map(\.rawValue) == [
        "unsatisfiable", "ambiguous", "misplaced", "possibly-misplaced", "stale-frames", "invalid-constraint",
        "unknown-item", "flagged-misplaced", "flagged-ambiguous", "duplicate-constraint",
        "redundant-constraint",
        "off-screen", "clipped-text", "overlap", "unsupported", "detached", "possibly-unsatisfiable",
        "possibly-ambiguous",
      ])
  }

  @Test("severities as Interface Builder colours them; notes are what the model cannot prove")
  func severities() {
    let notes = Finding.Kind.allCases.filter { $0.severity == .note }
    #expect(
      notes == [
        .possiblyMisplaced, .redundantConstraint, .unsupported, .detached, .possiblyUnsatisfiable,
        .possiblyAmbiguous,
      ])
    let errors = Finding.Kind.allCases.filter { $0.severity == .error }
    #expect(errors == [.unsatisfiable, .ambiguous, .invalidConstraint, .unknownItem])
    #expect(
      Finding.Kind.allCases.filter(\.isXcodeFlag) == [.unsatisfiable, .ambiguous, .misplaced, .staleFrames])
    #expect(Finding.Kind.allCases.allSatisfy { $0.summary.hasSuffix(".") })
  }

  @Test("text is the kind and the message; identity the subject, else the text")
  func text() {
    var finding = Finding(kind: .offScreen, message: "box reaches 20 points beyond the screen")
    #expect(finding.text == "off-screen: box reaches 20 points beyond the screen")
    #expect(finding.identity == finding.text)
    #expect(!finding.contradictsXcode)
    finding.subject = "box"
    #expect(finding.identity == "box")
    #expect(finding.line == nil && finding.column == nil && finding.constraints.isEmpty)
    #expect(Finding(kind: .misplaced, message: "m").contradictsXcode)
  }

  @Test("lint findings are findings of the same kinds")
  func lintKinds() {
    let kind: LayoutLintFinding.Kind = .duplicateConstraint
    #expect(kind == Finding.Kind.duplicateConstraint)
  }
}

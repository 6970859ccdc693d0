import AutoLayout
import Foundation
import Testing

@Suite("ConflictLog and ConflictExplanation: UIKit's conflict reports read back and explained")
struct ConflictLogTests {
  static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "ConflictLogs")

  static var logFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: logs.path)) ?? []).filter { $0.hasSuffix(".log") }
      .sorted()
  }

  func constraint(_ description: String) throws -> LoggedConstraint {
    try LoggedConstraint(description: description, path: "t.log", line: 1, column: 1)
  }

  @Test("equations: quoted text, identifiers, multipliers, constants, priorities, margins")
  func equations() throws {
    let c = try constraint(
      "<NSLayoutConstraint:0x600002a4 'card-width' UILabel:0x7f1'A. B's name'.leading == UIView:0x7f2.leadingMargin + 8 @750   (active)>"
    )
    #expect(c.className == "NSLayoutConstraint" && c.address == "0x600002a4")
    #expect(c.identifier == "card-width")
    #expect(c.first == LoggedItem(className: "UILabel", address: "0x7f1", text: "A. B's name"))
    #expect(c.firstAttribute == "leading" && c.relation == .equal)
    #expect(c.second?.displayName == "UIView 0x7f2" && c.secondAttribute == "leadingMargin")
    #expect(c.constant == 8 && c.priority == 750 && c.multiplier == 1)
    let ratio = try constraint(
      "<NSLayoutConstraint:0x1 UIImageView:0x7f3.width == 1.5*UIImageView:0x7f3.height - 2>")
    #expect(ratio.multiplier == 1.5 && ratio.constant == -2)
    let size = try constraint("<NSLayoutConstraint:0x1 UIView:0x7f4.height >= 44   (active)>")
    #expect(size.second == nil && size.constant == 44 && size.relation == .greaterThanOrEqual)
    let generic = try constraint(
      "<NSLayoutConstraint:0x1 _TtGC7SwiftUI14_UIHostingViewVS_7AnyView_:0x7f5.top == MyApp.Card:0x7f6.top>")
    #expect(generic.first.className == "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_")
    #expect(generic.second?.className == "MyApp.Card")
  }

  @Test("Visual Format forms: superview edges from the names table, siblings, sizes, (LTR), standard spacing")
  func visualFormat() throws {
    let leading = try constraint(
      "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x7f1]   (active, names: '|':UIView:0x7f9 )>")
    #expect(leading.first.address == "0x7f1" && leading.firstAttribute == "leading")
    #expect(
      leading.second?.address == "0x7f9" && leading.secondAttribute == "leading" && leading.constant == 20)
    let trailing = try constraint(
      "<NSLayoutConstraint:0x1 V:[UIView:0x7f1]-(>=8@999)-|   (Names: '|':UIView:0x7f9 )>")
    #expect(trailing.first.address == "0x7f9" && trailing.firstAttribute == "bottom")
    #expect(trailing.second?.address == "0x7f1" && trailing.relation == .greaterThanOrEqual)
    #expect(trailing.constant == 8 && trailing.priority == 999)
    let siblings = try constraint("<NSLayoutConstraint:0x1 H:[UIImageView:0x7f1]-[UILabel:0x7f2'Hi']>")
    #expect(siblings.first.address == "0x7f2" && siblings.firstAttribute == "leading")
    #expect(siblings.secondAttribute == "trailing" && siblings.constant == 8)
    let width = try constraint("<NSLayoutConstraint:0x1 H:[UIButton:0x7f1'OK'(<=44)]>")
    #expect(width.firstAttribute == "width" && width.relation == .lessThanOrEqual && width.constant == 44)
    let left = try constraint(
      "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' H:|-(20)-(LTR)-[UIView:0x7f1](LTR)   (active, names: '|':UIView:0x7f9 )>"
    )
    #expect(left.firstAttribute == "left" && left.maker == .interfaceBuilder)
    let autoresizing = try constraint(
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& H:[UIView:0x7f1(320)]>")
    #expect(autoresizing.maker == .autoresizingMask && autoresizing.constant == 320)
    let content = try constraint(
      "<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x7f1(63)] Hug:250 CompressionResistance:750>")
    #expect(content.priority == 750 && content.maker == .contentSize)
  }

  @Test("who made a constraint: identifiers and classes")
  func makers() throws {
    func maker(_ text: String) throws -> ConstraintMaker { try constraint(text).maker }
    #expect(
      try maker("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UIView:0x2.height == 44>")
        == .encapsulatedLayout)
    #expect(try maker("<NSLayoutConstraint:0x1 'UISV-hiding' UIView:0x2.height == 0>") == .stackView)
    #expect(
      try maker(
        "<NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x3'UIViewLayoutMarginsGuide'](LTR)>"
      )
        == .layoutMargins)
    #expect(try maker("<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0x2.height == 20>") == .layoutSupport)
    #expect(
      try maker("<NSLayoutConstraint:0x1 'assistantHeight' SystemInputAssistantView:0x2.height == 44>")
        == .system)
    #expect(try maker("<NSLayoutConstraint:0x1 'avatar-size' UIImageView:0x2.width == 44>") == .app)
  }

  @Test("bad descriptions: line, column and a caret")
  func errors() throws {
    // A description that ends after its address (found by the fuzzer: it trapped once).
    #expect(throws: SourceDiagnostic.self) { try self.constraint("<NSLayoutConstraint:0x1>") }
    let text = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UILabel:0x7f1.middle == 4   (active)>"
      )
      """
    #expect(throws: SourceDiagnostic.self) { try ConflictLog(text: text, path: "bad.log") }
    do {
      _ = try ConflictLog(text: text, path: "bad.log")
    } catch {
      #expect(error.line == 3)
      #expect(error.message == "unknown attribute 'middle'")
      #expect(error.description.contains("^"))
    }
    do {
      _ = try ConflictLog(text: "nothing to see", path: "empty.log")
      Issue.record("a log without a report was read")
    } catch {
      #expect(error.message.contains("no \"Unable to simultaneously satisfy constraints.\" report"))
    }
  }

  @Test(
    "every log of ConflictLogs/ parses; each report's conflict is reproduced; its minimal set is infeasible and minimal"
  )
  func fixtures() throws {
    let files = Self.logFiles
    #expect(files.count >= 30)
    var reports = 0
    for file in files {
      let text = try String(contentsOf: Self.logs.appendingPathComponent(file), encoding: .utf8)
      let log = try ConflictLog(text: text, path: file)
      for report in log.reports {
        reports += 1
        #expect(!report.constraints.isEmpty, "\(file)")
        #expect(report.broken != nil, "\(file): the broken constraint")
        let explanation = ConflictExplanation(report, path: file)
        #expect(explanation.isReproduced, "\(file):\(report.line)")
        #expect(explanation.skipped.isEmpty, "\(file)")
        // Infeasible: the minimal set alone conflicts.
        let minimal = explanation.minimalSet.map(\.constraint)
        var only = report
        only.constraints = minimal
        #expect(ConflictExplanation(only, path: file).isReproduced, "\(file): the minimal set alone")
        // Minimal: without any one of them the rest can hold.
        for index in minimal.indices {
          var without = only
          without.constraints.remove(at: index)
          #expect(
            !ConflictExplanation(without, path: file).isReproduced,
            "\(file): the set without line \(minimal[index].line) still conflicts")
        }
      }
    }
    #expect(reports == files.count + 1)  // one log has two reports
  }

  @Test("this package's own log reads back: the same conflict, found again")
  func roundTrip() throws {
    let window = Window(size: CGSize(width: 320, height: 480))
    let avatar = View()
    let title = View()
    for (view, name) in [(avatar, "avatar"), (title, "title")] {
      view.translatesAutoresizingMaskIntoConstraints = false
      view.layoutName = name
      window.addSubview(view)
    }
    let box = LockedBox()
    LayoutLog.withHandler({ box.append($0) }) {
      LayoutConstraint.activate([
        avatar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        avatar.widthAnchor.constraint(equalToConstant: 40),
        title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
        title.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        title.widthAnchor.constraint(equalToConstant: 400),
      ])
      window.layoutIfNeeded()
    }
    let text = box.text
    #expect(text.contains("Unable to simultaneously satisfy constraints."))
    let log = try ConflictLog(text: text, path: "own.log")
    let explanation = ConflictExplanation(log.reports[0], path: "own.log")
    #expect(explanation.isReproduced)
    #expect(explanation.minimalSet.count == window.layoutConflicts[0].constraints.count)
    #expect(explanation.description.contains("the width of title should be 400 points"))
  }

  @Test("the explanation reads: numbered set, UIKit's choice, who made what, a suggestion")
  func wording() throws {
    let text = try String(
      contentsOf: Self.logs.appendingPathComponent("03-autoresizing-view-in-code.log"), encoding: .utf8)
    let explanation = ConflictExplanation(
      try ConflictLog(text: text, path: "03.log").reports[0], path: "03.log")
    let lines = explanation.description.split(separator: "\n").map(String.init)
    #expect(
      lines[0]
        == "03.log:1: Unable to simultaneously satisfy constraints — 3 listed, 2 in the minimal conflicting set"
    )
    #expect(
      lines.contains {
        $0.hasPrefix("  1. the width of UIView 0x") && $0.hasSuffix("should be 200 points  [line 8]")
      })
    #expect(lines.contains { $0.hasSuffix("should be 0 points (UIKit: autoresizing mask)  [line 10]") })
    #expect(lines.contains { $0.hasPrefix("UIKit broke: the width of UIView 0x") })
    #expect(
      lines.contains {
        $0.hasPrefix("What to do: set translatesAutoresizingMaskIntoConstraints = false on UIView 0x")
      })
  }
}

/// Collects log messages from the engine's handler.
final class LockedBox: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  func append(_ message: String) { lock.withLock { messages.append(message) } }
  var text: String { lock.withLock { messages.joined(separator: "\n") } }
}

@Suite("ConflictExplanation: memory")
struct ConflictExplanationMemoryTests {
  @Test("the rebuilt window and its views go away with the explanation")
  func released() throws {
    let text = try String(
      contentsOf: ConflictLogTests.logs.appendingPathComponent("03-autoresizing-view-in-code.log"),
      encoding: .utf8)
    let log = try ConflictLog(text: text, path: "03.log")
    weak var window: Window?
    weak var view: View?
    do {
      let explanation = ConflictExplanation(log.reports[0], path: "03.log")
      #expect(explanation.isReproduced)
      window = explanation.window
      view = explanation.window.subviews.first
    }
    #expect(window == nil)
    #expect(view == nil)
  }
}

import AutoLayout
import ConflictLogs
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("ConflictLog and ConflictExplanation: UIKit's conflict reports read back and explained")
struct ConflictLogTests {
  static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Logs")

  static var logFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: logs.path)) ?? []).filter { $0.hasSuffix(".log") }
      .sorted()
  }

  /// The first report of a fixture log (named by its number in messages: `32.log`).
  func fixtureReport(_ file: String) throws -> ConflictLog.Report {
    let text = try String(contentsOf: Self.logs.appendingPathComponent(file), encoding: .utf8)
    return try ConflictLog(text: text, path: String(file.prefix(2)) + ".log").reports[0]
  }

  /// The explanation of a fixture log's first report.
  func fixtureExplanation(_ file: String) throws -> ConflictExplanation {
    ConflictExplanation(try fixtureReport(file), path: String(file.prefix(2)) + ".log")
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
    // A printed negative gap is that gap, not the standard spacing.
    let overlap = try constraint(
      "<NSLayoutConstraint:0x1 H:[NSButton:0x7f1'Every']-(-7)-[NSTextField:0x7f2]>")
    #expect(overlap.first.address == "0x7f2" && overlap.constant == -7)
    #expect(overlap.second?.address == "0x7f1" && overlap.secondAttribute == "trailing")
    let toEdge = try constraint("<NSLayoutConstraint:0x1 H:|-[UIView:0x7f1]   (names: '|':UIView:0x7f9 )>")
    #expect(toEdge.constant == 20)
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
    #expect(
      try maker(
        "<NSLayoutConstraint:0x1 'NSView-Encapsulated-Layout-Width' ItemCell.width == 194   (active, names: ItemCell:0x2 )>"
      ) == .encapsulatedLayout)
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
    #expect(try maker("<NSLayoutConstraint:0x1 _UIButtonBarStackView:0x2.height == 44>") == .system)
    #expect(try maker("<NSLayoutConstraint:0x1 _TtC5MyApp8CardView:0x2.height == 44>") == .app)
    #expect(
      try maker("<NSLayoutConstraint:0x1 _TtC5MyApp8CardView:0x2.width == _TtC5MyApp8CardView:0x3.width>")
        == .app)
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

  @Test("a multiplier or constant that is not finite is refused where it stands, not read into a view's name")
  func nonFiniteNumbers() throws {
    for (description, word) in [
      (
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x7f9.width == nan*UIView:0x7f8.width>",
        "nan"
      ),
      (
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x7f9.width == inf*UIView:0x7f8.width>",
        "inf"
      ),
      ("<NSLayoutConstraint:0x1 UIView:0x7f9.width == -inf*UIView:0x7f8.width>", "-inf"),
      ("<NSLayoutConstraint:0x1 UIView:0x7f9.width == 1e400>", "1e400"),
      ("<NSLayoutConstraint:0x1 UIView:0x7f9.width == UIView:0x7f8.width*nan>", "nan"),
      ("<NSLayoutConstraint:0x1 UIView:0x7f9.width == UIView:0x7f8.width + inf>", "inf"),
    ] {
      do {
        _ = try constraint(description)
        Issue.record("read \(description)")
      } catch let error as SourceDiagnostic {
        #expect(error.message == "'\(word)' is not a finite number", "\(description)")
        #expect(error.column == description.range(of: word)!.lowerBound.utf16Offset(in: description) + 1)
        #expect(error.hint == "a constraint's multiplier and constant must be finite")
      }
    }
    // A view named like a number word is still a view.
    let named = try constraint("<NSLayoutConstraint:0x1 UIView:0x7f9.width == inf.width>")
    #expect(named.second?.text == "inf")
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
    #expect(reports == files.count + 2)  // two logs have two reports each
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
    // The engine's set holds the avatar's floor (`width >= 0`, not logged) where the avatar's
    // 40-point width is not needed: the title's 400 points leave the avatar −120.
    let engineSet = window.layoutConflicts[0].constraints
    #expect(explanation.minimalSet.count == engineSet.filter { $0.origin != .system(.viewSize) }.count)
    #expect(explanation.negativeSizes == ["the width of avatar"])
    #expect(explanation.description.contains("the width of title should be 400 points"))
  }

  @Test("real-world formats: SnapKit locations, accessibility names, NSSpace, Masonry keys, AppKit lists")
  func formats() throws {
    let snap = try constraint(
      "<SnapKit.LayoutConstraint:0x6000@/Users/me/My App/Views/Card View.swift#42 UIView:0x7f1.height == 48.0>"
    )
    #expect(snap.className == "SnapKit.LayoutConstraint" && snap.address == "0x6000")
    #expect(snap.sourceLocation?.file == "/Users/me/My App/Views/Card View.swift")
    #expect(snap.sourceLocation?.line == 42)
    #expect(snap.first.address == "0x7f1" && snap.constant == 48)
    let named = try constraint(
      "<NSLayoutConstraint:0x1 TabBar.closeButton.width == 44   (active, names: TabBar.closeButton:0x10ac2 )>"
    )
    #expect(named.first.address == "0x10ac2" && named.first.displayName == "TabBar.closeButton 0x10ac2")
    #expect(named.firstAttribute == "width" && named.constant == 44)
    let space = try constraint(
      "<NSLayoutConstraint:0x1 H:[UILabel:0x7f1'Hi']-(NSSpace(8))-[UIButton:0x7f2'OK']>")
    #expect(space.first.address == "0x7f2" && space.second?.address == "0x7f1" && space.constant == 8)
    let minimum = try constraint(
      "<NSLayoutConstraint:0x1 V:[UIView:0x7f1]-(>=NSSpace(20))-|   (names: '|':UIView:0x7f9 )>")
    #expect(minimum.relation == .greaterThanOrEqual && minimum.constant == 20)
    let masonry = try constraint(
      "<MASLayoutConstraint:0x1 UILabel:price.left == UIImageView:thumb.right + 10>")
    #expect(masonry.first == LoggedItem(className: "UILabel", address: "", text: "price"))
    #expect(masonry.second?.displayName == "UIImageView 'thumb'" && masonry.constant == 10)
    let appKit = try constraint(
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=-&- ItemCell.width == 194   (active, names: ItemCell:0x78b5 )>"
    )
    #expect(appKit.first.className == "ItemCell" && appKit.first.address == "0x78b5")
    let signed = try constraint(
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x7f1.midY == + 70>")
    #expect(signed.firstAttribute == "midY" && signed.constant == 70 && signed.second == nil)
    let negative = try constraint(
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x7f1.minX == - 12.5>")
    #expect(negative.constant == -12.5)
  }

  @Test("a view's size never goes below 0: the set is reproduced, and the explanation says which size")
  func negativeSizes() throws {
    let explanation = try fixtureExplanation("32-negative-width.log")
    #expect(explanation.minimalSet.count == 3)
    #expect(explanation.negativeSizes == ["the width of UICollectionView 0x7fb10a81c000"])
    #expect(explanation.report.broken?.line == 8)
    #expect(
      explanation.description.contains(
        "What to do: UIKit gives UIView 0x7fb10a50e1d0 a width of 0 for a moment (before its first layout, or during a rotation)"
      ))
    // Layout guides have no such floor: a margins guide may be narrower than nothing.
    let guide = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x6'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7 )>",
          "<NSLayoutConstraint:0x2 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x6'UIViewLayoutMarginsGuide']-(16)-|(LTR)   (active, names: '|':UIView:0x7 )>",
          "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:0x7.width == 0   (active)>"
      )
      """
    #expect(
      !ConflictExplanation(try ConflictLog(text: guide, path: "g.log").reports[0], path: "g.log").isReproduced
    )
  }

  @Test("a chain that fills a fractional-pixel size exactly: reproduced within the log's rounding, said so")
  func fractionalPixelChain() throws {
    // 124.667 − 16 − 24 − 8 − 16 = 60.667 ≥ 60.6667 as printed: it holds by 0.0003 points, less
    // than the rounding of 124.667 (± 0.0005) and 60.6667 (± 0.00005).
    let explanation = try fixtureExplanation("41-fractional-pixel-cell.log")
    #expect(explanation.isReproduced)
    #expect(explanation.minimalSet.count == 6)
    let tolerance = try #require(explanation.roundingTolerance)
    #expect(abs(tolerance - 0.00055) < 1e-9)
    #expect(
      explanation.description.contains(
        "These leave no room: they hold only to within 0.0006 points, less than the rounding of the numbers the log prints"
      ))
    // The same chain with a point to spare holds: no conflict, nothing said about rounding.
    let text = try String(
      contentsOf: Self.logs.appendingPathComponent("41-fractional-pixel-cell.log"), encoding: .utf8)
    let roomy = try ConflictLog(
      text: text.replacingOccurrences(of: "60.6667", with: "59.6667"), path: "roomy.log"
    ).reports[0]
    let holds = ConflictExplanation(roomy, path: "roomy.log")
    #expect(!holds.isReproduced)
    #expect(holds.roundingTolerance == nil)
    // Whole numbers are exact as printed: a chain that fills 124 exactly holds.
    let exact = try ConflictLog(
      text: text.replacingOccurrences(of: "60.6667", with: "60").replacingOccurrences(
        of: "124.667", with: "124"),
      path: "exact.log"
    ).reports[0]
    let fits = ConflictExplanation(exact, path: "exact.log")
    #expect(!fits.isReproduced)
    #expect(fits.roundingTolerance == nil)
  }

  @Test("a report the system log redacted (<private>) says so and where to get the full one")
  func redactedReport() throws {
    let text = """
      2026-11-28 10:02:11.412 Ledger[812:90211] [Layout] Unable to simultaneously satisfy constraints:
      <private>

      Will attempt to recover by breaking constraint 
      <private>
      """
    let report = try ConflictLog(text: text, path: "console.log").reports[0]
    #expect(report.constraints.isEmpty)
    #expect(report.redactedCount == 1)
    let explanation = ConflictExplanation(report, path: "console.log")
    #expect(!explanation.isReproduced)
    #expect(
      explanation.description.contains(
        "The report lists no constraints: the system log printed them as <private> (Console.app and `log show` redact them)."
      ))
    #expect(!explanation.description.contains("What to do"))
  }

  @Test("list and report shapes: unquoted AppKit items, a wrapped broken constraint, one on the same line")
  func reportShapes() throws {
    let report = try fixtureReport("33-appkit-unquoted.log")
    #expect(report.constraints.count == 5 && report.isAppKit)
    #expect(report.broken?.address == "0x600000c94100" && report.broken?.line == 7)
    let explanation = ConflictExplanation(report, path: "33.log").description
    #expect(explanation.contains("AppKit broke: the bottom edge of NSScrollView 0x7fd3f2d18b10"))
    #expect(explanation.contains("(AppKit: autoresizing mask)") && !explanation.contains("UIKit"))
    let signed = try fixtureReport("36-autoresizing-signed-constants.log")
    #expect(signed.broken?.address == "0x7fa8e2c11fa0" && !signed.isAppKit)
    // The label's autoresizing centre is in its superview, which its Visual Format constraint names.
    let words = ConflictExplanation(signed, path: "36.log")
    #expect(words.minimalSet.map(\.constraint.line) == [6, 7, 8])
    // Pasted from an issue thread, angle brackets escaped for Markdown.
    let escaped = """
      Keyboard[4069:25870] Unable to simultaneously satisfy constraints.
      (
          "\\<NSLayoutConstraint:0x6000000881 V:[UIInputView:0x7ff7835(246)]\\>",
          "\\<NSLayoutConstraint:0x6000000877 'UIView-Encapsulated-Layout-Height' V:[UIInputView:0x7ff7835(216)]\\>"
      )

      Will attempt to recover by breaking constraint 
      \\<NSLayoutConstraint:0x6000000881 V:[UIInputView:0x7ff7835(246)]\\>
      """
    let pasted = try ConflictLog(text: escaped, path: "pasted.log").reports[0]
    #expect(pasted.constraints.map(\.constant) == [246, 216] && pasted.broken?.address == "0x6000000881")
    #expect(ConflictExplanation(pasted, path: "pasted.log").isReproduced)
    // Quoted in an issue thread: `> ` before every line; columns count the quote back.
    let quoted = try fixtureReport("38-quoted-in-issue-thread.log")
    #expect(quoted.line == 3 && quoted.constraints.count == 6)
    #expect(quoted.constraints[0].line == 9 && quoted.constraints[0].column == 8)
    #expect(quoted.broken?.address == "0x600003a1c0a0")
    #expect(ConflictExplanation(quoted, path: "38.log").minimalSet.count == 6)
    // The list pasted without its header: read from its opening parenthesis.
    let headerless = try fixtureExplanation("39-list-without-header.log")
    #expect(headerless.report.line == 1 && headerless.report.constraints.count == 4)
    #expect(headerless.report.broken?.address == "0x6000021b8e60" && headerless.minimalSet.count == 4)
    // A cell's content view is UIKit's: the advice is to give way inside it, not to stop its
    // autoresizing constraints.
    #expect(
      headerless.description.contains(
        "What to do: UIKit sets the frame of UITableViewCellContentView 0x7fd1a8c04f20 — it became constraints; leave its translatesAutoresizingMaskIntoConstraints alone —"
      ))
    #expect(!headerless.description.contains("the default for a view made in code"))
    // Generic Swift classes are mangled with a leading underscore, but they are the app's views.
    let mangled = try fixtureExplanation("40-mangled-generic-arranged-views.log")
    #expect(mangled.minimalSet.count == 6)
    #expect(mangled.minimalSet.filter { $0.constraint.maker == .stackView }.count == 4)
    #expect(mangled.description.contains("What to do: the container sets this size"))
    #expect(
      throws: SourceDiagnostic.self,
      performing: { try ConflictLog(text: "no list here\n(\n)\n", path: "empty.log") })
    let located = try fixtureExplanation("31-snapkit-source-locations.log")
    #expect(
      located.description.contains(
        "UIKit broke: the height of UIImageView 0x7f9e1c40a2b0 should be 48 points  [line 7; made at BasketHeader.swift:31]"
      ))
  }

  @Test("the explanation reads: numbered set, UIKit's choice, who made what, a suggestion")
  func wording() throws {
    let explanation = try fixtureExplanation("03-autoresizing-view-in-code.log")
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

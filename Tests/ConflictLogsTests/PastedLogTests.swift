import AutoLayout
import ConflictLogs
import Foundation
import Testing

/// Logs as people paste them: cut lines, stripped brackets and quotes, bracketed lists, macOS's
/// doubled report, attributes of the engine's own variables — and advice fitted to who made each
/// view. The fixtures are in `Logs/` (42–49) and `Logs/unreadable/`.
@Suite("explain reads pasted logs and advises by who made each view")
struct PastedLogTests {
  static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Logs")

  func log(_ name: String) throws -> ConflictLog {
    let text = try String(contentsOf: Self.logs.appendingPathComponent(name), encoding: .utf8)
    return try ConflictLog(text: text, path: name)
  }

  func explained(_ name: String, report: Int = 0) throws -> ConflictExplanation {
    let log = try log(name)
    return ConflictExplanation(log.reports[report], path: name)
  }

  @Test("a paste cut inside the broken constraint: the list is read, the broken one found by its address")
  func cutLastLine() throws {
    let explanation = try explained("42-cut-last-line.log")
    #expect(explanation.report.constraints.count == 4)
    #expect(explanation.report.broken?.address == "0x600003a81d10" && explanation.report.broken?.line == 8)
    #expect(explanation.report.dropped.isEmpty && explanation.minimalSet.count == 4)
  }

  @Test("a line cut inside the list: the rest is explained, the cut one named with its place and reason")
  func cutListLine() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000031a0 UIView:0x7f10.width == 320   (active)>",
          "<NSLayoutConstraint:0x6000031b0 UIView:0x7f10.width >= 400   (active)>",
          "<NSLayoutConstraint:0x6000031c0 UILabel:0x7f20.lea
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x6000031b0 UIView:0x7f10.width >= 400   (active)>
      """
    let report = try ConflictLog(text: text, path: "cut.log").reports[0]
    #expect(report.constraints.count == 2 && report.dropped.count == 1)
    #expect(report.dropped[0].line == 5 && report.dropped[0].column == 53)
    #expect(report.dropped[0].message == "unknown attribute 'lea' (the line looks cut short)")
    let words = ConflictExplanation(report, path: "cut.log").description
    #expect(
      words.hasPrefix("cut.log:1: Unable to simultaneously satisfy constraints — 2 listed, 1 not read, 2 in"))
    #expect(words.contains("1 listed line could not be read (the notes at the end say where and why)"))
    #expect(
      words.hasSuffix("note: line 5, column 53: not read: unknown attribute 'lea' (the line looks cut short)")
    )
  }

  @Test("entries without brackets or quotes, in [ ] with ‹…>, read as UIKit printed them")
  func strippedEntries() throws {
    let bare = try explained("43-without-brackets-or-quotes.log")
    #expect(bare.report.constraints.map(\.constant) == [120, 16, 16, 100])
    #expect(bare.report.broken?.address == "0x6000021d4a50" && bare.minimalSet.count == 4)
    let bracketed = try explained("44-bracketed-guillemets.log")
    #expect(bracketed.report.constraints.map(\.constant) == [200, 160])
    #expect(bracketed.report.constraints.map(\.column) == [3, 3])
    #expect(bracketed.report.broken?.address == "0x600001f3c8e0" && bracketed.isReproduced)
  }

  @Test("macOS 14 prints a conflict twice: read once, and the next report still read")
  func appKitDoubledReport() throws {
    let log = try log("45-macos-form-twice-and-another.log")
    #expect(log.reports.count == 2)
    #expect(log.reports[0].line == 1 && log.reports[0].repeatedAt == [8] && log.reports[0].isAppKit)
    #expect(log.reports[0].broken?.address == "0x600002c0a5d0")
    #expect(log.reports[1].line == 19 && log.reports[1].constraints.count == 2)
    let first = ConflictExplanation(log.reports[0], path: "45.log").description
    #expect(first.contains("(AppKit printed the same report again at line 8; read once.)"))
    // The row is the app's class, made in code: its own autoresizing constraints are the app's to stop.
    #expect(
      first.contains("What to do: set translatesAutoresizingMaskIntoConstraints = false on Ledger.SummaryRow")
    )
  }

  @Test("a scroll view's content size (contentHeight{id: N}) is read and rebuilt as a size")
  func contentSize() throws {
    let explanation = try explained("46-scroll-content-size.log")
    let only = try #require(explanation.report.constraints.first)
    #expect(only.firstAttribute == "contentHeight" && only.constant == -24 && only.maker == .system)
    #expect(explanation.isReproduced)
    #expect(explanation.negativeSizes == ["the height of the content of UITableView 0x7c8e4000"])
    #expect(
      explanation.description.contains("the content height of UITableView 0x7c8e4000 should be -24 points"))
    #expect(explanation.description.contains("What to do: every constraint in the set is UIKit's own"))
  }

  @Test("known system conflicts are named as the system's, with their evidence")
  func knownSystemConflicts() throws {
    let sheet = try explained("47-action-sheet-width.log")
    #expect(KnownSystemConflict.matching(sheet.report)?.evidence.count == 4)
    #expect(sheet.description.contains("What to do: UIKit's own conflict in action sheets"))
    #expect(!sheet.description.contains("your constraint"))
    let keyboard = try explained("19-keyboard-assistant-system-only.log")
    #expect(keyboard.description.contains("What to do: UIKit's own conflict in the keyboard's shortcut bar"))
    for row in KnownSystemConflict.table { #expect(row.evidence.count >= 3, "\(row.summary)") }
  }

  @Test("advice by owner: a cell's content view gives way inside, an unknown class gets both answers")
  func adviceByOwner() throws {
    let cell = try explained("48-collection-cell-content-view.log")
    #expect(cell.report.isLikelyCellContentView(cell.report.constraints[0].first))
    #expect(
      cell.description.contains(
        "UIKit sets the frame of UIView 0x7fa1e2c31880, very likely a cell's content view"))
    #expect(!cell.description.contains("set translatesAutoresizingMaskIntoConstraints = false"))
    #expect(!cell.description.contains("the default for a view made in code"))
    let unknown = try explained("49-objective-c-class-autoresizing.log")
    #expect(ViewOwner.of(unknown.report.constraints[0].first) == .unknown)
    #expect(
      unknown.description.contains(
        "What to do: if QZComposerBar 0x7f9b04e1c5d0 is your class, set translatesAutoresizingMaskIntoConstraints = false on it"
      ))
    #expect(unknown.description.contains("if a framework made it"))
    #expect(
      ViewOwner.of(LoggedItem(className: "_UIAlertControllerView", address: "0x1", text: nil)) == .framework)
    #expect(ViewOwner.of(LoggedItem(className: "MyApp.CardView", address: "0x1", text: nil)) == .app)
    #expect(ViewOwner.of(LoggedItem(className: "UILabel", address: "0x1", text: nil)) == .app)
  }

  @Test("a set that holds when rebuilt gets no advice to relax a constraint")
  func notReproducedAdvice() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000031a0 UILabel:0x7f10.leading == UIView:0x7f20.leadingMargin   (active)>",
          "<NSLayoutConstraint:0x6000031b0 UILabel:0x7f10.width == 300   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x6000031b0 UILabel:0x7f10.width == 300   (active)>
      """
    let explanation = ConflictExplanation(
      try ConflictLog(text: text, path: "holds.log").reports[0], path: "holds.log")
    #expect(!explanation.isReproduced)
    #expect(explanation.description.contains("What to do: find what the log does not show"))
    #expect(!explanation.description.contains("lower its priority"))
  }

  @Test("nothing readable: said so, never called harmless; every line cut is an error with its place")
  func unreadable() throws {
    let emptied = try explained("unreadable/emptied-by-web-page.log")
    #expect(emptied.report.emptiedEntries == 3 && emptied.report.constraints.isEmpty)
    #expect(emptied.description.contains("3 entries of the list are empty"))
    #expect(emptied.description.contains("Nothing in this report could be read, so nothing is explained"))
    #expect(!emptied.description.contains("harmless") && !emptied.description.contains("What to do"))
    do {
      _ = try log("unreadable/every-line-cut.log")
      Issue.record("a log with nothing readable was read")
    } catch let error as SourceDiagnostic {
      #expect(error.line == 3 && error.message == "unknown attribute 'wid' (the line looks cut short)")
      #expect(error.hint == "paste the whole line as the console printed it")
    }
  }
}

@Suite("explain's picture: every rebuilt view has a size and a place, the window fits them")
struct ExplainPictureTests {
  @Test("a cell's chain: views inside their superview, 160 × 44 where the log fixes nothing, window fitted")
  func placeholders() throws {
    let url = PastedLogTests.logs.appendingPathComponent("02-cell-encapsulated-height.log")
    let log = try ConflictLog(text: try String(contentsOf: url, encoding: .utf8), path: "02.log")
    let explanation = ConflictExplanation(log.reports[0], path: "02.log")
    #expect(explanation.minimalSet.count == 5)
    let views = Dictionary(
      uniqueKeysWithValues: explanation.window.subviews.map { ($0.layoutName ?? "", $0) })
    let label = try #require(views["UILabel 'Order #1042'"])
    let button = try #require(views["UIButton 'Track'"])
    let content = try #require(views["UITableViewCellContentView 0x7fa4c123b16"])
    // Widths the log does not give: the default; heights it gives: its own.
    #expect(label.frame.width == 160 && label.frame.height == 30)
    #expect(button.frame.width == 160 && button.frame.height == 44)
    // Inside the view the log names as their superview, 16 points in.
    #expect(label.frame.minX == content.frame.minX + 16)
    #expect(content.frame.maxX >= button.frame.maxX + 16)
    #expect(explanation.window.frame.width < 300 && explanation.window.frame.height < 200)
    // The placeholders are the picture's, never part of what is explained.
    let placeholders = explanation.window.subviews.flatMap(\.constraints).filter {
      if case .system(.placeholder) = $0.origin { return true }
      return false
    }
    #expect(!placeholders.isEmpty && placeholders.allSatisfy { $0.priority.rawValue <= 2 })
  }

  @Test("views the log does not relate stand side by side, not on top of each other")
  func sideBySide() throws {
    let url = PastedLogTests.logs.appendingPathComponent("48-collection-cell-content-view.log")
    let log = try ConflictLog(text: try String(contentsOf: url, encoding: .utf8), path: "48.log")
    let window = ConflictExplanation(log.reports[0], path: "48.log").window
    let content = try #require(window.subviews.first { $0.layoutName == "UIView 0x7fa1e2c31880" })
    let cell = try #require(window.subviews.first { $0.layoutName == "Gallery.PhotoCell 0x7fa1e2c31620" })
    #expect(!content.frame.intersects(cell.frame))
    #expect(cell.frame.width == 160 && content.frame.width == 160)
  }
}

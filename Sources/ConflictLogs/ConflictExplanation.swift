import AutoLayout
import Foundation

/// One report of a ``ConflictLog`` rebuilt and re-solved: a view for every item of the log, a
/// constraint for every description, laid out by this package's engine — which finds the
/// **minimal** conflicting set (UIKit lists every constraint involved; the minimal set is the few
/// that cannot hold together), says each constraint in plain English, which of them UIKit made and
/// what that usually means, and which constraint UIKit broke.
///
/// A view's width and height never go below 0 in this engine, as in Apple's: a set such as
/// `H:|-(8)-[table]-(8)-|` in a view of width 0 conflicts (UIKit and AppKit list such sets without
/// any size constraint); a layout guide is rebuilt as a guide, whose size has no floor.
/// Items are placed in one coordinate space (a window), as the engine solves them; a view's
/// `leadingMargin` is 8 points inside its edge (UIView's default margins); baselines are bottoms
/// (the log has no fonts); an autoresizing constraint between a position and a size
/// (`midX == 0.5*superview.width`) is measured from the second item's edge, as UIKit means it.
///
/// ```swift
/// let log = try ConflictLog(text: console, path: "app.log")
/// let explanation = ConflictExplanation(log.reports[0], path: log.path)
/// print(explanation)
/// explanation.minimalSet.map(\.sentence)   // ["the width of UILabel 'Title' should be 400 points", …]
/// ```
public struct ConflictExplanation: CustomStringConvertible {
  /// One constraint as explained.
  public struct Entry: Sendable {
    /// The constraint as logged.
    public var constraint: LoggedConstraint
    /// What it says, in plain English.
    public var sentence: String
  }

  /// The report explained.
  public let report: ConflictLog.Report
  /// The log's name.
  public let path: String
  /// The rebuilt views (one per item of the log), laid out: draw it with `LayoutPicture`.
  public let window: Window
  /// The minimal conflicting set, in the log's order (empty when the rebuilt system holds).
  public let minimalSet: [Entry]
  /// Every listed constraint, explained.
  public let entries: [Entry]
  /// The constraint this package's engine broke (the most recently listed one of the set).
  public let brokenHere: LoggedConstraint?
  /// The sizes the minimal set would make negative (`the width of UIStackView 0x7f…`): Apple's
  /// engine keeps every view's width and height at 0 or more, which the log does not list.
  ///
  /// ```swift
  /// explanation.negativeSizes   // ["the width of UITableView 0x7f82"]
  /// ```
  public let negativeSizes: [String]
  /// Set when the listed constraints hold together only to within this many points — less than
  /// the rounding of the numbers the log prints (UIKit prints 6 significant digits: `54.6667`,
  /// `0.333333`) — so that UIKit's engine, with the exact values in binary floating point, found
  /// them in conflict: usually a fractional-pixel size (a cell 54.666… points tall on a 3×
  /// screen) that a chain of constants fills exactly. The minimal set is then the one that
  /// conflicts once the inequalities are that much stricter. `nil` when the set conflicts as
  /// printed, or holds with room to spare.
  ///
  /// ```swift
  /// explanation.roundingTolerance   // 5.0e-05 for a log listing `height == 54.6667`
  /// ```
  public let roundingTolerance: CGFloat?
  /// Descriptions that could not become constraints (an attribute pairing UIKit itself refuses).
  public let skipped: [(constraint: LoggedConstraint, reason: String)]

  /// `UIKit`, or `AppKit` for a Mac app's log (``ConflictLog/Report/isAppKit``): the name the
  /// explanation gives the framework.
  public var framework: String { report.isAppKit ? "AppKit" : "UIKit" }

  /// Whether the rebuilt system conflicts as UIKit's did.
  public var isReproduced: Bool { !minimalSet.isEmpty }

  /// Rebuilds a report and solves it.
  ///
  /// ```swift
  /// let explanation = ConflictExplanation(report, path: "app.log")
  /// explanation.isReproduced   // true
  /// ```
  public init(_ report: ConflictLog.Report, path: String) {
    self.report = report
    self.path = path
    var (window, made, skipped) = Self.rebuild(report, path: path)
    // A set that holds only by less than the rounding of the log's numbers (`54.6667`,
    // `0.333333`: UIKit prints 6 significant digits) is one UIKit's engine found in conflict: the
    // inequalities are rebuilt that much stricter.
    var tolerance: CGFloat?
    let rounding = Self.printedRounding(of: report)
    if window.layoutConflicts.isEmpty, rounding > 0 {
      let strict = Self.rebuild(report, path: path, tightenedBy: rounding)
      if !strict.window.layoutConflicts.isEmpty {
        (window, made, skipped) = strict
        tolerance = rounding
      }
    }
    self.window = window
    self.skipped = skipped
    roundingTolerance = tolerance
    let explained = report.constraints.map { Entry(constraint: $0, sentence: Self.sentence(for: $0)) }
    entries = explained
    var minimal: [Entry] = []
    var broken: LoggedConstraint?
    var negative: [String] = []
    if let conflict = window.layoutConflicts.first {
      let indices = conflict.constraints.compactMap {
        $0.layoutConstraint.flatMap { made[ObjectIdentifier($0)] }
      }
      // The engine's floors (`width >= 0`) in the set: the sizes that would go negative.
      negative = conflict.constraints.compactMap { entry in
        guard entry.origin == .system(.viewSize), let view = entry.items.first as? View else { return nil }
        return
          "the \(entry.description.contains(".height >= 0") ? "height" : "width") of \(view.layoutName ?? "?")"
      }
      minimal = indices.sorted().map { explained[$0] }
      if let made = conflict.broken.layoutConstraint.flatMap({ made[ObjectIdentifier($0)] }) {
        broken = report.constraints[made]
      }
    }
    minimalSet = minimal
    brokenHere = broken
    negativeSizes = negative
  }

  /// A window with a view (or layout guide) per item of the report and its constraints, activated
  /// and laid out; which listed constraint (by index) each made constraint stands for; what could
  /// not be made.
  ///
  /// `tightenedBy` makes every required inequality that much stricter (`a >= b + 44` becomes
  /// `a >= b + 44.00005`): the check for a set that holds only within the log's rounding.
  static func rebuild(_ report: ConflictLog.Report, path: String, tightenedBy tolerance: CGFloat = 0) -> (
    window: Window, made: [ObjectIdentifier: Int], skipped: [(constraint: LoggedConstraint, reason: String)]
  ) {
    let window = Window(size: CGSize(width: 1000, height: 1000))
    window.layoutName = "window"
    var views: [String: View] = [:]
    var names: [String: Int] = [:]
    var made: [ObjectIdentifier: Int] = [:]
    var skipped: [(constraint: LoggedConstraint, reason: String)] = []
    var guides: [String: LayoutGuide] = [:]
    var order: [String] = []
    /// A view per item — a layout guide of the window for a guide, whose size has no floor.
    func view(for item: LoggedItem) -> AnyObject {
      if let view = views[item.key] { return view }
      if let guide = guides[item.key] { return guide }
      let count = names[item.displayName, default: 0] + 1
      names[item.displayName] = count
      let name = count == 1 ? item.displayName : "\(item.displayName) (\(item.address))"
      if item.isLayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = name
        window.addLayoutGuide(guide)
        guides[item.key] = guide
        return guide
      }
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      // A log relates baselines of text views (labels, fields) whose fonts it does not carry:
      // both baselines at the bottom, the nearer edge for a line of text.
      view.firstBaselineDefaultsToBottom = true
      view.layoutName = name
      window.addSubview(view)
      views[item.key] = view
      order.append(item.key)
      return view
    }
    // A view's superview, where a Visual Format description of the report names it (`'|'`): an
    // autoresizing position listed without a names table (`midY == + 60`) is in its coordinates.
    var superviews: [String: LoggedItem] = [:]
    for logged in report.constraints where logged.text.contains("|") {
      guard let superview = logged.superview else { continue }
      for item in [logged.first] + (logged.second.map { [$0] } ?? []) where item.key != superview.key {
        superviews[item.key] = superviews[item.key] ?? superview
      }
    }
    var constraints: [LayoutConstraint] = []
    /// The item a constraint's side stands for: a scroll view's content size is a view of its own.
    func side(_ item: LoggedItem, _ attribute: String) -> LoggedItem {
      guard LoggedAttribute.contentSize.contains(attribute) else { return item }
      return LoggedItem(className: "", address: "", text: "the content of \(item.displayName)")
    }
    for (index, logged) in report.constraints.enumerated() {
      guard let firstAttribute = LoggedAttribute.attribute(logged.firstAttribute) else { continue }
      // The engine takes the numbers a document may hold (docs/numbers.md): one beyond them is
      // left out with its reason, not handed to the solver to be refused there.
      if let problem = NumericRange.length.problem(with: Double(logged.constant))
        ?? NumericRange.multiplier.problem(with: Double(logged.multiplier))
      {
        skipped.append((logged, problem))
        continue
      }
      let first = view(for: side(logged.first, logged.firstAttribute))
      let origin = ConstraintOrigin.document(
        path: path, line: logged.line, column: logged.column,
        id: logged.address.isEmpty ? nil : logged.address)
      var firstAnchor = anchorFor(first, firstAttribute)
      var secondAnchor: AnyLayoutAnchor?
      if let item = logged.second, let name = logged.secondAttribute,
        let attribute = LoggedAttribute.attribute(name)
      {
        let second = view(for: side(item, name))
        if !firstAttribute.isSize && attribute.isSize {
          // `midX == 0.5*superview.width`: a position measured from the second item's edge.
          let edge = anchorFor(second, firstAttribute.isHorizontalLocation ? .left : .top)
          if let edge = edge as? LayoutXAxisAnchor, let position = firstAnchor as? LayoutXAxisAnchor {
            firstAnchor = edge.anchorWithOffset(to: position)
          } else if let edge = edge as? LayoutYAxisAnchor, let position = firstAnchor as? LayoutYAxisAnchor {
            firstAnchor = edge.anchorWithOffset(to: position)
          }
        } else if firstAttribute.isSize != attribute.isSize
          || (!firstAttribute.isSize && firstAttribute.isHorizontalLocation != attribute.isHorizontalLocation)
        {
          skipped.append((logged, "relates \(logged.firstAttribute) to \(name), which UIKit refuses"))
          continue
        }
        secondAnchor = anchorFor(second, attribute)
      } else if !firstAttribute.isSize {
        // A position equal to a number (an autoresizing mask's `minX == 0`): in the superview's
        // coordinates — the names table's `'|'`, or the superview another description names,
        // else the window's.
        let superview: AnyObject =
          (logged.superview ?? superviews[logged.first.key]).map { view(for: $0) } ?? window
        secondAnchor = anchorFor(superview, firstAttribute.isHorizontalLocation ? .left : .top)
      }
      var constant = logged.constant
      if logged.priority >= 1000 {
        switch logged.relation {
        case .equal: break
        case .greaterThanOrEqual: constant += tolerance
        case .lessThanOrEqual: constant -= tolerance
        }
      }
      let constraint = LayoutConstraint(
        firstAnchor, logged.relation, secondAnchor, multiplier: logged.multiplier, constant: constant,
        origin: origin)
      constraint.priority = LayoutPriority(logged.priority)
      constraint.identifier = logged.identifier
      made[ObjectIdentifier(constraint)] = index
      constraints.append(constraint)
    }
    // The rebuilt conflict is this function's result, not news for the log.
    window.logsLayoutConflicts = false
    let parents = order.map { key in superviews[key].flatMap { views[$0.key] } }
    LayoutConstraint.activate(
      constraints
        + PictureDefaults.constraints(window: window, views: order.map { views[$0]! }, parents: parents))
    window.layoutIfNeeded()
    PictureDefaults.fit(window)
    return (window, made, skipped)
  }

  /// The explanation: the minimal set in plain English, who made each constraint and what that
  /// usually means, what UIKit broke.
  public var description: String {
    var lines: [String] = []
    var counts = "\(report.constraints.count) listed"
    if !report.dropped.isEmpty { counts += ", \(report.dropped.count) not read" }
    if report.emptiedEntries > 0 { counts += ", \(report.emptiedEntries) empty" }
    lines.append(
      "\(path):\(report.line): Unable to simultaneously satisfy constraints — \(counts)"
        + (isReproduced ? ", \(minimalSet.count) in the minimal conflicting set" : ""))
    if !report.repeatedAt.isEmpty {
      let at = report.repeatedAt.map { "line \($0)" }.joined(separator: ", ")
      lines.append("(\(framework) printed the same report again at \(at); read once.)")
    }
    lines += readingNotes
    if report.constraints.isEmpty && report.redactedCount == 0 {
      // Nothing to explain: never a verdict on a set that was not read.
      lines.append(
        "Nothing in this report could be read, so nothing is explained: paste the complete report, from "
          + "\"Unable to simultaneously satisfy constraints\" to \"Will attempt to recover by breaking constraint\" "
          + "and the line after it, as Xcode's debug console prints it.")
      lines += droppedNotes
      return lines.joined(separator: "\n")
    }
    if isReproduced {
      if let roundingTolerance {
        lines.append(
          "These leave no room: they hold only to within \(Self.upperBound(roundingTolerance)) points, less than the "
            + "rounding of the numbers the log prints (6 significant digits) and of fractions such as ⅓ point, so "
            + "\(framework)'s engine found them in conflict; without any one of them the rest can:")
      } else {
        lines.append("These cannot all hold; without any one of them the rest can:")
      }
      for (number, entry) in minimalSet.enumerated() {
        lines.append(
          "  \(number + 1). \(entry.sentence)\(madeBy(entry.constraint))  \(Self.place(entry.constraint))")
      }
      if !negativeSizes.isEmpty {
        lines.append(
          "  Together they need a negative size — \(negativeSizes.joined(separator: ", ")) — and a view's width "
            + "and height never go below 0.")
      }
      let others = entries.filter { entry in
        !minimalSet.contains { $0.constraint.line == entry.constraint.line }
      }
      if !others.isEmpty {
        lines.append("Also listed, not needed for the conflict:")
        for entry in others {
          lines.append("  - \(entry.sentence)\(madeBy(entry.constraint))  \(Self.place(entry.constraint))")
        }
      }
    } else if report.constraints.isEmpty && report.redactedCount > 0 {
      lines.append(
        "The report lists no constraints: the system log printed them as <private> (Console.app and `log show` "
          + "redact them). Run the app from Xcode and copy the report from its debug console, which prints every "
          + "constraint.")
    } else if !skipped.isEmpty {
      // Not "they can all hold": some of them were not rebuilt.
      lines.append(
        "The conflict is not reproduced: \(skipped.count) of the listed constraints could not be rebuilt "
          + "(the notes below say why), and the others can all hold.")
      for entry in entries {
        lines.append("  - \(entry.sentence)\(madeBy(entry.constraint))  \(Self.place(entry.constraint))")
      }
    } else {
      lines.append(
        "The listed constraints can all hold when rebuilt: the conflict involves what the log does not show "
          + "(a view's margins, a label's baseline or text size, a constraint \(framework) did not list).")
      for entry in entries {
        lines.append("  - \(entry.sentence)\(madeBy(entry.constraint))  \(Self.place(entry.constraint))")
      }
    }
    if let broken = report.broken {
      lines.append("\(framework) broke: \(Self.sentence(for: broken))  \(Self.place(broken))")
    }
    let makers = Set((isReproduced ? minimalSet : entries).map(\.constraint.maker))
    var notes: [String] = []
    for maker in ConstraintMaker.allCases where makers.contains(maker) && maker != .app {
      notes.append("  - " + meaning(of: maker, in: isReproduced ? minimalSet : entries))
    }
    if !notes.isEmpty {
      lines.append("Made by \(framework):")
      lines += notes
    }
    if !report.constraints.isEmpty || report.redactedCount == 0 { lines.append("What to do: " + suggestion) }
    for (constraint, reason) in skipped {
      lines.append("note: line \(constraint.line): not rebuilt: \(reason)")
    }
    lines += droppedNotes
    return lines.joined(separator: "\n")
  }

  /// What of the report could not be read, said before the explanation: lines cut short or in a
  /// form this package does not know, entries a web page emptied.
  var readingNotes: [String] {
    var lines: [String] = []
    if !report.dropped.isEmpty {
      let count = report.dropped.count
      lines.append(
        "\(count) listed line\(count == 1 ? "" : "s") could not be read (the notes at the end say where and why); "
          + (report.constraints.isEmpty
            ? ""
            : "what follows explains the \(report.constraints.count) that could, and may miss the conflict's cause.")
      )
    }
    if report.emptiedEntries > 0 {
      lines.append(
        "\(report.emptiedEntries) entr\(report.emptiedEntries == 1 ? "y" : "ies") of the list \(report.emptiedEntries == 1 ? "is" : "are") "
          + "empty (\"\",): the page the log was copied from took each <NSLayoutConstraint:…> for an HTML tag and removed "
          + "it. Copy the log from Xcode's console, or from the page's source, to have them explained.")
    }
    return lines
  }

  /// `note: line 9, column 5: not read: …` for each description that could not be read.
  var droppedNotes: [String] {
    report.dropped.map { "note: line \($0.line), column \($0.column): not read: \($0.message)" }
  }

  /// The most direct fix for the minimal set, for the views the app made: never to change a
  /// framework's view, never to relax a constraint of a set that holds when rebuilt.
  var suggestion: String {
    if let known = KnownSystemConflict.matching(report) { return known.summary + "." }
    guard isReproduced else {
      return
        "find what the log does not show: in the debugger, print the constraints that affect the views in "
        + "that axis (constraintsAffectingLayout(for:)), their layout margins and intrinsic sizes; then decide which constraint should give way"
    }
    let set = minimalSet.map(\.constraint)
    let app = set.filter { $0.maker == .app && !ownedByFramework($0) }
    // What the app answers for: its constraints, and the frames of its views that became constraints.
    let answerable = set.filter { logged in
      switch logged.maker {
      case .app: !ownedByFramework(logged)
      case .autoresizingMask:
        ViewOwner.of(logged.first) != .framework && !report.isLikelyCellContentView(logged.first)
      case .interfaceBuilder: true
      default: false
      }
    }
    if answerable.isEmpty {
      return
        "every constraint in the set is \(framework)'s own: nothing in your constraints causes it — usually a transient state of "
        + (report.isAppKit
          ? "an AppKit component (a toolbar, a title bar, a view during a resize)"
          : "a UIKit component (a keyboard, a bar during a transition)")
        + "; if it persists, look at the sizes the app gives that component"
    }
    let example = app.last.map { " — e.g. line \($0.line): \(Self.sentence(for: $0))" } ?? ""
    if let view = set.first(where: { $0.maker == .autoresizingMask })?.first {
      let owner = report.isLikelyCellContentView(view) ? .framework : ViewOwner.of(view)
      // A cell's content view, a transition or keyboard view: the framework sets its frame, and
      // the app's constraints inside it must fit that frame.
      let giveWay =
        "lower the priority of one of your constraints inside it to 999 so that it gives way (in a self-sizing "
        + "cell usually the bottom one)\(example)"
      switch owner {
      case .framework:
        let which =
          report.isLikelyCellContentView(view)
          ? "\(view.displayName), very likely a cell's content view (its autoresizing mask, h=-&- v=-&-, is a "
            + "content view's, and it follows the cell's size)"
          : view.displayName
        return "\(framework) sets the frame of \(which) — it became constraints; leave its "
          + "translatesAutoresizingMaskIntoConstraints alone — and your constraints inside it need another size: "
          + giveWay
      case .app:
        return
          "set translatesAutoresizingMaskIntoConstraints = false on \(view.displayName) (its frame became "
          + "constraints) and position it with constraints"
      case .unknown:
        return
          "if \(view.displayName) is your class, set translatesAutoresizingMaskIntoConstraints = false on it "
          + "(its frame became constraints) and position it with constraints; if a framework made it (Apple's "
          + "private views have names like this too), leave it and let your constraint give way: lower its "
          + "priority to 999" + (app.last.map { " — line \($0.line)" } ?? "")
      }
    }
    if let view = set.first(where: { $0.maker == .interfaceBuilder })?.first {
      return "give \(view.displayName) constraints of its own in Interface Builder (without any, it gets "
        + "constraints for its design-time frame at build time)"
    }
    // A container UIKit sizes to 0 for a moment (a cell or a view before its first layout, a
    // rotation's temporary width): the app's insets inside it need more than nothing.
    if !negativeSizes.isEmpty, let last = app.last,
      let zero = set.first(where: {
        ($0.maker == .encapsulatedLayout || $0.maker == .system) && $0.second == nil && $0.constant == 0
          && $0.relation == .equal && ($0.firstAttribute == "width" || $0.firstAttribute == "height")
      })
    {
      return
        "\(framework) gives \(zero.first.displayName) a \(zero.firstAttribute) of 0 for a moment (before its first "
        + "layout, or during a rotation), and your constraints inside it need more: lower the priority of one "
        + "of them to 999 so that it gives way meanwhile, e.g. line \(last.line): \(Self.sentence(for: last))"
    }
    if set.contains(where: { $0.maker == .encapsulatedLayout }), let last = app.last {
      return
        "the container sets this size: lower the priority of one of your constraints in the chain to 999 "
        + "(for a self-sizing cell usually the bottom or trailing one), e.g. line \(last.line): \(Self.sentence(for: last))"
    }
    if set.contains(where: { $0.maker == .stackView }), let last = app.last {
      return
        "a stack view arranges these views: lower the priority of line \(last.line) (\(Self.sentence(for: last))) "
        + "to 999, or let the stack view size the view"
    }
    let count = app.count
    return
      "decide which of your \(count) constraint\(count == 1 ? "" : "s") above should give way: lower "
      + "its priority below 1000 or change its constant" + (app.last.map { " — e.g. line \($0.line)" } ?? "")
  }

  /// Whether a constraint the log does not mark as the framework's is still its: every item it
  /// relates is a framework's view (a private class, a container it sizes).
  func ownedByFramework(_ constraint: LoggedConstraint) -> Bool {
    let items = [constraint.first] + (constraint.second.map { [$0] } ?? [])
    return items.allSatisfy { ViewOwner.of($0) == .framework }
  }

  /// How far the report's numbers may be from UIKit's exact values: half a unit of the sixth
  /// significant digit of every constant printed with six (`54.6667` ± 0.00005), and of every
  /// multiplier times the largest constant (a multiplier scales a size of about that order);
  /// 0 when every number is short enough to be exact (`44`, `0.5`, `8`).
  ///
  /// ```swift
  /// ConflictExplanation.printedRounding(of: report)   // 5.005e-05 for 54.6667 and 0.333333
  /// ```
  static func printedRounding(of report: ConflictLog.Report) -> CGFloat {
    let scale = max(1, report.constraints.map { abs($0.constant) }.max() ?? 1)
    return report.constraints.reduce(0) { sum, logged in
      sum + halfUnitOfSixthDigit(logged.constant) + halfUnitOfSixthDigit(logged.multiplier) * scale
    }
  }

  /// Half a unit of `value`'s sixth significant digit when the value needs all six (it was
  /// rounded to print), else 0.
  static func halfUnitOfSixthDigit(_ value: CGFloat) -> CGFloat {
    guard value.isFinite, abs(value) >= 1e-9 else { return 0 }
    let unit = CGFloat(pow(10, (log10(Double(abs(value)))).rounded(.down) - 5))
    let digits = (abs(value) / unit).rounded()
    return digits.truncatingRemainder(dividingBy: 10) == 0 ? 0 : unit / 2
  }

  /// `0.00006` for 5.05e-05: a small positive amount rounded up to one significant digit.
  static func upperBound(_ amount: CGFloat) -> String {
    let decimals = max(0, Int((-log10(Double(amount))).rounded(.up)))
    let scale = pow(10, Double(decimals))
    return String(format: "%.\(decimals)f", (Double(amount) * scale).rounded(.up) / scale)
  }

  // MARK: Words

  /// `[line 7]`, or `[line 7; made at CardView.swift:42]` when the log says where the app made it
  /// (SnapKit's descriptions do).
  static func place(_ constraint: LoggedConstraint) -> String {
    guard let location = constraint.sourceLocation else { return "[line \(constraint.line)]" }
    let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
    return "[line \(constraint.line); made at \(file):\(location.line)]"
  }

  /// ` (UIKit: stack view)` for a constraint UIKit made, nothing for the app's.
  func madeBy(_ constraint: LoggedConstraint) -> String {
    switch constraint.maker {
    case .app: ""
    case .system: " (\(framework))"
    default: " (\(framework): \(constraint.maker.rawValue))"
    }
  }

  func meaning(of maker: ConstraintMaker, in entries: [Entry]) -> String {
    let views = Set(entries.filter { $0.constraint.maker == maker }.map(\.constraint.first.displayName))
      .sorted()
    let which = views.joined(separator: ", ")
    switch maker {
    case .app: return ""
    case .autoresizingMask:
      let items = entries.filter { $0.constraint.maker == maker }.map(\.constraint.first)
      if items.allSatisfy({ $0.isFrameworkView || report.isLikelyCellContentView($0) }) {
        return
          "autoresizing mask (\(which)): \(framework) sets the frame of its own view (a cell's content view, a clip view, a "
          + "bar's or the keyboard's), which became constraints."
      }
      return
        "autoresizing mask (\(which)): \(framework) turned the view's frame into constraints because its "
        + "translatesAutoresizingMaskIntoConstraints is true — the default for a view made in code."
    case .encapsulatedLayout:
      return "container-imposed size (\(which)): a table or collection view, or a container view controller, "
        + "gives the cell or child view this size; your constraints inside it want another."
    case .stackView:
      return
        "stack view (\(which)): a stack view's arrangement (UISV-…, NSStackView…); a fixed size on an arranged view, or "
        + "a hidden one (UISV-hiding), fights it."
    case .layoutMargins:
      return "layout margins (\(which)): the margins leave less room than your constraints need."
    case .safeArea: return "safe area (\(which)): the safe area leaves less room than your constraints need."
    case .layoutSupport:
      return "top/bottom layout guide (\(which)): the view controller's bars, as iOS 7–10 model them."
    case .interfaceBuilder:
      return
        "Interface Builder (\(which)): a view without constraints in the storyboard gets constraints for "
        + "its design-time frame at build time; give it constraints of its own."
    case .contentSize: return "intrinsic content size (\(which)): hugging and compression resistance."
    case .system:
      let consequence =
        entries.contains { $0.constraint.maker == .app && !ownedByFramework($0.constraint) }
        ? "; usually a consequence of an app constraint in the set." : "."
      return
        "\(framework) (\(which)): made by \(framework) itself (a navigation bar, a temporary width during a rotation, "
        + "a scroll view's content size …)" + consequence
    }
  }

  /// `the leading edge of UILabel 'Title' should be 8 points after the trailing edge of UIImageView 0x7f1`.
  static func sentence(for c: LoggedConstraint) -> String {
    let subject = "the \(phrase(c.firstAttribute)) of \(c.first.displayName)"
    let verb =
      switch c.relation {
      case .equal: "should be"
      case .greaterThanOrEqual: "should be at least"
      case .lessThanOrEqual: "should be at most"
      }
    var text: String
    let isSize = LoggedAttribute.attribute(c.firstAttribute)?.isSize ?? false
    if let second = c.second, let attribute = c.secondAttribute {
      let other = "the \(phrase(attribute)) of \(second.displayName)"
      if isSize || (LoggedAttribute.attribute(attribute)?.isSize ?? false) {
        let scaled = c.multiplier == 1 ? other : "\(formatLayoutNumber(c.multiplier)) × \(other)"
        if c.relation == .equal && c.constant == 0 {
          text = "\(subject) should equal \(scaled)"
        } else {
          text = "\(subject) \(verb) \(scaled)" + Self.plus(c.constant)
        }
      } else {
        let vertical = [
          "top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline", "topMargin",
          "bottomMargin", "centerYWithinMargins", "minY", "midY", "maxY",
        ].contains(c.firstAttribute)
        let scaled = c.multiplier == 1 ? other : "\(formatLayoutNumber(c.multiplier)) × \(other)"
        if c.constant == 0 {
          text =
            c.relation == .equal ? "\(subject) should line up with \(scaled)" : "\(subject) \(verb) \(scaled)"
        } else {
          let amount = "\(formatLayoutNumber(abs(c.constant))) point\(abs(c.constant) == 1 ? "" : "s")"
          let direction =
            vertical ? (c.constant > 0 ? "below" : "above") : (c.constant > 0 ? "after" : "before")
          let bound =
            switch c.relation {
            case .equal: ""
            case .greaterThanOrEqual: "at least "
            case .lessThanOrEqual: "at most "
            }
          text = "\(subject) should be \(bound)\(amount) \(direction) \(scaled)"
        }
      }
    } else {
      let value = "\(formatLayoutNumber(c.constant)) point\(c.constant == 1 ? "" : "s")"
      let vertical = ["top", "bottom", "centerY", "minY", "midY", "maxY"].contains(c.firstAttribute)
      text =
        isSize
        ? "\(subject) \(verb) \(value)"
        : "\(subject) \(verb) at \(vertical ? "y" : "x") = \(formatLayoutNumber(c.constant)) in its superview"
    }
    if c.priority < 1000 { text += " (priority \(formatLayoutNumber(CGFloat(c.priority))), optional)" }
    if let identifier = c.identifier { text = "'\(identifier)': " + text }
    return text
  }

  static func plus(_ constant: CGFloat) -> String {
    if constant == 0 { return "" }
    let amount = "\(formatLayoutNumber(abs(constant))) point\(abs(constant) == 1 ? "" : "s")"
    return constant > 0 ? " plus \(amount)" : " minus \(amount)"
  }

  /// `leading edge`, `width`, `horizontal centre`, `last baseline`, `leading margin`.
  static func phrase(_ attribute: String) -> String {
    switch attribute {
    case "left", "right", "top", "bottom", "leading", "trailing": "\(attribute) edge"
    case "minX": "left edge"
    case "maxX": "right edge"
    case "minY": "top edge"
    case "maxY": "bottom edge"
    case "centerX", "midX": "horizontal centre"
    case "centerY", "midY": "vertical centre"
    case "lastBaseline", "baseline": "last baseline"
    case "firstBaseline": "first baseline"
    case "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin":
      "\(attribute.dropLast(6)) margin"
    case "contentWidth": "content width"
    case "contentHeight": "content height"
    case "centerXWithinMargins": "horizontal centre within its margins"
    case "centerYWithinMargins": "vertical centre within its margins"
    default: attribute
    }
  }
}

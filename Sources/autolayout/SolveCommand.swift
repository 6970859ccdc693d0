import ArgumentParser
import AutoLayout
import Cassowary
import Foundation
import InterfaceBuilder
import LayoutDocument

/// The canvas options shared by `solve` and `check`.
struct CanvasOptions: ParsableArguments {
  @Option(
    help:
      "A device preset: \(Device.all.map(\.name).joined(separator: ", ")); for .xib/.storyboard files an Xcode device id (retina4_7, retina5_9, ipad12_9 …)."
  )
  var device: String?

  @Option(help: "The canvas width in points (overrides the document and --device).")
  var width: Double?

  @Option(help: "The canvas height in points.")
  var height: Double?

  @Option(help: "The display scale (pixels per point).")
  var scale: Double?

  @Flag(help: "Lay out right to left.")
  var rtl = false

  @Option(help: "The text size: large (default), extraLarge, accessibilityMedium … (trait overrides use it).")
  var contentSize: String?

  @Flag(
    help:
      "Leave out placeholder constraints (placeholder: true, or placeholder=\"YES\" in a .xib / .storyboard), as the app is built: the run-time layout."
  )
  var withoutPlaceholders = false

  func overrides() throws -> LayoutDocument.CanvasOverrides {
    var device: Device?
    if let name = self.device {
      guard let found = Device.named(name) else {
        throw InputError(
          description: "--device \(name): unknown device; expected one of "
            + Device.all.map(\.name).joined(separator: ", "))
      }
      device = found
    }
    for (name, value, range) in [
      ("--width", width, NumericRange.size), ("--height", height, .size), ("--scale", scale, .scale),
    ] {
      guard let value else { continue }
      if let problem = range.problem(with: value) { throw InputError(description: "\(name): \(problem)") }
      if value <= 0 { throw InputError(description: "\(name) must be a positive number") }
    }
    var category: ContentSizeCategory?
    if let name = contentSize {
      guard let found = ContentSizeCategory(name: name) else {
        throw InputError(
          description: "--content-size \(name): unknown; expected one of "
            + ContentSizeCategory.allCases.map(\.name).joined(separator: ", "))
      }
      category = found
    }
    var overrides = LayoutDocument.CanvasOverrides(
      device: device, width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) },
      scale: scale.map { CGFloat($0) }, rightToLeft: rtl, contentSize: category,
      textMeasurer: commandTextMeasurer)
    overrides.omitsPlaceholders = withoutPlaceholders
    return overrides
  }
}

/// Reads a layout document, or reports why not (exit status 2).
func readDocument(_ path: String) throws -> LayoutDocument {
  guard let data = FileManager.default.contents(atPath: path) else {
    throw InputError(description: "\(path): cannot read the file")
  }
  return try LayoutDocument(yaml: try SourceDiagnostic.utf8Text(data, path: path), path: path)
}

/// `autolayout solve FILE`: the frames of every view of a layout document.
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract:
      "Lay out a layout document, .xib or .storyboard and print the frame of every view (exit 1 with issues).",
    discussion: """
      Frames are relative to the superview, snapped to the pixel grid. The document format is in
      docs/layout-document.md. A .xib / .storyboard is laid out scene by scene on the file's
      device (or --device, an Xcode id such as retina4_7), as check lays it out
      (docs/interface-builder.md). Bad input prints file:line:column, the line, a caret and a
      hint, and exits with status 2.

      Examples:
        autolayout solve Examples/documents/card.layout.yaml
        autolayout solve card.layout.yaml --device iphone-se --rtl
        autolayout solve card.layout.yaml --width 600 --json
        autolayout solve Main.storyboard --device retina6_1 --json
      """
  )

  @Argument(help: "The layout document (.layout.yaml or .layout.json), or a .xib / .storyboard file.")
  var file: String

  @OptionGroup var canvas: CanvasOptions

  @Flag(help: "Print {\"views\": [{\"name\", \"frame\": [x, y, w, h]}], \"issues\": [...]}.")
  var json = false

  @Flag(
    help:
      "Also report ambiguous views, as check does (off by default: the probes cost more than the layout).")
  var checkAmbiguity = false

  @Flag(
    inversion: .prefixedNo,
    help: """
      IB files: views with content (labels, buttons, images …) take their stored size as intrinsic \
      size (the default, as for check); --no-intrinsic-from-frames measures text with the fonts at hand.
      """)
  var intrinsicFromFrames = true

  @Flag(
    help: """
      Print one JSON line of timings instead of the frames: reading the document, building the \
      scene through the view layer (first_layout_ms of it: the first layout pass, which solves the \
      system), reading the frames. Scripts/bench-vs-kiwi.sh sets them beside the raw solver's build \
      of the same system.
      """)
  var bench = false

  @Option(
    help: """
      With --bench: how many relayouts to time (the window one point wider, then back, in turn); \
      relayout_ms is the median after the first, relayout_min_ms the fastest.
      """)
  var relayouts = 21

  func validate() throws {
    guard relayouts >= 2 else {
      throw ValidationError("--relayouts must be at least 2 (the first relayout is reported apart)")
    }
  }

  mutating func run() throws {
    do {
      if isInterfaceBuilderFile(file) {
        try solveInterfaceBuilder(file)
        return
      }
      let clock = ContinuousClock()
      let start = clock.now
      let document = try readDocument(file)
      let read = clock.now
      let scene = try document.makeScene(overriding: try canvas.overrides())
      let built = clock.now
      keepUntilExit(scene)
      if bench {
        let frames = scene.frames
        let laidOut = clock.now
        func ms(_ d: Duration) -> String { Benchmark.fixed(Benchmark.milliseconds(d)) }
        // Before the relayouts: the system as the first layout handed it to the solver.
        let raw = Self.sameSystem(scene.window, clock: clock, steps: relayouts)
        let relayouts = Self.relayoutDurations(scene.window, clock: clock, steps: relayouts)
        let later = relayouts.dropFirst().sorted()
        let rawFields =
          raw.map {
            // The median resize after the first (which gives the equalities their markers).
            let edits = $0.edits.dropFirst().sorted()
            let editMicroseconds = Benchmark.fixed(Benchmark.seconds(edits[edits.count / 2]) * 1e6)
            return
              ", \"same_system_constraints\": \($0.constraints), \"same_system_make_ms\": \(ms($0.make)), "
              + "\"same_system_build_ms\": \(ms($0.build)), \"same_system_read_ms\": \(ms($0.read)), "
              + "\"same_system_edit_us\": \(editMicroseconds)"
          } ?? ""
        print(
          "{\"document\": \(TextEscaping.json(file)), \"views\": \(frames.count), "
            + "\"read_ms\": \(ms(read - start)), \"scene_ms\": \(ms(built - read)), "
            + "\"first_layout_ms\": \(ms(scene.firstLayoutDuration)), \"frames_ms\": \(ms(laidOut - built))"
            + rawFields + ", \"first_relayout_ms\": \(ms(relayouts[0])), "
            + "\"relayout_ms\": \(ms(later[later.count / 2])), \"relayout_min_ms\": \(ms(later[0]))}")
        return
      }
      // The findings first: their pass runs at the layout's peak of memory, without the frames' copy.
      let findings = scene.findings(checkingAmbiguity: checkAmbiguity)
      let issues = findings.map(\.text)
      if json {
        print(solveJSON(frames: scene.frames, issues: issues))
      } else {
        scene.window.layoutIfNeeded()
        // Line by line from the views (a copy of every frame would be 48 bytes a view more).
        for (name, view) in scene.views {
          let frame = view.frame
          print(
            "\(name): "
              + [frame.minX, frame.minY, frame.width, frame.height].map {
                NumberText.shortest(Double($0), nonFinite: "overflow")
              }.joined(separator: " "))
        }
        for issue in issues { print("issue: \(issue)") }
      }
      // As check: the frames are printed either way, and a layout with problems (a conflict, an
      // ambiguous view, a view off the screen …; not a note) exits 1.
      if findings.contains(where: { CheckRule.fails($0.kind.rawValue) }) { throw ExitCode(1) }
    } catch let skipped as UnsupportedDocument {
      printError("error: \(skipped)")
      throw ExitCode(2)
    } catch let error as DocumentError {
      printError("\(error)")
      throw ExitCode(2)
    } catch let error as InputError {
      printError("error: \(error)")
      throw ExitCode(2)
    }
  }
}

extension SolveCommand {
  /// The raw solver on the system the window's engine gave its solver in the first layout (issue
  /// 24's "first layout ≤ 1.5 × the raw solver on the same system", "relayout ≤ 3 × the raw edit"):
  /// the constraints made anew, a solver made as the engine makes its own, given the edit variables
  /// with their values and then every constraint in one batch (as the kit's benchmark builds a
  /// workload), then `steps` resizes as ``relayoutDurations(_:clock:steps:)`` makes them. `nil`
  /// when the window has no engine.
  static func sameSystem(_ window: Window, clock: ContinuousClock, steps: Int) -> SameSystem? {
    guard let system = window.solverSystem, let size = window.rootSizeConstraints,
      let widthIndex = system.constraints.firstIndex(where: { $0 === size.width }),
      let heightIndex = system.constraints.firstIndex(where: { $0 === size.height })
    else { return nil }
    // The kit's `make` phase: a raw solver's user writes each constraint as a new object.
    let start = clock.now
    let constraints = system.constraints.map { constraint in
      Constraint(
        Expression(constraint.expression.terms, constant: constraint.expression.constant),
        constraint.relation, priority: constraint.priority, keepsMarker: constraint.keepsMarker)
    }
    let made = clock.now
    let solver = Solver(requiredEqualityMarkers: .whenFirstNeeded)
    solver.writesVariableValues = false
    var edits: [Duration] = []
    do {
      for edit in system.edits {
        try solver.addEditVariable(edit.variable, priority: edit.priority)
        try solver.suggestValue(edit.value, for: edit.variable)
      }
      try solver.addConstraints(constraints)
      let built = clock.now
      // The first read of the values, which a layout needs before any frame: the engine's first
      // layout makes the same read (its evaluation program compiled and run).
      _ = solver.updateChangedVariables()
      let read = clock.now
      // The resize of `relayoutDurations` on the raw solver: the root's size constants moved as
      // the engine moves them, and the values the layout pass reads brought up to date.
      let width = constraints[widthIndex].expression.constant
      let height = constraints[heightIndex].expression.constant
      for step in 1...steps {
        let begin = clock.now
        try solver.setConstant(width - (step % 2 == 1 ? 1 : 0), for: constraints[widthIndex])
        try solver.setConstant(height, for: constraints[heightIndex])
        _ = solver.updateChangedVariables()
        edits.append(clock.now - begin)
      }
      return SameSystem(
        constraints: constraints.count, make: made - start, build: built - made, read: read - built,
        edits: edits)
    } catch {
      return nil
    }
  }

  /// The raw solver on the system of a document's first layout (see ``sameSystem(_:clock:steps:)``).
  struct SameSystem {
    /// How many constraints (edit constraints apart).
    var constraints: Int
    /// Making the constraint objects.
    var make: Duration
    /// Adding the edit variables and the constraints.
    var build: Duration
    /// The first read of every value after the build.
    var read: Duration
    /// Each resize: the root's size constants changed and the values updated.
    var edits: [Duration]
  }

  /// The window resized by one point and laid out again, `steps` times (wider, then back): how
  /// long each `layoutIfNeeded` took, frames included. The first one after the first layout also
  /// gives the solver its markers for required equalities (a full rebuild); the rest are the
  /// edit path (the kit's edit step is a resize of the container too).
  static func relayoutDurations(_ window: Window, clock: ContinuousClock, steps: Int = 21) -> [Duration] {
    let base = window.frame
    var durations: [Duration] = []
    for step in 1...steps {
      var frame = base
      frame.size.width += step % 2 == 1 ? 1 : 0
      let start = clock.now
      window.frame = frame
      window.layoutIfNeeded()
      durations.append(clock.now - start)
    }
    return durations
  }
}

/// `autolayout check FILE…`: conflicts, ambiguity and misplaced frames (exit status 1 if any).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Check layout documents, .xib and .storyboard files: unsatisfiable, ambiguous and misplaced views.",
    discussion: """
      Exit status: 0 when every file is clean, 1 when any has issues, 2 for bad input.
      .xib / .storyboard: each scene is laid out on the file's device
      (or --device, an Xcode id such as retina4_7) and compared with
      the frames Xcode stored (docs/interface-builder.md).

      Examples:
        autolayout check Examples/documents/*.layout.yaml
        autolayout check card.layout.yaml --device ipad-landscape --json
        autolayout check card.layout.yaml --devices all --directions both
        autolayout check Main.storyboard --compare-stored --json
        autolayout check MyApp/ --summary        # every .xib / .storyboard below MyApp/
      """
  )

  @Argument(help: "Layout documents, .xib or .storyboard files, or directories (searched for IB files).")
  var files: [String]

  @OptionGroup var canvas: CanvasOptions

  @OptionGroup(title: "Sweeps") var sweep: SweepOptions

  @Flag(
    help:
      "Print one JSON object per file: {\"file\", \"issues\": [...]} (IB files: {\"file\", \"scenes\": [...]})."
  )
  var json = false

  @Option(
    help: """
      Output: text, json (as --json), sarif (one SARIF 2.1.0 log), checkstyle (one Checkstyle XML \
      report) or github (workflow commands that annotate the lines in a GitHub Actions run).
      """)
  var format: CheckFormat?

  @Flag(
    help: "IB files: list every view with its stored and solved frame (✓ agree on the pixel grid, ✗ not).")
  var compareStored = false

  @Flag(
    inversion: .prefixedNo,
    help: """
      IB files: views with content (labels, buttons, images …) take their stored size as intrinsic \
      size (the default: there is no San Francisco font here, and the stored size is the best \
      measure of a label's text). --no-intrinsic-from-frames measures text with the fonts at hand.
      """)
  var intrinsicFromFrames = true

  @Flag(
    help:
      """
      IB files: print only the agreement with the stored frames per platform (counted views, \
      agreeing, files where every view agrees, unreadable files) and the causes of disagreement.
      """)
  var summary = false

  @Option(
    help: ArgumentHelp(
      """
      With --summary: move N stored frames (x + 7 or height + 5 of one view in a scene where every \
      view agrees, in files Xcode saved clean) and print how many check reports misplaced.
      """, valueName: "N"))
  var mutations: Int?

  @Option(
    help: """
      A configuration file (default: .autolayout.yml in the checked path's directory or the \
      nearest one above; docs/diagnostics.md).
      """)
  var config: String?

  @Flag(help: "Ignore any .autolayout.yml.")
  var noConfig = false

  @Flag(help: "Write every current finding to the configuration's baseline file and exit 0.")
  var updateBaseline = false

  func validate() throws {
    if config != nil && noConfig { throw ValidationError("--config and --no-config: give one of them") }
    if let mutations {
      guard summary else { throw ValidationError("--mutations measures with --summary: add --summary") }
      guard (1...100_000).contains(mutations) else {
        throw ValidationError("--mutations \(mutations): expected a count from 1 to 100000")
      }
    }
    if updateBaseline && (summary || compareStored) {
      throw ValidationError("--update-baseline records findings; --summary and --compare-stored print tables")
    }
    guard let format else { return }
    if json && format != .json {
      throw ValidationError("--json and --format \(format.rawValue): give one of them")
    }
    if format.isMachineReport && (summary || compareStored) {
      throw ValidationError(
        "--format \(format.rawValue) reports findings; --summary and --compare-stored print tables")
    }
  }

  mutating func run() throws {
    var anyIssues = false
    var badInput = false
    var files = self.files.flatMap(expandCheckArgument)
    if let format { json = format == .json }
    let configuration = try loadConfiguration()
    // The sweeps of layout documents and of Interface Builder files (their device names differ).
    var documentSweep = sweep
    var interfaceBuilderSweep = sweep
    if let configuration {
      // The file's sweep settings, where the command line gives none of its own.
      if sweep.devices == nil && canvas.device == nil {
        documentSweep.devices = configuration.devices
        interfaceBuilderSweep.devices = configuration.xcodeDevices
      }
      if sweep.orientations == nil {
        documentSweep.orientations = configuration.orientations
        interfaceBuilderSweep.orientations = configuration.orientations
      }
      if sweep.directions == nil && !canvas.rtl {
        documentSweep.directions = configuration.directions
        interfaceBuilderSweep.directions = configuration.directions
      }
      if sweep.contentSizes == nil && canvas.contentSize == nil {
        documentSweep.contentSizes = configuration.contentSizes
      }
      for file in files where configuration.ignores(file) {
        printError("\(file): skipped (ignored by \(configuration.path))")
      }
      files.removeAll(where: configuration.ignores)
    }
    if updateBaseline && configuration?.baselinePath == nil {
      printError(
        "error: --update-baseline needs a configuration with a baseline: add 'baseline: "
          + ".autolayout-baseline.json' to .autolayout.yml")
      throw ExitCode(2)
    }
    // Through one list of findings: machine formats, and whatever a configuration filters.
    let machine = format?.isMachineReport == true || configuration != nil || updateBaseline
    var reported: [ReportedFinding] = []
    var agreement = AgreementSummary()
    var moves = mutations.map(StoredFrameMutations.init(limit:))
    for (index, file) in files.enumerated() {
      if files.count > 1 { printError("[\(index + 1)/\(files.count)] \(file)") }
      if summary {
        guard isInterfaceBuilderFile(file) else {
          printError("error: \(file): --summary measures .xib / .storyboard files only")
          badInput = true
          continue
        }
        do {
          try validateInterfaceBuilderDevice(canvas.device)
          try canvas.rejectDocumentOnlyOptions(for: file)
          let options = InterfaceBuilderCheckOptions(
            deviceID: canvas.device, compareStored: true, intrinsicFromFrames: intrinsicFromFrames,
            rightToLeft: canvas.rtl, json: false, omitsPlaceholders: canvas.withoutPlaceholders)
          let document = try InterfaceBuilderDocument(contentsOfFile: file)
          let reports = interfaceBuilderReports(document, options: options)
          let measured = StoredFrameAgreement(document: document, reports: reports)
          agreement.add(measured, platform: document.platform)
          moves?.probe(file: file, document: document, reports: reports, options: options)
          if !measured.disagreeing.isEmpty { anyIssues = true }
        } catch let skipped as UnsupportedDocument {
          printError("\(skipped)")
        } catch let error as DocumentError {
          printError("\(error)")
          agreement.addUnreadable(file)
          badInput = true
        } catch let error as InputError {
          printError("error: \(error)")
          throw ExitCode(2)
        }
        continue
      }
      do {
        if isInterfaceBuilderFile(file) {
          let options = InterfaceBuilderCheckOptions(
            deviceID: canvas.device, compareStored: compareStored, intrinsicFromFrames: intrinsicFromFrames,
            rightToLeft: canvas.rtl, json: json, omitsPlaceholders: canvas.withoutPlaceholders)
          try options.validate()
          try canvas.rejectDocumentOnlyOptions(for: file)
          if interfaceBuilderSweep.isSweep {
            let document = try InterfaceBuilderDocument(contentsOfFile: file)
            let report = InterfaceBuilderSweepReport(
              document: document,
              environments: try interfaceBuilderSweep.interfaceBuilderEnvironments(
                for: document, canvas: canvas),
              intrinsicFromFrames: intrinsicFromFrames)
            if handle(report, file: file, collecting: machine, into: &reported) { anyIssues = true }
            continue
          }
          if machine {
            for report in try interfaceBuilderReports(file, options: options) {
              for finding in report.findings {
                reported.append(ReportedFinding(interfaceBuilder: finding, scene: report.scene, file: file))
                if CheckRule.fails(finding.kind) { anyIssues = true }
              }
            }
            continue
          }
          if try checkInterfaceBuilderFile(file, options: options) { anyIssues = true }
          continue
        }
        if documentSweep.isSweep {
          let report = try SweepReport(
            document: readDocument(file), environments: documentSweep.environments(canvas: canvas),
            reference: canvas.overrides())
          if handle(report, file: file, collecting: machine, into: &reported) { anyIssues = true }
          continue
        }
        if machine {
          for finding in try readDocument(file).makeScene(overriding: try canvas.overrides()).findings() {
            reported.append(
              ReportedFinding(
                file: file, line: finding.line, column: finding.column, object: finding.object,
                rule: finding.kind.rawValue, message: finding.text))
            if CheckRule.fails(finding.kind.rawValue) { anyIssues = true }
          }
          continue
        }
        let document = try readDocument(file)
        let findings = try document.makeScene(overriding: try canvas.overrides()).findings()
        let issues = findings.map(\.text)
        anyIssues = anyIssues || findings.contains { CheckRule.fails($0.kind.rawValue) }
        if json {
          print(
            "{\"file\": \(TextEscaping.json(file)), \"issues\": ["
              + issues.map(TextEscaping.json).joined(separator: ", ")
              + "]}")
        } else if issues.isEmpty {
          print("\(file): ok")
        } else {
          for issue in issues { print("\(file): \(issue)") }
        }
      } catch let skipped as UnsupportedDocument {
        // Not laid out, and not a failure: a note in the reports, a line in the text.
        if machine {
          reported.append(
            ReportedFinding(
              file: file, line: 1, column: 1, object: nil, rule: "unsupported",
              message: "skipped: \(skipped.reason)"))
        } else if json {
          print("{\"file\": \(TextEscaping.json(file)), \"skipped\": \(TextEscaping.json(skipped.reason))}")
        } else {
          print(skipped)
        }
      } catch let error as DocumentError {
        printError("\(error)")
        badInput = true
      } catch let error as InputError {
        printError("error: \(error)")
        badInput = true
      }
    }
    if summary { print(agreement.table) }
    if let moves {
      print("")
      print(moves.line)
    }
    if let configuration {
      reported = configuration.apply(to: reported)
      if updateBaseline, let path = configuration.baselinePath {
        try CheckBaseline.write(reported, configuration: configuration, to: path)
        printError("\(path): \(reported.count) findings recorded")
        if badInput { throw ExitCode(2) }
        return
      }
      if let path = configuration.baselinePath {
        let baseline: CheckBaseline
        do {
          baseline = try CheckBaseline(path: path)
        } catch {
          printError("error: \(error)")
          throw ExitCode(2)
        }
        let before = reported.count
        reported.removeAll {
          baseline.entries.contains(CheckBaseline.entry($0, configuration: configuration))
        }
        if before > reported.count {
          printError("\(before - reported.count) findings in the baseline \(path)")
        }
      }
      anyIssues = reported.contains { $0.severity != .note }
    }
    switch format {
    case .sarif?: print(CheckReportWriter.sarif(reported))
    case .checkstyle?: print(CheckReportWriter.checkstyle(reported, files: files))
    case .github?: for line in CheckReportWriter.github(reported) { print(line) }
    case .json? where machine: print(CheckReportWriter.json(reported))
    default:
      if machine {
        for finding in reported { print(finding.textLine) }
        if reported.isEmpty { print("ok: \(files.count) files") }
      }
    }
    if badInput { throw ExitCode(2) }
    if anyIssues { throw ExitCode(1) }
  }

  /// A sweep's report: collected for one list of findings, or printed as text or JSON; returns
  /// whether it found anything.
  func handle(
    _ report: some SweepPrinting, file: String, collecting: Bool, into reported: inout [ReportedFinding]
  ) -> Bool {
    guard collecting else { return report.print(file: file, json: json) }
    reported += report.reported(file: file)
    return report.hasFindings
  }

  /// The configuration: `--config`, else `.autolayout.yml` found from the first checked path
  /// (none with `--no-config`); a bad file is an input error at its line and column.
  func loadConfiguration() throws -> CheckConfiguration? {
    guard !noConfig else { return nil }
    guard let path = config ?? self.files.first.flatMap(CheckConfiguration.find(for:)) else { return nil }
    guard FileManager.default.fileExists(atPath: path) else {
      printError("error: --config \(path): no such file")
      throw ExitCode(2)
    }
    do {
      return try CheckConfiguration(contentsOf: path)
    } catch let error as DocumentError {
      printError("\(error)")
      throw ExitCode(2)
    } catch {
      printError("error: \(path): \(error)")
      throw ExitCode(2)
    }
  }
}

func solveJSON(frames: [(name: String, frame: CGRect)], issues: [String]) -> String {
  let views = frames.map { name, frame in
    "{\"name\": \(TextEscaping.json(name)), \"frame\": ["
      + [frame.minX, frame.minY, frame.width, frame.height].map {
        NumberText.shortest(Double($0), nonFinite: "null")
      }.joined(
        separator: ", ")
      + "]}"
  }
  return "{\"views\": [" + views.joined(separator: ", ") + "], \"issues\": ["
    + issues.map(TextEscaping.json).joined(separator: ", ") + "]}"
}

import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument

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

  @Option(
    help: ArgumentHelp(
      "How many files to check at once (default: one per core).",
      discussion:
        "The output is the same, byte for byte, for any number: each file's lines are printed in the "
        + "files' order.", valueName: "N"))
  var jobs: Int?

  func validate() throws {
    if config != nil && noConfig { throw ValidationError("--config and --no-config: give one of them") }
    if let jobs, !(1...256).contains(jobs) {
      throw ValidationError("--jobs \(jobs): expected a count from 1 to 256")
    }
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

  /// What a run has found so far, file by file.
  struct Outcome {
    /// Findings for one report: the machine formats, and whatever a configuration filters.
    var reported: [ReportedFinding] = []
    /// Whether any finding fails the check (exit status 1).
    var anyIssues = false
    /// Whether any input was bad (exit status 2).
    var badInput = false
    /// `--summary`: the agreement with the stored frames, per platform.
    var agreement = AgreementSummary()
    /// `--mutations`: the moved stored frames and how many were reported.
    var moves: StoredFrameMutations?

    /// Adds what another file's check found (files merged in their order).
    mutating func merge(_ other: Outcome) {
      reported += other.reported
      anyIssues = anyIssues || other.anyIssues
      badInput = badInput || other.badInput
      agreement.merge(other.agreement)
    }
  }

  /// The sweeps of layout documents and of Interface Builder files (their device names differ).
  struct Sweeps {
    var documents: SweepOptions
    var interfaceBuilder: SweepOptions
  }

  /// The stages of a check: the files and settings, each file's findings (collected, or printed as
  /// text or JSON), the configuration's filter and baseline, the report.
  mutating func run() throws {
    if let format { json = format == .json }
    let configuration = try loadConfiguration()
    let files = checkedFiles(configuration: configuration)
    let sweeps = sweeps(configuration: configuration)
    if updateBaseline && configuration?.baselinePath == nil {
      printError(
        "error: --update-baseline needs a configuration with a baseline: add 'baseline: "
          + ".autolayout-baseline.json' to .autolayout.yml")
      throw ExitCode(2)
    }
    // Through one list of findings: machine formats, and whatever a configuration filters.
    let collecting = format?.isMachineReport == true || configuration != nil || updateBaseline
    var outcome = Outcome(moves: mutations.map(StoredFrameMutations.init(limit:)))
    if outcome.moves != nil {
      // The moves are chosen file by file until the limit: one file after another.
      for (index, file) in files.enumerated() {
        if files.count > 1 { printError("[\(index + 1)/\(files.count)] \(file)") }
        try measure(file, into: &outcome)
      }
    } else {
      // Files at once, each with its own outcome and output; printed and merged in the files' order.
      let command = self
      let results = ParallelFiles.map(files, jobs: jobs ?? ParallelFiles.defaultJobs) { file in
        var part = Outcome()
        if command.summary {
          try command.measure(file, into: &part)
        } else {
          try command.check(file, sweeps: sweeps, collecting: collecting, into: &part)
        }
        return part
      }
      for (index, (result, output)) in results.enumerated() {
        if files.count > 1 { printError("[\(index + 1)/\(files.count)] \(files[index])") }
        output.replay()
        outcome.merge(try result.get())
      }
    }
    if summary { print(outcome.agreement.table) }
    if let moves = outcome.moves {
      print("")
      print(moves.line)
    }
    if let configuration {
      if try filter(&outcome, by: configuration) { return }
    }
    write(outcome.reported, files: files, collected: collecting, root: configuration?.directory)
    if outcome.badInput { throw ExitCode(2) }
    if outcome.anyIssues { throw ExitCode(1) }
  }

  /// The files to check: the arguments, directories expanded, less those the configuration
  /// ignores (each said on stderr).
  func checkedFiles(configuration: CheckConfiguration?) -> [String] {
    var files = self.files.flatMap(expandCheckArgument)
    if let configuration {
      for file in files where configuration.ignores(file) {
        printError("\(file): skipped (ignored by \(configuration.path))")
      }
      files.removeAll(where: configuration.ignores)
    }
    return files
  }

  /// The sweeps: the command line's, and the configuration's settings where it gives none.
  func sweeps(configuration: CheckConfiguration?) -> Sweeps {
    var sweeps = Sweeps(documents: sweep, interfaceBuilder: sweep)
    guard let configuration else { return sweeps }
    if sweep.devices == nil && canvas.device == nil {
      sweeps.documents.devices = configuration.devices
      sweeps.interfaceBuilder.devices = configuration.xcodeDevices
    }
    if sweep.orientations == nil {
      sweeps.documents.orientations = configuration.orientations
      sweeps.interfaceBuilder.orientations = configuration.orientations
    }
    if sweep.directions == nil && !canvas.rtl {
      sweeps.documents.directions = configuration.directions
      sweeps.interfaceBuilder.directions = configuration.directions
    }
    if sweep.contentSizes == nil && canvas.contentSize == nil {
      sweeps.documents.contentSizes = configuration.contentSizes
    }
    return sweeps
  }

  /// `--summary`: measures one Interface Builder file's agreement with its stored frames (and
  /// `--mutations`' moves).
  func measure(_ file: String, into outcome: inout Outcome) throws {
    guard isInterfaceBuilderFile(file) else {
      printError("error: \(file): --summary measures .xib / .storyboard files only")
      outcome.badInput = true
      return
    }
    do {
      let input = try InterfaceBuilderInput(file, canvas: canvas, intrinsicFromFrames: intrinsicFromFrames)
      let document = input.document
      let options = canvas.sceneOptions(intrinsicFromFrames: intrinsicFromFrames)
      let reports = interfaceBuilderReports(document, options: options)
      let measured = StoredFrameAgreement(document: document, reports: reports)
      outcome.agreement.add(measured, platform: document.platform)
      outcome.moves?.probe(file: file, document: document, reports: reports, options: options)
      if !measured.disagreeing.isEmpty { outcome.anyIssues = true }
    } catch let skipped as UnsupportedDocument {
      printError("\(skipped)")
    } catch let error as DocumentError {
      printError("\(error)")
      outcome.agreement.addUnreadable(file)
      outcome.badInput = true
    } catch let error as InputError {
      printError("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// Checks one file — a sweep, or one environment — and collects its findings for one report,
  /// or prints them as text or JSON. A file that is not laid out is a note; bad input is said on
  /// stderr and the check goes on.
  func check(_ file: String, sweeps: Sweeps, collecting: Bool, into outcome: inout Outcome) throws {
    do {
      let sweep = isInterfaceBuilderFile(file) ? sweeps.interfaceBuilder : sweeps.documents
      try checkFile(file, sweep: sweep, collecting: collecting, into: &outcome)
    } catch let skipped as UnsupportedDocument {
      // Not laid out, and not a failure: a note in the reports, a line in the text.
      if collecting {
        outcome.reported.append(
          ReportedFinding(
            file: file, line: 1, column: 1, object: nil, rule: .unsupported,
            message: "skipped: \(skipped.reason)"))
      } else if json {
        print("{\"file\": \(TextEscaping.json(file)), \"skipped\": \(TextEscaping.json(skipped.reason))}")
      } else {
        print(skipped)
      }
    } catch let error as DocumentError {
      printError("\(error)")
      outcome.badInput = true
    } catch let error as InputError {
      printError("error: \(error)")
      outcome.badInput = true
    }
  }

  /// Checks one file of either kind through the same stages: over a sweep, or laid out once on
  /// the command line's canvas (an Interface Builder file compared with its stored frames).
  func checkFile(_ file: String, sweep: SweepOptions, collecting: Bool, into outcome: inout Outcome) throws {
    let input = try openLayoutInput(file, canvas: canvas, intrinsicFromFrames: intrinsicFromFrames)
    if sweep.isSweep {
      let report = try SweepReport(input: input, environments: input.sweepEnvironments(sweep))
      if handle(report, file: file, collecting: collecting, into: &outcome.reported) {
        outcome.anyIssues = true
      }
      return
    }
    let scenes = try input.scenes()
    for scene in scenes where scene.checkFindings().contains(where: \.kind.failsCheck) {
      outcome.anyIssues = true
    }
    if collecting {
      for scene in scenes {
        outcome.reported += scene.checkFindings().map {
          ReportedFinding($0, file: file, scene: scene.sceneID)
        }
      }
    } else {
      input.printCheck(scenes, json: json, compareStored: compareStored)
    }
  }

  /// The configuration's stage: its rules and severities applied, then its baseline — written
  /// with `--update-baseline` (returns `true`: the run is over), else its findings left out.
  func filter(_ outcome: inout Outcome, by configuration: CheckConfiguration) throws -> Bool {
    outcome.reported = configuration.apply(to: outcome.reported)
    guard let path = configuration.baselinePath else {
      outcome.anyIssues = outcome.reported.contains { $0.severity != .note }
      return false
    }
    if updateBaseline {
      try CheckBaseline.write(outcome.reported, configuration: configuration, to: path)
      printError("\(path): \(outcome.reported.count) findings recorded")
      if outcome.badInput { throw ExitCode(2) }
      return true
    }
    let baseline: CheckBaseline
    do {
      baseline = try CheckBaseline(path: path)
    } catch {
      printError("error: \(error)")
      throw ExitCode(2)
    }
    let before = outcome.reported.count
    if baseline.version == 1 {
      printError(
        "\(path): a version 1 baseline matches findings by their text (an edit above a finding revives it); "
          + "rewrite it with --update-baseline")
    }
    outcome.reported.removeAll { baseline.contains($0, configuration: configuration) }
    if before > outcome.reported.count {
      printError("\(before - outcome.reported.count) findings in the baseline \(path)")
    }
    outcome.anyIssues = outcome.reported.contains { $0.severity != .note }
    return false
  }

  /// The report of the collected findings, in the format asked for (nothing when they were
  /// printed file by file).
  func write(_ reported: [ReportedFinding], files: [String], collected: Bool, root: String? = nil) {
    // Machine reports name files as the repository does, however `check` was started; the text
    // keeps the paths as typed (a terminal opens them from the current directory).
    let relative = reported.map { $0.repositoryRelative(root: root) }
    let relativeFiles = files.map { RepositoryPath.relative($0, fallbackRoot: root) }
    switch format {
    case .sarif?: print(CheckReportWriter.sarif(relative))
    case .checkstyle?: print(CheckReportWriter.checkstyle(relative, files: relativeFiles))
    case .github?: for line in CheckReportWriter.github(relative) { print(line) }
    case .json? where collected: print(CheckReportWriter.json(relative))
    default:
      if collected {
        for finding in reported { print(finding.textLine) }
        if reported.isEmpty { print("ok: \(files.count) files") }
      }
    }
  }

  /// A sweep's report: collected for one list of findings, or printed as text or JSON; returns
  /// whether it found anything.
  func handle(
    _ report: SweepReport, file: String, collecting: Bool, into reported: inout [ReportedFinding]
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

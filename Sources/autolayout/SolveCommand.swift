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
      if bench {
        try runBench()
        return
      }
      let input = try openLayoutInput(file, canvas: canvas, intrinsicFromFrames: intrinsicFromFrames)
      if try printFrames(of: input) { throw ExitCode(1) }
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
  /// Prints the frames of every scene of `input` and its issues, as text or JSON; returns whether
  /// an issue fails `check` (the frames are printed either way).
  ///
  /// Text: a layout document's views as `name: x y w h`, then `issue: …` lines; an Interface
  /// Builder file's scenes each as a heading line (`scene BYZ-38-t0r on iPhone 8: root view of
  /// ViewController, 375 × 667`) and the same lines indented below it. JSON: every scene's views in
  /// one list, an Interface Builder view with its `id` and `scene`, and the issues (an Interface
  /// Builder issue after `scene ID: `).
  func printFrames(of input: some LayoutInput) throws -> Bool {
    var failing = false
    var issues: [String] = []
    var views: [AnySequence<SolvedView>] = []
    let scenes = try input.scenes()
    if scenes.isEmpty { throw InputError(description: "\(input.file): no scenes with views to lay out") }
    for scene in scenes {
      // The issues first: their pass runs at the layout's peak of memory, without the frames.
      let found = scene.issues(checkingAmbiguity: checkAmbiguity)
      if found.contains(where: \.kind.failsCheck) { failing = true }
      issues += found.map { finding in scene.sceneID.map { "scene \($0): " + finding.text } ?? finding.text }
      if json {
        views.append(scene.solvedViews())
        continue
      }
      // Line by line from the views (a copy of every frame would be 48 bytes a view more).
      let indent = scene.heading == nil ? "" : "  "
      if let heading = scene.heading { print(heading) }
      for view in scene.solvedViews() {
        let frame = view.frame
        print(
          "\(indent)\(view.name): "
            + [frame.minX, frame.minY, frame.width, frame.height].map(points).joined(separator: " "))
      }
      for finding in found { print("\(indent)issue: \(finding.text)") }
    }
    if json { print(solveJSON(views: views.joined(), issues: issues)) }
    return failing
  }

  /// `--bench`: one JSON line of timings of a layout document (see the flag's help).
  func runBench() throws {
    if isInterfaceBuilderFile(file) {
      throw InputError(
        description: "\(file): --bench times layout documents; time a .xib / .storyboard with check")
    }
    let clock = ContinuousClock()
    let start = clock.now
    let document = try readDocument(file)
    let read = clock.now
    let scene = try document.makeScene(overriding: try canvas.overrides())
    let built = clock.now
    keepUntilExit(scene)
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

/// `solve --json`: `{"views": [{"name", "frame": [x, y, w, h]}], "issues": [...]}`; a view of
/// an Interface Builder file also gives its `id` and `scene` after its name.
///
/// ```swift
/// solveJSON(views: [("box", nil, CGRect(x: 0, y: 0, width: 10, height: 10))], issues: [])
/// // {"views": [{"name": "box", "frame": [0, 0, 10, 10]}], "issues": []}
/// ```
func solveJSON(
  views: some Sequence<(name: String, place: (id: String, scene: String)?, frame: CGRect)>, issues: [String]
) -> String {
  let objects = views.map { name, place, frame -> String in
    var object = "{\"name\": \(TextEscaping.json(name)), "
    if let place {
      object += "\"id\": \(TextEscaping.json(place.id)), \"scene\": \(TextEscaping.json(place.scene)), "
    }
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map {
      NumberText.shortest(Double($0), nonFinite: "null")
    }
    return object + "\"frame\": [" + numbers.joined(separator: ", ") + "]}"
  }
  return "{\"views\": [" + objects.joined(separator: ", ") + "], \"issues\": ["
    + issues.map(TextEscaping.json).joined(separator: ", ") + "]}"
}

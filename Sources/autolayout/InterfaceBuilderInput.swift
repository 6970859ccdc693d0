import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutRendering

/// A `.xib` / `.storyboard` as `solve`, `render` and `check` read it: every scene laid out in
/// the environment Interface Builder simulates (the file's device, or `--device`, an Xcode id).
///
/// ```swift
/// let input = try InterfaceBuilderInput("Main.storyboard", canvas: canvas, intrinsicFromFrames: true)
/// for scene in try input.scenes() { print(scene.heading ?? "") }
/// ```
struct InterfaceBuilderInput: LayoutInput {
  let file: String
  /// The file read.
  let document: InterfaceBuilderDocument
  /// The command line's canvas options.
  let canvas: CanvasOptions
  /// Whether views with content take their stored size as intrinsic size.
  let intrinsicFromFrames: Bool

  /// Reads the file, after rejecting the canvas options it does not take (an unknown Xcode
  /// device, `--width` …).
  init(_ file: String, canvas: CanvasOptions, intrinsicFromFrames: Bool) throws {
    try validateInterfaceBuilderDevice(canvas.device)
    try canvas.rejectDocumentOnlyOptions(for: file)
    self.file = file
    self.document = try InterfaceBuilderDocument(contentsOfFile: file)
    self.canvas = canvas
    self.intrinsicFromFrames = intrinsicFromFrames
  }

  /// Every scene on the command line's canvas (none when the file has no views).
  func scenes() throws -> [any LaidOutScene] {
    laidOut(options: canvas.sceneOptions(intrinsicFromFrames: intrinsicFromFrames))
  }

  func sweepEnvironments(_ options: SweepOptions) throws -> [SweepEnvironment] {
    try options.interfaceBuilderEnvironments(for: document, canvas: canvas)
  }

  /// The scenes in a sweep's environment; `nil`: the file's own device, left to right, with
  /// placeholder constraints (where the frames were stored).
  func scenes(in environment: SweepEnvironment?) throws -> [any LaidOutScene] {
    guard case .interfaceBuilder(let deviceID, let landscape, let rightToLeft)? = environment?.setting else {
      return laidOut(
        options: .init(
          deviceID: nil, intrinsicSizesFromFrames: intrinsicFromFrames, rightToLeft: false,
          textMeasurer: commandTextMeasurer))
    }
    let options = SceneLayout.Options(
      deviceID: deviceID, intrinsicSizesFromFrames: intrinsicFromFrames, rightToLeft: rightToLeft,
      textMeasurer: commandTextMeasurer, landscape: landscape)
    return laidOut(options: options)
  }

  /// `check` without a sweep: per scene a line (its device, how many views, and with
  /// `compareStored` how many agree with the stored frames), its notes, with `compareStored` every
  /// view's stored and solved frame, its findings (or `ok`); with `json` one object
  /// (``interfaceBuilderJSON(file:reports:includeViews:)``).
  func printCheck(_ scenes: [any LaidOutScene], json: Bool, compareStored: Bool) {
    let reports = scenes.compactMap { ($0 as? InterfaceBuilderScene)?.comparison }
    if json {
      print(interfaceBuilderJSON(file: file, reports: reports, includeViews: true))
      return
    }
    if reports.isEmpty { print("\(file): no scenes with views") }
    for report in reports {
      let device = report.device.map { " on \($0)" } ?? ""
      var line = "\(file): scene \(report.scene)\(device): \(report.views.count) views"
      if compareStored {
        line += ", \(report.viewsAgreeing) of \(report.viewsCompared) agree with Xcode's stored frames"
      }
      print(line)
      for note in report.notes { print("  note: \(note)") }
      if compareStored {
        for view in report.views {
          let mark = !view.isCompared ? "–" : view.agrees ? "✓" : "✗"
          print(
            "  \(mark) \(view.name): stored \(StoredFrameComparison.describe(view.stored)), "
              + "solved \(StoredFrameComparison.describe(view.solved))")
        }
      }
      for finding in report.findings {
        let ids = finding.constraints.isEmpty ? "" : " [\(finding.constraints.joined(separator: ", "))]"
        print("  \(finding.text)\(ids)")
      }
      if report.findings.isEmpty { print("  ok") }
    }
  }

  /// Every scene laid out with `options`.
  func laidOut(options: SceneLayout.Options) -> [any LaidOutScene] {
    document.scenes.map { scene in
      InterfaceBuilderScene(
        scene: scene, layout: SceneLayout(document: document, scene: scene, options: options))
    }
  }
}

/// A laid-out Interface Builder scene as every command reads it; its comparison with the stored
/// frames is made when first asked for.
final class InterfaceBuilderScene: LaidOutScene {
  /// The scene read.
  let scene: InterfaceBuilderDocument.Scene
  /// Its layout.
  let layout: SceneLayout
  /// The layout compared with the stored frames.
  private(set) lazy var comparison = StoredFrameComparison(layout)

  init(scene: InterfaceBuilderDocument.Scene, layout: SceneLayout) {
    self.scene = scene
    self.layout = layout
  }

  var sceneID: String? { scene.id }

  /// `scene BYZ-38-t0r on iPhone 8: root view of ViewController, 375 × 667`.
  var heading: String? {
    let device = layout.device.map { " on \($0.name)" } ?? ""
    let what = layout.notes.first.map { note in
      // The first note reads "scene ID: what, W × H".
      let prefix = "scene \(scene.id): "
      return note.hasPrefix(prefix) ? String(note.dropFirst(prefix.count)) : note
    }
    return "scene \(scene.id)\(device)" + (what.map { ": \($0)" } ?? "")
  }

  func solvedViews() -> AnySequence<SolvedView> {
    let sceneID = scene.id
    return AnySequence(
      scene.root.allViews.lazy.compactMap { [layout] node -> SolvedView? in
        guard let view = layout.view(withID: node.id), !layout.isDetached(view) else { return nil }
        return (node.displayName, (node.id, sceneID), view.frame)
      })
  }

  /// Constraints the reader could not build, the required constraints the engine broke, and
  /// (with `checkingAmbiguity`) the ambiguous views.
  func issues(checkingAmbiguity: Bool) -> [Finding] {
    var issues = layout.problems.map { Finding(kind: $0.kind, message: $0.message) }
    for conflict in layout.window.layoutConflicts {
      issues.append(
        Finding(
          kind: .unsatisfiable,
          message: "broke \(conflict.broken); conflicting: " + conflict.listing(\.description)))
    }
    if checkingAmbiguity {
      issues += ambiguities().map { Finding(kind: .ambiguous, message: $0.description) }
    }
    return issues
  }

  /// What the file's constraints leave open, without the holds that keep the views Xcode flagged
  /// ambiguous where it drew them.
  func ambiguities() -> [LayoutAmbiguity] {
    layout.withoutAmbiguityHolds {
      LayoutLog.withHandler({ _ in }) {
        layout.window.ambiguousLayouts(withinSuperviewFrames: true, freeingSizeOf: layout.rootSizedElsewhere)
      }
    }
  }

  func checkFindings() -> [Finding] { comparison.findings }

  func overlapFindings() -> [Finding] { comparison.overlaps }

  var isStoredEnvironment: Bool { comparison.isStoredEnvironment }

  /// Every view off its stored pixel drawn misplaced (stored frame solid, solved frame dashed),
  /// flagged by Xcode or not; the ambiguous views marked.
  func picture(file: String) -> LayoutPicture {
    let misplacements = comparison.views.filter { !$0.agrees }.compactMap { result in
      layout.view(withID: result.id).map {
        Misplacement(view: $0, frame: result.stored, solved: result.solved)
      }
    }
    let size = layout.window.bounds.size
    let title =
      (file as NSString).lastPathComponent + " — scene \(scene.id)"
      + (layout.device.map { ", \($0.name)" } ?? "")
      + ", \(points(size.width)) × \(points(size.height)) @\(points(layout.scale))x"
    var picture = LayoutPicture(root: layout.window, title: title, misplacements: misplacements)
    picture.ambiguousItems = ambiguities().map(\.item)
    picture.setContents(of: scene, in: layout)
    return picture
  }

  var displayScale: Double { Double(layout.scale) }
}

import ArgumentParser
import AutoLayout
import Cassowary
import Foundation
import InterfaceBuilder

extension SolveCommand {
  /// Lays out every scene of a xib or storyboard in the environment Interface Builder simulates
  /// (the file's device, or `--device`) and prints the frame of every view, as `check` lays it out
  /// but without comparing it with the stored frames.
  ///
  /// Text: a line per scene, then `name (id): x y w h` per view, indented, frames relative to the
  /// superview; `--json`: the layout document's shape, `{"views": [{"name", "id", "scene",
  /// "frame"}], "issues": [...]}`, every scene's views in one list.
  ///
  /// ```
  /// $ autolayout solve Main.storyboard
  /// scene BYZ-38-t0r on iPhone 8: root view of ViewController, 375 × 667
  ///   view (8bC-Xf-vdC): 0 0 375 667
  ///   label (obG-Y5-kRd): 16 626.5 343 20.5
  /// ```
  func solveInterfaceBuilder(_ file: String) throws {
    if bench {
      throw InputError(
        description: "\(file): --bench times layout documents; time a .xib / .storyboard with check")
    }
    try validateInterfaceBuilderDevice(canvas.device)
    try canvas.rejectDocumentOnlyOptions(for: file)
    let document = try InterfaceBuilderDocument(contentsOfFile: file)
    if document.scenes.isEmpty {
      throw InputError(description: "\(file): no scenes with views to lay out")
    }
    var views: [(scene: String, node: ViewNode, frame: CGRect)] = []
    var issues: [String] = []
    var failing = false
    var lines: [String] = []
    for scene in document.scenes {
      let layout = SceneLayout(
        document: document, scene: scene,
        options: canvas.sceneOptions(intrinsicFromFrames: intrinsicFromFrames))
      let sceneIssues = Self.issues(of: layout, checkingAmbiguity: checkAmbiguity)
      let device = layout.device.map { " on \($0.name)" } ?? ""
      let what = layout.notes.first.map { note in
        // The first note reads "scene ID: what, W × H".
        let prefix = "scene \(scene.id): "
        return note.hasPrefix(prefix) ? String(note.dropFirst(prefix.count)) : note
      }
      lines.append("scene \(scene.id)\(device)" + (what.map { ": \($0)" } ?? ""))
      for node in scene.root.allViews {
        guard let view = layout.view(withID: node.id), !layout.isDetached(view) else { continue }
        views.append((scene.id, node, view.frame))
        let frame = view.frame
        lines.append(
          "  \(node.displayName): "
            + [frame.minX, frame.minY, frame.width, frame.height].map {
              NumberText.shortest(Double($0), nonFinite: "overflow")
            }.joined(separator: " "))
      }
      for issue in sceneIssues { lines.append("  issue: \(issue.text)") }
      issues += sceneIssues.map { "scene \(scene.id): \($0.text)" }
      if sceneIssues.contains(where: \.kind.failsCheck) { failing = true }
    }
    if json {
      print(
        solveJSON(
          views: views.map { ($0.node.displayName, ($0.node.id, $0.scene), $0.frame) }, issues: issues))
    } else {
      for line in lines { print(line) }
    }
    // A layout with an issue that fails check exits 1, as check does.
    if failing { throw ExitCode(1) }
  }

  /// What `solve` reports of a laid-out scene, each issue with its kind: constraints the reader
  /// could not build, the required constraints the engine broke, and (with `--check-ambiguity`)
  /// the ambiguous views.
  static func issues(of layout: SceneLayout, checkingAmbiguity: Bool) -> [Finding] {
    var issues = layout.problems.map { Finding(kind: $0.kind, message: $0.message) }
    for conflict in layout.window.layoutConflicts {
      issues.append(
        Finding(
          kind: .unsatisfiable,
          message: "broke \(conflict.broken); conflicting: " + conflict.listing(\.description)))
    }
    if checkingAmbiguity {
      let ambiguities = layout.withoutAmbiguityHolds {
        LayoutLog.withHandler({ _ in }) {
          layout.window.ambiguousLayouts(
            withinSuperviewFrames: true, freeingSizeOf: layout.rootSizedElsewhere)
        }
      }
      issues += ambiguities.map { Finding(kind: .ambiguous, message: $0.description) }
    }
    return issues
  }
}

import AutoLayout
import Cassowary
import Foundation
import LayoutDocument
import LayoutRendering

/// A layout document as `solve`, `render` and `check` read it: one scene, on the document's
/// canvas or the command line's (`--device`, `--width`, `--rtl` …).
///
/// ```swift
/// let input = try DocumentInput("card.layout.yaml", canvas: canvas)
/// let scene = try input.scenes()[0]
/// ```
struct DocumentInput: LayoutInput {
  let file: String
  /// The document read.
  let document: LayoutDocument
  /// The command line's canvas options.
  let canvas: CanvasOptions

  /// Reads the document (a ``DocumentError`` at its line and column when it is bad).
  init(_ file: String, canvas: CanvasOptions) throws {
    self.file = file
    self.document = try readDocument(file)
    self.canvas = canvas
  }

  func scenes() throws -> [any LaidOutScene] { [try scene()] }

  /// The scene on the command line's canvas.
  func scene() throws -> DocumentScene {
    DocumentScene(scene: try document.makeScene(overriding: try canvas.overrides()))
  }

  /// `check` without a sweep: `FILE: ok` or a line per finding; with `json`
  /// `{"file", "issues": [...]}`.
  func printCheck(_ scenes: [any LaidOutScene], json: Bool, compareStored: Bool) {
    let findings = scenes.flatMap { $0.checkFindings() }
    if json {
      print(
        "{\"file\": \(TextEscaping.json(file)), \"issues\": ["
          + findings.map { TextEscaping.json($0.text) }.joined(separator: ", ") + "]}")
    } else if findings.isEmpty {
      print("\(file): ok")
    } else {
      for finding in findings { print("\(file): \(finding.text)") }
    }
  }

  func sweepEnvironments(_ options: SweepOptions) throws -> [SweepEnvironment] {
    try options.environments(canvas: canvas)
  }

  func scenes(in environment: SweepEnvironment?) throws -> [any LaidOutScene] {
    guard case .document(let overrides)? = environment?.setting else { return try scenes() }
    return [DocumentScene(scene: try document.makeScene(overriding: overrides))]
  }
}

/// A layout document's scene as every command reads it.
struct DocumentScene: LaidOutScene {
  /// The laid-out scene.
  let scene: Scene

  var sceneID: String? { nil }
  var heading: String? { nil }

  func solvedViews() -> AnySequence<SolvedView> {
    scene.window.layoutIfNeeded()
    return AnySequence(scene.views.lazy.map { name, view in (name, nil, view.frame) })
  }

  func issues(checkingAmbiguity: Bool) -> [Finding] { scene.findings(checkingAmbiguity: checkingAmbiguity) }

  func checkFindings() -> [Finding] { scene.findings() }

  func overlapFindings() -> [Finding] { scene.overlapFindings() }

  /// A document's frames are given where it is laid out: a misplaced one counts everywhere.
  var isStoredEnvironment: Bool { true }

  func picture(file: String) -> LayoutPicture {
    var picture = LayoutPicture(root: scene.window, title: title(file), misplacements: scene.misplacements())
    picture.setContents(of: scene)
    return picture
  }

  var displayScale: Double { Double(scene.canvas.scale) }

  /// `card.layout.yaml — iphone-15, 393 × 852 @3x, RTL`.
  func title(_ file: String) -> String {
    let canvas = scene.canvas
    var parts: [String] = []
    if let device = canvas.device, canvas.width == Device.named(device)?.size.width,
      canvas.height == Device.named(device)?.size.height
    {
      parts.append(device)
    }
    parts.append(
      "\(points(canvas.width)) × \(points(canvas.height)) @\(points(canvas.scale))x")
    if canvas.direction == .rightToLeft { parts.append("RTL") }
    if canvas.contentSize != .large { parts.append(canvas.contentSize.name) }
    return (file as NSString).lastPathComponent + " — " + parts.joined(separator: ", ")
  }
}

/// A length as pictures' titles write it: the shortest decimal, `overflow` when not finite.
///
/// ```swift
/// points(393)   // "393"
/// ```
func points(_ value: CGFloat) -> String { NumberText.shortest(Double(value), nonFinite: "overflow") }

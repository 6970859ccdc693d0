import AutoLayout
import Foundation
import LayoutDocument
import LayoutRendering

/// A file that `solve`, `render` and `check` lay out, whichever its kind: a layout document
/// (``DocumentInput``) or a `.xib` / `.storyboard` (``InterfaceBuilderInput``). Every command
/// runs the same stages on it: read, lay out scene by scene (``LaidOutScene``), take the
/// findings, filter them (configuration, baseline), write them.
///
/// ```swift
/// let input = try openLayoutInput("Main.storyboard", canvas: canvas, intrinsicFromFrames: true)
/// for scene in try input.scenes() { print(scene.heading ?? "", scene.issues(checkingAmbiguity: false)) }
/// ```
protocol LayoutInput {
  /// The path as given on the command line.
  var file: String { get }

  /// Every scene laid out on the command line's canvas (a layout document has one). An input
  /// error when there is nothing to lay out.
  func scenes() throws -> [any LaidOutScene]

  /// Prints what `check` found in `scenes` (this file's, laid out by ``scenes()``) as text or
  /// JSON, in the file kind's own shape (docs/diagnostics.md).
  func printCheck(_ scenes: [any LaidOutScene], json: Bool, compareStored: Bool)

  /// The environments of a sweep over the file, in a fixed order.
  func sweepEnvironments(_ options: SweepOptions) throws -> [SweepEnvironment]

  /// The scenes laid out in one environment of a sweep; `nil`: the environment of a check
  /// without a sweep, whose overlaps of sibling views count as designed.
  func scenes(in environment: SweepEnvironment?) throws -> [any LaidOutScene]
}

/// One laid-out scene, as every command reads it.
protocol LaidOutScene {
  /// The Interface Builder scene id; `nil` for a layout document's one scene.
  var sceneID: String? { get }

  /// The line `solve` prints before the scene's frames (Interface Builder scenes:
  /// `scene BYZ-38-t0r on iPhone 8: root view of ViewController, 375 × 667`).
  var heading: String? { get }

  /// Every laid-out view: its name, its place in an Interface Builder file (id and scene), its
  /// frame relative to its superview. Read as the caller goes, without a copy of every frame.
  func solvedViews() -> AnySequence<SolvedView>

  /// What `solve` reports: constraints that could not be made, broken required constraints, and
  /// with `checkingAmbiguity` the ambiguous views.
  func issues(checkingAmbiguity: Bool) -> [Finding]

  /// What `check` reports (an Interface Builder scene: compared with its stored frames).
  func checkFindings() -> [Finding]

  /// Sibling views that overlap (a sweep reports those that do not overlap where they were
  /// designed).
  func overlapFindings() -> [Finding]

  /// Whether a misplaced frame means something here: the environment the frames were stored in.
  var isStoredEnvironment: Bool { get }

  /// The scene's picture, titled after `file`, its misplaced views drawn.
  func picture(file: String) -> LayoutPicture

  /// Pixels per point of the scene's canvas.
  var displayScale: Double { get }
}

/// A view as `solve` prints it.
typealias SolvedView = (name: String, place: (id: String, scene: String)?, frame: CGRect)

/// The input a path names: an Interface Builder file by its extension, else a layout document.
/// Options a kind does not take are input errors (exit status 2).
///
/// ```swift
/// let input = try openLayoutInput("card.layout.yaml", canvas: canvas, intrinsicFromFrames: true)
/// ```
func openLayoutInput(_ file: String, canvas: CanvasOptions, intrinsicFromFrames: Bool) throws
  -> any LayoutInput
{
  if isInterfaceBuilderFile(file) {
    return try InterfaceBuilderInput(file, canvas: canvas, intrinsicFromFrames: intrinsicFromFrames)
  }
  return try DocumentInput(file, canvas: canvas)
}

/// One environment of a sweep: its name, its value on each axis the sweep varies (device,
/// orientation, direction, text size), and what lays a file out in it.
struct SweepEnvironment {
  /// How an input is laid out in it.
  enum Setting {
    /// A layout document's canvas.
    case document(LayoutDocument.CanvasOverrides)
    /// An Xcode device, orientation and direction.
    case interfaceBuilder(deviceID: String?, landscape: Bool?, rightToLeft: Bool)
  }

  var setting: Setting

  /// `iphone-se rtl`, `retina4_7 landscape rtl`, `document canvas`, `file device`.
  var name: String {
    switch setting {
    case .document(let overrides):
      var parts = [overrides.device?.name ?? "document canvas"]
      if overrides.rightToLeft { parts.append("rtl") }
      if let size = overrides.contentSize { parts.append(size.name) }
      return parts.joined(separator: " ")
    case .interfaceBuilder(let deviceID, let landscape, let rightToLeft):
      var parts = [deviceID ?? "file device"]
      if landscape == true { parts.append("landscape") }
      if rightToLeft { parts.append("rtl") }
      return parts.joined(separator: " ")
    }
  }

  /// The value on each axis, in the order of ``prefixes``: device, direction and text size of a
  /// document; device, orientation and direction of an Interface Builder file.
  var coordinates: [String] {
    switch setting {
    case .document(let overrides):
      [
        overrides.device?.name ?? "document canvas", overrides.rightToLeft ? "rtl" : "ltr",
        overrides.contentSize?.name ?? "document text size",
      ]
    case .interfaceBuilder(let deviceID, let landscape, let rightToLeft):
      [deviceID ?? "file device", landscape == true ? "landscape" : "portrait", rightToLeft ? "rtl" : "ltr"]
    }
  }

  /// The named groups of each axis's values, in the order of ``prefixes``: the device axis's
  /// (every iPhone, every iPad, every device in portrait …); the other axes have none.
  var groups: [[SweepGroup]] {
    switch setting {
    case .document: [SweepGroup.documentDevices, [], []]
    case .interfaceBuilder: [SweepGroup.interfaceBuilderDevices, [], []]
    }
  }

  /// The words before each axis's values in ``sweepWhere(_:coordinates:prefixes:)``.
  var prefixes: [String] {
    switch setting {
    case .document: ["on ", "in ", "at "]
    case .interfaceBuilder: ["on ", "in ", "in "]
    }
  }
}

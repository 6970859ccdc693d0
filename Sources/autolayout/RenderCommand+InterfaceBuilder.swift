import AutoLayout
import Cassowary
import Foundation
import InterfaceBuilder
import LayoutRendering

extension RenderCommand {
  /// Draws every scene of a xib or storyboard: views whose solved frames differ from the stored
  /// ones are drawn misplaced (stored frame solid, solved frame dashed).
  ///
  /// One scene goes to `-o OUT.svg` as given; several get the scene id before the extension
  /// (`Main-BYZ-38-t0r.svg`), in the output directory when several files are drawn.
  func renderInterfaceBuilder(_ file: String) throws {
    if animate {
      throw InputError(description: "\(file): --animate is for layout documents with an `animation:` section")
    }
    try validateInterfaceBuilderDevice(canvas.device)
    try canvas.rejectDocumentOnlyOptions(for: file)
    let document = try InterfaceBuilderDocument(contentsOfFile: file)
    guard !document.scenes.isEmpty else {
      throw InputError(description: "\(file): no scenes with views to draw")
    }
    let base = try destination(for: file)
    if base == nil && document.scenes.count > 1 {
      throw InputError(
        description: "\(file) has \(document.scenes.count) scenes: give -o OUT.svg (one picture per scene)")
    }
    for scene in document.scenes {
      let layout = SceneLayout(
        document: document, scene: scene,
        options: canvas.sceneOptions(intrinsicFromFrames: intrinsicFromFrames))
      // Every view off its stored pixel is drawn misplaced, flagged by Xcode or not.
      let misplacements = StoredFrameComparison(layout).views.filter { !$0.agrees }.compactMap { result in
        layout.view(withID: result.id).map {
          Misplacement(view: $0, frame: result.stored, solved: result.solved)
        }
      }
      let size = layout.window.bounds.size
      let title =
        (file as NSString).lastPathComponent + " — scene \(scene.id)"
        + (layout.device.map { ", \($0.name)" } ?? "")
        + ", \(NumberText.shortest(Double(size.width), nonFinite: "overflow")) × \(NumberText.shortest(Double(size.height), nonFinite: "overflow")) @\(NumberText.shortest(Double(layout.scale), nonFinite: "overflow"))x"
      var picture = LayoutPicture(root: layout.window, title: title, misplacements: misplacements)
      // What the file's constraints leave open, without the holds that keep the views Xcode
      // flagged ambiguous where it drew them.
      picture.ambiguousItems = layout.withoutAmbiguityHolds {
        LayoutLog.withHandler({ _ in }) {
          layout.window.ambiguousLayouts(
            withinSuperviewFrames: true, freeingSizeOf: layout.rootSizedElsewhere
          )
          .map(\.item)
        }
      }
      picture.showsLegend = !noLegend
      picture.setContents(of: scene, in: layout)
      var path = base
      if let chosen = base, document.scenes.count > 1 {
        let ext = (chosen as NSString).pathExtension
        path = (chosen as NSString).deletingPathExtension + "-\(scene.id)." + ext
      }
      let isPNG = try checkPictureName(path)
      let svg = LayoutLog.withHandler({ _ in }) { picture.svg() }
      try write(svg, to: path, isPNG: isPNG, scale: Double(layout.scale))
    }
  }
}

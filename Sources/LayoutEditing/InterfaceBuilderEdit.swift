import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument

/// An Interface Builder scene opened for editing: the layout document the editing operations
/// work on, and the way back into the file. ``saving(_:)`` compares an edited document with the
/// one exported and writes the differences into the file's own text through
/// `InterfaceBuilderSource` — constraints added, removed and changed; frames; views added,
/// deleted and moved into or out of stacks; the inspectors' attributes; `misplaced` and
/// `ambiguous` flags — so that everything else stays byte for byte as Xcode wrote it.
///
/// Saving always starts from the text the file had when it was opened, so saving twice, or
/// saving after undoing every edit, gives the same bytes (the original ones in the second case).
///
/// ```swift
/// let file = try InterfaceBuilderDocument(xml: text, path: "Main.storyboard")
/// let edit = try InterfaceBuilderEdit(file: file, text: text, scene: file.scenes[0])
/// let session = try EditingSession(document: edit.document)
/// try session.perform("Pin") { try $0.pinning(["label"], PinOptions(width: 120)) }
/// let saved = try edit.saving(session.current.document)
/// try saved.text.write(toFile: "Main.storyboard", atomically: true, encoding: .utf8)
/// ```
public final class InterfaceBuilderEdit {
  /// The scene as a layout document (what `LayoutDocument.exporting(_:path:)` gives).
  public let document: LayoutDocument
  /// How many of the file's constraints the document could not name (kept in the file as they are).
  public let omitted: Int
  /// The scene's id.
  public let sceneID: String
  /// The file as read.
  let source: InterfaceBuilderSource
  let binding: InterfaceBuilderBinding
  let platform: InterfaceBuilderDocument.Platform
  /// The device scale frames are stored at.
  let scale: CGFloat
  /// The views whose y counts from their bottom (AppKit, not flipped), by id.
  let unflipped: Set<String>
  /// The exported document laid out, as the comparison's base.
  let original: EditableScene
  let overrides: LayoutDocument.CanvasOverrides
  /// The exported scene's misplaced and ambiguous views (computed once, for every save).
  lazy var originalFlags = InterfaceBuilderSceneWriter.flags(of: original)

  /// Opens `scene` of the file `file` read from `text`; `documentPath` names the layout document
  /// it would be exported as.
  ///
  /// ```swift
  /// let edit = try InterfaceBuilderEdit(file: file, text: text, scene: file.scenes[0])
  /// ```
  public init(
    file: InterfaceBuilderDocument, text: String, scene: InterfaceBuilderDocument.Scene,
    documentPath: String? = nil, textMeasurer: (any TextMeasuring)? = nil
  ) throws {
    let layout = SceneLayout(
      document: file, scene: scene, options: .init(intrinsicSizesFromFrames: true, textMeasurer: textMeasurer)
    )
    let path = documentPath ?? (file.path as NSString).deletingPathExtension + ".layout.yaml"
    let export = LayoutDocument.exportingWithBinding(layout, path: path)
    document = export.document
    omitted = export.omitted
    binding = export.binding
    sceneID = scene.id
    source = try InterfaceBuilderSource(text: text)
    platform = file.platform
    scale = layout.scale
    var unflipped: Set<String> = []
    if file.platform == .macOS {
      for node in scene.root.allViews where !SceneLayout.isFlipped(node) { unflipped.insert(node.id) }
    }
    self.unflipped = unflipped
    overrides = LayoutDocument.CanvasOverrides(textMeasurer: textMeasurer)
    original = try EditableScene(document: export.document, overrides: overrides)
  }

  /// The id of the file's view a document name stands for (`root` is the scene's top-level view).
  ///
  /// ```swift
  /// edit.viewID(of: "header")   // "Edt-Vw-hdr"
  /// ```
  public func viewID(of name: String) -> String? { binding.viewIDs[name] }

  /// The file's text with `edited`'s differences from ``document`` written in, what was changed
  /// (one line each) and what could not be written (also one line each; the rest is saved).
  ///
  /// ```swift
  /// let saved = try edit.saving(session.current.document)
  /// saved.changes   // ["added constraint aB3-x1-Qz9: label.width == 120"]
  /// ```
  public func saving(_ edited: LayoutDocument) throws(EditError) -> InterfaceBuilderSave {
    let now: EditableScene
    do {
      now = try EditableScene(document: edited, overrides: overrides)
    } catch {
      throw EditError("\(error)", hint: "the document does not lay out; nothing was saved")
    }
    // Every frame written is confirmed by laying the saved file out as Interface Builder's
    // model does: a view the layout document places where the file's own layout does not (the
    // two models differ for it) keeps its stored frame, and the save says so.
    var kept: Set<String> = []
    let nowFlags = InterfaceBuilderSceneWriter.flags(of: now)
    while true {
      var writer = InterfaceBuilderSceneWriter(edit: self, now: now, nowFlags: nowFlags)
      writer.keptFrames = kept
      try writer.write()
      let unconfirmed = try self.unconfirmed(writer)
      if unconfirmed.isEmpty || unconfirmed.isSubset(of: kept) {
        let left = kept.sorted().map {
          "frame of view \(writer.describe($0)): the file's own layout does not put it where the editor does; left as stored"
        }
        return InterfaceBuilderSave(
          text: writer.source.text, changes: writer.changes, notSaved: writer.notSaved + left)
      }
      kept.formUnion(unconfirmed)
    }
  }

  /// The views whose frame `writer` wrote to where their constraints put them in the editor, but
  /// where the saved file's own layout puts them elsewhere.
  private func unconfirmed(_ writer: InterfaceBuilderSceneWriter) throws(EditError) -> Set<String> {
    let written = writer.framesWritten.filter { binding.viewIDs[$0] != nil }
    guard !written.isEmpty else { return [] }
    let file: InterfaceBuilderDocument
    do {
      file = try InterfaceBuilderDocument(xml: writer.source.text, path: "saved")
    } catch {
      throw EditError(
        "the saved file does not read back: \(error)", hint: "nothing was saved; please report it")
    }
    guard let scene = file.scenes.first(where: { $0.id == sceneID }) else { return [] }
    let layout = SceneLayout(
      document: file, scene: scene,
      options: .init(intrinsicSizesFromFrames: true, textMeasurer: overrides.textMeasurer))
    let results = Dictionary(
      StoredFrameComparison(layout).views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let misplaced = writer.nowFlags.misplaced
    return Set(
      written.filter { name in
        guard !misplaced.contains(name), let id = binding.viewIDs[name], let result = results[id] else {
          return false
        }
        return result.isCompared && !result.agrees
      })
  }
}

/// What ``InterfaceBuilderEdit/saving(_:)`` gives: the file's new text and a report.
///
/// ```swift
/// let saved = try edit.saving(document)
/// if saved.notSaved.isEmpty { try saved.text.write(toFile: path, atomically: true, encoding: .utf8) }
/// ```
public struct InterfaceBuilderSave: Sendable {
  /// The file's text (the original bytes where nothing changed).
  public var text: String
  /// What was written, one line per object (`moved view label (aB3-x1-Qz9) to …`).
  public var changes: [String]
  /// Edits the file cannot take as made, with the reason (they are left out, the rest is saved).
  public var notSaved: [String]
}

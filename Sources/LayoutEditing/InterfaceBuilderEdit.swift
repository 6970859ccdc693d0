import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument

/// An Interface Builder scene opened for editing: the layout document the editing operations
/// work on, and the way back into the file. ``saving(_:)`` compares an edited document with the
/// one exported and writes the differences into the file's own text through
/// ``InterfaceBuilderSource`` — constraints added, removed and changed; frames; views added,
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
  /// The scene as a layout document (what ``LayoutDocument/exporting(_:path:)`` gives).
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
    var writer = InterfaceBuilderSceneWriter(edit: self, now: now)
    try writer.write()
    return InterfaceBuilderSave(text: writer.source.text, changes: writer.changes, notSaved: writer.notSaved)
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

import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutEditing

/// Reads what the studio opens: a layout document as it is, an Interface Builder file as the
/// layout document of its first scene with views (with a note saying so).
enum StudioFileReader {
  /// Whether a path names a layout document (else an Interface Builder file).
  static func isLayoutDocument(_ path: String) -> Bool {
    path.hasSuffix(".layout.yaml") || path.hasSuffix(".layout.yml") || path.hasSuffix(".layout.json")
  }

  /// The document and a note; a file that does not read gives the CLI's `file:line:column` message.
  static func read(_ path: String) throws -> (LayoutDocument, String?) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StudioError("cannot read \(path)", hint: "check that the file exists and can be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw StudioError("\(path) is not UTF-8 text", hint: "save the file as UTF-8")
    }
    if isLayoutDocument(path) {
      do {
        return (try LayoutDocument(yaml: text, path: path), nil)
      } catch {
        throw StudioError("\(error)")
      }
    }
    let ib: InterfaceBuilderDocument
    do {
      ib = try InterfaceBuilderDocument(xml: text, path: path)
    } catch {
      throw StudioError("\(error)")
    }
    guard let scene = ib.scenes.first(where: { !$0.root.subviews.isEmpty }) ?? ib.scenes.first else {
      throw StudioError("\(path) has no scene with views", hint: "open a .xib or .storyboard with a view")
    }
    let layout = SceneLayout(document: ib, scene: scene, options: .init(intrinsicSizesFromFrames: true))
    let target = (path as NSString).deletingPathExtension + ".layout.yaml"
    let (document, omitted) = LayoutDocument.exporting(layout, path: target)
    var note = "Interface Builder scene \(scene.id) (1 of \(ib.scenes.count)) shown as a layout document"
    if omitted > 0 {
      note += "; \(omitted) constraint\(omitted == 1 ? "" : "s") on guides a document cannot name left out"
    }
    note += "; Save writes \((target as NSString).lastPathComponent) beside it"
    return (document, note)
  }
}

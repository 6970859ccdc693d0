import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutEditing

/// Reads what the studio opens: a layout document as it is, an Interface Builder file as the
/// layout document of one of its scenes with views (the first unless one is chosen; with a note
/// saying so), kept bound to the file so that Save writes the edits back into it.
enum StudioFileReader {
  /// Whether a path names a layout document (else an Interface Builder file).
  static func isLayoutDocument(_ path: String) -> Bool {
    path.hasSuffix(".layout.yaml") || path.hasSuffix(".layout.yml") || path.hasSuffix(".layout.json")
  }

  /// One scene an Interface Builder file offers: its id and what the scene menu shows.
  struct SceneChoice: Sendable, Equatable {
    var id: String
    var title: String
  }

  /// What was read: the document, a note, and for an Interface Builder file its scenes with views
  /// and the one shown.
  struct Reading {
    var document: LayoutDocument
    var note: String?
    var scenes: [SceneChoice] = []
    var scene: String?
    /// For an Interface Builder file: the scene bound to its file, which Save writes through.
    var interfaceBuilder: InterfaceBuilderEdit?
  }

  /// The document and a note; a file that does not read gives the CLI's `file:line:column` message.
  /// `scene` picks a scene of an Interface Builder file by id (default: its first scene with views).
  static func read(_ path: String, scene wanted: String? = nil) throws -> Reading {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StudioError("cannot read \(path)", hint: "check that the file exists and can be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw StudioError("\(path) is not UTF-8 text", hint: "save the file as UTF-8")
    }
    if isLayoutDocument(path) {
      do {
        return Reading(document: try LayoutDocument(yaml: text, path: path), note: nil)
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
    let withViews = ib.scenes.filter { !$0.root.subviews.isEmpty }
    let offered = withViews.isEmpty ? Array(ib.scenes.prefix(1)) : withViews
    guard let first = offered.first else {
      throw StudioError("\(path) has no scene with views", hint: "open a .xib or .storyboard with a view")
    }
    var scene = first
    if let wanted {
      guard let chosen = offered.first(where: { $0.id == wanted }) else {
        throw StudioError(
          "\((path as NSString).lastPathComponent) has no scene '\(wanted)' with views",
          hint: "scenes: " + offered.map(\.id).joined(separator: ", "))
      }
      scene = chosen
    }
    // Export writes `Main.layout.yaml` for the first scene, `Main.<scene id>.layout.yaml` for another.
    let base = (path as NSString).deletingPathExtension
    let target = scene.id == first.id ? base + ".layout.yaml" : base + ".\(scene.id).layout.yaml"
    let edit: InterfaceBuilderEdit
    do {
      edit = try InterfaceBuilderEdit(file: ib, text: text, scene: scene, documentPath: target)
    } catch {
      throw StudioError("\(error)")
    }
    let index = (offered.firstIndex { $0.id == scene.id } ?? 0) + 1
    var note = "Interface Builder scene \(scene.id) (\(index) of \(offered.count) with views)"
    if edit.omitted > 0 {
      note +=
        "; \(edit.omitted) constraint\(edit.omitted == 1 ? "" : "s") on guides the editor cannot name kept in the file as they are"
    }
    note +=
      "; Save writes the edits into \((path as NSString).lastPathComponent), Export writes \((target as NSString).lastPathComponent) beside it"
    let scenes = offered.map { SceneChoice(id: $0.id, title: title(of: $0)) }
    return Reading(
      document: edit.document, note: note, scenes: scenes, scene: scene.id, interfaceBuilder: edit)
  }

  /// What the scene menu shows: the controller's class (or the top-level view's label or class,
  /// in a xib) and the scene id.
  static func title(of scene: InterfaceBuilderDocument.Scene) -> String {
    let name = scene.controller ?? scene.root.userLabel ?? scene.root.customClass ?? "View"
    return "\(name) (\(scene.id))"
  }
}

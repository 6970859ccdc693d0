import AutoLayout
import Foundation
import LayoutEditing

// Save and Export. A layout document is saved as YAML where it is (a JSON one gets a YAML
// sibling). An Interface Builder file is saved into itself through its bound scene (only what
// the edits changed is rewritten); Export writes the layout document it was read as beside it.
// Either way a file that changed on disk since this page read or wrote it is not overwritten.

extension StudioConnection {
  /// Writes the edits into the open Interface Builder file.
  func saveInterfaceBuilder(_ edit: InterfaceBuilderEdit, session: EditingSession, path: String) throws {
    let target = try files.resolve(path)
    // The file stores the frames of its own canvas; a "View as" canvas shows others.
    let overrides = session.overrides
    if overrides.device != nil || overrides.width != nil || overrides.height != nil || overrides.scale != nil
      || overrides.rightToLeft || (overrides.contentSize.map { $0 != .large } ?? false)
      || overrides.sizeClasses != nil
    {
      throw StudioError(
        "'\(path)' stores the frames of its own canvas: not saved while viewed as another",
        hint:
          "choose the document's canvas in View as (left to right, default text size), then save; your edits are kept"
      )
    }
    try refuseIfChangedOnDisk(target, path: path)
    let saved = try edit.saving(session.current.document)
    do {
      try saved.text.write(toFile: target, atomically: true, encoding: .utf8)
    } catch {
      throw StudioError("cannot write \(path): \(error.localizedDescription)")
    }
    diskVersion = Data(saved.text.utf8)
    _ = session.save()
    let name = (path as NSString).lastPathComponent
    var report = "Saved \(name): \(saved.changes.count) change\(saved.changes.count == 1 ? "" : "s")"
    if !saved.notSaved.isEmpty {
      report += "; not written (still here, undo or change them): " + saved.notSaved.joined(separator: "; ")
    }
    saveReport = report
  }

  /// Writes the layout document: in place, or beside an Interface Builder file (Export), or as a
  /// YAML sibling of a JSON document.
  func saveDocument(_ session: EditingSession, path: String, exporting: Bool) throws {
    let source = try files.resolve(path)
    var target = source
    if path.hasSuffix(".layout.json") {
      // Save writes YAML: a JSON document gets a YAML sibling rather than YAML in a .json file.
      target = String(target.dropLast(".json".count)) + ".yaml"
      // Never over another document of that name.
      if FileManager.default.fileExists(atPath: target) {
        let name = (target as NSString).lastPathComponent
        throw StudioError(
          "'\(name)' exists: saving '\(path)' writes YAML beside it, and would replace it",
          hint: "move '\(name)' away, or open it instead")
      }
    } else if !StudioFileReader.isLayoutDocument(path) {
      // An Interface Builder file exports the layout document it was read as, beside it.
      target =
        session.current.document.path.isEmpty
        ? (target as NSString).deletingPathExtension + ".layout.yaml"
        : session.current.document.path
      if FileManager.default.fileExists(atPath: target) {
        throw StudioError(
          "'\((target as NSString).lastPathComponent)' exists", hint: "move it away to export again")
      }
    } else if exporting {
      throw StudioError("'\(path)' is a layout document already", hint: "Save writes it")
    }
    if target == source { try refuseIfChangedOnDisk(target, path: path) }
    // Export leaves the Interface Builder file's unsaved edits marked unsaved.
    let text = target == source || interfaceBuilder == nil ? session.save() : session.current.yaml
    do {
      try text.write(toFile: target, atomically: true, encoding: .utf8)
    } catch {
      throw StudioError("cannot write \(target): \(error.localizedDescription)")
    }
    if interfaceBuilder == nil {
      diskVersion = Data(text.utf8)
      if target != source {
        self.path = String(target.dropFirst(files.root.count + 1))
        note = nil
      }
    } else {
      saveReport = "Exported \((target as NSString).lastPathComponent)"
    }
  }

  /// Throws when the file's bytes are not those this connection last read or wrote.
  func refuseIfChangedOnDisk(_ target: String, path: String) throws {
    guard FileManager.default.contents(atPath: target) != diskVersion else { return }
    throw StudioError(
      "'\(path)' changed on disk since it was opened here (another tab or program saved it): not saved",
      hint: "your edits are still here; open the file again to see the other changes (that drops these)")
  }
}

import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument

/// One save of an ``InterfaceBuilderEdit``: the edited scene compared with the exported one, the
/// differences written into a copy of the file's source in the order that keeps ids resolvable —
/// views added, views moved to another superview, constraints, views deleted, then frames,
/// attributes and flags.
///
/// ```swift
/// var writer = InterfaceBuilderSceneWriter(edit: edit, now: editedScene, nowFlags: flags)
/// try writer.write()
/// writer.source.text
/// ```
struct InterfaceBuilderSceneWriter {
  let edit: InterfaceBuilderEdit
  let now: EditableScene
  var source: InterfaceBuilderSource
  var changes: [String] = []
  var notSaved: [String] = []
  /// Every view's id by document name: the exported ones, then those added.
  var ids: [String: String]
  /// The views deleted, with every id inside them.
  var deletedIDs: Set<String> = []

  /// The edited scene's misplaced and ambiguous views.
  let nowFlags: (misplaced: Set<String>, ambiguous: Set<String>)

  init(
    edit: InterfaceBuilderEdit, now: EditableScene,
    nowFlags: (misplaced: Set<String>, ambiguous: Set<String>)
  ) {
    self.edit = edit
    self.now = now
    self.nowFlags = nowFlags
    source = edit.source
    ids = edit.binding.viewIDs
  }

  mutating func write() throws(EditError) {
    let before = Set(edit.original.viewNames)
    let after = Set(now.viewNames)
    // Views move out of a stack view before it is deleted (Unembed), and constraints move out of
    // a holder before it goes; then deleted views take what is left inside them.
    try addViews(now.viewNames.filter { !before.contains($0) })
    moveViews()
    try writeConstraints()
    deleteViews(before.subtracting(after))
    writeFrames()
    writeAttributes()
    writeFlags()
  }

  /// The element of the view named `name`, if it is in the file.
  func element(_ name: String) -> Int? { ids[name].flatMap { source.element(id: $0) } }

  /// A view's name and id as the report writes it.
  func describe(_ name: String) -> String { ids[name].map { "\(name) (\($0))" } ?? name }

  /// The flags the studio shows: views whose frame is not where their constraints put them, and
  /// views whose constraints do not decide their frame.
  static func flags(of scene: EditableScene) -> (misplaced: Set<String>, ambiguous: Set<String>) {
    let window = scene.scene.window
    window.layoutIfNeeded()
    let ambiguities = LayoutLog.withHandler({ _ in }, operation: { window.ambiguousLayouts() })
    var ambiguous: Set<String> = []
    for ambiguity in ambiguities {
      if let name = scene.itemNames[ObjectIdentifier(ambiguity.item)] { ambiguous.insert(name) }
    }
    var misplaced: Set<String> = []
    for misplacement in scene.scene.misplacements() {
      if let name = scene.itemNames[ObjectIdentifier(misplacement.view)], !ambiguous.contains(name) {
        misplaced.insert(name)
      }
    }
    return (misplaced, ambiguous)
  }

  /// Sets `name="YES"` on a view's element where Xcode writes it, or removes it.
  mutating func setFlag(_ name: String, _ on: Bool, in element: Int) {
    setViewAttribute(name, on ? "YES" : nil, in: element)
  }

  /// Sets a view's start-tag attribute where Xcode writes it (``InterfaceBuilderSource/viewAttributeOrder``),
  /// or removes it (`nil`).
  mutating func setViewAttribute(_ name: String, _ value: String?, in element: Int) {
    if let value {
      source.setAttribute(name, value, in: element, order: InterfaceBuilderSource.viewAttributeOrder)
    } else {
      source.removeAttribute(name, in: element)
    }
  }

  /// `misplaced` and `ambiguous` as Xcode leaves them after the edit, for the views whose state
  /// the edit changed (a view the model judges differently from Xcode keeps Xcode's flag).
  mutating func writeFlags() {
    let was = edit.originalFlags
    let isNow = nowFlags
    for name in now.viewNames where name != "root" {
      guard let view = element(name) else { continue }
      let added = edit.binding.viewIDs[name] == nil
      for (flag, before, after) in [
        ("misplaced", was.misplaced.contains(name), isNow.misplaced.contains(name)),
        ("ambiguous", was.ambiguous.contains(name), isNow.ambiguous.contains(name)),
      ] where before != after || (added && after) || (flag == "misplaced" && framesWritten.contains(name)) {
        // Our ambiguity check is the model's: a view it stops calling ambiguous keeps Xcode's flag
        // unless the edit constrained that view itself (a non-binding constraint elsewhere can
        // change which of several solutions the check meets).
        if flag == "ambiguous", !after, !constrainedViews.contains(name) { continue }
        if flag == "misplaced", keptFrames.contains(name) { continue }
        let had = source.elements[view][flag] == "YES"
        guard had != after else { continue }
        setFlag(flag, after, in: view)
        changes.append("\(after ? "flagged" : "cleared") \(flag) on view \(describe(name))")
      }
    }
  }

  /// Views whose frame this save wrote.
  var framesWritten: Set<String> = []
  /// Views named by a constraint this save added or changed.
  var constrainedViews: Set<String> = []
  /// Views whose stored frame this save keeps (the file's own layout did not confirm the new one).
  var keptFrames: Set<String> = []
  /// Views this save moved to another superview.
  var movedViews: Set<String> = []
}

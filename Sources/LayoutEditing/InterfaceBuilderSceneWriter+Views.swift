import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument

// Views saved as Xcode writes them: a deleted view goes with its subtree, the constraints and
// connections that name anything in it; a new view gets the start tag and children of Xcode's
// library object of its kind (the most common form of each in xib-corpus-2: 1,402 labels, 856
// buttons, 316 image views, 1,647 plain views, stack and scroll views) in its superview's
// `<subviews>`, at its place among its siblings; a view moved into or out of a stack view moves
// with its subtree, re-indented. Frames are written on the device's pixel grid as Xcode stores
// them.

extension InterfaceBuilderSceneWriter {
  mutating func deleteViews(_ names: Set<String>) {
    let parents = edit.original.superviews
    for name in edit.original.viewNames where names.contains(name) {
      // Only the top of a deleted subtree: its element takes the rest with it.
      if let parent = parents[name], names.contains(parent) { continue }
      guard let view = element(name) else { continue }
      var inside: Set<Int> = [view]
      var subtree: Set<String> = []
      for index in source.elements.indices where !source.elements[index].isRemoved {
        var parent = source.elements[index].parent
        while let current = parent, !inside.contains(current) { parent = source.elements[current].parent }
        if parent != nil || index == view {
          inside.insert(index)
          if let id = source.elements[index]["id"] { subtree.insert(id) }
        }
      }
      deletedIDs.formUnion(subtree)
      var removedConstraints = 0
      var gone = subtree
      for index in source.elements.indices where !source.elements[index].isRemoved && !inside.contains(index)
      {
        let element = source.elements[index]
        if element.name == "constraint",
          [element["firstItem"], element["secondItem"]].contains(where: { $0.map(subtree.contains) ?? false })
        {
          if let id = element["id"] { gone.insert(id) }
          source.removeElement(index)
          removedConstraints += 1
        }
      }
      source.removeElement(view)
      let removedConnections = removeReferences(to: gone)
      var line = "deleted view \(describe(name))"
      if removedConstraints > 0 { line += " with \(removedConstraints) constraint(s) naming it" }
      if removedConnections > 0 { line += " and \(removedConnections) connection(s) to it" }
      changes.append(line)
    }
  }

  /// The names of a view's children in the edited document, in order (a stack's arranged views,
  /// which Interface Builder keeps as its subviews, first).
  func childNames(of parent: String) -> [String] {
    if parent == "root" { return now.document.views.map(\.name) }
    guard let spec = now.document.viewSpec(named: parent) else { return [] }
    return spec.arranged.map(\.name) + spec.subviews.map(\.name)
  }

  /// The `<subviews>` of the view named `parent`, made where Xcode writes it when missing.
  mutating func subviewsList(of parent: String) -> Int? {
    guard let view = element(parent) else { return nil }
    if let list = source.child(named: "subviews", of: view) { return list }
    return source.insertChild(("subviews", []), into: view, childElements: [])
  }

  /// The element of the first sibling after `name` (in the edited document) that is in the file.
  func nextSibling(of name: String, in parent: String) -> Int? {
    let siblings = childNames(of: parent)
    guard let position = siblings.firstIndex(of: name) else { return nil }
    for sibling in siblings[(position + 1)...] {
      if let index = element(sibling), let list = source.elements[index].parent,
        source.elements[list].parent == element(parent)
      {
        return index
      }
    }
    return nil
  }

  mutating func addViews(_ names: [String]) throws(EditError) {
    for name in names {
      guard let parent = now.superviews[name], let spec = now.document.viewSpec(named: name) else { continue }
      guard edit.platform != .macOS else {
        notSaved.append("view \(name): adding AppKit views to a file is not supported (add it in Xcode)")
        continue
      }
      // Text fields and switches are plain views with an intrinsic size in a layout document:
      // written as such they would lose what they are.
      if spec.kind == .view, spec.intrinsicSize != nil {
        notSaved.append("view \(name): a control the layout document holds as a sized view (add it in Xcode)")
        continue
      }
      guard let list = subviewsList(of: parent) else {
        notSaved.append("view \(name): its superview \(parent) is not in the file")
        continue
      }
      let id = source.newID()
      ids[name] = id
      let template = Self.template(for: spec, id: id)
      let frame = pixelRounded(now.displayedFrame(of: name))
      let rect: (String, [(String, String)]) = (
        "rect",
        [("key", "frame")]
          + [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)].map {
            ($0.0, InterfaceBuilderSource.number(Double($0.1)))
          }
      )
      source.insertElement(
        template.element, into: list, before: nextSibling(of: name, in: parent),
        childElements: [rect] + template.children)
      framesWritten.insert(name)
      changes.append("added \(template.element.name) \(describe(name))")
    }
  }

  /// The start tag and children Xcode's library gives a new view of the spec's kind.
  static func template(for spec: LayoutDocument.ViewSpec, id: String) -> (
    element: (name: String, attributes: [(String, String)]),
    children: [(name: String, attributes: [(String, String)])]
  ) {
    let tail = [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", id)]
    switch spec.kind {
    case .label:
      return (
        (
          "label",
          [
            ("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"),
            ("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "251"),
            ("text", spec.text ?? "Label"), ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
            ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"),
          ] + tail
        ),
        [
          ("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
          ("nil", [("key", "textColor")]), ("nil", [("key", "highlightedColor")]),
        ]
      )
    case .button:
      return (
        (
          "button",
          [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
            ("contentVerticalAlignment", "center"), ("buttonType", "system"),
            ("lineBreakMode", "middleTruncation"),
          ] + tail
        ),
        [("state", [("key", "normal"), ("title", spec.text ?? "Button")])]
      )
    case .image:
      return (
        (
          "imageView",
          [
            ("clipsSubviews", "YES"), ("userInteractionEnabled", "NO"), ("contentMode", "scaleAspectFit"),
            ("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "251"),
          ] + tail
        ), []
      )
    case .stack:
      return (("stackView", [("opaque", "NO"), ("contentMode", "scaleToFill")] + tail), [])
    case .scroll:
      return (
        (
          "scrollView",
          [("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill")] + tail
        ), []
      )
    case .view:
      return (("view", [("contentMode", "scaleToFill")] + tail), [])
    }
  }

  /// Views now under another superview (embedded in or taken out of a stack view) move there.
  mutating func moveViews() {
    for name in now.viewNames where name != "root" {
      guard let before = edit.original.superviews[name], let after = now.superviews[name], before != after,
        let view = element(name), let list = subviewsList(of: after)
      else { continue }
      source.moveElement(view, into: list, before: nextSibling(of: name, in: after))
      movedViews.insert(name)
      changes.append("moved view \(describe(name)) into \(describe(after))")
    }
  }

  /// A frame on the device's pixel grid (edges rounded as Xcode stores them).
  func pixelRounded(_ frame: CGRect) -> CGRect { StoredFrameComparison.onPixelGrid(frame, scale: edit.scale) }

  /// Frames the edit changed: a view moved or resized (by a drag, Update Frames or a changed
  /// constant), a view moved to another superview, and in AppKit's y-up views every child of a
  /// view whose height changed (its y counts from the bottom).
  mutating func writeFrames() {
    for name in now.viewNames where name != "root" && edit.binding.viewIDs[name] != nil {
      guard let view = element(name), let parent = now.superviews[name] else { continue }
      let new = now.displayedFrame(of: name)
      let old = edit.original.displayedFrame(of: name)
      let parentID = ids[parent] ?? edit.binding.rootID
      let yUp = edit.unflipped.contains(parentID)
      let parentHeightChange =
        now.displayedFrame(of: parent).height - edit.original.displayedFrame(of: parent).height
      let changed = [
        new.minX - old.minX, new.minY - old.minY, new.width - old.width, new.height - old.height,
      ]
      .contains { abs($0) > 1e-3 }
      let moved = movedViews.contains(name)
      guard changed || moved || (yUp && abs(parentHeightChange) > 1e-3), !keptFrames.contains(name) else {
        continue
      }
      var frame = pixelRounded(new)
      if yUp {
        if moved {
          frame.origin.y = pixelRounded(now.displayedFrame(of: parent)).height - frame.maxY
        } else if let rect = source.child(named: "rect", key: "frame", of: view),
          let stored = source.elements[rect]["y"].flatMap(Double.init)
        {
          frame.origin.y = CGFloat(stored) - (frame.maxY - pixelRounded(old).maxY) + parentHeightChange
        }
      }
      guard source.setFrame(frame, ofView: view, scale: edit.scale) else { continue }
      framesWritten.insert(name)
      let text = [frame.minX, frame.minY, frame.width, frame.height].map {
        InterfaceBuilderSource.number(Double($0))
      }
      changes.append("frame of view \(describe(name)): \(text.joined(separator: ", "))")
    }
  }
}

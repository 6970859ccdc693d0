import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument

// The inspectors' attributes saved as Xcode writes them, each only when the edit changed it:
// `hidden`, the content priorities (250 hugging and 750 compression resistance are UIKit's
// defaults, which Xcode never stores: no view of xib-corpus or xib-corpus-2 does), the
// placeholder intrinsic size, a label's text or a button's title, layout margins, the semantic
// content attribute, Follow Readable Width, and a stack view's axis, distribution, alignment,
// spacing and margin-relative arrangement (UIKit's defaults — horizontal, fill, fill, 0 — left
// out as Xcode leaves them out).

extension InterfaceBuilderSceneWriter {
  mutating func writeAttributes() {
    if now.document.canvas.followsReadableWidth != edit.original.document.canvas.followsReadableWidth,
      let root = source.element(id: edit.binding.rootID)
    {
      setFlag("layoutMarginsFollowReadableWidth", now.document.canvas.followsReadableWidth, in: root)
      changes.append("Follow Readable Width of the root view: \(now.document.canvas.followsReadableWidth)")
    }
    for name in now.viewNames where name != "root" {
      guard let view = element(name), let new = now.document.viewSpec(named: name) else { continue }
      let old = edit.original.document.viewSpec(named: name)
      let added = edit.binding.viewIDs[name] == nil
      var changed: [String] = []
      func set(_ attribute: String, _ value: String?) {
        setViewAttribute(attribute, value, in: view)
        changed.append(attribute)
      }
      func number(_ value: CGFloat) -> String { InterfaceBuilderSource.number(Double(value)) }
      if new.hidden != (old?.hidden ?? false) { set("hidden", new.hidden ? "YES" : nil) }
      let priorities: [(String, Float?, Float?, Float)] = [
        ("horizontalHuggingPriority", old?.hugging?.horizontal, new.hugging?.horizontal, 250),
        ("verticalHuggingPriority", old?.hugging?.vertical, new.hugging?.vertical, 250),
        (
          "horizontalCompressionResistancePriority", old?.compression?.horizontal,
          new.compression?.horizontal, 750
        ),
        ("verticalCompressionResistancePriority", old?.compression?.vertical, new.compression?.vertical, 750),
      ]
      for (attribute, before, after, standard) in priorities {
        guard let after, after != before else { continue }
        // A new view's template stores its library defaults; the spec's own value wins.
        if added, source.elements[view][attribute].flatMap(Float.init) == after { continue }
        set(attribute, after == standard ? nil : number(CGFloat(after)))
      }
      if new.intrinsicSize != old?.intrinsicSize, !added || new.kind == .view {
        let size = new.intrinsicSize
        set("placeholderIntrinsicWidth", size.flatMap { $0.width >= 0 ? number($0.width) : nil })
        set("placeholderIntrinsicHeight", size.flatMap { $0.height >= 0 ? number($0.height) : nil })
      }
      if new.semanticContent != old?.semanticContent {
        let value = new.semanticContent.flatMap { value in
          SemanticContentAttribute.documentNames.first { $0.value == value }?.name
        }
        set("semanticContentAttribute", value == "unspecified" ? nil : value)
      }
      if new.followsReadableWidth != (old?.followsReadableWidth ?? false) {
        set("layoutMarginsFollowReadableWidth", new.followsReadableWidth ? "YES" : nil)
      }
      if new.text != old?.text, !added, let text = new.text { writeText(text, of: name, in: view) }
      if new.margins != old?.margins { writeMargins(new.margins, of: name, in: view) }
      if let stack = new.stack {
        changed += writeStack(stack, old: old?.stack ?? LayoutDocument.StackSpec(), in: view)
      }
      if !changed.isEmpty, !added {
        changes.append("attributes of view \(describe(name)): \(changed.joined(separator: ", "))")
      }
    }
  }

  /// A label's text (`text`, or an AppKit text field cell's `title`) or a button's title (its
  /// normal state's, its configuration's, or an AppKit button cell's).
  mutating func writeText(_ text: String, of name: String, in view: Int) {
    let element = source.elements[view]
    let target: (index: Int, attribute: String)?
    if element.name == "label" {
      target = source.child(named: "attributedString", of: view) == nil ? (view, "text") : nil
    } else if element.name == "textField" {
      target = source.child(named: "textFieldCell", of: view).map { ($0, "title") }
    } else if element.name == "button" {
      if let cell = source.child(named: "buttonCell", of: view) {
        target = (cell, "title")
      } else if let configuration = source.child(named: "buttonConfiguration", of: view) {
        target = (configuration, "title")
      } else if let state = source.child(named: "state", key: "normal", of: view) {
        target = (state, "title")
      } else {
        target = (source.insertChild(("state", [("key", "normal")]), into: view), "title")
      }
    } else {
      target = nil
    }
    guard let target else {
      notSaved.append(
        "text of view \(describe(name)): the file stores it as attributed text (edit it in Xcode)")
      return
    }
    source.setAttribute(
      target.attribute, text, in: target.index, order: InterfaceBuilderSource.viewAttributeOrder)
    changes.append("text of view \(describe(name)): \(text)")
  }

  /// `<edgeInsets key="layoutMargins">`, made where Xcode writes it, or removed.
  mutating func writeMargins(_ margins: EdgeInsets?, of name: String, in view: Int) {
    let existing = source.child(named: "edgeInsets", key: "layoutMargins", of: view)
    guard let margins else {
      if let existing { source.removeElement(existing) }
      changes.append("layout margins of view \(describe(name)) removed")
      return
    }
    let values = [
      ("top", margins.top), ("left", margins.left), ("bottom", margins.bottom), ("right", margins.right),
    ]
    .map { ($0.0, InterfaceBuilderSource.number(Double($0.1))) }
    if let existing {
      for (attribute, value) in values { source.setAttribute(attribute, value, in: existing) }
    } else {
      source.insertChild(("edgeInsets", [("key", "layoutMargins")] + values), into: view)
    }
    changes.append("layout margins of view \(describe(name)): " + values.map(\.1).joined(separator: ", "))
  }

  /// A stack view's attributes that differ from `old`, as Xcode writes them (UIKit's defaults
  /// left out; an AppKit stack's `orientation` and `distribution` always written).
  mutating func writeStack(_ stack: LayoutDocument.StackSpec, old: LayoutDocument.StackSpec, in view: Int)
    -> [String]
  {
    let appKit = source.elements[view]["orientation"] != nil
    var changed: [String] = []
    func set(_ attribute: String, _ value: String?) {
      setViewAttribute(attribute, value, in: view)
      changed.append(attribute)
    }
    let vertical = stack.axis == .vertical
    if stack.axis != old.axis {
      if appKit {
        set("orientation", vertical ? "vertical" : "horizontal")
      } else {
        set("axis", vertical ? "vertical" : nil)
      }
    }
    if stack.distribution != old.distribution {
      let name = stack.distribution.yamlName
      set("distribution", name == (appKit ? "gravityAreas" : "fill") ? nil : name)
    }
    if stack.alignment != old.alignment || stack.axis != old.axis {
      var name = stack.alignment.yamlName
      if !vertical, name == "leading" { name = "top" }
      if !vertical, name == "trailing" { name = "bottom" }
      if appKit, name == "center" { name = vertical ? "centerX" : "centerY" }
      let standard = appKit ? (vertical ? "centerX" : "centerY") : "fill"
      if stack.alignment != old.alignment || source.elements[view]["alignment"] != nil {
        set("alignment", name == standard ? nil : name)
      }
    }
    if stack.spacing != old.spacing {
      source.removeAttribute("spacingType", in: view)
      set(
        "spacing", stack.spacing == 0 && !appKit ? nil : InterfaceBuilderSource.number(Double(stack.spacing)))
    }
    if stack.isLayoutMarginsRelativeArrangement != old.isLayoutMarginsRelativeArrangement {
      set("layoutMarginsRelativeArrangement", stack.isLayoutMarginsRelativeArrangement ? "YES" : nil)
    }
    return changed
  }
}

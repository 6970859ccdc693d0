import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument

// Constraints saved as Xcode writes them. The edited document's constraints are matched with the
// exported ones: an identical one is left alone; one with the same items and attributes (or the
// two swapped) is the same `<constraint>` changed — only the attributes that differ are
// rewritten, its id stays; the others are removed or added. A new one goes in the `<constraints>`
// of its items' closest common ancestor (as Xcode holds them), at the place its id sorts to, its
// first item left out when it is that holder (Xcode never writes it: 17,911 constraints of
// xib-corpus and xib-corpus-2 omit it, none names its holder), its second item always written.

extension InterfaceBuilderSceneWriter {
  mutating func writeConstraints() throws(EditError) {
    let base = edit.original.constraints
    var pool = Array(base.indices)
    var unmatched: [ConstraintRecord] = []
    for record in now.constraints {
      if let k = pool.firstIndex(where: { base[$0].spec == record.spec }) {
        let matched = base[pool.remove(at: k)]
        if !holds(holderID(of: matched), record) { try move(matched, to: record) }
      } else {
        unmatched.append(record)
      }
    }
    var added: [ConstraintRecord] = []
    for record in unmatched {
      let spec = record.spec
      if let k = pool.firstIndex(where: {
        sameItems(base[$0].spec, spec) || sameItems(base[$0].spec, swapped(spec))
      }),
        let id = fileID(of: base[pool[k]])
      {
        let old = base[pool.remove(at: k)]
        if !holds(holderID(of: old), record) {
          try move(old, to: record)
        } else {
          try change(id, from: old.spec, to: spec, holder: holderID(record))
        }
      } else {
        added.append(record)
      }
    }
    for index in pool {
      let record = base[index]
      guard let id = fileID(of: record), let element = source.element(id: id) else { continue }
      source.removeElement(element)
      let references = removeReferences(to: [id])
      changes.append(
        "removed constraint \(id): \(record.spec.equation)"
          + (references > 0 ? " with \(references) connection(s) to it" : ""))
    }
    for record in added { try add(record) }
    for record in unmatched {
      constrainedViews.insert(record.spec.firstItem)
      if let second = record.spec.secondItem { constrainedViews.insert(second) }
    }
  }

  /// The file's id of an exported record (`nil` for the lines of autoresizing views).
  func fileID(of record: ConstraintRecord) -> String? {
    edit.binding.constraintIDs[record.lineIndex]
  }

  /// Whether two specs relate the same attributes of the same items.
  func sameItems(_ a: ConstraintSpec, _ b: ConstraintSpec) -> Bool {
    a.firstItem == b.firstItem && a.firstAttribute == b.firstAttribute && a.secondItem == b.secondItem
      && a.secondAttribute == b.secondAttribute
  }

  /// A spec with its items swapped (Interface Builder's Swap First and Second Item).
  func swapped(_ spec: ConstraintSpec) -> ConstraintSpec {
    guard let second = spec.secondItem, let attribute = spec.secondAttribute else { return spec }
    var result = spec
    result.firstItem = second
    result.firstAttribute = attribute
    result.secondItem = spec.firstItem
    result.secondAttribute = spec.firstAttribute
    return result
  }

  /// The id of the view that holds a constraint of the edited scene.
  func holderID(_ record: ConstraintRecord) -> String? {
    record.holder == "root" || record.holder == "safeArea" ? edit.binding.rootID : ids[record.holder]
  }

  /// Whether the view `holder` can hold the constraint in the edited scene: it is an ancestor of
  /// (or one of) its items' views. Xcode keeps a constraint wherever such a view holds it; one
  /// whose holder is no longer above its items (a view moved into a stack) moves.
  func holds(_ holder: String?, _ record: ConstraintRecord) -> Bool {
    guard let holder else { return true }
    guard let name = ids.first(where: { $0.value == holder })?.key else { return false }
    func chain(_ item: String?) -> Set<String> {
      guard var current = item else { return [] }
      if current == "safeArea" { current = "root" }
      var result: Set<String> = [current]
      while let parent = now.superviews[current] {
        result.insert(parent)
        current = parent
      }
      return result
    }
    let first = chain(record.spec.firstItem)
    guard first.contains(name) else { return false }
    return record.spec.secondItem == nil || chain(record.spec.secondItem).contains(name)
  }

  /// The id of the view holding an exported constraint in the file.
  func holderID(of record: ConstraintRecord) -> String? {
    guard let id = fileID(of: record), let element = source.element(id: id),
      let list = source.elements[element].parent, let holder = source.elements[list].parent
    else { return holderID(record) }
    return source.elements[holder]["id"]
  }

  /// An item and attribute as the file names them: a view's id, the root's safe area guide (or,
  /// in a file from before it, the view controller's top or bottom layout guide).
  func fileItem(_ name: String, _ attribute: String) throws(EditError) -> (item: String, attribute: String) {
    if name == "safeArea" {
      if let guide = edit.binding.safeAreaID { return (guide, attribute) }
      if attribute == "top", let guide = edit.binding.topLayoutGuideID { return (guide, "bottom") }
      if attribute == "bottom", let guide = edit.binding.bottomLayoutGuideID { return (guide, "top") }
      throw EditError(
        "the scene has no safe area guide for safeArea.\(attribute)",
        hint: "turn on Safe Area Layout Guides in Xcode's File inspector, or relate to root instead")
    }
    guard let id = ids[name] else {
      throw EditError("\(name) is not in the file", hint: "its view could not be written")
    }
    return (id, attribute)
  }

  /// The attributes a `<constraint>` held by `holder` writes for `spec` (no id).
  func fileAttributes(_ spec: ConstraintSpec, holder: String?) throws(EditError) -> [(String, String)] {
    var attributes: [(String, String)] = []
    let first = try fileItem(spec.firstItem, spec.firstAttribute)
    if first.item != holder { attributes.append(("firstItem", first.item)) }
    attributes.append(("firstAttribute", first.attribute))
    if let relation = Self.relationNames[spec.relation] { attributes.append(("relation", relation)) }
    if let item = spec.secondItem, let attribute = spec.secondAttribute {
      let second = try fileItem(item, attribute)
      attributes += [("secondItem", second.item), ("secondAttribute", second.attribute)]
    }
    if spec.secondItem != nil, spec.multiplier != 1 {
      attributes.append(("multiplier", InterfaceBuilderSource.number(Double(spec.multiplier))))
    }
    if spec.priority != 1000 {
      attributes.append(("priority", InterfaceBuilderSource.number(Double(spec.priority))))
    }
    if spec.constant != 0 {
      attributes.append(("constant", InterfaceBuilderSource.number(Double(spec.constant))))
    }
    if spec.isPlaceholder { attributes.append(("placeholder", "YES")) }
    if let identifier = spec.identifier { attributes.append(("identifier", identifier)) }
    return attributes
  }

  /// Interface Builder's names of the relations (`==` is left out).
  static let relationNames = [">=": "greaterThanOrEqual", "<=": "lessThanOrEqual"]

  /// Whether a constraint names a view the file places by its autoresizing mask (the document's
  /// lines for it are its frame, which is saved as a frame).
  func namesFramedView(_ spec: ConstraintSpec) -> Bool {
    edit.binding.framedViews.contains(spec.firstItem)
      || spec.secondItem.map { edit.binding.framedViews.contains($0) } ?? false
  }

  mutating func add(_ record: ConstraintRecord, id given: String? = nil) throws(EditError) {
    if namesFramedView(record.spec) {
      notSaved.append(
        "constraint \(record.spec.equation): the file places \(record.spec.firstItem) by its autoresizing mask"
      )
      return
    }
    guard let holder = holderID(record), let holderElement = source.element(id: holder) else {
      notSaved.append("constraint \(record.spec.equation): its holder \(record.holder) is not in the file")
      return
    }
    let attributes: [(String, String)]
    do {
      attributes = try fileAttributes(record.spec, holder: holder)
    } catch {
      notSaved.append("constraint \(record.spec.equation): \(error.message)")
      return
    }
    let id = given ?? source.newID()
    source.addConstraint(attributes + [("id", id)], to: holderElement)
    changes.append("\(given == nil ? "added" : "moved") constraint \(id): \(record.spec.equation)")
  }

  /// A kept constraint whose items now have another closest common ancestor goes to that view's
  /// list, with its id.
  ///
  /// The element keeps every attribute it had (its `identifier`, `symbolic`, `userLabel`); an item
  /// it left out because the old holder was that item is written out, one that is the new holder
  /// is left out. A changed constraint is then changed in its new place.
  mutating func move(_ old: ConstraintRecord, to record: ConstraintRecord) throws(EditError) {
    guard let id = fileID(of: old), let element = source.element(id: id),
      let list = source.elements[element].parent,
      let oldHolder = source.elements[list].parent
        .flatMap({ source.elements[$0]["id"] }),
      let holder = holderID(record), let holderElement = source.element(id: holder)
    else {
      notSaved.append(
        "constraint \(record.spec.equation): its new holder \(record.holder) is not in the file")
      return
    }
    var attributes = source.elements[element].attributes.map { ($0.name, $0.value) }
    if !attributes.contains(where: { $0.0 == "firstItem" }) { attributes.append(("firstItem", oldHolder)) }
    if attributes.contains(where: { $0.0 == "secondAttribute" }),
      !attributes.contains(where: { $0.0 == "secondItem" })
    {
      attributes.append(("secondItem", oldHolder))
    }
    attributes.removeAll { $0.0 == "firstItem" && $0.1 == holder }
    source.removeElement(element)
    source.addConstraint(attributes, to: holderElement)
    changes.append("moved constraint \(id) to \(describe(record.holder)): \(record.spec.equation)")
    if old.spec != record.spec { try change(id, from: old.spec, to: record.spec, holder: holder) }
  }

  /// Removes what refers to objects that are gone: outlets, actions and outlet collections whose
  /// destination is one of `ids`, and size-class `<include>` / `<exclude>` references to them
  /// (Xcode removes a deleted object's connections with it). Returns how many went.
  @discardableResult
  mutating func removeReferences(to ids: Set<String>) -> Int {
    var removed = 0
    for index in source.elements.indices where !source.elements[index].isRemoved {
      let element = source.elements[index]
      let target: String?
      switch element.name {
      case "outlet", "action", "outletCollection", "segue": target = element["destination"]
      case "include", "exclude": target = element["reference"]
      default: target = nil
      }
      if let target, ids.contains(target) {
        source.removeElement(index)
        removed += 1
      }
    }
    return removed
  }

  /// Rewrites the attributes of `<constraint id>` that differ between `old` and `new`.
  mutating func change(_ id: String, from old: ConstraintSpec, to new: ConstraintSpec, holder: String?)
    throws(EditError)
  {
    guard let element = source.element(id: id) else { return }
    let order = InterfaceBuilderSource.constraintAttributeOrder
    let wanted: [(String, String)]
    do {
      wanted = try fileAttributes(new, holder: holder)
    } catch {
      notSaved.append("constraint \(id) \(new.equation): \(error.message)")
      return
    }
    func value(_ name: String) -> String? { wanted.first { $0.0 == name }?.1 }
    var names: Set<String> = []
    if old.firstItem != new.firstItem || old.firstAttribute != new.firstAttribute {
      names.formUnion(["firstItem", "firstAttribute"])
    }
    if old.secondItem != new.secondItem || old.secondAttribute != new.secondAttribute {
      names.formUnion(["secondItem", "secondAttribute"])
    }
    if old.relation != new.relation { names.insert("relation") }
    if old.multiplier != new.multiplier { names.insert("multiplier") }
    if old.priority != new.priority { names.insert("priority") }
    if old.constant != new.constant { names.formUnion(["constant", "symbolic"]) }
    if old.isPlaceholder != new.isPlaceholder { names.insert("placeholder") }
    if old.identifier != new.identifier { names.insert("identifier") }
    for name in order where names.contains(name) {
      if let value = value(name) {
        source.setAttribute(name, value, in: element, order: order)
      } else {
        source.removeAttribute(name, in: element)
      }
    }
    changes.append("changed constraint \(id): \(old.equation) → \(new.equation)")
  }
}

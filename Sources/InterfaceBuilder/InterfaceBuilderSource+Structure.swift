import Foundation

// Adding and removing elements as Xcode does: a new element on its own line, indented as its
// siblings are (or four spaces deeper than its parent), a removed one with its line; new ids in
// Xcode's form; constraints in their holder's `<constraints>`, sorted by id as Xcode keeps them
// (1,458 of the 1,459 lists of three or more constraints in `xib-corpus-2`'s first 300 files).

extension InterfaceBuilderSource {
  /// Whether an element was inserted or removed (children are then found by position).
  var structureEdited: Bool { hasMovedElements || elements.contains { $0.line == 0 || $0.isRemoved } }

  /// The attributes of a `<constraint>` in the order Xcode writes them (observed on the public
  /// sets' constraints: `firstItem firstAttribute relation secondItem secondAttribute multiplier
  /// priority constant symbolic placeholder identifier id userLabel`).
  ///
  /// ```swift
  /// InterfaceBuilderSource.constraintAttributeOrder.first   // "firstItem"
  /// ```
  public static let constraintAttributeOrder = [
    "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "priority",
    "constant", "symbolic", "placeholder", "identifier", "id", "userLabel",
  ]

  /// A new id in Xcode's form (`abc-12-XyZ`: letters and digits, 3, 2 and 3 of them), unique in
  /// the document. The same document and the same sequence of calls give the same ids (they are
  /// drawn from a generator seeded by the file's text and the ids already present).
  ///
  /// ```swift
  /// let id = source.newID()   // e.g. "k3T-9a-QwZ"
  /// ```
  public func newID() -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    let used = Set(elements.compactMap { $0.isRemoved ? nil : $0["id"] })
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
    state &+= UInt64(used.count)
    func next() -> UInt64 {
      // SplitMix64.
      state &+= 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return z ^ (z >> 31)
    }
    while true {
      let characters = (0..<8).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
      let id = String(characters[0..<3]) + "-" + String(characters[3..<5]) + "-" + String(characters[5..<8])
      if !used.contains(id) { return id }
    }
  }

  /// Inserts an element into `parent` before its child `before` (or after its last child), on a
  /// line of its own indented as the child it precedes (else as its siblings, else four spaces
  /// deeper than `parent`). `childElements` gives the new element's own children (one level: names
  /// and attributes), and makes it a container. Returns the new element's index.
  ///
  /// ```swift
  /// let constraints = source.insertElement(("constraints", []), into: view, childElements: [])
  /// ```
  @discardableResult
  public mutating func insertElement(
    _ element: (name: String, attributes: [(String, String)]), into parent: Int, before: Int? = nil,
    childElements: [(name: String, attributes: [(String, String)])]? = nil
  ) -> Int {
    let (anchor, head, tail, indent) = insertionPoint(into: parent, before: before)
    let index = makeElement(element, parent: parent, isEmpty: childElements == nil)
    var inserted: [Piece] = [.text(head + "\n" + indent), .startTag(index)]
    if let childElements {
      for child in childElements {
        let childIndex = makeElement(child, parent: index, isEmpty: true)
        inserted += [.text("\n" + indent + "    "), .startTag(childIndex)]
      }
      inserted += [.text("\n" + indent), .endTag(index, "</\(element.name)>")]
    }
    inserted.append(.text(tail))
    pieces.replaceSubrange((anchor - 1)..<anchor, with: inserted)
    return index
  }

  /// Where a new child of `parent` goes (before `before`, else after its last child): the piece
  /// it goes before, the text before it split at its last line break, and its indentation.
  private func insertionPoint(into parent: Int, before: Int?) -> (
    anchor: Int, head: String, tail: String, indent: String
  ) {
    precondition(!elements[parent].isEmpty, "insertElement needs a parent with an end tag")
    let anchor =
      before.flatMap(startPiece(of:)) ?? pieces.firstIndex {
        if case .endTag(let index, _) = $0, index == parent { true } else { false }
      }!
    // The text before the anchor ends with a line break and the anchor's indentation.
    let (head, tail) = splitAtLastLineBreak(anchor - 1)
    let indent: String
    if before != nil {
      indent = String(tail.dropFirst())
    } else if let sibling = children(of: parent).last, let start = startPiece(of: sibling) {
      indent = String(splitAtLastLineBreak(start - 1).tail.dropFirst())
    } else {
      indent = String(tail.dropFirst()) + "    "
    }
    return (anchor, head, tail, indent)
  }

  /// Moves element `index` with its children into `parent`, before its child `before` (else
  /// after its last child), re-indented to its new depth; a `<subviews>` it leaves empty goes.
  ///
  /// ```swift
  /// source.moveElement(label, into: stackSubviews)
  /// ```
  public mutating func moveElement(_ index: Int, into parent: Int, before: Int? = nil) {
    guard let start = startPiece(of: index) else { return }
    let end =
      elements[index].isEmpty
      ? start
      : pieces.firstIndex { if case .endTag(let i, _) = $0, i == index { true } else { false } }!
    let (head, oldTail) = splitAtLastLineBreak(start - 1)
    let oldIndent = String(oldTail.dropFirst())
    let moved = Array(pieces[start...end])
    let oldParent = elements[index].parent
    pieces.replaceSubrange((start - 1)...end, with: [Piece.text(head)])
    mergeText(around: start - 1)
    hasMovedElements = true
    elements[index].parent = parent
    let (anchor, newHead, tail, indent) = insertionPoint(into: parent, before: before)
    let reindented = moved.map { piece -> Piece in
      guard case .text(let text) = piece else { return piece }
      return .text(text.replacingOccurrences(of: "\n" + oldIndent, with: "\n" + indent))
    }
    pieces.replaceSubrange(
      (anchor - 1)..<anchor, with: [.text(newHead + "\n" + indent)] + reindented + [.text(tail)])
    if let oldParent, Self.droppedWhenEmpty.contains(elements[oldParent].name),
      children(of: oldParent).isEmpty
    {
      removeElement(oldParent)
    }
  }

  /// Containers Xcode never writes empty.
  static let droppedWhenEmpty: Set<String> = ["constraints", "subviews", "connections"]

  /// Removes element `index` with its children and its line; a `<constraints>`, `<subviews>` or
  /// `<connections>` left with no children goes too, as Xcode writes no empty lists.
  ///
  /// ```swift
  /// source.removeElement(source.element(id: "Mis-Cn-bt1")!)
  /// ```
  public mutating func removeElement(_ index: Int) {
    guard let start = startPiece(of: index) else { return }
    let end =
      elements[index].isEmpty
      ? start
      : pieces.firstIndex { if case .endTag(let i, _) = $0, i == index { true } else { false } }!
    // The line break and indentation before the element go with it.
    let (head, _) = splitAtLastLineBreak(start - 1)
    pieces.replaceSubrange((start - 1)...end, with: [Piece.text(head)])
    mergeText(around: start - 1)
    markRemoved(index)
    if let parent = elements[index].parent, Self.droppedWhenEmpty.contains(elements[parent].name),
      children(of: parent).isEmpty
    {
      removeElement(parent)
    }
  }

  /// Adds a `<constraint>` to the view `holder` (the common ancestor of its items, as Xcode puts
  /// them; a size constraint's own view), in its `<constraints>` at the place its id sorts to,
  /// with the attributes in Xcode's order (``constraintAttributeOrder``); a holder without
  /// `<constraints>` gets one where Xcode writes it (``insertChild(_:into:childElements:)``).
  /// Returns the new element's index.
  ///
  /// ```swift
  /// source.addConstraint(
  ///   [("firstAttribute", "height"), ("constant", "44"), ("id", source.newID())], to: view)
  /// ```
  @discardableResult
  public mutating func addConstraint(_ attributes: [(String, String)], to holder: Int) -> Int {
    let order = Self.constraintAttributeOrder
    let sorted = attributes.sorted {
      (order.firstIndex(of: $0.0) ?? order.count) < (order.firstIndex(of: $1.0) ?? order.count)
    }
    let id = attributes.first { $0.0 == "id" }?.1 ?? ""
    guard let list = children(of: holder).first(where: { elements[$0].name == "constraints" }) else {
      let container = insertChild(("constraints", []), into: holder, childElements: [("constraint", sorted)])
      return children(of: container)[0]
    }
    let next = children(of: list).first { (elements[$0]["id"] ?? "") > id }
    return insertElement(("constraint", sorted), into: list, before: next)
  }

  private mutating func makeElement(
    _ element: (name: String, attributes: [(String, String)]), parent: Int, isEmpty: Bool
  ) -> Int {
    let attributes = element.attributes.map {
      Attribute(leadingSpace: " ", name: $0.0, quote: "\"", rawValue: Self.escape($0.1))
    }
    elements.append(
      Element(
        name: element.name, attributes: attributes, trailingSpace: "", isEmpty: isEmpty, parent: parent,
        line: 0,
        isEdited: true))
    return elements.count - 1
  }

  private func startPiece(of index: Int) -> Int? {
    pieces.firstIndex { if case .startTag(let i) = $0, i == index { true } else { false } }
  }

  /// The text piece at `position` split before its last line break.
  private func splitAtLastLineBreak(_ position: Int) -> (head: String, tail: String) {
    guard position >= 0, case .text(let text) = pieces[position], let last = text.lastIndex(of: "\n") else {
      return ("", "\n")
    }
    return (String(text[..<last]), String(text[last...]))
  }

  private mutating func mergeText(around position: Int) {
    guard position + 1 < pieces.count, case .text(let a) = pieces[position],
      case .text(let b) = pieces[position + 1]
    else { return }
    pieces.replaceSubrange(position...(position + 1), with: [.text(a + b)])
  }

  private mutating func markRemoved(_ index: Int) {
    elements[index].isRemoved = true
    for child in elements.indices where elements[child].parent == index && !elements[child].isRemoved {
      markRemoved(child)
    }
  }
}

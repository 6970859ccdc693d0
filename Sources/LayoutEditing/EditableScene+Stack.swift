import AutoLayout
import Foundation
import LayoutDocument

// Interface Builder's Embed In Stack View and Unembed: the selected siblings move into a new
// stack view at the place they occupy, arranged along the axis their positions suggest; the
// constraints that related them to each other or to anything outside go (their own sizes stay).

extension EditableScene {
  /// The axis and spacing Interface Builder would choose for views: horizontal when they are
  /// spread more across than down, the spacing the smallest gap between neighbours (0 when they
  /// overlap), the views in reading order along the axis.
  ///
  /// ```swift
  /// editable.stackArrangement(of: ["like", "share"]).axis   // .horizontal
  /// ```
  public func stackArrangement(of names: [String]) -> (
    axis: LayoutConstraint.Axis, spacing: CGFloat, order: [String]
  ) {
    let frames = names.map { ($0, absoluteFrame(of: $0)) }
    let xs = frames.map(\.1.midX)
    let ys = frames.map(\.1.midY)
    let spreadX = (xs.max() ?? 0) - (xs.min() ?? 0)
    let spreadY = (ys.max() ?? 0) - (ys.min() ?? 0)
    let horizontal = spreadX > spreadY
    let order = frames.sorted { a, b in
      if horizontal { return isRightToLeft ? a.1.maxX > b.1.maxX : a.1.minX < b.1.minX }
      return a.1.minY < b.1.minY
    }
    var gaps: [CGFloat] = []
    for (a, b) in zip(order, order.dropFirst()) {
      if horizontal {
        gaps.append(isRightToLeft ? a.1.minX - b.1.maxX : b.1.minX - a.1.maxX)
      } else {
        gaps.append(b.1.minY - a.1.maxY)
      }
    }
    let spacing = max(0, (gaps.min() ?? 0).rounded())
    return (horizontal ? .horizontal : .vertical, spacing, order.map(\.0))
  }

  /// The document with the views moved into a new stack view (named `stackView`, `stackView2` …)
  /// at their union's origin, sized to fit its arranged views; the constraints between them and
  /// to anything outside are removed.
  ///
  /// ```swift
  /// let edited = try editable.embeddingInStack(["like", "share"])
  /// ```
  public func embeddingInStack(_ names: [String]) throws(EditError) -> LayoutDocument {
    try requireViews(names)
    guard !names.isEmpty else { throw EditError("nothing selected", hint: "select the views to embed") }
    let parents = Set(names.compactMap { superviews[$0] })
    guard parents.count == 1, let parent = parents.first else {
      throw EditError("the views to embed have different superviews", hint: "select siblings")
    }
    if let parentSpec = document.viewSpec(named: parent), parentSpec.kind == .stack,
      parentSpec.arranged.contains(where: { names.contains($0.name) })
    {
      throw EditError("the views are arranged by the stack view '\(parent)'", hint: "unembed them first")
    }
    let arrangement = stackArrangement(of: names)
    let selected = Set(names)
    // Constraints that stay: those on one selected view alone (its size).
    let removed = constraints.filter { record in
      let items = [record.spec.firstItem] + (record.spec.secondItem.map { [$0] } ?? [])
      let touches = items.contains { selected.contains($0) }
      let internalSize = record.spec.secondItem == nil || record.spec.secondItem == record.spec.firstItem
      return touches && !internalSize
    }
    var result = try removingConstraints(Set(removed.map(\.id)))
    var union = CGRect.null
    for name in names { union = union.union(displayedFrame(of: name)) }
    let stackName = result.unusedName("stackView")
    var stack = LayoutDocument.ViewSpec(name: stackName)
    stack.kind = .stack
    var spec = LayoutDocument.StackSpec()
    spec.axis = arrangement.axis
    spec.spacing = arrangement.spacing
    stack.stack = spec
    stack.frame = union
    // Take the views out (in the arrangement's order), put the stack where the first one was.
    var taken: [String: LayoutDocument.ViewSpec] = [:]
    var firstIndex: Int?
    func takeOut(_ list: inout [LayoutDocument.ViewSpec]) {
      var index = 0
      while index < list.count {
        if selected.contains(list[index].name) {
          var view = list.remove(at: index)
          view.frame = nil
          taken[view.name] = view
          if firstIndex == nil { firstIndex = index }
        } else {
          index += 1
        }
      }
    }
    if parent == "root" {
      takeOut(&result.views)
    } else {
      result.updateView(named: parent) { takeOut(&$0.subviews) }
    }
    stack.arranged = arrangement.order.compactMap { taken[$0] }
    if parent == "root" {
      result.views.insert(stack, at: min(firstIndex ?? 0, result.views.count))
    } else {
      result.updateView(named: parent) {
        $0.subviews.insert(stack, at: min(firstIndex ?? 0, $0.subviews.count))
      }
    }
    // "Interface Builder embeds the selected items in a stack view and resizes the stack to its
    // current fitting size based on its contents" (seed 003): the stack keeps the union's origin
    // and takes the smallest size its arranged views allow.
    if let fitting = fittingSize(ofStack: stackName, in: result) {
      result.updateView(named: stackName) { $0.frame = CGRect(origin: union.origin, size: fitting) }
    }
    return result
  }

  /// The compressed fitting size of a stack view of `document`, laid out with this scene's canvas.
  func fittingSize(ofStack name: String, in document: LayoutDocument) -> CGSize? {
    guard let laidOut = try? EditableScene(document: document, overrides: overrides),
      let stack = laidOut.items[name] as? View
    else { return nil }
    let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    guard size.width.isFinite, size.height.isFinite else { return nil }
    return size
  }

  /// The document with the stack view replaced by its arranged (and other) subviews, each at the
  /// frame it has now; the constraints of the stack view go.
  ///
  /// ```swift
  /// let edited = try editable.unembedding("stackView")
  /// ```
  public func unembedding(_ name: String) throws(EditError) -> LayoutDocument {
    try requireViews([name])
    guard let spec = document.viewSpec(named: name), spec.kind == .stack, let parent = superviews[name] else {
      throw EditError("'\(name)' is not a stack view", hint: "select the stack view to unembed")
    }
    let removed = constraints.filter { $0.spec.involves(name) }
    var result = try removingConstraints(Set(removed.map(\.id)))
    let origin = displayedFrame(of: name).origin
    let children = (spec.arranged + spec.subviews).map { child -> LayoutDocument.ViewSpec in
      var moved = child
      var frame = displayedFrame(of: child.name)
      frame.origin.x += origin.x
      frame.origin.y += origin.y
      moved.frame = frame
      return moved
    }
    func replace(_ list: inout [LayoutDocument.ViewSpec]) {
      guard let index = list.firstIndex(where: { $0.name == name }) else { return }
      list.replaceSubrange(index...index, with: children)
    }
    if parent == "root" {
      replace(&result.views)
    } else {
      result.updateView(named: parent) { replace(&$0.subviews) }
    }
    return result
  }
}

import AutoLayout
import Foundation
import LayoutDocument

// Adding views from the object library and deleting views, as Interface Builder does: a dropped
// view has no constraints (it keeps its frame through prototyping constraints); a deleted view
// takes its subviews and every constraint that names any of them.

extension EditableScene {
  /// The document with a new view from the library, centred on `point` (in `parent`'s
  /// coordinates) inside `parent`; in a stack view it is arranged at the place along the axis
  /// the point falls. Returns the document and the new view's name.
  ///
  /// ```swift
  /// let (edited, name) = try editable.addingView(.switch, to: "card", at: CGPoint(x: 200, y: 60))
  /// // name == "switchControl"
  /// ```
  public func addingView(_ item: LibraryItem, to parent: String, at point: CGPoint) throws(EditError)
    -> (document: LayoutDocument, name: String)
  {
    try requireViews([parent])
    for value in [point.x, point.y] where !value.isFinite || abs(value) > 1e7 {
      throw EditError("point value \(value) out of range", hint: "points are finite, within ±10,000,000")
    }
    if parent != "root", let kind = document.viewSpec(named: parent)?.kind,
      [.label, .button, .image].contains(kind)
    {
      throw EditError(
        "a \(kind.rawValue) does not hold other views", hint: "drop the view on its superview or a container")
    }
    var result = keepingFrames(of: viewNames)
    let name = result.unusedName(item.baseName)
    var (spec, size) = item.spec(named: name)
    if size == .zero { size = measuredSize(of: spec) }
    let origin = CGPoint(x: (point.x - size.width / 2).rounded(), y: (point.y - size.height / 2).rounded())
    let parentSpec = document.viewSpec(named: parent)
    if let parentSpec, parentSpec.kind == .stack {
      // Arranged: the stack places it; it goes where the point falls along the axis.
      let vertical = parentSpec.stack?.axis == .vertical
      let index = parentSpec.arranged.filter { sibling in
        let frame = displayedFrame(of: sibling.name)
        return vertical ? frame.midY < point.y : (isRightToLeft ? frame.midX > point.x : frame.midX < point.x)
      }.count
      result.updateView(named: parent) { $0.arranged.insert(spec, at: min(index, $0.arranged.count)) }
      return (result, name)
    }
    spec.frame = CGRect(origin: origin, size: size)
    if parent == "root" {
      result.views.append(spec)
    } else {
      result.updateView(named: parent) { $0.subviews.append(spec) }
    }
    return (result, name)
  }

  /// The size a label's or a button's text gives it, laid out on this scene's canvas.
  func measuredSize(of spec: LayoutDocument.ViewSpec) -> CGSize {
    var probe = LayoutDocument(path: document.path)
    probe.canvas = document.canvas
    probe.views = [spec]
    guard let scene = try? probe.makeScene(overriding: overrides),
      let view = scene.views.first(where: { $0.name == spec.name })?.view
    else { return CGSize(width: 42, height: 21) }
    let size = view.intrinsicContentSize
    return CGSize(width: max(size.width, 0).rounded(.up), height: max(size.height, 0).rounded(.up))
  }

  /// The document without the views (and everything inside them): the constraints that name any
  /// of them go, and the layout guides they own with the constraints that name those.
  ///
  /// ```swift
  /// let edited = try editable.removingViews(["avatar"])
  /// ```
  public func removingViews(_ names: [String]) throws(EditError) -> LayoutDocument {
    try requireViews(names)
    guard !names.contains("root") else {
      throw EditError("the root view cannot be deleted", hint: "select the views inside it")
    }
    let gone = Set(withSubviews(names))
    let guides = Set(document.guides.filter { gone.contains($0.owner) }.map(\.name))
    let removed = constraints.filter { record in
      [record.spec.firstItem, record.spec.secondItem].contains { item in
        item.map { gone.contains($0) || guides.contains($0) } ?? false
      }
    }
    var result = try removingConstraints(Set(removed.map(\.id)))
    func prune(_ list: inout [LayoutDocument.ViewSpec]) {
      list.removeAll { gone.contains($0.name) }
      for index in list.indices {
        prune(&list[index].subviews)
        prune(&list[index].arranged)
      }
    }
    prune(&result.views)
    result.guides.removeAll { guides.contains($0.name) }
    return result
  }
}

import AutoLayout
import Foundation
import LayoutDocument

// Finding and changing a view of a document's tree by name.

extension LayoutDocument {
  /// Changes the view named `name` in place; false when there is none.
  ///
  /// ```swift
  /// document.updateView(named: "title") { $0.hidden = true }
  /// ```
  @discardableResult
  public mutating func updateView(named name: String, _ change: (inout ViewSpec) -> Void) -> Bool {
    func visit(_ list: inout [ViewSpec]) -> Bool {
      for index in list.indices {
        if list[index].name == name {
          change(&list[index])
          return true
        }
        if visit(&list[index].subviews) || visit(&list[index].arranged) { return true }
      }
      return false
    }
    return visit(&views)
  }

  /// Changes every view in place, depth first.
  ///
  /// ```swift
  /// document.updateViews { $0.frame = nil }
  /// ```
  public mutating func updateViews(_ change: (inout ViewSpec) -> Void) {
    func visit(_ list: inout [ViewSpec]) {
      for index in list.indices {
        change(&list[index])
        visit(&list[index].subviews)
        visit(&list[index].arranged)
      }
    }
    visit(&views)
  }

  /// The given frames, by view name.
  var givenFrames: [String: CGRect] {
    var frames: [String: CGRect] = [:]
    func collect(_ list: [ViewSpec]) {
      for spec in list {
        if let frame = spec.frame { frames[spec.name] = frame }
        collect(spec.subviews)
        collect(spec.arranged)
      }
    }
    collect(views)
    return frames
  }

  /// The names of the views that have a given frame.
  var namesWithFrames: Set<String> { Set(givenFrames.keys) }

  /// The view named `name`, if the document has one.
  ///
  /// ```swift
  /// document.viewSpec(named: "card")?.margins
  /// ```
  public func viewSpec(named name: String) -> ViewSpec? {
    func find(_ list: [ViewSpec]) -> ViewSpec? {
      for spec in list {
        if spec.name == name { return spec }
        if let found = find(spec.subviews) ?? find(spec.arranged) { return found }
      }
      return nil
    }
    return find(views)
  }

  /// Every name used by a view or guide (and `root`, `safeArea`).
  var usedNames: Set<String> {
    var names: Set<String> = ["root", "safeArea"]
    func collect(_ list: [ViewSpec]) {
      for spec in list {
        names.insert(spec.name)
        collect(spec.subviews)
        collect(spec.arranged)
      }
    }
    collect(views)
    for guide in guides { names.insert(guide.name) }
    return names
  }

  /// `base`, or `base2`, `base3` … : the first name no view or guide has.
  func unusedName(_ base: String) -> String {
    let names = usedNames
    if !names.contains(base) { return base }
    var n = 2
    while names.contains("\(base)\(n)") { n += 1 }
    return "\(base)\(n)"
  }
}

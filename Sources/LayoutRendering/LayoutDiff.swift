import AutoLayout
import Foundation

/// Two versions of a laid-out layout compared: which views were added, removed, moved or resized
/// and which constraints were added, removed or changed — for a pull request's reviewer, with
/// both pictures highlighted (``pictures()``), a summary line (``summary``) and, for several
/// scenes, a page (``htmlPage(title:sections:)``) and a Markdown comment
/// (``markdown(title:sections:)``).
///
/// Views are matched by the key each version gives them (an Interface Builder id, a layout
/// document's view name); constraints by what they relate — items (by key) and attributes and
/// the relation — so a changed constant, multiplier or priority is a change, not a removal and an
/// addition. Frames are compared in the superview's coordinates: a view that moves only because
/// its superview moved is not listed.
///
/// ```swift
/// let diff = LayoutDiff(
///   old: .init(picture: LayoutPicture(root: oldWindow), keys: [(oldTitle, "title")]),
///   new: .init(picture: LayoutPicture(root: newWindow), keys: [(newTitle, "title")]))
/// diff.summary   // "title: width 120 → 140; 1 constraint changed"
/// ```
public struct LayoutDiff {
  /// One version: its picture (what the views show, misplacements) and the keys of its views.
  public struct Version {
    /// The picture of the version (its root is laid out when compared).
    public var picture: LayoutPicture
    /// The key of each compared view (views without one are drawn but not compared).
    var keys: [ObjectIdentifier: String]
    /// The name each view goes by in the changes (its key or `layoutName` where none is given).
    var names: [ObjectIdentifier: String]

    /// A version: a picture and the key of each view to compare; views are named by their
    /// `layoutName`.
    ///
    /// ```swift
    /// LayoutDiff.Version(picture: picture, keys: scene.views.map { ($0.view, $0.name) })
    /// ```
    public init(picture: LayoutPicture, keys: [(View, String)]) {
      self.init(picture: picture, views: keys.map { ($0.0, $0.1, $0.0.layoutName ?? $0.1) })
    }

    /// A version: a picture, and the key and the name of each view to compare.
    ///
    /// ```swift
    /// LayoutDiff.Version(picture: picture, views: [(title, "afj-rd-iNv", "label \"Title\" (afj-rd-iNv)")])
    /// ```
    public init(picture: LayoutPicture, views: [(view: View, key: String, name: String)]) {
      self.picture = picture
      var keys: [ObjectIdentifier: String] = [:]
      var names: [ObjectIdentifier: String] = [:]
      for entry in views {
        keys[ObjectIdentifier(entry.view)] = entry.key
        names[ObjectIdentifier(entry.view)] = entry.name
      }
      self.keys = keys
      self.names = names
    }

    /// A view's name in the changes.
    func name(of view: View) -> String {
      names[ObjectIdentifier(view)] ?? view.layoutName ?? "view"
    }
  }

  /// What happened to a view or a constraint.
  public enum Kind: String, Sendable, Comparable {
    /// Only in the new version.
    case added
    /// Only in the old version.
    case removed
    /// In both, with another frame, visibility, constant, multiplier or priority.
    case changed

    /// Added, removed, changed.
    public static func < (a: Kind, b: Kind) -> Bool { a.order < b.order }
    var order: Int {
      switch self {
      case .added: 0
      case .removed: 1
      case .changed: 2
      }
    }
  }

  /// One change.
  public struct Change: Sendable, Equatable {
    /// What happened.
    public var kind: Kind
    /// The view's name, or the constraint written out (`title.top == header.bottom + 8`).
    public var subject: String
    /// How it changed (`width 120 → 140`, `constant 8 → 12`); empty for additions and removals.
    public var detail: String
    /// Whether it is a view moved or resized by less than a point in every edge: what Xcode's
    /// rounding makes of a file it saves again (`width 343 → 343.33`). Listed after the real
    /// changes, counted apart in the summary, drawn light.
    public var isSubPoint = false

    /// A change.
    ///
    /// ```swift
    /// LayoutDiff.Change(kind: .changed, subject: "title", detail: "width 120 → 140")
    /// ```
    public init(kind: Kind, subject: String, detail: String) {
      self.kind = kind
      self.subject = subject
      self.detail = detail
    }
  }

  /// The old version (`nil`: the layout is new).
  public let old: Version?
  /// The new version (`nil`: the layout was removed).
  public let new: Version?
  /// The views' changes, in the new version's order (removed ones in the old's, after).
  public private(set) var viewChanges: [Change] = []
  /// The constraints' changes.
  public private(set) var constraintChanges: [Change] = []
  /// The old version's changed objects (views and constraints), for its picture.
  var oldHighlights: [(AnyObject, LayoutPicture.Highlight)] = []
  /// The new version's changed objects.
  var newHighlights: [(AnyObject, LayoutPicture.Highlight)] = []

  /// Compares two versions (either may be missing: an added or a removed layout).
  ///
  /// ```swift
  /// let diff = LayoutDiff(old: before, new: after)
  /// diff.isEmpty   // false
  /// ```
  public init(old: Version?, new: Version?) {
    self.old = old
    self.new = new
    compareViews()
    compareConstraints()
  }

  /// Whether nothing changed.
  ///
  /// ```swift
  /// LayoutDiff(old: version, new: version).isEmpty   // true
  /// ```
  public var isEmpty: Bool {
    viewChanges.isEmpty && constraintChanges.isEmpty && (old == nil) == (new == nil)
  }

  /// One line: each changed view with its change, then the constraints counted by kind
  /// (`title: width 120 → 140; subtitle added; 2 constraints added, 1 changed`).
  ///
  /// ```swift
  /// print(diff.summary)
  /// ```
  public var summary: String {
    if old == nil { return "new" }
    if new == nil { return "removed" }
    var parts: [String] = []
    for change in viewChanges where !change.isSubPoint {
      parts.append(
        change.detail.isEmpty
          ? "\(change.subject) \(change.kind.rawValue)" : "\(change.subject): \(change.detail)")
    }
    var counts: [Kind: Int] = [:]
    for change in constraintChanges { counts[change.kind, default: 0] += 1 }
    let kinds = counts.keys.sorted()
    if !kinds.isEmpty {
      let words = kinds.enumerated().map { index, kind in
        let count = counts[kind]!
        let noun = index == 0 ? (count == 1 ? " constraint " : " constraints ") : " "
        return "\(count)\(noun)\(kind.rawValue)"
      }
      parts.append(words.joined(separator: ", "))
    }
    let subPoint = viewChanges.filter(\.isSubPoint).count
    if subPoint > 0 {
      parts.append(
        "\(subPoint) view\(subPoint == 1 ? "" : "s") moved or resized by less than a point (re-save rounding)"
      )
    }
    return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
  }

  /// Both pictures with the changes highlighted: removed views and constraints (and changed ones)
  /// on the old picture, added (and changed) ones on the new.
  ///
  /// ```swift
  /// let (before, after) = diff.pictures()
  /// try before?.svg().write(toFile: "before.svg", atomically: true, encoding: .utf8)
  /// ```
  public func pictures() -> (old: LayoutPicture?, new: LayoutPicture?) {
    var before = old?.picture
    var after = new?.picture
    for (object, highlight) in oldHighlights { before?.highlights[ObjectIdentifier(object)] = highlight }
    for (object, highlight) in newHighlights { after?.highlights[ObjectIdentifier(object)] = highlight }
    return (before, after)
  }

  // MARK: Views

  struct ViewState {
    var view: View
    var name: String
  }

  /// The keyed views of a version, in depth-first order.
  static func keyedViews(of version: Version?) -> [(key: String, state: ViewState)] {
    guard let version else { return [] }
    let root = version.picture.root
    root.layoutIfNeeded()
    var result: [(key: String, state: ViewState)] = []
    var seen: Set<String> = []
    var stack: [View] = [root]
    while let view = stack.popLast() {
      if let key = version.keys[ObjectIdentifier(view)], seen.insert(key).inserted {
        result.append((key, ViewState(view: view, name: version.name(of: view))))
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  mutating func compareViews() {
    let before = Self.keyedViews(of: old)
    let after = Self.keyedViews(of: new)
    let beforeByKey = Dictionary(before.map { ($0.key, $0.state) }, uniquingKeysWith: { a, _ in a })
    let afterKeys = Set(after.map(\.key))
    guard old != nil, new != nil else { return }
    for (key, state) in after {
      guard let previous = beforeByKey[key] else {
        viewChanges.append(Change(kind: .added, subject: state.name, detail: ""))
        newHighlights.append((state.view, .added))
        continue
      }
      let details = Self.frameChanges(from: previous.view, to: state.view)
      if !details.isEmpty {
        var change = Change(kind: .changed, subject: state.name, detail: details.joined(separator: ", "))
        change.isSubPoint = Self.isSubPoint(from: previous.view, to: state.view)
        viewChanges.append(change)
        oldHighlights.append((previous.view, change.isSubPoint ? .resaved : .changed))
        newHighlights.append((state.view, change.isSubPoint ? .resaved : .changed))
      }
    }
    for (key, state) in before where !afterKeys.contains(key) {
      viewChanges.append(Change(kind: .removed, subject: state.name, detail: ""))
      oldHighlights.append((state.view, .removed))
    }
    // Real changes first; re-save rounding after them.
    viewChanges = viewChanges.filter { !$0.isSubPoint } + viewChanges.filter(\.isSubPoint)
  }

  /// Whether a view moved or was resized by less than a point in every edge, and kept its
  /// visibility.
  static func isSubPoint(from a: View, to b: View) -> Bool {
    let f = a.frame
    let g = b.frame
    return a.isHidden == b.isHidden
      && [f.minX - g.minX, f.minY - g.minY, f.maxX - g.maxX, f.maxY - g.maxY].allSatisfy { abs($0) < 1 }
  }

  /// `moved (20, 40) → (20, 60)`, `width 120 → 140`, `size 120 × 40 → 140 × 44`, `hidden`, `shown`.
  static func frameChanges(from a: View, to b: View) -> [String] {
    var details: [String] = []
    let f = a.frame
    let g = b.frame
    if !same(f.minX, g.minX) || !same(f.minY, g.minY) {
      details.append("moved (\(number(f.minX)), \(number(f.minY))) → (\(number(g.minX)), \(number(g.minY)))")
    }
    switch (same(f.width, g.width), same(f.height, g.height)) {
    case (false, true): details.append("width \(number(f.width)) → \(number(g.width))")
    case (true, false): details.append("height \(number(f.height)) → \(number(g.height))")
    case (false, false):
      details.append(
        "size \(number(f.width)) × \(number(f.height)) → \(number(g.width)) × \(number(g.height))")
    case (true, true): break
    }
    if a.isHidden != b.isHidden { details.append(b.isHidden ? "hidden" : "shown") }
    return details
  }

  static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

  // MARK: Constraints

  struct ConstraintState {
    var constraint: LayoutConstraint
    var text: String
  }

  /// The version's constraints made by the app (not by the system), keyed by what they relate.
  static func keyedConstraints(of version: Version?) -> [(key: String, state: ConstraintState)] {
    guard let version else { return [] }
    var result: [(key: String, state: ConstraintState)] = []
    var occurrences: [String: Int] = [:]
    var seen: Set<ObjectIdentifier> = []
    var stack: [View] = [version.picture.root]
    while let view = stack.popLast() {
      for constraint in view.constraints where constraint.isActive {
        if case .system = constraint.origin { continue }
        guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
        let first = itemKey(constraint.firstItem, in: version)
        let second = itemKey(constraint.secondItem, in: version)
        var key = "\(first).\(constraint.firstAttribute) \(constraint.relation)"
        if constraint.secondItem != nil { key += " \(second).\(constraint.secondAttribute)" }
        let count = occurrences[key, default: 0] + 1
        occurrences[key] = count
        if count > 1 { key += " #\(count)" }
        result.append((key, ConstraintState(constraint: constraint, text: text(of: constraint, in: version))))
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// A view's key, a guide's owner's key and the guide's name, or `?`.
  static func itemKey(_ item: AnyObject?, in version: Version) -> String {
    if let view = item as? View { return version.keys[ObjectIdentifier(view)] ?? view.layoutName ?? "?" }
    if let guide = item as? LayoutGuide {
      let owner = guide.owningView.map { itemKey($0, in: version) } ?? "?"
      return "\(owner).\(guideName(guide))"
    }
    return "?"
  }

  static func guideName(_ guide: LayoutGuide) -> String {
    if let owner = guide.owningView {
      if guide === owner.safeAreaLayoutGuide { return "safeArea" }
      if guide === owner.layoutMarginsGuide { return "margins" }
    }
    return guide.identifier.isEmpty ? "guide" : guide.identifier
  }

  static func itemName(_ item: AnyObject?, in version: Version) -> String {
    if let view = item as? View { return version.name(of: view) }
    if let guide = item as? LayoutGuide {
      return "\(guide.owningView.map { itemName($0, in: version) } ?? "?").\(guideName(guide))"
    }
    return "?"
  }

  /// `title.top == header.bottom + 8`, `avatar.width == 40 @750`, `a.width == 0.5 × b.width`.
  static func text(of constraint: LayoutConstraint, in version: Version) -> String {
    var text =
      "\(itemName(constraint.firstItem, in: version)).\(constraint.firstAttribute) \(constraint.relation) "
    if constraint.secondItem != nil {
      if !same(constraint.multiplier, 1) { text += "\(number(constraint.multiplier)) × " }
      text += "\(itemName(constraint.secondItem, in: version)).\(constraint.secondAttribute)"
      if !same(constraint.constant, 0) {
        text +=
          constraint.constant < 0 ? " - \(number(-constraint.constant))" : " + \(number(constraint.constant))"
      }
    } else {
      text += number(constraint.constant)
    }
    if constraint.priority.rawValue < 1000 { text += " @\(number(CGFloat(constraint.priority.rawValue)))" }
    return text
  }

  mutating func compareConstraints() {
    let before = Self.keyedConstraints(of: old)
    let after = Self.keyedConstraints(of: new)
    guard old != nil, new != nil else { return }
    let beforeByKey = Dictionary(before.map { ($0.key, $0.state) }, uniquingKeysWith: { a, _ in a })
    let afterKeys = Set(after.map(\.key))
    for (key, state) in after {
      guard let previous = beforeByKey[key] else {
        constraintChanges.append(Change(kind: .added, subject: state.text, detail: ""))
        newHighlights.append((state.constraint, .added))
        continue
      }
      let a = previous.constraint
      let b = state.constraint
      var details: [String] = []
      if !Self.same(a.constant, b.constant) {
        details.append("constant \(Self.number(a.constant)) → \(Self.number(b.constant))")
      }
      if !Self.same(a.multiplier, b.multiplier) {
        details.append("multiplier \(Self.number(a.multiplier)) → \(Self.number(b.multiplier))")
      }
      if a.priority != b.priority {
        details.append(
          "priority \(Self.number(CGFloat(a.priority.rawValue))) → \(Self.number(CGFloat(b.priority.rawValue)))"
        )
      }
      if !details.isEmpty {
        constraintChanges.append(
          Change(kind: .changed, subject: state.text, detail: details.joined(separator: ", ")))
        oldHighlights.append((a, .changed))
        newHighlights.append((b, .changed))
      }
    }
    for (key, state) in before where !afterKeys.contains(key) {
      constraintChanges.append(Change(kind: .removed, subject: state.text, detail: ""))
      oldHighlights.append((state.constraint, .removed))
    }
  }

  /// A number as people write it: `120`, `20.5`, `0.33`.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if let whole = Int64(exactly: rounded) { return String(whole) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}

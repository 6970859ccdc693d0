import Cassowary
import Foundation

// UIKit's UIConstraintBasedLayoutDebugging, and what Interface Builder tells beyond it. Every call
// first brings the layout up to date (a layout pass if anything changed).

extension View {
  /// The engine of the hierarchy, with every change applied.
  var diagnosedEngine: LayoutEngine {
    let root = rootView
    root.layoutIfNeeded()
    return root.layoutEngine
  }

  /// The unsatisfiable conflicts the engine met in the hierarchy's current constraints (each
  /// with the constraint it broke), in the order met. Empty when everything holds.
  ///
  /// ```swift
  /// for conflict in window.layoutConflicts { print(conflict) }
  /// ```
  public var layoutConflicts: [LayoutConflict] { diagnosedEngine.currentConflicts }

  /// Whether the constraints leave the view's frame open: another frame would satisfy every
  /// constraint just as well (UIKit's `hasAmbiguousLayout`).
  ///
  /// ```swift
  /// box.widthAnchor.constraint(equalToConstant: 100).isActive = true
  /// box.hasAmbiguousLayout   // true: nothing places it
  /// ```
  public var hasAmbiguousLayout: Bool { ambiguity != nil }

  /// Why the view's layout is ambiguous, in Interface Builder's words ("Need constraints for:
  /// X position, width"), with any content-priority ties; `nil` when it is not.
  ///
  /// ```swift
  /// print(box.ambiguity ?? "fully constrained")
  /// ```
  public var ambiguity: LayoutAmbiguity? { diagnosedEngine.ambiguity(of: self) }

  /// Every ambiguous view and layout guide of this view's hierarchy (this view and below).
  ///
  /// ```swift
  /// for finding in window.ambiguousLayouts() { print(finding) }
  /// ```
  public func ambiguousLayouts() -> [LayoutAmbiguity] {
    diagnosedEngine.ambiguities().filter { item in
      if let view = item.item as? View { return isInSubtree(view) || view === self }
      if let guide = item.item as? LayoutGuide, let owner = guide.owningView { return isInSubtree(owner) }
      return false
    }
  }

  /// Moves an ambiguously laid out view to another of its valid layouts, and back on the next call
  /// (UIKit's `exerciseAmbiguityInLayout()`, without the randomness: the same frames every run).
  /// Does nothing to a view whose layout is not ambiguous.
  ///
  /// ```swift
  /// box.exerciseAmbiguityInLayout()
  /// box.frame   // another frame the constraints allow
  /// ```
  public func exerciseAmbiguityInLayout() {
    let engine = diagnosedEngine
    engine.exercise(self)
    rootView.needsLayoutFlag = true
    layoutIfNeeded()
  }

  /// The constraints that decide the view's position and size on an axis, the app's and the
  /// system parts' `LayoutConstraint`s (UIKit's `constraintsAffectingLayout(for:)`).
  ///
  /// ```swift
  /// label.constraintsAffectingLayout(for: .horizontal).map(\.origin)
  /// ```
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    engineConstraintsAffectingLayout(for: axis).compactMap(\.layoutConstraint)
  }

  /// ``constraintsAffectingLayout(for:)`` with the constraints the system keeps inside the
  /// engine as well (intrinsic size, autoresizing mask, margins, the root's size).
  ///
  /// ```swift
  /// for c in label.engineConstraintsAffectingLayout(for: .vertical) { print(c, c.origin) }
  /// ```
  public func engineConstraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [EngineConstraint] {
    diagnosedEngine.constraintsAffecting(self, axis: axis)
  }

  /// A picture of the hierarchy in the spirit of UIKit's `_autolayoutTrace`: one line per view
  /// and layout guide, `•` for the view that hosts the engine, `*` for views laid out by Auto
  /// Layout, `+` for views placed by their frame and autoresizing mask, and `AMBIGUOUS LAYOUT`
  /// with the variables that can move.
  ///
  /// ```swift
  /// print(window.autolayoutTrace())
  /// // •root
  /// // |   *box- AMBIGUOUS LAYOUT for box.minX, box.minY
  /// ```
  public func autolayoutTrace() -> String {
    let engine = diagnosedEngine
    let items = engine.itemsInOrder.filter { item in
      if let view = item as? View { return view === self || isInSubtree(view) }
      if let owner = (item as? LayoutGuide)?.owningView { return owner === self || isInSubtree(owner) }
      return false
    }
    let ambiguous = engine.ambiguousVariables(
      items.flatMap { item -> [Variable] in
        let v = engine.variables(of: item)
        return [v.minX, v.minY, v.width, v.height]
      })
    func note(_ item: AnyObject) -> String {
      let v = engine.variables(of: item)
      let parts = [(v.minX, "minX"), (v.minY, "minY"), (v.width, "Width"), (v.height, "Height")]
        .filter { ambiguous.contains(ObjectIdentifier($0.0)) }
      guard !parts.isEmpty else { return "" }
      return "- AMBIGUOUS LAYOUT for "
        + parts.map { describedName(item) + "." + $0.1 }.joined(separator: ", ")
    }
    var lines: [String] = []
    let root = rootView
    func visit(_ view: View, depth: Int) {
      let marker = view === root ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
      lines.append(String(repeating: "|   ", count: depth) + marker + describedName(view) + note(view))
      for guide in items.compactMap({ $0 as? LayoutGuide }) where guide.owningView === view {
        lines.append(String(repeating: "|   ", count: depth + 1) + "*" + describedName(guide) + note(guide))
      }
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    lines += [
      "",
      "Legend:",
      "\t* - is laid out with auto layout",
      "\t+ - is laid out manually, but is represented in the layout engine because "
        + "translatesAutoresizingMaskIntoConstraints = YES",
      "\t• - layout engine host",
    ]
    return lines.joined(separator: "\n")
  }
}

extension LayoutGuide {
  /// Whether the constraints leave the guide's frame open (see ``View/hasAmbiguousLayout``).
  ///
  /// ```swift
  /// spacer.hasAmbiguousLayout
  /// ```
  public var hasAmbiguousLayout: Bool { ambiguity != nil }

  /// Why the guide's layout is ambiguous, or `nil` (see ``View/ambiguity``).
  ///
  /// ```swift
  /// print(spacer.ambiguity ?? "fully constrained")
  /// ```
  public var ambiguity: LayoutAmbiguity? {
    guard let owner = owningView else { return nil }
    return owner.diagnosedEngine.ambiguity(of: self)
  }

  /// The constraints that decide the guide's position and size on an axis.
  ///
  /// ```swift
  /// spacer.constraintsAffectingLayout(for: .horizontal)
  /// ```
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    guard let owner = owningView else { return [] }
    return owner.diagnosedEngine.constraintsAffecting(self, axis: axis).compactMap(\.layoutConstraint)
  }
}

extension LayoutEngine {
  /// The explanation for one item (probing its four variables).
  func ambiguity(of item: AnyObject) -> LayoutAmbiguity? {
    guard variables[ObjectIdentifier(item)] != nil else { return nil }
    let v = variables(of: item)
    return ambiguity(of: item, ambiguous: ambiguousVariables([v.minX, v.minY, v.width, v.height]))
  }

  /// Toggles an item between its solved layout and another valid one (see
  /// ``View/exerciseAmbiguityInLayout()``): the ambiguous variables are held, at a priority below
  /// every real one, at values up to 100 points away where the constraints allow — and on the next
  /// call at their first values again.
  func exercise(_ item: AnyObject) {
    let key = ObjectIdentifier(item)
    if var state = exercised[key] {
      for constraint in state.holds { try? solver.removeConstraint(constraint) }
      state.showingAlternative.toggle()
      let targets = state.showingAlternative ? state.alternative : state.base
      state.holds = hold(state.variables, at: targets)
      exercised[key] = state
      return
    }
    guard variables[key] != nil else { return }
    let v = variables(of: item)
    let ambiguous = ambiguousVariables([v.minX, v.minY, v.width, v.height])
    var state = ExerciseState()
    for variable in [v.minX, v.minY, v.width, v.height] where ambiguous.contains(ObjectIdentifier(variable)) {
      let reached = reach(of: variable, holding: state.variables, distance: 100)
      state.variables.append(variable)
      state.base.append(reached.base)
      state.alternative.append(Self.moved(reached.up, from: reached.base) ? reached.up : reached.down)
    }
    guard !state.variables.isEmpty else { return }
    state.holds = hold(state.variables, at: state.alternative)
    exercised[key] = state
  }

  /// Holds variables at values, below every real priority.
  func hold(_ variables: [Variable], at values: [Double]) -> [Cassowary.Constraint] {
    zip(variables, values).compactMap { variable, value in
      let hold = (variable == value).priority(Self.holdPriority)
      return (try? solver.addConstraint(hold)) != nil ? hold : nil
    }
  }
}

/// What ``LayoutEngine/exercise(_:)`` holds for one item.
struct ExerciseState {
  var variables: [Variable] = []
  var base: [Double] = []
  var alternative: [Double] = []
  var holds: [Cassowary.Constraint] = []
  var showingAlternative = true
}

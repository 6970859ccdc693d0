import Cassowary
import Foundation

// View/exerciseAmbiguityInLayout(): holds an ambiguous item at another valid layout and back.

extension LayoutEngine {
  /// The explanation for one item (probing its four variables).
  func ambiguity(of item: AnyObject) -> LayoutAmbiguity? {
    guard items.existing(item) != nil else { return nil }
    var budget = Self.probeBudget(variables: 4)
    return ambiguity(of: item, ambiguous: ambiguousVariables(ofFramesOf: [item]), budget: &budget)
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
    guard items.existing(item) != nil else { return }
    let v = variables(of: item)
    let ambiguous = ambiguousVariables(ofFramesOf: [item])
    var state = ExerciseState()
    // The parent's position stays: the frame moves within it.
    let parent = frameParent(of: item)
    let parentPositions = [parent?.minX, parent?.minY].compactMap { $0 }
    for variable in [v.minX, v.minY, v.width, v.height] where ambiguous.contains(ObjectIdentifier(variable)) {
      let reached = reach(of: variable, holding: parentPositions + state.variables, distance: 100)
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

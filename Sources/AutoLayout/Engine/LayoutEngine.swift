import Cassowary
import Foundation

/// The solver priority of a layout priority. Required stays required; every optional priority is
/// halved — exact in binary floating point, so distinct priorities stay distinct levels in the same
/// order — which leaves the band between 500 and 1000 to required constraints the engine had to
/// break: they give way to the other required constraints and still win over every optional one.
@inline(__always)
func enginePriority(_ priority: Float) -> Float {
  priority >= 1000 ? 1000 : max(priority / 2, 2 * probePriority)
}

/// The layout priority a solver priority stands for (the inverse of ``enginePriority(_:)``; a
/// broken required constraint shows as 999.99).
func layoutPriority(ofEnginePriority priority: Float) -> Float {
  priority >= 1000 ? 1000 : min(priority * 2, 999.99)
}

/// The solver priority of a broken required constraint (see ``enginePriority(_:)``).
let brokenRequiredPriority: Float = 750

/// The solver priority of the probes that look for other solutions: below every other level, so
/// that a probe never changes how well any constraint is satisfied.
let probePriority: Float = .leastNormalMagnitude

/// The engine of one view hierarchy: every view and layout guide maps to four solver variables
/// (its alignment rectangle in the root's coordinates), every active ``LayoutConstraint`` to one
/// solver constraint, and the views' frames, autoresizing masks, intrinsic sizes and system guides
/// to constraints of their own. Changes are queued and applied at the next layout pass: added
/// constraints in one batch, constants as in-place edits.
final class LayoutEngine {
  /// A solver for an engine: markers for required equalities once a change needs them, and the
  /// solved values read from its flat arrays (``Solver/withSolvedValues(_:)``), not written into
  /// every ``Variable`` (the layout pass of a 10,000-view hierarchy would store into 40,000
  /// objects).
  static func makeSolver() -> Solver {
    let solver = Solver(requiredEqualityMarkers: .whenFirstNeeded)
    solver.writesVariableValues = false
    return solver
  }

  unowned let root: View
  /// Set for the temporary engine of ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  var fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?
  // The solver and the item tables are read for every constraint and view of a rebuild, and only
  // replaced whole by it: no run-time exclusivity check on them.
  @exclusivity(unchecked) var solver = LayoutEngine.makeSolver()
  /// The variables of every view and guide.
  @exclusivity(unchecked) var items = ItemVariableStore()
  /// Turns the app's constraints into solver constraints over ``items``.
  var translator: ConstraintTranslator {
    ConstraintTranslator(items: items, hierarchyHasScrollViews: hierarchyHasScrollViews)
  }
  /// Whether the hierarchy held a scroll view at the last rebuild (a scroll view added since is a
  /// structural change: the next pass rebuilds). Without one, no constraint needs the older
  /// scroll-view rule (``ConstraintTranslator/scrollViewAnchors(_:)``).
  var hierarchyHasScrollViews = true
  /// The app's constraints in the solver.
  var user = InstalledConstraints(onConstraints: true)
  /// The constraints the engine made itself, each with its owner and tag.
  var system = SystemConstraints()
  /// The intrinsic size each view's hugging and compression resistance constraints were built
  /// with.
  var intrinsicSizes: [ObjectIdentifier: CGSize] = [:]
  /// The views whose intrinsic size follows their laid-out width (multi-line labels).
  var widthDependent: [View] = []
  var needsRebuild = true
  /// How many times the order was marked stale (see ``markOrderStale()``).
  var orderStaleMarks: UInt64 = 0
  var pending = PendingChanges()
  /// The views in layout order with the frames of the last pass; stale (remade by the next pass)
  /// whenever the hierarchy changes.
  var order: LayoutOrder?
  /// The conflicts met since the last rebuild (see ``LayoutEngine/install(_:for:)``).
  var conflicts: [LayoutConflict] = []
  /// Views whose safe-area insets the last pass changed: told (``View/safeAreaInsetsDidChange()``)
  /// once the pass is over.
  var safeAreaChanged: [View] = []
  /// Whether the next pass computes every view's safe area (``controllerInsetsChanged(_:)``).
  var needsFullSafeAreaPass = false
  /// The demoted replacements of broken required constraints now in the solver.
  var brokenSolverConstraints: Set<ObjectIdentifier> = []
  /// The views whose size floors are installed (``installSizeFloors(checking:)``), by axis: they
  /// stay until the next rebuild.
  var flooredSizes: Set<SizeFloorKey> = []
  /// Whether the last frame pass met a view whose solved width or height is below 0.
  var sawNegativeSize = false
  /// The holds of ``View/exerciseAmbiguityInLayout()``, per item.
  var exercised: [ObjectIdentifier: ExerciseState] = [:]

  /// One installed layout constraint: its solver constraint and the layout constant it was built
  /// with.
  struct Installed {
    var constraint: Cassowary.Constraint
    var constant: CGFloat
  }

  /// Changes waiting for the next pass.
  struct PendingChanges {
    var added: [LayoutConstraint] = []
    var removed: [LayoutConstraint] = []
    var constants: [LayoutConstraint] = []
    var priorities: [LayoutConstraint] = []
    var autoresizing: [View] = []
    var intrinsic: [(view: View, priorities: Bool)] = []
    var margins: [View] = []

    var isEmpty: Bool {
      added.isEmpty && removed.isEmpty && constants.isEmpty && priorities.isEmpty && autoresizing.isEmpty
        && intrinsic.isEmpty && margins.isEmpty
    }
  }

  init(root: View, fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)? = nil) {
    self.root = root
    self.fitting = fitting
    user = InstalledConstraints(onConstraints: fitting == nil)
  }

  var hasPendingChanges: Bool { needsRebuild || !pending.isEmpty }

  /// The variables of a view or guide, created on first use.
  func variables(of item: AnyObject) -> ItemVariables { items.variables(of: item) }

  /// The solver constraint of a layout constraint (with its current constant and priority).
  func solverConstraint(for constraint: LayoutConstraint) -> Cassowary.Constraint {
    translator.solverConstraint(for: constraint)
  }

  // MARK: Notifications from the API

  func invalidateStructure() {
    needsRebuild = true
    markOrderStale()
    root.needsLayoutFlag = true
  }

  /// Marks the layout order stale (the hierarchy changed: the next pass numbers it again) and
  /// counts the change, so that a loop over the order notices it without reading the order.
  func markOrderStale() {
    order?.isStale = true
    orderStaleMarks &+= 1
  }

  func constraintAdded(_ constraint: LayoutConstraint) {
    pending.added.append(constraint)
    root.needsLayoutFlag = true
  }

  func constraintRemoved(_ constraint: LayoutConstraint) {
    pending.removed.append(constraint)
    root.needsLayoutFlag = true
  }

  func constantChanged(_ constraint: LayoutConstraint) {
    pending.constants.append(constraint)
    root.needsLayoutFlag = true
  }

  func priorityChanged(_ constraint: LayoutConstraint) {
    pending.priorities.append(constraint)
    root.needsLayoutFlag = true
  }

  func autoresizingChanged(_ view: View) {
    pending.autoresizing.append(view)
    root.needsLayoutFlag = true
  }

  func intrinsicChanged(_ view: View, prioritiesChanged: Bool = false) {
    pending.intrinsic.append((view, prioritiesChanged))
    root.needsLayoutFlag = true
  }

  func marginsChanged(_ view: View) {
    pending.margins.append(view)
    root.needsLayoutFlag = true
  }

  /// A view controller's bars or ``ViewController/additionalSafeAreaInsets`` changed, or a scroll
  /// view's ``ScrollView/contentInsetAdjustmentBehavior``: the view's safe area, and every view's
  /// inside it, are computed again at the next pass (no frame need move for them to change).
  package func controllerInsetsChanged(_ view: View) {
    needsFullSafeAreaPass = true
    marginsChanged(view)
  }
}

import Foundation

/// What a view keeps only while it is the root of a hierarchy: the engine, the structure stamp,
/// the activation counter and the queues of the layout cycle. Boxed, so that the many views below
/// a root do not carry it (a view joining a superview hands its queue over and drops the box).
///
/// ```swift
/// let root = View()
/// root.addSubview(child)   // child.rootStateBox == nil
/// root.layoutIfNeeded()    // root.rootStateBox!.engine != nil
/// ```
final class RootState {
  var engine: LayoutEngine?
  var structureGeneration: UInt64 = 0
  var activationCounter = 0
  var updateQueue: [(view: View, subtree: Bool)] = []
  var layoutQueue: [View] = []
  var extraLayoutPasses = 0
  /// The stack view that detached this view (AppKit's `NSStackView.detachedViews`): a detached
  /// view is the root of its own hierarchy until the stack attaches it again.
  weak var detachingStack: StackView?
}

/// The insets a layout pass computed for a view (safe area, preserved superview margins), kept
/// only for views that have some.
///
/// ```swift
/// view.computedSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)  // boxes them
/// ```
final class ComputedInsets {
  var safeArea: EdgeInsets = .zero
  var preservedMargins: EdgeInsets = .zero
}

/// A view's own text measurer (``View/textMeasurer``), kept only by views that set one.
///
/// ```swift
/// window.textMeasurer = FontTextMeasurer.shared   // window.textMeasurerBox holds it
/// ```
final class TextMeasurerBox {
  var measurer: (any TextMeasuring)?
}

/// A view's system layout guides (layout margins, safe area, readable content, a scroll view's
/// content and frame) by role, in one small box made when the first is: a dictionary per view
/// took about twice the memory, and this reads them in role order on every run.
///
/// ```swift
/// var guides = SystemGuides()
/// guides[.layoutMargins] = LayoutGuide()
/// guides.values.count   // 1
/// ```
struct SystemGuides {
  private final class Box {
    var layoutMargins: LayoutGuide?
    var safeArea: LayoutGuide?
    var readableContent: LayoutGuide?
    var scrollContent: LayoutGuide?
    var scrollFrame: LayoutGuide?
    var keyboard: LayoutGuide?
    var user: LayoutGuide?
  }
  private var box: Box?

  subscript(role: LayoutGuide.Role) -> LayoutGuide? {
    get {
      guard let box else { return nil }
      return switch role {
      case .layoutMargins: box.layoutMargins
      case .safeArea: box.safeArea
      case .readableContent: box.readableContent
      case .scrollContent: box.scrollContent
      case .scrollFrame: box.scrollFrame
      case .keyboard: box.keyboard
      case .user: box.user
      }
    }
    set {
      if newValue == nil && box == nil { return }
      let box = madeOnFirstUse(&self.box, Box.init)
      switch role {
      case .layoutMargins: box.layoutMargins = newValue
      case .safeArea: box.safeArea = newValue
      case .readableContent: box.readableContent = newValue
      case .scrollContent: box.scrollContent = newValue
      case .scrollFrame: box.scrollFrame = newValue
      case .keyboard: box.keyboard = newValue
      case .user: box.user = newValue
      }
    }
  }

  /// Whether a guide was ever set (there may be guides; without one there are none).
  var hasAny: Bool { box != nil }

  /// The guides, in the order of ``LayoutGuide/Role``.
  var values: [LayoutGuide] {
    guard let box else { return [] }
    return [
      box.user, box.layoutMargins, box.safeArea, box.readableContent, box.scrollContent, box.scrollFrame,
      box.keyboard,
    ]
    .compactMap { $0 }
  }
}

/// The object kept in `storage`, made by `make` and kept there on first use (the boxes above,
/// which most views never need).
///
/// ```swift
/// var rootState: RootState { madeOnFirstUse(&rootStateBox, RootState.init) }
/// ```
func madeOnFirstUse<Box: AnyObject>(_ storage: inout Box?, _ make: () -> Box) -> Box {
  if let box = storage { return box }
  let box = make()
  storage = box
  return box
}

extension View {
  /// Hands what this view queued while it was a root to `root`, the root it joins, and drops its
  /// root state.
  func handOverRootState(to root: View) {
    guard let box = rootStateBox, root !== self else { return }
    rootStateBox = nil
    if !box.layoutQueue.isEmpty { root.layoutQueue += box.layoutQueue }
  }
}

import Foundation

/// What a size transition tells the blocks run alongside it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
///
/// ```swift
/// coordinator.animate(alongsideTransition: { context in print(context.transitionDuration) })
/// ```
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates (a window resized here does not).
  var isAnimated: Bool { get }
  /// The transition's duration in seconds (0 here: the new size applies at once).
  var transitionDuration: TimeInterval { get }
  /// Whether the transition was cancelled (never here).
  var isCancelled: Bool { get }
  /// The rotation the transition applies to the views (the identity here).
  var targetTransform: CGAffineTransform { get }
}

/// The coordinator a controller gets in ``ViewController/viewWillTransition(to:with:)`` (UIKit's
/// `UIViewControllerTransitionCoordinator`): blocks to run with the new size applied, and after.
///
/// ```swift
/// override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
///   super.viewWillTransition(to: size, with: coordinator)
///   coordinator.animate(alongsideTransition: { _ in self.sidebar.isHidden = size.width < 600 })
/// }
/// ```
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Runs `animation` once the new size is applied and `completion` after it; returns `true`.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension ViewControllerTransitionCoordinator {
  /// Runs `animation` once the new size is applied (UIKit's call without a completion).
  ///
  /// ```swift
  /// coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() })
  /// ```
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of a window's resize: the blocks run when the window has its new size.
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
  let isAnimated = false
  let transitionDuration: TimeInterval = 0
  let isCancelled = false
  let targetTransform = CGAffineTransform.identity
  private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the blocks given so far: the alongside ones, then the completions.
  func finish() {
    for block in alongside { block(self) }
    for block in completions { block(self) }
    alongside = []
    completions = []
  }
}

import AutoLayout
import Foundation

/// Turns touches on a view into actions (UIKit's `UIGestureRecognizer`). There are no touches
/// here: ``recognize(at:)`` acts as the user does (the gesture is recognized at a point of its
/// view and its actions run), as a test or a script does. The actions are target-action pairs
/// (``TargetAction``: a Swift method reference in place of a selector).
///
/// ```swift
/// let tap = TapGestureRecognizer(target: self, action: ProfileViewController.avatarTapped(_:))
/// avatar.addGestureRecognizer(tap)
/// tap.recognize(at: CGPoint(x: 10, y: 10))   // avatarTapped(tap) runs
/// ```
open class GestureRecognizer {
  /// Where a gesture is in its recognition (UIKit's `UIGestureRecognizer.State`).
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture recognized (the same as `ended`, as in UIKit).
    public static let recognized = State.ended
  }

  /// The state (`possible` until recognized).
  public var state: State = .possible
  /// The view it is attached to.
  public internal(set) weak var view: View?
  /// Whether it recognizes anything (default true).
  public var isEnabled = true
  /// Whether the touches of a recognized gesture are cancelled in the view (kept).
  public var cancelsTouchesInView = true
  /// Whether touches reach the view only after the gesture failed (kept).
  public var delaysTouchesBegan = false
  /// Whether a touch's end waits for the gesture (kept).
  public var delaysTouchesEnded = true
  /// A name for debugging.
  public var name: String?
  /// Its delegate (asked ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` before
  /// it is recognized).
  public weak var delegate: (any GestureRecognizerDelegate)?
  /// The recognizers that must fail before this one is recognized (kept).
  public private(set) var failureRequirements: [GestureRecognizer] = []

  private var actions: [TargetAction] = []
  private var location = CGPoint.zero

  /// A recognizer without actions.
  ///
  /// ```swift
  /// let pan = PanGestureRecognizer()
  /// pan.addTarget(self, action: CardViewController.dragged(_:))
  /// ```
  public init() {}

  /// A recognizer calling a method of `target` that takes nothing.
  ///
  /// ```swift
  /// TapGestureRecognizer(target: self, action: ViewController.dismissKeyboard)
  /// ```
  public convenience init<Target: AnyObject>(target: Target?, action: @escaping (Target) -> () -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  /// A recognizer calling a method of `target` that takes the recognizer.
  ///
  /// ```swift
  /// TapGestureRecognizer(target: self, action: ViewController.handleTap(_:))
  /// ```
  public convenience init<Target: AnyObject, Sender>(
    target: Target?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds a method of `target` that takes nothing.
  ///
  /// ```swift
  /// tap.addTarget(self, action: ViewController.dismissKeyboard)
  /// ```
  public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
    actions.append(TargetAction(target: target, action: action))
  }

  /// Adds a method of `target` that takes the recognizer.
  ///
  /// ```swift
  /// pan.addTarget(self, action: CardViewController.dragged(_:))
  /// ```
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    actions.append(TargetAction(target: target, action: action))
  }

  /// Removes the methods of `target` (`nil`: every target). A method reference cannot be compared
  /// with another, so every method of that target goes.
  ///
  /// ```swift
  /// tap.removeTarget(self)
  /// ```
  public func removeTarget(_ target: AnyObject?) {
    actions.removeAll { $0.targets(target) }
  }

  /// Makes this recognizer wait for `other` to fail (kept: there are no touches to wait for).
  ///
  /// ```swift
  /// singleTap.require(toFail: doubleTap)
  /// ```
  public func require(toFail other: GestureRecognizer) {
    failureRequirements.append(other)
  }

  /// Where the gesture is, in `view`'s coordinates (`nil`: the window's): the point given to
  /// ``recognize(at:)``.
  ///
  /// ```swift
  /// let point = tap.location(in: tableView)
  /// ```
  open func location(in view: View?) -> CGPoint {
    guard let own = self.view else { return location }
    return own.convert(location, to: view)
  }

  /// The number of touches of the gesture (one).
  open var numberOfTouches: Int { 1 }

  /// Acts as the user: the gesture is recognized at `point` of its view (the delegate may refuse
  /// it) and its actions run with the recognizer as their sender, the state `ended`. A discrete
  /// gesture's whole life; ``PanGestureRecognizer`` has its steps.
  ///
  /// ```swift
  /// tap.recognize(at: CGPoint(x: 20, y: 20))
  /// ```
  public func recognize(at point: CGPoint) {
    guard shouldBegin(at: point) else { return }
    move(to: .ended)
    state = .possible
  }

  /// Whether the gesture may start at `point` (enabled, attached to an interactive view, allowed
  /// by its delegate); records the point.
  func shouldBegin(at point: CGPoint) -> Bool {
    guard isEnabled, let view, view.isUserInteractionEnabled, !view.isHidden else { return false }
    location = point
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
      state = .failed
      state = .possible
      return false
    }
    return true
  }

  /// Sets the state and runs the actions (every state but `possible` and `failed` does).
  func move(to newState: State) {
    state = newState
    guard newState != .possible, newState != .failed else { return }
    for action in actions { action.send(from: self) }
  }
}

/// What a gesture recognizer asks (UIKit's `UIGestureRecognizerDelegate`, the calls that matter
/// without touches).
///
/// ```swift
/// extension ViewController: GestureRecognizerDelegate {
///   func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { !isEditing }
/// }
/// ```
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may recognize its gesture (default true).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether two recognizers may recognize at once (default false; kept).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// Yes.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  /// No.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
}

extension View {
  /// The gesture recognizers attached to the view (UIKit's `gestureRecognizers`; `nil` when none).
  ///
  /// ```swift
  /// avatar.gestureRecognizers?.count   // 1
  /// ```
  public var gestureRecognizers: [GestureRecognizer]? {
    get {
      let recognizers = gestureRecognizerStorage.compactMap { $0 as? GestureRecognizer }
      return recognizers.isEmpty ? nil : recognizers
    }
    set {
      for recognizer in gestureRecognizers ?? [] { recognizer.view = nil }
      gestureRecognizerStorage = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a gesture recognizer (taken from the view it was on, as in UIKit).
  ///
  /// ```swift
  /// avatar.isUserInteractionEnabled = true
  /// avatar.addGestureRecognizer(TapGestureRecognizer(target: self, action: ViewController.avatarTapped))
  /// ```
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizer.view = self
    gestureRecognizerStorage.append(gestureRecognizer)
  }

  /// Detaches a gesture recognizer.
  ///
  /// ```swift
  /// avatar.removeGestureRecognizer(tap)
  /// ```
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.view = nil
    gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
  }
}

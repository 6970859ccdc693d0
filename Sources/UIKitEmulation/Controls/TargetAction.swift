import AutoLayout
import Foundation

/// A target and one of its methods (UIKit's target-action, with a Swift method reference in place
/// of a selector: Swift on Linux has no Objective-C runtime to look a selector up).
///
/// The target is held weakly, as UIKit holds it: once it is gone, the action does nothing. The
/// method takes nothing or the sender; a sender of another type than the method's parameter is
/// not passed (the method is not called), as UIKit would fail to call it. `autolayout port`
/// rewrites `#selector(save)` into the reference `ViewController.save` that these forms take.
///
/// ```swift
/// button.addTarget(self, action: ViewController.save, for: .touchUpInside)
/// let tap = TapGestureRecognizer(target: self, action: ViewController.handleTap(_:))
/// ```
public struct TargetAction {
  /// The target, while it exists.
  public private(set) weak var target: AnyObject?
  private let call: (AnyObject, Any?) -> Void

  /// A target and a method that takes nothing.
  ///
  /// ```swift
  /// let action = TargetAction(target: controller, action: ViewController.save)
  /// action.send(from: button)   // controller.save()
  /// ```
  public init<Target: AnyObject>(target: Target?, action: @escaping (Target) -> () -> Void) {
    self.target = target
    call = { target, _ in
      if let target = target as? Target { action(target)() }
    }
  }

  /// A target and a method that takes the sender.
  ///
  /// ```swift
  /// let action = TargetAction(target: controller, action: ViewController.tapped(_:))
  /// action.send(from: button)   // controller.tapped(button)
  /// ```
  public init<Target: AnyObject, Sender>(target: Target?, action: @escaping (Target) -> (Sender) -> Void) {
    self.target = target
    call = { target, sender in
      if let target = target as? Target, let sender = sender as? Sender { action(target)(sender) }
    }
  }

  /// Calls the method on the target (nothing once the target is gone).
  ///
  /// ```swift
  /// action.send(from: button)
  /// ```
  public func send(from sender: Any?) {
    guard let target else { return }
    call(target, sender)
  }

  /// Whether this action's target is `object` (`nil`: any target), for the `removeTarget` calls.
  func targets(_ object: AnyObject?) -> Bool {
    guard let object else { return true }
    return target === object
  }
}

extension Action {
  /// The action a control or bar button item registers for a target-action pair: it calls the
  /// target's method with the action's sender.
  static func calling(_ targetAction: TargetAction) -> Action {
    let action = Action { action in targetAction.send(from: action.sender) }
    action.targetAction = targetAction
    return action
  }
}

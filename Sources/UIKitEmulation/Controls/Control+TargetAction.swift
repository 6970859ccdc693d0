import AutoLayout
import Foundation

extension Control {
  /// Registers a target's method for `events` (UIKit's `addTarget(_:action:for:)`, the method
  /// named by a Swift reference rather than a selector; ``TargetAction``). The method takes
  /// nothing.
  ///
  /// ```swift
  /// button.addTarget(self, action: ViewController.save, for: .touchUpInside)
  /// button.sendActions(for: .touchUpInside)   // self.save()
  /// ```
  public func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> () -> Void, for events: Event
  ) {
    addTarget(TargetAction(target: target, action: action), for: events)
  }

  /// Registers a target's method that takes the sender for `events`.
  ///
  /// ```swift
  /// toggle.addTarget(self, action: SettingsViewController.toggled(_:), for: .valueChanged)
  /// ```
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for events: Event
  ) {
    addTarget(TargetAction(target: target, action: action), for: events)
  }

  /// Registers a ``TargetAction`` for `events`, after the actions already registered.
  ///
  /// ```swift
  /// button.addTarget(TargetAction(target: self, action: ViewController.save), for: .touchUpInside)
  /// ```
  public func addTarget(_ targetAction: TargetAction, for events: Event) {
    addAction(.calling(targetAction), for: events)
  }

  /// Removes the actions of `target` (`nil`: of every target) for `events`. A method reference
  /// cannot be compared with another, so every method of that target registered for those events
  /// goes, as UIKit's `removeTarget(_:action: nil, for:)` does.
  ///
  /// ```swift
  /// button.removeTarget(self, for: .touchUpInside)
  /// ```
  public func removeTarget(_ target: AnyObject?, for events: Event) {
    for identifier in targetActionIdentifiers(where: { $0.targets(target) }) {
      removeAction(identifiedBy: identifier, for: events)
    }
  }

  /// The targets registered with `addTarget` (UIKit's `allTargets`), each once.
  ///
  /// ```swift
  /// button.allTargets.count   // 1
  /// ```
  public var allTargets: [AnyObject] {
    var targets: [AnyObject] = []
    for action in registeredActions {
      guard let target = action.targetAction?.target, !targets.contains(where: { $0 === target }) else {
        continue
      }
      targets.append(target)
    }
    return targets
  }

  private func targetActionIdentifiers(where matches: (TargetAction) -> Bool) -> [Action.Identifier] {
    registeredActions.compactMap { action in
      action.targetAction.map(matches) == true ? action.identifier : nil
    }
  }
}

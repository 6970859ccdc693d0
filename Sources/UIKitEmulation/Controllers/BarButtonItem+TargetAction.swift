import AutoLayout
import Foundation

extension BarButtonItem {
  /// An item with a title calling a method of `target` (UIKit's
  /// `init(title:style:target:action:)`, the method named by a Swift reference; ``TargetAction``).
  ///
  /// ```swift
  /// BarButtonItem(title: "Edit", style: .plain, target: self, action: ListViewController.edit)
  /// ```
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(title: title, style: style)
    primaryAction = Action.calling(TargetAction(target: target, action: action))
  }

  /// An item with a title calling a method of `target` that takes the item.
  ///
  /// ```swift
  /// BarButtonItem(title: "Edit", style: .plain, target: self, action: ListViewController.edit(_:))
  /// ```
  public convenience init<Target: AnyObject, Sender>(
    title: String?, style: Style, target: Target?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(title: title, style: style)
    primaryAction = Action.calling(TargetAction(target: target, action: action))
  }

  /// An item with an image calling a method of `target` (UIKit's `init(image:style:target:action:)`).
  ///
  /// ```swift
  /// BarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: HomeViewController.settings)
  /// ```
  public convenience init<Target: AnyObject>(
    image: Image?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(image: image, style: style)
    primaryAction = Action.calling(TargetAction(target: target, action: action))
  }

  /// An item with an image calling a method of `target` that takes the item.
  ///
  /// ```swift
  /// BarButtonItem(image: gear, style: .plain, target: self, action: HomeViewController.settings(_:))
  /// ```
  public convenience init<Target: AnyObject, Sender>(
    image: Image?, style: Style, target: Target?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(image: image, style: style)
    primaryAction = Action.calling(TargetAction(target: target, action: action))
  }

  /// A system item calling a method of `target` (UIKit's `init(barButtonSystemItem:target:action:)`).
  ///
  /// ```swift
  /// BarButtonItem(barButtonSystemItem: .add, target: self, action: ListViewController.add)
  /// ```
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(systemItem: systemItem)
    primaryAction = Action.calling(TargetAction(target: target, action: action))
  }

  /// A system item calling a method of `target` that takes the item.
  ///
  /// ```swift
  /// BarButtonItem(barButtonSystemItem: .add, target: self, action: ListViewController.add(_:))
  /// ```
  public convenience init<Target: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(systemItem: systemItem)
    primaryAction = Action.calling(TargetAction(target: target, action: action))
  }
}

import AutoLayout
import Foundation
import Synchronization

/// A view that turns touches into actions (UIKit's `UIControl`): its state (enabled, selected,
/// highlighted) and the closure actions registered for its events. There are no touches here:
/// ``sendActions(for:)`` runs the actions an event would, as a test or a script does.
///
/// UIKit's `addTarget(_:action:for:)` needs `#selector` and the Objective-C runtime, which Swift on
/// Linux does not have: register a closure instead (docs/porting.md).
///
/// ```swift
/// button.addAction(Action { _ in save() }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // save() runs
/// ```
open class Control: View {
  /// Whether the control responds (default true). A disabled control sends no actions.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether the control is highlighted (touched).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  /// How content sits across and down the control.
  public var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// How content sits down the control.
  public var contentVerticalAlignment: ContentVerticalAlignment = .center

  private var registered: [(action: Action, events: Event)] = []

  /// The control's state from its flags.
  ///
  /// ```swift
  /// button.isSelected = true
  /// button.state.contains(.selected)   // true
  /// ```
  public var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Called when ``state`` changed (a button shows the title of its new state).
  func stateDidChange() {}

  /// Registers `action` for `events` (an action already registered under the same identifier is
  /// replaced, as in UIKit).
  ///
  /// ```swift
  /// toggle.addAction(Action { action in print((action.sender as? Switch)?.isOn ?? false) }, for: .valueChanged)
  /// ```
  public func addAction(_ action: Action, for events: Event) {
    registered.removeAll { $0.action.identifier == action.identifier && $0.events == events }
    registered.append((action, events))
  }

  /// Removes `action` for `events`.
  public func removeAction(_ action: Action, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Removes the action with this identifier for `events`.
  public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
    registered = registered.compactMap { entry in
      guard entry.action.identifier == identifier else { return entry }
      let left = entry.events.subtracting(events)
      return left.isEmpty ? nil : (entry.action, left)
    }
  }

  /// The actions registered, in order.
  var registeredActions: [Action] { registered.map(\.action) }

  /// The events some action is registered for.
  public var allControlEvents: Event {
    registered.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Runs, in the order they were added, the actions registered for any of `events` (nothing when
  /// the control is disabled), with the control as their sender.
  ///
  /// ```swift
  /// slider.value = 0.8
  /// slider.sendActions(for: .valueChanged)
  /// ```
  public func sendActions(for events: Event) {
    guard isEnabled else { return }
    let triggered = expandedEvents(events)
    for entry in registered where !entry.events.isDisjoint(with: triggered) {
      sendAction(entry.action)
    }
  }

  /// Events that also fire with `events` (a button's tap is its primary action).
  func expandedEvents(_ events: Event) -> Event { events }

  /// Runs one action with this control as its sender.
  open func sendAction(_ action: Action) {
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  /// UIKit's `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No flag set.
    public static let normal = State([])
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not responding.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// UIKit's `UIControl.Event`, with UIKit's bit values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt
    /// Events from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A drag inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A drag outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A drag into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A drag out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tap: a touch lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A cancelled touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed (a switch, a slider).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The primary action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began (a text field).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The bits reserved for the application.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The bits reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// UIKit's `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// UIKit's `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }
}

/// A closure with a title and an image, run by a control or a menu (UIKit's `UIAction`).
///
/// ```swift
/// let save = Action(title: "Save") { action in
///   print("saved by", action.sender as Any)
/// }
/// button.addAction(save, for: .touchUpInside)
/// ```
public final class Action {
  /// The title (a button made from the action shows it).
  public var title: String
  /// The image.
  public var image: Image?
  /// The identifier (unique unless given).
  public let identifier: Identifier
  /// A longer title for discoverability.
  public var discoverabilityTitle: String?
  /// The menu attributes.
  public var attributes: Attributes
  /// The menu state.
  public var state: MenuState
  /// What runs.
  public let handler: (Action) -> Void
  /// The control running the action, while it runs.
  public internal(set) var sender: Any?
  /// The target and method the action calls, when `addTarget` made it.
  var targetAction: TargetAction?

  /// An action.
  ///
  /// ```swift
  /// Action(title: "Delete", attributes: .destructive) { _ in delete() }
  /// ```
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: MenuState = .off, handler: @escaping (Action) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: "action-\(Action.nextNumber())")
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
  }

  private static let counter = Counter()
  private static func nextNumber() -> Int { counter.next() }

  /// An action's identifier (UIKit's `UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier text.
    public var rawValue: String
    /// An identifier from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// UIKit's `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt
    /// Attributes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Not responding.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown as destructive.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Hidden.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// UIKit's `UIMenuElement.State`.
  public enum MenuState: Int, Sendable { case off, on, mixed }
}

/// A thread-safe counter for identifiers.
final class Counter: Sendable {
  private let value = Mutex(0)
  func next() -> Int {
    value.withLock {
      $0 += 1; return $0
    }
  }
}

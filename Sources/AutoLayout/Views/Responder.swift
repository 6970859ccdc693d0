import Foundation

/// An object in the responder chain (UIKit's `UIResponder`): the base of ``View`` and
/// ``ViewController``. It says whether it takes the keyboard and who is next in the chain, and
/// names the keyboard notifications a ``Window`` posts when its ``Window/keyboardHeight`` changes.
///
/// ```swift
/// NotificationCenter.default.addObserver(
///   forName: Responder.keyboardWillShowNotification, object: nil, queue: nil
/// ) { note in
///   let frame = (note.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.rectValue
///   bottom.constant = -(frame?.height ?? 0)
/// }
/// ```
open class Responder {
  /// A responder.
  public init() {}

  /// Called on an object loaded from a nib or storyboard once its outlets are set (UIKit's
  /// `awakeFromNib()`). Nothing is loaded from nibs here, so nothing calls it, as UIKit does not
  /// for objects made in code; a cell written for a nib runs its setup from here when it is
  /// given an initializer that calls it.
  ///
  /// ```swift
  /// override func awakeFromNib() {
  ///   super.awakeFromNib()
  ///   titleLabel.font = .preferredFont(forTextStyle: .headline)
  /// }
  /// ```
  open func awakeFromNib() {}

  /// Fingers touched down in the responder (UIKit's `touchesBegan(_:with:)`): override it to
  /// track touches; the default passes them to ``next``, as UIKit's does. Nothing touches the
  /// screen here: a test makes ``Touch``es and calls these.
  ///
  /// ```swift
  /// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
  ///   start = touches.first?.location(in: self)
  /// }
  /// ```
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }
  /// Fingers moved (UIKit's `touchesMoved(_:with:)`); the default passes them on.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }
  /// Fingers lifted (UIKit's `touchesEnded(_:with:)`); the default passes them on.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }
  /// The system cancelled the touches (UIKit's `touchesCancelled(_:with:)`); the default passes
  /// them on.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// A motion began (UIKit's `motionBegan(_:with:)`; the shake gesture); the default passes it
  /// on. Nothing shakes here: a test calls it.
  ///
  /// ```swift
  /// override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
  ///   if motion == .motionShake { undo() }
  /// }
  /// ```
  open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionBegan(motion, with: event)
  }
  /// A motion ended (UIKit's `motionEnded(_:with:)`); the default passes it on.
  open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionEnded(motion, with: event)
  }
  /// A motion was cancelled (UIKit's `motionCancelled(_:with:)`); the default passes it on.
  open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionCancelled(motion, with: event)
  }

  /// The key-value observations of this object (``KeyValueObserving``), told in order.
  package var keyValueObservers: [KeyValueObserverEntry] = []

  /// Told when a property this object observes with ``addObserver(_:forKeyPath:options:context:)``
  /// changed (Foundation's `NSObject.observeValue(forKeyPath:of:change:context:)`; override it).
  ///
  /// ```swift
  /// override func observeValue(
  ///   forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
  ///   context: UnsafeMutableRawPointer?
  /// ) {
  ///   if keyPath == "contentSize", let size = change?[.newKey] as? CGSize { height.constant = size.height }
  /// }
  /// ```
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  /// The next responder in the chain: a view's controller, else its superview; a controller's
  /// view's superview.
  open var next: Responder? { nil }

  /// Whether the responder can take the keyboard (default `false`).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder lets the keyboard go (default `true`).
  open var canResignFirstResponder: Bool { true }

  /// Makes the responder the first responder; returns whether it is one now (`false` here).
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up being the first responder; returns whether it did.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// Whether the responder is the first responder (`false` here).
  open var isFirstResponder: Bool { false }

  // MARK: Keyboard notifications (UIKit's names and keys)

  /// Posted before the keyboard appears.
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared.
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard goes away.
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard went away.
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (shown, hidden or resized).
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The keyboard's frame before the change, in the window's coordinates: an `NSValue` holding a
  /// `CGRect`, as in UIKit (`cgRectValue`).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, in the window's coordinates: an `NSValue` holding a
  /// `CGRect`, as in UIKit (`cgRectValue`).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds, a `Double`.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve, an `Int` (UIKit's keyboard curve, 7).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, a `Bool`.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

import Foundation
import Synchronization

extension NotificationCenter {
  /// Calls a method of `observer` that takes the notification for each notification named
  /// `name` (`nil`: any) from `object` (`nil`: any sender) — Foundation's
  /// `addObserver(_:selector:name:object:)`, the method named by a Swift reference since there is
  /// no Objective-C runtime to look a selector up. The observer is held weakly, as Foundation
  /// holds it; ``removeObserver(_:)`` (or `removeObserver(_:name:object:)`) ends it.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(
  ///   self, selector: ChatViewController.keyboardWillShow(_:),
  ///   name: UIResponder.keyboardWillShowNotification, object: nil)
  /// ```
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
    name: Notification.Name?, object: Any?
  ) {
    // Run on the posting thread (no queue), as Foundation runs a selector observer: the closure
    // is not sent anywhere, whatever Foundation's `@Sendable` signature says.
    let call = PostingThreadCall { [weak observer] notification in
      if let observer { selector(observer)(notification) }
    }
    let token = addObserver(forName: name, object: object, queue: nil) { call.run($0) }
    ObserverTokens.shared.add(token, name: name, for: observer, in: self)
  }

  /// Calls a method of `observer` that takes the notification as an `NSNotification` (as older
  /// code declares it) for each notification named `name`.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(
  ///   self, selector: ViewController.received(_:), name: .modelDidChange, object: nil)
  /// ```
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> (NSNotification) -> Void,
    name: Notification.Name?, object: Any?
  ) {
    let method: (Observer) -> (Notification) -> Void = { observer in
      { note in
        selector(observer)(NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
      }
    }
    addObserver(observer, selector: method, name: name, object: object)
  }

  /// Calls a method of `observer` that takes nothing for each notification named `name`.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(
  ///   self, selector: FeedViewController.refresh, name: .feedDidChange, object: nil)
  /// ```
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> () -> Void, name: Notification.Name?,
    object: Any?
  ) {
    let method: (Observer) -> (Notification) -> Void = { observer in { _ in selector(observer)() } }
    addObserver(observer, selector: method, name: name, object: object)
  }

  /// Ends what `observer` was registered for with a method reference, and whatever Foundation
  /// itself registered for it (a token from `addObserver(forName:object:queue:using:)` included).
  ///
  /// ```swift
  /// deinit { NotificationCenter.default.removeObserver(self) }
  /// ```
  public func removeObserver(_ observer: AnyObject) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Ends what `observer` was registered for under `name` (`nil`: every name) with a method
  /// reference, and what Foundation itself registered.
  ///
  /// ```swift
  /// NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
  /// ```
  public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
    for token in ObserverTokens.shared.remove(observer, name: name, in: self) {
      removeObserver(token as Any, name: nil, object: nil)
    }
    removeObserver(observer as Any, name: name, object: object)
  }
}

/// A closure run where a notification is posted.
private struct PostingThreadCall: @unchecked Sendable {
  let run: (Notification) -> Void
}

/// The tokens of the observers registered with a method reference, by center and observer, so
/// that `removeObserver(self)` finds them.
final class ObserverTokens: Sendable {
  static let shared = ObserverTokens()

  private struct Entry: @unchecked Sendable {
    let center: ObjectIdentifier
    let observer: ObjectIdentifier
    let name: Notification.Name?
    let token: any NSObjectProtocol
  }

  private let entries = Mutex<[Entry]>([])

  func add(
    _ token: any NSObjectProtocol, name: Notification.Name?, for observer: AnyObject,
    in center: NotificationCenter
  ) {
    let entry = Entry(
      center: ObjectIdentifier(center), observer: ObjectIdentifier(observer), name: name, token: token)
    entries.withLock { $0.append(entry) }
  }

  func remove(_ observer: AnyObject, name: Notification.Name?, in center: NotificationCenter)
    -> [any NSObjectProtocol]
  {
    entries.withLock { entries in
      let matches = { (entry: Entry) in
        entry.center == ObjectIdentifier(center) && entry.observer == ObjectIdentifier(observer)
          && (name == nil || entry.name == name)
      }
      let removed = entries.filter(matches).map(\.token)
      entries.removeAll(where: matches)
      return removed
    }
  }
}

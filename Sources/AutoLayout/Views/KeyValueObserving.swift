import Foundation
import Synchronization

/// Foundation's key-value observing of a view's properties, which Foundation on Linux does not
/// have: `scrollView.observe(\.contentOffset) { … }` and the string form
/// `addObserver(_:forKeyPath:options:context:)` with `observeValue(forKeyPath:of:change:context:)`.
///
/// A change is told when the value differs from the last one told: at once when code sets a
/// view's `frame` (`bounds`, `center`) or a scroll view's `contentOffset`, `contentSize` or
/// `contentInset`, and at the end of each layout pass for what the pass changed and for any other
/// property (UIKit tells every change at once, Auto Layout's frames during the pass; the values
/// told are the same).
///
/// ```swift
/// observation = tableView.observe(\.contentOffset, options: [.new]) { table, change in
///   header.alpha = max(0, 1 - (change.newValue?.y ?? 0) / 100)
/// }
/// ```
public protocol KeyValueObserving: AnyObject {}

extension Responder: KeyValueObserving {}

/// Which values a change carries, and when it is told (Foundation's `NSKeyValueObservingOptions`).
///
/// ```swift
/// let options: KeyValueObservingOptions = [.new, .old]
/// ```
public struct KeyValueObservingOptions: OptionSet, Sendable, Hashable {
  /// Foundation's bits.
  public let rawValue: UInt
  /// Creates options from Foundation's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value.
  public static let new = KeyValueObservingOptions(rawValue: 1)
  /// The change carries the old value.
  public static let old = KeyValueObservingOptions(rawValue: 2)
  /// The handler is called at once with the current value.
  public static let initial = KeyValueObservingOptions(rawValue: 4)
  /// A call before each change (kept: changes are told after they happen here).
  public static let prior = KeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change (Foundation's `NSKeyValueChange`): a view's properties are set.
public enum KeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

/// A change told to an ``KeyValueObserving/observe(_:options:changeHandler:)`` handler
/// (Foundation's `NSKeyValueObservedChange`).
///
/// ```swift
/// scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
///   print(change.oldValue, change.newValue)
/// }
/// ```
public struct KeyValueObservedChange<Value> {
  /// Foundation's `NSKeyValueObservedChange.Kind`.
  public typealias Kind = KeyValueChange
  /// Always ``KeyValueChange/setting``.
  public let kind: Kind
  /// The new value, when the options have ``KeyValueObservingOptions/new``.
  public let newValue: Value?
  /// The value before, when the options have ``KeyValueObservingOptions/old``.
  public let oldValue: Value?
  /// The indexes of a collection change (`nil`: no collection properties here).
  public let indexes: IndexSet?
  /// Whether this is the call before a change (`false`: see ``KeyValueObservingOptions/prior``).
  public let isPrior: Bool
}

/// The key of a change dictionary (Foundation's `NSKeyValueChangeKey`).
///
/// ```swift
/// let offset = change?[.newKey] as? CGPoint
/// ```
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  /// Foundation's name of the key.
  public let rawValue: String
  /// A key of Foundation's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new value.
  public static let newKey = KeyValueChangeKey(rawValue: "new")
  /// The old value.
  public static let oldKey = KeyValueChangeKey(rawValue: "old")
  /// The kind, a ``KeyValueChange`` raw value (`UInt`).
  public static let kindKey = KeyValueChangeKey(rawValue: "kind")
  /// The indexes of a collection change (never present here).
  public static let indexesKey = KeyValueChangeKey(rawValue: "indexes")
  /// Whether the call comes before the change (never present here).
  public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// An observation made by ``KeyValueObserving/observe(_:options:changeHandler:)`` (Foundation's
/// `NSKeyValueObservation`): it lasts while it is kept, or until ``invalidate()``.
///
/// ```swift
/// var observation: KeyValueObservation?
/// observation = scrollView.observe(\.contentSize) { _, _ in … }
/// observation = nil   // ends it
/// ```
public final class KeyValueObservation {
  private weak var object: Responder?
  private let entry: KeyValueObserverEntry

  init(object: Responder, entry: KeyValueObserverEntry) {
    self.object = object
    self.entry = entry
  }

  /// Ends the observation: the handler is not called again.
  public func invalidate() {
    guard entry.isLive else { return }
    entry.end()
    object?.keyValueObservers.removeAll { $0 === entry }
  }

  deinit { invalidate() }
}

/// One observation of one object: what it checks when told the object may have changed.
package final class KeyValueObserverEntry {
  /// How many observations are live in the process: a layout pass checks observed views only
  /// when there are some.
  static let liveCount = Atomic<Int>(0)

  /// Compares the observed value with the last one told and tells the change.
  let check: (Responder) -> Void
  /// The observer of a string observation (held weakly, as Foundation holds it), with its key path
  /// and context for ``Responder/removeObserver(_:forKeyPath:context:)``.
  weak var observer: Responder?
  let keyPath: String?
  let context: UnsafeMutableRawPointer?
  private(set) var isLive = true

  init(
    keyPath: String? = nil, observer: Responder? = nil, context: UnsafeMutableRawPointer? = nil,
    check: @escaping (Responder) -> Void
  ) {
    self.keyPath = keyPath
    self.observer = observer
    self.context = context
    self.check = check
    Self.liveCount.add(1, ordering: .relaxed)
  }

  func end() {
    guard isLive else { return }
    isLive = false
    Self.liveCount.subtract(1, ordering: .relaxed)
  }

  deinit { end() }
}

extension KeyValueObserving where Self: Responder {
  /// Calls `changeHandler` when the property at `keyPath` changes (Foundation's
  /// `observe(_:options:changeHandler:)`), for as long as the returned observation is kept.
  ///
  /// ```swift
  /// observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
  ///   print(change.newValue ?? .zero)
  /// }
  /// ```
  public func observe<Value: Equatable>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    var last = self[keyPath: keyPath]
    let entry = KeyValueObserverEntry { object in
      guard let object = object as? Self else { return }
      let value = object[keyPath: keyPath]
      guard value != last else { return }
      let old = last
      last = value
      changeHandler(
        object,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil,
          oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }
    keyValueObservers.append(entry)
    if options.contains(.initial) {
      changeHandler(
        self,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil,
          isPrior: false))
    }
    return KeyValueObservation(object: self, entry: entry)
  }
}

extension Responder {
  /// Tells `observer`'s ``observeValue(forKeyPath:of:change:context:)`` when the property named
  /// `keyPath` changes (Foundation's `addObserver(_:forKeyPath:options:context:)`; the observer is
  /// held weakly). The names: a view's `frame`, `bounds`, `center`, `hidden` / `isHidden`,
  /// `alpha`; a scroll view's `contentOffset`, `contentSize`, `contentInset`; a label's `text`.
  /// Another name is reported (UIKit raises "not key value coding-compliant") and observes nothing.
  ///
  /// ```swift
  /// tableView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
  /// ```
  public func addObserver(
    _ observer: Responder, forKeyPath keyPath: String, options: KeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    guard let read = KeyValueReader.reader(forKey: keyPath, of: self) else {
      let name = (self as? View).map { type(of: $0).uikitName } ?? "\(type(of: self))"
      LayoutLog.send(
        "[KVO] \(name) is not key value coding-compliant for the key \(keyPath): "
          + "observing nothing (observable here: frame, bounds, center, isHidden, alpha, contentOffset, "
          + "contentSize, contentInset, text)")
      return
    }
    var last = read.value(self)
    let tell = { [weak observer] (object: Responder, new: Any?, old: Any?) in
      var change: [KeyValueChangeKey: Any] = [.kindKey: KeyValueChange.setting.rawValue]
      if options.contains(.new), let new { change[.newKey] = new }
      if options.contains(.old), let old { change[.oldKey] = old }
      observer?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
    let entry = KeyValueObserverEntry(keyPath: keyPath, observer: observer, context: context) { object in
      let value = read.value(object)
      guard !read.same(value, last) else { return }
      let old = last
      last = value
      tell(object, value, old)
    }
    keyValueObservers.append(entry)
    if options.contains(.initial) { tell(self, last, nil) }
  }

  /// Ends what ``addObserver(_:forKeyPath:options:context:)`` started for `observer` and
  /// `keyPath` (Foundation's `removeObserver(_:forKeyPath:)`); nothing when there is none.
  ///
  /// ```swift
  /// tableView.removeObserver(self, forKeyPath: "contentSize")
  /// ```
  public func removeObserver(_ observer: Responder, forKeyPath keyPath: String) {
    removeKeyValueObserver(observer, keyPath: keyPath, context: nil, matchingContext: false)
  }

  /// Ends the observation of `keyPath` by `observer` made with `context`.
  ///
  /// ```swift
  /// tableView.removeObserver(self, forKeyPath: "contentSize", context: &sizeContext)
  /// ```
  public func removeObserver(
    _ observer: Responder, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    removeKeyValueObserver(observer, keyPath: keyPath, context: context, matchingContext: true)
  }

  private func removeKeyValueObserver(
    _ observer: Responder, keyPath: String, context: UnsafeMutableRawPointer?, matchingContext: Bool
  ) {
    // Foundation removes the most recent matching registration.
    guard
      let index = keyValueObservers.lastIndex(where: {
        $0.observer === observer && $0.keyPath == keyPath && (!matchingContext || $0.context == context)
      })
    else { return }
    keyValueObservers[index].end()
    keyValueObservers.remove(at: index)
  }

  /// Checks every observation of this object (the value read again, told when it changed).
  package func notifyKeyValueObservers() {
    for entry in keyValueObservers where entry.isLive { entry.check(self) }
  }

  /// Whether any observation is live in the process (layout passes check observed views then).
  package static var hasKeyValueObservers: Bool {
    KeyValueObserverEntry.liveCount.load(ordering: .relaxed) > 0
  }
}

/// How a string key path reads its value and compares two of them.
struct KeyValueReader {
  let value: (Responder) -> Any?
  let same: (Any?, Any?) -> Bool

  init<Root, Value: Equatable>(_ keyPath: KeyPath<Root, Value>) {
    value = { ($0 as? Root)?[keyPath: keyPath] }
    same = { ($0 as? Value) == ($1 as? Value) }
  }

  /// The reader of Foundation's key `key` on `object`, or nil when the object has no such
  /// observable property.
  static func reader(forKey key: String, of object: Responder) -> KeyValueReader? {
    switch key {
    case "frame" where object is View: KeyValueReader(\View.frame)
    case "bounds" where object is View: KeyValueReader(\View.bounds)
    case "center" where object is View: KeyValueReader(\View.center)
    case "hidden" where object is View, "isHidden" where object is View: KeyValueReader(\View.isHidden)
    case "alpha" where object is View: KeyValueReader(\View.alpha)
    case "contentOffset" where object is ScrollView: KeyValueReader(\ScrollView.contentOffset)
    case "contentSize" where object is ScrollView: KeyValueReader(\ScrollView.contentSize)
    case "contentInset" where object is ScrollView: KeyValueReader(\ScrollView.contentInset)
    case "text" where object is Label: KeyValueReader(\Label.text)
    default: nil
    }
  }
}

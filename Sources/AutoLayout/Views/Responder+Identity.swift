/// Views, controllers and scenes are equal only to themselves and hash by identity, as UIKit's
/// responders (`NSObject`s) do: so `stack.arrangedSubviews.contains(label)`, `firstIndex(of:)`,
/// `Set<View>` and `Set<UIScene>` work.
///
/// ```swift
/// let seen: Set<View> = [title, body]
/// stack.arrangedSubviews.contains(title)   // true
/// ```
extension Responder: Hashable {
  /// The same object.
  ///
  /// ```swift
  /// title == title   // true; two different views are never equal
  /// ```
  public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  ///
  /// ```swift
  /// var hasher = Hasher()
  /// title.hash(into: &hasher)
  /// ```
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

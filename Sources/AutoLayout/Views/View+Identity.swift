/// Views are equal only to themselves and hash by identity, as `UIView` (an `NSObject`) does: so
/// `stack.arrangedSubviews.contains(label)`, `firstIndex(of:)` and `Set<View>` work.
///
/// ```swift
/// let seen: Set<View> = [title, body]
/// stack.arrangedSubviews.contains(title)   // true
/// ```
extension View: Hashable {
  /// The same object.
  ///
  /// ```swift
  /// title == title   // true; two different views are never equal
  /// ```
  public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  ///
  /// ```swift
  /// var hasher = Hasher()
  /// title.hash(into: &hasher)
  /// ```
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

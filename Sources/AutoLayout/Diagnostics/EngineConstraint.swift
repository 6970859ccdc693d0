/// A constraint as the layout engine holds it, for diagnostics: one of the app's
/// ``LayoutConstraint``s, or one the system made (a view's intrinsic size, its autoresizing mask,
/// its margins, the root view's size …), described as UIKit describes it in its logs.
///
/// ```swift
/// for conflict in window.layoutConflicts {
///   for constraint in conflict.constraints {
///     print(constraint, "—", constraint.origin)
///   }
/// }
/// ```
public struct EngineConstraint: CustomStringConvertible {
  /// The app's constraint, or `nil` for one the system made.
  public let layoutConstraint: LayoutConstraint?
  /// Where it was made.
  public let origin: ConstraintOrigin
  /// Its priority.
  public let priority: LayoutPriority
  /// The views and layout guides it relates.
  public let items: [AnyObject]
  /// UIKit's description: `<LayoutConstraint label.width >= 400   (active)>`,
  /// `<ContentSizeLayoutConstraint label.width == 42 Hug:250 CompressionResistance:750   (active)>`,
  /// `<LayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 320   (active)>`.
  public let description: String

  /// Whether the app made it (not the system).
  ///
  /// ```swift
  /// conflict.constraints.filter(\.isUserConstraint)
  /// ```
  public var isUserConstraint: Bool {
    guard let layoutConstraint else { return false }
    if case .system = layoutConstraint.origin { return false }
    return true
  }
}

/// The commands of Interface Builder's Resolve Auto Layout Issues menu.
///
/// ```swift
/// let edited = try editable.resolving(.addMissingConstraints, for: ["title"])
/// ```
public enum ResolveOperation: String, Hashable, Sendable, Codable, CaseIterable {
  /// Views move to the frames their constraints give.
  case updateFrames
  /// Constraint constants change so that the views' current frames satisfy them.
  case updateConstraints
  /// Constraints inferred from the current frames are added where a view's position or size is
  /// ambiguous.
  case addMissingConstraints
  /// The views' constraints are replaced by ones inferred from the current frames.
  case resetToSuggestedConstraints
  /// The views' constraints are removed (the views stay where they are).
  case clearConstraints
}

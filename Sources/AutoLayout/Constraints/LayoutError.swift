/// A misuse of the layout API that UIKit reports by raising an exception; here a thrown error with
/// UIKit's message.
///
/// ```swift
/// do {
///   try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal,
///                        toItem: b, attribute: .left, multiplier: 1, constant: 0)
/// } catch let error as LayoutError {
///   print(error)  // A constraint cannot be made between a leading/trailing attribute and a right/left attribute. …
/// }
/// ```
public struct LayoutError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, in UIKit's words.
  public var message: String

  /// Creates an error with a message.
  ///
  /// ```swift
  /// let error = LayoutError("Invalid pairing of layout attributes")
  /// ```
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }

  static let invalidPairing = LayoutError(
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
      + "Invalid pairing of layout attributes")
  static let mixedDirectional = LayoutError(
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
      + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
      + "Use leading/trailing for both or neither.")
  static let locationEqualToConstant = LayoutError(
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
      + "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
      + "an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
  )
  static let missingFirstAttribute = LayoutError(
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
      + "Constraint must contain a first layout item and a first attribute")
  static let notAnItem = LayoutError(
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
      + "Constraint items must each be a view or layout guide.")
  static let secondAttributeWithoutItem = LayoutError(
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
      + "Constraint has no second item but its second attribute is not NSLayoutAttributeNotAnAttribute")

  static func noCommonAncestor(_ constraint: LayoutConstraint) -> LayoutError {
    LayoutError(
      "Unable to activate constraint with anchors \(constraint.firstAnchor.debugName) and "
        + "\(constraint.secondAnchor?.debugName ?? "(null)") because they have no common ancestor.  "
        + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
    )
  }

  static func priorityChange(from old: LayoutPriority, to new: LayoutPriority) -> LayoutError {
    LayoutError(
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
        + "You passed priority \(new) and the existing priority was \(old).")
  }

  static func invalidPriority(_ priority: LayoutPriority) -> LayoutError {
    LayoutError("A priority must be greater than 0 and less than or equal to 1000; got \(priority).")
  }
}

import AutoLayout

/// A view or layout guide with the attributes named on it — what `other.snp.bottom` or
/// `other.snp.edges` gives, to relate to.
///
/// ```swift
/// label.snp.makeConstraints { make in
///   make.top.equalTo(avatar.snp.bottom).offset(8)
/// }
/// avatar.snp.bottom.layoutAttributes   // [.bottom]
/// ```
public struct ConstraintItem: ConstraintRelatableTarget {
  /// The view or layout guide.
  public let target: AnyObject
  /// The attributes named on it (empty when the item was named alone).
  public let attributes: ConstraintAttributes

  /// The attributes, in the order of the constraints they make.
  ///
  /// ```swift
  /// view.snp.center.layoutAttributes   // [.centerX, .centerY]
  /// ```
  public var layoutAttributes: [LayoutConstraint.Attribute] { attributes.layoutAttributes }

  init(target: AnyObject, attributes: ConstraintAttributes) {
    self.target = target
    self.attributes = attributes
  }
}

import AutoLayout

/// The `make` of a maker closure: name attributes on it to start a constraint line.
///
/// ```swift
/// box.snp.makeConstraints { make in
///   make.center.equalToSuperview()
///   make.size.equalTo(CGSize(width: 200, height: 100))
/// }
/// ```
public final class ConstraintMaker: ConstraintAttributesDSL {
  /// The view or layout guide the constraints are made for.
  public let item: AnyObject
  var descriptions: [ConstraintDescription] = []

  init(item: AnyObject) {
    self.item = item
  }

  /// Starts a constraint line on a set of attributes (what `make.top`, `make.edges` … call).
  ///
  /// ```swift
  /// make.attributes([.leading, .trailing]).equalToSuperview().inset(16)
  /// ```
  public func attributes(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(item: item, attributes: attributes)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  /// Runs a maker closure for an item and returns the handles of its finished lines, inactive.
  /// A view stops translating its autoresizing mask. Misused lines are reported and left out.
  static func prepareConstraints(item: AnyObject, closure: (ConstraintMaker) -> Void) -> [Constraint] {
    (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
    let maker = ConstraintMaker(item: item)
    closure(maker)
    var result: [Constraint] = []
    for description in maker.descriptions {
      guard description.relation != nil else {
        ConstraintDSLError(
          problem: "make.\(description.attributes.layoutAttributes.map(\.description).joined(separator: "."))"
            + " on \(itemName(item)) has no relation, so it makes no constraint",
          location: "the maker closure",
          hint: "finish the line with equalTo(_:), lessThanOrEqualTo(_:) or greaterThanOrEqualTo(_:)"
        ).report()
        continue
      }
      do {
        try description.constraint.build()
        result.append(description.constraint)
      } catch {
        error.report()
      }
    }
    return result
  }
}

import AutoLayout

/// A constraint line with its attributes named: name more (`make.top.leading`) or relate them
/// (`equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`, and the `…Superview()` forms).
///
/// ```swift
/// make.top.leading.equalTo(container).offset(8)
/// make.width.lessThanOrEqualToSuperview().multipliedBy(0.8)
/// ```
public final class ConstraintMakerExtendable: ConstraintAttributesDSL {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Adds attributes to the line (what `.leading`, `.height` … call after the first).
  ///
  /// ```swift
  /// make.width.attributes(.height).equalTo(50)   // make.width.height.equalTo(50)
  /// ```
  public func attributes(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    description.attributes.formUnion(attributes)
    return self
  }

  /// `== other`: a view, guide, item (`other.snp.top`), array of those, or a constant.
  ///
  /// ```swift
  /// make.top.equalTo(header.snp.bottom)
  /// make.height.equalTo(44)
  /// ```
  @discardableResult
  public func equalTo(
    _ other: ConstraintRelatableTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, to: other, file: file, line: line)
  }

  /// `<= other`.
  ///
  /// ```swift
  /// make.trailing.lessThanOrEqualTo(container).offset(-10)
  /// ```
  @discardableResult
  public func lessThanOrEqualTo(
    _ other: ConstraintRelatableTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, to: other, file: file, line: line)
  }

  /// `>= other`.
  ///
  /// ```swift
  /// make.top.greaterThanOrEqualTo(container).offset(10)
  /// ```
  @discardableResult
  public func greaterThanOrEqualTo(
    _ other: ConstraintRelatableTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, to: other, file: file, line: line)
  }

  /// `== superview` (a guide's owning view). Without a superview the line is reported, not made.
  ///
  /// ```swift
  /// make.edges.equalToSuperview().inset(16)
  /// ```
  @discardableResult
  public func equalToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
    relateToSuperview(.equal, "equalToSuperview()", file: file, line: line) { $0 }
  }

  /// `<= superview`.
  ///
  /// ```swift
  /// make.width.lessThanOrEqualToSuperview()
  /// ```
  @discardableResult
  public func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable
  {
    relateToSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperview()", file: file, line: line) { $0 }
  }

  /// `>= superview`.
  ///
  /// ```swift
  /// make.height.greaterThanOrEqualToSuperview().multipliedBy(0.5)
  /// ```
  @discardableResult
  public func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  {
    relateToSuperview(.greaterThanOrEqual, "greaterThanOrEqualToSuperview()", file: file, line: line) { $0 }
  }

  /// `== something of the superview`, picked by a closure: a guide, an item.
  ///
  /// ```swift
  /// make.top.equalToSuperview { $0.safeAreaLayoutGuide }
  /// make.bottom.equalToSuperview { $0.layoutMarginsGuide.snp.bottom }
  /// ```
  @discardableResult
  public func equalToSuperview(
    _ closure: (View) -> ConstraintRelatableTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.equal, "equalToSuperview(_:)", file: file, line: line, closure)
  }

  /// `<= something of the superview`.
  ///
  /// ```swift
  /// make.bottom.lessThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
  /// ```
  @discardableResult
  public func lessThanOrEqualToSuperview(
    _ closure: (View) -> ConstraintRelatableTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperview(_:)", file: file, line: line, closure)
  }

  /// `>= something of the superview`.
  ///
  /// ```swift
  /// make.top.greaterThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
  /// ```
  @discardableResult
  public func greaterThanOrEqualToSuperview(
    _ closure: (View) -> ConstraintRelatableTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(
      .greaterThanOrEqual, "greaterThanOrEqualToSuperview(_:)", file: file, line: line, closure)
  }

  private func relateToSuperview(
    _ relation: LayoutConstraint.Relation, _ name: String, file: String, line: Int,
    _ pick: (View) -> ConstraintRelatableTarget
  ) -> ConstraintMakerEditable {
    guard let superview = superviewOf(description.item) else {
      description.file = file
      description.line = line
      description.relation = relation
      description.fail(
        "\(name) on \(itemName(description.item)) needs a superview",
        hint: "add the view to its superview before making its constraints")
      return ConstraintMakerEditable(description)
    }
    return relate(relation, to: pick(superview), file: file, line: line)
  }

  private func relate(
    _ relation: LayoutConstraint.Relation, to other: ConstraintRelatableTarget, file: String, line: Int
  ) -> ConstraintMakerEditable {
    description.file = file
    description.line = line
    if description.relation != nil {
      description.fail(
        "the line on \(itemName(description.item)) already has a relation",
        hint: "start a new line with make.<attribute> for each relation")
    }
    description.relation = relation
    if let constant = ConstraintConstant(relatable: other) {
      description.constant = constant
      return ConstraintMakerEditable(description)
    }
    let found = Self.items(of: other)
    guard let items = found, !items.isEmpty else {
      description.fail(
        "\(itemName(description.item)) cannot be related to "
          + (found == nil ? "a \(type(of: other))" : "an empty array"),
        hint:
          "relate to a view, a layout guide, an item such as other.snp.top, an array of those, or a number, "
          + "size, point or insets")
      return ConstraintMakerEditable(description)
    }
    for item in items where !ConstraintDescription.canRelate(description.attributes, to: item.attributes) {
      description.fail(
        "\(description.attributes.layoutAttributes) of \(itemName(description.item)) cannot be related to the "
          + "different attributes \(item.layoutAttributes) of \(itemName(item.target))",
        hint: "relate to one attribute, to the same attributes, or to the view itself (equalTo(view))")
    }
    description.related = items
    return ConstraintMakerEditable(description)
  }

  /// The items of a relatable value (`nil` when it is not one, or holds a constant).
  static func items(of value: Any) -> [ConstraintItem]? {
    switch value {
    case let item as ConstraintItem: return [item]
    case let view as View: return [ConstraintItem(target: view, attributes: .none)]
    case let guide as LayoutGuide: return [ConstraintItem(target: guide, attributes: .none)]
    case let array as [Any]:
      var result: [ConstraintItem] = []
      for element in array {
        guard let items = items(of: element) else { return nil }
        result += items
      }
      return result
    default: return nil
    }
  }
}

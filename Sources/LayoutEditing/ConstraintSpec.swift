import AutoLayout
import Foundation

/// One constraint as Interface Builder's Attributes inspector shows it: first item and attribute,
/// relation, second item and attribute, multiplier, constant, priority and identifier — items by
/// their document names (`root`, `safeArea`, a view's or guide's name). Written into a document
/// as one equation line.
///
/// ```swift
/// let spec = ConstraintSpec(first: "title", .top, .equal, second: "avatar", .bottom, constant: 8)
/// spec.equation          // "title.top == avatar.bottom + 8"
/// spec.swapped.equation  // "avatar.bottom == title.top - 8"
/// ```
public struct ConstraintSpec: Hashable, Sendable, Codable {
  /// The first item's name.
  public var firstItem: String
  /// The first item's attribute (`leading`, `topMargin`, `width` …).
  public var firstAttribute: String
  /// `==`, `>=` or `<=`.
  public var relation: String
  /// The second item's name, `nil` for a constant (`title.width == 120`).
  public var secondItem: String?
  /// The second item's attribute (`nil` with no second item).
  public var secondAttribute: String?
  /// The multiplier of the second item.
  public var multiplier: CGFloat
  /// The constant.
  public var constant: CGFloat
  /// The priority (1000: required).
  public var priority: Float
  /// The identifier (the document line's `id`), if any.
  public var identifier: String?
  /// Interface Builder's "Placeholder — Remove at build time" (the document line's
  /// `placeholder: true`; `placeholder` in JSON): part of the design-time layout only.
  public var isPlaceholder = false

  enum CodingKeys: String, CodingKey {
    case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant, priority
    case identifier
    case isPlaceholder = "placeholder"
  }

  /// A constraint between two items, or with `second` `nil` one on the first item alone.
  ///
  /// ```swift
  /// ConstraintSpec(first: "box", .width, .equal, constant: 120)
  /// ```
  public init(
    first: String, _ firstAttribute: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation = .equal,
    second: String? = nil, _ secondAttribute: LayoutConstraint.Attribute? = nil, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: Float = 1000, identifier: String? = nil
  ) {
    firstItem = first
    self.firstAttribute = firstAttribute.description
    self.relation = relation.description
    secondItem = second
    self.secondAttribute = second == nil ? nil : (secondAttribute ?? firstAttribute).description
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
  }

  /// Decodes a spec; `relation` (`==`), `multiplier` (1), `constant` (0) and `priority` (1000)
  /// may be left out.
  ///
  /// ```swift
  /// try JSONDecoder().decode(ConstraintSpec.self, from: Data(#"{"firstItem": "a", "firstAttribute": "width", "constant": 44}"#.utf8))
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    firstItem = try c.decode(String.self, forKey: .firstItem)
    firstAttribute = try c.decode(String.self, forKey: .firstAttribute)
    relation = try c.decodeIfPresent(String.self, forKey: .relation) ?? "=="
    secondItem = try c.decodeIfPresent(String.self, forKey: .secondItem)
    secondAttribute = try c.decodeIfPresent(String.self, forKey: .secondAttribute)
    if secondItem != nil && secondAttribute == nil { secondAttribute = firstAttribute }
    multiplier = try c.decodeIfPresent(CGFloat.self, forKey: .multiplier) ?? 1
    constant = try c.decodeIfPresent(CGFloat.self, forKey: .constant) ?? 0
    priority = try c.decodeIfPresent(Float.self, forKey: .priority) ?? 1000
    identifier = try c.decodeIfPresent(String.self, forKey: .identifier)
    isPlaceholder = try c.decodeIfPresent(Bool.self, forKey: .isPlaceholder) ?? false
  }

  /// The spec of an active constraint, its items named by `names` (`nil` when an item has no name
  /// in the document, such as a stack view's private guide).
  ///
  /// ```swift
  /// ConstraintSpec(constraint, names: scene.itemNames)
  /// ```
  public init?(_ constraint: LayoutConstraint, names: [ObjectIdentifier: String]) {
    guard let first = constraint.firstItem,
      let (firstName, firstAttribute) = Self.name(of: first, constraint.firstAttribute, names: names)
    else { return nil }
    firstItem = firstName
    self.firstAttribute = firstAttribute.description
    relation = constraint.relation.description
    if let second = constraint.secondItem {
      guard
        let (secondName, secondAttribute) = Self.name(of: second, constraint.secondAttribute, names: names)
      else { return nil }
      secondItem = secondName
      self.secondAttribute = secondAttribute.description
    }
    multiplier = constraint.multiplier
    constant = constraint.constant
    priority = constraint.priority.rawValue
    identifier = constraint.identifier
  }

  /// An item's name and attribute in the notation: a named item as it is; a view's layout
  /// margins guide as the view's margin attribute (`card.topMargin`), as documents write it.
  static func name(
    of item: AnyObject, _ attribute: LayoutConstraint.Attribute, names: [ObjectIdentifier: String]
  ) -> (String, LayoutConstraint.Attribute)? {
    if let name = names[ObjectIdentifier(item)] { return (name, attribute) }
    guard let guide = item as? LayoutGuide, let owner = guide.owningView, guide === owner.layoutMarginsGuide,
      let ownerName = names[ObjectIdentifier(owner)]
    else { return nil }
    guard let marginAttribute = attribute.marginVariant else { return nil }
    return (ownerName, marginAttribute)
  }

  /// The line in the equation notation (docs/equation-notation.md).
  ///
  /// ```swift
  /// ConstraintSpec(first: "a", .width, .greaterThanOrEqual, constant: 44, priority: 750).equation
  /// // "a.width >= 44 @750"
  /// ```
  public var equation: String {
    var text = "\(firstItem).\(firstAttribute) \(relation) "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += number(multiplier) + " * " }
      text += "\(secondItem).\(secondAttribute)"
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + number(abs(constant)) }
    } else {
      text += number(constant)
    }
    if priority != 1000 { text += " @" + number(CGFloat(priority)) }
    return text
  }

  /// The same constraint with its items the other way round (Interface Builder's "Swap First
  /// And Second Item"): `a == m·b + c` becomes `b == a/m − c/m`, `≥` becomes `≤`. A constraint
  /// without a second item is returned unchanged.
  ///
  /// ```swift
  /// ConstraintSpec(first: "a", .top, second: "b", .bottom, constant: 8).swapped.equation
  /// // "b.bottom == a.top - 8"
  /// ```
  public var swapped: ConstraintSpec {
    guard let secondItem, let secondAttribute, multiplier != 0 else { return self }
    var result = self
    result.firstItem = secondItem
    result.firstAttribute = secondAttribute
    result.secondItem = firstItem
    result.secondAttribute = firstAttribute
    result.multiplier = 1 / multiplier
    result.constant = -constant / multiplier
    switch relation {
    case ">=": result.relation = "<="
    case "<=": result.relation = ">="
    default: break
    }
    return result
  }

  /// The constraint as Interface Builder's document outline writes it: `=`, `≥`, `≤`, the safe
  /// area as "Safe Area", the root as "Superview", a constant alone for a size.
  ///
  /// ```swift
  /// ConstraintSpec(first: "card", .top, second: "safeArea", .top, constant: 8).interfaceBuilderDescription
  /// // "card.top = Safe Area.top + 8"
  /// ```
  public var interfaceBuilderDescription: String {
    func name(_ item: String) -> String {
      switch item {
      case "safeArea": "Safe Area"
      case "root": "Superview"
      default: item
      }
    }
    let symbol =
      switch relation {
      case ">=": "≥"
      case "<=": "≤"
      default: "="
      }
    var text = "\(name(firstItem)).\(firstAttribute) \(symbol) "
    if let secondItem, let secondAttribute {
      text += "\(name(secondItem)).\(secondAttribute)"
      if multiplier != 1 { text += " × " + number(multiplier) }
      if constant != 0 { text += (constant < 0 ? " − " : " + ") + number(abs(constant)) }
    } else {
      text += number(constant)
    }
    if priority != 1000 { text += " @" + number(CGFloat(priority)) }
    if isPlaceholder { text += " (placeholder)" }
    return text
  }

  /// Whether the constraint relates `name` (as first or second item).
  ///
  /// ```swift
  /// spec.involves("title")
  /// ```
  public func involves(_ name: String) -> Bool { firstItem == name || secondItem == name }
}

/// A number as equations write it: `8`, `0.5`, `1.3333`.
func number(_ value: CGFloat) -> String {
  let rounded = (value * 10_000).rounded() / 10_000
  if rounded == rounded.rounded(), abs(rounded) < 1e15, let integer = Int64(exactly: rounded) {
    return String(integer)
  }
  return "\(Double(rounded))"
}

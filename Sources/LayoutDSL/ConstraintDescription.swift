import AutoLayout
import Foundation

/// What one line of a maker closure says — `make.top.leading.equalTo(x).offset(8).priority(.high)`
/// — collected while the chain runs and turned into layout constraints when the closure ends.
final class ConstraintDescription {
  let item: AnyObject
  var attributes: ConstraintAttributes
  var relation: LayoutConstraint.Relation?
  /// The items related to; empty for a constant (`equalTo(50)`).
  var related: [ConstraintItem] = []
  var constant = ConstraintConstant.number(0)
  var multiplier: CGFloat = 1
  var priority = ConstraintPriority.required
  var label: String?
  var file = ""
  var line = 0
  /// The first misuse found on this line; the line then makes no constraint.
  var problem: ConstraintDSLError?

  init(item: AnyObject, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }

  /// The handle of the constraints this line makes (the same one before and after they exist).
  lazy var constraint = Constraint(description: self)

  var location: String { "\(file):\(line)" }

  /// Records a misuse (only the first one counts).
  func fail(_ problem: String, hint: String) {
    if self.problem == nil {
      self.problem = ConstraintDSLError(problem: problem, location: location, hint: hint)
    }
  }

  /// The layout constraints of the line, inactive.
  func makeLayoutConstraints() throws(ConstraintDSLError) -> [LayoutConstraint] {
    if let problem { throw problem }
    let direction = layoutDirectionOf(item)
    var result: [LayoutConstraint] = []
    for attribute in attributes.layoutAttributes {
      let constantValue = constant.value(for: attribute, direction: direction)
      var pairs: [(AnyObject?, LayoutConstraint.Attribute)] = []
      if related.isEmpty {
        if attribute.isSize {
          pairs = [(nil, .notAnAttribute)]
        } else {
          guard let superview = superviewOf(item) else {
            throw ConstraintDSLError(
              problem: "\(attribute) of \(itemName(item)) related to a constant needs a superview",
              location: location,
              hint:
                "a location equal to a number is measured in the superview; add \(itemName(item)) to one first"
            )
          }
          // A centre equal to a number is a position in the superview: centerX == superview.left + n.
          let toAttribute: LayoutConstraint.Attribute =
            attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
          pairs = [(superview, toAttribute)]
        }
      } else {
        pairs = related.map {
          ($0.target, Self.attribute(relating: attribute, of: attributes, to: $0.attributes))
        }
      }
      for (target, toAttribute) in pairs {
        do {
          let constraint = try LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation ?? .equal, toItem: target,
            attribute: toAttribute, multiplier: multiplier, constant: constantValue, file: file, line: line)
          constraint.priority = priority.layoutPriority
          constraint.identifier = label
          result.append(constraint)
        } catch {
          throw ConstraintDSLError(
            problem: "\(itemName(item)).\(attribute) cannot be related to "
              + (target.map { "\(itemName($0)).\(toAttribute)" } ?? "a constant") + ": \(error)",
            location: location,
            hint: "relate sizes to sizes, x positions to x positions and y positions to y positions; "
              + "leading/trailing with leading/trailing, left/right with left/right")
        }
      }
    }
    return result
  }

  /// The attribute of the related item that `attribute` (one of `from`) meets: the same one when
  /// the item was named alone or with the same attributes, the margin counterpart (`edges` to
  /// `margins`, `center` to `centerWithinMargins`, and back), or the one attribute named.
  static func attribute(
    relating attribute: LayoutConstraint.Attribute, of from: ConstraintAttributes, to: ConstraintAttributes
  ) -> LayoutConstraint.Attribute {
    if to.isEmpty || to == from { return attribute }
    if pairsWithMargins(from, to) {
      return edgeToMargin[attribute] ?? edgeToMargin.first { $0.value == attribute }?.key ?? attribute
    }
    return to.layoutAttributes.first ?? attribute
  }

  /// Each edge or centre and its margin counterpart.
  static let edgeToMargin: [LayoutConstraint.Attribute: LayoutConstraint.Attribute] = [
    .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
    .leading: .leadingMargin, .trailing: .trailingMargin, .centerX: .centerXWithinMargins,
    .centerY: .centerYWithinMargins,
  ]

  /// Composites that meet attribute by attribute with their margin counterparts: `edges` and
  /// `margins`, `directionalEdges` and `directionalMargins`, `center` and `centerWithinMargins`.
  static func pairsWithMargins(_ from: ConstraintAttributes, _ to: ConstraintAttributes) -> Bool {
    let pairs: [(ConstraintAttributes, ConstraintAttributes)] = [
      (.edges, .margins), (.directionalEdges, .directionalMargins), (.center, .centerWithinMargins),
    ]
    return pairs.contains { ($0.0 == from && $0.1 == to) || ($0.1 == from && $0.0 == to) }
  }

  /// Whether `to` can meet `from` (checked when the relation is made).
  static func canRelate(_ from: ConstraintAttributes, to: ConstraintAttributes) -> Bool {
    to.layoutAttributes.count <= 1 || to == from || pairsWithMargins(from, to)
  }
}

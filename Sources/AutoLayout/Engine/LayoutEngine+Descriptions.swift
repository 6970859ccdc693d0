import Cassowary
import Foundation

// Naming the solver's constraints for reports: the app's LayoutConstraints, and the constraints
// the engine makes itself, described as UIKit describes its own (`UIView-Encapsulated-Layout-Width`,
// `ContentSizeLayoutConstraint`, `AutoresizingMaskLayoutConstraint`, margin-guide constraints).

extension LayoutEngine {
  /// Who made each solver constraint now in the engine.
  struct ConstraintOwners {
    var user: [ObjectIdentifier: LayoutConstraint] = [:]
    var system: [ObjectIdentifier: SystemConstraints.Record] = [:]
  }

  /// Maps every solver constraint of the engine to what made it (built when a report needs it).
  func constraintOwners() -> ConstraintOwners {
    var owners = ConstraintOwners(system: system.records())
    for view in root.subtree {
      for constraint in view.heldConstraints {
        if let installed = user[constraint] {
          owners.user[ObjectIdentifier(installed.constraint)] = constraint
        }
      }
    }
    return owners
  }

  /// Who made each of `constraints`, found from the items their variables belong to: a system
  /// constraint is registered for one of them, an app's constraint is held by one of them or an
  /// ancestor. A conflict names a handful of constraints, so this costs what they touch, not the
  /// whole engine (``constraintOwners()`` per conflict made N conflicts quadratic). When one is
  /// not found this way, every owner is mapped.
  func constraintOwners(of constraints: [Cassowary.Constraint]) -> ConstraintOwners {
    var owners = ConstraintOwners()
    for constraint in constraints {
      let key = ObjectIdentifier(constraint)
      var views: [View] = []
      for term in constraint.expression.terms {
        guard let item = items.item(of: term.variable) else { continue }
        guard let view = (item as? View) ?? (item as? LayoutGuide)?.owningView else { continue }
        if !views.contains(where: { $0 === view }) { views.append(view) }
      }
      if let record = views.lazy.compactMap({ self.system.record(of: constraint, ownedBy: $0) }).first {
        owners.system[key] = record
        continue
      }
      if let made = heldConstraint(installedAs: constraint, around: views) {
        owners.user[key] = made
        continue
      }
      return constraintOwners()
    }
    return owners
  }

  /// The app's constraint installed as `constraint`, held by one of `views` or an ancestor.
  private func heldConstraint(installedAs constraint: Cassowary.Constraint, around views: [View])
    -> LayoutConstraint?
  {
    var visited = Set<ObjectIdentifier>()
    for view in views {
      var holder: View? = view
      while let current = holder, visited.insert(ObjectIdentifier(current)).inserted {
        if let made = current.heldConstraints.first(where: { user[$0]?.constraint === constraint }) {
          return made
        }
        holder = current.superview
      }
    }
    return nil
  }

  /// The report form of one of the app's (or a stack view's) constraints.
  func engineConstraint(for constraint: LayoutConstraint) -> EngineConstraint {
    EngineConstraint(
      layoutConstraint: constraint, origin: constraint.origin, priority: constraint.priority,
      items: constraint.items, description: constraint.description)
  }

  /// The report form of any solver constraint of the engine.
  func describe(_ constraint: Cassowary.Constraint, owners: ConstraintOwners) -> EngineConstraint {
    if let layoutConstraint = owners.user[ObjectIdentifier(constraint)] {
      return engineConstraint(for: layoutConstraint)
    }
    let priority = LayoutPriority(layoutPriority(ofEnginePriority: constraint.priority))
    guard let system = owners.system[ObjectIdentifier(constraint)] else {
      return EngineConstraint(
        layoutConstraint: nil, origin: .system(.rootView), priority: priority, items: [],
        description: "<LayoutConstraint \(equationText(of: constraint))   (active)>")
    }
    let view = system.owner
    var text: String
    switch system.tag {
    case .hugging(let axis), .compressionResistance(let axis):
      let size = view.intrinsicContentSize
      let horizontal = axis == .horizontal
      text =
        "<ContentSizeLayoutConstraint \(describedName(view)).\(horizontal ? "width" : "height") == "
        + formatLayoutNumber(horizontal ? size.width : size.height)
        + " Hug:\(horizontal ? view.huggingPriorities.horizontal : view.huggingPriorities.vertical)"
        + " CompressionResistance:"
        + "\(horizontal ? view.compressionPriorities.horizontal : view.compressionPriorities.vertical)"
        + "   (active)>"
    case .autoresizing:
      text =
        "<AutoresizingMaskLayoutConstraint \(maskNotation(view)) \(equationText(of: constraint))   (active"
        + (view.superview.map { ", names: '|':\(describedName($0)) )>" } ?? ")>")
    default:
      let label = system.tag.identifier.map { "'\($0)' " } ?? ""
      text = "<LayoutConstraint \(label)\(equationText(of: constraint))   (active)>"
    }
    return EngineConstraint(
      layoutConstraint: nil, origin: .system(system.tag.part), priority: priority, items: [view],
      description: text)
  }

  /// UIKit's springs-and-struts notation: `h=--& v=--&` (left margin, width, right margin; `&`
  /// flexible). With nothing flexible the far margin takes the change, as UIKit prints it.
  func maskNotation(_ view: View) -> String {
    let mask = view.autoresizingMask
    func axis(_ low: Bool, _ size: Bool, _ high: Bool) -> String {
      let anyFlexible = low || size || high
      return (low ? "&" : "-") + (size ? "&" : "-") + (high || !anyFlexible ? "&" : "-")
    }
    return "h="
      + axis(
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      )
      + " v="
      + axis(
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin))
  }

  /// A solver constraint as an equation over the items' variables:
  /// `guide.minX == root.minX + 16`.
  func equationText(of constraint: Cassowary.Constraint) -> String {
    var terms = constraint.expression.terms
    guard !terms.isEmpty else { return formatLayoutNumber(CGFloat(constraint.expression.constant)) + " == 0" }
    let head = terms.removeFirst()
    let scale = -1 / head.coefficient
    var relation = constraint.relation
    if head.coefficient < 0 {
      switch relation {
      case .lessThanOrEqual: relation = .greaterThanOrEqual
      case .greaterThanOrEqual: relation = .lessThanOrEqual
      case .equal: break
      }
    }
    var text = variableName(head.variable) + " " + relationText(relation) + " "
    var first = true
    for term in terms {
      let coefficient = term.coefficient * scale
      guard coefficient != 0 else { continue }
      let magnitude = abs(coefficient)
      let factor = magnitude == 1 ? "" : formatLayoutNumber(CGFloat(magnitude)) + "*"
      if first {
        text += (coefficient < 0 ? "-" : "") + factor + variableName(term.variable)
      } else {
        text += (coefficient < 0 ? " - " : " + ") + factor + variableName(term.variable)
      }
      first = false
    }
    let constant = constraint.expression.constant * scale
    if first {
      text += formatLayoutNumber(CGFloat(constant))
    } else if constant != 0 {
      text += (constant < 0 ? " - " : " + ") + formatLayoutNumber(CGFloat(abs(constant)))
    }
    if !constraint.isRequired {
      text += " @" + formatLayoutNumber(CGFloat(layoutPriority(ofEnginePriority: constraint.priority)))
    }
    return text
  }

  func relationText(_ relation: Cassowary.Constraint.Relation) -> String {
    switch relation {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  /// `box.minX`, `box.width`: a solver variable by its item and part.
  func variableName(_ variable: Variable) -> String {
    guard let (item, part) = items.part(of: variable) else { return "\(variable)" }
    return describedName(item) + "." + "\(part)"
  }
}

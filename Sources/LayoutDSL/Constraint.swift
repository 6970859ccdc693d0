import AutoLayout
import Foundation

/// The handle of the constraints one maker line made — keep it to switch them on and off or to
/// change their constant or priority later (SnapKit's `Constraint`).
///
/// ```swift
/// var topConstraint: Constraint?
/// blueView.snp.makeConstraints { make in
///   topConstraint = make.top.equalToSuperview().offset(100).constraint
///   make.size.equalTo(50)
/// }
/// topConstraint?.update(offset: 200)
/// topConstraint?.deactivate()
/// ```
public final class Constraint: CustomStringConvertible {
  /// The layout constraints, one per attribute (and per related item); empty until the maker
  /// closure has ended.
  public private(set) var layoutConstraints: [LayoutConstraint] = []
  /// The view or guide whose maker made the constraints.
  public let item: AnyObject
  /// The name given with `labeled(_:)`, also each layout constraint's `identifier`.
  public var label: String? { description_.label }

  private let description_: ConstraintDescription
  private var isBuilt = false

  init(description: ConstraintDescription) {
    description_ = description
    item = description.item
  }

  /// A handle of layout constraints made without a maker line (view distribution).
  convenience init(item: AnyObject, layoutConstraints: [LayoutConstraint], file: String, line: Int) {
    let description = ConstraintDescription(item: item, attributes: [])
    description.file = file
    description.line = line
    self.init(description: description)
    self.layoutConstraints = layoutConstraints
    isBuilt = true
  }

  /// Where the maker line is (`File.swift:12`): every layout constraint's `LayoutConstraint/origin`
  /// points there too.
  ///
  /// ```swift
  /// print(topConstraint.location)   // "Feed/Header.swift:31"
  /// ```
  public var location: String { description_.location }

  /// Makes the layout constraints from the finished line (once).
  func build() throws(ConstraintDSLError) {
    guard !isBuilt else { return }
    layoutConstraints = try description_.makeLayoutConstraints()
    isBuilt = true
  }

  /// Whether any of the layout constraints is active. Setting it calls ``activate()`` or
  /// ``deactivate()``.
  ///
  /// ```swift
  /// bottomConstraint.isActive = isExpanded
  /// ```
  public var isActive: Bool {
    get { layoutConstraints.contains { $0.isActive } }
    set { if newValue { activate() } else { deactivate() } }
  }

  /// Activates the layout constraints; the item's `updateConstraints` and `removeConstraints`
  /// then see them.
  ///
  /// ```swift
  /// bottomConstraint.activate()
  /// ```
  public func activate() {
    do { try build() } catch {
      error.report()
      return
    }
    LayoutConstraint.activate(layoutConstraints)
    ConstraintList.of(item).add(self)
  }

  /// Deactivates the layout constraints (they can be activated again).
  ///
  /// ```swift
  /// topConstraint.deactivate()
  /// ```
  public func deactivate() {
    LayoutConstraint.deactivate(layoutConstraints)
    ConstraintList.of(item).remove(self)
  }

  /// Sets the constant of every layout constraint to `offset` (cheap: the engine edits rows).
  ///
  /// ```swift
  /// topConstraint.update(offset: 120)
  /// ```
  @discardableResult
  public func update(offset: ConstraintOffsetTarget) -> Constraint {
    setConstant(ConstraintConstant(relatable: offset) ?? .number(0))
  }

  /// Sets the constants from insets, positive inward as with `inset(_:)`: a number insets every
  /// edge; directional insets follow the item's layout direction.
  ///
  /// ```swift
  /// cardConstraint.update(inset: EdgeInsets(top: 8, left: 24, bottom: 8, right: 24))
  /// ```
  @discardableResult
  public func update(inset: ConstraintInsetTarget) -> Constraint {
    setConstant(ConstraintConstant(inset: inset))
  }

  /// Changes the priority of every layout constraint. A change between required and optional on
  /// an active constraint is refused, as in UIKit, and reported.
  ///
  /// ```swift
  /// widthConstraint.update(priority: .low)
  /// ```
  @discardableResult
  public func update(priority: ConstraintPriority) -> Constraint {
    description_.priority = priority
    for constraint in layoutConstraints {
      do { try constraint.setPriority(priority.layoutPriority) } catch {
        ConstraintDSLError(
          problem: "update(priority: \(priority.value)) on \(constraint): \(error)", location: location,
          hint: "deactivate the constraint before switching between required and optional, "
            + "or make it optional from the start (999)"
        ).report()
      }
    }
    return self
  }

  /// Changes the priority to a number or a `LayoutPriority`.
  ///
  /// ```swift
  /// widthConstraint.update(priority: 999)
  /// ```
  @discardableResult
  public func update(priority: ConstraintPriorityTarget) -> Constraint {
    update(priority: ConstraintPriority(target: priority))
  }

  private func setConstant(_ constant: ConstraintConstant) -> Constraint {
    description_.constant = constant
    let direction = layoutDirectionOf(item)
    for constraint in layoutConstraints {
      constraint.constant = constant.value(for: constraint.firstAttribute, direction: direction)
    }
    return self
  }

  /// The layout constraints, one per line, and where they were made.
  public var description: String {
    "Constraint (\(location)): " + layoutConstraints.map(\.description).joined(separator: ", ")
  }
}

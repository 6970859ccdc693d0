import AutoLayout
import Foundation

/// A related constraint line: adjust its constant, multiplier, priority and label, or take its
/// handle with ``constraint``.
///
/// ```swift
/// make.top.equalTo(topView.snp.bottom).offset(50).priority(.high).labeled("bottom-follows-top")
/// make.width.equalToSuperview().dividedBy(3)
/// let handle = make.leading.equalToSuperview().inset(20).constraint
/// ```
public final class ConstraintMakerEditable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Sets the constant to a number, added as it is on every attribute.
  ///
  /// ```swift
  /// make.right.equalToSuperview().offset(-8)
  /// ```
  @discardableResult
  public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
    description.constant = ConstraintConstant(relatable: amount) ?? .number(0)
    return self
  }

  /// Sets the constant to insets, positive inward: `make.edges.equalToSuperview().inset(10)` is 10
  /// inside every edge; a size gets smaller by both insets. `DirectionalEdgeInsets`
  /// put `leading` on the left left-to-right and on the right right-to-left.
  ///
  /// ```swift
  /// make.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8))
  /// ```
  @discardableResult
  public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
    description.constant = ConstraintConstant(inset: amount)
    return self
  }

  /// Sets the multiplier of the related attribute.
  ///
  /// ```swift
  /// make.width.equalTo(container).multipliedBy(0.5)
  /// ```
  @discardableResult
  public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    description.multiplier = constraintNumber(amount) ?? 1
    return self
  }

  /// Sets the multiplier to `1 / amount`.
  ///
  /// ```swift
  /// make.width.equalToSuperview().dividedBy(3)
  /// ```
  @discardableResult
  public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    let divisor = constraintNumber(amount) ?? 1
    if divisor == 0 {
      description.fail("dividedBy(0)", hint: "divide by a number other than zero")
      return self
    }
    description.multiplier = 1 / divisor
    return self
  }

  /// Sets the priority: `.required` (the default), `.high`, `.medium`, `.low` or any value in
  /// `(0, 1000]`.
  ///
  /// ```swift
  /// make.width.equalTo(50).priority(.high)
  /// ```
  @discardableResult
  public func priority(_ amount: ConstraintPriority) -> ConstraintMakerEditable {
    guard amount.value > 0, amount.value <= 1000 else {
      description.fail(
        "priority(\(amount.value)) is outside (0, 1000]", hint: "use a priority above 0 and at most 1000")
      return self
    }
    description.priority = amount
    return self
  }

  /// Sets the priority from a number or a `LayoutPriority`.
  ///
  /// ```swift
  /// make.width.equalTo(50).priority(999)
  /// ```
  @discardableResult
  public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerEditable {
    priority(ConstraintPriority(target: amount))
  }

  /// Masonry's `priorityRequired()`: priority 1000.
  ///
  /// ```swift
  /// make.height.equalTo(44).priorityRequired()
  /// ```
  @discardableResult
  public func priorityRequired() -> ConstraintMakerEditable { priority(.required) }

  /// Masonry's `priorityHigh()`: priority 750.
  ///
  /// ```swift
  /// make.top.equalTo(topView.snp.bottom).offset(50).priorityHigh()
  /// ```
  @discardableResult
  public func priorityHigh() -> ConstraintMakerEditable { priority(.high) }

  /// Masonry's `priorityMedium()`: priority 500.
  ///
  /// ```swift
  /// make.left.equalToSuperview().offset(8).priorityMedium()
  /// ```
  @discardableResult
  public func priorityMedium() -> ConstraintMakerEditable { priority(.medium) }

  /// Masonry's `priorityLow()`: priority 250.
  ///
  /// ```swift
  /// make.width.equalTo(400).priorityLow()
  /// ```
  @discardableResult
  public func priorityLow() -> ConstraintMakerEditable { priority(.low) }

  /// Names the constraints (their `identifier`, shown in logs and conflict reports).
  ///
  /// ```swift
  /// make.top.equalToSuperview().labeled("card-top")
  /// ```
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerEditable {
    description.label = label
    return self
  }

  /// The handle of the constraints this line makes, to keep.
  ///
  /// ```swift
  /// topConstraint = make.top.equalToSuperview().offset(100).constraint
  /// ```
  public var constraint: Constraint { description.constraint }
}

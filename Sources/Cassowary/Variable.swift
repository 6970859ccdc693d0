/// An unknown of a linear constraint system, such as the left edge or the width of a view.
///
/// Variables are compared by identity: two variables with the same name are different unknowns.
/// A ``Solver`` writes the solved value into ``value`` when you call ``Solver/updateVariables()``;
/// ``Solver/value(of:)`` reads the current value directly.
///
/// ```swift
/// let width = Variable("button.width")
/// let solver = Solver()
/// try solver.addConstraint(width >= 44)
/// solver.updateVariables()
/// print(width.value)  // 44.0
/// ``value`` is written only by ``Solver/updateVariables()``; a variable is `Sendable` so that
/// constraints can be built on one task and solved on another, but do not read ``value`` while
/// another task updates it.
public final class Variable: @unchecked Sendable {
  /// The name used in descriptions, dumps and error messages.
  public let name: String

  /// The value written by the last ``Solver/updateVariables()`` of a solver that knows this variable.
  public var value: Double {
    storage.pointee
  }

  /// Where ``value`` lives: written through the pointer, so that updating thousands of variables
  /// costs no dynamic exclusivity check per write.
  let storage: UnsafeMutablePointer<Double>

  /// Creates a variable with a name for descriptions and error messages.
  ///
  /// ```swift
  /// let left = Variable("avatar.left")
  /// ```
  public init(_ name: String = "") {
    self.name = name
    storage = .allocate(capacity: 1)
    storage.initialize(to: 0)
  }

  deinit {
    storage.deallocate()
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or `v@<address>` for an unnamed variable.
  ///
  /// ```swift
  /// print(Variable("x"))  // x
  /// ```
  public var description: String {
    name.isEmpty ? "v@\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
  }
}

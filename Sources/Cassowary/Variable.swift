import Synchronization

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
/// ```
///
/// A variable is `Sendable` (checked: its value is an atomic cell), so constraints can be built on
/// one task and solved on another. A ``Solver`` itself belongs to one task at a time.
public final class Variable: Sendable {
  /// The name used in descriptions, dumps and error messages.
  public let name: String

  /// The value written by the last ``Solver/updateVariables()`` of a solver that knows this variable.
  ///
  /// Inlinable: a layout pass reads four per view, and a call across modules costs more than the load.
  @inlinable
  public var value: Double {
    Double(bitPattern: storage.load(ordering: .relaxed))
  }

  /// Where ``value`` lives, as the bits of a `Double`: an atomic cell, so that updating thousands
  /// of variables costs no dynamic exclusivity check per write (a relaxed store is a plain store).
  @usableFromInline
  let storage = Atomic<UInt64>(0)

  /// Writes the solved value (``Solver`` only).
  @inline(__always)
  func write(_ newValue: Double) {
    storage.store(newValue.bitPattern, ordering: .relaxed)
  }

  /// Creates a variable with a name for descriptions and error messages.
  ///
  /// ```swift
  /// let left = Variable("avatar.left")
  /// ```
  public init(_ name: String = "") {
    self.name = name
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

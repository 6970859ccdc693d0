import Synchronization

/// A stamp of how a solver numbers its symbols: a symbol number read while the stamp is unchanged
/// still names the same variable (see ``Solver/symbolNumber(of:)``).
///
/// ```swift
/// let stamp = solver.symbolNumbering
/// let symbol = solver.symbolNumber(of: width)
/// // … later, if solver.symbolNumbering == stamp, `symbol` is still width's.
/// ```
package struct SymbolNumbering: Hashable, Sendable {
  let id: UInt64

  private static let counter = Atomic<UInt64>(0)

  /// A stamp no tableau has had.
  static func next() -> SymbolNumbering {
    SymbolNumbering(id: counter.add(1, ordering: .relaxed).newValue)
  }
}

/// The solved values of a solver's external symbols, by symbol number: what the last
/// ``Solver/updateVariables()`` or ``Solver/updateChangedVariables()`` wrote into the variables,
/// read from flat arrays instead of one object per variable.
///
/// Valid inside `Solver.withSolvedValues(_:)` only. Public (though only this package hands one
/// out) so that reading a value inlines into the layout pass of another module: a `package`
/// subscript was a call per value, a sixteenth of a relayout.
///
/// ```swift
/// solver.updateVariables()
/// let symbol = solver.symbolNumber(of: width)
/// solver.withSolvedValues { $0[symbol] }  // == width.value
/// ```
public struct SolvedValues {
  @usableFromInline let index: UnsafeBufferPointer<Int32>
  @usableFromInline let values: UnsafeBufferPointer<Double>

  /// The value of the symbol numbered `symbol`: 0 for -1 (a variable the solver does not know) and
  /// for a parametric symbol, as ``Solver/updateVariables()`` writes them.
  ///
  /// ```swift
  /// solver.withSolvedValues { values in values[solver.symbolNumber(of: width)] }
  /// ```
  @inlinable
  public subscript(symbol: Int32) -> Double {
    guard symbol >= 0, Int(symbol) < index.count else { return 0 }
    let instruction = index[Int(symbol)]
    return instruction >= 0 ? values[Int(instruction)] : 0
  }
}

extension Solver {
  /// The stamp of the current symbol numbering: it changes when the solver is reset or drops the
  /// symbols of a call that failed.
  ///
  /// ```swift
  /// let stamp = solver.symbolNumbering
  /// solver.reset()
  /// solver.symbolNumbering == stamp  // false
  /// ```
  package var symbolNumbering: SymbolNumbering { tableau.numbering }

  /// Whether ``updateVariables()`` and ``updateChangedVariables()`` write each solved value into
  /// its ``Variable`` (`true`, the default). Turned off, an update evaluates the solution into the
  /// solver's flat array of values only, instead of also storing into one object per variable (a
  /// cache miss each on a large system: on a 10,000-view grid the writes are more than half of an
  /// update). ``Variable/value`` is then not kept up to date; read the values with
  /// ``value(of:)``, which reads the flat array. The layout engine turns it off.
  ///
  /// ```swift
  /// solver.writesVariableValues = false
  /// solver.updateVariables()
  /// solver.value(of: width)  // the solved width; width.value is not written
  /// ```
  public var writesVariableValues: Bool {
    get { tableau.policy.writesVariables }
    set { tableau.policy.writesVariables = newValue }
  }

  /// How many symbols the solver has made (a variable added since has a number at or above it).
  ///
  /// ```swift
  /// let before = solver.symbolCount
  /// try solver.addConstraint(Variable() == 1)
  /// solver.symbolCount > before  // true
  /// ```
  package var symbolCount: Int { tableau.symbols.count }

  /// The number of `variable`'s symbol, or -1 when the solver does not know it.
  ///
  /// ```swift
  /// solver.symbolNumber(of: width)  // 0 for the first variable added
  /// ```
  package func symbolNumber(of variable: Variable) -> Int32 {
    tableau.existingSymbol(of: variable)?.id ?? -1
  }

  /// Calls `body` with the values the last ``updateVariables()`` or ``updateChangedVariables()``
  /// wrote, by symbol number (nothing is evaluated: call one of them first).
  ///
  /// ```swift
  /// solver.updateVariables()
  /// let w = solver.withSolvedValues { $0[solver.symbolNumber(of: width)] }
  /// ```
  package func withSolvedValues<R>(_ body: (SolvedValues) throws -> R) rethrows -> R {
    // Local references to the arrays: the access to the tableau ends here, so a body that changes
    // the solver (a view's overridden property asking for a layout) neither traps on exclusivity
    // nor frees the buffers it reads (it reads the values of before the change).
    let index = tableau.program.index
    let values = tableau.program.values
    return try index.withUnsafeBufferPointer { index in
      try values.withUnsafeBufferPointer { values in
        try body(SolvedValues(index: index, values: values))
      }
    }
  }
}

import Cassowary

extension View {
  /// One active constraint of the hierarchy translated by both of the engine's paths — the direct
  /// one that builds the terms in place and the general one through the anchors' expressions —
  /// as sums of coefficients per variable, for the package's tests to compare (they must agree,
  /// right to left included). `direct` is `nil` where the direct path does not apply (margins,
  /// baselines, offsets).
  package struct TranslationPair {
    /// The constraint translated.
    package let constraint: LayoutConstraint
    /// The direct path's expression: coefficient per variable, and the constant.
    package let direct: (terms: [ObjectIdentifier: Double], constant: Double)?
    /// The general path's expression.
    package let general: (terms: [ObjectIdentifier: Double], constant: Double)
  }

  /// Both translations of every constraint the hierarchy's engine holds, after a layout pass
  /// (`layoutIfNeeded()`); empty for a view that is not a laid-out hierarchy's root.
  ///
  /// ```swift
  /// window.layoutIfNeeded()
  /// for pair in window.translationPairs() { #expect(pair.direct == nil || …) }
  /// ```
  package func translationPairs() -> [TranslationPair] {
    guard let engine else { return [] }
    let translator = engine.translator
    func summed(_ constraint: Cassowary.Constraint) -> (terms: [ObjectIdentifier: Double], constant: Double) {
      var terms: [ObjectIdentifier: Double] = [:]
      for term in constraint.expression.terms {
        terms[ObjectIdentifier(term.variable), default: 0] += term.coefficient
      }
      return (terms.filter { $0.value != 0 }, constraint.expression.constant)
    }
    return subtree.flatMap(\.constraints).filter(\.isActive).map { constraint in
      let (first, second, owner, correction) = translator.translationInputs(of: constraint)
      let direct = translator.directSolverConstraint(
        for: constraint, first, second, owner: owner, correction: correction)
      let general = translator.generalSolverConstraint(
        for: constraint, first, second, owner: owner, correction: correction)
      return TranslationPair(constraint: constraint, direct: direct.map(summed), general: summed(general))
    }
  }
}

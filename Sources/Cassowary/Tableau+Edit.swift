// Edit variables: the cheap path for moving a value (window resize, animation).

extension Tableau {
  /// Moves the edit constraint's constant to `value`. Shifting the constant by δ is the same as
  /// renaming its positive error symbol `e` to `e + δ` in every equation that holds it, so only
  /// those rows change.
  mutating func suggest(_ value: Double, edit: EditInfo) {
    guard let tag = tags[ObjectIdentifier(edit.constraint)] else { return }
    let delta = value - edit.constant
    if let variable = edit.constraint.expression.terms.first?.variable {
      edits[ObjectIdentifier(variable)]?.constant = value
    }
    // Every equation that holds the symbol directly gets the shift: its own row (if it is basic)
    // and the rows that refer to it.
    let plus = tag.marker
    let slot = rowOf[Int(plus)]
    if slot >= 0 {
      journalSlot(slot)
      rows[Int(slot)].constant -= delta
      if rows[Int(slot)].constant < 0 { markInfeasible(plus) }
    }
    for user in liveUsers(of: plus) {
      let u = Int(user)
      journalSlot(user)
      rows[u].constant += rows[u].coefficient(for: plus) * delta
      let basic = basicOf[u]
      if rows[u].constant < 0 && kinds[Int(basic)].isRestricted { markInfeasible(basic) }
    }
    dualOptimize()
  }
}

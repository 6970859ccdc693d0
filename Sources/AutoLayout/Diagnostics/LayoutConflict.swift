/// One unsatisfiable set of required constraints the engine met, and what it did about it: the
/// report behind UIKit's "Unable to simultaneously satisfy constraints." log, with more than UIKit
/// gives — the set is minimal (remove any one constraint and the rest can hold; a conflict too long
/// to minimise within the solver's work budget lists every constraint connected to it), every constraint
/// says where it was made, and there are suggested fixes.
///
/// ```swift
/// label.widthAnchor.constraint(greaterThanOrEqualToConstant: 400).isActive = true
/// window.layoutIfNeeded()                  // logs the conflict, breaks the >= 400
/// let conflict = window.layoutConflicts[0]
/// conflict.broken.layoutConstraint         // the >= 400 constraint
/// conflict.constraints.map(\.origin)       // where each one was made
/// ```
public struct LayoutConflict: CustomStringConvertible {
  /// A minimal conflicting set, in the order the engine added the constraints: they cannot all
  /// hold, and without any one of them the rest can (past `Tableau.conflictSearchBudget`, every
  /// required constraint connected to the conflict).
  public let constraints: [EngineConstraint]
  /// The constraint the engine broke to recover: the most recently activated of the app's
  /// constraints in the set (a system constraint only when the set has none). It stays active at
  /// a priority between every optional priority and required, so it is still satisfied as far as
  /// the others allow and wins over every optional constraint.
  public let broken: EngineConstraint
  /// Suggested fixes, the most direct first.
  public let suggestions: [String]

  /// How many constraints a one-line message names before "… and N more".
  public static let messageLimit = 20

  /// The conflicting set for a one-line message: each constraint as `describe` writes it,
  /// separated by "; ", the first ``messageLimit`` of them, then "… and N more" — a conflict of
  /// hundreds of constraints stays a readable line (``log`` lists them all, as UIKit does).
  ///
  /// ```swift
  /// conflict.listing { "\($0)" }   // "<LayoutConstraint …>; <LayoutConstraint …>; … and 480 more"
  /// ```
  public func listing(_ describe: (EngineConstraint) -> String) -> String {
    let named = constraints.prefix(Self.messageLimit).map(describe).joined(separator: "; ")
    let rest = constraints.count - Self.messageLimit
    return rest > 0 ? named + "; … and \(rest) more" : named
  }

  /// UIKit's log text, line for line, with this package's names.
  ///
  /// ```swift
  /// print(conflict.log)
  /// // [LayoutConstraints] Unable to simultaneously satisfy constraints.
  /// // 	Probably at least one of the constraints in the following list is one you don't want. …
  /// ```
  public var log: String {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if constraints.contains(where: { $0.origin == .system(.autoresizingMask) }) {
      lines.append(
        "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the "
          + "documentation for the View property translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    // UIKit does not list the floor that keeps a view's size at 0 or more.
    let listed = constraints.filter { $0.origin != .system(.viewSize) }
    for (index, constraint) in listed.enumerated() {
      lines.append("    \"\(constraint)\"" + (index < listed.count - 1 ? "," : ""))
    }
    lines += [
      ")",
      "",
      "Will attempt to recover by breaking constraint ",
      "\(broken)",
      "",
      "Make a symbolic breakpoint at viewAlertForUnsatisfiableConstraints to catch this in the debugger.",
      "The methods in the View diagnostics (hasAmbiguousLayout, constraintsAffectingLayout(for:), "
        + "autolayoutTrace()) may also be helpful.",
    ]
    return lines.joined(separator: "\n")
  }

  /// ``log`` followed by what UIKit does not say: where each constraint of the minimal set was
  /// made, and the suggested fixes.
  public var description: String {
    var lines = [log, "", "Minimal conflicting set (remove or relax any one and the others can hold):"]
    for constraint in constraints {
      lines.append("    \(constraint)  — \(constraint.origin)")
    }
    lines.append("Suggested fixes:")
    for suggestion in suggestions { lines.append("    - \(suggestion)") }
    return lines.joined(separator: "\n")
  }

  init(constraints: [EngineConstraint], broken: EngineConstraint) {
    self.constraints = constraints
    self.broken = broken
    var suggestions: [String] = []
    if broken.isUserConstraint {
      suggestions.append(
        "lower the priority of \(broken) (\(broken.origin)) to 999, so that it gives way where it must")
      suggestions.append("or remove it, or change its constant or relation so that the others can hold")
    }
    let others = constraints.filter {
      $0.isUserConstraint && $0.layoutConstraint !== broken.layoutConstraint
    }
    if let newest = others.last {
      suggestions.append(
        "or lower the priority of another one of the app's constraints above below 1000 (there are "
          + "\(others.count)), such as \(newest) (\(newest.origin))")
    }
    var seen: Set<ObjectIdentifier> = []
    for constraint in constraints where constraint.origin == .system(.autoresizingMask) {
      guard let view = constraint.items.first as? View, seen.insert(ObjectIdentifier(view)).inserted else {
        continue
      }
      suggestions.append(
        "set translatesAutoresizingMaskIntoConstraints = false on \(describedName(view)): its frame is "
          + "turned into the AutoresizingMaskLayoutConstraints above")
    }
    if suggestions.isEmpty {
      suggestions.append(
        "the constraints above are all made by the system: check the sizes and margins they come from")
    }
    self.suggestions = suggestions
  }
}

/// Called with every conflict the engine meets, before the report goes to ``LayoutLog``: set a
/// breakpoint here (`b viewAlertForUnsatisfiableConstraints`) to stop where a layout conflicts, as
/// UIKit's `UIViewAlertForUnsatisfiableConstraints` lets you do.
///
/// ```swift
/// // (lldb) breakpoint set --name viewAlertForUnsatisfiableConstraints
/// ```
@inline(never)
public func viewAlertForUnsatisfiableConstraints(_ conflict: LayoutConflict) {
  LayoutLog.handler(conflict.description)
}

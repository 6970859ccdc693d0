import AutoLayout

/// A misuse of the constraint maker DSL: what went wrong, where (the call site), and what to do.
/// The DSL never crashes on one — it reports it through `LayoutLog` (standard error
/// unless a handler is set), makes no constraint for the offending line and goes on.
///
/// ```swift
/// LayoutLog.withHandler({ print($0) }) {
///   orphan.snp.makeConstraints { make in make.edges.equalToSuperview() }
/// }
/// // LayoutDSL: equalToSuperview() on View needs a superview (at Feed.swift:12).
/// //   Hint: add the view to its superview before making its constraints.
/// ```
public struct ConstraintDSLError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var problem: String
  /// The call site (`File.swift:12`).
  public var location: String
  /// What to do about it.
  public var hint: String

  /// Creates an error.
  ///
  /// ```swift
  /// let error = ConstraintDSLError(problem: "…", location: "Feed.swift:12", hint: "…")
  /// ```
  public init(problem: String, location: String, hint: String) {
    self.problem = problem
    self.location = location
    self.hint = hint
  }

  /// `LayoutDSL: <problem> (at <location>).` and the hint on a second line.
  public var description: String { "LayoutDSL: \(problem) (at \(location)).\n  Hint: \(hint)" }

  /// Sends the error to the layout log.
  func report() { LayoutLog.send(description) }
}

/// `View 'avatar'`, `Label`, `LayoutGuide 'spacer'`: how messages name an item.
func itemName(_ item: AnyObject) -> String {
  if let view = item as? View {
    return view.layoutName.map { "\(type(of: view)) '\($0)'" } ?? "\(type(of: view))"
  }
  if let guide = item as? LayoutGuide {
    return guide.identifier.isEmpty ? "\(type(of: guide))" : "\(type(of: guide)) '\(guide.identifier)'"
  }
  return "\(type(of: item))"
}

/// The view a constant location is measured in: a view's superview, a guide's owning view.
func superviewOf(_ item: AnyObject) -> View? {
  (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
}

/// The layout direction that turns directional insets into left and right for an item.
func layoutDirectionOf(_ item: AnyObject) -> UserInterfaceLayoutDirection {
  if let view = item as? View { return view.effectiveUserInterfaceLayoutDirection }
  if let owner = (item as? LayoutGuide)?.owningView { return owner.effectiveUserInterfaceLayoutDirection }
  return .leftToRight
}

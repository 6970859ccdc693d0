import Foundation

extension StackView {
  /// AppKit's `NSStackView.VisibilityPriority`: how strongly an arranged view stays attached to
  /// the stack. ``notVisible`` detaches the view (``detachedViews``); ``mustHold`` (the default)
  /// never does.
  ///
  /// ```swift
  /// stack.setVisibilityPriority(.notVisible, for: advanced)   // advanced leaves the hierarchy
  /// ```
  public struct VisibilityPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 0 … 1000.
    public var rawValue: Float
    /// A visibility priority of `rawValue`.
    ///
    /// ```swift
    /// let priority = StackView.VisibilityPriority(rawValue: 500)
    /// ```
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The view never detaches (1000, the default).
    public static let mustHold = VisibilityPriority(rawValue: 1000)
    /// AppKit detaches the view when the stack is too small to show it (900).
    public static let detachOnlyIfNecessary = VisibilityPriority(rawValue: 900)
    /// The view is always detached (0).
    public static let notVisible = VisibilityPriority(rawValue: 0)

    /// Orders priorities by value: a lower one detaches first.
    ///
    /// ```swift
    /// StackView.VisibilityPriority.notVisible < .mustHold   // true
    /// ```
    public static func < (a: VisibilityPriority, b: VisibilityPriority) -> Bool { a.rawValue < b.rawValue }
  }

  /// Sets an arranged view's visibility priority (AppKit's `setVisibilityPriority(_:for:)`); a view
  /// at ``VisibilityPriority/notVisible`` leaves the hierarchy at once, one above it comes back.
  /// Priorities between `notVisible` and `mustHold` keep the view attached: detaching views
  /// because the stack is too small for them is not simulated.
  ///
  /// ```swift
  /// stack.setVisibilityPriority(.notVisible, for: advanced)
  /// ```
  public func setVisibilityPriority(_ priority: VisibilityPriority, for view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    visibilityPriorities[ObjectIdentifier(view)] = priority == .mustHold ? nil : priority
    updateDetachment(of: view)
  }

  /// An arranged view's visibility priority (``VisibilityPriority/mustHold`` unless set).
  ///
  /// ```swift
  /// stack.visibilityPriority(for: advanced)   // .notVisible
  /// ```
  public func visibilityPriority(for view: View) -> VisibilityPriority {
    visibilityPriorities[ObjectIdentifier(view)] ?? .mustHold
  }

  /// The arranged views the stack has detached (AppKit's `detachedViews`): out of the view
  /// hierarchy, still arranged, brought back when shown again or made visible.
  ///
  /// ```swift
  /// stack.detachedViews.isEmpty   // true while every arranged view is attached
  /// ```
  public var detachedViews: [View] { arrangedSubviews.filter { isDetached($0) } }

  /// Whether the stack detached `view` (it then has no superview and names this stack).
  func isDetached(_ view: View) -> Bool {
    // (A stack that never detached a view asks no view: adding views stays as cheap as before.)
    hasDetachedViews && view.superview == nil && view.rootStateBox?.detachingStack === self
  }

  /// Whether an arranged view should be out of the hierarchy now.
  func shouldDetach(_ view: View) -> Bool {
    (detachesHiddenViews && view.isHidden)
      || (!visibilityPriorities.isEmpty && visibilityPriority(for: view) == .notVisible)
  }

  /// An arranged view was hidden or shown: it collapses, or is detached or attached again.
  func arrangedViewChangedVisibility() {
    setNeedsUpdateConstraints()
    updateDetachedViews()
  }

  /// Detaches and attaches the arranged views as ``shouldDetach(_:)`` says.
  func updateDetachedViews() {
    for view in arrangedSubviews { updateDetachment(of: view) }
  }

  func updateDetachment(of view: View) {
    if shouldDetach(view) {
      if view.superview === self { detach(view) }
    } else if isDetached(view) {
      view.rootStateBox?.detachingStack = nil
      // Back among the subviews before the next attached arranged view.
      let index = arrangedSubviews.firstIndex { $0 === view } ?? arrangedSubviews.count
      let next = arrangedSubviews[(index + 1)...].first { $0.superview === self }
      insertSubview(view, at: next.flatMap { n in subviews.firstIndex { $0 === n } } ?? subviews.count)
      setNeedsUpdateConstraints()
    }
  }

  func detach(_ view: View) {
    hasDetachedViews = true
    view.removeFromSuperview()
    view.rootState.detachingStack = self
    setNeedsUpdateConstraints()
  }
}

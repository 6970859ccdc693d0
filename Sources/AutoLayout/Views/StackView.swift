import Foundation

/// Lays out a row or column of arranged subviews by generating their constraints, as UIKit's
/// `UIStackView` does (with UIKit's constraint identifiers: `UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-hiding`, `UISV-fill-equally`, `UISV-fill-proportionally`,
/// `UISV-distributing`, `UISV-alignment`, `UISV-spanning-boundary`, `UISV-canvas-fit`,
/// `UISV-ambiguity-suppression`). Arranged views with the same hugging or compression resistance
/// priority stretch and shrink by their index, the later one first, as UIKit documents
/// ("the stack view shrinks the views based on their index in the arrangedSubviews array").
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [like, share])
/// stack.axis = .horizontal
/// stack.distribution = .fillEqually
/// stack.spacing = 8
/// ```
open class StackView: View {
  /// How arranged views share the length along the axis (UIKit's `UIStackView.Distribution`).
  public enum Distribution: Int, Sendable {
    /// Views fill the length; hugging and compression decide who grows or shrinks.
    case fill
    /// Views are equally long.
    case fillEqually
    /// Views are long in proportion to their intrinsic lengths.
    case fillProportionally
    /// Views keep their lengths; the gaps between them are equal (at least the spacing). A stack
    /// whose length nothing else fixes is as short as that allows (`UISV-canvas-fit`, priority 49).
    case equalSpacing
    /// The centres of the views are equally far apart, as far as the views' lengths and the
    /// minimum spacing allow (the equal distances hold at priority 150); like ``equalSpacing``, the
    /// stack is as short as it can be when nothing else fixes its length.
    case equalCentering
    /// AppKit's default for `NSStackView` (`NSStackView.Distribution.gravityAreas`): the views sit
    /// in three gravity areas (``Gravity``), leading (top), centre and trailing (bottom); the
    /// gaps between areas, not the views, take the room the views do not fill.
    case gravityAreas
  }

  /// An `NSStackView` gravity area (`NSStackView.Gravity`): where along the axis a view gravitates
  /// in a stack of ``Distribution/gravityAreas``. Views of the leading area are pinned to the
  /// stack's leading (top) edge, those of the trailing area to its trailing (bottom) edge, and the
  /// centre area is kept centred at `defaultLow` (AppKit's documentation of `NSStackView.Gravity`).
  ///
  /// ```swift
  /// stack.distribution = .gravityAreas
  /// stack.addView(reset, in: .leading)
  /// stack.addView(done, in: .trailing)
  /// ```
  public enum Gravity: Int, Sendable {
    /// The leading area (the top one of a vertical stack).
    case leading = 1
    /// The centre area.
    case center = 2
    /// The trailing area (the bottom one of a vertical stack).
    case trailing = 3
    /// The top area of a vertical stack.
    public static var top: Gravity { .leading }
    /// The bottom area of a vertical stack.
    public static var bottom: Gravity { .trailing }
  }

  /// How arranged views are placed across the axis (UIKit's `UIStackView.Alignment`).
  public enum Alignment: Int, Sendable {
    /// Views fill the width (or height) across the axis.
    case fill
    /// Leading edges aligned (vertical stacks).
    case leading
    /// Top edges aligned (horizontal stacks).
    public static var top: Alignment { .leading }
    /// First baselines aligned (horizontal stacks).
    case firstBaseline
    /// Centres aligned.
    case center
    /// Trailing edges aligned (vertical stacks).
    case trailing
    /// Bottom edges aligned (horizontal stacks).
    public static var bottom: Alignment { .trailing }
    /// Last baselines aligned (horizontal stacks).
    case lastBaseline
  }

  /// The spacing value meaning "the stack's spacing" in ``setCustomSpacing(_:after:)``.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The spacing value meaning "the system spacing" (8 points).
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  // The stored properties skip the run-time exclusivity check: making a stack's constraints reads
  // them for every arranged view, and none is passed inout across a call that could reach it.

  /// The views laid out by the stack, in order.
  @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []
  /// The axis the views run along.
  @exclusivity(unchecked) public var axis: LayoutConstraint.Axis = .horizontal {
    didSet { setNeedsUpdateConstraints() }
  }
  /// How the views share the length.
  @exclusivity(unchecked) public var distribution: Distribution = .fill {
    didSet { setNeedsUpdateConstraints() }
  }
  /// How the views are placed across the axis.
  @exclusivity(unchecked) public var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints() } }
  /// The gap between adjacent views (the minimum gap for the equal distributions).
  @exclusivity(unchecked) public var spacing: CGFloat = 0 { didSet { setNeedsUpdateConstraints() } }
  /// Whether vertical spacing is measured between baselines (last baseline to first baseline).
  @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
    didSet { setNeedsUpdateConstraints() }
  }
  /// Whether the views are laid out within the layout margins instead of the edges.
  @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
    didSet { setNeedsUpdateConstraints() }
  }
  /// AppKit's stack hugging (`NSStackView.setHuggingPriority(_:for:)`, default `defaultLow`): the
  /// priority at which the stack minimizes its size across the axis, and stretches the views that
  /// hug their content more weakly (or have no content size there) to its edges, where its
  /// alignment does not pin them. `nil` (the default) is UIKit's `UIStackView`, which instead gives
  /// views without an intrinsic size no size (`UISV-ambiguity-suppression`) and the stack none of
  /// its own (`UISV-canvas-fit`). An `.xib` importer sets it for `NSStackView`s.
  ///
  /// ```swift
  /// stack.acrossHuggingPriority = .defaultLow   // lay out as NSStackView does
  /// ```
  @exclusivity(unchecked) public var acrossHuggingPriority: LayoutPriority? = nil {
    didSet { setNeedsUpdateConstraints() }
  }
  /// The priority of the constraints that make the views the same length (`fillEqually`) or the
  /// spaces between them the same (`equalSpacing`, `equalCentering`). UIKit's `UIStackView` makes
  /// them required (the default); AppKit's `NSStackView` keeps them "as much as possible"
  /// (`NSStackView.Distribution.fillEqually`), below the views' own required lengths, so views
  /// of fixed, different widths keep them. The `.xib` importer sets 500 for `NSStackView`s.
  ///
  /// ```swift
  /// stack.distribution = .fillEqually
  /// stack.distributionPriority = LayoutPriority(500)   // as NSStackView does
  /// ```
  @exclusivity(unchecked) public var distributionPriority: LayoutPriority = .required {
    didSet { setNeedsUpdateConstraints() }
  }

  /// The priority of the constraints that align the views across the axis (``alignment``): each
  /// view's aligned edge, centre or baseline to the stack's (or, for baselines, to the first
  /// view's). UIKit's `UIStackView` makes them required (the default). AppKit's `NSStackView`
  /// "establishes [them] at a priority of `NSLayoutPriorityDefaultLow`", "overridable for
  /// individual views using external constraints" (`NSStackView.h`, `alignment`): a view
  /// constrained 16 points in from the aligned edge stays there, and the stack still holds every
  /// view within its edges (required). The `.xib` importer sets `defaultLow` for `NSStackView`s.
  ///
  /// ```swift
  /// stack.alignment = .leading
  /// stack.alignmentPriority = .defaultLow   // as NSStackView does
  /// ```
  @exclusivity(unchecked) public var alignmentPriority: LayoutPriority = .required {
    didSet { setNeedsUpdateConstraints() }
  }

  /// AppKit's stack hugging along the axis (`NSStackView.setHuggingPriority(_:for:)`): in a stack
  /// of ``Distribution/gravityAreas``, the priority at which the gaps between gravity areas (and at
  /// an edge without an area) shrink to the spacing. AppKit's table for `NSStackView.spacing`: the
  /// spacing is a required minimum, kept exactly between views of one area at the larger of
  /// `defaultHigh` and this priority, between areas at this priority.
  ///
  /// The default is the value Interface Builder stores for a new stack view, 249.99998 (the
  /// Float32 just below `defaultLow`: 117 of the 138 stack hugging priorities of the public
  /// corpus; the others, 250, 749 and 750, were set by hand): views that hug at `defaultLow` keep
  /// their size and the gaps take the room.
  ///
  /// ```swift
  /// stack.alongHuggingPriority = .defaultHigh   // the stack shrinks to its views first
  /// ```
  @exclusivity(unchecked) public var alongHuggingPriority = LayoutPriority(Float(250).nextDown) {
    didSet { setNeedsUpdateConstraints() }
  }

  /// AppKit's `NSStackView.detachesHiddenViews`: whether a hidden arranged view leaves the view
  /// hierarchy (``detachedViews``) instead of collapsing in place as `UIStackView` makes it (the
  /// default, `false`). It comes back, at its place, when it is shown again.
  ///
  /// ```swift
  /// stack.detachesHiddenViews = true
  /// badge.isHidden = true   // badge.superview == nil; stack.detachedViews == [badge]
  /// ```
  @exclusivity(unchecked) public var detachesHiddenViews = false {
    didSet { updateDetachedViews() }
  }

  @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  @exclusivity(unchecked) private var gravities: [ObjectIdentifier: Gravity] = [:]
  @exclusivity(unchecked) var visibilityPriorities: [ObjectIdentifier: VisibilityPriority] = [:]
  /// Whether the stack has ever detached a view (see ``isDetached(_:)``).
  @exclusivity(unchecked) var hasDetachedViews = false
  @exclusivity(unchecked) private var generated: [LayoutConstraint] = []
  @exclusivity(unchecked) var distributionGuides: [LayoutGuide] = []
  /// The arranged views that carry a tie-break rank (see ``rankArrangedViews(_:)``).
  @exclusivity(unchecked) var rankedViews: [View] = []

  /// Creates a stack of views (which become subviews laid out by constraints).
  ///
  /// ```swift
  /// let stack = StackView(arrangedSubviews: [title, subtitle])
  /// ```
  public init(arrangedSubviews views: [View] = []) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// UIKit's `init(frame:)`: a stack view placed at `frame` until constraints position it.
  ///
  /// ```swift
  /// let view = StackView(frame: .zero)
  /// ```
  public override convenience init(frame: CGRect) {
    self.init(arrangedSubviews: [])
    self.frame = frame
  }

  /// A stack view decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `UIStackView`.
  override open class var uikitName: String { "UIStackView" }

  /// A stack has no intrinsic size of its own: its arranged views give it its size.
  override open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The view whose first baseline is the stack's, as UIKit documents it: a vertical stack's first
  /// visible arranged view, a horizontal stack's tallest (the first of equally tall ones), and a
  /// nested stack's own choice; the stack itself when it arranges nothing visible.
  ///
  /// ```swift
  /// let row = StackView(arrangedSubviews: [field, stepper])   // horizontal
  /// label.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor)   // field's baseline
  /// ```
  override open var forFirstBaselineLayout: View { baselineView(first: true) }

  /// The view whose last baseline is the stack's: a vertical stack's last visible arranged view, a
  /// horizontal stack's tallest, and a nested stack's own choice.
  ///
  /// ```swift
  /// footnote.topAnchor.constraint(equalTo: column.lastBaselineAnchor, constant: 8)
  /// ```
  override open var forLastBaselineLayout: View { baselineView(first: false) }

  /// The arranged view that stands for the stack's first (or last) baseline, resolved through
  /// nested stacks.
  private func baselineView(first: Bool) -> View {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    guard !visible.isEmpty else { return self }
    var chosen = first ? visible[0] : visible[visible.count - 1]
    if axis == .horizontal {
      // The tallest by its content height (its current height when it has none); ties keep the
      // earlier view.
      func height(_ view: View) -> CGFloat {
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic == View.noIntrinsicMetric ? view.bounds.height : intrinsic
      }
      chosen = visible[0]
      for view in visible.dropFirst() where height(view) > height(chosen) { chosen = view }
    }
    return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
  }

  /// Appends a view to the arranged views (and to the subviews).
  ///
  /// ```swift
  /// stack.addArrangedSubview(button)
  /// ```
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view among the arranged views.
  ///
  /// ```swift
  /// stack.insertArrangedSubview(badge, at: 0)
  /// ```
  public func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    let position = min(max(index, 0), arrangedSubviews.count)
    arrangedSubviews.insert(view, at: position)
    // In the gravity area of the view before it (the leading one at the start), so that the
    // areas stay in order. (No areas yet: every view is in the leading one.)
    if !gravities.isEmpty {
      gravities[ObjectIdentifier(view)] = position > 0 ? gravity(of: arrangedSubviews[position - 1]) : nil
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    if isDetached(view) { view.rootStateBox?.detachingStack = nil }
    if view.superview !== self { addSubview(view) }
    setNeedsUpdateConstraints()
    if shouldDetach(view) { detach(view) }
  }

  /// Removes a view from the arranged views; it stays a subview (remove it from the superview to
  /// take it away), as in UIKit.
  ///
  /// ```swift
  /// stack.removeArrangedSubview(badge)
  /// badge.removeFromSuperview()
  /// ```
  public func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    gravities[ObjectIdentifier(view)] = nil
    visibilityPriorities[ObjectIdentifier(view)] = nil
    if isDetached(view) { view.rootStateBox?.detachingStack = nil }
    setNeedsUpdateConstraints()
    setRank(-1, of: view, axis: axis)
  }

  /// Adds a view at the end of a gravity area (AppKit's `addView(_:in:)`): after the area's last
  /// view, before the views of the areas after it.
  ///
  /// ```swift
  /// stack.distribution = .gravityAreas
  /// stack.addView(done, in: .trailing)
  /// ```
  public func addView(_ view: View, in gravity: Gravity) {
    arrangedSubviews.removeAll { $0 === view }
    let end =
      arrangedSubviews.lastIndex { self.gravity(of: $0).rawValue <= gravity.rawValue }.map { $0 + 1 } ?? 0
    insertArrangedSubview(view, at: end)
    gravities[ObjectIdentifier(view)] = gravity == .leading ? nil : gravity
  }

  /// Replaces the views of a gravity area (AppKit's `setViews(_:in:)`); the views it held leave
  /// the arranged views and stay subviews.
  ///
  /// ```swift
  /// stack.setViews([cancel, done], in: .trailing)
  /// ```
  public func setViews(_ views: [View], in gravity: Gravity) {
    for view in self.views(in: gravity) { removeArrangedSubview(view) }
    for view in views { addView(view, in: gravity) }
  }

  /// The arranged views of a gravity area, in order (AppKit's `views(in:)`).
  ///
  /// ```swift
  /// stack.views(in: .trailing)   // [cancel, done]
  /// ```
  public func views(in gravity: Gravity) -> [View] {
    arrangedSubviews.filter { self.gravity(of: $0) == gravity }
  }

  /// The gravity area of an arranged view (``Gravity/leading`` unless placed in another).
  ///
  /// ```swift
  /// stack.gravity(of: done)   // .trailing
  /// ```
  public func gravity(of view: View) -> Gravity {
    gravities[ObjectIdentifier(view)] ?? .leading
  }

  /// Sets the gap after one arranged view (``spacingUseDefault`` to go back to ``spacing``).
  ///
  /// ```swift
  /// stack.setCustomSpacing(24, after: header)
  /// ```
  public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
    customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
    setNeedsUpdateConstraints()
  }

  /// The gap after one arranged view (``spacingUseDefault`` if it has none of its own).
  ///
  /// ```swift
  /// stack.customSpacing(after: header)  // 24
  /// ```
  public func customSpacing(after view: View) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
  }

  /// Rebuilds the generated constraints.
  override open func updateConstraints() {
    // The generated constraints are among the stack, its guides and its arranged subviews:
    // deactivated and activated as one list.
    deactivateGeneratedConstraints(generated)
    for guide in distributionGuides { removeLayoutGuide(guide) }
    distributionGuides = []
    arrangedSubviews.removeAll { $0.superview !== self && !isDetached($0) }
    generated = makeConstraints()
    rankArrangedViews(arrangedSubviews.filter { !$0.isHidden && $0.superview === self })
    activateGeneratedConstraints(generated)
    super.updateConstraints()
  }

  /// The gap after `view`, resolving the special values.
  ///
  /// ```swift
  /// stack.spacing = StackView.spacingUseSystem
  /// stack.gap(after: header)  // 8
  /// ```
  package func gap(after view: View) -> CGFloat {
    resolved(customSpacings[ObjectIdentifier(view)] ?? spacing)
  }

  /// The gap between the baselines of `view` and `next` in a baseline-relative stack: the system
  /// spacing between baselines is the fonts' (as `constraint(equalToSystemSpacingBelow:)` between
  /// baseline anchors), so text views keep 8 points between their lines whatever their sizes.
  ///
  /// ```swift
  /// stack.isBaselineRelativeArrangement = true
  /// stack.spacing = StackView.spacingUseSystem
  /// stack.baselineGap(after: title, before: body)   // title's descent + 8 + body's ascender
  /// ```
  package func baselineGap(after view: View, before next: View) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    guard value == StackView.spacingUseSystem else { return value }
    return baselineSystemSpacing(upper: view.lastBaselineAnchor, lower: next.firstBaselineAnchor)
      ?? systemSpacing
  }

  /// ``spacing`` with ``spacingUseSystem`` resolved to the system spacing (8 points).
  ///
  /// ```swift
  /// stack.spacing = StackView.spacingUseSystem
  /// stack.resolvedSpacing  // 8
  /// ```
  package var resolvedSpacing: CGFloat { resolved(spacing) }

  private func resolved(_ value: CGFloat) -> CGFloat {
    value == StackView.spacingUseSystem ? systemSpacing : value
  }
}

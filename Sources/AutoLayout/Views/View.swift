import Foundation

/// A rectangle in a hierarchy, laid out by Auto Layout (UIKit's `UIView`, the layout parts).
///
/// ```swift
/// let root = Window(size: CGSize(width: 375, height: 667))
/// let box = View()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// LayoutConstraint.activate([
///   box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 20),
///   box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
///   box.widthAnchor.constraint(equalToConstant: 200),
///   box.heightAnchor.constraint(equalToConstant: 100),
/// ])
/// root.layoutIfNeeded()
/// box.frame  // (28, 40, 200, 100)
/// ```
open class View: Responder {
  /// The sentinel for "no intrinsic size on this axis" (UIKit's `UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: CGFloat = -1
  /// The target size for the smallest fitting size (`systemLayoutSizeFitting`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The target size for the largest fitting size (`systemLayoutSizeFitting`).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  // Stored properties are declared so that one-byte flags share the space after 8-byte fields
  // instead of padding out to the next one (a large layout has hundreds of thousands of views),
  // and so that what the safe-area pass reads of every view (the computed insets, whether it has
  // a controller, whether it preserves its superview's margins) shares the object's first cache
  // line with its class pointer and frame. The fields the layout pass reads of every view skip
  // the run-time exclusivity check (none is ever passed inout across a call that could reach it
  // again; the check was a thread-local lookup per field per view, 7 % of a relayout).
  @exclusivity(unchecked) package var storedFrame: CGRect
  /// The insets the layout pass computed, boxed: most views have none.
  @exclusivity(unchecked) var computedInsetsBox: ComputedInsets?
  var marginsAreDirectional = true
  /// Whether code set the margins (a view controller's root view keeps them above the system minimum).
  package var marginsWereSet = false
  var needsUpdateConstraintsFlag = true
  @exclusivity(unchecked) var needsLayoutFlag = true
  /// Whether a view controller was given this view (a layout pass asks every view; reading the
  /// weak reference costs a runtime call).
  @exclusivity(unchecked) private var hasViewController = false
  /// Whether ``subviews`` is not empty, beside the frame: the layout pass asks every view, and most
  /// of a large hierarchy's views are leaves whose subviews array lies on another cache line.
  @exclusivity(unchecked) private(set) var hasSubviews = false
  /// Whether the view's margins grow to keep its content inside its superview's margins.
  @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
    didSet { changedEngine?.marginsChanged(self) }
  }
  /// A name used in descriptions and logs (`UIView:0x…'name'`).
  public var layoutName: String?
  /// The view's index in its engine's ``LayoutOrder`` (checked before use; -1: never numbered).
  @exclusivity(unchecked) var layoutSlot: Int32 = -1
  /// The superview. Not retained and never dangling: a view clears its subviews' superview when it
  /// is deallocated (a `weak` reference would send every retain of every view through a side
  /// table).
  public internal(set) var superview: View? {
    get { superviewReference?.takeUnretainedValue() }
    set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// The superview's reference: walks up the hierarchy read it without retaining each ancestor.
  @exclusivity(unchecked) var superviewReference: Unmanaged<View>?
  /// The subviews, back to front.
  public internal(set) var subviews: [View] = [] {
    didSet { hasSubviews = !subviews.isEmpty }
  }
  /// Whether the view is hidden. It still takes part in layout, except as an arranged subview of
  /// a ``StackView``, which collapses it (or detaches it: ``StackView/detachesHiddenViews``).
  @exclusivity(unchecked) open var isHidden = false {
    didSet {
      if isHidden != oldValue,
        let stack = (superview as? StackView) ?? rootStateBox?.detachingStack,
        stack.arrangedSubviews.contains(where: { $0 === self })
      {
        stack.arrangedViewChangedVisibility()
      }
    }
  }
  /// Whether the frame and ``autoresizingMask`` are turned into constraints (the default, as in
  /// UIKit). Set it to `false` for every view you position with constraints.
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      if translatesAutoresizingMaskIntoConstraints != oldValue { changedEngine?.autoresizingChanged(self) }
    }
  }
  /// How content follows the layout direction.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet { if semanticContentAttribute != oldValue { changedEngine?.invalidateStructure() } }
  }

  var storedMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// How the view's size follows its superview's when it is positioned by its frame.
  public var autoresizingMask: AutoresizingMask = [] {
    didSet { if autoresizingMask != oldValue { changedEngine?.autoresizingChanged(self) } }
  }
  /// The superview's size that the frame is relative to, when it is not the superview's current
  /// size: the size it had when the frame was set, or before the superview was resized by its
  /// frame (UIKit resizes such subviews by their masks at once; the engine applies the same
  /// springs and struts from this size). `nil` once the engine has made the autoresizing
  /// constraints, and for a view added to a superview.
  var autoresizingReferenceSize: CGSize?
  var absoluteMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// Whether the layout margins are measured from the safe area (the default) or from the edges.
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet { changedEngine?.marginsChanged(self) }
  }
  /// Interface Builder's "Follow Readable Width" (the Size inspector's Layout Margins section,
  /// stored as `layoutMarginsFollowReadableWidth` in a document): constraints drawn to the view's
  /// leading, trailing, left, right or centre-X margin use its ``readableContentGuide`` instead, so
  /// text placed margin to margin keeps a comfortable reading width on a wide screen. The top and
  /// bottom margins are the same either way (the readable guide spans the margins' height).
  ///
  /// ```swift
  /// root.layoutMarginsFollowReadableWidth = true
  /// body.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)  // not affected: a guide
  /// LayoutConstraint(item: body, attribute: .leading, relatedBy: .equal,
  ///                  toItem: root, attribute: .leadingMargin)                        // readable width
  /// ```
  public var layoutMarginsFollowReadableWidth = false {
    didSet {
      guard layoutMarginsFollowReadableWidth != oldValue else { return }
      if layoutMarginsFollowReadableWidth { _ = readableContentGuide }
      changedEngine?.invalidateStructure()
    }
  }

  var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
  /// The view's place among its stack view's visible arranged views when the stack breaks ties
  /// of hugging and compression resistance by index (see `StackView.arrangementTieBreak`): rank × 2 + (0 horizontal, 1 vertical), or -1.
  var arrangementRank: Int32 = -1
  var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  /// Constraints held by this view (see ``constraints``).
  var heldConstraints: [LayoutConstraint] = []
  var guides: [LayoutGuide] = []
  var systemGuides = SystemGuides()
  /// The engine of the hierarchy this view is the root of (see ``RootState``).
  var engine: LayoutEngine? {
    get { rootStateBox?.engine }
    set {
      if newValue == nil && rootStateBox == nil { return }
      rootState.engine = newValue
    }
  }
  /// The engine of the last ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``,
  /// reused while the hierarchy's structure is the same.
  var fittingCache: FittingCache?
  /// The structure stamp of the hierarchy this view is the root of (see ``structureChanged()``).
  var structureGeneration: UInt64 {
    get { rootStateBox?.structureGeneration ?? 0 }
    set { rootState.structureGeneration = newValue }
  }
  /// The last activation index handed out in this view's hierarchy (used on roots; see
  /// ``takeActivationIndex()``).
  var activationCounter: Int {
    get { rootStateBox?.activationCounter ?? 0 }
    set { rootState.activationCounter = newValue }
  }
  /// On a root: views that asked for an update of constraints (`subtree`: the view and every
  /// descendant, queued when a subtree joins), and views that asked for layout (may repeat).
  var updateQueue: [(view: View, subtree: Bool)] {
    get { rootStateBox?.updateQueue ?? [] }
    _modify { yield &rootState.updateQueue }
  }
  var layoutQueue: [View] {
    get { rootStateBox?.layoutQueue ?? [] }
    _modify { yield &rootState.layoutQueue }
  }
  /// On a root: how many nested extra passes ``layoutIfNeeded()`` is running.
  var extraLayoutPasses: Int {
    get { rootStateBox?.extraLayoutPasses ?? 0 }
    set { rootState.extraLayoutPasses = newValue }
  }
  /// What only the root of a hierarchy keeps, boxed: a view that joins a superview drops it (see
  /// ``RootState``).
  var rootStateBox: RootState?
  /// The root state, made on first use.
  var rootState: RootState { madeOnFirstUse(&rootStateBox, RootState.init) }
  /// The safe-area insets computed by the last layout pass.
  var computedSafeAreaInsets: EdgeInsets {
    get { computedInsetsBox?.safeArea ?? .zero }
    set {
      if newValue == .zero && computedInsetsBox == nil { return }
      computedInsets.safeArea = newValue
    }
  }
  /// The superview's margins reaching into this view, computed by the last layout pass (used when
  /// ``preservesSuperviewLayoutMargins``).
  var computedPreservedMargins: EdgeInsets {
    get { computedInsetsBox?.preservedMargins ?? .zero }
    set {
      if newValue == .zero && computedInsetsBox == nil { return }
      computedInsets.preservedMargins = newValue
    }
  }
  var computedInsets: ComputedInsets { madeOnFirstUse(&computedInsetsBox, ComputedInsets.init) }
  /// The view controller whose root view this is.
  package var viewController: ViewController? {
    get { hasViewController ? viewControllerStorage : nil }
    set {
      viewControllerStorage = newValue
      hasViewController = newValue != nil
    }
  }
  private weak var viewControllerStorage: ViewController?
  /// The background colour (UIKit's `backgroundColor`). Layout ignores it; pictures
  /// (`LayoutRendering`) fill the view with it, translucent.
  ///
  /// ```swift
  /// badge.backgroundColor = .red
  /// ```
  public var backgroundColor: Color? {
    get { appearanceBox?.values.backgroundColor }
    set {
      if newValue == nil && appearanceBox == nil { return }
      appearance.backgroundColor = newValue
    }
  }
  /// What measures the text of this view and its subviews (`nil`: the superview's, up to the
  /// root; with none set anywhere, an ``EstimatingTextMeasurer``). Set it on the window (or the root
  /// of a hierarchy without one): two hierarchies with different measurers lay out independently.
  ///
  /// ```swift
  /// window.textMeasurer = FontTextMeasurer.shared   // AutoLayoutText: FreeType + HarfBuzz
  /// ```
  public var textMeasurer: (any TextMeasuring)? {
    get { textMeasurerBox?.measurer }
    set {
      if newValue != nil || textMeasurerBox != nil {
        madeOnFirstUse(&textMeasurerBox, TextMeasurerBox.init).measurer = newValue
      }
      textEnvironmentChanged()
    }
  }
  /// The ``textMeasurer``, boxed: few views set one.
  var textMeasurerBox: TextMeasurerBox?
  /// Storage for the constraint maker DSL (`LayoutDSL`): the constraints it made for this view.
  package var layoutDSLStorage: AnyObject?
  /// The properties layout ignores (alpha, tint, tag, layer …; see View+Appearance.swift), boxed
  /// on first change so that a view that never sets them does not carry them.
  var appearanceBox: AppearanceBox?
  /// The handle anchors and the engine's records hold (see ``itemHandle``).
  private var handleStorage: ItemHandle?

  /// The view's ``ItemHandle``, made on first use.
  var itemHandle: ItemHandle { ItemHandle.stored(in: &handleStorage, for: self) }

  deinit {
    // Everything that points back at the view without retaining it learns that it is gone.
    handleStorage?.object = nil
    for subview in subviews where subview.superview === self { subview.superview = nil }
    for constraint in heldConstraints where constraint.owner === self { constraint.owner = nil }
    for guide in guides where guide.owningView === self { guide.owningView = nil }
    for guide in systemGuides.values where guide.owningView === self { guide.owningView = nil }
    if let layer = appearanceBox?.values.layer, layer.view === self { layer.view = nil }
  }

  /// Creates a view with a frame (positioned by it until ``translatesAutoresizingMaskIntoConstraints``
  /// is set to `false`).
  ///
  /// ```swift
  /// let badge = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  /// ```
  public init(frame: CGRect) {
    storedFrame = frame
  }

  /// Creates a view with an empty frame.
  ///
  /// ```swift
  /// let view = View()
  /// ```
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// UIKit's initializer for views decoded from an archive (a storyboard or nib). Nothing is
  /// decoded here: the view starts with an empty frame. Subclasses that add a designated
  /// initializer must provide it, as in UIKit:
  ///
  /// ```swift
  /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  /// ```
  public required init?(coder: NSCoder) {
    storedFrame = .zero
  }

  /// The font of the view's text, for spacing between baselines (labels, buttons, text fields).
  @_spi(UIKitEmulation) open var textFont: Font? { nil }

  /// Whether the intrinsic size may change with the width layout gives the view (multi-line
  /// labels); the engine then measures again after each pass.
  @_spi(UIKitEmulation) open var hasWidthDependentIntrinsicSize: Bool { false }

  /// Tells the view the width the last pass gave it; returns whether its intrinsic size may
  /// have changed.
  @_spi(UIKitEmulation) open func setLayoutWidth(_ width: CGFloat) -> Bool { false }

  /// Whether the view can take the keyboard (UIKit's `UIResponder.canBecomeFirstResponder`):
  /// text fields and text views can; other views cannot unless a subclass says so.
  override open var canBecomeFirstResponder: Bool { false }

  /// Whether the view is its window's first responder.
  ///
  /// ```swift
  /// field.becomeFirstResponder()
  /// field.isFirstResponder   // true
  /// ```
  override open var isFirstResponder: Bool { window?.firstResponderView === self }

  /// The view's controller (for a controller's root view), else its superview.
  override open var next: Responder? { viewController ?? superview }

  /// Makes the view its window's first responder (the one that takes the keyboard); returns
  /// whether it is one now: a view that cannot become one, or is in no window, is not.
  ///
  /// ```swift
  /// if textField === emailField { passwordField.becomeFirstResponder() }
  /// ```
  @discardableResult
  override open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window else { return false }
    if let current = window.firstResponderView, current !== self { current.resignFirstResponder() }
    window.firstResponderView = self
    return true
  }

  /// Gives up being the first responder; returns `true` (a view that is not one has nothing to
  /// give up).
  @discardableResult
  override open func resignFirstResponder() -> Bool {
    if let window, window.firstResponderView === self { window.firstResponderView = nil }
    return true
  }

  /// The class name UIKit would print for this view.
  /// The class of the view's ``layer`` (UIKit's `layerClass`): override it to back a view with a
  /// `GradientLayer` or a `ShapeLayer`.
  ///
  /// ```swift
  /// final class GradientView: View {
  ///   override class var layerClass: AnyClass { GradientLayer.self }
  /// }
  /// (gradientView.layer as! GradientLayer).colors = [Color.red.cgColor, Color.blue.cgColor]
  /// ```
  open class var layerClass: AnyClass { Layer.self }

  open class var uikitName: String { self == View.self ? "UIView" : String(describing: self) }

  /// The frame in the superview's coordinates. Set by each layout pass for views laid out by
  /// constraints; setting it positions a view that translates its autoresizing mask.
  ///
  /// ```swift
  /// view.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
  /// ```
  open var frame: CGRect {
    get { storedFrame }
    set {
      guard newValue != storedFrame else { return }
      LayoutAnimation.recordChange(of: self)
      let oldSize = storedFrame.size
      storedFrame = newValue
      if translatesAutoresizingMaskIntoConstraints {
        autoresizingReferenceSize = superview?.storedFrame.size
        changedEngine?.autoresizingChanged(self)
      }
      if newValue.size != oldSize { keepSubviewAutoresizingReference(oldSize) }
      setNeedsLayout()
      if !keyValueObservers.isEmpty { notifyKeyValueObservers() }
    }
  }

  /// The view's own coordinate space: the frame's size, at the origin (a scroll view's starts at
  /// its content offset, as in UIKit; setting it scrolls).
  ///
  /// ```swift
  /// view.bounds.size == view.frame.size  // true
  /// scrollView.bounds.origin             // scrollView.contentOffset
  /// ```
  public var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      frame = CGRect(origin: frame.origin, size: newValue.size)
      if newValue.origin != boundsOrigin { boundsOrigin = newValue.origin }
    }
  }

  /// Where the bounds start: zero, but for a scroll view (its content offset).
  var boundsOrigin: CGPoint {
    get { .zero }
    set {}
  }

  /// The center of the frame, in the superview's coordinates.
  ///
  /// ```swift
  /// view.center = CGPoint(x: 160, y: 240)
  /// ```
  public var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
        width: storedFrame.width, height: storedFrame.height)
    }
  }

  /// Insets from the frame to the rectangle layout works on (the alignment rectangle); override for
  /// views whose drawing extends beyond their content (shadows, badges).
  ///
  /// ```swift
  /// override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 2, right: 0) }
  /// ```
  open var alignmentRectInsets: EdgeInsets { .zero }

  /// The frame whose alignment rectangle is `alignmentRect` (UIKit's `frame(forAlignmentRect:)`):
  /// the rectangle grown by ``alignmentRectInsets``.
  ///
  /// ```swift
  /// toggle.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 49, height: 31))   // 51 wide
  /// ```
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
      width: alignmentRect.width + insets.left + insets.right,
      height: alignmentRect.height + insets.top + insets.bottom)
  }

  /// The alignment rectangle of a frame (UIKit's `alignmentRect(forFrame:)`): the frame inset by
  /// ``alignmentRectInsets``.
  ///
  /// ```swift
  /// toggle.alignmentRect(forFrame: toggle.frame).width   // 49
  /// ```
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    frame.inset(by: alignmentRectInsets)
  }

  /// The natural size of the content, or ``noIntrinsicMetric`` on an axis without one. Override it
  /// and call ``invalidateIntrinsicContentSize()`` when it changes.
  ///
  /// ```swift
  /// override var intrinsicContentSize: CGSize { CGSize(width: 48, height: 48) }
  /// ```
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Tells the engine that ``intrinsicContentSize`` changed (an incremental edit, not a rebuild).
  ///
  /// ```swift
  /// text = "Longer"; invalidateIntrinsicContentSize()
  /// ```
  open func invalidateIntrinsicContentSize() {
    engineIfPresent?.intrinsicChanged(self)
    setNeedsLayout()
  }

  /// The priority with which the view resists growing beyond its intrinsic size (default 250).
  ///
  /// ```swift
  /// label.contentHuggingPriority(for: .horizontal)  // 250
  /// ```
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets the hugging priority on an axis.
  ///
  /// ```swift
  /// label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
  /// ```
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    changedEngine?.intrinsicChanged(self, prioritiesChanged: true)
  }

  /// The priority with which the view resists shrinking below its intrinsic size (default 750).
  ///
  /// ```swift
  /// label.contentCompressionResistancePriority(for: .vertical)  // 750
  /// ```
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets the compression resistance priority on an axis.
  ///
  /// ```swift
  /// title.setContentCompressionResistancePriority(.required, for: .horizontal)
  /// ```
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    changedEngine?.intrinsicChanged(self, prioritiesChanged: true)
  }

  /// The layout direction of the view: its ``semanticContentAttribute`` if forced, otherwise the
  /// direction of its superview (or of its window, for a root).
  ///
  /// ```swift
  /// view.effectiveUserInterfaceLayoutDirection  // .rightToLeft under an RTL window
  /// ```
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    var view = self
    while true {
      if let own = view.ownLayoutDirection { return own }
      guard let parent = view.superview else { return .leftToRight }
      view = parent
    }
  }

  /// The direction content with `attribute` is laid out in (UIKit's class method): right to left
  /// only when forced; an unspecified attribute follows the app, left to right here.
  ///
  /// ```swift
  /// View.userInterfaceLayoutDirection(for: .forceRightToLeft)   // .rightToLeft
  /// ```
  public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
    -> UserInterfaceLayoutDirection
  {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// Whether the view needs constraint-based layout (UIKit's class property; every view here is
  /// laid out by constraints, so it changes nothing).
  ///
  /// ```swift
  /// override class var requiresConstraintBasedLayout: Bool { true }
  /// ```
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The direction the view decides by itself (its semantic content attribute, or a window's
  /// direction); `nil` when it follows its superview's.
  var ownLayoutDirection: UserInterfaceLayoutDirection? {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified: return superview == nil ? (self as? Window)?.layoutDirection ?? .leftToRight : nil
    }
  }

  /// Override to add or change constraints in the update pass; the default does nothing.
  ///
  /// ```swift
  /// override func updateConstraints() {
  ///   heightConstraint.constant = isExpanded ? 200 : 44
  ///   super.updateConstraints()
  /// }
  /// ```
  open func updateConstraints() {}

  /// Draws the view's content (UIKit's `draw(_:)`): override it in a view that draws itself. There
  /// is no display here, so nothing calls it; layout does not depend on it, as in UIKit.
  ///
  /// ```swift
  /// override func draw(_ rect: CGRect) {
  ///   UIBezierPath(ovalIn: rect).fill()
  /// }
  /// ```
  open func draw(_ rect: CGRect) {}

  /// Marks the content for drawing (UIKit's `setNeedsDisplay()`; kept: nothing is drawn here).
  ///
  /// ```swift
  /// progress = 0.5
  /// setNeedsDisplay()
  /// ```
  open func setNeedsDisplay() {}

  /// Marks part of the content for drawing (UIKit's `setNeedsDisplay(_:)`; kept).
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// Called by Interface Builder before it draws a designable view (UIKit's
  /// `prepareForInterfaceBuilder()`; never called here).
  ///
  /// ```swift
  /// override func prepareForInterfaceBuilder() {
  ///   super.prepareForInterfaceBuilder()
  ///   setUp()
  /// }
  /// ```
  open func prepareForInterfaceBuilder() {}

  /// Sets the subviews' frames from the engine. Override to adjust frames after the engine (call
  /// `super` first), as in manual layout mixed with Auto Layout.
  ///
  /// ```swift
  /// override func layoutSubviews() {
  ///   super.layoutSubviews()
  ///   badge.frame.origin.x = bounds.width - badge.frame.width
  /// }
  /// ```
  open func layoutSubviews() {
    // A view without subviews has no frames to give (most of a large hierarchy: its leaves).
    guard hasSubviews, let engine = unretainedEngine else { return }
    // Borrowed, not retained: giving frames runs no app code, so the root keeps its engine
    // throughout (a retain and a release of the root and of the engine per view with subviews
    // were a seventh of a nested-stack relayout).
    engine._withUnsafeGuaranteedRef { $0.applyFrames(toSubviewsOf: self) }
  }

  /// The distance from the top of the alignment rectangle to the first baseline; `nil` for views
  /// without text, whose first baseline is their top edge and last baseline their bottom edge, as
  /// Apple documents for `forFirstBaselineLayout` and `forLastBaselineLayout`. Overridden by text
  /// views.
  open var firstBaselineOffsetFromTop: CGFloat? { nil }

  /// Whether the first baseline of this view, when it has no ``firstBaselineOffsetFromTop``, is
  /// its bottom edge rather than its top: text whose font metrics a reader does not have (an
  /// Interface Builder view with a font the model has no table for), whose line sits nearer the
  /// bottom than the top.
  package var firstBaselineDefaultsToBottom = false

  /// The first baseline's distance from the top of an alignment rectangle `height` tall: the
  /// offset, else the top (0), or the bottom for ``firstBaselineDefaultsToBottom``.
  package func firstBaselineOffset(inHeight height: CGFloat) -> CGFloat {
    firstBaselineOffsetFromTop ?? (firstBaselineDefaultsToBottom ? height : 0)
  }

  /// The distance from the last baseline to the bottom of the alignment rectangle; `nil` for views
  /// without text.
  open var lastBaselineOffsetFromBottom: CGFloat? { nil }

  /// The view whose first baseline stands for this view's (itself by default).
  ///
  /// ```swift
  /// override var forFirstBaselineLayout: View { titleLabel }
  /// ```
  open var forFirstBaselineLayout: View { self }

  /// The view whose last baseline stands for this view's (itself by default).
  open var forLastBaselineLayout: View { self }

  /// The size that fits the view's content, trying to be `targetSize`, with the target width and
  /// height held at the given priorities (`.required` width: the height for a fixed width, as
  /// self-sizing cells do). Only the constraints inside the view's subtree count. Override it (a
  /// cell that measures itself), as UIKit allows.
  ///
  /// ```swift
  /// let size = cell.contentView.systemLayoutSizeFitting(
  ///   CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
  ///   verticalFittingPriority: .fittingSizeLevel)
  /// ```
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    fittingSize(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// The size the view would like for the given space: by default its current size (UIKit's
  /// `UIView`), for views with an intrinsic size that size on each axis that has one.
  ///
  /// ```swift
  /// label.sizeThatFits(CGSize(width: 200, height: .greatestFiniteMagnitude))
  /// ```
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == View.noIntrinsicMetric ? bounds.width : intrinsic.width,
      height: intrinsic.height == View.noIntrinsicMetric ? bounds.height : intrinsic.height)
  }

  // MARK: Hooks (UIKit calls these; the defaults do nothing)

  /// Called before the view gets a new superview (`nil`: it is being removed).
  ///
  /// ```swift
  /// override func willMove(toSuperview newSuperview: View?) { super.willMove(toSuperview: newSuperview) }
  /// ```
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view got a new superview or was removed from one.
  ///
  /// ```swift
  /// override func didMoveToSuperview() { super.didMoveToSuperview(); pinToSuperview() }
  /// ```
  open func didMoveToSuperview() {}

  /// Called before the view (with its subtree) joins a window or leaves one (`nil`).
  ///
  /// ```swift
  /// override func willMove(toWindow newWindow: Window?) { isObserving = newWindow != nil }
  /// ```
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view (with its subtree) joined a window or left one.
  ///
  /// ```swift
  /// override func didMoveToWindow() { super.didMoveToWindow(); refresh() }
  /// ```
  open func didMoveToWindow() {}

  /// Called after a subview was added.
  ///
  /// ```swift
  /// override func didAddSubview(_ subview: View) { subview.layoutName = "child" }
  /// ```
  open func didAddSubview(_ subview: View) {}

  /// Called before a subview is removed.
  ///
  /// ```swift
  /// override func willRemoveSubview(_ subview: View) { cache.removeValue(forKey: subview) }
  /// ```
  open func willRemoveSubview(_ subview: View) {}

  /// Called after a layout pass changed ``safeAreaInsets``.
  ///
  /// ```swift
  /// override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); updateInsets() }
  /// ```
  open func safeAreaInsetsDidChange() {}

  /// Called after ``layoutMargins`` (or ``directionalLayoutMargins``) was set.
  ///
  /// ```swift
  /// override func layoutMarginsDidChange() { super.layoutMarginsDidChange(); setNeedsLayout() }
  /// ```
  open func layoutMarginsDidChange() {}

  /// Called when the traits of the view's environment changed (size classes, layout direction,
  /// content size category, display scale): the window's or the view controller's.
  ///
  /// ```swift
  /// override func traitCollectionDidChange(_ previous: TraitCollection?) {
  ///   super.traitCollectionDidChange(previous)
  ///   stack.axis = traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
  /// }
  /// ```
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the effective ``tintColor`` changed.
  ///
  /// ```swift
  /// override func tintColorDidChange() { super.tintColorDidChange(); icon.color = tintColor }
  /// ```
  open func tintColorDidChange() {}
}

/// Which parts of a frame-positioned view stretch when its superview changes size (UIKit's
/// `UIView.AutoresizingMask`).
///
/// ```swift
/// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
/// ```
public struct AutoresizingMask: OptionSet, Sendable {
  /// The mask bits.
  public var rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The left margin stretches.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin stretches.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin stretches.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin stretches.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

import Foundation

/// A view whose content can be larger than its frame (UIKit's `UIScrollView`, the layout parts).
///
/// The content's size comes from constraints: to ``contentLayoutGuide``, or — the older rule — from
/// edge constraints between the scroll view itself and its descendants, which attach to the content
/// area, not the frame. Width and height constraints to the scroll view, and constraints to
/// ``frameLayoutGuide``, refer to its frame.
///
/// ```swift
/// let scroll = ScrollView()
/// let content = View()
/// content.translatesAutoresizingMaskIntoConstraints = false
/// scroll.addSubview(content)
/// LayoutConstraint.activate([
///   content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///   content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///   content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///   content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///   content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
/// ])
/// ```
open class ScrollView: View {
  /// The guide of the content area: origin at the content's origin, size ``contentSize``.
  public let contentLayoutGuide = LayoutGuide()
  /// The guide of the scroll view's frame (the visible area, not scrolled).
  public let frameLayoutGuide = LayoutGuide()
  /// The scrolled position: the bounds' origin. Scrolling does not change any frame. Until it is
  /// set, the content starts at the top left of the adjusted insets, as UIKit starts it:
  /// `(-adjustedContentInset.left, -adjustedContentInset.top)` (a scroll view under a 47-point
  /// status bar starts at y = -47, its content below the bar).
  ///
  /// ```swift
  /// scroll.contentOffset.y   // -47 under an iPhone 15's status bar, before scrolling
  /// ```
  public var contentOffset: CGPoint {
    get {
      if let setOffset { return setOffset }
      let insets = adjustedContentInset
      return CGPoint(x: -insets.left, y: -insets.top)
    }
    set {
      let old = contentOffset
      setOffset = newValue
      setNeedsLayout()
      guard newValue != old else { return }
      // The scroll view's own guides (frame, safe area, margins) are in its bounds, which move;
      // constraints across its bounds are measured at the new offset.
      if hasCrossingConstraints {
        changedEngine?.invalidateStructure()
      } else {
        changedEngine?.marginsChanged(self)
      }
      delegate?.scrollViewDidScroll(self)
      if !keyValueObservers.isEmpty { notifyKeyValueObservers() }
    }
  }
  /// The offset set by code (or scrolling), `nil` until then.
  private var setOffset: CGPoint?
  /// Whether a constraint relates something inside this scroll view's bounds to something outside
  /// them (set when the engine translates one): scrolling rebuilds the constraints then.
  var hasCrossingConstraints = false
  /// The safe area, and with it the adjusted content inset, changed: an offset nobody set (the
  /// content at the top left of the adjusted insets) moved with it, so constraints across the
  /// bounds are measured again.
  func adjustedInsetsChanged() {
    if setOffset == nil, hasCrossingConstraints { changedEngine?.invalidateStructure() }
  }
  /// A scroll view's bounds start at its content offset (UIKit's `bounds.origin`).
  override var boundsOrigin: CGPoint {
    get { contentOffset }
    set { contentOffset = newValue }
  }
  /// Told when the offset changes (UIKit's `delegate`). A table, collection or text view's
  /// delegate is this one, of the view's own protocol (`TableViewDelegate` …), which refines
  /// ``ScrollViewDelegate`` as in UIKit.
  ///
  /// ```swift
  /// scroll.delegate = parallax   // scrollViewDidScroll(_:) when code scrolls
  /// ```
  public weak var delegate: (any ScrollViewDelegate)? {
    didSet { delegateChanged() }
  }
  /// A table or collection view lays out again for a new delegate (its sizes may come from it).
  @_spi(UIKitEmulation) open func delegateChanged() {}

  /// Scrolls to `offset` (there is no animation here).
  ///
  /// ```swift
  /// scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
  /// ```
  public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  /// Scrolls the least that shows `rect` (in the content's coordinates), within the scrollable
  /// range (UIKit's `scrollRectToVisible(_:animated:)`; a rect larger than the bounds shows its
  /// top leading part).
  ///
  /// ```swift
  /// scroll.scrollRectToVisible(field.frame, animated: true)
  /// ```
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let insets = adjustedContentInset
    let size = bounds.size
    func axis(
      _ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat, _ content: CGFloat,
      _ before: CGFloat, _ after: CGFloat
    ) -> CGFloat {
      var value = offset
      if high > offset + length { value = high - length }
      if low < value { value = low }
      let minimum = 0 - before  // +0 without an inset, never −0
      return min(max(value, minimum), max(minimum, content + after - length))
    }
    contentOffset = CGPoint(
      x: axis(
        contentOffset.x, rect.minX, rect.maxX, size.width, contentSize.width, insets.left, insets.right),
      y: axis(
        contentOffset.y, rect.minY, rect.maxY, size.height, contentSize.height, insets.top, insets.bottom))
  }

  /// Where a span of the content goes in the visible area when code scrolls to it.
  package enum SpanAlignment { case start, middle, end }

  /// The offset along one axis that puts the content span `low…high` at the start, the middle or
  /// the end of the visible area (the bounds less the adjusted content insets), clamped to the
  /// scrollable range as UIKit clamps `scrollToRow` and `scrollToItem`.
  package func alignedOffset(_ low: CGFloat, _ high: CGFloat, vertical: Bool, at alignment: SpanAlignment)
    -> CGFloat
  {
    let insets = adjustedContentInset
    let (before, after) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
    let length = vertical ? bounds.height : bounds.width
    let content = vertical ? contentSize.height : contentSize.width
    let target: CGFloat
    switch alignment {
    case .start: target = low - before
    case .middle: target = (low + high) / 2 - (length - before - after) / 2 - before
    case .end: target = high - length + after
    }
    let lowest = -before
    return min(max(target, lowest), max(lowest, content + after - length))
  }

  /// How the safe area adjusts the content insets (UIKit's `contentInsetAdjustmentBehavior`;
  /// default `.automatic`).
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet {
      guard contentInsetAdjustmentBehavior != oldValue else { return }
      // The content's safe area changes with the axes the scroll view adjusts.
      changedEngine?.controllerInsetsChanged(self)
      setNeedsLayout()
    }
  }

  /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }
  /// How dragging dismisses the keyboard (kept; no effect on layout).
  ///
  /// ```swift
  /// scroll.keyboardDismissMode = .interactive
  /// ```
  public var keyboardDismissMode: KeyboardDismissMode = .none
  /// UIKit's `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
  /// Where the UIKit emulation keeps `refreshControl` (a control of its own).
  package var refreshControlStorage: View?
  /// Extra space around the content.
  public var contentInset: EdgeInsets = .zero {
    didSet { if !keyValueObservers.isEmpty { notifyKeyValueObservers() } }
  }
  /// Whether the user can scroll (default `true`; kept, except by `TextView`, which has an
  /// intrinsic size only when it does not scroll).
  ///
  /// ```swift
  /// textView.isScrollEnabled = false   // sized by its text
  /// ```
  open var isScrollEnabled = true
  /// Whether touches wait to see if they start a scroll (kept; there are no touches to delay).
  public var delaysContentTouches = true
  /// Whether a scroll cancels the touches of the content (kept).
  public var canCancelContentTouches = true
  /// Whether scrolling stops on multiples of the bounds (kept; no effect on layout).
  public var isPagingEnabled = false
  /// How fast scrolling slows after a flick (kept; default `.normal`).
  ///
  /// ```swift
  /// carousel.decelerationRate = .fast
  /// ```
  public var decelerationRate: DecelerationRate = .normal

  /// UIKit's `UIScrollView.DecelerationRate`: the fraction of its speed the content keeps each
  /// millisecond (Apple's documented values: 0.998 normal, 0.99 fast).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of the speed kept each millisecond.
    public var rawValue: CGFloat
    /// A rate from its fraction.
    ///
    /// ```swift
    /// let slow = ScrollView.DecelerationRate(rawValue: 0.999)
    /// ```
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default rate (0.998).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A quicker stop (0.99).
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
  /// Whether the content bounces past its edges, and does so along an axis even when it fits
  /// (kept; no effect on layout).
  ///
  /// ```swift
  /// scroll.alwaysBounceVertical = true
  /// ```
  public var bounces = true
  /// Whether the content bounces vertically even when it fits (kept).
  public var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits (kept).
  public var alwaysBounceHorizontal = false
  /// Whether scrolling locks to one axis at a time (kept).
  public var isDirectionalLockEnabled = false
  /// Whether the scroll indicators show (kept; no effect on layout).
  ///
  /// ```swift
  /// scroll.showsHorizontalScrollIndicator = false
  /// ```
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows (kept).
  public var showsHorizontalScrollIndicator = true
  /// The insets of the vertical scroll indicator (kept).
  public var verticalScrollIndicatorInsets: EdgeInsets = .zero
  /// The insets of the horizontal scroll indicator (kept).
  public var horizontalScrollIndicatorInsets: EdgeInsets = .zero
  /// Both indicators' insets (UIKit's `scrollIndicatorInsets`: reads the vertical one, sets both).
  public var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// The zoom scale and its bounds (kept; the content is laid out unscaled).
  ///
  /// ```swift
  /// scroll.maximumZoomScale = 4
  /// ```
  public var zoomScale: CGFloat = 1
  /// The smallest zoom scale (kept).
  public var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale (kept).
  public var maximumZoomScale: CGFloat = 1
  /// The size set by hand, kept while no constraint decides the content size.
  var explicitContentSize: CGSize = .zero

  /// Creates a scroll view.
  ///
  /// ```swift
  /// let scroll = ScrollView()
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpGuides()
  }

  /// A scroll view decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpGuides()
  }

  private func setUpGuides() {
    contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
    contentLayoutGuide.role = .scrollContent
    frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
    frameLayoutGuide.role = .scrollFrame
    contentLayoutGuide.owningView = self
    frameLayoutGuide.owningView = self
    systemGuides[.scrollContent] = contentLayoutGuide
    systemGuides[.scrollFrame] = frameLayoutGuide
  }

  /// `UIScrollView`.
  override open class var uikitName: String { "UIScrollView" }

  /// The size of the content, as of the last layout pass (from constraints), or as set.
  ///
  /// ```swift
  /// scroll.contentSize.height  // 1375
  /// ```
  public var contentSize: CGSize {
    get {
      let frame = contentLayoutGuide.layoutFrame
      return frame.size == .zero ? explicitContentSize : frame.size
    }
    set {
      explicitContentSize = newValue
      changedEngine?.marginsChanged(self)
      setNeedsLayout()
      if !keyValueObservers.isEmpty { notifyKeyValueObservers() }
    }
  }

  /// The content inset plus the safe-area insets of the edges the scroll view adjusts (UIKit's
  /// `adjustedContentInset`; see ``adjustedAxes(contentSize:frameSize:)``).
  ///
  /// ```swift
  /// scroll.adjustedContentInset.top  // contentInset.top + safeAreaInsets.top
  /// scroll.adjustedContentInset.left // contentInset.left: a vertical scroll view in landscape
  /// ```
  public var adjustedContentInset: EdgeInsets {
    contentInset(adjusting: adjustedAxes(contentSize: contentSize, frameSize: storedFrame.size))
  }

  /// The axes whose safe-area insets the scroll view takes into its content insets, as
  /// ``contentInsetAdjustmentBehavior`` says (Apple's documentation of
  /// `UIScrollView.ContentInsetAdjustmentBehavior`): `.always` both, `.never` neither,
  /// `.scrollableAxes` each axis along which the content is larger than the frame or
  /// `alwaysBounce…` is set, and `.automatic` the same across but always down (UIKit's
  /// compatibility rule for the scroll views of view controllers under bars). Along an adjusted
  /// axis the content has no safe area — the inset keeps it clear — so a horizontally paged scroll
  /// view in landscape insets its pages by the notch instead of giving them safe-area insets.
  ///
  /// ```swift
  /// scroll.adjustedAxes(contentSize: CGSize(width: 2532, height: 390), frameSize: CGSize(width: 844, height: 390))
  /// // (vertical: true, horizontal: true) with `.automatic`
  /// ```
  public func adjustedAxes(contentSize: CGSize, frameSize: CGSize) -> (vertical: Bool, horizontal: Bool) {
    let scrollsAcross = alwaysBounceHorizontal || contentSize.width > frameSize.width
    let scrollsDown = alwaysBounceVertical || contentSize.height > frameSize.height
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes: return (scrollsDown, scrollsAcross)
    case .automatic: return (true, scrollsAcross)
    }
  }

  /// The content inset plus every safe-area inset (a compositional layout's environment, whose
  /// sections are inset by the safe area whichever axes the collection adjusts).
  package var safeAreaContentInset: EdgeInsets {
    let adjusts = contentInsetAdjustmentBehavior != .never
    return contentInset(adjusting: (adjusts, adjusts))
  }

  /// The content inset plus the safe-area insets on the edges of the given axes.
  private func contentInset(adjusting axes: (vertical: Bool, horizontal: Bool)) -> EdgeInsets {
    guard axes.vertical || axes.horizontal else { return contentInset }
    let safe = safeAreaInsets
    return EdgeInsets(
      top: contentInset.top + (axes.vertical ? safe.top : 0),
      left: contentInset.left + (axes.horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (axes.vertical ? safe.bottom : 0),
      right: contentInset.right + (axes.horizontal ? safe.right : 0))
  }
}

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
      setOffset = newValue
      setNeedsLayout()
    }
  }
  /// The offset set by code (or scrolling), `nil` until then.
  private var setOffset: CGPoint?

  /// Scrolls to `offset` (there is no animation here).
  ///
  /// ```swift
  /// scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
  /// ```
  public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  /// How the safe area adjusts the content insets (UIKit's `contentInsetAdjustmentBehavior`;
  /// default `.automatic`).
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { setNeedsLayout() }
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
  /// Extra space around the content.
  public var contentInset: EdgeInsets = .zero
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
    }
  }

  /// The content inset plus the safe-area insets (UIKit's automatic adjustment; the content inset
  /// alone with `.never`).
  ///
  /// ```swift
  /// scroll.adjustedContentInset.top  // contentInset.top + safeAreaInsets.top
  /// ```
  public var adjustedContentInset: EdgeInsets {
    guard contentInsetAdjustmentBehavior != .never else { return contentInset }
    let safe = safeAreaInsets
    return EdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left + safe.left,
      bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
  }
}

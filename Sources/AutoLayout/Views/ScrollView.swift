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
  /// The scrolled position: the bounds' origin. Scrolling does not change any frame.
  public var contentOffset: CGPoint = .zero
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
      engineIfPresent?.marginsChanged(self)
      setNeedsLayout()
    }
  }

  /// The content inset plus the safe-area insets (UIKit's automatic adjustment).
  ///
  /// ```swift
  /// scroll.adjustedContentInset.top  // contentInset.top + safeAreaInsets.top
  /// ```
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    return EdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left + safe.left,
      bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
  }
}

import AutoLayout
import Foundation

/// A row of dots, one per page, the current one filled (UIKit's `UIPageControl`). Its intrinsic
/// content size is ``size(forNumberOfPages:)`` of its ``numberOfPages``: 7-point indicators 9
/// points apart in a 37-point-tall control, so three pages take 39 × 37 — the size of the page
/// control Interface Builder's library inserts (three pages). Apple publishes neither value, and
/// the indicators of iOS 14 and later (a capsule background, scrubbing) may measure otherwise:
/// pin the control's width and height where the exact size matters (docs/porting.md).
///
/// ```swift
/// let dots = PageControl()
/// dots.numberOfPages = 3
/// dots.intrinsicContentSize   // (39, 37)
/// dots.currentPage = 5        // clamped: 2
/// ```
open class PageControl: Control {
  /// How the control draws its background (UIKit's `UIPageControl.BackgroundStyle`; kept).
  public enum BackgroundStyle: Int, Sendable {
    /// The system's choice: `minimal` until the control is touched.
    case automatic
    /// A capsule always behind the indicators.
    case prominent
    /// No background.
    case minimal
  }

  /// How the user is changing the page (UIKit's `UIPageControl.InteractionState`).
  public enum InteractionState: Int, Sendable {
    /// No interaction.
    case none
    /// A tap moved one page.
    case discrete
    /// A scrub across the indicators.
    case continuous
  }

  /// The order of the indicators (UIKit's `UIPageControl.Direction`, iOS 16).
  public enum Direction: Int, Sendable {
    /// Left to right, or right to left in a right-to-left layout.
    case natural
    /// Always left to right.
    case leftToRight
    /// Always right to left.
    case rightToLeft
    /// Top to bottom: the control is as tall as its row would be wide.
    case topToBottom
    /// Bottom to top.
    case bottomToTop

    var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
  }

  /// The diameter of an indicator.
  public static let indicatorDiameter: CGFloat = 7
  /// The space between two indicators.
  public static let indicatorSpacing: CGFloat = 9
  /// The height of the control across its row of indicators.
  public static let controlHeight: CGFloat = 37

  /// The number of pages (default 0); the current page stays below it.
  public var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      currentPage = clamped(currentPage)
      if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// The page shown filled, kept within `0 ..< numberOfPages` (default 0).
  public var currentPage = 0 {
    didSet { if currentPage != clamped(currentPage) { currentPage = clamped(currentPage) } }
  }
  /// Whether the indicator is hidden when there is only one page (default `false`). The control
  /// keeps its size and place, as in UIKit: only the dot is not drawn.
  public var hidesForSinglePage = false
  /// Whether ``currentPage`` shows only after ``updateCurrentPageDisplay()`` (kept; deprecated in
  /// iOS 14).
  public var defersCurrentPageDisplay = false
  /// The colour of the other pages' indicators (kept).
  public var pageIndicatorTintColor: Color?
  /// The colour of the current page's indicator (kept).
  public var currentPageIndicatorTintColor: Color?
  /// The background (kept; default `.automatic`).
  public var backgroundStyle: BackgroundStyle = .automatic
  /// How the user is changing the page: ``step(forward:)`` is a discrete interaction.
  public private(set) var interactionState: InteractionState = .none
  /// Whether a scrub across the control changes pages continuously (kept; default `true`).
  public var allowsContinuousInteraction = true
  /// The image of every indicator (kept; nil: a dot).
  public var preferredIndicatorImage: Image?
  /// The image of the current page's indicator (kept; iOS 16).
  public var preferredCurrentPageIndicatorImage: Image?
  /// The order of the indicators; a vertical direction swaps the intrinsic width and height.
  public var direction: Direction = .natural {
    didSet { if direction.isVertical != oldValue.isVertical { invalidateIntrinsicContentSize() } }
  }

  private var indicatorImages: [Int: Image] = [:]
  private var currentPageIndicatorImages: [Int: Image] = [:]

  /// Creates a page control with no pages.
  ///
  /// ```swift
  /// let dots = PageControl()
  /// ```
  public init() {
    super.init(frame: .zero)
  }

  /// UIKit's `init(frame:)`: a page control with no pages placed at `frame`.
  ///
  /// ```swift
  /// let dots = PageControl(frame: CGRect(x: 0, y: 600, width: 375, height: 37))
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A page control decoded from an archive: nothing is decoded (no pages).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The size that shows `pageCount` indicators: `16 n − 9` points wide (7-point dots 9 apart),
  /// 37 tall; zero pages take no width. A vertical ``direction`` swaps the two.
  ///
  /// ```swift
  /// PageControl().size(forNumberOfPages: 5)   // (71, 37)
  /// ```
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    let row =
      count == 0 ? 0 : count * PageControl.indicatorDiameter + (count - 1) * PageControl.indicatorSpacing
    return direction.isVertical
      ? CGSize(width: PageControl.controlHeight, height: row)
      : CGSize(width: row, height: PageControl.controlHeight)
  }

  /// ``size(forNumberOfPages:)`` of ``numberOfPages``.
  override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// Shows a deferred ``currentPage`` (kept: the page is always shown here).
  ///
  /// ```swift
  /// dots.updateCurrentPageDisplay()
  /// ```
  public func updateCurrentPageDisplay() {}

  /// Moves one page forward or back, as a tap after or before the current indicator does: the page
  /// changes unless it is at that end, and `.valueChanged` is sent when it does. Returns the page.
  ///
  /// ```swift
  /// dots.step(forward: true)   // 1
  /// ```
  @discardableResult
  public func step(forward: Bool) -> Int {
    let next = clamped(currentPage + (forward ? 1 : -1))
    guard isEnabled, next != currentPage else { return currentPage }
    interactionState = .discrete
    currentPage = next
    sendActions(for: .valueChanged)
    interactionState = .none
    return currentPage
  }

  /// The image of a page's indicator: the one set for it, or ``preferredIndicatorImage``.
  ///
  /// ```swift
  /// dots.indicatorImage(forPage: 0)   // nil: a dot
  /// ```
  public func indicatorImage(forPage page: Int) -> Image? {
    indicatorImages[page] ?? preferredIndicatorImage
  }

  /// Sets the image of a page's indicator (nil: back to ``preferredIndicatorImage``).
  ///
  /// ```swift
  /// dots.setIndicatorImage(Image(size: CGSize(width: 8, height: 8)), forPage: 0)
  /// ```
  public func setIndicatorImage(_ image: Image?, forPage page: Int) {
    indicatorImages[page] = image
  }

  /// The image of a page's indicator while it is the current page.
  ///
  /// ```swift
  /// dots.currentPageIndicatorImage(forPage: 0)   // nil
  /// ```
  public func currentPageIndicatorImage(forPage page: Int) -> Image? {
    currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
  }

  /// Sets the image of a page's indicator while it is the current page.
  ///
  /// ```swift
  /// dots.setCurrentPageIndicatorImage(nil, forPage: 0)
  /// ```
  public func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) {
    currentPageIndicatorImages[page] = image
  }

  private func clamped(_ page: Int) -> Int {
    min(max(page, 0), max(numberOfPages - 1, 0))
  }

  /// `UIPageControl`.
  override open class var uikitName: String { "UIPageControl" }
}

@_spi(UIKitEmulation) import AutoLayout
import Foundation

/// A row of segments, one selected (UIKit's `UISegmentedControl`, the layout parts). Its frame is
/// 32 points tall with a 31-point alignment rectangle — 12 of the 14 iOS segmented controls of Xcode
/// 11 and later files in the public corpus and the files outside it are stored 32 tall (4
/// repositories; LTMorphingLabel's two, 29), and the view after one is pinned 1 point above its
/// frame's bottom (InterfaceBuilder's `UIKitControlGeometry` reads the inset from here). Its
/// width is the segments': each as wide as the widest title (13-point system font) or image plus
/// ``segmentPadding`` at each end, or by content with ``apportionsSegmentWidthsByContent``, or
/// as ``setWidth(_:forSegmentAt:)`` fixes it.
///
/// ```swift
/// let filter = SegmentedControl(items: ["All", "Unread"])
/// filter.selectedSegmentIndex = 0
/// filter.intrinsicContentSize.height   // 31 (the frame: 32)
/// ```
open class SegmentedControl: Control {
  /// One segment's content and fixed width (0: automatic).
  struct Segment {
    var title: String?
    var image: Image?
    var width: CGFloat = 0
  }
  private var segments: [Segment] = []

  /// The index of the selected segment, or ``noSegment`` (default).
  public var selectedSegmentIndex: Int = SegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex != SegmentedControl.noSegment, !segments.indices.contains(selectedSegmentIndex)
      {
        selectedSegmentIndex = oldValue
      }
    }
  }
  /// Whether each segment is as wide as its own content rather than all as wide as the widest.
  public var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether a tap selects the segment only while touched (kept).
  public var isMomentary = false
  /// The colour of the selected segment (kept).
  public var selectedSegmentTintColor: Color?
  /// The font of the titles (default the 13-point system font); a `.font` in
  /// ``setTitleTextAttributes(_:for:)`` for the normal state sets it.
  public var titleFont: Font = .systemFont(ofSize: 13) {
    didSet { invalidateIntrinsicContentSize() }
  }
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The index that means no segment is selected.
  public static let noSegment = -1
  /// The space at each end of a segment's content: an estimate (Apple documents no value; the
  /// corpus's controls are mostly stretched by constraints), so pin a segmented control's width
  /// where it matters.
  public static let segmentPadding: CGFloat = 8
  /// The height of the alignment rectangle (iOS 13 and later), and of the frame.
  public static let height: CGFloat = 31
  /// The frame's reach past the alignment rectangle (below: 1).
  public static let frameInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

  /// Creates a control of titles (`String`) and images (``Image``), none selected.
  ///
  /// ```swift
  /// let control = SegmentedControl(items: ["Day", "Week", "Month"])
  /// ```
  public init(items: [Any]?) {
    super.init(frame: .zero)
    segments = (items ?? []).map { item in
      if let title = item as? String { return Segment(title: title) }
      if let image = item as? Image { return Segment(image: image) }
      return Segment(title: String(describing: item))
    }
  }

  /// UIKit's `init(frame:)`: an empty control placed at `frame`.
  public override convenience init(frame: CGRect) {
    self.init(items: nil)
    self.frame = frame
  }

  /// A control decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of segments.
  public var numberOfSegments: Int { segments.count }

  /// Inserts a titled segment at `index` (clamped to the ends).
  ///
  /// ```swift
  /// control.insertSegment(withTitle: "Year", at: control.numberOfSegments, animated: false)
  /// ```
  public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    insert(Segment(title: title), at: index)
  }

  /// Inserts a segment showing an image at `index` (clamped to the ends).
  public func insertSegment(with image: Image?, at index: Int, animated: Bool) {
    insert(Segment(image: image), at: index)
  }

  private func insert(_ segment: Segment, at index: Int) {
    let position = min(max(index, 0), segments.count)
    segments.insert(segment, at: position)
    if selectedSegmentIndex != SegmentedControl.noSegment, selectedSegmentIndex >= position {
      selectedSegmentIndex += 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes the segment at `index`; the selection goes if it was that segment.
  public func removeSegment(at index: Int, animated: Bool) {
    guard segments.indices.contains(index) else { return }
    segments.remove(at: index)
    if selectedSegmentIndex == index {
      selectedSegmentIndex = SegmentedControl.noSegment
    } else if selectedSegmentIndex > index {
      selectedSegmentIndex -= 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  public func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = SegmentedControl.noSegment
    invalidateIntrinsicContentSize()
  }

  /// Sets a segment's title.
  public func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].title = title
    invalidateIntrinsicContentSize()
  }

  /// A segment's title.
  public func titleForSegment(at index: Int) -> String? {
    segments.indices.contains(index) ? segments[index].title : nil
  }

  /// Sets a segment's image.
  public func setImage(_ image: Image?, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].image = image
    invalidateIntrinsicContentSize()
  }

  /// A segment's image.
  public func imageForSegment(at index: Int) -> Image? {
    segments.indices.contains(index) ? segments[index].image : nil
  }

  /// Fixes a segment's width (0: automatic, the default).
  ///
  /// ```swift
  /// control.setWidth(80, forSegmentAt: 0)
  /// ```
  public func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].width = max(0, width)
    invalidateIntrinsicContentSize()
  }

  /// A segment's fixed width (0: automatic).
  public func widthForSegment(at index: Int) -> CGFloat {
    segments.indices.contains(index) ? segments[index].width : 0
  }

  /// Sets the text attributes of a state; a `.font` for the normal state sizes the titles.
  ///
  /// ```swift
  /// control.setTitleTextAttributes([.font: Font.systemFont(ofSize: 15)], for: .normal)
  /// ```
  public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    titleAttributes[state.rawValue] = attributes
    if state == .normal, let font = attributes?[.font] as? Font { titleFont = font }
  }

  /// The text attributes of a state.
  public func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// A segment's content width (its title or image), without padding.
  private func contentWidth(of segment: Segment) -> CGFloat {
    if let title = segment.title { return effectiveTextMeasurer.width(of: title, font: titleFont) }
    return segment.image?.size.width ?? 0
  }

  /// The segments' widths, padded, rounded up to the pixel grid, with the fixed ones as fixed.
  override open var intrinsicContentSize: CGSize {
    guard !segments.isEmpty else { return CGSize(width: 0, height: SegmentedControl.height) }
    let scale = window?.scale ?? Screen.main.scale
    let padded = segments.map { contentWidth(of: $0) + 2 * SegmentedControl.segmentPadding }
    let widest = padded.max() ?? 0
    var width: CGFloat = 0
    for (segment, natural) in zip(segments, padded) {
      width += segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? natural : widest)
    }
    return CGSize(width: ceilToPixels(width, scale: scale), height: SegmentedControl.height)
  }

  /// The frame reaches 1 point below the alignment rectangle.
  override open var alignmentRectInsets: EdgeInsets { SegmentedControl.frameInsets }

  @_spi(UIKitEmulation) override open var textFont: Font? { titleFont }

  /// `UISegmentedControl`.
  override open class var uikitName: String { "UISegmentedControl" }
}

import Foundation

/// What the Size and Attributes inspectors change on a view; `nil` leaves a value as it is.
///
/// ```swift
/// var attributes = ViewAttributes()
/// attributes.hugging = [251, 250]
/// let edited = try editable.settingAttributes(attributes, of: "title")
/// ```
public struct ViewAttributes: Hashable, Sendable, Codable {
  /// Hidden.
  public var hidden: Bool?
  /// Content hugging priorities `[horizontal, vertical]`.
  public var hugging: [Float]?
  /// Compression resistance priorities `[horizontal, vertical]`.
  public var compression: [Float]?
  /// The placeholder intrinsic size `[width, height]` (-1 on an axis for none); an empty array
  /// removes it.
  public var intrinsicSize: [CGFloat]?
  /// Layout margins `[top, left, bottom, right]`; an empty array removes them.
  public var margins: [CGFloat]?
  /// A label's text or a button's title.
  public var text: String?
  /// How the view flips right to left: `unspecified`, `playback`, `spatial`,
  /// `forceLeftToRight`, `forceRightToLeft` (UIKit's `semanticContentAttribute`).
  public var semanticContent: String?
  /// Interface Builder's "Follow Readable Width" (Size inspector, Layout Margins): constraints to
  /// the view's horizontal margins use its readable content guide. The only attribute the root
  /// view takes (it is the canvas's `followsReadableWidth`).
  public var followsReadableWidth: Bool?
  /// A stack view's attributes (Interface Builder's Attributes inspector for a stack view).
  public var stack: StackAttributes?

  /// What the Attributes inspector changes on a stack view; `nil` leaves a value as it is.
  ///
  /// ```swift
  /// ViewAttributes(stack: .init(axis: "vertical", distribution: "fillEqually", spacing: 12))
  /// ```
  public struct StackAttributes: Hashable, Sendable, Codable {
    /// `horizontal` or `vertical`.
    public var axis: String?
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    public var distribution: String?
    /// `fill`, `leading` (`top`), `center`, `trailing` (`bottom`), `firstBaseline`, `lastBaseline`.
    public var alignment: String?
    /// The spacing between arranged views.
    public var spacing: CGFloat?
    /// Arranged views within the stack's layout margins ("Layout Margins Relative Arrangement").
    public var layoutMarginsRelative: Bool?

    /// Nothing changed.
    ///
    /// ```swift
    /// ViewAttributes.StackAttributes(spacing: 8)
    /// ```
    public init(
      axis: String? = nil, distribution: String? = nil, alignment: String? = nil, spacing: CGFloat? = nil,
      layoutMarginsRelative: Bool? = nil
    ) {
      self.axis = axis
      self.distribution = distribution
      self.alignment = alignment
      self.spacing = spacing
      self.layoutMarginsRelative = layoutMarginsRelative
    }
  }

  /// Nothing changed.
  ///
  /// ```swift
  /// ViewAttributes(hidden: true)
  /// ```
  public init(
    hidden: Bool? = nil, hugging: [Float]? = nil, compression: [Float]? = nil,
    intrinsicSize: [CGFloat]? = nil,
    margins: [CGFloat]? = nil, text: String? = nil, semanticContent: String? = nil,
    followsReadableWidth: Bool? = nil, stack: StackAttributes? = nil
  ) {
    self.stack = stack
    self.followsReadableWidth = followsReadableWidth
    self.semanticContent = semanticContent
    self.hidden = hidden
    self.hugging = hugging
    self.compression = compression
    self.intrinsicSize = intrinsicSize
    self.margins = margins
    self.text = text
  }
}

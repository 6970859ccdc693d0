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

  /// Nothing changed.
  ///
  /// ```swift
  /// ViewAttributes(hidden: true)
  /// ```
  public init(
    hidden: Bool? = nil, hugging: [Float]? = nil, compression: [Float]? = nil,
    intrinsicSize: [CGFloat]? = nil,
    margins: [CGFloat]? = nil, text: String? = nil, semanticContent: String? = nil,
    followsReadableWidth: Bool? = nil
  ) {
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

import Foundation

/// What the Align popover adds: edges, centres and baselines of several views (each aligned to
/// the first, with an offset), and the centre of each view in its container.
///
/// ```swift
/// var options = AlignOptions()
/// options.leading = 0
/// let edited = try editable.aligning(["title", "body"], options)
/// ```
public struct AlignOptions: Hashable, Sendable, Codable {
  /// Leading edges (the offset).
  public var leading: CGFloat?
  /// Trailing edges.
  public var trailing: CGFloat?
  /// Top edges.
  public var top: CGFloat?
  /// Bottom edges.
  public var bottom: CGFloat?
  /// Horizontal centres.
  public var centerX: CGFloat?
  /// Vertical centres.
  public var centerY: CGFloat?
  /// First baselines.
  public var firstBaseline: CGFloat?
  /// Last baselines.
  public var lastBaseline: CGFloat?
  /// Centre horizontally in the container, at this offset.
  public var horizontallyInContainer: CGFloat?
  /// Centre vertically in the container.
  public var verticallyInContainer: CGFloat?
  /// Which frames move to the new solution afterwards.
  public var updateFrames: FrameUpdate

  /// Options with nothing chosen.
  ///
  /// ```swift
  /// AlignOptions(horizontallyInContainer: 0)
  /// ```
  public init(
    leading: CGFloat? = nil, trailing: CGFloat? = nil, top: CGFloat? = nil, bottom: CGFloat? = nil,
    centerX: CGFloat? = nil, centerY: CGFloat? = nil, firstBaseline: CGFloat? = nil,
    lastBaseline: CGFloat? = nil,
    horizontallyInContainer: CGFloat? = nil, verticallyInContainer: CGFloat? = nil,
    updateFrames: FrameUpdate = .none
  ) {
    self.leading = leading
    self.trailing = trailing
    self.top = top
    self.bottom = bottom
    self.centerX = centerX
    self.centerY = centerY
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.horizontallyInContainer = horizontallyInContainer
    self.verticallyInContainer = verticallyInContainer
    self.updateFrames = updateFrames
  }

  /// Decodes options; a missing key takes its default (`{"centerX": 0}` is enough).
  ///
  /// ```swift
  /// try JSONDecoder().decode(AlignOptions.self, from: Data(#"{"leading": 0}"#.utf8))
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      leading: try c.decodeIfPresent(CGFloat.self, forKey: .leading),
      trailing: try c.decodeIfPresent(CGFloat.self, forKey: .trailing),
      top: try c.decodeIfPresent(CGFloat.self, forKey: .top),
      bottom: try c.decodeIfPresent(CGFloat.self, forKey: .bottom),
      centerX: try c.decodeIfPresent(CGFloat.self, forKey: .centerX),
      centerY: try c.decodeIfPresent(CGFloat.self, forKey: .centerY),
      firstBaseline: try c.decodeIfPresent(CGFloat.self, forKey: .firstBaseline),
      lastBaseline: try c.decodeIfPresent(CGFloat.self, forKey: .lastBaseline),
      horizontallyInContainer: try c.decodeIfPresent(CGFloat.self, forKey: .horizontallyInContainer),
      verticallyInContainer: try c.decodeIfPresent(CGFloat.self, forKey: .verticallyInContainer),
      updateFrames: try c.decodeIfPresent(FrameUpdate.self, forKey: .updateFrames) ?? .none)
  }
}

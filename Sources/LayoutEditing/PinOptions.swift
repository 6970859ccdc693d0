import Foundation

/// What the Pin popover ("Add New Constraints") adds: spacing to the nearest neighbour on each
/// edge, sizes, equal sizes and aspect ratio, and which frames to update afterwards.
///
/// ```swift
/// var options = PinOptions()
/// options.top = 8
/// options.width = 120
/// let edited = try editable.pinning(["title"], options)
/// ```
public struct PinOptions: Hashable, Sendable, Codable {
  /// Space to the nearest neighbour above (`nil`: not pinned).
  public var top: CGFloat?
  /// Space to the nearest neighbour on the leading side.
  public var leading: CGFloat?
  /// Space to the nearest neighbour below.
  public var bottom: CGFloat?
  /// Space to the nearest neighbour on the trailing side.
  public var trailing: CGFloat?
  /// Pin to the superview's layout margins, not its edges ("Constrain to margins", on by default).
  public var constrainToMargins: Bool
  /// A fixed width.
  public var width: CGFloat?
  /// A fixed height.
  public var height: CGFloat?
  /// Every selected view as wide as the first.
  public var equalWidths: Bool
  /// Every selected view as tall as the first.
  public var equalHeights: Bool
  /// Each view keeps its current width-to-height ratio.
  public var aspectRatio: Bool
  /// Which frames move to the new solution afterwards.
  public var updateFrames: FrameUpdate

  /// Options with nothing chosen.
  ///
  /// ```swift
  /// PinOptions(top: 20, leading: 16)
  /// ```
  public init(
    top: CGFloat? = nil, leading: CGFloat? = nil, bottom: CGFloat? = nil, trailing: CGFloat? = nil,
    constrainToMargins: Bool = true, width: CGFloat? = nil, height: CGFloat? = nil, equalWidths: Bool = false,
    equalHeights: Bool = false, aspectRatio: Bool = false, updateFrames: FrameUpdate = .none
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
    self.constrainToMargins = constrainToMargins
    self.width = width
    self.height = height
    self.equalWidths = equalWidths
    self.equalHeights = equalHeights
    self.aspectRatio = aspectRatio
    self.updateFrames = updateFrames
  }

  /// Decodes options; a missing key takes its default (`{"width": 120}` is enough).
  ///
  /// ```swift
  /// try JSONDecoder().decode(PinOptions.self, from: Data(#"{"top": 8}"#.utf8))
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      top: try c.decodeIfPresent(CGFloat.self, forKey: .top),
      leading: try c.decodeIfPresent(CGFloat.self, forKey: .leading),
      bottom: try c.decodeIfPresent(CGFloat.self, forKey: .bottom),
      trailing: try c.decodeIfPresent(CGFloat.self, forKey: .trailing),
      constrainToMargins: try c.decodeIfPresent(Bool.self, forKey: .constrainToMargins) ?? true,
      width: try c.decodeIfPresent(CGFloat.self, forKey: .width),
      height: try c.decodeIfPresent(CGFloat.self, forKey: .height),
      equalWidths: try c.decodeIfPresent(Bool.self, forKey: .equalWidths) ?? false,
      equalHeights: try c.decodeIfPresent(Bool.self, forKey: .equalHeights) ?? false,
      aspectRatio: try c.decodeIfPresent(Bool.self, forKey: .aspectRatio) ?? false,
      updateFrames: try c.decodeIfPresent(FrameUpdate.self, forKey: .updateFrames) ?? .none)
  }
}

/// The "Update Frames" choice of the Pin and Align popovers.
///
/// ```swift
/// PinOptions(width: 120, updateFrames: .itemsOfNewConstraints)
/// ```
public enum FrameUpdate: String, Hashable, Sendable, Codable, CaseIterable {
  /// Frames stay; views the new constraints place elsewhere show as misplaced.
  case none
  /// The views of the new constraints move to their solved frames.
  case itemsOfNewConstraints
  /// Every view of the container moves to its solved frame.
  case allFramesInContainer
}

/// The four edges of the Pin popover.
///
/// ```swift
/// editable.pinSuggestions(for: "title")[.top]?.spacing
/// ```
public enum PinEdge: String, Hashable, Sendable, Codable, CaseIterable {
  case top, leading, bottom, trailing
}

/// Where an edge would be pinned, and the spacing it has now.
///
/// ```swift
/// let suggestion = editable.pinSuggestions(for: "title")[.leading]!
/// suggestion.spec.equation   // "title.leading == avatar.trailing + 8"
/// ```
public struct PinSuggestion: Hashable, Sendable, Codable {
  /// The neighbour (a sibling's name, the superview's name, or `safeArea`).
  public var neighbour: String
  /// The current spacing.
  public var spacing: CGFloat
  /// The constraint pinning the edge at that spacing.
  public var spec: ConstraintSpec
}

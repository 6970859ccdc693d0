import Foundation

/// The values the required constraints alone allow for one value of a view's frame: the optional
/// constraints (content hugging and compression resistance included) pick a value inside it.
///
/// ```swift
/// // In a 400-point window: box.leading >= 20 and box.trailing <= 400 (required), width 100,
/// // box.leading == 40 @ 750 (optional)
/// box.requiredRange(of: .minX).description   // "20 … 300"
/// ```
public struct RequiredConstraintRange: Equatable, Sendable, CustomStringConvertible {
  /// The lowest value, `nil` when there is none.
  public var lower: CGFloat?
  /// The highest value, `nil` when there is none.
  public var upper: CGFloat?

  /// A range from `lower` to `upper` (`nil`: unbounded on that side).
  ///
  /// ```swift
  /// RequiredConstraintRange(lower: 20, upper: nil).description   // "20 … ∞"
  /// RequiredConstraintRange(lower: nil, upper: nil).description  // "open"
  /// ```
  public init(lower: CGFloat?, upper: CGFloat?) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether the required constraints fix the value (both bounds equal, within 0.001).
  ///
  /// ```swift
  /// RequiredConstraintRange(lower: 20, upper: 20).isFixed   // true
  /// ```
  public var isFixed: Bool {
    guard let lower, let upper else { return false }
    return abs(upper - lower) <= 0.001
  }

  /// Whether `value` lies in the range (within `tolerance`).
  ///
  /// ```swift
  /// RequiredConstraintRange(lower: 20, upper: nil).contains(25)   // true
  /// ```
  public func contains(_ value: CGFloat, tolerance: CGFloat = 0.001) -> Bool {
    (lower.map { value >= $0 - tolerance } ?? true) && (upper.map { value <= $0 + tolerance } ?? true)
  }

  /// `20 … 300`, `-∞ … 300`, `20 … ∞`; `open` when neither side is bounded.
  public var description: String {
    if lower == nil && upper == nil { return "open" }
    return "\(lower.map { formatLayoutNumber($0) } ?? "-∞") … \(upper.map { formatLayoutNumber($0) } ?? "∞")"
  }
}

extension View {
  /// A value of a view's frame in window coordinates.
  public enum FrameValue: String, Sendable, CaseIterable {
    /// The left edge.
    case minX = "x"
    /// The top edge.
    case minY = "y"
    /// The width.
    case width
    /// The height.
    case height
  }

  /// The values the required constraints alone allow for one value of the view's frame, in window
  /// coordinates (as `convert(_:to: nil)` gives them; the frame, not the alignment rectangle).
  /// The optional constraints — content hugging and compression resistance included — give way;
  /// the required constraints the engine had to break do not count.
  ///
  /// ```swift
  /// box.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 20).isActive = true
  /// let preferred = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40)
  /// preferred.priority = .defaultHigh
  /// preferred.isActive = true
  /// box.requiredRange(of: .minX).lower   // 20: the optional constraint picked 40
  /// ```
  ///
  /// - Complexity: two probes of the solver.
  public func requiredRange(of value: FrameValue) -> RequiredConstraintRange {
    let diagnostics = self.diagnostics
    let insets = alignmentRectInsets
    let (part, shift): (SystemConstraintTag.RectPart, CGFloat) =
      switch value {
      case .minX: (.minX, -insets.left)
      case .minY: (.minY, -insets.top)
      case .width: (.width, insets.left + insets.right)
      case .height: (.height, insets.top + insets.bottom)
      }
    let range = diagnostics.requiredRange(of: self, part: part)
    // From the solver's coordinates to the window's: the offset between the two for this view.
    let current = superview?.convert(frame, to: nil) ?? frame
    let solved = diagnostics.alignmentRect(of: self)
    let offset: CGFloat =
      switch value {
      case .minX: coordinateOffset(current.minX - (CGFloat(solved.minX) + shift))
      case .minY: coordinateOffset(current.minY - (CGFloat(solved.minY) + shift))
      case .width, .height: 0
      }
    return RequiredConstraintRange(
      lower: range.lower.map { CGFloat($0) + shift + offset },
      upper: range.upper.map { CGFloat($0) + shift + offset })
  }

  /// Whether the required constraints alone allow the given views at the given frames (in window
  /// coordinates, as `convert(_:to: nil)` gives them) at the same time, each value within
  /// `tolerance`; the other views may move. `false` means no choice of the optional constraints
  /// gives those frames. The views of `holding` keep their current sizes (they may move, but not
  /// grow or shrink, to make room). Widths and heights are held within `sizeTolerance` where it
  /// is given (a size is the distance between two edges: it may be off by both edges' tolerance).
  ///
  /// ```swift
  /// window.requiredConstraintsAllow(frames: [(box, CGRect(x: 30, y: 0, width: 100, height: 50))])
  /// window.requiredConstraintsAllow(frames: [(box, frame)], holdingSizesOf: [label])   // label keeps its size
  /// window.requiredConstraintsAllow(frames: [(box, frame)], tolerance: 3, sizeTolerance: 6)
  /// ```
  ///
  /// - Complexity: one solve with an edit per frame value.
  public func requiredConstraintsAllow(
    frames: [(view: View, frame: CGRect)], tolerance: CGFloat = 0.01, sizeTolerance: CGFloat? = nil,
    holdingSizesOf holding: [View] = []
  )
    -> Bool
  {
    diagnostics.requiredConstraintsAllow(
      solverRects(of: frames), tolerance: Double(tolerance), sizeTolerance: sizeTolerance.map(Double.init),
      holding: holding)
  }

  /// The sizes (alignment rectangles) the views of `watching` take when the required constraints
  /// place the given views at the given frames (window coordinates) as far as they allow, the
  /// optional constraints giving way: which views make room for those frames.
  ///
  /// ```swift
  /// window.sizes(placingFrames: [(below, CGRect(x: 0, y: 40, width: 50, height: 20))], watching: [top])
  /// // [CGSize(width: 50, height: 22)]: top grows by 2 to put below at 40
  /// ```
  public func sizes(placingFrames frames: [(view: View, frame: CGRect)], watching: [View]) -> [CGSize] {
    diagnostics.sizes(placing: solverRects(of: frames), watching: watching).map {
      CGSize(width: CGFloat($0.width), height: CGFloat($0.height))
    }
  }

  /// The required constraints that rule the given views out of the given frames (window
  /// coordinates, each value within `tolerance`): a set none of which can go without the frames
  /// becoming possible, as the solver explains the conflict (the app's constraints, and the
  /// system's: margins, safe area, a root view's size …). Empty when the required constraints
  /// allow the frames.
  ///
  /// ```swift
  /// window.requiredConstraintsRulingOut(frames: [(box, CGRect(x: 10, y: 10, width: 100, height: 50))])
  /// // [<LayoutConstraint 'UIView-Encapsulated-Layout-Left' window.minX == 0   (active)>,
  /// //  <LayoutConstraint H:|-(>=20)-[box]   (active, names: '|':window )>]: where the window's
  /// //  edge is, and the box's least distance from it
  /// ```
  public func requiredConstraintsRulingOut(
    frames: [(view: View, frame: CGRect)], tolerance: CGFloat = 0.01, sizeTolerance: CGFloat? = nil
  )
    -> [EngineConstraint]
  {
    diagnostics.requiredConflict(
      solverRects(of: frames), tolerance: Double(tolerance), sizeTolerance: sizeTolerance.map(Double.init))
  }

  /// The solver's alignment rectangles of views at frames in window coordinates.
  func solverRects(of frames: [(view: View, frame: CGRect)]) -> [(
    item: AnyObject, rect: EngineDiagnostics.AlignmentRect
  )] {
    let diagnostics = self.diagnostics
    return frames.map { view, frame in
      // The solver's rectangle moved by the difference between the given frame and the current one.
      // (The current frame is snapped to pixels, the solver's values are not: the offset between
      // the two coordinate systems is a whole number of pixels.)
      let current = view.superview?.convert(view.frame, to: nil) ?? view.frame
      let solved = diagnostics.alignmentRect(of: view)
      let insets = view.alignmentRectInsets
      let dx = view.coordinateOffset(current.minX - (CGFloat(solved.minX) - insets.left))
      let dy = view.coordinateOffset(current.minY - (CGFloat(solved.minY) - insets.top))
      return (
        view,
        (
          Double(frame.minX + insets.left - dx), Double(frame.minY + insets.top - dy),
          Double(frame.width - insets.left - insets.right), Double(frame.height - insets.top - insets.bottom)
        )
      )
    }
  }

  /// The offset between window and solver coordinates from the difference of a snapped frame value
  /// and the solver's unsnapped one: a whole number of pixels, the snapping having moved the value
  /// by at most half a pixel. A difference of exactly half a pixel is the snapping alone (the
  /// offset is almost always 0: no scrolled ancestor), so ties go toward zero — `snapToPixels`
  /// would send +½ to 1.
  func coordinateOffset(_ difference: CGFloat) -> CGFloat {
    let scale = window?.scale ?? 1
    let pixels = difference * scale
    let nearest =
      abs(pixels - pixels.rounded(.towardZero)) == 0.5 ? pixels.rounded(.towardZero) : pixels.rounded()
    return nearest / scale
  }
}

import AutoLayout
import Foundation

/// A scene's solved frames next to the frames Xcode stored, with what the engine found.
///
/// Frames agree when every edge, rounded half-up to the device's pixel grid, is the same pixel.
/// Views Xcode flagged `misplaced` or `ambiguous` are listed but not compared; the root view's
/// frame is given, not solved: it is listed only when it is a xib's top-level view with
/// `translatesAutoresizingMaskIntoConstraints="NO"`, laid out at its stored size as Xcode's canvas
/// lays it out.
///
/// ```swift
/// let report = StoredFrameComparison(layout)
/// print("\(report.viewsAgreeing)/\(report.viewsCompared)")  // 12/12
/// ```
public struct StoredFrameComparison {
  /// One view: stored and solved frames (superview coordinates, y-down).
  public struct ViewResult: Sendable {
    /// The IB id.
    public var id: String
    /// A readable name (`userLabel`, class or kind).
    public var name: String
    /// The frame Xcode stored.
    public var stored: CGRect
    /// The frame we solved.
    public var solved: CGRect
    /// Whether the view was compared (not flagged by Xcode).
    public var isCompared: Bool
    /// Whether the frames agree on the pixel grid.
    public var agrees: Bool
    /// For a compared view that does not agree: whether the required constraints alone allow the
    /// stored frame (then only the optional constraints — content sizes included — chose
    /// differently); `nil` for the others.
    public var requiredConstraintsAllowStored: Bool? = nil
    /// For a view the required constraints allow at the stored frame: whether they still do when
    /// every other view that sits at its content size in the solved layout keeps that size (`false`:
    /// only resizing such a view makes room, so a value the model gives it — a size, an inset, a
    /// baseline — more likely differs from Xcode's than an optional choice); `nil` for the others.
    public var contentSizesAllowStored: Bool? = nil
    /// For a view the required constraints allow at the stored frame, content sizes kept: whether
    /// the optional constraints, as the model has them, hold worse with the view there than in
    /// the solved layout (`true`: a content size, a priority or an inset they carry likely differs
    /// from Xcode's; `false`: the two layouts are equally good, and Xcode's engine broke the tie
    /// the other way); `nil` for the others.
    public var optionalConstraintsPreferSolved: Bool? = nil
    /// For a compared view the required constraints rule out: whether the file's required
    /// constraints tie it (the scene's root aside) to one that the stored frames themselves break
    /// (``StoredFrameContradiction``): Xcode's frames are out of date there, so no environment
    /// puts it where they say.
    public var storedFramesContradictConstraints = false
  }

  /// The scene id.
  public let scene: String
  /// The device name (`iPhone X`), or `nil` when the file names none.
  public let device: String?
  /// Every view but the root (listed first when it is a xib's top-level view laid out by
  /// constraints), depth first.
  public let views: [ViewResult]
  /// Findings.
  public let findings: [Finding]
  /// Whether the scene was laid out where its frames were stored (``SceneLayout/isStoredEnvironment``):
  /// only there is a frame that differs from the stored one misplaced news.
  public let isStoredEnvironment: Bool
  /// Sibling views that partly cover each other (`overlap` findings): not among ``findings`` —
  /// views overlap by design — but news in a sweep where the file's own environment has none.
  public let overlaps: [Finding]
  /// How the environment was chosen.
  public let notes: [String]

  /// How many views were compared.
  public var viewsCompared: Int { views.filter(\.isCompared).count }
  /// How many compared views agree.
  public var viewsAgreeing: Int { views.filter { $0.isCompared && $0.agrees }.count }

  /// Compares a laid-out scene with its stored frames.
  ///
  /// ```swift
  /// let report = StoredFrameComparison(SceneLayout(document: document, scene: scene))
  /// ```
  public init(_ layout: SceneLayout) {
    let build = Build(layout)
    build.compareViews()
    build.addBuildProblems()
    build.addConflicts()
    build.addAmbiguities()
    // Where the frames were stored (the file's device and orientation, left to right) Xcode's
    // canvas shows the design as drawn: a view beyond the screen or a label wider than its frame
    // is intended there, and news only on another device, orientation or direction.
    build.addLint()
    let stale = build.addStaleFrames()
    build.qualifyConflicts(staleConstraintIDs: stale.constraintIDs)
    build.explainDisagreements(staleViews: stale.views)
    build.finish()
    scene = layout.scene.id
    device = layout.device?.name
    notes = layout.notes
    isStoredEnvironment = layout.isStoredEnvironment
    views = build.results
    findings = build.findings
    overlaps = build.overlaps()
  }

  /// The views the scene's required constraints tie to the items of `contradictions`, the root
  /// aside (every view is tied to it): the views a stale stored frame can move.
  static func viewsTied(to contradictions: [StoredFrameContradiction], in layout: SceneLayout) -> Set<String>
  {
    guard !contradictions.isEmpty else { return [] }
    var idOfView: [ObjectIdentifier: String] = [:]
    for (id, view) in layout.viewsByID { idOfView[ObjectIdentifier(view)] = id }
    let rootID = layout.scene.root.id
    var neighbours: [String: Set<String>] = [:]
    for view in layout.viewsByID.values {
      for constraint in view.constraints where constraint.priority == .required && constraint.isActive {
        guard case .document = constraint.origin,
          let first = (constraint.firstItem as? View).flatMap({ idOfView[ObjectIdentifier($0)] }),
          let second = (constraint.secondItem as? View).flatMap({ idOfView[ObjectIdentifier($0)] }),
          first != rootID, second != rootID
        else { continue }
        neighbours[first, default: []].insert(second)
        neighbours[second, default: []].insert(first)
      }
    }
    var tied = Set(contradictions.flatMap(\.viewIDs).filter { $0 != rootID })
    var queue = Array(tied).sorted()
    while let id = queue.popLast() {
      for next in (neighbours[id] ?? []).sorted() where tied.insert(next).inserted { queue.append(next) }
    }
    return tied
  }

  /// The IB id of a constraint read from a file.
  static func ibID(_ constraint: EngineConstraint) -> String? {
    if case .document(_, _, _, let id) = constraint.origin { return id }
    return nil
  }

  /// Edges rounded half-up to the pixel grid, in pixels: minX, minY, maxX, maxY. With
  /// `yTiesDown` (AppKit, whose backing store counts y upwards: `PixelGridOrigin.bottomLeft`), a
  /// y exactly between two pixels goes to the smaller one, as the engine snaps it.
  ///
  /// ```swift
  /// StoredFrameComparison.pixels(CGRect(x: 93.75, y: 0, width: 93.75, height: 10), scale: 2)  // [188, 0, 375, 20]
  /// StoredFrameComparison.pixels(CGRect(x: 0, y: 2.5, width: 10, height: 16), scale: 1, yTiesDown: true)
  /// // [0, 2, 10, 18]
  /// ```
  public static func pixels(_ rect: CGRect, scale: CGFloat, yTiesDown: Bool = false) -> [Int] {
    func halfUp(_ value: CGFloat) -> Int { ((value * scale) + 0.5 + 1e-6).rounded(.down).clampedInt }
    func halfDown(_ value: CGFloat) -> Int { ((value * scale) - 0.5 - 1e-6).rounded(.up).clampedInt }
    let y = yTiesDown ? halfDown : halfUp
    return [halfUp(rect.minX), y(rect.minY), halfUp(rect.maxX), y(rect.maxY)]
  }

  /// A frame with its edges on the device's pixel grid (``pixels(_:scale:yTiesDown:)``), in
  /// points: what Xcode stores for a view it places.
  ///
  /// ```swift
  /// StoredFrameComparison.onPixelGrid(CGRect(x: 0, y: 0, width: 124.4, height: 20), scale: 3)
  /// // width 124.33333333333333
  /// ```
  public static func onPixelGrid(_ rect: CGRect, scale: CGFloat) -> CGRect {
    let pixels = pixels(rect, scale: scale)
    return CGRect(
      x: CGFloat(pixels[0]) / scale, y: CGFloat(pixels[1]) / scale,
      width: CGFloat(pixels[2] - pixels[0]) / scale,
      height: CGFloat(pixels[3] - pixels[1]) / scale)
  }

  /// `(x, y, w, h)`, each rounded to a thousandth, without trailing `.0`.
  ///
  /// ```swift
  /// StoredFrameComparison.describe(CGRect(x: 0, y: 10.666666, width: 60, height: 31.5))  // "(0, 10.667, 60, 31.5)"
  /// ```
  public static func describe(_ rect: CGRect) -> String {
    "("
      + [rect.minX, rect.minY, rect.width, rect.height].map(shownPoints)
      .joined(separator: ", ") + ")"
  }
}

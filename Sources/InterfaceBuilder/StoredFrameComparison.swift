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

  /// Something the engine or the reader found, with the IB ids of the constraints involved.
  public struct Finding: Sendable {
    /// `unsatisfiable`, `ambiguous`, `misplaced` (proven by the file's own constraints),
    /// `possibly-misplaced` (a note: values the model supplies, within their bounds, would allow
    /// the stored frame — ``ModelUncertainty``), `stale-frames`, `flagged-misplaced`,
    /// `flagged-ambiguous`, `detached`, `invalid-constraint`, `unknown-item`, `unsupported`.
    public var kind: String
    /// What it is.
    public var message: String
    /// IB ids of the constraints involved.
    public var constraints: [String]
    /// What the finding is about when that is less than the whole message — the broken
    /// constraint of a conflict, the misplaced view — so that the same finding is recognised on
    /// another device (the message holds sizes that differ); `nil`: the message.
    public var subject: String? = nil
    /// The IB id of the object the finding is about (a view, or a conflict's broken constraint).
    public var objectID: String? = nil
    /// The 1-based line of that object's element in the file (or of the scene's).
    public var line: Int? = nil

    /// Whether the finding says what Xcode's engine would have flagged on the canvas: a misplaced
    /// view, an ambiguous one, a conflict, stored frames out of date. In a file Xcode saved clean
    /// (``InterfaceBuilderDocument/isSavedClean``) such a finding contradicts Xcode; lint Xcode does
    /// not make (duplicate or redundant constraints, overlaps) and notes do not.
    ///
    /// ```swift
    /// report.findings.filter(\.contradictsXcode)
    /// ```
    public var contradictsXcode: Bool {
      ["misplaced", "ambiguous", "unsatisfiable", "stale-frames"].contains(kind)
    }

    /// The subject, or the message when there is none.
    ///
    /// ```swift
    /// finding.identity   // "broke <NSLayoutConstraint …> (abc-12-xyz)"
    /// ```
    public var identity: String { subject ?? message }
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
    scene = layout.scene.id
    device = layout.device?.name
    notes = layout.notes
    var results: [ViewResult] = []
    var findings: [Finding] = []
    let scale = layout.scale
    var idOfView: [ObjectIdentifier: String] = [:]
    idOfView.reserveCapacity(layout.viewsByID.count)
    for (id, view) in layout.viewsByID { idOfView[ObjectIdentifier(view)] = id }
    // Each constraint's line, made when the first finding about a constraint needs one.
    var constraintLineTable: [String: Int]?
    func constraintLine(_ id: String) -> Int? {
      if constraintLineTable == nil {
        var table: [String: Int] = [:]
        for constraint in layout.scene.constraintsInOrder { table[constraint.id] = constraint.line }
        constraintLineTable = table
      }
      return constraintLineTable?[id]
    }
    func located(_ finding: Finding, object id: String?, line: Int?) -> Finding {
      var finding = finding
      finding.objectID = id
      finding.line = line ?? layout.scene.line
      return finding
    }
    let yTiesDown = layout.window.pixelGridOrigin == .bottomLeft
    // A root laid out by constraints is listed too (the measure counts it): a xib's top-level
    // view, which Interface Builder lays out at its stored size, as we do (its origin has no
    // superview to be relative to: compared at zero); an AppKit controller's root (a window's or
    // a pane's content, sized the same way); a UIKit controller's root, which takes the screen's
    // (or its freeform) size whatever its constraints. A root with an autoresizing mask and one
    // Xcode flagged (laid out at another size, or left ambiguous) are not.
    let root = layout.scene.root
    let listsRoot = !root.translatesAutoresizingMaskIntoConstraints && !root.isMisplaced && !root.isAmbiguous
    for node in (listsRoot ? [root] : []) + root.allViews.dropFirst() {
      guard let view = layout.view(withID: node.id), var stored = layout.storedFrames[node.id] else {
        continue
      }
      if node.id == root.id { stored.origin = view.frame.origin }
      // A view an NSStackView detached (hidden, or of visibility priority 0) is out of the
      // window: not laid out, so not compared.
      let detached = layout.isDetached(view)
      let compared = !node.isMisplaced && !node.isAmbiguous && !detached
      let agrees =
        StoredFrameComparison.pixels(stored, scale: scale, yTiesDown: yTiesDown)
        == StoredFrameComparison.pixels(view.frame, scale: scale, yTiesDown: yTiesDown)
      results.append(
        .init(
          id: node.id, name: node.displayName, stored: stored, solved: view.frame, isCompared: compared,
          agrees: agrees))
      if detached {
        findings.append(
          located(
            .init(
              kind: "detached",
              message:
                "\(node.displayName) is detached by its stack view (hidden, or visibility priority 0): "
                + "not laid out; not compared", constraints: []),
            object: node.id, line: node.line))
      }
      if node.isMisplaced {
        findings.append(
          located(
            .init(
              kind: "flagged-misplaced",
              message: "\(node.displayName) is flagged misplaced by Xcode; not compared", constraints: []),
            object: node.id, line: node.line))
      }
      if node.isAmbiguous {
        findings.append(
          located(
            .init(
              kind: "flagged-ambiguous",
              message: "\(node.displayName) is flagged ambiguous by Xcode; not compared", constraints: []),
            object: node.id, line: node.line))
      }
    }
    for problem in layout.problems {
      let id = problem.constraints.first
      findings.append(
        located(
          .init(kind: problem.kind, message: problem.message, constraints: problem.constraints),
          object: id, line: id.flatMap(constraintLine)))
    }
    for conflict in layout.window.layoutConflicts {
      let ids = conflict.constraints.compactMap(StoredFrameComparison.ibID)
      let broken = StoredFrameComparison.ibID(conflict.broken).map { " (\($0))" } ?? ""
      findings.append(
        .init(
          kind: "unsatisfiable",
          message: "broke \(conflict.broken)\(broken); conflicting: "
            + conflict.listing(\.description)
            + " (Apple's engine may have broken another of them: its frames can differ here)",
          constraints: ids, subject: "broke \(conflict.broken)\(broken)",
          objectID: StoredFrameComparison.ibID(conflict.broken),
          line: StoredFrameComparison.ibID(conflict.broken).flatMap(constraintLine)
            ?? layout.scene.line))
    }
    // A root sized at run time outside the file is not held at its stored size (see
    // `SceneLayout.rootSizedElsewhere`).
    for ambiguity in layout.withoutAmbiguityHolds({
      layout.window.ambiguousLayouts(withinSuperviewFrames: true, freeingSizeOf: layout.rootSizedElsewhere)
    }) {
      // An NSGridView's rows and columns are its own: their views' ambiguity is reported.
      if let guide = ambiguity.item as? LayoutGuide, SceneLayout.isGridGuide(guide) { continue }
      let view = ambiguity.item as? View
      // Interface Builder's own switch: "Never Verify", or "Verify Position Only" for a view that
      // lacks only a size.
      let setting = view.flatMap { idOfView[ObjectIdentifier($0)] }.flatMap {
        layout.nodesByID[$0]?.verifyAmbiguity
      }
      if setting == "off" || (setting == "ignoreSizes" && !ambiguity.needs.contains { $0.isPosition }) {
        continue
      }
      let ids =
        view.map { v in
          layout.constraintsByID.filter { $0.value.firstItem === v || $0.value.secondItem === v }.keys
            .sorted()
        } ?? []
      let node = view.flatMap { idOfView[ObjectIdentifier($0)] }.flatMap { layout.nodesByID[$0] }
      findings.append(
        located(
          .init(kind: "ambiguous", message: ambiguity.description, constraints: ids), object: node?.id,
          line: node?.line))
    }
    // Where the frames were stored (the file's device and orientation, left to right) Xcode's
    // canvas shows the design as drawn: a view beyond the screen or a label wider than its frame
    // is intended there, and news only on another device, orientation or direction.
    isStoredEnvironment = layout.isStoredEnvironment
    // Implied constraints are a property of the design as drawn: looked for where it was stored
    // (a sweep's other environments would repeat the search dozens of times).
    // A root sized at run time outside the file: its stored size implies nothing.
    // Findings about constraints hold in every environment; the others only away from the stored one.
    let lintFindings =
      layout.window.constraintLint(
        checkingRedundancy: isStoredEnvironment, freeingSizeOf: layout.rootSizedElsewhere)
      + (isStoredEnvironment ? [] : layout.window.frameLint())
    for lint in lintFindings {
      let viewID = lint.view.flatMap { idOfView[ObjectIdentifier($0)] }
      if let constraint = lint.constraint {
        var id: String?
        if case .document(_, _, _, let ibID) = constraint.origin { id = ibID }
        findings.append(
          .init(
            kind: lint.kind.rawValue, message: lint.message, constraints: id.map { [$0] } ?? [],
            subject: "\(constraint)", objectID: id ?? viewID,
            line: id.flatMap(constraintLine) ?? layout.scene.line))
      } else {
        findings.append(
          .init(
            kind: lint.kind.rawValue, message: lint.message, constraints: [], subject: viewID ?? lint.message,
            objectID: viewID, line: viewID.flatMap { layout.nodesByID[$0]?.line } ?? layout.scene.line))
      }
    }
    let absolute = layout.absoluteStoredFrames()
    // Required constraints the stored frames themselves break, and the views tied to them. Where
    // every compared view agrees and no required constraint was broken, the solved layout itself
    // is edges within half a pixel of the stored ones (rounded as Xcode rounds) that meet every
    // constraint: there is nothing to find.
    let everyViewAgrees = results.allSatisfy { !$0.isCompared || $0.agrees }
    let contradictions =
      everyViewAgrees && layout.window.layoutConflicts.isEmpty ? [] : layout.storedFrameContradictions()
    let staleViews = StoredFrameComparison.viewsTied(to: contradictions, in: layout)
    for contradiction in contradictions {
      findings.append(
        .init(
          kind: "stale-frames",
          message: "the stored frames break \(contradiction.message): Xcode's frames are out of date here "
            + "(laying the scene out again moves its views)",
          constraints: [contradiction.constraintID] + contradiction.conflictingConstraintIDs,
          subject: contradiction.constraintID,
          objectID: contradiction.constraintID,
          line: constraintLine(contradiction.constraintID) ?? layout.scene.line))
    }
    // The views at their content size, found once (when a stored frame is allowed).
    var atContentSize: [View]?
    // The guide edges agreeing views confirm, found once (when a stored frame is ruled out).
    var confirmed: Set<StoredFrameComparison.GuideSide>?
    for index in results.indices where results[index].isCompared && !results[index].agrees {
      var result = results[index]
      var message =
        "\(result.name): stored \(StoredFrameComparison.describe(result.stored)), solved \(StoredFrameComparison.describe(result.solved))"
      // The file's constraints that rule the stored frame out, when they do.
      var rulingIDs: [String] = []
      // `possibly-misplaced` where values the model supplies, moved within their bounds, would
      // allow the stored frame (``ModelUncertainty``): not proven by the file's own constraints.
      var kind = "misplaced"
      // Whether Xcode's frame is one the required constraints allow: then the optional ones (a
      // preference, a content size) decided, and the values they chose between are given. Asked
      // only where the frames were stored (elsewhere they are not the frames of that layout).
      if layout.isStoredEnvironment, let view = layout.view(withID: result.id),
        let stored = absolute[result.id]
      {
        // The stored frames are Xcode's, unscrolled: on screen, scrolling moves them as it moves
        // the solved ones.
        let scrolled = view.contentOffsetOfAncestors
        let frame = layout.root.convert(stored, to: nil).offsetBy(dx: -scrolled.x, dy: -scrolled.y)
        let allowed = layout.window.requiredConstraintsAllow(
          frames: [(view, frame)], tolerance: 0.5 / scale + 1e-6)
        result.requiredConstraintsAllowStored = allowed
        if allowed {
          // The views at their content size keep it: can the stored frame still be reached? If
          // not, which of them would make room.
          if atContentSize == nil { atContentSize = StoredFrameComparison.viewsAtContentSize(in: layout) }
          let held = (atContentSize ?? []).filter { $0 !== view }
          let keeping = layout.window.requiredConstraintsAllow(
            frames: [(view, frame)], tolerance: 0.5 / scale + 1e-6, holdingSizesOf: held)
          result.contentSizesAllowStored = keeping
          // A neighbour's content size that must change, where the stored frames break a
          // constraint tied to the view: the stored frames are out of date there.
          if !keeping && staleViews.contains(result.id) { result.storedFramesContradictConstraints = true }
          let changes =
            keeping
            ? []
            : StoredFrameComparison.resizedNeighbours(
              placing: view, at: frame, among: held, in: layout, idOfView: idOfView)
          let resized = StoredFrameComparison.describe(changes, in: layout)
          // Content sizes kept, how the optional constraints hold there: as well as in the
          // solved layout (a tie), or worse, and which of them the solved layout keeps.
          let comparison =
            keeping
            ? layout.window.optionalConstraintComparison(
              placingFrames: [(view, frame)], tolerance: 0.5 / scale + 1e-6) : nil
          if let comparison { result.optionalConstraintsPreferSolved = comparison.placedIsWorse }
          let explanation: String
          if keeping {
            explanation = StoredFrameComparison.optionalOutcome(comparison)
            if StoredFrameComparison.optionalChoiceExplained(comparison, in: layout, idOfView: idOfView) {
              kind = "possibly-misplaced"
            }
          } else {
            let (explained, dependence) = StoredFrameComparison.contentSizesExplain(changes, in: layout)
            explanation =
              ") only if another view leaves its content size"
              + (resized.isEmpty
                ? ""
                : " (" + resized.prefix(3).joined(separator: "; ") + (resized.count > 3 ? "; …" : "") + ")")
              + (result.storedFramesContradictConstraints
                ? ", and the stored frames break a constraint tied to it (stale-frames)"
                : ": a size, an inset or a baseline the model gives a neighbour likely differs from Xcode's"
                  + (explained && !dependence.items.isEmpty
                    ? " (by no more than the model's \(dependence.phrase) may be off)" : ""))
            if explained && !result.storedFramesContradictConstraints { kind = "possibly-misplaced" }
          }
          let solved = view.superview?.convert(view.frame, to: nil) ?? view.frame
          let values: [(View.FrameValue, CGFloat, CGFloat)] = [
            (.minX, frame.minX, solved.minX), (.minY, frame.minY, solved.minY),
            (.width, frame.width, solved.width), (.height, frame.height, solved.height),
          ]
          let ranges = values.filter { abs($0.1 - $0.2) >= 0.5 / scale }.map { value, _, _ in
            "\(value.rawValue) \(view.requiredRange(of: value))"
          }
          if ranges.isEmpty {
            // Same place in the window, another frame in the superview: the superview moved (its
            // own finding says whether that is proven).
            message += "; in the window it is where Xcode put it: its superview's frame differs"
            kind = "possibly-misplaced"
          } else {
            message +=
              "; the required constraints allow the stored frame (in the window: "
              + ranges.joined(separator: ", ") + explanation
          }
        } else if staleViews.contains(result.id) {
          result.storedFramesContradictConstraints = true
          message +=
            "; the required constraints rule the stored frame out, and the stored frames break one of them (stale-frames)"
        } else {
          message += "; the required constraints rule the stored frame out"
          let ruling = StoredFrameComparison.rulingOut(view, of: frame, in: layout, idOfView: idOfView)
          rulingIDs = ruling.ids
          if !ruling.names.isEmpty { message += " (with " + ruling.names.joined(separator: ", ") + ")" }
          // Asked of the stored frame in the superview where it was solved: a superview placed
          // elsewhere has its own finding.
          let local = view.superview?.convert(result.stored, to: nil) ?? frame
          if confirmed == nil {
            confirmed = StoredFrameComparison.confirmedGuideSides(
              in: layout, agreeing: Set(results.filter { $0.isCompared && $0.agrees }.map(\.id)),
              idOfView: idOfView)
          }
          let (explained, dependence) = StoredFrameComparison.modelExplains(
            view, at: local, in: layout, idOfView: idOfView, confirmed: confirmed ?? [])
          if explained {
            kind = "possibly-misplaced"
            message +=
              ", but they allow it once values the model supplies move within their bounds: "
              + dependence.phrase + " — not proven by the file's own constraints"
          }
        }
      }
      results[index] = result
      findings.append(
        .init(
          kind: kind, message: message, constraints: rulingIDs,
          subject: "\(result.name) (\(result.id))",
          objectID: result.id, line: layout.nodesByID[result.id]?.line ?? layout.scene.line))
    }
    views = results
    self.findings = findings
    overlaps = layout.window.siblingOverlaps().map { overlap in
      let viewID = overlap.view.flatMap { idOfView[ObjectIdentifier($0)] }
      let otherID = overlap.other.flatMap { idOfView[ObjectIdentifier($0)] }
      return Finding(
        kind: "overlap", message: overlap.message, constraints: [],
        subject: "\(viewID ?? "?") overlaps \(otherID ?? "?")", objectID: viewID,
        line: viewID.flatMap { layout.nodesByID[$0]?.line } ?? layout.scene.line)
    }
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

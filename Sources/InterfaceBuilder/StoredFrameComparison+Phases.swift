import AutoLayout
import Foundation

extension StoredFrameComparison {
  /// The comparison of one laid-out scene, phase by phase: each phase adds its findings in the
  /// order the report lists them (views, the reader's problems, conflicts, ambiguity, lint, stale
  /// frames, then each disagreeing view explained), and the result is read off at the end.
  ///
  /// ```swift
  /// let build = Build(layout)
  /// build.compareViews()
  /// build.findings.map(\.kind)   // [.flaggedMisplaced]
  /// ```
  final class Build {
    /// The scene laid out.
    let layout: SceneLayout
    /// Each view's IB id, by view.
    let idOfView: [ObjectIdentifier: String]
    /// Every listed view, compared or not, in the report's order.
    var results: [ViewResult] = []
    /// The findings so far.
    var findings: [Finding] = []
    /// Each view's stored frame in the root's coordinates (made before the stale-frame search).
    var absolute: [String: CGRect] = [:]
    /// Each constraint's line, made when the first finding about a constraint needs one.
    private var constraintLineTable: [String: Int]?
    /// The views at their content size, found once (when a stored frame is allowed).
    private var atContentSize: [View]?
    /// The guide edges agreeing views confirm, found once (when a stored frame is ruled out).
    private var confirmed: Set<StoredFrameComparison.GuideSide>?

    /// A comparison of `layout` with nothing found yet.
    init(_ layout: SceneLayout) {
      self.layout = layout
      var idOfView: [ObjectIdentifier: String] = [:]
      idOfView.reserveCapacity(layout.viewsByID.count)
      for (id, view) in layout.viewsByID { idOfView[ObjectIdentifier(view)] = id }
      self.idOfView = idOfView
    }

    /// The line of the constraint with IB id `id`.
    func constraintLine(_ id: String) -> Int? {
      if constraintLineTable == nil {
        var table: [String: Int] = [:]
        for constraint in layout.scene.constraintsInOrder { table[constraint.id] = constraint.line }
        constraintLineTable = table
      }
      return constraintLineTable?[id]
    }

    /// The last phase: one finding per cause — an `ambiguous` finding about a view Xcode flagged
    /// ambiguous takes the place of the `flagged-ambiguous` one and says Xcode flagged it too —
    /// and each finding placed at its element's column as well as its line, so that every
    /// format gives the same place.
    func finish() {
      let ambiguous = Set(findings.filter { $0.kind == .ambiguous }.compactMap(\.object))
      findings = findings.compactMap { finding in
        var finding = finding
        if finding.kind == .flaggedAmbiguous, let object = finding.object, ambiguous.contains(object) {
          return nil
        }
        if finding.kind == .ambiguous, let object = finding.object,
          layout.nodesByID[object]?.isAmbiguous == true
        {
          finding.message += " (Xcode flagged it ambiguous too)"
        }
        if finding.column == nil, let line = finding.line, let object = finding.object {
          finding.column = column(of: object, at: line)
        }
        return finding
      }
    }

    /// The column of the element `id` (a view or a constraint) when it starts at `line`.
    func column(of id: String, at line: Int) -> Int? {
      if let node = layout.nodesByID[id], node.line == line { return node.column }
      return layout.scene.constraintsInOrder.first { $0.id == id && $0.line == line }?.column
    }

    /// `message` with the view `id` named as people know it — its kind or class, title and id
    /// (`button 'Sign in' (Ab1-cd-EF2)`) — where it names the view by its id alone.
    func named(_ message: String, _ id: String?) -> String {
      guard let id, let node = layout.nodesByID[id] else { return message }
      let title = node.title.map { " '\($0.count > 30 ? String($0.prefix(29)) + "…" : $0)'" } ?? ""
      let name = "\(node.userLabel ?? node.customClass ?? node.kind.name)\(title) (\(id))"
      // The id as a word: at the start, or after a space, and before a space.
      if message.hasPrefix(id + " ") { return name + message.dropFirst(id.count) }
      return message.replacingOccurrences(of: " \(id) ", with: " \(name) ")
    }

    /// A finding about the object `id` at `line` (the scene's line when it has none).
    func located(_ finding: Finding, object id: String?, line: Int?) -> Finding {
      var finding = finding
      finding.object = id
      finding.line = line ?? layout.scene.line
      return finding
    }

    /// Lists every view with its stored and solved frame, whether it is compared and agrees;
    /// finds the views a stack view detached and those Xcode flagged.
    func compareViews() {
      let yTiesDown = layout.window.pixelGridOrigin == .bottomLeft
      let scale = layout.scale
      // A root laid out by constraints is listed too (the measure counts it): a xib's top-level
      // view, which Interface Builder lays out at its stored size, as we do (its origin has no
      // superview to be relative to: compared at zero); an AppKit controller's root (a window's or
      // a pane's content, sized the same way); a UIKit controller's root, which takes the screen's
      // (or its freeform) size whatever its constraints. A root with an autoresizing mask and one
      // Xcode flagged (laid out at another size, or left ambiguous) are not.
      let root = layout.scene.root
      let listsRoot =
        !root.translatesAutoresizingMaskIntoConstraints && !root.isMisplaced && !root.isAmbiguous
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
        // What keeps a view from being compared, at its element's line.
        func note(_ kind: Finding.Kind, _ message: String) {
          findings.append(located(Finding(kind: kind, message: message), object: node.id, line: node.line))
        }
        if detached {
          note(
            .detached,
            "\(node.displayName) is detached by its stack view (hidden, or visibility priority 0): "
              + "not laid out; not compared")
        }
        if node.isMisplaced {
          note(.flaggedMisplaced, "\(node.displayName) is flagged misplaced by Xcode; not compared")
        }
        if node.isAmbiguous {
          note(.flaggedAmbiguous, "\(node.displayName) is flagged ambiguous by Xcode; not compared")
        }
      }
    }

    /// The constraints and items the reader could not build.
    func addBuildProblems() {
      for problem in layout.problems {
        let id = problem.constraints.first
        findings.append(
          located(
            .init(kind: problem.kind, message: problem.message, constraints: problem.constraints),
            object: id, line: id.flatMap(constraintLine)))
      }
    }

    /// The required constraints the engine broke.
    func addConflicts() {
      for conflict in layout.window.layoutConflicts {
        let ids = conflict.constraints.compactMap(StoredFrameComparison.ibID)
        let subject = conflictSubject(conflict)
        findings.append(
          .init(
            kind: .unsatisfiable,
            message: subject + "; conflicting: " + conflict.listing(\.description)
              + " (Apple's engine may have broken another of them: its frames can differ here)",
            subject: subject, object: StoredFrameComparison.ibID(conflict.broken),
            line: StoredFrameComparison.ibID(conflict.broken).flatMap(constraintLine) ?? layout.scene.line,
            constraints: ids))
      }
    }

    /// The ambiguous views, as Interface Builder's "Verify Ambiguity" setting lets it report them.
    func addAmbiguities() {
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
        var finding = Finding(kind: .ambiguous, message: ambiguity.description, constraints: ids)
        if let dependence = tieDependence(of: ambiguity) {
          finding.kind = .possiblyAmbiguous
          finding.message += "\n(the tie rests on content sizes the model supplies: \(dependence.phrase))"
        }
        findings.append(located(finding, object: node?.id, line: node?.line))
      }
    }

    /// Duplicate and implied constraints everywhere; off-screen views and clipped text away from
    /// the environment the frames were stored in.
    func addLint() {
      let isStoredEnvironment = layout.isStoredEnvironment
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
              kind: lint.kind, message: lint.message, subject: "\(constraint)", object: id ?? viewID,
              line: id.flatMap(constraintLine) ?? layout.scene.line, constraints: id.map { [$0] } ?? []))
        } else {
          findings.append(
            .init(
              kind: lint.kind, message: named(lint.message, viewID), subject: viewID ?? lint.message,
              object: viewID,
              line: viewID.flatMap { layout.nodesByID[$0]?.line } ?? layout.scene.line))
        }
      }
    }

    /// Required constraints the stored frames themselves break; returns the views tied to them,
    /// and every such constraint (those of the findings, and those the engine broke too).
    func addStaleFrames() -> (views: Set<String>, constraintIDs: Set<String>) {
      absolute = layout.absoluteStoredFrames()
      // Required constraints the stored frames themselves break, and the views tied to them. Where
      // every compared view agrees and no required constraint was broken, the solved layout itself
      // is edges within half a pixel of the stored ones (rounded as Xcode rounds) that meet every
      // constraint: there is nothing to find.
      let everyViewAgrees = results.allSatisfy { !$0.isCompared || $0.agrees }
      let all =
        everyViewAgrees && layout.window.layoutConflicts.isEmpty ? [] : layout.storedFrameContradictions()
      // A constraint the engine broke in a conflict that the stored frames break as well is one
      // Xcode's engine broke too: its frames are that layout, not out of date (the conflict's own
      // finding says so, and stays an error: Xcode's frames show it).
      let broken = Set(layout.window.layoutConflicts.compactMap { StoredFrameComparison.ibID($0.broken) })
      let contradictions = all.filter { !broken.contains($0.constraintID) }
      let staleViews = StoredFrameComparison.viewsTied(to: contradictions, in: layout)
      for contradiction in contradictions {
        findings.append(
          .init(
            kind: .staleFrames,
            message: "the stored frames break \(contradiction.message): Xcode's frames are out of date here "
              + "(laying the scene out again moves its views)",
            subject: contradiction.constraintID, object: contradiction.constraintID,
            line: constraintLine(contradiction.constraintID) ?? layout.scene.line,
            constraints: [contradiction.constraintID] + contradiction.conflictingConstraintIDs))
      }
      return (
        staleViews, Set(all.flatMap { [$0.constraintID] + $0.conflictingConstraintIDs })
      )
    }

    /// Each compared view that disagrees: misplaced, or possibly so where values the model
    /// supplies would allow the stored frame, with what allows or rules it out.
    func explainDisagreements(staleViews: Set<String>) {
      let scale = layout.scale
      for index in results.indices where results[index].isCompared && !results[index].agrees {
        var result = results[index]
        var message =
          "\(result.name): stored \(StoredFrameComparison.describe(result.stored)), solved \(StoredFrameComparison.describe(result.solved))"
        // The file's constraints that rule the stored frame out, when they do.
        var rulingIDs: [String] = []
        // `possibly-misplaced` where values the model supplies, moved within their bounds, would
        // allow the stored frame (``ModelUncertainty``): not proven by the file's own constraints.
        var kind = Finding.Kind.misplaced
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
                kind = .possiblyMisplaced
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
              if explained && !result.storedFramesContradictConstraints { kind = .possiblyMisplaced }
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
              kind = .possiblyMisplaced
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
            var (explained, dependence) = StoredFrameComparison.modelExplains(
              view, at: local, in: layout, idOfView: idOfView, confirmed: confirmed ?? [])
            // A superview that the same values move (its margins, its content size) carries the
            // view along: the stored frame where Xcode put it in the window, asked the same way.
            if !explained, local != frame {
              (explained, dependence) = StoredFrameComparison.modelExplains(
                view, at: frame, in: layout, idOfView: idOfView, confirmed: confirmed ?? [])
            }
            if explained {
              kind = .possiblyMisplaced
              message +=
                ", but they allow it once values the model supplies move within their bounds: "
                + dependence.phrase + " — not proven by the file's own constraints"
            }
          }
        }
        results[index] = result
        findings.append(
          .init(
            kind: kind, message: message, subject: "\(result.name) (\(result.id))", object: result.id,
            line: layout.nodesByID[result.id]?.line ?? layout.scene.line, constraints: rulingIDs))
      }
    }

    /// Sibling views that partly cover each other.
    func overlaps() -> [Finding] {
      layout.window.siblingOverlaps().map { overlap in
        let viewID = overlap.view.flatMap { idOfView[ObjectIdentifier($0)] }
        let otherID = overlap.other.flatMap { idOfView[ObjectIdentifier($0)] }
        return Finding(
          kind: .overlap, message: named(named(overlap.message, viewID), otherID),
          subject: "\(viewID ?? "?") overlaps \(otherID ?? "?")",
          object: viewID,
          line: viewID.flatMap { layout.nodesByID[$0]?.line } ?? layout.scene.line)
      }
    }

  }
}

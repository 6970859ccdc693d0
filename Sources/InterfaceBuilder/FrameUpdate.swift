import AutoLayout
import Foundation

/// Interface Builder's Update Frames, off a Mac: the stored frames of misplaced views become the
/// solved ones, written as Xcode writes them (on the device's pixel grid, in Xcode's number
/// format), and their `misplaced="YES"` flags go; nothing else in the file changes.
///
/// Only views whose misplacement the file's own constraints prove (`misplaced` findings) are
/// updated by default. A view whose solved frame rests on values the model supplies — a
/// `possibly-misplaced` finding, or a view Xcode flagged misplaced, which is not compared — is
/// skipped with the reason unless ``Options/includeModelDependent`` is set, as is a view whose
/// frame is ambiguous. A scene with unsatisfiable constraints, or laid out on another device than
/// its frames were stored on, is skipped whole: its solved frames are not the ones Xcode would
/// write.
///
/// ```swift
/// let update = FrameUpdate(document: document, source: source, options: .init())
/// var edited = source
/// update.apply(to: &edited)
/// update.changes.map(\.id)   // the views moved
/// ```
public struct FrameUpdate {
  /// What to update.
  public struct Options: Sendable {
    /// Only these scenes (ids; empty: every scene).
    public var scenes: Set<String> = []
    /// Only these views (ids; empty: every view).
    public var views: Set<String> = []
    /// Also views whose solved frames rest on values the model supplies.
    public var includeModelDependent = false
    /// How scenes are laid out (device, text measurer): by default as `check` lays them out,
    /// views with content at their stored size (there are no Apple fonts here).
    public var layout = SceneLayout.Options(intrinsicSizesFromFrames: true)

    /// Every misplaced view the file's constraints prove, in every scene.
    ///
    /// ```swift
    /// FrameUpdate.Options(views: ["abc-12-XyZ"])
    /// ```
    public init(
      scenes: Set<String> = [], views: Set<String> = [], includeModelDependent: Bool = false,
      layout: SceneLayout.Options = .init(intrinsicSizesFromFrames: true)
    ) {
      self.scenes = scenes
      self.views = views
      self.includeModelDependent = includeModelDependent
      self.layout = layout
    }
  }

  /// One view's stored frame replaced.
  public struct Change: Sendable, Equatable {
    /// The view's id.
    public var id: String
    /// Its readable name.
    public var name: String
    /// The line of the view's element.
    public var line: Int
    /// The frame as stored in the file (the file's coordinates: y up in AppKit's unflipped views).
    public var from: CGRect
    /// The frame written.
    public var to: CGRect
    /// Whether the view was fixed although its frame rests on the model's values.
    public var isModelDependent: Bool
    /// The device's pixels per point: a stored value on the same pixel as the new one is kept as
    /// Xcode wrote it (`3.3333333333333339` stays for `10 / 3`).
    public var scale: CGFloat
  }

  /// A view (or scene) left as it is, and why.
  public struct Skip: Sendable, Equatable {
    /// The view's or scene's id.
    public var id: String
    /// Its readable name.
    public var name: String
    /// The line of its element.
    public var line: Int
    /// Why it was left.
    public var reason: String
  }

  /// The frames replaced, in document order.
  public private(set) var changes: [Change] = []
  /// What was left, in document order.
  public private(set) var skipped: [Skip] = []

  /// Finds the frames to update in `document` (read from the same text as `source`).
  ///
  /// ```swift
  /// let update = FrameUpdate(document: document, source: source, options: .init())
  /// ```
  public init(document: InterfaceBuilderDocument, source: InterfaceBuilderSource, options: Options) {
    for scene in document.scenes where options.scenes.isEmpty || options.scenes.contains(scene.id) {
      let layout = SceneLayout(document: document, scene: scene, options: options.layout)
      let report = StoredFrameComparison(layout)
      plan(scene: scene, layout: layout, report: report, document: document, options: options)
    }
    keepSettledChanges(document: document, source: source, options: options)
  }

  /// Lays the updated file out again and keeps only the changes it confirms: a view whose new
  /// frame the second layout moves again depends on its stored frames themselves (a content size
  /// taken from its stored frame, an inset inferred from a neighbour's), so it is left as it was
  /// and said so. Repeated until every kept change holds (each round keeps fewer).
  private mutating func keepSettledChanges(
    document: InterfaceBuilderDocument, source: InterfaceBuilderSource, options: Options
  ) {
    while !changes.isEmpty {
      var edited = source
      apply(to: &edited)
      guard let updated = try? InterfaceBuilderDocument(xml: edited.text, path: document.path) else {
        // Never expected: the edit writes numbers into existing attributes.
        skipped += changes.map {
          Skip(id: $0.id, name: $0.name, line: $0.line, reason: "the updated file did not read back")
        }
        changes = []
        return
      }
      let changed = Set(changes.map(\.id))
      var unsettled: Set<String> = []
      for scene in updated.scenes where options.scenes.isEmpty || options.scenes.contains(scene.id) {
        let views = StoredFrameComparison(
          SceneLayout(document: updated, scene: scene, options: options.layout)
        ).views
        for view in views where changed.contains(view.id) && !view.agrees { unsettled.insert(view.id) }
      }
      guard !unsettled.isEmpty else { return }
      for change in changes where unsettled.contains(change.id) {
        skipped.append(
          .init(
            id: change.id, name: change.name, line: change.line,
            reason:
              "laid out again at its new frame it moves again: its frame depends on the stored frames themselves "
              + "(content sizes taken from them)"))
      }
      changes.removeAll { unsettled.contains($0.id) }
    }
  }

  private mutating func plan(
    scene: InterfaceBuilderDocument.Scene, layout: SceneLayout, report: StoredFrameComparison,
    document: InterfaceBuilderDocument, options: Options
  ) {
    var nodes: [String: (node: ViewNode, parent: ViewNode?)] = [:]
    func collect(_ node: ViewNode, parent: ViewNode?) {
      nodes[node.id] = (node, parent)
      for child in node.subviews { collect(child, parent: node) }
    }
    collect(scene.root, parent: nil)
    // Proven and model-dependent misplacements, by view.
    var proven: Set<String> = []
    var modelDependent: [String: String] = [:]
    for finding in report.findings {
      guard let id = finding.object else { continue }
      switch finding.kind {
      case .misplaced: proven.insert(id)
      case .possiblyMisplaced:
        modelDependent[id] = "its solved frame rests on values the model supplies (possibly-misplaced)"
      default: break
      }
    }
    for result in report.views where !result.isCompared {
      if let node = nodes[result.id]?.node, node.isMisplaced, let view = layout.view(withID: result.id),
        !layout.isDetached(view)
      {
        modelDependent[result.id] =
          "Xcode flags it misplaced; its solved frame rests on values the model supplies"
      }
    }
    let wanted = report.views.filter { result in
      (proven.contains(result.id) || modelDependent[result.id] != nil)
        && (options.views.isEmpty || options.views.contains(result.id))
    }
    guard !wanted.isEmpty else { return }
    let blocking = report.findings.first { $0.kind == .unsatisfiable }
    let ambiguous = Set(report.findings.filter { $0.kind == .ambiguous }.compactMap(\.object))
    if !layout.isStoredEnvironment || blocking != nil {
      let reason =
        blocking.map { _ in
          "the scene has unsatisfiable constraints: which one breaks decides its frames"
        }
        ?? "the scene is laid out on another device than its frames were stored on"
      skipped.append(.init(id: scene.id, name: "scene \(scene.id)", line: scene.line, reason: reason))
      return
    }
    let scale = layout.scale
    var heightChange: [String: CGFloat] = [:]
    // Safe-area insets learnt from the stored frames themselves: a view moved off its place
    // teaches the inset that keeps it there, so the solved frames follow the stored ones.
    let inferred = layout.edgesInferredFromFrames
    for result in wanted {
      guard let (node, parent) = nodes[result.id], let stored = node.frame else { continue }
      if !inferred.isEmpty, modelDependent[result.id] == nil {
        modelDependent[result.id] =
          "the scene's safe area (\(inferred.joined(separator: ", "))) is inferred from the stored frames, not the device's"
        proven.remove(result.id)
      }
      if ambiguous.contains(result.id) {
        skipped.append(
          .init(
            id: result.id, name: result.name, line: node.line,
            reason: "its position or size is ambiguous: its solved frame is one of many"))
        continue
      }
      if let reason = modelDependent[result.id], !proven.contains(result.id), !options.includeModelDependent {
        skipped.append(
          .init(
            id: result.id, name: result.name, line: node.line,
            reason: reason + "; --include-model-dependent updates it"))
        continue
      }
      // The solved frame on the device's pixel grid, as Xcode stores frames.
      let grid = StoredFrameComparison.onPixelGrid(result.solved, scale: scale)
      let (x, width, height) = (grid.minX, grid.width, grid.height)
      var y = grid.minY
      if document.platform == .macOS, let parent, !SceneLayout.isFlipped(parent) {
        // AppKit stores y from the bottom of an unflipped superview: move it by as much as the
        // view's bottom edge moved, and by the change of the superview's own height.
        let storedMaxY = result.stored.maxY
        let bottom = CGFloat(StoredFrameComparison.pixels(result.solved, scale: scale)[3]) / scale
        y = stored.minY - (bottom - storedMaxY) + (heightChange[parent.id] ?? 0)
      }
      let to = CGRect(x: x, y: y, width: width, height: height)
      heightChange[result.id] = height - stored.height
      guard to != stored || node.isMisplaced else { continue }
      changes.append(
        .init(
          id: result.id, name: result.name, line: node.line, from: stored, to: to,
          isModelDependent: !proven.contains(result.id), scale: scale))
    }
  }

  /// Writes the changes into `source`: each view's `<rect key="frame">` gets the new values, and
  /// the view's `misplaced` flag goes.
  ///
  /// ```swift
  /// update.apply(to: &source)
  /// ```
  public func apply(to source: inout InterfaceBuilderSource) {
    for change in changes {
      guard let view = source.element(id: change.id) else { continue }
      source.removeAttribute("misplaced", in: view)
      source.setFrame(change.to, ofView: view, scale: change.scale)
    }
  }
}

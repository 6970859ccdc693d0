import AutoLayout
import Cassowary
import Foundation

/// A scene of an Interface Builder document built as a live view hierarchy in the environment
/// Interface Builder simulates, and laid out.
///
/// Views become `View`s (stack views `StackView`s, scroll views `ScrollView`s), constraints
/// `LayoutConstraint`s whose origin is the file, line and IB id of their `<constraint>`;
/// placeholder constraints kept as Interface Builder's canvas keeps them (``Options/omitsPlaceholders``
/// drops them, as the built app does), size-class variations applied; views that keep their
/// autoresizing mask (and `fixedFrame` views) are positioned by their stored frame.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOfFile: "HomeRow.storyboard")
/// let layout = SceneLayout(document: document, scene: document.scenes[0],
///                          options: .init(intrinsicSizesFromFrames: true))
/// layout.view(withID: "WkQ-rU-dTC")?.frame  // (12, 59, 296, 450)
/// ```
public final class SceneLayout {
  /// How to simulate the scene's environment.
  public struct Options: Sendable {
    /// A device id from ``InterfaceBuilderDevice/all`` to use instead of the document's.
    public var deviceID: String?
    /// Give every view with intrinsic content its stored frame size as intrinsic size (for files
    /// whose fonts and images are not at hand).
    public var intrinsicSizesFromFrames: Bool
    /// Lay out right to left.
    public var rightToLeft: Bool
    /// What measures the scene's text (the window's `View/textMeasurer`); `nil`: an
    /// `EstimatingTextMeasurer`.
    public var textMeasurer: (any TextMeasuring)?
    /// The orientation to use instead of the document's (`true`: landscape).
    public var landscape: Bool?
    /// Leave out placeholder constraints (`placeholder="YES"`, "Remove at build time"), as the
    /// built app does. Interface Builder's canvas, and so the stored frames, keep them.
    public var omitsPlaceholders: Bool
    /// The root's size to use instead of the stored one (the size a misplaced root's content gives it).
    var rootSize: CGSize?

    /// Creates options.
    ///
    /// ```swift
    /// SceneLayout.Options(deviceID: "retina4_7", intrinsicSizesFromFrames: true)
    /// ```
    public init(
      deviceID: String? = nil, intrinsicSizesFromFrames: Bool = false, rightToLeft: Bool = false,
      textMeasurer: (any TextMeasuring)? = nil, landscape: Bool? = nil, omitsPlaceholders: Bool = false
    ) {
      self.omitsPlaceholders = omitsPlaceholders
      self.landscape = landscape
      self.textMeasurer = textMeasurer
      self.deviceID = deviceID
      self.intrinsicSizesFromFrames = intrinsicSizesFromFrames
      self.rightToLeft = rightToLeft
    }
  }

  /// What went wrong while building the scene, with the IB ids involved.
  public struct BuildProblem: Sendable, Equatable {
    /// `Finding.Kind.invalidConstraint`, `.unknownItem` or `.unsupported`.
    public var kind: Finding.Kind
    /// What happened.
    public var message: String
    /// The constraint ids.
    public var constraints: [String]
  }

  /// The document.
  public let document: InterfaceBuilderDocument
  /// The scene.
  public let scene: InterfaceBuilderDocument.Scene
  /// The window holding the root view.
  public let window: Window
  /// The root view.
  public let root: View
  /// The device simulated (`nil` when the document names none and no override is given).
  public let device: InterfaceBuilderDevice?
  /// The display scale.
  public let scale: CGFloat
  /// The horizontal and vertical size classes used for `<variation>`s.
  public let sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
  /// The environment values chosen, one line each (device, safe area and where it came from).
  public internal(set) var notes: [String] = []
  /// The safe-area edges whose insets were inferred from the stored frames of views pinned to
  /// them, with a value other than the device table's (`top`, `left`, `bottom`, `right`): frames
  /// solved there follow the stored frames, right or wrong, rather than the device.
  public internal(set) var edgesInferredFromFrames: [String] = []
  /// Constraints or items that could not be built.
  public internal(set) var problems: [BuildProblem] = []
  /// The constraints holding the views Xcode flagged ambiguous at their stored frames.
  var ambiguityHolds: [LayoutConstraint] = []
  /// The stored frames in the superview's coordinates, y-down (macOS frames converted).
  public internal(set) var storedFrames: [String: CGRect] = [:]
  /// Ids of the constraints and subviews the size classes leave out (`<variation>` masks).
  let excluded: Set<String>
  /// Ids of the views some constraint of the scene (not left out by a variation) refers to.
  let constrainedIDs: Set<String>

  var viewsByID: [String: View] = [:]
  var nodesByID: [String: ViewNode] = [:]
  var guidesByID: [String: AnyObject] = [:]
  /// The labels and image views table cells of a built-in style lay out themselves, by id: their
  /// role (`textLabel` …) and the cell's style.
  var builtInCellParts: [String: (role: String, style: String)] = [:]
  /// The table cells whose table follows the readable width (Interface Builder's "Follow Readable
  /// Width" on a table view: UITableView's `cellLayoutMarginsFollowReadableWidth`), by id.
  var readableWidthCells: Set<String> = []
  /// The cells of `.insetGrouped` tables → the table's stored width (``CellMargins``).
  var insetGroupedTableWidths: [String: CGFloat] = [:]
  /// The table cells whose content-view margins the layout set, with their views.
  var cellMargins: [CellMargins] = []
  var constraintsByID: [String: LayoutConstraint] = [:]
  var controller: ViewController?
  /// NSStackViews whose hidden or invisible arranged views leave the hierarchy once the
  /// constraints are in (AppKit detaches them after the nib has loaded, taking their constraints
  /// to views outside them along).
  var pendingDetachments: [(stack: StackView, attributes: ViewNode.StackAttributes, arranged: [View])] = []

  /// Whether `view` is out of the scene because an NSStackView detached it or one of its
  /// superviews (`StackView.detachedViews`).
  ///
  /// ```swift
  /// layout.isDetached(layout.view(withID: "progress")!)   // true when the file hides it in such a stack
  /// ```
  public func isDetached(_ view: View) -> Bool {
    // A view in the window is attached; one outside it is detached when the top of its hierarchy
    // is an arranged view of a detaching stack (arranged, yet without a superview).
    guard !pendingDetachments.isEmpty, view.window == nil else { return false }
    var top = view
    while let superview = top.superview { top = superview }
    return pendingDetachments.contains { $0.arranged.contains { $0 === top } }
  }
  let options: Options

  /// Builds the scene and lays it out.
  ///
  /// ```swift
  /// let layout = SceneLayout(document: document, scene: scene)
  /// ```
  public init(
    document: InterfaceBuilderDocument, scene: InterfaceBuilderDocument.Scene, options: Options = Options()
  ) {
    self.document = document
    self.scene = scene
    self.options = options
    let device = document.device(overriding: options.deviceID)
    self.device = device
    let landscape = options.landscape ?? document.isLandscape
    scale = document.canvasScale(device: device)
    sizeClasses = device?.sizeClasses(landscape: landscape) ?? (.unspecified, .unspecified)
    let placement = SceneLayout.rootPlacement(
      document: document, scene: scene, options: options, device: device, landscape: landscape)
    let rootFrame = placement.frame
    window = Window(
      size: rootFrame.size, scale: scale, layoutDirection: options.rightToLeft ? .rightToLeft : .leftToRight)
    window.horizontalSizeClass = sizeClasses.horizontal
    // AppKit snaps frames in the window's backing store, whose y axis points up.
    if document.platform == .macOS { window.pixelGridOrigin = .bottomLeft }
    window.textMeasurer = options.textMeasurer
    window.verticalSizeClass = sizeClasses.vertical
    excluded = SceneLayout.excludedIDs(scene.root, sizeClasses: sizeClasses)
    let excludedIDs = excluded
    var constrained = Set<String>()
    var constraintCount = 0
    for constraint in scene.constraintsInOrder
    where excludedIDs.isEmpty || !excludedIDs.contains(constraint.id) {
      constrained.insert(constraint.firstItem)
      if let second = constraint.secondItem { constrained.insert(second) }
      constraintCount += 1
    }
    constrainedIDs = constrained
    constraintsByID.reserveCapacity(constraintCount)
    root = SceneLayout.makeView(scene.root)
    attachRoot(placement)
    if let note = placement.note { notes.append(note) }
    if document.platform == .macOS,
      let drawingNote = document.appKitDrawing.note(toolsVersion: document.toolsVersion)
    {
      notes.append(drawingNote)
    }
    applyAttributes(scene.root, view: root, isRoot: true)
    if let controller,
      let side = SceneLayout.rootSideMargin(
        device: device, platform: document.platform, toolsVersion: document.toolsVersion),
      scene.root.layoutMargins == nil
    {
      controller.viewRespectsSystemMinimumLayoutMargins = false
      root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    window.windowSafeAreaInsets = environmentInsets(rootFrame: rootFrame, landscape: landscape)
    addConstraints(scene.root)
    applyDetachments()
    holdAmbiguousViews()
    LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() }
    if placement.storedSize != nil { updateResizedCellMargins() }
    if options.intrinsicSizesFromFrames { sizeDesignables() }
  }

  /// Where a scene's root view is laid out, and what the stored frames were laid out in.
  struct RootPlacement {
    /// The root's frame in the window.
    var frame: CGRect
    /// The stored size the root is read at before it is resized to ``frame`` (a controller's
    /// root on another device or in the other orientation), as UIKit loads a nib there.
    var storedSize: CGSize?
    /// The height the subviews' stored frames were laid out in (AppKit stores them from its
    /// bottom).
    var storedContentHeight: CGFloat
    /// Why the root is not at its stored size, when the file flagged it misplaced.
    var note: String?
  }

  /// The root's placement: its stored frame; on another device or in the other orientation, a
  /// view controller's root (not a freeform one) fills that screen; a root Xcode flagged
  /// misplaced takes the size its subviews' stored frames imply, and where they leave a dimension
  /// open, the size its content gives it (found by laying the scene out once at the stored size).
  ///
  /// ```swift
  /// SceneLayout.rootPlacement(document: document, scene: scene, options: .init(), device: nil, landscape: false).frame
  /// ```
  static func rootPlacement(
    document: InterfaceBuilderDocument, scene: InterfaceBuilderDocument.Scene, options: Options,
    device: InterfaceBuilderDevice?, landscape: Bool
  ) -> RootPlacement {
    var rootFrame = scene.root.frame ?? CGRect(x: 0, y: 0, width: 600, height: 600)
    // On another device or in the other orientation, a view controller's root view (not a
    // freeform one) fills that screen, as it would on the device; the stored frames are the file's.
    // As UIKit loads it there, the root is read at its stored size and then resized: subviews
    // placed by their frames follow by their autoresizing masks.
    var storedRootSize: CGSize?
    if scene.controller != nil, !scene.isFreeform, let device,
      device.id != document.device()?.id || landscape != document.isLandscape
    {
      storedRootSize = rootFrame.size
      rootFrame.size = device.screenSize(landscape: landscape)
    }
    // A root view Xcode flagged misplaced has a stale stored size: the scene was laid out at the
    // size its content gives the root. Found by a first layout at the stored size (whose conflicts
    // are then of no account), then used here.
    var note: String?
    // The height the subviews' stored frames were laid out in (AppKit stores them from its bottom).
    var storedContentHeight = scene.root.frame?.height ?? rootFrame.height
    if let size = options.rootSize {
      rootFrame.size = size
    } else if scene.root.isMisplaced, scene.controller == nil || document.platform == .macOS,
      options.deviceID == nil, options.landscape == nil
    {
      // (A view controller's root on an iPhone or iPad fills the screen whatever its content.)
      // The size the subviews' stored frames imply comes first; a dimension they leave open
      // takes the size the content gives it.
      let stored = SceneLayout.storedContentSize(of: scene, in: document)
      var fitted: CGSize?
      if stored.width == nil || stored.height == nil {
        var probeOptions = options
        probeOptions.rootSize = rootFrame.size
        // A probe: the scene laid out at the stored size, asked for the size its content gives
        // the root (its conflicts are of no account).
        fitted = SceneLayout(document: document, scene: scene, options: probeOptions).fittedRootSize()
      }
      let size = CGSize(
        width: stored.width ?? fitted?.width ?? rootFrame.width,
        height: stored.height ?? fitted?.height ?? rootFrame.height)
      if size != rootFrame.size {
        rootFrame.size = size
        storedContentHeight = stored.height ?? storedContentHeight
        note =
          "scene \(scene.id): the root view is flagged misplaced; laid out at "
          + "\(NumberText.shortest(Double(size.width))) × \(NumberText.shortest(Double(size.height))) ("
          + [
            stored.width != nil || stored.height != nil ? "from its subviews' stored frames" : nil,
            fitted != nil ? "the size its content gives it" : nil,
          ].compactMap { $0 }.joined(separator: "; ") + ")"
      }
    }
    return RootPlacement(
      frame: rootFrame, storedSize: storedRootSize, storedContentHeight: storedContentHeight, note: note)
  }

  /// Reads the root at its stored size, gives its subviews their stored frames, resizes it where
  /// the placement says, and puts it in the window: as a view controller's view, or as a
  /// top-level view filling the window.
  private func attachRoot(_ placement: RootPlacement) {
    // As a nib is read: the root has its size before its subviews get their frames, which are
    // relative to it (a frame-positioned subview follows the root's later resizes by its mask).
    root.frame = CGRect(origin: .zero, size: placement.storedSize ?? placement.frame.size)
    collectStoredFrames(
      scene.root, superviewHeight: nil, flipped: false, contentHeight: placement.storedContentHeight)
    register(scene.root, view: root)
    if placement.storedSize != nil { root.frame = CGRect(origin: .zero, size: placement.frame.size) }
    window.layoutName = "window"
    if let controllerName = scene.controller {
      let controller = ViewController()
      controller.setView(root)
      self.controller = controller
      window.rootViewController = controller
      if let top = scene.topLayoutGuideID { guidesByID[top] = controller.topLayoutGuide }
      if let bottom = scene.bottomLayoutGuideID { guidesByID[bottom] = controller.bottomLayoutGuide }
      notes.append("scene \(scene.id): root view of \(controllerName), \(describe(placement.frame.size))")
    } else {
      root.translatesAutoresizingMaskIntoConstraints = true
      root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      root.frame = window.bounds
      window.addSubview(root)
      notes.append("scene \(scene.id): top-level \(scene.root.kind), \(describe(placement.frame.size))")
      if let margins = topLevelMargins(of: scene.root, width: placement.frame.width) {
        root.layoutMargins = margins
      }
    }
  }

  /// AppKit's detachment: hidden views (with `detachesHiddenViews`) and views of visibility
  /// priority 0 leave the hierarchy.
  private func applyDetachments() {
    for (stack, attributes, arranged) in pendingDetachments {
      stack.detachesHiddenViews = attributes.detachesHiddenViews
      for (view, priority) in zip(arranged, attributes.visibilityPriorities) where priority < 1000 {
        stack.setVisibilityPriority(StackView.VisibilityPriority(rawValue: priority), for: view)
      }
    }
  }

  /// Views Xcode flagged ambiguous stay where the file stores them, as far as the constraints
  /// leave them free: Interface Builder's canvas does not move a view its constraints do not
  /// place. The stored alignment rectangle is held at priority 30: below every constraint a file
  /// makes and below the fitting level (50) and a stack's canvas fit (49), so it only picks among
  /// the solutions the constraints allow, but above UIStackView's ambiguity suppression (25),
  /// which Interface Builder's own ambiguity check does not count (it flags such views). The
  /// subviews of such a view are laid out inside the frame Xcode drew. Only where the frames were
  /// stored: another device, orientation or direction moves them.
  private func holdAmbiguousViews() {
    guard isStoredEnvironment else { return }
    let flagged = nodesByID.filter { $0.value.isAmbiguous && !$0.value.isMisplaced }
    for (id, node) in flagged.sorted(by: { $0.key < $1.key }) {
      guard let view = viewsByID[id], let superview = view.superview, let frame = storedFrames[id],
        !view.translatesAutoresizingMaskIntoConstraints
      else { continue }
      let insets = alignmentInsets(of: node)
      let hold = LayoutPriority(30)
      let constraints = [
        view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: frame.minX + insets.left),
        view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.minY + insets.top),
        view.widthAnchor.constraint(equalToConstant: frame.width - insets.left - insets.right),
        view.heightAnchor.constraint(equalToConstant: frame.height - insets.top - insets.bottom),
      ]
      for constraint in constraints {
        constraint.priority = hold
        constraint.identifier = SceneLayout.ambiguityHoldIdentifier
      }
      LayoutConstraint.activate(constraints)
      ambiguityHolds += constraints
    }
  }

  /// The identifier of the constraints that hold a view Xcode flagged ambiguous at its stored
  /// frame (not the file's: exports leave them out).
  ///
  /// ```swift
  /// constraint.identifier == SceneLayout.ambiguityHoldIdentifier
  /// ```
  public static let ambiguityHoldIdentifier = "IB-ambiguous-stored-frame"

  /// The scene's root when its size at run time is decided outside the file: a xib's top-level
  /// view (sized by whoever loads it, or by its content) and an AppKit controller's view (a window
  /// or a pane fits its content); `nil` for a UIKit controller's root, which takes the screen's
  /// size. Its stored size is the canvas's, not a constraint: the searches for ambiguity and for
  /// implied constraints hold it only at the lowest level, so that a chain a point longer or
  /// shorter than the stored size stretches the root instead of tying its views, and a constraint
  /// that sizes the root through its content is not called implied.
  ///
  /// ```swift
  /// window.ambiguousLayouts(withinSuperviewFrames: true, freeingSizeOf: layout.rootSizedElsewhere)
  /// ```
  public var rootSizedElsewhere: View? {
    scene.controller == nil || document.platform == .macOS ? root : nil
  }

  /// Runs `body` without the holds of `holdAmbiguousViews()`: what the file's constraints alone
  /// leave open (the views Xcode flagged are still reported ambiguous); the holds are back after.
  ///
  /// ```swift
  /// let open = layout.withoutAmbiguityHolds { layout.window.ambiguousLayouts() }
  /// ```
  public func withoutAmbiguityHolds<T>(_ body: () -> T) -> T {
    guard !ambiguityHolds.isEmpty else { return body() }
    LayoutConstraint.deactivate(ambiguityHolds)
    defer {
      LayoutConstraint.activate(ambiguityHolds)
      LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() }
    }
    return body()
  }

  /// The size the root's content gives it (the stored size where the content leaves a dimension
  /// open: a fitting-level preference), when it differs from the root's size by half a point or
  /// more; `nil` otherwise.
  func fittedRootSize() -> CGSize? {
    let current = window.bounds.size
    let fitted = LayoutLog.withHandler({ _ in }) {
      root.systemLayoutSizeFitting(
        current, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    guard fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0,
      abs(fitted.width - current.width) >= 0.5 || abs(fitted.height - current.height) >= 0.5
    else { return nil }
    return fitted
  }

  /// Views of a custom class that the constraints leave without a size, where Xcode saw none
  /// missing (it did not flag them ambiguous): Interface Builder rendered the class
  /// (`@IBDesignable`) and used its intrinsic size, which the file does not store. They get their
  /// stored size as intrinsic size, as views with content do, and the scene is laid out again.
  private func sizeDesignables() {
    var sized = false
    // Only the candidates are asked (a search of the whole scene costs a probe per open variable).
    for (id, node) in nodesByID.sorted(by: { $0.key < $1.key })
    where node.customClass != nil && !node.isAmbiguous && !node.isMisplaced {
      guard let content = viewsByID[id] as? StoredContentView, let frame = storedFrames[id],
        content.intrinsic.width < 0 || content.intrinsic.height < 0,
        let ambiguity = LayoutLog.withHandler({ _ in }, operation: { content.ambiguity })
      else { continue }
      var intrinsic = content.intrinsic
      if ambiguity.needs.contains(where: { $0 == .width || $0 == .xPositionOrWidth }), intrinsic.width < 0 {
        intrinsic.width = frame.width - content.insets.left - content.insets.right
      }
      if ambiguity.needs.contains(where: { $0 == .height || $0 == .yPositionOrHeight }), intrinsic.height < 0
      {
        intrinsic.height = frame.height - content.insets.top - content.insets.bottom
      }
      guard intrinsic != content.intrinsic else { continue }
      content.intrinsic = intrinsic
      content.invalidateIntrinsicContentSize()
      sized = true
    }
    if sized { LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() } }
  }

  /// Whether the scene is laid out where its frames were stored: the file's device and
  /// orientation, left to right (no override of either, or the same ones).
  ///
  /// ```swift
  /// SceneLayout(document: document, scene: scene).isStoredEnvironment   // true
  /// ```
  public var isStoredEnvironment: Bool {
    (options.deviceID == nil || device?.id == document.device()?.id)
      && (options.landscape ?? document.isLandscape) == document.isLandscape && !options.rightToLeft
  }

  /// The view built for an IB id.
  ///
  /// ```swift
  /// layout.view(withID: "afj-rd-iNv")?.frame
  /// ```
  public func view(withID id: String) -> View? { viewsByID[id] }

  /// The constraint built for an IB constraint id (`nil` for excluded ones, and placeholders when
  /// ``Options/omitsPlaceholders``).
  ///
  /// ```swift
  /// layout.constraint(withID: "PhI-Ys-hLb")?.constant  // -86 in a compact height
  /// ```
  public func constraint(withID id: String) -> LayoutConstraint? { constraintsByID[id] }

  func guideObject(_ id: String) -> AnyObject? { guidesByID[id] }

  func record(_ problem: BuildProblem) { problems.append(problem) }

  func register(_ constraint: LayoutConstraint, id: String) { constraintsByID[id] = constraint }

  private func describe(_ size: CGSize) -> String {
    "\(NumberText.shortest(Double(size.width))) × \(NumberText.shortest(Double(size.height)))"
  }

  // MARK: Building views

  static func makeView(_ node: ViewNode) -> View {
    let view: View
    if let stack = node.stack {
      let stackView = StackView()
      stackView.axis = stack.axis
      stackView.distribution = stack.distribution
      stackView.alignment = stack.alignment
      stackView.spacing = stack.spacing
      stackView.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
      stackView.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
      stackView.acrossHuggingPriority = stack.acrossHuggingPriority.map { LayoutPriority($0) }
      if let along = stack.alongHuggingPriority { stackView.alongHuggingPriority = LayoutPriority(along) }
      // NSStackView (the one with a stack hugging priority) keeps its distribution "as much as
      // possible" (NSStackView.Distribution.fillEqually): below the views' required lengths and,
      // in the corpus, below a text field's compression resistance (750: dwarvesf/hidden's
      // fill-equally stack of icons and a date keeps the date's width). Apple documents no value;
      // 500 lies in that range, it is not measured.
      if stack.acrossHuggingPriority != nil {
        stackView.distributionPriority = SceneLayout.appKitStackDistributionPriority
        // NSStackView.h: "The alignment constraints are established at a priority of
        // NSLayoutPriorityDefaultLow and are overridable for individual views".
        stackView.alignmentPriority = .defaultLow
      }
      // NSStackView arranges its views inside its edge insets, on the sides the file names.
      if let insets = stack.edgeInsets {
        stackView.layoutMargins = insets
        stackView.isLayoutMarginsRelativeArrangement = true
      }
      view = stackView
    } else if [.scrollView, .tableView, .collectionView].contains(node.kind)
      || (node.kind == .textView && node.isScrollEnabled)
    {
      view = ScrollView()
    } else {
      let content = StoredContentView()
      content.kind = node.kind
      content.layoutNodeID = node.id
      view = content
    }
    view.layoutName = node.userLabel ?? node.id
    return view
  }

  /// AppKit's layout margins (`NSView.layoutMarginsGuide`): the standard spacing to a superview's
  /// edge on every side.
  static let appKitStandardMargins = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

  /// The priority of an NSStackView's equal lengths or spacings (see `StackView.distributionPriority`).
  static let appKitStackDistributionPriority = LayoutPriority(500)

  /// Whether an AppKit view is flipped (y down): table, outline, text and collection views are; a
  /// clip view is flipped when its document view is (`NSClipView.isFlipped` returns its document
  /// view's); AppKit's other views count y from their bottom.
  ///
  /// ```swift
  /// SceneLayout.isFlipped(tableNode)   // true
  /// ```
  public static func isFlipped(_ node: ViewNode) -> Bool {
    if node.kind == .clipView {
      return node.subviews.first.map(isFlipped) ?? true
    }
    return [.tableView, .outlineView, .textView, .collectionView].contains(node.kind)
  }

  private func collectStoredFrames(
    _ node: ViewNode, superviewHeight: CGFloat?, flipped: Bool, contentHeight: CGFloat? = nil
  ) {
    if var frame = node.frame {
      if document.platform == .macOS, let height = superviewHeight, !flipped {
        frame.origin.y = height - frame.maxY
      }
      storedFrames[node.id] = frame
    }
    for child in node.subviews {
      collectStoredFrames(
        child, superviewHeight: contentHeight ?? node.frame?.height, flipped: SceneLayout.isFlipped(node)
      )
    }
  }

  /// A table cell and its content view, whose margins depend on the cell's width.
  struct CellMargins {
    var cell: ViewNode
    var cellView: View
    var content: ViewNode
    var contentView: View
    var inTable: Bool
    /// The table's "Follow Readable Width" (UITableView's `cellLayoutMarginsFollowReadableWidth`).
    var followsReadableWidth = false
    /// Whether the table takes a view controller root's margins: it is the scene's root (a
    /// table view controller's view, a xib's top-level table or cell), or it preserves its
    /// superview's margins. Another table keeps UITableView's own side margins
    /// (``tableSideMargin``).
    var tableHasRootMargins = true
    /// An `.insetGrouped` table's stored width (`nil` for another table): its rows are inset from
    /// its sides, and their content takes the side margins of the table's width, not the row's.
    var insetGroupedTableWidth: CGFloat? = nil

    /// The width whose side margins the cell's content takes, as stored.
    var storedMarginWidth: CGFloat { insetGroupedTableWidth ?? cell.frame?.width ?? 0 }

    /// The width whose side margins the cell's content takes, as laid out now.
    var marginWidth: CGFloat {
      insetGroupedTableWidth == nil ? cellView.frame.width : cellView.superview?.frame.width ?? 0
    }
  }

  /// Gives a table cell and its content view the margins of a cell `cellWidth` wide (see
  /// ``tableCellContentMargins(cellWidth:inTable:hasAccessory:)``); returns whether it has them.
  @discardableResult
  private func applyMargins(_ entry: CellMargins, cellWidth: CGFloat) -> Bool {
    guard
      let margins = tableCellContentMargins(
        cellWidth: cellWidth, inTable: entry.inTable, hasAccessory: entry.cell.accessoryType != nil,
        followsReadableWidth: entry.followsReadableWidth, tableHasRootMargins: entry.tableHasRootMargins)
    else { return false }
    // The cell has the same margins (its full width: the accessory is inside it), so a content
    // view that preserves its superview's margins keeps at least the cell's, even where the file
    // stores smaller ones of its own (UIKit's `preservesSuperviewLayoutMargins`).
    if entry.cell.layoutMargins == nil {
      entry.cellView.directionalLayoutMargins = DirectionalEdgeInsets(
        top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.leading)
    }
    if entry.content.layoutMargins == nil { entry.contentView.directionalLayoutMargins = margins }
    return true
  }

  /// On another device the table's cells took its width: where that changes their side margins
  /// (16 or 20 points), they get the new ones and the scene is laid out again.
  private func updateResizedCellMargins() {
    var changed = false
    for entry in cellMargins {
      let width = entry.marginWidth
      guard width != entry.storedMarginWidth,
        entry.followsReadableWidth
          || (entry.tableHasRootMargins
            && ViewController.systemMinimumSideMargin(width: width)
              != ViewController.systemMinimumSideMargin(width: entry.storedMarginWidth))
      else { continue }
      if applyMargins(entry, cellWidth: width) { changed = true }
    }
    if changed { LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() } }
  }

  /// A table cell's content view margins, which files do not store: inside a table view, since
  /// Xcode 9.3 (``ToolsVersion/xcode9_3``, iOS 11), 11 points at the top and bottom and the table's
  /// side margins (those of a root view as wide as the cell, for a table with a root's margins;
  /// ``tableSideMargin`` for another), with a trailing margin of
  /// ``accessoryContentTrailingMargin`` beside an accessory; elsewhere UIKit's default 8 (see
  /// docs/interface-builder.md for the counts in the corpus that fix these values). In a table
  /// whose cells follow the readable width, the side margins are at least those that keep the
  /// content as narrow as the readable content guide (672 points at the default text size).
  private func tableCellContentMargins(
    cellWidth: CGFloat, inTable: Bool, hasAccessory: Bool, followsReadableWidth: Bool = false,
    tableHasRootMargins: Bool = true
  ) -> DirectionalEdgeInsets? {
    guard inTable, document.platform != .macOS,
      document.toolsVersion.orNewest >= .xcode9_3
    else { return nil }
    var side = ViewController.systemMinimumSideMargin(width: cellWidth)
    if !tableHasRootMargins {
      if document.toolsVersion.orNewest >= SceneLayout.embeddedTableMarginsToolsVersion {
        let screen = device?.screenSize(landscape: options.landscape ?? document.isLandscape).width
        side = ViewController.systemMinimumSideMargin(width: screen ?? cellWidth)
      } else {
        side = SceneLayout.tableSideMargin
      }
    }
    if followsReadableWidth {
      side = max(side, (cellWidth - readableContentWidth(for: .large)) / 2)
    }
    let vertical = SceneLayout.cellContentVerticalMargin(toolsVersion: document.toolsVersion)
    return DirectionalEdgeInsets(
      top: vertical, leading: side, bottom: vertical,
      trailing: hasAccessory ? SceneLayout.accessoryContentTrailingMargin : side)
  }

  /// The margins Interface Builder gives a xib's top-level view or collection cell (not a table
  /// cell, whose content view has its own rule) in files of Xcode 9.3 and later
  /// (``ToolsVersion/xcode9_3``): a view controller's root view's — the side margin for its width, none at the
  /// top and bottom — as if a controller owned it (docs/interface-builder.md has the counts).
  private func topLevelMargins(of node: ViewNode, width: CGFloat) -> EdgeInsets? {
    guard document.platform != .macOS, node.layoutMargins == nil,
      [.view, .collectionViewCell, .collectionReusableView].contains(node.kind),
      document.toolsVersion.orNewest >= .xcode9_3
    else { return nil }
    let side = ViewController.systemMinimumSideMargin(width: width)
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  private func register(_ node: ViewNode, view: View) {
    viewsByID[node.id] = view
    nodesByID[node.id] = node
    for (key, id) in node.layoutGuides {
      switch key {
      case "safeArea": guidesByID[id] = view.safeAreaLayoutGuide
      case "contentLayoutGuide":
        if let scroll = view as? ScrollView { guidesByID[id] = scroll.contentLayoutGuide }
      case "frameLayoutGuide":
        if let scroll = view as? ScrollView { guidesByID[id] = scroll.frameLayoutGuide }
      case "keyboard":
        guidesByID[id] = SceneLayout.addHiddenKeyboardGuide(to: view)
      case "layoutMargins":
        // `layoutMarginsGuide`. UIKit's margins are the view's (8 by default, a root's the system
        // minimum). AppKit's guide (macOS 11) is, for a view that is not a window's content view,
        // "the system's standard spacing from the safe area" (Apple's `NSView.layoutMarginsGuide`):
        // the standard space to a superview's edge, 20 points (Apple's Visual Format Language);
        // the content view's, which the system updates, is taken to be the same.
        if document.platform == .macOS, node.layoutMargins == nil {
          view.directionalLayoutMargins = SceneLayout.appKitStandardMargins
        }
        guidesByID[id] = view.layoutMarginsGuide
      default:
        problems.append(
          .init(
            kind: .unsupported, message: "layout guide key '\(key)' of \(node.displayName) is not simulated",
            constraints: []))
      }
    }
    // An NSGridView lays out its cells' content views in its rows and columns; when a cell names
    // a row or column the grid does not have, they keep the frames the file stores.
    var gridChildren: [String: View] = [:]
    let gridIsLaidOut = node.kind == .gridView && node.grid?.namesOnlyItsRowsAndColumns == true
    if node.kind == .gridView, !node.subviews.isEmpty, !gridIsLaidOut {
      problems.append(
        .init(
          kind: .unsupported,
          message:
            "the rows and columns of \(node.displayName) do not match its cells: its cells' views keep the frames the file stores",
          constraints: []))
    }
    if let cellStyle = node.tableCellStyle {
      for (id, role) in cellStyle.parts { builtInCellParts[id] = (role, cellStyle.style) }
    }
    if node.kind == .tableView, node.layoutMarginsFollowReadableWidth {
      readableWidthCells.formUnion(node.subviews.filter { $0.kind == .tableViewCell }.map(\.id))
    }
    if node.tableViewStyle == "insetGrouped", let width = node.frame?.width {
      for cell in node.subviews where cell.kind == .tableViewCell { insetGroupedTableWidths[cell.id] = width }
    }
    var arranged: [(node: ViewNode, view: View)] = []
    for child in node.subviews where !excluded.contains(child.id) {
      let childView = SceneLayout.makeView(child)
      if let stack = view as? StackView, child.key == nil {
        // A UIStackView's hidden arranged subview is placed as the canvas stores it (see
        // ``constrainHiddenArrangedSubviews(of:stack:arranged:)``), not arranged.
        if child.isHidden && document.platform != .macOS {
          stack.addSubview(childView)
        } else if let gravity = child.gravity {
          stack.addView(childView, in: gravity)
        } else {
          stack.addArrangedSubview(childView)
        }
        if let spacings = node.stack?.customSpacings, arranged.count < spacings.count,
          let custom = spacings[arranged.count]
        {
          stack.setCustomSpacing(custom, after: childView)
        }
        arranged.append((child, childView))
      } else {
        view.addSubview(childView)
      }
      applyAttributes(child, view: childView, isRoot: false)
      // AppKit's y axis points up in a view that is not flipped: its `minY` margin (the file's
      // `flexibleMinY`) is the bottom one, UIKit's flexible bottom margin in y-down coordinates.
      if document.platform == .macOS, !SceneLayout.isFlipped(node) {
        var mask = childView.autoresizingMask
        let top = mask.contains(.flexibleTopMargin)
        let bottom = mask.contains(.flexibleBottomMargin)
        mask.remove([.flexibleTopMargin, .flexibleBottomMargin])
        if top { mask.insert(.flexibleBottomMargin) }
        if bottom { mask.insert(.flexibleTopMargin) }
        childView.autoresizingMask = mask
      }
      if node.kind == .splitView || (node.kind == .gridView && !gridIsLaidOut) {
        // NSSplitView sets its panes' frames from its dividers' positions (state the file stores as
        // the panes' frames), whatever their constraints: each pane keeps its stored frame.
        childView.translatesAutoresizingMaskIntoConstraints = true
        childView.autoresizingMask = []
      } else if node.kind == .gridView {
        // The grid places its cells' content views (see ``constrainGrid(_:grid:view:cells:)``).
        childView.translatesAutoresizingMaskIntoConstraints = false
        gridChildren[child.id] = childView
      }
      if document.platform == .macOS, child.key == nil,
        node.kind == .tableView || node.kind == .outlineView,
        childView.translatesAutoresizingMaskIntoConstraints
      {
        // A view-based AppKit table places its cell views in row views of its row height: their
        // autoresizing mask applies inside the row, not the table, so a table taller or wider than
        // stored moves no cell view (the rows are not simulated: each keeps its stored frame).
        childView.autoresizingMask = []
      }
      if document.platform != .macOS, node.kind == .tableView, child.kind == .tableViewCell,
        childView.translatesAutoresizingMaskIntoConstraints
      {
        // UITableView lays each row out at its own width, whatever the cell's mask: a prototype
        // cell follows the table's width on another device (the rows are not simulated: each
        // keeps its stored place down the table).
        childView.autoresizingMask = [.flexibleWidth]
      }
      if let role = builtInCellParts[child.id], childView.translatesAutoresizingMaskIntoConstraints {
        childView.autoresizingMask = SceneLayout.builtInCellPartMask(
          role: role.role, style: role.style, frame: storedFrames[child.id],
          contentWidth: storedFrames[node.id]?.width)
      }
      if child.kind == .tableViewCellContentView, node.kind == .tableViewCell,
        childView.translatesAutoresizingMaskIntoConstraints
      {
        // The cell lays its content view out at its own size (less an accessory's width), whatever
        // the content view's mask.
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
      if child.kind == .tableViewCellContentView, node.kind == .tableViewCell {
        // A table view is laid out as a scroll view; a table cell's superview is only ever a
        // table, or none when the cell is a xib's top-level object (Interface Builder gives those
        // the margins of a cell in a table too).
        let table = view.superview
        let cell = CellMargins(
          cell: node, cellView: view, content: child, contentView: childView,
          inTable: table is ScrollView || view === root,
          followsReadableWidth: readableWidthCells.contains(node.id),
          tableHasRootMargins: view === root || table === root
            || table?.preservesSuperviewLayoutMargins == true,
          insetGroupedTableWidth: insetGroupedTableWidths[node.id])
        applyMargins(cell, cellWidth: cell.storedMarginWidth)
        cellMargins.append(cell)
      }
      register(child, view: childView)
    }
    if let stack = view as? StackView, document.platform != .macOS {
      constrainHiddenArrangedSubviews(of: node, stack: stack, arranged: arranged)
    }
    if gridIsLaidOut, let grid = node.grid {
      let cells = placedGridCells(grid, children: gridChildren)
      constrainGrid(node, grid: grid, view: view, cells: cells)
      // A subview in no cell is not the grid's to place: it keeps its stored frame.
      let placedViews = Set(cells.map { ObjectIdentifier($0.view) })
      for (_, child) in gridChildren where !placedViews.contains(ObjectIdentifier(child)) {
        child.translatesAutoresizingMaskIntoConstraints = true
        child.autoresizingMask = []
      }
    }
    if let stack = view as? StackView, let attributes = node.stack,
      attributes.detachesHiddenViews || attributes.visibilityPriorities.contains(where: { $0 < 1000 })
    {
      pendingDetachments.append((stack, attributes, arranged.map(\.view)))
    }
  }

  private func applyAttributes(_ node: ViewNode, view: View, isRoot: Bool) {
    if !isRoot {
      view.frame = storedFrames[node.id] ?? .zero
      view.autoresizingMask = node.autoresizingMask ?? []
      // A view without a single constraint keeps its frame: Interface Builder fixes it with
      // constraints of its own at build time ("IB auto generated at build time for view with
      // fixed frame"), and the canvas shows it where it is stored — as a fixed-frame view.
      let unconstrained =
        !node.translatesAutoresizingMaskIntoConstraints && !constrainedIDs.contains(node.id)
        && node.key == nil
        && !node.isAmbiguous
      view.translatesAutoresizingMaskIntoConstraints =
        node.translatesAutoresizingMaskIntoConstraints || node.hasFixedFrame || unconstrained
      if view.superview is StackView && node.key == nil {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
    }
    view.isHidden = node.isHidden
    let defaultHugging: Float = [.label, .imageView].contains(node.kind) ? 251 : 250
    view.setContentHuggingPriority(
      LayoutPriority(node.contentHugging.horizontal ?? defaultHugging), for: .horizontal)
    view.setContentHuggingPriority(
      LayoutPriority(node.contentHugging.vertical ?? defaultHugging), for: .vertical)
    view.setContentCompressionResistancePriority(
      LayoutPriority(node.compressionResistance.horizontal ?? 750), for: .horizontal)
    view.setContentCompressionResistancePriority(
      LayoutPriority(node.compressionResistance.vertical ?? 750), for: .vertical)
    switch node.layoutMargins {
    case .absolute(let insets)?: view.layoutMargins = insets
    case .directional(let insets)?: view.directionalLayoutMargins = insets
    case nil: break
    }
    view.preservesSuperviewLayoutMargins = node.preservesSuperviewLayoutMargins
    view.insetsLayoutMarginsFromSafeArea = node.insetsLayoutMarginsFromSafeArea
    // On a table view the checkbox is UITableView's `cellLayoutMarginsFollowReadableWidth` (its
    // cells' margins, useyourloaf.com: "You must set this on the table view"), not its own.
    view.layoutMarginsFollowReadableWidth = node.layoutMarginsFollowReadableWidth && node.kind != .tableView
    switch node.semanticContentAttribute {
    case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
    case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
    case "playback": view.semanticContentAttribute = .playback
    case "spatial": view.semanticContentAttribute = .spatial
    default: break
    }
    if let content = view as? StoredContentView {
      content.intrinsic = intrinsicSize(of: node)
      content.insets = alignmentInsets(of: node)
      if let height = storedFrames[node.id]?.height {
        if document.platform != .macOS {
          content.baselines = UIKitTextBaselines.offsets(
            kind: node.kind, font: node.font, lines: node.numberOfLines, height: height)
          // Text whose font has no metrics here (a named font) keeps its first baseline at its
          // bottom, the nearer edge for a line of text; a view without text has none (its first
          // baseline is its top).
          content.firstBaselineDefaultsToBottom = UIKitTextBaselines.hasText(kind: node.kind)
        } else {
          content.baselines = appKitBaselines(of: node, frameHeight: height, insets: content.insets)
          content.firstBaselineDefaultsToBottom = content.baselines == nil
        }
      }
    }
  }

  /// The intrinsic size a view gets: its stored frame size (alignment rectangle) when asked and it
  /// has content, else what the file records (designables, placeholders), else UIKit's fixed sizes
  /// of controls that have one (in iOS and tvOS documents) or an NSMatrix's cells' extent.
  private func intrinsicSize(of node: ViewNode) -> CGSize {
    var width = View.noIntrinsicMetric
    var height = View.noIntrinsicMetric
    if let designed = document.designableIntrinsicSizes[node.id] {
      width = designed.width
      height = designed.height
    } else if document.platform != .macOS, let fixed = SceneLayout.fixedIntrinsicSizes[node.kind] {
      // UIKit's controls (an AppKit `<switch>` is an NSSwitch, of another size).
      width = fixed.width
      height = fixed.height
    } else if let matrix = node.matrixContentSize {
      width = matrix.width
      height = matrix.height
    }
    if options.intrinsicSizesFromFrames, node.hasIntrinsicContent, let frame = storedFrames[node.id] {
      let insets = alignmentInsets(of: node)
      width = frame.width - insets.left - insets.right
      height = frame.height - insets.top - insets.bottom
      // A separator has a thickness, not a length.
      if node.isSeparator {
        if frame.width >= frame.height {
          width = View.noIntrinsicMetric
        } else {
          height = View.noIntrinsicMetric
        }
      }
    }
    if let w = node.placeholderIntrinsicSize.width { width = w }
    if let h = node.placeholderIntrinsicSize.height { height = h }
    return CGSize(width: width, height: height)
  }

  /// UIKit's keyboard layout guide (`view.keyboardLayoutGuide`, in Interface Builder since Xcode
  /// 14) as the canvas has it, with no keyboard on screen: "the guide is at the bottom of the window
  /// and has a height equal to the bottom of the current safeAreaInsets" (Apple, "Adjusting your
  /// layout with keyboard layout guide"; `usesBottomSafeArea` is true by default): its top is the
  /// view's safe-area bottom, its sides and bottom the view's.
  ///
  /// ```swift
  /// let guide = SceneLayout.addHiddenKeyboardGuide(to: root)
  /// guide.layoutFrame   // (0, 862, 414, 34) in an iPhone 11's root after layout
  /// ```
  static func addHiddenKeyboardGuide(to view: View) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = "UIKeyboardLayoutGuide"
    view.addLayoutGuide(guide)
    for constraint in [
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    ] {
      constraint.identifier = "UIKeyboardLayoutGuide-offscreen"
      constraint.isActive = true
    }
    return guide
  }

  /// The side margins of a controller's root view where Interface Builder's differ from UIKit's
  /// iOS minimum (16 up to 375 points wide, 20 wider; `nil`: UIKit's):
  /// - a tvOS root inside the TV-safe area: 16 in files from Xcode 11 (toolsVersion 16000). The
  ///   corpus's tvOS roots sit 110 points from the screen's edge in an Xcode 9 file (the 90-point
  ///   safe area of that era and 20), 106 in an Xcode 11 file (90 and 16) and 96 in an Xcode 12.5
  ///   file (80 and 16), three repositories;
  /// - an iOS root in files of Xcode 6 (before ``ToolsVersion/xcode7``, iOS 8's canvas): 16 at
  ///   every width. Every required constraint of an unflagged view to a root's leading margin in
  ///   the four sets: 568- to 667-point roots of 6751 to 7706 at 16 (11 constraints of 3
  ///   repositories: youtube-ios-player-helper, ResearchKit's AppCore and CardioHealth), none at
  ///   20; wide roots from 9532 on at 20 (18 repositories), none at 16.
  ///
  /// ```swift
  /// SceneLayout.rootSideMargin(device: .named("appleTV"), platform: .tvOS, toolsVersion: 19455)  // 16
  /// SceneLayout.rootSideMargin(device: nil, platform: .iOS, toolsVersion: 6751)                 // 16
  /// ```
  static func rootSideMargin(
    device: InterfaceBuilderDevice?, platform: InterfaceBuilderDocument.Platform, toolsVersion: ToolsVersion?
  ) -> CGFloat? {
    if platform == .iOS, toolsVersion.orNewest < .xcode7 { return 16 }
    guard device?.isTelevision == true,
      toolsVersion.orNewest >= InterfaceBuilderDevice.televisionRetinaToolsVersion
    else {
      return nil
    }
    return 16
  }

  /// The trailing margin of a table cell's content view when the cell shows an accessory (a
  /// disclosure indicator, a checkmark …): the content view ends at the accessory, and its margin
  /// on that side is 8 instead of the table's side margin. Observed in the corpus on every
  /// constraint to that margin in cells with an accessory: 11 in two repositories (RocketChat
  /// Preferences, content view 341 of 375; SwiftMessages Main, 348.5 of 375), none disagreeing.
  static let accessoryContentTrailingMargin: CGFloat = 8

  /// The top and bottom margins of a table cell's content view inside a table: 11 points from
  /// Xcode 9.3 (iOS 11) on, 15 from Xcode 26 (iOS 26's taller rows; ``ToolsVersion/xcode26``).
  /// Measured on every required constraint from an unflagged view to a cell content view's top
  /// margin in the four public sets: from 13771 to 24000, 11 in 190 constraints of 41
  /// repositories (13 in one repository's Xcode 16 files, 15 and 8 in one constraint pair each);
  /// from 24000 on, 15 in 20 constraints of all 5 repositories that have such constraints (nRF
  /// Mesh, nRF Connect Device Manager, firebase's quickstart, fsnotes, ruuvi; 24127 to 24765),
  /// none at 11 (measured on all four sets: 52 more iOS views agree, none lost).
  ///
  /// ```swift
  /// SceneLayout.cellContentVerticalMargin(toolsVersion: 22505)   // 11
  /// SceneLayout.cellContentVerticalMargin(toolsVersion: 24128)   // 15
  /// ```
  static func cellContentVerticalMargin(toolsVersion: ToolsVersion?) -> CGFloat {
    toolsVersion.orNewest >= .xcode26 ? 15 : 11
  }

  /// The side margins of a table view that is not a view controller's root (a table placed in
  /// another view, not preserving its superview's margins), which its cells' content views take,
  /// in files before ``embeddedTableMarginsToolsVersion``: 15 points, the inset UITableView has long given its rows (its separators' default left inset
  /// since iOS 7); a controller's root table gets the system minimum margins, 16 or 20, which
  /// exceed it. Observed in the corpus on every constraint to a cell content view's side margin in
  /// such a table of a file of Xcode 9.3 or later: 6 in two repositories (RocketChat's
  /// subscriptions, a 320-point table; artsy's settings, 570-point cells), none disagreeing.
  static let tableSideMargin: CGFloat = 15

  /// The first `toolsVersion` whose tables that are not a controller's root give their cells the
  /// side margins of the device's screen (UIKit's system minimum: 16 up to 375 points wide, 20
  /// wider), whatever the table's or cell's width, instead of ``tableSideMargin``. Measured on
  /// every required constraint to a cell content view's side margin in such tables of the four
  /// public sets: from 16097 on, 79 of 84 constraints of 20 repositories agree (the cell's own
  /// width would give 73, the root's 75; 15 holds 2) — among them Applozic's 600-point cells
  /// on an iPhone 8 (16), QuickBlox's 154-point cells (16), the EU certificate apps' 374- and
  /// 390-point cells on wider phones (20); against: one eurofurence scene (20 on a 375-point
  /// phone), edx's one constraint at 15 beside its others at 16. Files up to 14868 show 15 (10
  /// constraints of RocketChat, twiliochat-swift and susi) and one repository 20 (BridgeApp, 414
  /// points): 16000 lies between.
  static let embeddedTableMarginsToolsVersion: ToolsVersion = 16_000

  /// How a built-in part of a table cell follows the cell's width, as `UITableViewCell` lays them
  /// out: the detail of the value-1 style sits at the row's trailing side (flexible leading
  /// margin); a label stored across the row — ending no farther from the content view's trailing
  /// edge than it starts from the leading one (16 and 16, or 16 and 8 beside an accessory) — keeps
  /// spanning it (flexible width); a label stored at its text's width and the image keep their size
  /// at the leading side. Measured on the styled cells of the corpus and the outside set: all 162
  /// default-style titles (15 repositories) span by this test, 76 of them with a narrower
  /// trailing gap (an accessory or a checkmark beside them); the 45 value-1 titles (6
  /// repositories) and the 18 subtitle-style labels (3) are at their text's width.
  ///
  /// ```swift
  /// SceneLayout.builtInCellPartMask(
  ///   role: "textLabel", style: "IBUITableViewCellStyleDefault",
  ///   frame: CGRect(x: 16, y: 0, width: 343, height: 44), contentWidth: 375)   // .flexibleWidth
  /// ```
  static func builtInCellPartMask(role: String, style: String, frame: CGRect?, contentWidth: CGFloat?)
    -> AutoresizingMask
  {
    if role == "detailTextLabel", style == "IBUITableViewCellStyleValue1" { return [.flexibleLeftMargin] }
    guard role != "imageView", let frame, let contentWidth, frame.minX > 0,
      contentWidth - frame.maxX <= frame.minX + 1
    else { return [] }
    return [.flexibleWidth]
  }

  /// UIKit's intrinsic sizes of controls that do not depend on text or images (width or height
  /// `-1` where there is none).
  static let fixedIntrinsicSizes: [ElementKind: CGSize] = [
    .switch: CGSize(width: 49, height: 31),  // the alignment rectangle of a 51 × 31 frame
    .activityIndicatorView: CGSize(width: 20, height: 20),
    .stepper: CGSize(width: 94, height: 32),
    .progressView: CGSize(width: -1, height: 4),
    .slider: CGSize(width: -1, height: 30),
  ]

  /// An AppKit view's baselines in its alignment rectangle: its text's (``AppKitTextBaselines``),
  /// AppKit's defaults for a view without text (the top and the bottom: `firstBaselineOffsetFromTop`
  /// and `lastBaselineOffsetFromBottom` are 0), none for text whose metrics are unknown (its
  /// baselines are then its bottom).
  private func appKitBaselines(of node: ViewNode, frameHeight: CGFloat, insets: EdgeInsets) -> (
    first: CGFloat, lastFromBottom: CGFloat
  )? {
    if let text = AppKitTextBaselines.offsets(
      kind: node.kind, cell: node.cell, font: node.font, toolsVersion: document.toolsVersion,
      frameHeight: frameHeight, drawing: document.appKitDrawing)
    {
      return (text.first - insets.top, text.lastFromBottom - insets.bottom)
    }
    return node.font == nil && AppKitTextBaselines.textKind(kind: node.kind, cell: node.cell) == nil
      ? (0, 0) : nil
  }

  /// Frames larger than alignment rectangles: AppKit's controls (`AppKitControlGeometry`) and
  /// UIKit's (`UIKitControlGeometry`).
  func alignmentInsets(of node: ViewNode) -> EdgeInsets {
    guard document.platform == .macOS else { return UIKitControlGeometry.alignmentInsets(kind: node.kind) }
    // Touch Bar buttons have no window-button bezel margins (every corpus Touch Bar button's width
    // constraint is its frame's width); other views keep theirs (a label's text inset).
    if scene.isTouchBarItem, node.kind == .button { return .zero }
    return AppKitControlGeometry.alignmentInsets(of: node, drawing: document.appKitDrawing)
  }
}

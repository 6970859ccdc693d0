import AutoLayout
import Cassowary
import Foundation

extension SceneLayout {
  /// The safe-area insets of the window, in the root view's coordinates.
  ///
  /// They start from the device table (status bar or sensor housing, a simulated navigation bar,
  /// the home indicator), cut to the part of the screen the root view covers. Safe-area and bar
  /// insets are not stored in files, and Xcode versions differ on them; where a required equality
  /// between a guide edge and a view fixes an edge (`view.top == safeArea.top + 8`,
  /// `view.centerY == safeArea.centerY`), the edge is inferred from that view's stored frame
  /// instead. Each choice is written to ``notes``.
  func environmentInsets(rootFrame: CGRect, landscape: Bool) -> EdgeInsets {
    let tools = document.toolsVersion
    var defaults = EdgeInsets.zero
    var source = "no device: no insets"
    // A top-level view of a xib the size of the device's screen is drawn as that screen (its
    // content clears the home indicator); a smaller one is not on a screen.
    let fillsScreen =
      document.platform != .macOS
      && device.map { $0.screenSize(landscape: landscape) == rootFrame.size } == true
    if scene.controller != nil || fillsScreen {
      // A freeform root is its own screen (Interface Builder draws the scene at that size), as is a
      // root larger than the device's screen: the device's bottom inset is measured from the
      // root's bottom.
      let deviceScreen =
        scene.isFreeform ? rootFrame.size : device?.screenSize(landscape: landscape) ?? rootFrame.size
      let screen = CGSize(
        width: max(deviceScreen.width, rootFrame.maxX), height: max(deviceScreen.height, rootFrame.maxY))
      // A Mac window has no status bar: its content view's safe area is the whole view; a popover
      // and a controller embedded in a container view (at the size Interface Builder infers from
      // the container: a freeform one is its own screen) are drawn without the screen's bars.
      let inContainer = scene.isEmbedded && !scene.isFreeform
      let sheet =
        scene.isPopover || inContainer || scene.isFreeform
        ? nil : sheetOffset(rootFrame: rootFrame, screen: deviceScreen, landscape: landscape)
      var deviceInsets =
        scene.isPopover || inContainer || document.platform == .macOS
        ? .zero
        : device?.safeAreaInsets(
          landscape: landscape, toolsVersion: tools)
          ?? EdgeInsets(top: InterfaceBuilderDevice.statusBarHeight, left: 0, bottom: 0, right: 0)
      // Without a status bar, a screen's top inset is its sensor housing's, if it has one.
      if scene.hidesStatusBar, deviceInsets.top <= InterfaceBuilderDevice.statusBarHeight {
        deviceInsets.top = 0
      }
      // A phone in landscape has compact bars: a 32-point navigation bar ("On iPhone, changing the
      // device orientation from portrait to landscape can change the height of the navigation
      // bar", UINavigationBar's reference; the corpus's one landscape iPhone 8 scene with a bar
      // shows 32 through its constraints); the wide phones (Plus, Max) keep 44, as their landscape
      // width is regular.
      let compactBars =
        landscape && device.map { !$0.isPad && !$0.isTelevision && !$0.isWideInLandscape } == true
      var navigationBar: CGFloat = scene.simulatesNavigationBar ? (compactBars ? 32 : 44) : 0
      // A sheet starts below the status bar (or housing), which is not inside it, and its
      // navigation bar is taller (``sheetNavigationBarHeight``); it reaches the screen's bottom.
      if sheet != nil {
        deviceInsets.top = 0
        if scene.simulatesNavigationBar { navigationBar = SceneLayout.sheetNavigationBarHeight }
      }
      let bars = deviceInsets.top + navigationBar
      // A tab bar or a toolbar sits above the home indicator (tvOS puts its tab bar at the top,
      // over the content: not simulated).
      let bottomBar = device?.isTelevision == true ? nil : scene.bottomBar
      let bottomBars = deviceInsets.bottom + (bottomBar?.height ?? 0)
      // A root stored at y = 0 under a navigation bar but shorter than the screen by exactly its
      // top bars (or its top and bottom bars) sits below opaque bars, as one stored at y = 64 does: Interface
      // Builder stores its origin at 0 (RocketChat's chat scenes, 504 of 568 under a 64-point
      // bar, and Segmentio's, 603 of 667: their constraints put the safe area's top at the root's).
      let belowBars =
        sheet == nil && rootFrame.minY == 0 && navigationBar > 0 && document.platform == .iOS
        && (screen.height - rootFrame.height == bars
          || (screen.height - rootFrame.height == bars + bottomBars && bottomBars > 0))
      let rootTop = rootFrame.minY + (belowBars ? bars : 0)
      let rootBottom = rootFrame.maxY + (sheet ?? 0) + (belowBars ? bars : 0)
      defaults = EdgeInsets(
        top: max(0, bars - rootTop), left: deviceInsets.left,
        bottom: max(0, rootBottom - (screen.height - bottomBars)), right: deviceInsets.right)
      source =
        (document.platform == .macOS
          ? "a Mac window (no status bar)"
          : scene.isPopover
            ? "a popover (no status bar)"
            : inContainer
              ? "a container view (no status bar)"
              : "\(device?.name ?? "no device (status bar 20)")"
                + (device?.omitsStatusBar(
                  landscape: landscape, toolsVersion: tools) == true
                  ? " (no status bar in this Xcode's canvas)" : "")
                + (scene.isFreeform ? " at a freeform size" : "")
                + (sheet.map {
                  " as a sheet (the root \(NumberText.shortest(Double($0))) points shorter than the screen)"
                }
                  ?? "")
                + (belowBars ? " below opaque bars (the root as much shorter than the screen)" : ""))
        + (scene.hidesStatusBar ? " without a status bar" : "")
        + (scene.simulatesNavigationBar ? " with a navigation bar" : "")
        + (bottomBar.map { $0 == .tabBar ? " and a tab bar" : " and a toolbar" } ?? "")
        + ", root at y = \(NumberText.shortest(Double(rootFrame.minY)))"
    } else if let device {
      // Off the screen, Interface Builder still gives a view the insets of a phone's sensor housing
      // and home indicator (in portrait): a top-level view of a xib smaller than the screen has
      // them at its top and bottom, whatever its size (constraints of 3 repositories show them,
      // Xcode 9.3 to 12: reel-search's launch view, SwiftMessages' cards, Wikipedia's image-info
      // view; none shows 0). A phone without a housing gives none (6 repositories show 0; one
      // file of Xcode 10.1 shows its 20-point status bar). Cells and reusable views, which a table
      // or collection lays out, get none (corona-warn-app's and Firebase's cells of Xcode 12 to 26
      // on the iPhone 11 and 15).
      let deviceInsets = device.safeAreaInsets(landscape: landscape, toolsVersion: tools)
      if document.platform == .iOS, !landscape, !device.isPad, scene.root.kind == .view,
        deviceInsets.top > InterfaceBuilderDevice.statusBarHeight
      {
        defaults = EdgeInsets(top: deviceInsets.top, left: 0, bottom: deviceInsets.bottom, right: 0)
        source =
          "\(device.name); a top-level view of a xib smaller than the screen is not on it: the housing's and home indicator's insets"
      } else {
        source =
          "\(device.name); a top-level view of a xib smaller than the screen is not on it: no insets but what views pinned to its margins show"
      }
    }
    // A view pinned to the root's top or bottom margin tells the inset as one pinned to the safe
    // area does: the margins are the safe area's insets plus the root's own (a controller's root or
    // a xib's top-level view: none at the top and bottom). Off the screen, what Xcode's canvas put
    // around the view is not known otherwise; on it, the canvas's status bar is not always the
    // device's (Pulley's, SideMenu's and Open Food Facts' roots are pinned at their margin where
    // the device table puts a status bar or bars 20 points taller).
    let inferred = inferEdges(
      size: rootFrame.size,
      marginBase: document.platform != .macOS && root.insetsLayoutMarginsFromSafeArea
        ? root.layoutMargins : nil)
    var insets = defaults
    var edges: [(String, WritableKeyPath<EdgeInsets, CGFloat>)] = [
      ("top", \.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right),
    ]
    var derived: [String: (CGFloat, String)] = [:]
    for (name, path) in edges {
      if let value = inferred.direct[name] { insets[keyPath: path] = value.0; derived[name] = value }
    }
    // A centre fixes the difference of two opposite edges, a length their sum: with one edge known
    // (inferred, or else the device's), the other follows.
    for relation in inferred.pairs {
      let (a, b) = relation.vertical ? ("top", "bottom") : ("left", "right")
      let pathA: WritableKeyPath<EdgeInsets, CGFloat> = relation.vertical ? \.top : \.left
      let pathB: WritableKeyPath<EdgeInsets, CGFloat> = relation.vertical ? \.bottom : \.right
      let sign: CGFloat = relation.isSum ? -1 : 1
      if derived[a] == nil {
        // a = v − b (sum) or a = v + b (difference).
        insets[keyPath: pathA] = relation.value + sign * insets[keyPath: pathB]
        derived[a] = (insets[keyPath: pathA], relation.id)
      } else if derived[b] == nil {
        // b = v − a (sum) or b = a − v (difference).
        insets[keyPath: pathB] =
          relation.isSum ? relation.value - insets[keyPath: pathA] : insets[keyPath: pathA] - relation.value
        derived[b] = (insets[keyPath: pathB], relation.id)
      }
    }
    edges.removeAll { derived[$0.0] == nil }
    var line = "safe area insets \(insets) from \(source)"
    for (name, path) in edges {
      line +=
        "; \(name) \(NumberText.shortest(Double(insets[keyPath: path]))) inferred from constraint \(derived[name]!.1)"
        + " (device table: \(NumberText.shortest(Double(defaults[keyPath: path]))))"
      if abs(insets[keyPath: path] - defaults[keyPath: path]) > 1e-6 { edgesInferredFromFrames.append(name) }
    }
    notes.append(line)
    return insets
  }

  /// Edges fixed by required equalities between a guide of the root and a view with a stored frame.
  ///
  /// With `marginBase` (the root's own margins, before the safe area is added to them), the root's
  /// top and bottom margins count as guides too: a margin is the safe-area inset plus the base.
  private func inferEdges(size: CGSize, marginBase: EdgeInsets? = nil) -> (
    direct: [String: (CGFloat, String)], pairs: [EdgePair]
  ) {
    var direct: [String: (CGFloat, String)] = [:]
    var pairs: [EdgePair] = []
    var guideKinds: [String: String] = [:]
    for (key, id) in scene.root.layoutGuides where key == "safeArea" { guideKinds[id] = "safe" }
    if let top = scene.topLayoutGuideID { guideKinds[top] = "top" }
    if let bottom = scene.bottomLayoutGuideID { guideKinds[bottom] = "bottom" }
    if marginBase != nil { guideKinds[scene.root.id] = "margins" }
    guard !guideKinds.isEmpty else { return ([:], []) }
    // What one constraint between a guide and a view says about the guide's edges.
    func infer(_ node: ConstraintNode, kind: String, guideFirst: Bool, stored: CGRect, viewNode: ViewNode) {
      // Constraints hold the alignment rectangle, not the frame (a slider's reaches 2 points out).
      let insets = alignmentInsets(of: viewNode)
      let frame = CGRect(
        x: stored.minX + insets.left, y: stored.minY + insets.top,
        width: stored.width - insets.left - insets.right, height: stored.height - insets.top - insets.bottom)
      let guideAttribute = guideFirst ? node.firstAttribute : node.secondAttribute
      let viewAttribute = guideFirst ? node.secondAttribute : node.firstAttribute
      guard let viewValue = value(of: viewAttribute, in: frame) else { return }
      // guide = view·m + c (guide first) or view = guide·m + c (view first), with m = 1.
      guard node.multiplier == 1 else { return }
      let guideValue = guideFirst ? viewValue + constant(of: node) : viewValue - constant(of: node)
      func set(_ edge: String, _ value: CGFloat) {
        // A Mac window's safe area is inset at the top only (its title bar and toolbar).
        if document.platform == .macOS && edge != "top" { return }
        if direct[edge] == nil { direct[edge] = (value, node.id) }
      }
      func pair(vertical: Bool, sum: Bool, _ value: CGFloat) {
        if document.platform == .macOS { return }
        pairs.append(EdgePair(vertical: vertical, isSum: sum, value: value, id: node.id))
      }
      switch (kind, guideAttribute) {
      case ("top", .bottom), ("top", .height): set("top", guideValue)
      case ("bottom", .top): set("bottom", size.height - guideValue)
      case ("bottom", .height): set("bottom", guideValue)
      case ("safe", .top): set("top", guideValue)
      case ("safe", .bottom): set("bottom", size.height - guideValue)
      case ("safe", .left): set("left", guideValue)
      case ("safe", .right): set("right", size.width - guideValue)
      case ("safe", .leading): if !options.rightToLeft { set("left", guideValue) }
      case ("safe", .trailing): if !options.rightToLeft { set("right", size.width - guideValue) }
      // centre c = (a + (L − b)) / 2, so a − b = 2c − L; length l = L − a − b, so a + b = L − l.
      case ("safe", .centerY): pair(vertical: true, sum: false, 2 * guideValue - size.height)
      case ("safe", .centerX): pair(vertical: false, sum: false, 2 * guideValue - size.width)
      case ("safe", .height): pair(vertical: true, sum: true, size.height - guideValue)
      case ("safe", .width): pair(vertical: false, sum: true, size.width - guideValue)
      // A margin's inset is at least the base margin: a smaller one is not the safe area's doing.
      case ("margins", .topMargin):
        if let base = marginBase, guideValue >= base.top { set("top", guideValue - base.top) }
      case ("margins", .bottomMargin):
        if let base = marginBase, size.height - guideValue >= base.bottom {
          set("bottom", size.height - guideValue - base.bottom)
        }
      default: break
      }
    }

    // Made when the first constraint to a guide is found (most of a large scene's are not).
    var absoluteFrames: [String: CGRect]?
    for node in scene.constraintsInOrder where node.priority == 1000 && node.relation == .equal {
      guard let secondItem = node.secondItem else { continue }
      let guideFirst = guideKinds[node.firstItem] != nil
      let guideID = guideFirst ? node.firstItem : secondItem
      let viewID = guideFirst ? secondItem : node.firstItem
      guard let kind = guideKinds[guideID], viewID != guideID,
        !(options.omitsPlaceholders && node.isPlaceholder), !excluded.contains(node.id)
      else { continue }
      if absoluteFrames == nil { absoluteFrames = absoluteStoredFrames() }
      guard let stored = absoluteFrames?[viewID], let viewNode = nodesByID[viewID],
        !viewNode.isMisplaced && !viewNode.isAmbiguous
      else { continue }
      infer(node, kind: kind, guideFirst: guideFirst, stored: stored, viewNode: viewNode)
    }
    return (direct, pairs)
  }

  /// Two opposite edges fixed together: `a + b = value` (a length) or `a − b = value` (a centre).
  struct EdgePair {
    var vertical: Bool
    var isSum: Bool
    var value: CGFloat
    var id: String
  }

  /// The value of an attribute of a frame (left-to-right), `nil` for margins and baselines.
  private func value(of attribute: LayoutConstraint.Attribute, in frame: CGRect) -> CGFloat? {
    switch attribute {
    case .top: frame.minY
    case .bottom: frame.maxY
    case .left, .leading: options.rightToLeft && attribute == .leading ? frame.maxX : frame.minX
    case .right, .trailing: options.rightToLeft && attribute == .trailing ? frame.minX : frame.maxX
    case .centerX: frame.midX
    case .centerY: frame.midY
    case .width: frame.width
    case .height: frame.height
    default: nil
    }
  }

  /// Stored frames in the root view's coordinates.
  func absoluteStoredFrames() -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    func walk(_ node: ViewNode, origin: CGPoint) {
      guard let frame = storedFrames[node.id] else { return }
      let absolute =
        node.id == scene.root.id
        ? CGRect(origin: .zero, size: frame.size) : frame.offsetBy(dx: origin.x, dy: origin.y)
      result[node.id] = absolute
      for child in node.subviews { walk(child, origin: absolute.origin) }
    }
    walk(scene.root, origin: .zero)
    return result
  }

  /// How far below the screen's top a controller's root starts when Interface Builder draws it as
  /// a sheet (iOS 13's default modal presentation, Xcode 11 and later: toolsVersion 14865, an
  /// Xcode 11 beta, on): its stored root is as wide as the screen, at y = 0, and shorter by the
  /// sheet's offset — 20 points on a phone without a sensor housing, the housing plus 10 on one
  /// with it. A sheet reaches the screen's bottom: its bottom inset is the home indicator's (and
  /// its bars'), none of the status bar is inside it. Corpus: roots 842 of 896 (iPhone 11) and
  /// 758 of 812 (iPhone X) in 4 repositories whose constraints put the safe area's bottom 34 above
  /// the root's (StarWars, XLForm in two languages, Eureka, corona-warn-app: 5 scenes), where a
  /// root ending 54 above the screen's bottom would have none; roots 647 of 667 in 3
  /// repositories (SideMenu, element, appcenter). `nil` when the root is not a sheet.
  ///
  /// ```swift
  /// layout.sheetOffset(rootFrame: CGRect(x: 0, y: 0, width: 414, height: 842),
  ///                    screen: CGSize(width: 414, height: 896), landscape: false)   // 54
  /// ```
  func sheetOffset(rootFrame: CGRect, screen: CGSize, landscape: Bool) -> CGFloat? {
    guard document.platform == .iOS, let device, !device.isPad, !device.isTelevision, !landscape,
      document.toolsVersion.orNewest >= .xcode11,
      rootFrame.minY == 0, rootFrame.width == screen.width, rootFrame.height < screen.height
    else { return nil }
    let housing = device.safeAreaInsets(landscape: false, toolsVersion: document.toolsVersion).top
    let offset =
      housing > InterfaceBuilderDevice.statusBarHeight ? housing + 10 : InterfaceBuilderDevice.statusBarHeight
    return screen.height - rootFrame.height == offset ? offset : nil
  }

  /// A navigation bar's height in a sheet: 56 points (iOS 13 and later). One file shows it:
  /// Eureka's sheet under a navigation bar (Xcode 11) puts its safe area's top 56 below its root's
  /// top through its constraints — the only sheet under a navigation bar in both sets whose
  /// constraints show its top (StarWars', XLForm's and element's do not; none shows 44).
  static let sheetNavigationBarHeight: CGFloat = 56
}

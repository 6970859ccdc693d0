import AutoLayout
import Foundation

/// Turns the XML tree of a xib or storyboard into ``InterfaceBuilderDocument`` scenes.
struct DocumentReader {
  let path: String
  /// The document's text, for quoting a line in an error (found when an error is made: splitting a
  /// large file into lines up front was a sixth of reading it).
  let source: String
  var isStoryboard = false
  var platform = InterfaceBuilderDocument.Platform.iOS
  var deviceID: String?
  var isLandscape = false
  var scenes: [InterfaceBuilderDocument.Scene] = []
  var designables: [String: CGSize] = [:]
  var defaultNavigationBar = false
  /// The controllers a navigation controller shows (its root, and what they push or show), which
  /// Interface Builder's inferred top bar draws under a navigation bar.
  var navigationStackControllers: Set<String> = []
  /// The controllers a tab bar controller shows with its tab bar.
  var tabBarControllers: Set<String> = []
  /// The controllers shown in popovers.
  var popoverControllers: Set<String> = []
  /// The controllers embedded in container views (`embed` segues) and shown nowhere else.
  var embeddedControllers: Set<String> = []

  init(path: String, source: String) {
    self.path = path
    self.source = source
  }

  /// Line `number` (1-based) of the source, or `nil` past its end.
  func sourceLine(_ number: Int) -> String? {
    guard number >= 1 else { return nil }
    let bytes = source.utf8
    var start = bytes.startIndex
    for _ in 1..<number {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      start = bytes.index(after: newline)
    }
    var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
    return String(source[start..<end])
  }

  func error(_ node: XMLNode, _ message: String, hint: String? = nil) -> InterfaceBuilderError {
    InterfaceBuilderError(
      path: path, line: node.line, column: node.column, message: message, hint: hint,
      sourceLine: sourceLine(node.line))
  }

  mutating func read(_ root: XMLNode) throws {
    if root.name == "archive", root.attributes["type"]?.hasPrefix("com.apple.InterfaceBuilder3") == true {
      throw UnsupportedDocument(
        path: path,
        reason: "an Interface Builder 3 archive (Xcode 4 and earlier); open and save it in a current Xcode")
    }
    if let type = root.attributes["type"], type.contains("WatchKit") {
      throw UnsupportedDocument(
        path: path, reason: "a WatchKit storyboard: watchOS interfaces have no Auto Layout")
    }
    guard root.name == "document" else {
      throw error(
        root, "not an Interface Builder document: the root element is <\(root.name)>",
        hint: "expected <document type=\"com.apple.InterfaceBuilder3…\">")
    }
    let type = root.attributes["type"] ?? ""
    isStoryboard = type.contains("Storyboard")
    platform = InterfaceBuilderDocument.Platform(root: root)
    if let device = root.child("device") {
      deviceID = device.attributes["id"]
      isLandscape = device.attributes["orientation"] == "landscape"
    }
    if let metrics = root.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics") {
      if deviceID == nil, let screen = metrics.child("simulatedScreenMetrics") {
        deviceID = screen.attributes["type"]
      }
      if let orientation = metrics.child("simulatedOrientationMetrics"),
        orientation.attributes["orientation"] == "landscapeRight"
      {
        isLandscape = true
      }
      defaultNavigationBar = metrics.child("simulatedNavigationBarMetrics") != nil
    }
    for designable in root.child("designables")?.children("designable") ?? [] {
      if let name = designable.attributes["name"],
        let size = designable.child("size", key: "intrinsicContentSize"),
        let w = try number(size, "width"), let h = try number(size, "height")
      {
        designables[name] = CGSize(width: w, height: h)
      }
    }
    if isStoryboard {
      let allScenes = root.child("scenes")?.children("scene") ?? []
      let segues = Self.segues(allScenes)
      var objects: [String: XMLNode] = [:]
      for scene in allScenes {
        for object in scene.child("objects")?.children ?? [] {
          if let id = object.attributes["id"] { objects[id] = object }
        }
      }
      navigationStackControllers = Self.controllersInNavigationStacks(segues, objects: objects)
      tabBarControllers = Self.controllersInTabBars(segues, objects: objects)
      popoverControllers = Set(segues.filter { $0.kind == "popoverPresentation" }.map(\.destination))
      // Only a controller that is nowhere else: one also shown by another segue (pushed, a tab, a
      // navigation controller's root) is drawn as that shows it, with the screen's bars (a
      // corpus controller both pushed and embedded shows the status bar and the navigation bar).
      let shownElsewhere = Set(segues.filter { $0.kind != "embed" }.map(\.destination))
      embeddedControllers = Set(
        segues.filter { $0.kind == "embed" }.map(\.destination).filter {
          !shownElsewhere.contains($0) && objects[$0]?.name != "navigationController"
            && objects[$0]?.name != "tabBarController"
        })
      for scene in root.child("scenes")?.children("scene") ?? [] {
        try readScene(scene)
      }
    } else {
      for object in root.child("objects")?.children ?? [] {
        if object.name == "window", let content = object.child("view", key: "contentView") {
          let view = try readView(
            content, key: "contentView", fallbackID: object.attributes["id"] ?? "window")
          scenes.append(.topLevel(view, line: object.line))
        } else if object.child("rect", key: "frame") != nil {
          let view = try readView(object, key: nil, fallbackID: "object\(scenes.count + 1)")
          scenes.append(.topLevel(view, line: object.line))
        }
        try readBarItemViews(in: object)
      }
    }
  }

  /// One segue of a storyboard: the object it starts from (a controller, whichever control or
  /// cell of its view holds it), its kind, and where it leads.
  struct Segue {
    var source: XMLNode
    var kind: String
    var relationship: String?
    var destination: String
  }

  /// Every segue of a storyboard's scenes.
  static func segues(_ scenes: [XMLNode]) -> [Segue] {
    var found: [Segue] = []
    for scene in scenes {
      for object in scene.child("objects")?.children ?? [] where object.attributes["id"] != nil {
        var pending = [object]
        while let node = pending.popLast() {
          pending.append(contentsOf: node.children)
          guard node.name == "segue", let destination = node.attributes["destination"] else { continue }
          found.append(
            Segue(
              source: object, kind: node.attributes["kind"] ?? "",
              relationship: node.attributes["relationship"],
              destination: destination))
        }
      }
    }
    return found
  }

  /// The controllers reached from `starts` by a navigation controller's `rootViewController`
  /// relationship or a `show` or `push` segue, the starts included; a controller `stop` picks is
  /// left out, with what only it reaches.
  static func reached(from starts: [String], by segues: [Segue], stoppingAt stop: (String) -> Bool)
    -> Set<String>
  {
    var edges: [String: [String]] = [:]
    for segue in segues {
      let isRoot = segue.source.name == "navigationController" && segue.relationship == "rootViewController"
      guard isRoot || segue.kind == "show" || segue.kind == "push", let id = segue.source.attributes["id"]
      else { continue }
      edges[id, default: []].append(segue.destination)
    }
    var found = Set<String>()
    var stack = starts
    while let id = stack.popLast() {
      guard !stop(id), found.insert(id).inserted else { continue }
      stack.append(contentsOf: edges[id] ?? [])
    }
    return found
  }

  /// The controllers a navigation controller shows with its bar: the destination of a navigation
  /// controller's `rootViewController` relationship (unless the controller hides its bar) and any
  /// controller whose simulated metrics say it is under a navigation bar, then every controller one
  /// of those reaches by a `show` or `push` segue (from the controller or from any control or cell
  /// of its view). Interface Builder's top bar is "inferred" by default: it
  /// draws a navigation bar on exactly these, with or without a `<navigationItem>` of their own,
  /// and none on a controller that only has a navigation item (one instantiated in code by its
  /// storyboard identifier).
  static func controllersInNavigationStacks(
    _ segues: [Segue], objects: [String: XMLNode] = [:]
  ) -> Set<String> {
    let roots = segues.filter {
      $0.source.name == "navigationController" && $0.relationship == "rootViewController"
        && $0.source.attributes["navigationBarHidden"] != "YES"
    }
    // A controller whose simulated metrics say it is under a navigation bar pushes onto that
    // navigation controller too (the one that shows it is in another file, or in code).
    let simulated = objects.filter {
      $0.value.children.contains { $0.name == "simulatedNavigationBarMetrics" }
    }
    .keys.sorted()
    let pushes = segues.filter { $0.kind == "show" || $0.kind == "push" }
    return reached(from: roots.map(\.destination) + simulated, by: pushes, stoppingAt: { _ in false })
  }

  /// The controllers a tab bar controller shows: the destinations of its `viewControllers`
  /// relationships and, where one is a navigation controller, the controllers of its stack (its
  /// root and what they push), except those that set `hidesBottomBarWhenPushed`.
  static func controllersInTabBars(_ segues: [Segue], objects: [String: XMLNode]) -> Set<String> {
    let tabs = segues.filter { $0.source.name == "tabBarController" && $0.relationship == "viewControllers" }
    return reached(from: tabs.map(\.destination), by: segues) {
      objects[$0]?.attributes["hidesBottomBarWhenPushed"] == "YES"
    }
  }

  /// The bar along the bottom of a controller's screen: what its simulated metrics ask for
  /// ("None" is `<nil key="simulatedBottomBarMetrics"/>`), else the tab bar of a tab bar controller
  /// that shows it.
  func bottomBar(of controller: XMLNode) -> InterfaceBuilderDocument.BottomBar? {
    for child in controller.children where child.attributes["key"] == "simulatedBottomBarMetrics" {
      switch child.name {
      case "simulatedTabBarMetrics": return .tabBar
      case "simulatedToolbarMetrics": return .toolbar
      default: return nil
      }
    }
    return tabBarControllers.contains(controller.attributes["id"] ?? "") ? .tabBar : nil
  }

  mutating func readScene(_ scene: XMLNode) throws {
    guard let objects = scene.child("objects") else { return }
    // A view at the top of a scene's objects (beside its controller): laid out on its own, as a
    // xib's top-level views are.
    for object in objects.children where object.child("rect", key: "frame") != nil {
      let view = try readView(object, key: nil, fallbackID: "object\(scenes.count + 1)")
      scenes.append(.topLevel(view, line: object.line))
    }
    for controller in objects.children {
      guard
        let rootNode = controller.children.first(where: {
          $0.attributes["key"] == "view" && $0.child("rect", key: "frame") != nil
        })
      else { continue }
      var top: String?
      var bottom: String?
      for guide in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
        if guide.attributes["type"] == "top" {
          top = guide.attributes["id"]
        } else {
          bottom = guide.attributes["id"]
        }
      }
      // The simulated top bar: a navigation bar when the controller says so, none when it says
      // "None" (`<nil key="simulatedTopBarMetrics"/>`), else inferred from its navigation stack.
      let hidesTopBar = controller.children.contains {
        $0.name == "nil" && $0.attributes["key"] == "simulatedTopBarMetrics"
      }
      let navigationBar =
        controller.children.contains { $0.name == "simulatedNavigationBarMetrics" }
        || (!hidesTopBar
          && (defaultNavigationBar || navigationStackControllers.contains(controller.attributes["id"] ?? "")))
      let view = try readView(
        rootNode, key: "view", fallbackID: (controller.attributes["id"] ?? "controller") + ".view")
      var made = InterfaceBuilderDocument.Scene(
        id: scene.attributes["sceneID"] ?? view.id,
        controller: controller.attributes["customClass"] ?? controller.name,
        root: view, topLayoutGuideID: top, bottomLayoutGuideID: bottom,
        simulatesNavigationBar: navigationBar,
        line: scene.line)
      made.isFreeform = controller.child("size", key: "freeformSize") != nil
      made.hidesStatusBar = controller.children.contains {
        $0.name == "nil" && $0.attributes["key"] == "simulatedStatusBarMetrics"
      }
      made.bottomBar = bottomBar(of: controller)
      made.isPopover = popoverControllers.contains(controller.attributes["id"] ?? "")
      made.isEmbedded = embeddedControllers.contains(controller.attributes["id"] ?? "")
      scenes.append(made)
    }
    for object in objects.children {
      try readBarItemViews(in: object)
    }
  }

  /// The views a navigation item or a bar button item holds (`<view key="titleView">`, a bar
  /// button item's `<view key="customView">`), below `node`: each is laid out on its own, at the
  /// size Interface Builder stores for it, as a xib's top-level view is — the bar gives it that
  /// frame, and its subviews' constraints place them inside it.
  ///
  /// Views inside views are read with their superview; a bar item is not a view, so its views
  /// would otherwise never be laid out.
  mutating func readBarItemViews(in node: XMLNode) throws {
    for child in node.children {
      if node.name == "navigationItem" || node.name == "barButtonItem",
        let key = child.attributes["key"], key == "titleView" || key == "customView",
        child.child("rect", key: "frame") != nil
      {
        let view = try readView(child, key: nil, fallbackID: (node.attributes["id"] ?? "item") + "." + key)
        scenes.append(.topLevel(view, line: child.line))
      } else if node.name == "touchBarItem", child.name == "viewController",
        let content = child.children.first(where: {
          $0.attributes["key"] == "view" && $0.child("rect", key: "frame") != nil
        })
      {
        // A Touch Bar item's view: the Touch Bar gives it its frame (30 points tall, as wide as
        // its content), which the file stores; its subviews' constraints place them inside it.
        // Its buttons have no bezel margins (every corpus item's width constraint is its frame's).
        let view = try readView(content, key: nil, fallbackID: (node.attributes["id"] ?? "item") + ".view")
        var scene = InterfaceBuilderDocument.Scene.topLevel(view, line: content.line)
        scene.isTouchBarItem = true
        scenes.append(scene)
      } else {
        try readBarItemViews(in: child)
      }
    }
  }

  /// The number attribute `name` of `node`, `nil` when absent; an error when it is not a number
  /// or outside `range` (docs/numbers.md).
  func number(_ node: XMLNode, _ name: String, range: NumericRange = .length) throws -> CGFloat? {
    guard let text = node.attributes[name] else { return nil }
    guard let value = Double(text) else {
      throw error(
        node, "<\(node.name)> \(name)=\"\(NumericRange.shortened(text))\" is not a number",
        hint: "Xcode writes numbers such as 20 or 0.5")
    }
    if let problem = range.problem(with: value, written: text) {
      throw error(
        node, "<\(node.name)> \(name): \(problem)",
        hint: NumericRange.hint)
    }
    return CGFloat(value)
  }

  /// Elements whose children are views: subviews, table prototypes and cells, and an
  /// NSStackView's gravity areas (its arranged views, leading to trailing).
  static let viewContainers: Set<String> = [
    "subviews", "prototypes", "cells", "prototypeCellViews", "beginningViews", "middleViews", "endViews",
  ]
  /// The gravity area of each of NSStackView's view containers.
  static let gravityAreas: [String: StackView.Gravity] = [
    "beginningViews": .leading, "middleViews": .center, "endViews": .trailing,
  ]
  static let groupingContainers: Set<String> = ["sections", "tableColumns", "tabViewItems", "gridCells"]
  static let nonViewKeys: Set<String> = ["frame", "bounds", "autoresizingMask", "cell"]

  /// A view's number attributes that are not lengths, and their ranges.
  static let viewNumberRanges: [(name: String, range: NumericRange)] = [
    ("horizontalHuggingPriority", .priority), ("verticalHuggingPriority", .priority),
    ("horizontalCompressionResistancePriority", .priority),
    ("verticalCompressionResistancePriority", .priority),
    ("placeholderIntrinsicWidth", .length), ("placeholderIntrinsicHeight", .length),
  ]

  /// `fallbackID` is the id of a view that has none (made only then: a view's hundred
  /// thousand siblings each have theirs).
  func readView(
    _ node: XMLNode, key: String?, fallbackID: @autoclosure () -> String, unstoredFrame: CGRect? = nil
  ) throws -> ViewNode {
    let id = node.attributes["id"] ?? fallbackID()
    // `placeholderIntrinsicWidth="infinite"`: Xcode's "None" for that axis, not a number.
    for (name, range) in Self.viewNumberRanges where node.attributes[name] != "infinite" {
      _ = try number(node, name, range: range)
    }
    var frame: CGRect?
    if let rect = node.child("rect", key: "frame") {
      guard let x = try number(rect, "x"), let y = try number(rect, "y"), let w = try number(rect, "width"),
        let h = try number(rect, "height")
      else {
        throw error(
          rect, "a frame needs numeric x, y, width and height",
          hint: "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"44\"/>")
      }
      frame = CGRect(x: x, y: y, width: w, height: h)
    }
    frame = frame ?? unstoredFrame
    var mask: AutoresizingMask?
    if let m = node.child("autoresizingMask", key: "autoresizingMask") {
      var value: AutoresizingMask = []
      let bits: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight),
        ("flexibleMaxY", .flexibleBottomMargin),
      ]
      for (name, bit) in bits where m.flag(name) { value.insert(bit) }
      mask = value
    }
    var margins: ViewNode.Margins?
    if let insets = try edgeInsets(node, key: "layoutMargins") {
      margins = .absolute(insets)
    } else if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      margins = .directional(
        DirectionalEdgeInsets(
          top: try number(insets, "top") ?? 0, leading: try number(insets, "leading") ?? 0,
          bottom: try number(insets, "bottom") ?? 0, trailing: try number(insets, "trailing") ?? 0))
    }
    let element = try readElement(node)
    var guides: [(key: String, id: String)] = []
    for guide in node.children("viewLayoutGuide") {
      if let key = guide.attributes["key"], let guideID = guide.attributes["id"] {
        guides.append((key, guideID))
      }
    }
    var subviews: [ViewNode] = []
    for child in node.children {
      let contentFrame = Self.unstoredContentViewFrame(child, of: node, cellFrame: frame)
      if let childKey = child.attributes["key"], !Self.nonViewKeys.contains(childKey),
        child.child("rect", key: "frame") != nil || contentFrame != nil,
        child.name != "rect"
      {
        subviews.append(
          try readView(child, key: childKey, fallbackID: "\(id).\(childKey)", unstoredFrame: contentFrame))
      }
    }
    for container in node.children where Self.viewContainers.contains(container.name) {
      for (index, child) in container.children.enumerated() {
        let view = try readView(
          child, key: nil, fallbackID: "\(id).\(container.name)[\(index)]",
          unstoredFrame: Self.unstoredCellFrame(child, in: node, tableFrame: frame))
        view.gravity = Self.gravityAreas[container.name]
        subviews.append(view)
      }
    }
    // Views inside elements that are not views: a static table's <sections> → <tableViewSection>
    // → <cells>, an AppKit table's <tableColumns> → <tableColumn> → <prototypeCellViews>, a tab
    // view's <tabViewItems> → <tabViewItem> → <view key="view">, a grid view's <gridCells> →
    // <gridCell> → its `contentView`.
    for grouping in node.children where Self.groupingContainers.contains(grouping.name) {
      for (g, group) in grouping.children.enumerated() {
        let prefix = "\(id).\(grouping.name)[\(g)]"
        for child in group.children {
          if let childKey = child.attributes["key"], !Self.nonViewKeys.contains(childKey),
            child.child("rect", key: "frame") != nil
          {
            subviews.append(try readView(child, key: childKey, fallbackID: "\(prefix).\(childKey)"))
          }
        }
        for container in group.children where Self.viewContainers.contains(container.name) {
          for (index, child) in container.children.enumerated() {
            subviews.append(
              try readView(
                child, key: nil, fallbackID: "\(prefix).\(container.name)[\(index)]",
                unstoredFrame: Self.unstoredCellFrame(child, in: node, tableFrame: frame)))
          }
        }
      }
    }
    var constraints: [ConstraintNode] = []
    for element in node.child("constraints")?.children("constraint") ?? [] {
      constraints.append(try readConstraint(element, holder: id))
    }
    var variations: [ViewNode.Variation] = []
    for variation in node.children("variation") {
      var includes: [String] = []
      var excludes: [String] = []
      for mask in variation.children("mask") {
        includes += mask.children("include").compactMap { $0.attributes["reference"] }
        excludes += mask.children("exclude").compactMap { $0.attributes["reference"] }
      }
      variations.append(
        .init(key: variation.attributes["key"] ?? "default", includes: includes, excludes: excludes))
    }
    let title =
      node.attributes["text"] ?? node.attributes["title"]
      ?? node.children("state").first { $0.attributes["key"] == "normal" }?.attributes["title"]
      ?? node.attributes["placeholder"] ?? node.child("textFieldCell", key: "cell")?.attributes["title"]
      ?? node.child("buttonCell", key: "cell")?.attributes["title"]
    let view = ViewNode(
      id: id, kind: ElementKind(name: node.name), key: key, attributes: node.attributes, frame: frame,
      autoresizingMask: mask,
      layoutMargins: margins, element: element, title: title,
      cell: cellAttributes(of: node),
      font: node.child("fontDescription", key: "fontDescription").map {
        StoredFont(attributes: $0.attributes.dictionary)
      }
        ?? node.children.first { $0.attributes["key"] == "cell" }?.child("font", key: "font").map {
          StoredFont(appKitAttributes: $0.attributes.dictionary)
        },
      layoutGuides: guides,
      subviews: subviews, constraints: constraints,
      variations: variations, line: node.line, column: node.column)
    return view
  }

  /// What only the element's kind stores: a stack's attributes, a text view's scrolling, a box's
  /// type, a table cell's accessory and style, a grid's rows and columns, a matrix's cells, an
  /// image view's symbol, a tab view's type.
  func readElement(_ node: XMLNode) throws -> ViewNode.Element {
    let a = node.attributes
    switch node.name {
    case "stackView": return .stackView(try readStack(node))
    case "textView": return .textView(isScrollEnabled: a["scrollEnabled"] != "NO")
    case "box": return .box(type: a["boxType"], titlePosition: a["titlePosition"])
    case "tabView": return .tabView(type: a["type"])
    case "tableView" where platform != .macOS: return .tableView(style: a["style"])
    case "tableViewCell":
      var parts: [String: String] = [:]
      let style = a["style"].flatMap { $0.hasPrefix("IBUITableViewCellStyle") ? $0 : nil }
      if style != nil {
        for role in ["textLabel", "detailTextLabel", "imageView"] {
          if let id = a[role] { parts[id] = role }
        }
      }
      return .tableViewCell(
        .init(
          accessoryType: a["accessoryType"].flatMap { $0 == "none" ? nil : $0 }, style: style, parts: parts))
    case "gridView": return .gridView(readGrid(node))
    case "matrix": return .matrix(contentSize: Self.matrixContentSize(node))
    case "imageView":
      // UIKit stores the catalog on the element, AppKit on the cell (`<imageCell image="globe"
      // catalog="system">`) or on the cell's image reference.
      let cell = node.child("imageCell", key: "cell")
      return .imageView(
        showsSymbol: a["catalog"] == "system" || cell?.attributes["catalog"] == "system"
          || cell?.children("imageReference").contains { $0.attributes["catalog"] == "system" } == true)
    default: return .view
    }
  }

  /// The frame of a UIKit table cell the file stores none for (Xcode 6 wrote prototype and static
  /// cells without one): the table's width and the cell's row height (its own `rowHeight`, else
  /// the table's, else UITableView's default 44). `nil` for anything else.
  static func unstoredCellFrame(_ child: XMLNode, in table: XMLNode, tableFrame: CGRect?) -> CGRect? {
    guard child.name == "tableViewCell", table.name == "tableView", child.child("rect", key: "frame") == nil,
      let width = tableFrame?.width
    else { return nil }
    return CGRect(x: 0, y: 0, width: width, height: rowHeight(of: child) ?? rowHeight(of: table) ?? 44)
  }

  /// A table's or a cell's `rowHeight`, when stored.
  static func rowHeight(of node: XMLNode) -> CGFloat? {
    node.attributes["rowHeight"].flatMap(Double.init).map { CGFloat($0) }
  }

  /// The frame of a table cell's content view the file stores none for: the cell's width and its
  /// row height (the cell's own `rowHeight`, else its frame's height). The only files with such
  /// content views in the four public sets (Xcode 6.1 to 6.3, toolsVersion 6254 to 7702:
  /// ResearchKit's AppCore, CardioHealth and mPower, 39 cells) agree with the whole row height:
  /// 168 of the 220 views inside them agree laid out so; 42 of those disagree with a content view
  /// half a point shorter (UITableView's separator), none the other way round; 12 sit in cells
  /// whose stored frame keeps the default 44 points below a taller `rowHeight`, and agree only
  /// with the row height.
  static func unstoredContentViewFrame(_ child: XMLNode, of cell: XMLNode, cellFrame: CGRect?) -> CGRect? {
    guard child.name == "tableViewCellContentView", cell.name == "tableViewCell",
      child.child("rect", key: "frame") == nil, let cellFrame
    else { return nil }
    return CGRect(x: 0, y: 0, width: cellFrame.width, height: rowHeight(of: cell) ?? cellFrame.height)
  }

  /// An NSMatrix's size from its `<size key="cellSize">`, `<size key="intercellSpacing">` (Apple,
  /// `NSMatrix.intercellSpacing`: "By default, both values are 1.0") and the `<column>`s of its
  /// `<cells>`; `nil` without a cell size or cells.
  static func matrixContentSize(_ node: XMLNode) -> CGSize? {
    func size(_ key: String) -> CGSize? {
      guard let element = node.child("size", key: key),
        let width = element.attributes["width"].flatMap(Double.init),
        let height = element.attributes["height"].flatMap(Double.init)
      else { return nil }
      return CGSize(width: width, height: height)
    }
    guard let cell = size("cellSize"), let columns = node.child("cells")?.children("column"),
      !columns.isEmpty
    else { return nil }
    let spacing = size("intercellSpacing") ?? CGSize(width: 1, height: 1)
    let rows = columns.map { $0.children.count }.max() ?? 0
    guard rows > 0 else { return nil }
    let count = CGFloat(columns.count)
    let rowCount = CGFloat(rows)
    return CGSize(
      width: count * cell.width + (count - 1) * spacing.width,
      height: rowCount * cell.height + (rowCount - 1) * spacing.height)
  }

  /// A control's cell attributes; a control without a cell (an AppKit `NSSwitch`, whose control
  /// size is on the element itself) gets its own `controlSize` there, where the geometry tables
  /// look for it. A title Interface Builder stores as an element (`<string key="title">`, a title
  /// with a line break) is recorded as `titleElement="YES"`: the geometry tables ask whether a
  /// check box has a title.
  func cellAttributes(of node: XMLNode) -> [String: String] {
    let cellNode = node.children.first { $0.attributes["key"] == "cell" }
    var cell = cellNode?.attributes.dictionary ?? [:]
    if cell["controlSize"] == nil, let size = node.attributes["controlSize"] { cell["controlSize"] = size }
    if cell["title"] == nil, cellNode?.children.contains(where: { $0.attributes["key"] == "title" }) == true {
      cell["titleElement"] = "YES"
    }
    return cell
  }

  func readStack(_ node: XMLNode) throws -> ViewNode.StackAttributes {
    let a = node.attributes
    let distributions: [String: StackView.Distribution] = [
      "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering, "gravityAreas": .gravityAreas,
    ]
    // UIStackView's alignments, and NSStackView's (NSLayoutAttribute names: centerX / centerY
    // centre the views across the stack, left / right are leading / trailing left to right).
    let alignments: [String: StackView.Alignment] = [
      "fill": .fill, "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
      "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
      "centerX": .center, "centerY": .center, "left": .leading, "right": .trailing,
    ]
    // An NSStackView stores `orientation`; AppKit's defaults differ from UIKit's: centred across
    // the stack, 8 points apart ("The default value for the spacing property is 8.0 points",
    // NSStackView.spacing).
    let isAppKit = a["orientation"] != nil
    let vertical = (a["axis"] ?? a["orientation"]) == "vertical"
    // "The default value is gravityAreas" (NSStackView.distribution): Xcode stores no
    // distribution for it.
    let distribution = a["distribution"] ?? (isAppKit ? "gravityAreas" : "fill")
    guard let d = distributions[distribution] else {
      throw error(
        node, "unknown stack view distribution '\(distribution)'",
        hint: "expected one of " + distributions.keys.sorted().joined(separator: ", "))
    }
    let alignment = a["alignment"] ?? (isAppKit ? (vertical ? "centerX" : "centerY") : "fill")
    guard let al = alignments[alignment] else {
      throw error(
        node, "unknown stack view alignment '\(alignment)'",
        hint: "expected one of " + alignments.keys.sorted().joined(separator: ", "))
    }
    return ViewNode.StackAttributes(
      axis: vertical ? .vertical : .horizontal, distribution: d, alignment: al,
      // `spacingType="standard"` is UIStackView.spacingUseSystem: the system spacing between
      // siblings, 8 points in every stored frame of the corpus (7 stacks, both axes).
      spacing: try number(node, "spacing")
        ?? (a["spacingType"] == "standard" ? StackView.spacingUseSystem : (isAppKit ? 8 : 0)),
      customSpacings: (node.child("customSpacing")?.children("real") ?? []).map { real in
        // NSStackViewSpacingUseDefault (FLT_MAX) keeps the stack's spacing.
        guard let value = real.attributes["value"].flatMap(Double.init), value.isFinite, value < 1e30
        else { return nil }
        return CGFloat(value)
      },
      isBaselineRelativeArrangement: node.flag("baselineRelativeArrangement"),
      // A stack view whose margins the file stores arranges its views inside them: in the corpus
      // all 24 stacks with non-zero stored margins have their first view at the margin, and none
      // stores the attribute (docs/interface-builder.md).
      isLayoutMarginsRelativeArrangement: node.flag("layoutMarginsRelativeArrangement")
        || (a["layoutMarginsRelativeArrangement"] == nil
          && (node.child("edgeInsets", key: "layoutMargins") != nil
            || node.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil)),
      // "The default value is defaultLow" (NSStackView.setHuggingPriority(_:for:)); files store
      // 249.99998474121094, read as written: just below the alignment's defaultLow, so a stack
      // that pulls a view's free edge never outweighs the edge its alignment holds (Pock's and
      // hidden's nested stacks stay at their aligned edge without a tie to report as ambiguity).
      acrossHuggingPriority: isAppKit
        ? Float(
          (try number(
            node, vertical ? "horizontalStackHuggingPriority" : "verticalStackHuggingPriority",
            range: .priority)) ?? 250) : nil,
      // Along the axis as stored: the gaps between gravity areas give way just before views that
      // hug at 250 do.
      alongHuggingPriority: isAppKit
        ? Float(
          (try number(
            node, vertical ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority",
            range: .priority)) ?? 250) : nil,
      detachesHiddenViews: node.flag("detachesHiddenViews"),
      visibilityPriorities: try (node.child("visibilityPriorities")?.children("integer") ?? []).map {
        Float(try number($0, "value", range: .priority) ?? 1000)
      },
      edgeInsets: isAppKit ? try edgeInsets(node, key: "edgeInsets") : nil
    )
  }

  /// A view's `<edgeInsets key="…">` child (left and right as stored), `nil` when it has none;
  /// a side not stored is 0.
  func edgeInsets(_ node: XMLNode, key: String) throws -> EdgeInsets? {
    guard let insets = node.child("edgeInsets", key: key) else { return nil }
    return EdgeInsets(
      top: try number(insets, "top") ?? 0, left: try number(insets, "left") ?? 0,
      bottom: try number(insets, "bottom") ?? 0, right: try number(insets, "right") ?? 0)
  }

  func readConstraint(_ node: XMLNode, holder: String) throws -> ConstraintNode {
    let a = node.attributes
    guard let id = a["id"] else {
      throw error(node, "a constraint without an id", hint: "every <constraint> has id=\"…\"")
    }
    func attribute(_ name: String) throws -> LayoutConstraint.Attribute? {
      guard let text = a[name] else { return nil }
      guard let value = ConstraintNode.parseAttribute(text) else {
        throw error(
          node, "constraint \(id): unknown \(name) '\(text)'",
          hint: "expected leading, trailing, top, bottom, width, height, centerX, centerY, baseline, …Margin")
      }
      return value
    }
    guard let first = try attribute("firstAttribute") else {
      throw error(node, "constraint \(id) has no firstAttribute")
    }
    let second = try attribute("secondAttribute")
    let relation: LayoutConstraint.Relation
    switch a["relation"] {
    case nil, "equal": relation = .equal
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case let other?:
      throw error(
        node, "constraint \(id): unknown relation '\(other)'",
        hint: "expected lessThanOrEqual, equal or greaterThanOrEqual")
    }
    var multiplier: CGFloat = 1
    if let text = a["multiplier"] {
      guard let value = ConstraintNode.parseMultiplier(text) else {
        throw error(
          node, "constraint \(id): cannot read the multiplier '\(NumericRange.shortened(text))'",
          hint: "write \"1:2\", \"3/7\", \"0.25\" or \"25%\"")
      }
      if let problem = NumericRange.multiplier.problem(with: Double(value)) {
        throw error(node, "constraint \(id): multiplier '\(NumericRange.shortened(text))': \(problem)")
      }
      multiplier = value
    }
    func real(_ name: String, default value: Double, range: NumericRange) throws -> Double {
      guard let text = a[name] else { return value }
      guard let parsed = Double(text) else {
        throw error(node, "constraint \(id): \(name) '\(NumericRange.shortened(text))' is not a number")
      }
      if let problem = range.problem(with: parsed, written: text) {
        throw error(node, "constraint \(id): \(name): \(problem)")
      }
      return parsed
    }
    let constant = try real("constant", default: 0, range: .length)
    let priority = try real("priority", default: 1000, range: .priority)
    var overrides: [(key: String, constant: CGFloat)] = []
    for variation in node.children("variation") {
      if let key = variation.attributes["key"], let value = try number(variation, "constant") {
        overrides.append((key, value))
      }
    }
    return ConstraintNode(
      id: id, firstItem: a["firstItem"] ?? holder, firstAttribute: first, relation: relation,
      secondItem: a["secondItem"] ?? (second == nil ? nil : holder),
      secondAttribute: second ?? .notAnAttribute,
      multiplier: second == nil ? 0 : multiplier, constant: CGFloat(constant), priority: Float(priority),
      isPlaceholder: node.flag("placeholder"), isSymbolic: node.flag("symbolic"), identifier: a["identifier"],
      holder: holder, constantVariations: overrides, line: node.line, column: node.column)
  }
}

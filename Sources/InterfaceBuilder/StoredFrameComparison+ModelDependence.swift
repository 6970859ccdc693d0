import AutoLayout
import Foundation

// Whether a misplaced view is proven misplaced by the file's own constraints, or only by values
// the model supplies (``ModelUncertainty``): its stored frame is allowed once those values move
// within their bounds. The finding is then a `possibly-misplaced` note that says what it rests on.

extension StoredFrameComparison {
  /// What the model supplies to a set of constraints (the required ones that rule a stored frame
  /// out): system margins, the safe area, content sizes, the insets and baselines of the items of
  /// the file's constraints.
  ///
  /// ```swift
  /// StoredFrameComparison.addDependence(of: ruling, to: &dependence, in: layout, idOfView: ids)
  /// dependence.phrase   // "<LayoutConstraint 'UIView-leftMargin-guide-constraint' …> (± 5)"
  /// ```
  static func addDependence(
    of entries: [EngineConstraint], to dependence: inout ModelDependence, in layout: SceneLayout,
    idOfView: [ObjectIdentifier: String], confirmed: Set<GuideSide> = []
  ) {
    let exactSafeArea = safeAreaIsExact(in: layout)
    for entry in entries {
      if let constraint = entry.layoutConstraint {
        if case .system(.layoutSupport) = constraint.origin, !exactSafeArea {
          dependence.add(
            .safeArea, of: constraint.constant, what: "the layout guide of \(entry.description)",
            group: "layout guides")
        }
        addGeometry(of: constraint, to: &dependence, in: layout, idOfView: idOfView)
        continue
      }
      let owner = entry.items.first as? View
      let ownerID = owner.flatMap { idOfView[ObjectIdentifier($0)] }
      let name = ownerID.map { "\(layout.nodesByID[$0]?.kind ?? .view) \($0)" } ?? "the root"
      switch entry.origin {
      case .system(.layoutMargins):
        // Margins the file sets on a view that is not a controller's root are the file's own.
        if let ownerID, ownerID != layout.scene.root.id, layout.nodesByID[ownerID]?.layoutMargins != nil {
          continue
        }
        // A side another view's agreeing stored frame confirms.
        if let owner, let side = GuideSide(owner, .layoutMargins, entry.description),
          confirmed.contains(side)
        {
          continue
        }
        let vertical = entry.description.contains("topMargin") || entry.description.contains("bottomMargin")
        dependence.add(
          vertical ? .verticalLayoutMargins : .layoutMargins, of: 0,
          what: "\(name)'s margin in \(entry.description)",
          group: "\(name)'s margins")
      case .system(.safeArea), .system(.layoutSupport):
        if exactSafeArea { continue }
        // A side the device leaves at 0 (no bar, no housing) is exact.
        if let owner, Self.safeAreaSideIsZero(entry.description, insets: owner.safeAreaInsets) { continue }
        if let owner, let side = GuideSide(owner, .safeArea, entry.description),
          confirmed.contains(side)
        {
          continue
        }
        dependence.add(
          .safeArea, of: 0, what: "\(name)'s safe area in \(entry.description)", group: "\(name)'s safe area")
      case .system(.readableContent):
        dependence.add(.readableContent, of: 0, what: "\(name)'s readable width in \(entry.description)")
      case .system(.tableCell):
        dependence.add(.textHeight, of: 0, what: "\(name)'s cell style in \(entry.description)")
      case .system(.intrinsicContentSize):
        guard let owner else { continue }
        let horizontal = entry.description.contains(".width ==")
        addContentSize(of: owner, id: ownerID, horizontal: horizontal, to: &dependence, in: layout)
      default:
        continue
      }
    }
  }

  /// Whether the safe area of a scene is exact rather than a value the model may have wrong: a
  /// phone without a sensor housing, in portrait, where the frames were stored. Its safe area is
  /// the status bar (20 points, or none in the Xcode releases whose canvas omits it:
  /// ``InterfaceBuilderDevice/omitsStatusBar(landscape:toolsVersion:)``) and UIKit's bars of fixed
  /// heights; the housings of later phones (44 to 62 points by model and Xcode release) and iPads'
  /// and TVs' safe areas stay values with a bound (``ModelUncertainty``). In the public sets, of
  /// the 757 `possibly-misplaced` notes on clean files only 2 (one file, which already fails
  /// for other findings) rested on such a safe area alone, while 6 moved stored frames (a height 5
  /// points taller) went unreported because they did.
  ///
  /// ```swift
  /// StoredFrameComparison.safeAreaIsExact(in: layout)   // true on an iPhone 8 in portrait
  /// ```
  static func safeAreaIsExact(in layout: SceneLayout) -> Bool {
    guard layout.isStoredEnvironment, !layout.document.isLandscape, let device = layout.device,
      !device.isPad, !device.isTelevision
    else { return false }
    let insets = device.portraitSafeArea
    return (insets.top == 0 || insets.top == InterfaceBuilderDevice.statusBarHeight) && insets.left == 0
      && insets.bottom == 0 && insets.right == 0
  }

  /// A view's content size on one axis, as a value the model supplies: a text's width or height,
  /// or another content size (a control's, an image's).
  static func addContentSize(
    of view: View, id: String?, horizontal: Bool, to dependence: inout ModelDependence, in layout: SceneLayout
  ) {
    let size = view.intrinsicContentSize
    let value = horizontal ? size.width : size.height
    guard value >= 0 else { return }
    let kind = id.flatMap { layout.nodesByID[$0]?.kind } ?? .view
    let name = "\(kind) \(id ?? "?")'s"
    if TextKinds.sizedByText.contains(kind) {
      dependence.add(
        horizontal ? .textWidth : .textHeight, of: value,
        what: "\(name) text \(horizontal ? "width" : "height") \(shownPoints(value))", group: "\(name) text")
    } else {
      dependence.add(
        .contentSize, of: value,
        what: "\(name) content \(horizontal ? "width" : "height") \(shownPoints(value))",
        group: "\(name) content")
    }
  }

  /// Whether a safe area constraint (by UIKit's identifier in its description) is on a side the
  /// owner's insets leave at 0.
  ///
  /// ```swift
  /// StoredFrameComparison.safeAreaSideIsZero("<… 'UIViewSafeAreaLayoutGuide-left' …>", insets: .zero)   // true
  /// ```
  static func safeAreaSideIsZero(_ description: String, insets: EdgeInsets) -> Bool {
    for (side, value) in [
      ("-left'", insets.left), ("-right'", insets.right), ("-top'", insets.top), ("-bottom'", insets.bottom),
    ] where description.contains("SafeAreaLayoutGuide" + side) {
      return value == 0
    }
    return false
  }

  /// The top and bottom insets of a symbol an image view shows (``ViewNode/showsSymbolImage``),
  /// values the model supplies (as 0) that the file does not store.
  ///
  /// ```swift
  /// StoredFrameComparison.addSymbolInsets(of: "Zff-cF-MpJ", named: "imageView Zff-cF-MpJ", to: &dependence, in: layout)
  /// dependence.phrase   // "imageView Zff-cF-MpJ's symbol (± 2)"
  /// ```
  static func addSymbolInsets(
    of id: String?, named name: String, to dependence: inout ModelDependence, in layout: SceneLayout
  ) {
    guard let node = id.flatMap({ layout.nodesByID[$0] }), node.showsSymbolImage else { return }
    dependence.add(
      layout.document.platform == .macOS ? .appKitSymbolInsets : .symbolInsets, of: 0,
      what: "\(name)'s symbol", group: "\(name)'s insets")
  }

  /// A view's nonzero alignment insets on one axis, each a value the model supplies; for an AppKit
  /// control whose drawing the model's table does not know
  /// (``AppKitControlGeometry/drawingIsUnknown(of:drawing:)``), its insets of 0 are a guess too.
  static func addInsets(
    of view: View, named name: String, horizontal: Bool, to dependence: inout ModelDependence,
    node: ViewNode? = nil, in layout: SceneLayout? = nil
  ) {
    let insets = view.alignmentRectInsets
    let sides: [(String, CGFloat)] =
      horizontal
      ? [("left", insets.left), ("right", insets.right)] : [("top", insets.top), ("bottom", insets.bottom)]
    for (side, value) in sides where value != 0 {
      dependence.add(
        .controlInsets, of: value, what: "\(name)'s \(side) inset \(shownPoints(value))",
        group: "\(name)'s insets")
    }
    if sides.allSatisfy({ $0.1 == 0 }), let node, let layout, layout.document.platform == .macOS,
      AppKitControlGeometry.drawingIsUnknown(of: node, drawing: layout.document.appKitDrawing)
    {
      dependence.add(
        .controlInsets, of: 0, what: "\(name)'s insets (a drawing the model does not know: 0 assumed)",
        group: "\(name)'s insets")
    }
  }

  /// For a view the required constraints rule out of its stored frame (`frame`, window
  /// coordinates): the values the model supplies that the proof rests on, and whether moving them
  /// within their bounds (Xcode's rounding included) allows the stored frame. Asked again with each
  /// set of constraints that still rules it out, until a set adds nothing the model supplies (then
  /// the file's own constraints rule the frame out) or the frame is allowed.
  ///
  /// ```swift
  /// let (explained, dependence) = StoredFrameComparison.modelExplains(view, at: stored, in: layout, idOfView: ids)
  /// ```
  static func modelExplains(
    _ view: View, at frame: CGRect, in layout: SceneLayout, idOfView: [ObjectIdentifier: String],
    confirmed: Set<GuideSide> = []
  ) -> (explained: Bool, dependence: ModelDependence) {
    var dependence = ModelDependence()
    dependence.add(.rounding, of: 0, what: "Xcode's rounding of the stored frame")
    let pixel = 0.5 / layout.scale
    let solved = view.superview?.convert(view.frame, to: nil) ?? view.frame
    let id = idOfView[ObjectIdentifier(view)]
    let name = "\(id.flatMap { layout.nodesByID[$0]?.kind } ?? .view) \(id ?? "?")"
    let node = id.flatMap { layout.nodesByID[$0] }
    if abs(frame.minX - solved.minX) >= pixel || abs(frame.width - solved.width) >= pixel {
      addInsets(of: view, named: name, horizontal: true, to: &dependence, node: node, in: layout)
    }
    if abs(frame.minY - solved.minY) >= pixel || abs(frame.height - solved.height) >= pixel {
      addInsets(of: view, named: name, horizontal: false, to: &dependence, node: node, in: layout)
      addSymbolInsets(of: id, named: name, to: &dependence, in: layout)
    }
    for _ in 0..<4 {
      let tolerance = max(pixel, dependence.reach) + 1e-6
      let sizeTolerance = max(pixel, dependence.sizeReach) + 1e-6
      if layout.window.requiredConstraintsAllow(
        frames: [(view, frame)], tolerance: tolerance, sizeTolerance: sizeTolerance)
      {
        return (true, dependence)
      }
      let before = dependence.items.count
      addDependence(
        of: layout.window.requiredConstraintsRulingOut(
          frames: [(view, frame)], tolerance: tolerance, sizeTolerance: sizeTolerance),
        to: &dependence, in: layout, idOfView: idOfView, confirmed: confirmed)
      if dependence.items.count == before { return (false, dependence) }
    }
    return (false, dependence)
  }

  /// For a view the required constraints allow at its stored frame only if neighbours leave their
  /// content size: whether every such change (the solver's witness) is within what the model's
  /// content size of that neighbour may be off by, Xcode's rounding added.
  ///
  /// ```swift
  /// StoredFrameComparison.contentSizesExplain(changes, in: layout)   // true: a label 2 points wider
  /// ```
  static func contentSizesExplain(_ changes: [ContentSizeChange], in layout: SceneLayout) -> (
    explained: Bool, dependence: ModelDependence
  ) {
    var explained = true
    var dependence = ModelDependence()
    for change in changes {
      var own = ModelDependence()
      own.add(.rounding, of: 0, what: "Xcode's rounding of the stored frame")
      addContentSize(of: change.view, id: change.id, horizontal: change.horizontal, to: &own, in: layout)
      for item in own.items where item.source != .rounding {
        dependence.add(item.source, of: change.from, what: item.what)
      }
      if abs(change.to - change.from) > own.reach + 1e-6 { explained = false }
    }
    return (explained, dependence)
  }

  /// For a view the required constraints allow at its stored frame, content sizes kept, where the
  /// optional constraints prefer the solved frame: whether only values the model supplies decide —
  /// content sizes the stored frame breaks by no more than their bounds (or only the rounding) —
  /// rather than the file's own optional constraints. A tie (equally good layouts) always is.
  ///
  /// ```swift
  /// StoredFrameComparison.optionalChoiceExplained(comparison, in: layout, idOfView: ids)
  /// ```
  static func optionalChoiceExplained(
    _ comparison: OptionalConstraintComparison?, in layout: SceneLayout, idOfView: [ObjectIdentifier: String]
  ) -> Bool {
    guard let comparison, comparison.placedIsWorse else { return true }
    for change in comparison.worsened {
      if restsOnUnknownContentSize(change.constraint) { continue }
      var own = ModelDependence()
      own.add(.rounding, of: 0, what: "Xcode's rounding of the stored frame")
      if let constraint = change.constraint.layoutConstraint {
        addGeometry(of: constraint, to: &own, in: layout, idOfView: idOfView)
      } else {
        addDependence(of: [change.constraint], to: &own, in: layout, idOfView: idOfView)
      }
      if change.placed - change.solved > own.reach + 1e-6 { return false }
    }
    return true
  }

  /// Whether a worsened optional constraint is a UIKit stack view's ambiguity suppression
  /// (`'UISV-ambiguity-suppression'`, a size of 0 at priority 25) on an arranged view the model
  /// gives no intrinsic size on that axis: what it decides rests on that size, which the file does
  /// not store and Xcode may know (a custom class it renders, a view's content). In the public
  /// sets, the views so decided against their stored frames are 21 views of 4 repositories
  /// (Iterable, corona-warn-app, nova-wallet, sendbird), all in files Xcode saved clean: Xcode saw
  /// nothing wrong there.
  static func restsOnUnknownContentSize(_ constraint: EngineConstraint) -> Bool {
    guard let made = constraint.layoutConstraint, made.identifier == "UISV-ambiguity-suppression",
      let view = made.firstItem as? View
    else { return false }
    let size = view.intrinsicContentSize
    let vertical = made.firstAttribute == .height
    return (vertical ? size.height : size.width) == View.noIntrinsicMetric
  }

  /// One edge of a view's margins or safe area guide: `minX`, `maxX`, `minY` or `maxY`.
  /// Keyed by the view and the guide's role: asking a view for a guide it lacks would make one.
  struct GuideSide: Hashable {
    var owner: ObjectIdentifier
    var role: LayoutGuide.Role
    var edge: String

    /// The edge of `guide` a side attribute of a constraint names (left-to-right, as where the
    /// frames were stored); `nil` for the others (centres, sizes, baselines).
    init?(_ owner: View, _ role: LayoutGuide.Role, _ attribute: LayoutConstraint.Attribute) {
      self.owner = ObjectIdentifier(owner)
      self.role = role
      switch attribute {
      case .left, .leading: edge = "minX"
      case .right, .trailing: edge = "maxX"
      case .top: edge = "minY"
      case .bottom: edge = "maxY"
      default: return nil
      }
    }

    /// The edge of `guide` a system constraint's UIKit identifier names
    /// (`'UIView-leftMargin-guide-constraint'`, `'UIViewSafeAreaLayoutGuide-top'`).
    init?(_ owner: View, _ role: LayoutGuide.Role, _ description: String) {
      self.owner = ObjectIdentifier(owner)
      self.role = role
      let names: [(String, String)] = [
        ("leftMargin", "minX"), ("rightMargin", "maxX"), ("topMargin", "minY"), ("bottomMargin", "maxY"),
        ("Guide-left'", "minX"), ("Guide-right'", "maxX"), ("Guide-top'", "minY"), ("Guide-bottom'", "maxY"),
      ]
      guard let edge = names.first(where: { description.contains($0.0) })?.1 else { return nil }
      self.edge = edge
    }
  }

  /// The edges of views' margins and safe area guides that the file's required constraints pin
  /// views to whose stored frames agree with the solved ones (`agreeing`, IB ids): Xcode's frames
  /// confirm the model's value there, so a view pinned to the same edge cannot lean on it.
  ///
  /// ```swift
  /// StoredFrameComparison.confirmedGuideSides(in: layout, agreeing: ["abc-12-xyz"], idOfView: ids).count   // 2
  /// ```
  static func confirmedGuideSides(
    in layout: SceneLayout, agreeing: Set<String>, idOfView: [ObjectIdentifier: String]
  ) -> Set<GuideSide> {
    var sides: Set<GuideSide> = []
    for constraint in layout.constraintsByID.values where constraint.priority == .required {
      let pairs = [
        (constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
        (constraint.secondItem, constraint.secondAttribute, constraint.firstItem),
      ]
      for (item, attribute, other) in pairs {
        guard let view = other as? View, let id = idOfView[ObjectIdentifier(view)], agreeing.contains(id)
        else {
          continue
        }
        // A margin attribute of a view (`leadingMargin`, as files write it) is its margins guide's edge.
        let margins: [LayoutConstraint.Attribute: LayoutConstraint.Attribute] = [
          .leftMargin: .left, .leadingMargin: .leading, .rightMargin: .right, .trailingMargin: .trailing,
          .topMargin: .top, .bottomMargin: .bottom,
        ]
        if let owner = item as? View, let edge = margins[attribute],
          let side = GuideSide(owner, .layoutMargins, edge)
        {
          sides.insert(side)
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView,
          guide.role == .layoutMargins || guide.role == .safeArea,
          let side = GuideSide(owner, guide.role, attribute)
        {
          sides.insert(side)
        }
      }
    }
    return sides
  }

  /// One neighbour's content size that changes where the required constraints put a view at its
  /// stored frame.
  struct ContentSizeChange {
    var view: View
    var id: String
    var horizontal: Bool
    var from: CGFloat
    var to: CGFloat
  }
}

import AutoLayout
import Foundation
import UIKitEmulation

/// Turns a laid-out hierarchy into shapes: the views (at their given frame when misplaced), then a
/// mark for every constraint the app made.
struct DrawingBuilder {
  let picture: LayoutPicture
  /// Frames as drawn, in root coordinates.
  var drawn: [ObjectIdentifier: CGRect] = [:]
  /// Solved frames in root coordinates, for misplaced views.
  var solvedOutlines: [ObjectIdentifier: CGRect] = [:]
  var ambiguous: Set<ObjectIdentifier> = []
  var misplaced: Set<ObjectIdentifier> = []
  var conflicting: Set<ObjectIdentifier> = []
  var broken: Set<ObjectIdentifier> = []
  /// How many size bars each rectangle already has, per axis.
  var sizeBars: [SizeBarKey: Int] = [:]
  var drawing: Drawing

  init(picture: LayoutPicture) {
    self.picture = picture
    drawing = Drawing(canvas: picture.root.bounds.size)
  }

  mutating func build() -> Drawing {
    let root = picture.root
    var given: [ObjectIdentifier: CGRect] = [:]
    for misplacement in picture.misplacements {
      given[ObjectIdentifier(misplacement.view)] = misplacement.frame
      misplaced.insert(ObjectIdentifier(misplacement.view))
    }
    let items =
      picture.ambiguousItems
      ?? LayoutLog.withHandler({ _ in }, operation: { root.ambiguousLayouts() }).map(\.item)
    for item in items { ambiguous.insert(ObjectIdentifier(item)) }
    for conflict in root.layoutConflicts {
      for constraint in conflict.constraints {
        if let made = constraint.layoutConstraint { conflicting.insert(ObjectIdentifier(made)) }
      }
      if let made = conflict.broken.layoutConstraint { broken.insert(ObjectIdentifier(made)) }
    }
    // Frames as drawn: a misplaced view at its given frame, its subviews moving with it.
    drawn[ObjectIdentifier(root)] = CGRect(origin: .zero, size: root.bounds.size)
    for view in subtree(of: root) where view !== root {
      guard let superview = view.superview, let parent = drawn[ObjectIdentifier(superview)] else { continue }
      let local = given[ObjectIdentifier(view)] ?? view.frame
      drawn[ObjectIdentifier(view)] = local.offsetBy(dx: parent.minX, dy: parent.minY)
      if given[ObjectIdentifier(view)] != nil {
        solvedOutlines[ObjectIdentifier(view)] = view.frame.offsetBy(dx: parent.minX, dy: parent.minY)
      }
    }
    drawViews()
    drawMarks()
    return drawing
  }

  /// Depth first, in subview order.
  func subtree(of view: View) -> [View] {
    [view] + view.subviews.flatMap { subtree(of: $0) }
  }

  /// Whether the view and its ancestors are all visible.
  func isVisible(_ view: View) -> Bool {
    var current: View? = view
    while let v = current {
      if v.isHidden { return false }
      current = v.superview
    }
    return true
  }

  func name(of item: AnyObject) -> String {
    if let view = item as? View { return view.layoutName ?? String(describing: type(of: view)) }
    if let guide = item as? LayoutGuide { return guide.identifier.isEmpty ? "guide" : guide.identifier }
    return "?"
  }

  // MARK: Views

  mutating func drawViews() {
    let root = picture.root
    let rootFrame = CGRect(origin: .zero, size: root.bounds.size)
    drawing.views.append(
      Shape(
        geometry: .rect(rootFrame), stroke: Palette.rootStroke, fill: "#ffffff", key: "view:root",
        title: name(of: root)))
    let safe = root.safeAreaLayoutGuide.layoutFrame
    if safe != rootFrame && safe.width > 0 && safe.height > 0 {
      drawing.views.append(
        Shape(
          geometry: .rect(safe), stroke: Palette.safeArea, dash: "2 3", key: "guide:safeArea",
          title: "safe area"))
    }
    for view in subtree(of: root) where view !== root && isVisible(view) {
      guard let frame = drawn[ObjectIdentifier(view)] else { continue }
      drawView(view, frame: frame)
    }
    for view in subtree(of: root) where isVisible(view) {
      for guide in view.layoutGuides {
        guard let rect = rect(of: guide) else { continue }
        drawing.views.append(
          Shape(
            geometry: .rect(rect), stroke: Palette.guideStroke, dash: "1 2", key: "guide:\(name(of: guide))",
            title: "layout guide \(name(of: guide))"))
      }
    }
  }

  mutating func drawView(_ view: View, frame: CGRect) {
    let id = ObjectIdentifier(view)
    let viewName = name(of: view)
    var stroke = Palette.viewStroke
    if ambiguous.contains(id) {
      stroke = Palette.conflicting
    } else if misplaced.contains(id) {
      stroke = Palette.misplaced
    }
    let content = picture.contents[id]
    let isStack = view is StackView
    var isLabel = false
    if case .label = content { isLabel = true }
    // Stacks and labels are see-through; other views get a translucent fill so nesting shows —
    // their background colour where the code set one.
    let background = view.backgroundColor
    let filled = background != nil || (!isStack && !isLabel)
    let fill = background.map(svgColor) ?? Palette.viewFill
    let shape = Shape(
      geometry: .rect(frame), stroke: stroke, fill: filled ? fill : nil,
      fillOpacity: filled ? 0.45 * (background?.alpha ?? 1) : nil, dash: isStack ? "4 2" : nil,
      key: "view:\(viewName)",
      title: "\(viewName) \(describe(view.frame))")
    drawing.views.append(shape)
    if let highlight = picture.highlights[id] {
      drawing.hasHighlights = true
      drawing.views.append(
        Shape(
          geometry: .rect(frame.insetBy(dx: -highlight.lineWidth / 2, dy: -highlight.lineWidth / 2)),
          stroke: highlight.color, lineWidth: highlight.lineWidth,
          key: "\(highlight.rawValue):\(viewName)", title: "\(viewName) \(highlight.rawValue)"))
    }
    if let outline = solvedOutlines[id] {
      drawing.views.append(
        Shape(
          geometry: .rect(outline), stroke: Palette.misplaced, dash: "3 2", key: "solved:\(viewName)",
          title: "\(viewName) solved \(describe(outline))"))
    }
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch content {
    case .label where view is Label:
      drawLines(of: view as! Label, in: frame, name: viewName)
    case .label(let text):
      let size = fittingSize(
        text, width: frame.width - 2, size: min(17, max(7, (frame.height * 0.72).rounded())))
      let shown = fitted(text, width: frame.width - 2, size: size)
      let x = rightToLeft ? frame.maxX - 1 : frame.minX + 1
      drawing.views.append(
        Shape(
          geometry: .text(
            shown, at: CGPoint(x: x, y: frame.midY + size * 0.35), size: size,
            anchor: rightToLeft ? .end : .start),
          fill: Palette.text, key: "text:\(viewName)", title: viewName))
    case .button(let title) where view is Button:
      drawTitle(title, of: view as! Button, in: frame, name: viewName)
    case .button(let title):
      let size = fittingSize(
        title, width: frame.width - 4, size: min(15, max(7, (frame.height * 0.5).rounded())))
      let shown = fitted(title, width: frame.width - 2, size: size)
      drawing.views.append(
        Shape(
          geometry: .text(
            shown, at: CGPoint(x: frame.midX, y: frame.midY + size * 0.35), size: size,
            anchor: .middle),
          fill: Palette.tint, key: "text:\(viewName)", title: viewName))
    case .image:
      drawing.views.append(
        Shape(
          geometry: .line(
            from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.maxY)),
          stroke: Palette.viewStroke, opacity: 0.6, key: "cross1:\(viewName)"))
      drawing.views.append(
        Shape(
          geometry: .line(
            from: CGPoint(x: frame.maxX, y: frame.minY), to: CGPoint(x: frame.minX, y: frame.maxY)),
          stroke: Palette.viewStroke, opacity: 0.6, key: "cross2:\(viewName)"))
      appendName(viewName, in: frame, rightToLeft: rightToLeft)
    case nil:
      appendName(viewName, in: frame, rightToLeft: rightToLeft)
    }
  }

  /// A measured label's lines at its font size: each on its baseline, placed by the label's
  /// alignment in its layout direction.
  mutating func drawLines(of label: Label, in frame: CGRect, name: String) {
    let layout = label.textLayout(forWidth: frame.width)
    let direction = label.effectiveUserInterfaceLayoutDirection
    for (index, line) in layout.lines.enumerated() {
      let x = TextLayout.offset(
        ofLineWidth: line.width, in: frame.width, alignment: label.textAlignment, direction: direction)
      let baseline = frame.minY + layout.baseline(ofLine: index)
      drawing.views.append(
        Shape(
          geometry: .text(
            line.text, at: CGPoint(x: frame.minX + x, y: baseline), size: label.effectiveFont.pointSize,
            anchor: .start),
          fill: Palette.text, weight: svgWeight(label.effectiveFont.weight), key: "text:\(name):\(index)",
          title: name))
    }
  }

  /// A measured button's title at its font size and weight, centred on its baseline.
  mutating func drawTitle(_ title: String, of button: Button, in frame: CGRect, name: String) {
    let baseline = frame.minY + (button.firstBaselineOffsetFromTop ?? frame.height / 2)
    drawing.views.append(
      Shape(
        geometry: .text(
          title, at: CGPoint(x: frame.midX, y: baseline), size: button.titleFont.pointSize, anchor: .middle),
        fill: Palette.tint, weight: svgWeight(button.titleFont.weight), key: "text:\(name)", title: name))
  }

  /// The SVG `font-weight` of a font weight (`nil` for regular).
  func svgWeight(_ weight: Font.Weight) -> String? {
    weight == .regular ? nil : String(weight.rawValue)
  }

  mutating func appendName(_ name: String, in frame: CGRect, rightToLeft: Bool) {
    guard frame.height >= 12 && frame.width >= 16 else { return }
    let shown = fitted(name, width: frame.width - 6, size: 9)
    guard !shown.isEmpty else { return }
    let x = rightToLeft ? frame.maxX - 3 : frame.minX + 3
    drawing.views.append(
      Shape(
        geometry: .text(
          shown, at: CGPoint(x: x, y: frame.minY + 10), size: 9, anchor: rightToLeft ? .end : .start),
        fill: Palette.name, key: "name:\(name)"))
  }

  /// The text cut to fit a width (an estimate of 0.6 em per character), with an ellipsis.
  /// A font size no larger than `size` (and no smaller than 7) at which the text fits the width.
  func fittingSize(_ text: String, width: CGFloat, size: CGFloat) -> CGFloat {
    guard !text.isEmpty else { return size }
    return max(7, min(size, (width / (CGFloat(text.count) * 0.6) * 2).rounded(.down) / 2))
  }

  func fitted(_ text: String, width: CGFloat, size: CGFloat) -> String {
    let perCharacter = size * 0.6
    guard perCharacter > 0 else { return "" }
    let fits = (width / perCharacter).rounded(.down).clampedInt
    if text.count <= fits { return text }
    if fits < 2 { return "" }
    return String(text.prefix(fits - 1)) + "…"
  }

  func describe(_ frame: CGRect) -> String {
    "(\(svgNumber(frame.minX)), \(svgNumber(frame.minY)), \(svgNumber(frame.width)), \(svgNumber(frame.height)))"
  }

  /// An item's rectangle as drawn, in root coordinates.
  func rect(of item: AnyObject) -> CGRect? {
    if let view = item as? View {
      guard isVisible(view) else { return nil }
      return drawn[ObjectIdentifier(view)]
    }
    if let guide = item as? LayoutGuide, let owner = guide.owningView, isVisible(owner),
      let ownerFrame = drawn[ObjectIdentifier(owner)]
    {
      return guide.layoutFrame.offsetBy(dx: ownerFrame.minX, dy: ownerFrame.minY)
    }
    return nil
  }
}

/// `#rrggbb` for an SVG fill (the opacity goes to `fill-opacity`).
func svgColor(_ color: Color) -> String {
  Color(red: color.red, green: color.green, blue: color.blue, alpha: 1).hexString.lowercased()
}

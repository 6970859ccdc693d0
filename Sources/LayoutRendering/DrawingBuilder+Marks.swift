import AutoLayout
import Foundation

/// The marks Interface Builder draws for constraints.
extension DrawingBuilder {
  /// Every active constraint the app made (not the system's: stack views, intrinsic sizes,
  /// margins), in the order the views hold them, depth first.
  func appConstraints() -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    var seen: Set<ObjectIdentifier> = []
    for view in subtree(of: picture.root) {
      for constraint in view.constraints where constraint.isActive {
        if case .system = constraint.origin { continue }
        if seen.insert(ObjectIdentifier(constraint)).inserted { result.append(constraint) }
      }
    }
    return result
  }

  mutating func drawMarks() {
    if appConstraints().contains(where: { picture.highlights[ObjectIdentifier($0)] != nil }) {
      drawing.hasHighlights = true
    }
    for constraint in appConstraints() {
      let start = drawing.marks.count
      drawMark(for: constraint)
      if let identifier = picture.constraintIdentifiers[ObjectIdentifier(constraint)] {
        for index in start..<drawing.marks.count { drawing.marks[index].constraintIdentifier = identifier }
      }
    }
  }

  /// Red for a conflicting constraint or one touching an ambiguous item, orange for one touching a
  /// misplaced view, blue otherwise.
  func color(of constraint: LayoutConstraint) -> String {
    if let highlight = picture.highlights[ObjectIdentifier(constraint)] { return highlight.color }
    let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
    if conflicting.contains(ObjectIdentifier(constraint))
      || items.contains(where: { ambiguous.contains(ObjectIdentifier($0)) })
    {
      return Palette.conflicting
    }
    if items.contains(where: { misplaced.contains(ObjectIdentifier($0)) }) { return Palette.misplaced }
    return Palette.satisfied
  }

  /// The text next to a mark: `≥ 20`, `×0.5`, `×1.125 + 10`.
  func label(of constraint: LayoutConstraint, showsZero: Bool) -> String {
    var parts: [String] = []
    switch constraint.relation {
    case .greaterThanOrEqual: parts.append("≥")
    case .lessThanOrEqual: parts.append("≤")
    case .equal: break
    }
    let constant = constraint.constant
    if constraint.multiplier != 1 && constraint.secondItem != nil {
      var text = "×" + svgNumber(constraint.multiplier)
      if constant != 0 { text += (constant < 0 ? " − " : " + ") + svgNumber(abs(constant)) }
      parts.append(text)
    } else if constant != 0 || showsZero {
      parts.append(svgNumber(abs(constant)))
    }
    if broken.contains(ObjectIdentifier(constraint)) { parts.append("✕") }
    return parts.joined(separator: " ")
  }

  mutating func drawMark(for constraint: LayoutConstraint) {
    guard let first = constraint.firstItem, let firstRect = rect(of: first) else { return }
    let style = MarkStyle(
      color: color(of: constraint), dashed: constraint.priority < .required,
      title: !picture.showsConstraintTooltips
        ? "" : picture.showsConstraintOrigins ? "\(constraint) — \(constraint.origin)" : "\(constraint)")
    let a = constraint.firstAttribute
    guard let second = constraint.secondItem else {
      if a.isSize {
        drawSizeBar(a, of: firstRect, text: label(of: constraint, showsZero: true), badge: nil, style)
      }
      return
    }
    guard let secondRect = rect(of: second) else { return }
    let b = constraint.secondAttribute
    if a.isSize && b.isSize {
      if a == b {
        // The badge is the relation: `=` on both bars for equal sizes, `≤` / `≥` for inequalities.
        var text = label(of: constraint, showsZero: false)
        let badge: String
        switch constraint.relation {
        case .equal: badge = "="
        case .lessThanOrEqual: badge = "≤"
        case .greaterThanOrEqual: badge = "≥"
        }
        if text.hasPrefix(badge) { text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces) }
        drawSizeBar(a, of: firstRect, text: text, badge: badge, style)
        drawSizeBar(b, of: secondRect, text: "", badge: "=", style)
      } else {
        drawAspectRatio(of: firstRect, text: "⟋ " + label(of: constraint, showsZero: false), style)
      }
      return
    }
    // A container's margin is drawn from its edge, as Interface Builder draws "constrain to
    // margins": the I-bar spans the whole gap and reads the constraint's constant.
    let firstMargins = !(a.withoutMargin != a && contains(first, second))
    let secondMargins = !(b.withoutMargin != b && contains(second, first))
    guard !a.isSize && !b.isSize, a.axis == b.axis,
      let p1 = position(a, of: first, in: firstRect, margins: firstMargins),
      let p2 = position(b, of: second, in: secondRect, margins: secondMargins)
    else { return }
    let coincident = abs(p1 - p2) < 0.5
    drawPosition(
      horizontal: a.axis == .horizontal, from: p2, to: p1, firstExtent: firstRect, secondExtent: secondRect,
      text: label(of: constraint, showsZero: !coincident), style)
  }

  /// Whether `outer` is a view that holds `inner` (a view or a guide's owner) below it.
  func contains(_ outer: AnyObject, _ inner: AnyObject) -> Bool {
    guard let container = outer as? View else { return false }
    var view: View? = (inner as? View)?.superview ?? (inner as? LayoutGuide)?.owningView
    if inner is LayoutGuide, view === container { return true }
    while let current = view {
      if current === container { return true }
      view = current.superview
    }
    return false
  }

  /// The coordinate of an attribute on the item's drawn rectangle.
  func position(
    _ attribute: LayoutConstraint.Attribute, of item: AnyObject, in rect: CGRect, margins: Bool = true
  ) -> CGFloat? {
    var r = rect
    if margins, attribute.withoutMargin != attribute, let view = item as? View {
      let margins = view.layoutMarginsGuide.layoutFrame
      r = margins.offsetBy(dx: rect.minX, dy: rect.minY)
    }
    let rightToLeft: Bool
    if let view = item as? View {
      rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
      rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
    } else {
      rightToLeft = false
    }
    switch attribute.withoutMargin {
    case .left: return r.minX
    case .right: return r.maxX
    case .leading: return rightToLeft ? r.maxX : r.minX
    case .trailing: return rightToLeft ? r.minX : r.maxX
    case .centerX: return r.midX
    case .top: return r.minY
    case .bottom: return r.maxY
    case .centerY: return r.midY
    case .firstBaseline:
      // A view without a baseline: its top edge (its last baseline: its bottom edge).
      return rect.minY + ((item as? View)?.firstBaselineOffset(inHeight: rect.height) ?? 0)
    case .lastBaseline:
      let offset = (item as? View)?.lastBaselineOffsetFromBottom
      return rect.maxY - (offset ?? 0)
    case .width, .height, .notAnAttribute: return nil
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return nil  // withoutMargin has mapped these to their edges
    }
  }

  // MARK: Marks

  struct MarkStyle {
    var color: String
    var dashed: Bool
    var title: String
  }

  /// An I-bar across the rectangle's width (just inside its bottom edge) or height (inside its
  /// trailing edge), with a `=` badge for equal sizes.
  mutating func drawSizeBar(
    _ attribute: LayoutConstraint.Attribute, of rect: CGRect, text: String, badge: String?, _ style: MarkStyle
  ) {
    // Several size constraints on one item stack inward, 11 points apart.
    let key = SizeBarKey(rect: rect, isWidth: attribute == .width)
    let slot = CGFloat(sizeBars[key, default: 0])
    sizeBars[key, default: 0] += 1
    if attribute == .width {
      let y = rect.height >= 20 + 11 * slot ? rect.maxY - 7 - 11 * slot : rect.maxY + 6 + 11 * slot
      drawIBar(
        from: CGPoint(x: rect.minX, y: y), to: CGPoint(x: rect.maxX, y: y), text: text, badge: badge, style)
    } else {
      let x = rect.width >= 20 + 11 * slot ? rect.maxX - 7 - 11 * slot : rect.maxX + 6 + 11 * slot
      drawIBar(
        from: CGPoint(x: x, y: rect.minY), to: CGPoint(x: x, y: rect.maxY), text: text, badge: badge, style)
    }
  }

  /// A diagonal across the bottom-trailing corner for an aspect ratio.
  mutating func drawAspectRatio(of rect: CGRect, text: String, _ style: MarkStyle) {
    let side = min(18, rect.width / 2, rect.height / 2)
    let from = CGPoint(x: rect.maxX - 4 - side, y: rect.maxY - 4)
    let to = CGPoint(x: rect.maxX - 4, y: rect.maxY - 4 - side)
    drawing.marks.append(line(from, to, style))
    appendText(text, at: CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2), style)
  }

  /// A spacing I-bar between two coordinates, or a plain line where they coincide (aligned edges,
  /// centres, flush views).
  mutating func drawPosition(
    horizontal: Bool, from p2: CGFloat, to p1: CGFloat, firstExtent: CGRect, secondExtent: CGRect,
    text: String,
    _ style: MarkStyle
  ) {
    // The range across the axis each item covers.
    let range1 = horizontal ? (firstExtent.minY, firstExtent.maxY) : (firstExtent.minX, firstExtent.maxX)
    let range2 = horizontal ? (secondExtent.minY, secondExtent.maxY) : (secondExtent.minX, secondExtent.maxX)
    if abs(p1 - p2) < 0.5 {
      let low = min(range1.0, range2.0)
      let high = max(range1.1, range2.1)
      let a = horizontal ? CGPoint(x: p1, y: low) : CGPoint(x: low, y: p1)
      let b = horizontal ? CGPoint(x: p1, y: high) : CGPoint(x: high, y: p1)
      drawing.marks.append(line(a, b, style))
      if !text.isEmpty {
        appendText(
          text,
          at: horizontal
            ? CGPoint(x: p1, y: (range1.0 + range1.1) / 2) : CGPoint(x: (range1.0 + range1.1) / 2, y: p1),
          style)
      }
      return
    }
    // Across the axis: the middle of the smaller item when one spans the other, else of the
    // overlap, else of the first item.
    let across: CGFloat
    let contains21 = range2.0 <= range1.0 && range1.1 <= range2.1
    let contains12 = range1.0 <= range2.0 && range2.1 <= range1.1
    if contains21 {
      across = (range1.0 + range1.1) / 2
    } else if contains12 {
      across = (range2.0 + range2.1) / 2
    } else if max(range1.0, range2.0) < min(range1.1, range2.1) {
      across = (max(range1.0, range2.0) + min(range1.1, range2.1)) / 2
    } else {
      across = (range1.0 + range1.1) / 2
    }
    let a = horizontal ? CGPoint(x: p2, y: across) : CGPoint(x: across, y: p2)
    let b = horizontal ? CGPoint(x: p1, y: across) : CGPoint(x: across, y: p1)
    drawIBar(from: a, to: b, text: text, badge: nil, style)
  }

  /// A line with end caps, its text at the middle and an optional badge.
  mutating func drawIBar(from a: CGPoint, to b: CGPoint, text: String, badge: String?, _ style: MarkStyle) {
    let horizontal = abs(a.y - b.y) < 0.01
    let cap: CGFloat = 3
    drawing.marks.append(line(a, b, style))
    for end in [a, b] {
      let capFrom = horizontal ? CGPoint(x: end.x, y: end.y - cap) : CGPoint(x: end.x - cap, y: end.y)
      let capTo = horizontal ? CGPoint(x: end.x, y: end.y + cap) : CGPoint(x: end.x + cap, y: end.y)
      var capStyle = style
      capStyle.dashed = false
      drawing.marks.append(line(capFrom, capTo, capStyle, key: nil))
    }
    let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    if let badge {
      drawing.marks.append(
        Shape(geometry: .circle(center: middle, radius: 5), stroke: style.color, fill: "#ffffff"))
      drawing.marks.append(
        Shape(
          geometry: .text(badge, at: CGPoint(x: middle.x, y: middle.y + 3), size: 9, anchor: .middle),
          fill: style.color, weight: "bold"))
      if !text.isEmpty {
        let offset = CGPoint(x: horizontal ? middle.x : middle.x + 8, y: horizontal ? middle.y - 7 : middle.y)
        appendText(text, at: offset, style)
      }
    } else if !text.isEmpty {
      appendText(text, at: middle, style)
    }
  }

  func line(_ a: CGPoint, _ b: CGPoint, _ style: MarkStyle, key: String? = "") -> Shape {
    Shape(
      geometry: .line(from: a, to: b), stroke: style.color, dash: style.dashed ? "3 2" : nil,
      title: key == "" && !style.title.isEmpty ? style.title : nil)
  }

  /// A small text with a white plate behind it, centred on a point.
  mutating func appendText(_ text: String, at point: CGPoint, _ style: MarkStyle) {
    let size: CGFloat = 8
    let width = CGFloat(text.count) * size * 0.62 + 4
    drawing.marks.append(
      Shape(
        geometry: .rect(CGRect(x: point.x - width / 2, y: point.y - 5.5, width: width, height: 11)),
        fill: "#ffffff", fillOpacity: 0.85))
    drawing.marks.append(
      Shape(
        geometry: .text(text, at: CGPoint(x: point.x, y: point.y + 3), size: size, anchor: .middle),
        fill: style.color))
  }
}

/// Where an item's size bars are counted, so the next one goes further in.
struct SizeBarKey: Hashable {
  var x: CGFloat
  var y: CGFloat
  var width: CGFloat
  var height: CGFloat
  var isWidth: Bool

  init(rect: CGRect, isWidth: Bool) {
    (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height)
    self.isWidth = isWidth
  }
}

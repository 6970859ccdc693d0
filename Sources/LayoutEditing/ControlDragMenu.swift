import AutoLayout
import Foundation
import LayoutDocument

/// Which way a control-drag went: a drag mostly across offers the horizontal relations (spacing
/// between siblings and the alignments of a row; spaces to the container's sides), a drag mostly
/// down the vertical ones, and a diagonal drag or one to or from the outline all of them.
///
/// ```swift
/// DragDirection(dx: 80, dy: 6)   // .horizontal
/// ```
public enum DragDirection: String, Sendable, Codable, CaseIterable {
  /// Mostly across.
  case horizontal
  /// Mostly up or down.
  case vertical
  /// Both, and what a drag to or from the document outline offers: Interface Builder does not
  /// filter the outline's menu by direction.
  case diagonal

  /// The direction of a drag by its displacement: one axis at least twice the other, else
  /// diagonal.
  ///
  /// ```swift
  /// DragDirection(dx: 10, dy: 40)   // .vertical
  /// ```
  public init(dx: CGFloat, dy: CGFloat) {
    if abs(dx) >= 2 * abs(dy) {
      self = .horizontal
    } else if abs(dy) >= 2 * abs(dx) {
      self = .vertical
    } else {
      self = .diagonal
    }
  }

  var includesHorizontal: Bool { self != .vertical }
  var includesVertical: Bool { self != .horizontal }
}

/// One entry of the menu Interface Builder shows at the end of a control-drag.
///
/// ```swift
/// let menu = editable.controlDragMenu(from: "title", to: "avatar", direction: .vertical)
/// menu.map(\.title)   // ["Vertical Spacing", "Leading", "Trailing", "Center Horizontally", …]
/// ```
public struct DragMenuEntry: Hashable, Sendable, Codable {
  /// What the entry makes.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case leadingSpaceToContainer, trailingSpaceToContainer, topSpaceToContainer, bottomSpaceToContainer
    case centerHorizontallyInContainer, centerVerticallyInContainer
    case horizontalSpacing, verticalSpacing
    case leading, trailing, top, bottom, centerHorizontally, centerVertically
    case firstBaseline, lastBaseline
    case equalWidths, equalHeights, aspectRatio, width, height
  }

  /// What it makes.
  public var kind: Kind
  /// The menu text ("Leading Space to Container Margin").
  public var title: String
  /// The text with Option held (the other of edge and margin), when it differs.
  public var alternateTitle: String?
}

extension EditableScene {
  /// The entries of the menu a control-drag from `source` to `target` shows: to itself (width,
  /// height, aspect ratio), to its superview (space to the container — its margins, or the safe
  /// area for a top-level view —, centre in container, equal sizes) or to another view (spacing,
  /// edges, centres, baselines of text, equal sizes), filtered by the drag's direction.
  ///
  /// ```swift
  /// editable.controlDragMenu(from: "avatar", to: "card", direction: .horizontal).map(\.title)
  /// // ["Leading Space to Container Margin", "Trailing Space to Container Margin",
  /// //  "Center Horizontally in Container", "Equal Widths"]
  /// ```
  public func controlDragMenu(from source: String, to target: String, direction: DragDirection)
    -> [DragMenuEntry]
  {
    typealias K = DragMenuEntry.Kind
    var entries: [DragMenuEntry] = []
    func add(_ kind: K, _ title: String, _ alternate: String? = nil) {
      entries.append(DragMenuEntry(kind: kind, title: title, alternateTitle: alternate))
    }
    let h = direction.includesHorizontal
    let v = direction.includesVertical
    if source == target {
      if h { add(.width, "Width") }
      if v { add(.height, "Height") }
      if direction == .diagonal { add(.aspectRatio, "Aspect Ratio") }
      return entries
    }
    if superviews[source] == target {
      let (edge, other) = target == "root" ? ("Safe Area", "Container") : ("Container Margin", "Container")
      if h {
        add(.leadingSpaceToContainer, "Leading Space to \(edge)", "Leading Space to \(other)")
        add(.trailingSpaceToContainer, "Trailing Space to \(edge)", "Trailing Space to \(other)")
      }
      if v {
        add(.topSpaceToContainer, "Top Space to \(edge)", "Top Space to \(other)")
        add(.bottomSpaceToContainer, "Bottom Space to \(edge)", "Bottom Space to \(other)")
      }
      if h {
        add(
          .centerHorizontallyInContainer,
          "Center Horizontally in \(target == "root" ? "Safe Area" : "Container")")
      }
      if v {
        add(
          .centerVerticallyInContainer, "Center Vertically in \(target == "root" ? "Safe Area" : "Container")"
        )
      }
      if h { add(.equalWidths, "Equal Widths") }
      if v { add(.equalHeights, "Equal Heights") }
      if direction == .diagonal { add(.aspectRatio, "Aspect Ratio") }
      return entries
    }
    // Two views side by side (a drag across) get the space between them and the alignments that
    // keep them in one row: tops, bottoms, centres, baselines. Two views one above the other (a
    // drag down) get the vertical space and the alignments of one column (seed 003, "Control-
    // Dragging Constraints"). Relative sizes are offered either way.
    if h {
      add(.horizontalSpacing, "Horizontal Spacing")
      add(.top, "Top")
      add(.bottom, "Bottom")
      add(.centerVertically, "Center Vertically")
      if hasText(source) && hasText(target) {
        add(.firstBaseline, "First Baseline")
        add(.lastBaseline, "Last Baseline")
      }
    }
    if v {
      add(.verticalSpacing, "Vertical Spacing")
      add(.leading, "Leading")
      add(.trailing, "Trailing")
      add(.centerHorizontally, "Center Horizontally")
    }
    add(.equalWidths, "Equal Widths")
    add(.equalHeights, "Equal Heights")
    add(.aspectRatio, "Aspect Ratio")
    return entries
  }

  /// Whether a view draws text (labels and buttons have baselines).
  func hasText(_ name: String) -> Bool {
    guard let spec = document.viewSpec(named: name) else { return false }
    return spec.kind == .label || spec.kind == .button || spec.baseline != nil
  }

  /// The constraint a menu entry makes, its constant measured from the displayed frames.
  /// `alternate` is the Option-key variant: the superview's edge instead of its margin (or its
  /// safe area, for a top-level view).
  ///
  /// ```swift
  /// editable.constraint(for: .verticalSpacing, from: "body", to: "avatar")?.equation
  /// // "body.top == avatar.bottom + 8"
  /// ```
  public func constraint(
    for kind: DragMenuEntry.Kind, from source: String, to target: String, alternate: Bool = false
  ) -> ConstraintSpec? {
    let a = rect(of: source)
    let b = rect(of: target)
    let containerEdge: (LayoutConstraint.Attribute) -> (String, LayoutConstraint.Attribute) = { edge in
      if alternate { return (target, edge) }
      if target == "root" { return ("safeArea", edge) }
      let margin: [LayoutConstraint.Attribute: LayoutConstraint.Attribute] = [
        .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin, .bottom: .bottomMargin,
      ]
      return (target, margin[edge] ?? edge)
    }
    switch kind {
    case .width: return measured(first: source, .width)
    case .height: return measured(first: source, .height)
    case .aspectRatio:
      if source == target || superviews[source] == target {
        guard a.height > 0 else { return nil }
        return measured(
          first: source, .width, second: source, .height, multiplier: rounded(a.width / a.height))
      }
      guard b.width > 0 else { return nil }
      return measured(first: source, .width, second: target, .width, multiplier: rounded(a.width / b.width))
    case .leadingSpaceToContainer:
      let (item, edge) = containerEdge(.leading)
      return measured(first: source, .leading, second: item, edge)
    case .trailingSpaceToContainer:
      let (item, edge) = containerEdge(.trailing)
      return measured(first: item, edge, second: source, .trailing)
    case .topSpaceToContainer:
      let (item, edge) = containerEdge(.top)
      return measured(first: source, .top, second: item, edge)
    case .bottomSpaceToContainer:
      let (item, edge) = containerEdge(.bottom)
      return measured(first: item, edge, second: source, .bottom)
    case .centerHorizontallyInContainer:
      return measured(
        first: source, .centerX, second: target == "root" && !alternate ? "safeArea" : target, .centerX)
    case .centerVerticallyInContainer:
      return measured(
        first: source, .centerY, second: target == "root" && !alternate ? "safeArea" : target, .centerY)
    case .horizontalSpacing:
      // The view further along the reading direction comes first.
      let sourceIsAfter = value(of: .leading, for: source) >= value(of: .leading, for: target)
      return sourceIsAfter
        ? measured(first: source, .leading, second: target, .trailing)
        : measured(first: target, .leading, second: source, .trailing)
    case .verticalSpacing:
      return a.minY >= b.minY
        ? measured(first: source, .top, second: target, .bottom)
        : measured(first: target, .top, second: source, .bottom)
    case .leading: return measured(first: source, .leading, second: target, .leading)
    case .trailing: return measured(first: source, .trailing, second: target, .trailing)
    case .top: return measured(first: source, .top, second: target, .top)
    case .bottom: return measured(first: source, .bottom, second: target, .bottom)
    case .centerHorizontally: return measured(first: source, .centerX, second: target, .centerX)
    case .centerVertically: return measured(first: source, .centerY, second: target, .centerY)
    case .firstBaseline: return measured(first: source, .firstBaseline, second: target, .firstBaseline)
    case .lastBaseline: return measured(first: source, .lastBaseline, second: target, .lastBaseline)
    case .equalWidths:
      return ConstraintSpec(first: source, .width, second: target, .width)
    case .equalHeights:
      return ConstraintSpec(first: source, .height, second: target, .height)
    }
  }

  /// The document with the constraints of the chosen menu entries added (Shift picks several).
  /// Views stay where they are; one the new constraints place elsewhere shows as misplaced.
  ///
  /// ```swift
  /// let edited = try editable.controlDragging(from: "title", to: "avatar", choosing: [.verticalSpacing])
  /// ```
  public func controlDragging(
    from source: String, to target: String, choosing kinds: [DragMenuEntry.Kind], alternate: Bool = false
  ) throws(EditError) -> LayoutDocument {
    try requireViews([source, target])
    let specs = kinds.compactMap { constraint(for: $0, from: source, to: target, alternate: alternate) }
    return addingConstraints(specs)
  }

  /// Throws for a name that is not a view of the scene.
  func requireViews(_ names: [String]) throws(EditError) {
    for name in names where items[name] as? View == nil {
      throw EditError("no view named '\(name)'", hint: "views: " + viewNames.joined(separator: ", "))
    }
  }
}

/// A ratio as Interface Builder writes it: four decimals.
func rounded(_ value: CGFloat) -> CGFloat { (value * 10_000).rounded() / 10_000 }

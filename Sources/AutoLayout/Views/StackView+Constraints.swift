import Foundation

extension StackView {
  /// The attributes of one axis: start and end edges, size and centre.
  struct AxisAttributes {
    let start: LayoutConstraint.Attribute
    let end: LayoutConstraint.Attribute
    let size: LayoutConstraint.Attribute
    let center: LayoutConstraint.Attribute

    static let horizontal = AxisAttributes(start: .leading, end: .trailing, size: .width, center: .centerX)
    static let vertical = AxisAttributes(start: .top, end: .bottom, size: .height, center: .centerY)
  }

  /// Builds the constraints UIKit's stack view makes for its arranged subviews.
  func makeConstraints() -> [LayoutConstraint] {
    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let along = axis == .horizontal ? AxisAttributes.horizontal : .vertical
    let across = axis == .horizontal ? AxisAttributes.vertical : .horizontal
    var list: [LayoutConstraint] = []

    func make(
      _ item1: AnyObject, _ attribute1: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
      _ item2: AnyObject?, _ attribute2: LayoutConstraint.Attribute, multiplier: CGFloat = 1,
      constant: CGFloat = 0,
      priority: LayoutPriority = .required, _ identifier: LayoutConstraint.SystemIdentifier
    ) {
      list.append(
        Self.stackConstraint(
          item1, attribute1, relation, item2, attribute2, multiplier: multiplier, constant: constant,
          priority: priority, identifier))
    }

    // Detached views (``detachedViews``) are out of the hierarchy: no constraints.
    let attached =
      arrangedSubviews.allSatisfy { $0.superview === self }
      ? arrangedSubviews : arrangedSubviews.filter { $0.superview === self }
    let visible = attached.filter { !$0.isHidden }
    let baselines = axis == .vertical && isBaselineRelativeArrangement
    // Along the axis.
    if distribution == .gravityAreas {
      makeGravityConstraints(
        visible, canvas: canvas, along: along, across: across, baselines: baselines, into: &list)
    } else if let first = visible.first, let last = visible.last {
      make(first, along.start, .equal, canvas, along.start, .stackCanvasConnection)
      make(canvas, along.end, .equal, last, along.end, .stackCanvasConnection)
    }
    // NSStackView's spacing is a minimum (`NSStackView.spacing`: a required `>=`, and `==` at the
    // larger of defaultHigh and the stack's hugging), so a view's own constraint to its neighbour
    // can widen a gap; UIStackView's fill distributions keep it exactly.
    let exactSpacing: LayoutPriority? =
      distribution == .equalSpacing || distribution == .equalCentering
      ? nil : acrossHuggingPriority == nil ? .required : appKitSpacingPriority
    for (a, b) in zip(visible, visible.dropFirst()) where distribution != .gravityAreas {
      let gap = baselines ? baselineGap(after: a, before: b) : gap(after: a)
      let (first, firstAttribute, second, secondAttribute):
        (View, LayoutConstraint.Attribute, View, LayoutConstraint.Attribute) =
          baselines ? (b, .firstBaseline, a, .lastBaseline) : (b, along.start, a, along.end)
      if exactSpacing != .required {
        make(
          first, firstAttribute, .greaterThanOrEqual, second, secondAttribute, constant: gap, .stackSpacing)
      }
      if let exactSpacing {
        make(
          first, firstAttribute, .equal, second, secondAttribute, constant: gap, priority: exactSpacing,
          .stackSpacing)
      }
    }
    switch distribution {
    case .fill, .gravityAreas:
      break
    case .fillEqually:
      // Required equal lengths (UIStackView) relate every view to the first. Kept only "as much as
      // possible" (NSStackView), each view is related to the one before it: views that cannot all
      // be equal get one best split, the one AppKit chose in the outside set's phpmon StatsView
      // (87, 68, 75 points for contents of 87, 59 and 75; relating all to the first leaves a tie).
      let chained = distributionPriority < .required
      for (index, view) in visible.enumerated().dropFirst() {
        make(
          view, along.size, .equal, chained ? visible[index - 1] : visible[0], along.size,
          priority: distributionPriority, .stackFillEqually)
      }
    case .fillProportionally:
      let lengths = visible.map { intrinsicLength(of: $0) }
      let total = lengths.reduce(0, +)
      let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
      if total > 0, lengths.allSatisfy({ $0 >= 0 }) {
        for (view, length) in zip(visible, lengths) {
          let share = length / total
          make(
            view, along.size, .equal, canvas, along.size, multiplier: share, constant: -gaps * share,
            priority: LayoutPriority(999), .stackFillProportionally)
        }
      }
    case .equalSpacing, .equalCentering:
      // UIStackView hugs along its axis just below the fitting level (`UISV-canvas-fit`), so a
      // stack whose length nothing else fixes is as short as its views and minimum gaps allow.
      if acrossHuggingPriority == nil, !visible.isEmpty {
        make(
          canvas, along.size, .equal, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(49),
          .stackCanvasFit)
      }
      var firstGuide: LayoutGuide?
      for (a, b) in zip(visible, visible.dropFirst()) {
        let guide = LayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        distributionGuides.append(guide)
        let edges = distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
        make(guide, along.start, .equal, a, edges.0, .stackDistributingEdge)
        make(guide, along.end, .equal, b, edges.1, .stackDistributingEdge)
        // The guide spans the stack across the axis, so that it is not ambiguous.
        make(guide, across.start, .equal, canvas, across.start, .stackDistributingEdge)
        make(guide, across.size, .equal, nil, .notAnAttribute, constant: 0, .stackDistributingEdge)
        if let firstGuide {
          // Equal centring yields to the views' sizes: its guides are equal at 150 in UIStackView
          // (equal spacing's are required).
          let priority =
            distribution == .equalCentering && acrossHuggingPriority == nil
            ? min(distributionPriority, LayoutPriority(150)) : distributionPriority
          make(guide, along.size, .equal, firstGuide, along.size, priority: priority, .stackDistributing)
        } else {
          firstGuide = guide
        }
      }
    }
    // Hidden views collapse where they stand.
    for (index, view) in attached.enumerated() where view.isHidden {
      make(view, along.size, .equal, nil, .notAnAttribute, constant: 0, .stackHiding)
      let before = attached[..<index].last { !$0.isHidden }
      if let before {
        make(view, along.start, .equal, before, along.end, .stackHiding)
      } else {
        make(view, along.start, .equal, canvas, along.start, .stackHiding)
      }
    }
    // Across the axis.
    var effective = alignment
    if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
      effective = .leading
    }
    // An alignment below required (NSStackView's) keeps every view within the stack's edges.
    let contained = alignmentPriority < .required
    for view in attached {
      switch effective {
      case .fill:
        make(view, across.start, .equal, canvas, across.start, .stackCanvasConnection)
        make(canvas, across.end, .equal, view, across.end, .stackCanvasConnection)
      case .leading:
        make(
          view, across.start, .equal, canvas, across.start, priority: alignmentPriority,
          .stackCanvasConnection)
        if contained {
          make(view, across.start, .greaterThanOrEqual, canvas, across.start, .stackSpanningBoundary)
        }
        make(view, across.end, .lessThanOrEqual, canvas, across.end, .stackSpanningBoundary)
      case .trailing:
        make(
          canvas, across.end, .equal, view, across.end, priority: alignmentPriority,
          .stackCanvasConnection)
        if contained {
          make(view, across.end, .lessThanOrEqual, canvas, across.end, .stackSpanningBoundary)
        }
        make(view, across.start, .greaterThanOrEqual, canvas, across.start, .stackSpanningBoundary)
      case .center:
        make(
          view, across.center, .equal, canvas, across.center, priority: alignmentPriority,
          .stackCanvasConnection)
        make(view, across.start, .greaterThanOrEqual, canvas, across.start, .stackSpanningBoundary)
        make(view, across.end, .lessThanOrEqual, canvas, across.end, .stackSpanningBoundary)
      case .firstBaseline, .lastBaseline:
        let baseline: LayoutConstraint.Attribute =
          effective == .firstBaseline ? .firstBaseline : .lastBaseline
        if let reference = visible.first, reference !== view, !view.isHidden {
          make(view, baseline, .equal, reference, baseline, priority: alignmentPriority, .stackAlignment)
        }
        make(view, across.start, .greaterThanOrEqual, canvas, across.start, .stackSpanningBoundary)
        make(view, across.end, .lessThanOrEqual, canvas, across.end, .stackSpanningBoundary)
        make(
          view, across.start, .equal, canvas, across.start, priority: LayoutPriority(49), .stackCanvasFit)
      }
      if let hugging = acrossHuggingPriority {
        // NSStackView minimizes its size across the axis at its hugging priority (below). A view
        // that hugs its content more weakly than the stack (or has no content size across) is
        // stretched instead: each edge the alignment leaves free is pulled to the stack's edge at
        // that priority. A view that hugs harder keeps its size and its place at the aligned
        // edge: in the corpus, Xit's label stays top-aligned beside a taller image in a stack
        // that hugs at 750, and Vienna's and Pock's weakly hugging fields and separators fill
        // their stacks.
        if view.isHidden { continue }
        if hasIntrinsicLength(view, across: true)
          && view.contentHuggingPriority(for: axis == .horizontal ? .vertical : .horizontal) >= hugging
        {
          continue
        }
        switch effective {
        case .fill:
          break
        case .leading:
          make(canvas, across.end, .equal, view, across.end, priority: hugging, .stackHugging)
        case .trailing:
          make(view, across.start, .equal, canvas, across.start, priority: hugging, .stackHugging)
        case .center, .firstBaseline, .lastBaseline:
          make(view, across.start, .equal, canvas, across.start, priority: hugging, .stackHugging)
          make(canvas, across.end, .equal, view, across.end, priority: hugging, .stackHugging)
        }
      } else if effective != .fill && !hasIntrinsicLength(view, across: true) {
        make(
          view, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(25),
          .stackAmbiguitySuppression)
      }
    }
    if let hugging = acrossHuggingPriority, effective != .fill, !visible.isEmpty {
      // NSStackView.setHuggingPriority(_:for:): "the Auto Layout priority for the stack view to
      // minimize its size" (the required containment above keeps every view inside).
      make(self, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: hugging, .stackHugging)
    }
    if effective != .fill && !attached.isEmpty && acrossHuggingPriority == nil {
      make(
        canvas, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(49),
        .stackCanvasFit)
    }
    return list
  }

  /// The constraints along the axis of a stack of ``Distribution/gravityAreas``, as AppKit
  /// documents them (`NSStackView.spacing`, `NSStackView.Gravity`): each gap at least the spacing
  /// (required), exactly the spacing between views of one area at the larger of `defaultHigh` and
  /// ``alongHuggingPriority``, between areas (and from an edge to a view of another area) at
  /// ``alongHuggingPriority``; the leading area's first view on the leading edge, the trailing
  /// area's last on the trailing edge; the centre area centred at `defaultLow`.
  /// The priority at which NSStackView keeps a gap exactly its spacing (a required minimum
  /// otherwise): the larger of `defaultHigh` and the stack's hugging along its axis (AppKit's
  /// table for `NSStackView.spacing`; between gravity areas, the hugging alone).
  var appKitSpacingPriority: LayoutPriority { max(.defaultHigh, alongHuggingPriority) }

  func makeGravityConstraints(
    _ visible: [View], canvas: AnyObject, along: AxisAttributes, across: AxisAttributes, baselines: Bool,
    into list: inout [LayoutConstraint]
  ) {
    func make(
      _ item1: AnyObject, _ attribute1: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
      _ item2: AnyObject?, _ attribute2: LayoutConstraint.Attribute, _ multiplier: CGFloat,
      _ constant: CGFloat,
      _ priority: LayoutPriority, _ identifier: LayoutConstraint.SystemIdentifier
    ) {
      list.append(
        Self.stackConstraint(
          item1, attribute1, relation, item2, attribute2, multiplier: multiplier, constant: constant,
          priority: priority, identifier))
    }
    guard let first = visible.first, let last = visible.last else { return }
    let betweenAreas = alongHuggingPriority
    let withinArea = appKitSpacingPriority
    make(
      first, along.start, .greaterThanOrEqual, canvas, along.start, 1, 0, .required, .stackCanvasConnection)
    make(
      first, along.start, .equal, canvas, along.start, 1, 0,
      gravity(of: first) == .leading ? .required : betweenAreas, .stackCanvasConnection)
    make(canvas, along.end, .greaterThanOrEqual, last, along.end, 1, 0, .required, .stackCanvasConnection)
    make(
      canvas, along.end, .equal, last, along.end, 1, 0,
      gravity(of: last) == .trailing ? .required : betweenAreas, .stackCanvasConnection)
    for (a, b) in zip(visible, visible.dropFirst()) {
      let gap = gap(after: a)
      let edges: (LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
        baselines ? (.firstBaseline, .lastBaseline) : (along.start, along.end)
      make(b, edges.0, .greaterThanOrEqual, a, edges.1, 1, gap, .required, .stackSpacing)
      let priority = gravity(of: a) == gravity(of: b) ? withinArea : betweenAreas
      make(b, edges.0, .equal, a, edges.1, 1, gap, priority, .stackSpacing)
    }
    let centre = visible.filter { gravity(of: $0) == .center }
    if let start = centre.first, let end = centre.last {
      // A guide spans the centre area; its centre sits on the stack's.
      let guide = LayoutGuide()
      guide.identifier = "NSSV-gravity"
      addLayoutGuide(guide)
      distributionGuides.append(guide)
      make(guide, along.start, .equal, start, along.start, 1, 0, .required, .stackGravity)
      make(guide, along.end, .equal, end, along.end, 1, 0, .required, .stackGravity)
      make(guide, along.center, .equal, canvas, along.center, 1, 0, .defaultLow, .stackGravity)
      // Across the axis it spans the stack's edge, so that it is not ambiguous.
      make(guide, across.start, .equal, canvas, across.start, 1, 0, .required, .stackGravity)
      make(guide, across.size, .equal, nil, .notAnAttribute, 1, 0, .required, .stackGravity)
    }
  }

  /// One constraint a stack view makes: `item1.attribute1 relation multiplier × item2.attribute2 +
  /// constant` at `priority`, named by `identifier`.
  static func stackConstraint(
    _ item1: AnyObject, _ attribute1: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
    _ item2: AnyObject?, _ attribute2: LayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
    priority: LayoutPriority, _ identifier: LayoutConstraint.SystemIdentifier
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      .attribute(item1, attribute1), relation, item2.map { .attribute($0, attribute2) },
      multiplier: item2 == nil ? 0 : multiplier, constant: constant, origin: .system(.stackView))
    constraint.storedPriority = priority
    constraint.systemIdentifierCode = identifier.code
    return constraint
  }

  /// The intrinsic length of a view along the axis, or -1.
  func intrinsicLength(of view: View) -> CGFloat {
    let size = view.intrinsicContentSize
    let length = axis == .horizontal ? size.width : size.height
    return length == View.noIntrinsicMetric ? -1 : length
  }

  func hasIntrinsicLength(_ view: View, across: Bool) -> Bool {
    let size = view.intrinsicContentSize
    let horizontal = (axis == .horizontal) != across
    return (horizontal ? size.width : size.height) >= 0
  }
}

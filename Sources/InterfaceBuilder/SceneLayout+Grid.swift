import AutoLayout
import Foundation

extension SceneLayout {
  /// The priority at which an NSGridView's rows and columns without a fixed size fit their
  /// content. AppKit sizes them "to fit their largest content" (`NSGridView.h`) but a grid made
  /// larger than its content spreads the spare space without a rule: Interface Builder flags the
  /// views of such a grid ambiguous (the grid of Maccy's storage settings, docs/interface-builder.md).
  /// So the fit is a preference below every constraint of the file and below the holds on views
  /// Xcode flagged ambiguous, which keep such views where Xcode drew them.
  static let gridFitPriority = LayoutPriority(1)

  /// The priority at which the views of a row that align their baselines are drawn towards the
  /// edge their placement names: the group is placed as a whole ("the entire baseline-aligned
  /// group is placed using the yPlacement of the first cell", `NSGridView.h`), so one of its views
  /// reaches the edge and the others keep their baselines on it. Just above the rows' fit, which
  /// it does not contradict.
  static let gridGroupPlacementPriority = LayoutPriority(2)

  /// Whether `guide` is one of the rows, columns or merged areas an NSGridView is laid out with.
  static func isGridGuide(_ guide: LayoutGuide) -> Bool {
    guide.owningView != nil && guide.identifier.hasPrefix(gridGuidePrefix)
  }

  /// The identifier prefix of a grid's guides (`NSGridRow-0`, `NSGridColumn-1`, `NSGridCell-…`).
  static let gridGuidePrefix = "NSGrid"

  /// A grid's cell with its content view, resolved to row and column indices (the whole area of a
  /// merged cell).
  struct PlacedGridCell {
    var cell: ViewNode.GridAttributes.Cell
    var view: View
    var rows: ClosedRange<Int>
    var columns: ClosedRange<Int>
  }

  /// The cells of `grid` that hold one of `children`, placed in rows and columns (a merged cell's
  /// whole area). The grid must name only its own rows and columns
  /// (``ViewNode/GridAttributes/namesOnlyItsRowsAndColumns``).
  func placedGridCells(_ grid: ViewNode.GridAttributes, children: [String: View]) -> [PlacedGridCell] {
    let rowIndex = Dictionary(grid.rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    let columnIndex = Dictionary(
      grid.columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    // The area of each merged cell: every cell that names the same head.
    var mergedAreas: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
    for cell in grid.cells {
      guard let head = cell.headOfMergedCell, let row = rowIndex[cell.rowID],
        let column = columnIndex[cell.columnID]
      else { continue }
      if let area = mergedAreas[head] {
        mergedAreas[head] = (
          min(area.rows.lowerBound, row)...max(area.rows.upperBound, row),
          min(area.columns.lowerBound, column)...max(area.columns.upperBound, column)
        )
      } else {
        mergedAreas[head] = (row...row, column...column)
      }
    }
    var placed: [PlacedGridCell] = []
    for cell in grid.cells {
      guard let row = rowIndex[cell.rowID], let column = columnIndex[cell.columnID],
        let id = cell.contentViewID, let view = children[id]
      else { continue }
      let area = cell.headOfMergedCell.flatMap { mergedAreas[$0] } ?? (row...row, column...column)
      placed.append(PlacedGridCell(cell: cell, view: view, rows: area.rows, columns: area.columns))
    }
    return placed
  }

  /// One axis of a grid: the anchors its rows or columns, merged areas and content views use
  /// along it.
  struct GridAxis<Anchor: AnyObject> {
    var start: (any LayoutItem) -> LayoutAnchor<Anchor>
    var center: (any LayoutItem) -> LayoutAnchor<Anchor>
    var end: (any LayoutItem) -> LayoutAnchor<Anchor>
    var length: (any LayoutItem) -> LayoutDimension
  }

  /// A row or column along its axis: a fixed size (`nil` to fit its content), the padding before
  /// and after it, and whether it is hidden.
  struct GridTrack {
    var size: CGFloat?
    var before: CGFloat
    var after: CGFloat
    var isHidden: Bool
  }

  /// Lays out an NSGridView's cells: one layout guide per column and per row, spaced by the grid's
  /// spacing and the paddings, sized as stored or to fit their content, and each content view
  /// placed in its cell (or merged area) by its placement along each axis and its row's baseline
  /// alignment, as `NSGridView.h` describes.
  ///
  /// ```swift
  /// // columns [fit, 418], column spacing 13, in a 493-point grid: the first is 62 wide,
  /// // a trailing-placed label in it ends at 62, a leading-placed button starts at 75.
  /// ```
  func constrainGrid(_ node: ViewNode, grid: ViewNode.GridAttributes, view: View, cells: [PlacedGridCell]) {
    typealias Placement = ViewNode.GridAttributes.Placement
    let x = GridAxis<LayoutXAxisAnchor>(
      start: { $0.leadingAnchor }, center: { $0.centerXAnchor }, end: { $0.trailingAnchor },
      length: { $0.widthAnchor })
    let y = GridAxis<LayoutYAxisAnchor>(
      start: { $0.topAnchor }, center: { $0.centerYAnchor }, end: { $0.bottomAnchor },
      length: { $0.heightAnchor })
    var made: [LayoutConstraint] = []
    // A guide spans the whole grid across its own axis.
    func spanGrid<A>(_ guide: LayoutGuide, across axis: GridAxis<A>) {
      made.append(axis.start(guide).constraint(equalTo: axis.start(view)))
      made.append(axis.end(guide).constraint(equalTo: axis.end(view)))
    }
    // Rows or columns, start to end: each after the previous one's padding, the spacing and its
    // own padding; sized as stored, collapsed when hidden, or fitting its content.
    func tracks<A, B>(
      _ tracks: [GridTrack], spacing: CGFloat, name: String, along axis: GridAxis<A>, across: GridAxis<B>
    ) -> [LayoutGuide] {
      var guides: [LayoutGuide] = []
      for (index, track) in tracks.enumerated() {
        let guide = LayoutGuide()
        guide.identifier = "\(name)-\(index)"
        view.addLayoutGuide(guide)
        spanGrid(guide, across: across)
        if let previous = guides.last {
          let gap = tracks[index - 1].after + spacing + track.before
          made.append(axis.start(guide).constraint(equalTo: axis.end(previous), constant: gap))
        } else {
          made.append(axis.start(guide).constraint(equalTo: axis.start(view)))
        }
        if track.isHidden {
          made.append(axis.length(guide).constraint(equalToConstant: 0))
        } else if let size = track.size {
          made.append(axis.length(guide).constraint(equalToConstant: size))
        } else {
          made.append(axis.length(guide).constraint(greaterThanOrEqualToConstant: 0))
          let fit = axis.length(guide).constraint(equalToConstant: 0)
          fit.priority = SceneLayout.gridFitPriority
          made.append(fit)
        }
        guides.append(guide)
      }
      if let last = guides.last { made.append(axis.end(last).constraint(equalTo: axis.end(view))) }
      return guides
    }
    let columnGuides = tracks(
      grid.columns.map {
        GridTrack(size: $0.width, before: $0.leadingPadding, after: $0.trailingPadding, isHidden: $0.isHidden)
      }, spacing: grid.columnSpacing, name: "NSGridColumn", along: x, across: y)
    let rowGuides = tracks(
      grid.rows.map {
        GridTrack(size: $0.height, before: $0.topPadding, after: $0.bottomPadding, isHidden: $0.isHidden)
      }, spacing: grid.rowSpacing, name: "NSGridRow", along: y, across: x)

    // The guide a cell places its content in along one axis: its row or column, or a guide
    // spanning a merged cell's rows or columns.
    func area<A, B>(
      _ placed: PlacedGridCell, _ guides: [LayoutGuide], _ range: ClosedRange<Int>, name: String,
      along axis: GridAxis<A>, across: GridAxis<B>
    ) -> LayoutGuide {
      if range.count == 1 { return guides[range.lowerBound] }
      let guide = LayoutGuide()
      guide.identifier = "NSGridCell-\(placed.cell.id)-\(name)"
      view.addLayoutGuide(guide)
      made.append(axis.start(guide).constraint(equalTo: axis.start(guides[range.lowerBound])))
      made.append(axis.end(guide).constraint(equalTo: axis.end(guides[range.upperBound])))
      spanGrid(guide, across: across)
      return guide
    }
    func place<A>(_ content: View, in guide: LayoutGuide, _ placement: Placement, along axis: GridAxis<A>) {
      switch placement {
      case .none: break
      case .leading:
        made.append(axis.start(content).constraint(equalTo: axis.start(guide)))
        made.append(axis.end(content).constraint(lessThanOrEqualTo: axis.end(guide)))
      case .trailing:
        made.append(axis.end(content).constraint(equalTo: axis.end(guide)))
        made.append(axis.start(content).constraint(greaterThanOrEqualTo: axis.start(guide)))
      case .center:
        made.append(axis.center(content).constraint(equalTo: axis.center(guide)))
        made.append(axis.start(content).constraint(greaterThanOrEqualTo: axis.start(guide)))
      case .fill:
        made.append(axis.start(content).constraint(equalTo: axis.start(guide)))
        made.append(axis.end(content).constraint(equalTo: axis.end(guide)))
      }
    }
    func yPlacement(_ placed: PlacedGridCell) -> Placement {
      placed.cell.yPlacement ?? grid.rows[placed.rows.lowerBound].yPlacement ?? grid.yPlacement
    }
    func rowAlignment(_ placed: PlacedGridCell) -> ViewNode.GridAttributes.RowAlignment {
      placed.cell.rowAlignment ?? grid.rows[placed.rows.lowerBound].rowAlignment ?? grid.rowAlignment
    }
    func isVisible(_ placed: PlacedGridCell) -> Bool {
      !placed.rows.contains { grid.rows[$0].isHidden }
        && !placed.columns.contains { grid.columns[$0].isHidden }
    }
    let visible = cells.filter(isVisible)
    // The views of hidden rows and columns are hidden with them: they keep their stored frames.
    for placed in cells where !isVisible(placed) {
      placed.view.translatesAutoresizingMaskIntoConstraints = true
      placed.view.autoresizingMask = []
    }
    // Along x: the cell's placement, else its column's, else the grid's.
    for placed in visible {
      let placement =
        placed.cell.xPlacement ?? grid.columns[placed.columns.lowerBound].xPlacement ?? grid.xPlacement
      let guide = area(placed, columnGuides, placed.columns, name: "x", along: x, across: y)
      place(placed.view, in: guide, placement, along: x)
    }
    // Along y: the cells of a row that align baselines form one group, placed by the first of them
    // whose placement is not `none`; the others follow its baseline and stay inside the row.
    var aligned: [Int: [PlacedGridCell]] = [:]
    for placed in visible {
      if placed.rows.count == 1, rowAlignment(placed) != .none {
        aligned[placed.rows.lowerBound, default: []].append(placed)
      } else {
        let guide = area(placed, rowGuides, placed.rows, name: "y", along: y, across: x)
        place(placed.view, in: guide, yPlacement(placed), along: y)
      }
    }
    for row in aligned.keys.sorted() {
      let group = aligned[row, default: []].sorted { $0.columns.lowerBound < $1.columns.lowerBound }
      let guide = rowGuides[row]
      guard group.count > 1, let anchor = group.first(where: { yPlacement($0) != .none }) else {
        for placed in group { place(placed.view, in: guide, yPlacement(placed), along: y) }
        continue
      }
      // The group moves as one: every view inside the row, baselines on the first view's, and
      // each view drawn towards the edge (or centre) the placement names, so the group's outermost
      // view reaches it.
      let first = group[0].view
      let placement = yPlacement(anchor)
      for placed in group {
        let content = placed.view
        if content !== first {
          let baseline: (View) -> LayoutYAxisAnchor =
            rowAlignment(placed) == .firstBaseline ? { $0.firstBaselineAnchor } : { $0.lastBaselineAnchor }
          made.append(baseline(content).constraint(equalTo: baseline(first)))
        }
        made.append(content.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor))
        made.append(content.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor))
        var pulls: [LayoutConstraint] = []
        switch placement {
        case .none: break
        case .leading: pulls.append(y.start(content).constraint(equalTo: y.start(guide)))
        case .trailing: pulls.append(y.end(content).constraint(equalTo: y.end(guide)))
        case .center: pulls.append(y.center(content).constraint(equalTo: y.center(guide)))
        case .fill:
          pulls.append(y.start(content).constraint(equalTo: y.start(guide)))
          pulls.append(y.end(content).constraint(equalTo: y.end(guide)))
        }
        for pull in pulls { pull.priority = SceneLayout.gridGroupPlacementPriority }
        made += pulls
      }
    }
    for constraint in made {
      constraint.origin = .document(path: document.path, line: node.line, column: node.column, id: nil)
      constraint.identifier = "NSGridView"
    }
    LayoutConstraint.activate(made)
  }
}

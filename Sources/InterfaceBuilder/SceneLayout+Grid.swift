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

  /// The cells of `grid` that hold one of `children`, placed in rows and columns; `nil` when a
  /// cell names a row or column the grid does not have (the grid is then left as stored).
  func placedGridCells(_ grid: ViewNode.GridAttributes, children: [String: View]) -> [PlacedGridCell]? {
    let rowIndex = Dictionary(grid.rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    let columnIndex = Dictionary(
      grid.columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    // The area of each merged cell: every cell that names the same head.
    var mergedAreas: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
    for cell in grid.cells {
      guard let head = cell.headOfMergedCell else { continue }
      guard let row = rowIndex[cell.rowID], let column = columnIndex[cell.columnID] else { return nil }
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
      guard let row = rowIndex[cell.rowID], let column = columnIndex[cell.columnID] else { return nil }
      guard let id = cell.contentViewID, let view = children[id] else { continue }
      let area = cell.headOfMergedCell.flatMap { mergedAreas[$0] } ?? (row...row, column...column)
      placed.append(PlacedGridCell(cell: cell, view: view, rows: area.rows, columns: area.columns))
    }
    return placed
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
    var made: [LayoutConstraint] = []
    func fit(_ constraint: LayoutConstraint) -> LayoutConstraint {
      constraint.priority = SceneLayout.gridFitPriority
      return constraint
    }
    // Columns, leading to trailing.
    var columnGuides: [LayoutGuide] = []
    for (index, column) in grid.columns.enumerated() {
      let guide = LayoutGuide()
      guide.identifier = "NSGridColumn-\(index)"
      view.addLayoutGuide(guide)
      made.append(guide.topAnchor.constraint(equalTo: view.topAnchor))
      made.append(guide.bottomAnchor.constraint(equalTo: view.bottomAnchor))
      if let previous = columnGuides.last {
        let gap = grid.columns[index - 1].trailingPadding + grid.columnSpacing + column.leadingPadding
        made.append(guide.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: gap))
      } else {
        made.append(guide.leadingAnchor.constraint(equalTo: view.leadingAnchor))
      }
      if column.isHidden {
        made.append(guide.widthAnchor.constraint(equalToConstant: 0))
      } else if let width = column.width {
        made.append(guide.widthAnchor.constraint(equalToConstant: width))
      } else {
        made.append(guide.widthAnchor.constraint(greaterThanOrEqualToConstant: 0))
        made.append(fit(guide.widthAnchor.constraint(equalToConstant: 0)))
      }
      columnGuides.append(guide)
    }
    if let last = columnGuides.last {
      made.append(last.trailingAnchor.constraint(equalTo: view.trailingAnchor))
    }
    // Rows, top to bottom.
    var rowGuides: [LayoutGuide] = []
    for (index, row) in grid.rows.enumerated() {
      let guide = LayoutGuide()
      guide.identifier = "NSGridRow-\(index)"
      view.addLayoutGuide(guide)
      made.append(guide.leadingAnchor.constraint(equalTo: view.leadingAnchor))
      made.append(guide.trailingAnchor.constraint(equalTo: view.trailingAnchor))
      if let previous = rowGuides.last {
        let gap = grid.rows[index - 1].bottomPadding + grid.rowSpacing + row.topPadding
        made.append(guide.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: gap))
      } else {
        made.append(guide.topAnchor.constraint(equalTo: view.topAnchor))
      }
      if row.isHidden {
        made.append(guide.heightAnchor.constraint(equalToConstant: 0))
      } else if let height = row.height {
        made.append(guide.heightAnchor.constraint(equalToConstant: height))
      } else {
        made.append(guide.heightAnchor.constraint(greaterThanOrEqualToConstant: 0))
        made.append(fit(guide.heightAnchor.constraint(equalToConstant: 0)))
      }
      rowGuides.append(guide)
    }
    if let last = rowGuides.last { made.append(last.bottomAnchor.constraint(equalTo: view.bottomAnchor)) }

    // The area a cell places its content in: its column and row, or a guide spanning a merged area.
    func area(_ placed: PlacedGridCell) -> (x: LayoutGuide, y: LayoutGuide) {
      func span(_ guides: [LayoutGuide], _ range: ClosedRange<Int>, horizontal: Bool) -> LayoutGuide {
        if range.count == 1 { return guides[range.lowerBound] }
        let guide = LayoutGuide()
        guide.identifier = "NSGridCell-\(placed.cell.id)-\(horizontal ? "x" : "y")"
        view.addLayoutGuide(guide)
        let first = guides[range.lowerBound]
        let last = guides[range.upperBound]
        if horizontal {
          made.append(guide.leadingAnchor.constraint(equalTo: first.leadingAnchor))
          made.append(guide.trailingAnchor.constraint(equalTo: last.trailingAnchor))
          made.append(guide.topAnchor.constraint(equalTo: view.topAnchor))
          made.append(guide.bottomAnchor.constraint(equalTo: view.bottomAnchor))
        } else {
          made.append(guide.topAnchor.constraint(equalTo: first.topAnchor))
          made.append(guide.bottomAnchor.constraint(equalTo: last.bottomAnchor))
          made.append(guide.leadingAnchor.constraint(equalTo: view.leadingAnchor))
          made.append(guide.trailingAnchor.constraint(equalTo: view.trailingAnchor))
        }
        return guide
      }
      return (
        span(columnGuides, placed.columns, horizontal: true), span(rowGuides, placed.rows, horizontal: false)
      )
    }
    func placeX(_ content: View, in guide: LayoutGuide, _ placement: Placement) {
      switch placement {
      case .none: break
      case .leading:
        made.append(content.leadingAnchor.constraint(equalTo: guide.leadingAnchor))
        made.append(content.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor))
      case .trailing:
        made.append(content.trailingAnchor.constraint(equalTo: guide.trailingAnchor))
        made.append(content.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor))
      case .center:
        made.append(content.centerXAnchor.constraint(equalTo: guide.centerXAnchor))
        made.append(content.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor))
      case .fill:
        made.append(content.leadingAnchor.constraint(equalTo: guide.leadingAnchor))
        made.append(content.trailingAnchor.constraint(equalTo: guide.trailingAnchor))
      }
    }
    func placeY(_ content: View, in guide: LayoutGuide, _ placement: Placement) {
      switch placement {
      case .none: break
      case .leading:
        made.append(content.topAnchor.constraint(equalTo: guide.topAnchor))
        made.append(content.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor))
      case .trailing:
        made.append(content.bottomAnchor.constraint(equalTo: guide.bottomAnchor))
        made.append(content.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor))
      case .center:
        made.append(content.centerYAnchor.constraint(equalTo: guide.centerYAnchor))
        made.append(content.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor))
      case .fill:
        made.append(content.topAnchor.constraint(equalTo: guide.topAnchor))
        made.append(content.bottomAnchor.constraint(equalTo: guide.bottomAnchor))
      }
    }
    func yPlacement(_ placed: PlacedGridCell) -> Placement {
      placed.cell.yPlacement ?? grid.rows[placed.rows.lowerBound].yPlacement ?? grid.yPlacement
    }
    func rowAlignment(_ placed: PlacedGridCell) -> ViewNode.GridAttributes.RowAlignment {
      placed.cell.rowAlignment ?? grid.rows[placed.rows.lowerBound].rowAlignment ?? grid.rowAlignment
    }
    let visible = cells.filter { placed in
      !placed.rows.contains { grid.rows[$0].isHidden }
        && !placed.columns.contains { grid.columns[$0].isHidden }
    }
    // The views of hidden rows and columns are hidden with them: they keep their stored frames.
    for placed in cells where !visible.contains(where: { $0.view === placed.view }) {
      placed.view.translatesAutoresizingMaskIntoConstraints = true
      placed.view.autoresizingMask = []
    }
    // Along x: the cell's placement, else its column's, else the grid's.
    for placed in visible {
      let x = placed.cell.xPlacement ?? grid.columns[placed.columns.lowerBound].xPlacement ?? grid.xPlacement
      placeX(placed.view, in: area(placed).x, x)
    }
    // Along y: the cells of a row that align baselines form one group, placed by the first of them
    // whose placement is not `none`; the others follow its baseline and stay inside the row.
    var aligned: [Int: [PlacedGridCell]] = [:]
    for placed in visible {
      if placed.rows.count == 1, rowAlignment(placed) != .none {
        aligned[placed.rows.lowerBound, default: []].append(placed)
      } else {
        placeY(placed.view, in: area(placed).y, yPlacement(placed))
      }
    }
    for row in aligned.keys.sorted() {
      let group = aligned[row, default: []].sorted { $0.columns.lowerBound < $1.columns.lowerBound }
      let guide = rowGuides[row]
      guard group.count > 1, let anchor = group.first(where: { yPlacement($0) != .none }) else {
        for placed in group { placeY(placed.view, in: guide, yPlacement(placed)) }
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
        case .leading: pulls.append(content.topAnchor.constraint(equalTo: guide.topAnchor))
        case .trailing: pulls.append(content.bottomAnchor.constraint(equalTo: guide.bottomAnchor))
        case .center: pulls.append(content.centerYAnchor.constraint(equalTo: guide.centerYAnchor))
        case .fill:
          pulls.append(content.topAnchor.constraint(equalTo: guide.topAnchor))
          pulls.append(content.bottomAnchor.constraint(equalTo: guide.bottomAnchor))
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

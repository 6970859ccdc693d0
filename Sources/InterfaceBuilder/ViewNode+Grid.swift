import AutoLayout
import Foundation

extension ViewNode {
  /// An NSGridView's rows, columns and cells as Interface Builder stores them (`<rows>`,
  /// `<columns>`, `<gridCells>`), with the grid-level placement and spacing.
  ///
  /// The defaults are AppKit's (`NSGridView.h`): placements and row alignment inherit from the
  /// cell to its row or column and then to the grid, which places its cells at the bottom leading
  /// corner with no baseline alignment; rows and columns fit their content unless sized; the grid's
  /// row and column spacing are 6 points.
  ///
  /// ```swift
  /// let grid = document.scenes[0].root.subviews[0].grid!
  /// grid.columns.map(\.width)          // [nil, 418]: the first column fits its content
  /// grid.cells.first?.contentViewID    // "LLZ-6w-uaM"
  /// ```
  public struct GridAttributes: Sendable, Equatable {
    /// Where a content view sits in its cell along one axis (`NSGridCell.Placement`).
    ///
    /// ```swift
    /// grid.columns[0].xPlacement   // .trailing: labels end at the column's trailing edge
    /// ```
    public enum Placement: String, Sendable, Equatable {
      /// Not managed by the grid along this axis.
      case none
      /// At the leading edge (x) or at the top (y).
      case leading
      /// At the trailing edge (x) or at the bottom (y).
      case trailing
      /// Centred.
      case center
      /// Filling the cell.
      case fill

      /// Reads a stored value: `leading`/`top`, `trailing`/`bottom`, `center`, `fill`, `none`.
      ///
      /// ```swift
      /// GridAttributes.Placement(stored: "top")   // .leading
      /// ```
      public init?(stored: String?) {
        switch stored {
        case "leading", "top": self = .leading
        case "trailing", "bottom": self = .trailing
        case "center": self = .center
        case "fill": self = .fill
        case "none": self = .none
        default: return nil
        }
      }
    }

    /// How the cells of a row align their content's baselines (`NSGridRow.Alignment`).
    ///
    /// ```swift
    /// grid.rowAlignment   // .lastBaseline: a label and a check box share a baseline
    /// ```
    public enum RowAlignment: String, Sendable, Equatable {
      /// No baseline alignment.
      case none
      /// The first baselines line up.
      case firstBaseline
      /// The last baselines line up.
      case lastBaseline
    }

    /// A row (`<gridRow>`).
    ///
    /// ```swift
    /// grid.rows[0].bottomPadding   // -10: the next row starts rowSpacing − 10 below it
    /// ```
    public struct Row: Sendable, Equatable {
      /// The row's id.
      public var id: String
      /// A fixed height, `nil` to fit the content.
      public var height: CGFloat?
      /// Extra space above and below the row (added to the grid's row spacing).
      public var topPadding: CGFloat = 0
      /// Extra space below the row.
      public var bottomPadding: CGFloat = 0
      /// The row's y placement, `nil` to inherit the grid's.
      public var yPlacement: Placement?
      /// The row's alignment, `nil` to inherit the grid's.
      public var rowAlignment: RowAlignment?
      /// `hidden="YES"`: the row collapses to no height.
      public var isHidden = false
    }

    /// A column (`<gridColumn>`).
    ///
    /// ```swift
    /// grid.columns[1].width   // 418: a fixed width; nil fits the column's content
    /// ```
    public struct Column: Sendable, Equatable {
      /// The column's id.
      public var id: String
      /// A fixed width, `nil` to fit the content.
      public var width: CGFloat?
      /// Extra space before the column.
      public var leadingPadding: CGFloat = 0
      /// Extra space after the column.
      public var trailingPadding: CGFloat = 0
      /// The column's x placement, `nil` to inherit the grid's.
      public var xPlacement: Placement?
      /// `hidden="YES"`: the column collapses to no width.
      public var isHidden = false
    }

    /// A cell (`<gridCell>`): where it is, how it places its content view, and the merged cell it
    /// belongs to.
    ///
    /// ```swift
    /// grid.cells[0].headOfMergedCell   // "omO-W3-sR2": merged with the cells naming the same head
    /// ```
    public struct Cell: Sendable, Equatable {
      /// The cell's id.
      public var id: String
      /// The id of its row.
      public var rowID: String
      /// The id of its column.
      public var columnID: String
      /// The cell's own x placement, `nil` to inherit.
      public var xPlacement: Placement?
      /// The cell's own y placement, `nil` to inherit.
      public var yPlacement: Placement?
      /// The cell's own row alignment, `nil` to inherit.
      public var rowAlignment: RowAlignment?
      /// `headOfMergedCell`: the id of the top leading cell of the merged area it is part of.
      public var headOfMergedCell: String?
      /// The id of its content view, `nil` for an empty cell.
      public var contentViewID: String?
    }

    /// The rows, top to bottom.
    public var rows: [Row]
    /// The columns, leading to trailing.
    public var columns: [Column]
    /// The cells, as stored.
    public var cells: [Cell]
    /// The grid's x placement (AppKit's default: leading).
    public var xPlacement: Placement = .leading
    /// The grid's y placement (AppKit's default: bottom).
    public var yPlacement: Placement = .trailing
    /// The grid's row alignment (AppKit's default: none).
    public var rowAlignment: RowAlignment = .none
    /// The space between rows (AppKit's default: 6).
    public var rowSpacing: CGFloat = 6
    /// The space between columns (AppKit's default: 6).
    public var columnSpacing: CGFloat = 6

    /// Whether every cell names one of the grid's rows and one of its columns (a grid that does
    /// not is left as stored).
    ///
    /// ```swift
    /// grid.namesOnlyItsRowsAndColumns   // true for every grid Xcode writes
    /// ```
    public var namesOnlyItsRowsAndColumns: Bool {
      let rowIDs = Set(rows.map(\.id))
      let columnIDs = Set(columns.map(\.id))
      return cells.allSatisfy { rowIDs.contains($0.rowID) && columnIDs.contains($0.columnID) }
    }
  }
}

extension DocumentReader {
  /// Reads a `<gridView>` element's rows, columns and cells.
  func readGrid(_ node: XMLNode) -> ViewNode.GridAttributes {
    func number(_ value: String?) -> CGFloat? { value.flatMap { Double($0) }.map { CGFloat($0) } }
    let rows = (node.child("rows")?.children("gridRow") ?? []).map { row in
      let a = row.attributes
      return ViewNode.GridAttributes.Row(
        id: a["id"] ?? "", height: number(a["height"]), topPadding: number(a["topPadding"]) ?? 0,
        bottomPadding: number(a["bottomPadding"]) ?? 0,
        yPlacement: .init(stored: a["yPlacement"]),
        rowAlignment: a["rowAlignment"].flatMap { .init(rawValue: $0) },
        isHidden: a["hidden"] == "YES")
    }
    let columns = (node.child("columns")?.children("gridColumn") ?? []).map { column in
      let a = column.attributes
      return ViewNode.GridAttributes.Column(
        id: a["id"] ?? "", width: number(a["width"]), leadingPadding: number(a["leadingPadding"]) ?? 0,
        trailingPadding: number(a["trailingPadding"]) ?? 0, xPlacement: .init(stored: a["xPlacement"]),
        isHidden: a["hidden"] == "YES")
    }
    let cells = (node.child("gridCells")?.children("gridCell") ?? []).map { cell in
      let a = cell.attributes
      let content = cell.children.first { $0.attributes["key"] == "contentView" }
      return ViewNode.GridAttributes.Cell(
        id: a["id"] ?? "", rowID: a["row"] ?? "", columnID: a["column"] ?? "",
        xPlacement: .init(stored: a["xPlacement"]), yPlacement: .init(stored: a["yPlacement"]),
        rowAlignment: a["rowAlignment"].flatMap { .init(rawValue: $0) },
        headOfMergedCell: a["headOfMergedCell"], contentViewID: content?.attributes["id"])
    }
    let a = node.attributes
    var grid = ViewNode.GridAttributes(rows: rows, columns: columns, cells: cells)
    if let x = ViewNode.GridAttributes.Placement(stored: a["xPlacement"]) { grid.xPlacement = x }
    if let y = ViewNode.GridAttributes.Placement(stored: a["yPlacement"]) { grid.yPlacement = y }
    if let alignment = a["rowAlignment"].flatMap(ViewNode.GridAttributes.RowAlignment.init(rawValue:)) {
      grid.rowAlignment = alignment
    }
    if let spacing = number(a["rowSpacing"]) { grid.rowSpacing = spacing }
    if let spacing = number(a["columnSpacing"]) { grid.columnSpacing = spacing }
    return grid
  }
}

import Foundation

/// A cell whose height comes from its content's constraints (UIKit's `UITableViewCell`, the
/// self-sizing part): subviews go in ``contentView``; ``height(forWidth:)`` asks Auto Layout.
///
/// ```swift
/// let cell = TableViewCell()
/// cell.contentView.addSubview(label)  // constrained to the content view's edges
/// cell.height(forWidth: 375)
/// ```
open class TableViewCell: View {
  /// The view that holds the cell's content, as wide and high as the cell.
  public let contentView = View()

  /// Creates an empty cell.
  ///
  /// ```swift
  /// let cell = TableViewCell()
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpContentView()
  }

  /// A cell decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContentView()
  }

  private func setUpContentView() {
    contentView.frame = CGRect(origin: .zero, size: frame.size)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.layoutName = "contentView"
    addSubview(contentView)
  }

  /// `UITableViewCell`.
  override open class var uikitName: String { "UITableViewCell" }

  /// The height of the content at a fixed width: `systemLayoutSizeFitting` with the width
  /// required and the height at the fitting priority, as a self-sizing table does.
  ///
  /// ```swift
  /// let height = cell.height(forWidth: 320)
  /// ```
  public func height(forWidth width: CGFloat) -> CGFloat {
    contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}

/// A vertical list of self-sizing cells (UIKit's `UITableView` with automatic row heights): each
/// row starts at ``estimatedRowHeight`` and gets its measured height at the next layout pass; the
/// content size is the sum.
///
/// ```swift
/// let table = TableView(cells: cells)
/// table.frame = window.bounds
/// window.addSubview(table)
/// window.layoutIfNeeded()
/// table.rowHeights  // measured
/// ```
open class TableView: ScrollView {
  /// The height assumed for a row until it is measured.
  public var estimatedRowHeight: CGFloat = 44 { didSet { setNeedsLayout() } }
  /// The cells, top to bottom.
  public var cells: [TableViewCell] = [] {
    didSet { cellsChanged(from: oldValue) }
  }
  /// The height of each row: estimated until measured, then measured.
  public private(set) var rowHeights: [CGFloat] = []
  private var measuredWidth: CGFloat?

  /// Creates a table of cells.
  ///
  /// ```swift
  /// let table = TableView(cells: [first, second])
  /// ```
  public init(cells: [TableViewCell] = []) {
    super.init(frame: .zero)
    self.cells = cells
    cellsChanged(from: [])
  }

  private func cellsChanged(from old: [TableViewCell]) {
    for cell in old where !cells.contains(where: { $0 === cell }) { cell.removeFromSuperview() }
    for cell in cells where cell.superview !== self { addSubview(cell) }
    measuredWidth = nil
    rowHeights = cells.map { _ in estimatedRowHeight }
    setNeedsLayout()
  }

  /// A table decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `UITableView`.
  override open class var uikitName: String { "UITableView" }

  /// Measures every row at the table's width (once per width) and stacks the cells.
  override open func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    if measuredWidth != width {
      rowHeights = cells.map { $0.height(forWidth: width) }
      measuredWidth = width
    }
    var y: CGFloat = 0
    for (cell, height) in zip(cells, rowHeights) {
      cell.frame = CGRect(x: 0, y: y, width: width, height: height)
      y += height
    }
    contentSize = CGSize(width: width, height: y)
  }
}

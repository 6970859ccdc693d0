import Foundation

/// A view controller whose view is a table it feeds (UIKit's `UITableViewController`): it is the
/// table's data source and delegate; override the methods you need.
///
/// ```swift
/// final class Settings: TableViewController {
///   override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
///   override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
///     cell.textLabel?.text = "Row \(indexPath.row)"
///     return cell
///   }
/// }
/// ```
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The table's style.
  public let style: TableView.Style

  /// A controller of a table of `style` (UIKit's `init(style:)`).
  ///
  /// ```swift
  /// let settings = TableViewController(style: .insetGrouped)
  /// ```
  public init(style: TableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller of a plain table.
  public override init() {
    style = .plain
    super.init()
  }

  /// A controller of a plain table (UIKit's `init(nibName:bundle:)`).
  public override init(nibName: String?, bundle: Bundle?) {
    style = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A controller decoded from an archive: nothing is decoded; a plain table.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The table (the controller's view).
  public var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// Makes the table, with the controller as its data source and delegate.
  open override func loadView() {
    let table = TableView(frame: .zero, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// One section.
  open func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No rows.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// An empty cell (override with your cells).
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// No header title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
  /// The table's row height.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableView.useRowHeight
  }
  /// No header view.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  /// The header view's fitting height.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    TableView.automaticDimension
  }
  /// Nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  {}
}

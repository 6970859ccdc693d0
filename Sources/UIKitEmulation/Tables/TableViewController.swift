import AutoLayout
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

  /// The table's pull to refresh (UIKit's `UITableViewController.refreshControl`: the table view's
  /// own, as UIKit sets it since iOS 10).
  ///
  /// ```swift
  /// refreshControl = UIRefreshControl()
  /// refreshControl?.addTarget(self, action: FeedViewController.refresh(_:), for: .valueChanged)
  /// ```
  public var refreshControl: RefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
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
    tableView.sectionHeaderHeight
  }
  /// Nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  {}

  // MARK: More of the table's methods a subclass overrides (kept, except the footers: there are no
  // swipes or edits on screen here).

  /// The row height estimate (the table's ``TableView/estimatedRowHeight``).
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// No footer view.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  /// The table's ``TableView/sectionFooterHeight``.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// Nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Every row can be edited.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Nothing.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// No actions.
  open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  { nil }
  /// No actions.
  open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  { nil }

  // MARK: Scroll view delegate: UIKit's table view controller implements these, so a subclass
  // writes `override func scrollViewDidScroll(_:)`.

  /// Nothing; override to follow scrolling.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// No view.
  open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Nothing.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

import Testing
import UIKitCompat

/// Scrolling a table to a row and a collection to an item from code, and the row estimates a
/// table's content size starts from, as UIKit code writes them.
@Suite("UITableView scrollToRow, row estimates, UICollectionView scrollToItem")
struct UIKitTableScrollingTests {
  /// 50 rows; fixed 60-point rows, or self-sizing 50-point ones estimated at `estimate`.
  final class Feed: UITableViewController {
    var selfSizing = false
    var estimate: CGFloat = 44
    var delegateEstimate: CGFloat?

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.separatorStyle = .none
      tableView.rowHeight = selfSizing ? UITableView.automaticDimension : 60
      tableView.estimatedRowHeight = estimate
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      if selfSizing, cell.contentView.subviews.isEmpty {
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(bar)
        NSLayoutConstraint.activate([
          bar.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
          bar.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
          bar.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
          bar.heightAnchor.constraint(equalToConstant: 50),
        ])
      }
      return cell
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    {
      delegateEstimate ?? super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
  }

  /// Shows a feed in a 375 × 667 window (kept by the caller, as an app keeps its window).
  func show(_ feed: Feed) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = feed
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, feed.tableView)
  }

  @Test("top, middle and bottom of the visible area, the least scrolling for none, never past the content")
  func scrollToRow() {
    let (window, table) = show(Feed(style: .plain))
    defer { withExtendedLifetime(window) {} }
    #expect(table.contentSize.height == 3000)
    table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .bottom, animated: true)
    #expect(table.contentOffset.y == 2333)  // 3000 − 667
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 49, section: 0))
    table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 600)
    table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset.y == 296.5)  // 630 − 667 / 2
    // The last row cannot come to the top: the offset stops at the end of the content.
    table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 2333)
    // Row 0 is above: the least scrolling brings it to the top; row 3, now visible, moves nothing.
    table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 0)
    table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 0)
    // A row that does not exist leaves the offset.
    table.scrollToRow(at: IndexPath(row: 80, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 0)
  }

  @Test("selectRow scrolls unless its position is none; scrollToNearestSelectedRow")
  func selectAndScroll() {
    let (window, table) = show(Feed(style: .plain))
    defer { withExtendedLifetime(window) {} }
    table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .none)
    #expect(table.contentOffset.y == 0)
    table.scrollToNearestSelectedRow(at: .top, animated: false)
    #expect(table.contentOffset.y == 1200)
    table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .top)
    #expect(table.contentOffset.y == 300)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
  }

  @Test("rows not yet shown count at the table's estimate, or the delegate's")
  func estimates() {
    // 14 rows show in 667 points (measured, 50 each); the other 36 are estimated.
    let feed = Feed(style: .plain)
    feed.selfSizing = true
    feed.estimate = 100
    #expect(show(feed).1.contentSize.height == 4300)  // 14 × 50 + 36 × 100
    let byDelegate = Feed(style: .plain)
    byDelegate.selfSizing = true
    byDelegate.delegateEstimate = 80
    #expect(show(byDelegate).1.contentSize.height == 3580)  // 14 × 50 + 36 × 80
    // No estimate (0): UIKit's 44.
    let none = Feed(style: .plain)
    none.selfSizing = true
    none.estimate = 0
    #expect(show(none).1.contentSize.height == 2284)  // 14 × 50 + 36 × 44
  }

  /// 100 square items of 100 points, three a line 10 points apart (lines 110 apart).
  final class Grid: UICollectionViewController {
    init() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 100 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
  }

  @Test(
    "a collection scrolls an item to the top, the middle or the bottom, or the least; selecting can scroll")
  func scrollToItem() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let grid = Grid()
    window.rootViewController = grid
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let collection: UICollectionView = grid.collectionView
    #expect(collection.contentSize.height == 3730)  // 34 lines: 34 × 100 + 33 × 10
    // Item 40 is on line 13, at y = 1430.
    let item = IndexPath(item: 40, section: 0)
    collection.scrollToItem(at: item, at: .top, animated: true)
    #expect(collection.contentOffset.y == 1430)
    #expect(collection.indexPathsForVisibleItems.contains(item))
    collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
    #expect(collection.contentOffset.y == 1146.5)  // 1480 − 667 / 2
    collection.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(collection.contentOffset.y == 863)  // 1530 − 667
    // A horizontal position only: the vertical offset stays.
    collection.scrollToItem(at: item, at: .left, animated: false)
    #expect(collection.contentOffset == CGPoint(x: 0, y: 863))
    // The last line cannot come to the top; no position scrolls the least.
    collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset.y == 3063)  // 3730 − 667
    collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
    #expect(collection.contentOffset.y == 0)
    collection.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
    #expect(collection.contentOffset.y == 1100)
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 30, section: 0)])
    collection.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == nil)
  }
}

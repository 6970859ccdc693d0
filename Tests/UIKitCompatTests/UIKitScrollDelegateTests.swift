import Testing
import UIKitCompat

/// Scroll view delegates as UIKit code uses them: a header that stretches in
/// `scrollViewDidScroll(_:)`, table and collection delegates that are scroll view delegates too.
@Suite("UIScrollViewDelegate, UICollectionViewDelegate")
struct UIKitScrollDelegateTests {
  /// A stretchy header: its height grows by how far the content is pulled down.
  final class Stretchy: UIViewController, UIScrollViewDelegate {
    let scroll = UIScrollView()
    let header = UIView()
    var height: NSLayoutConstraint!
    var offsets: [CGFloat] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      for part in [scroll, header] {
        part.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(part)
      }
      scroll.delegate = self
      height = header.heightAnchor.constraint(equalToConstant: 200)
      NSLayoutConstraint.activate([
        scroll.topAnchor.constraint(equalTo: view.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        header.topAnchor.constraint(equalTo: view.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        height,
      ])
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(scrollView.contentOffset.y)
      height.constant = 200 + max(0, -scrollView.contentOffset.y)
    }
  }

  @Test("setting the offset tells the delegate; the header it stretches is laid out taller")
  func didScroll() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let screen = Stretchy()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(screen.offsets.isEmpty)
    screen.scroll.setContentOffset(CGPoint(x: 0, y: -80), animated: true)
    window.layoutIfNeeded()
    #expect(screen.offsets == [-80])
    #expect(screen.header.frame == CGRect(x: 0, y: 0, width: 375, height: 280))
    // The same offset again is no scroll.
    screen.scroll.contentOffset = CGPoint(x: 0, y: -80)
    #expect(screen.offsets == [-80])
    screen.scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    #expect(screen.offsets == [-80, 0])
  }

  final class Grid: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var collection: UICollectionView!
    var shown: [Int] = []
    var selected: [IndexPath] = []
    var scrolled = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.dataSource = self
      collection.delegate = self
      view.addSubview(collection)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
      -> CGSize
    {
      indexPath.item == 0 ? CGSize(width: 355, height: 60) : CGSize(width: 100, height: 100)
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) { shown.append(indexPath.item) }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
  }

  @Test(
    "a flow layout's delegate is a collection and scroll view delegate: sizes, cells shown, selection, scrolling"
  )
  func collectionDelegate() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let grid = Grid()
    window.rootViewController = grid
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let collection: UICollectionView = grid.collection
    // The first item's size comes from the delegate; 60 + 10 + 5 lines of 100 (+ 10) reach 667.
    #expect(
      collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 355, height: 60)
    )
    #expect(grid.shown == Array(0...18))
    collection.selectItem(at: IndexPath(item: 2, section: 0))
    #expect(grid.selected == [IndexPath(item: 2, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    collection.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    window.layoutIfNeeded()
    #expect(grid.scrolled == 1)
    // The selected item's cell went off screen and was reused: no cell shows another item's
    // selection; back on screen, the item is selected again.
    #expect(collection.visibleCells.allSatisfy { !$0.isSelected })
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    // Cells that come on screen are told once: lines of three from y = 70 every 110 points, the
    // one at 1060 (items 28–30) reaching into 400 … 1067.
    #expect(grid.shown.count == Set(grid.shown).count)
    #expect(grid.shown.last == 30)
  }

  /// A table view controller as UIKit code writes one: `init()` without `override`,
  /// `override func scrollViewDidScroll`, `deselectRow` in `didSelectRowAt`.
  final class Feed: UITableViewController {
    var scrolled: [CGFloat] = []
    var tapped: [IndexPath] = []

    init() { super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tapped.append(indexPath)
      tableView.deselectRow(at: indexPath, animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolled.append(scrollView.contentOffset.y)
    }
  }

  @Test(
    "a table view controller subclass overrides the scroll delegate methods; selection by tap and by code")
  func tableController() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let feed = Feed()
    window.rootViewController = feed
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table: UITableView = feed.tableView
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(feed.scrolled == [300])
    // A tap: the delegate is told, and deselects.
    table.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(feed.tapped == [IndexPath(row: 1, section: 0)])
    #expect(table.indexPathForSelectedRow == nil)
    // By code: selected, the delegate not told; a second selection replaces the first.
    table.selectRow(at: IndexPath(row: 8, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .none)
    #expect(feed.tapped.count == 1)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 9, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 9, section: 0))?.isSelected == true)
    #expect(table.cellForRow(at: IndexPath(row: 8, section: 0))?.isSelected == false)
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .none)
    #expect(
      table.indexPathsForSelectedRows == [IndexPath(row: 9, section: 0), IndexPath(row: 10, section: 0)])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    // A reused cell does not carry another row's selection; a reload clears the selection.
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.setContentOffset(CGPoint(x: 0, y: 1200), animated: false)
    window.layoutIfNeeded()
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    table.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    window.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
  }
}

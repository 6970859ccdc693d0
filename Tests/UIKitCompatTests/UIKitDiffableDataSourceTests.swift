import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// Snapshots, diffable data sources and cell registrations, as iOS 13+ code writes them.
@Suite("Diffable data sources")
struct UIKitDiffableDataSourceTests {
  enum Section: Hashable, CaseIterable { case favourites, everyone }

  final class NameCell: UICollectionViewCell {
    let name = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      name.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(name)
      NSLayoutConstraint.activate([
        name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        name.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Contacts: UIViewController {
    var collection: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var configured: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      let layout = UICollectionViewCompositionalLayout { _, _ in
        let size = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        return section
      }
      collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collection)
      let registration = UICollectionView.CellRegistration<NameCell, String> { [unowned self] cell, _, name in
        configured.append(name)
        cell.name.text = name
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collection) {
        collection, indexPath, name in
        collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
      }
    }
  }

  private func contactsWindow() -> (UIWindow, Contacts) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let contacts = Contacts()
    window.rootViewController = contacts
    window.makeKeyAndVisible()
    return (window, contacts)
  }

  @Test("a snapshot keeps sections and items in order and answers where each item is")
  func snapshotQueries() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.favourites, .everyone])
    snapshot.appendItems(["Ada", "Grace"], toSection: .favourites)
    snapshot.appendItems(["Alan", "Edsger"])
    snapshot.insertItems(["Barbara"], beforeItem: "Alan")
    snapshot.insertItems(["Donald"], afterItem: "Edsger")
    snapshot.moveItem("Ada", afterItem: "Grace")
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 6)
    #expect(snapshot.itemIdentifiers == ["Grace", "Ada", "Barbara", "Alan", "Edsger", "Donald"])
    #expect(snapshot.itemIdentifiers(inSection: .everyone) == ["Barbara", "Alan", "Edsger", "Donald"])
    #expect(snapshot.numberOfItems(inSection: .favourites) == 2)
    #expect(snapshot.indexOfItem("Alan") == 3)
    #expect(snapshot.sectionIdentifier(containingItem: "Ada") == .favourites)
    #expect(snapshot.indexOfSection(.everyone) == 1)

    snapshot.deleteItems(["Grace", "nobody"])
    snapshot.moveSection(.favourites, afterSection: .everyone)
    #expect(snapshot.sectionIdentifiers == [.everyone, .favourites])
    #expect(snapshot.indexOfItem("Ada") == 4)
    snapshot.deleteSections([.everyone])
    #expect(snapshot.itemIdentifiers == ["Ada"])
    #expect(snapshot.sectionIdentifier(containingItem: "Alan") == nil)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
  }

  @Test("what UIKit raises for is logged and ignored: duplicates, no section, unknown items")
  func snapshotMisuse() {
    let box = MessageBox()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    LayoutLog.withHandler({ box.append($0) }) {
      snapshot.appendItems(["a"])
      snapshot.appendSections([0, 0])
      snapshot.appendItems(["a", "b", "a"])
      snapshot.appendItems(["b"], toSection: 0)
      snapshot.insertItems(["c"], beforeItem: "zzz")
      snapshot.appendItems(["d"], toSection: 7)
    }
    #expect(snapshot.sectionIdentifiers == [0])
    #expect(snapshot.itemIdentifiers == ["a", "b"])
    #expect(
      box.messages == [
        "NSDiffableDataSourceSnapshot: There are currently no sections in the data source. Please add a section first.",
        "NSDiffableDataSourceSnapshot: Fatal: supplied section identifiers are not unique. Duplicate identifiers: [0] (ignored)",
        "NSDiffableDataSourceSnapshot: Fatal: supplied item identifiers are not unique. Duplicate identifiers: [\"a\"] (ignored)",
        "NSDiffableDataSourceSnapshot: Fatal: supplied item identifiers are not unique. Duplicate identifiers: [\"b\"] (ignored)",
        "NSDiffableDataSourceSnapshot: Invalid item identifier specified for insertion: zzz",
        "NSDiffableDataSourceSnapshot: Invalid section identifier 7 for appending items",
      ])
  }

  @Test("a compositional list fed by a diffable data source and a cell registration")
  func collectionFromSnapshot() throws {
    let (window, contacts) = contactsWindow()
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(["Ada", "Grace"], toSection: .favourites)
    snapshot.appendItems((1...30).map { "Person \($0)" }, toSection: .everyone)
    contacts.dataSource.apply(snapshot, animatingDifferences: false)
    window.layoutIfNeeded()

    let collection = contacts.collection!
    #expect(collection.numberOfSections == 2)
    #expect(collection.numberOfItems(inSection: 1) == 30)
    // Each cell: the label's height plus 20; the items of a section 2 apart, sections touching.
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? NameCell)
    let labelHeight = first.name.intrinsicContentSize.height
    #expect(first.frame == CGRect(x: 0, y: 0, width: 320, height: labelHeight + 20))
    #expect(first.name.text == "Ada")
    let third = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)) as? NameCell)
    #expect(third.frame.minY == 2 * (labelHeight + 20) + 2)
    #expect(third.name.text == "Person 1")
    // Only the items on screen were configured.
    let visible = collection.indexPathsForVisibleItems
    #expect(visible.count < 32)
    #expect(contacts.configured.count == visible.count)
    #expect(contacts.dataSource.itemIdentifier(for: IndexPath(item: 4, section: 1)) == "Person 5")
    #expect(contacts.dataSource.indexPath(for: "Grace") == IndexPath(item: 1, section: 0))
    #expect(contacts.dataSource.sectionIdentifier(for: 1) == .everyone)
    #expect(contacts.dataSource.index(for: .favourites) == 0)

    // A new snapshot: the cells follow it at the next layout, and the completion runs.
    var next = contacts.dataSource.snapshot()
    next.deleteItems(["Ada"])
    next.appendItems(["Hedy"], toSection: .favourites)
    var completed = false
    contacts.dataSource.apply(next) { completed = true }
    window.layoutIfNeeded()
    #expect(completed)
    let names = [0, 1].compactMap {
      (collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? NameCell)?.name.text
    }
    #expect(names == ["Grace", "Hedy"])
  }

  final class TitledSource: UITableViewDiffableDataSource<Section, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      sectionIdentifier(for: section) == .favourites ? "Favourites" : "Everyone"
    }
  }

  @Test("a table fed by a diffable data source subclass: rows, titles and batch updates")
  func tableFromSnapshot() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 50
    let source = TitledSource(tableView: table) { table, indexPath, name in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = name
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.favourites, .everyone])
    snapshot.appendItems(["a", "b"], toSection: .favourites)
    snapshot.appendItems(["c", "d", "e"])
    source.apply(snapshot)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == "Everyone")
    #expect(table.visibleCells.map(\.frame.minY) == [0, 50, 100, 150, 200])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "c")
    #expect(source.indexPath(for: "d") == IndexPath(row: 1, section: 1))

    var finished: Bool?
    table.performBatchUpdates({
      var fewer = source.snapshot()
      fewer.deleteItems(["a"])
      source.apply(fewer, animatingDifferences: true)
    }) { finished = $0 }
    table.layoutIfNeeded()
    #expect(finished == true)
    #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["b", "c", "d", "e"])

    // Reload marks are acted on once: the applied snapshot no longer carries them.
    var marked = source.snapshot()
    marked.reloadItems(["b"])
    marked.reconfigureItems(["c"])
    #expect(marked.reloadedItemIdentifiers == ["b"] && marked.reconfiguredItemIdentifiers == ["c"])
    source.apply(marked)
    #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    #expect(source.snapshot().reconfiguredItemIdentifiers.isEmpty)
    #expect(source.snapshot() == marked)
  }

  @Test("a cell's content grows: an empty begin/end updates pair re-measures the rows")
  func beginEndUpdatesRemeasure() throws {
    let cells = (0..<2).map { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    cells[0].contentView.addSubview(label)
    let height = label.heightAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: cells[0].contentView.topAnchor),
      label.bottomAnchor.constraint(equalTo: cells[0].contentView.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: cells[0].contentView.leadingAnchor),
      height,
    ])
    let table = UITableView(cells: cells)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(table)
    table.frame = window.bounds
    window.layoutIfNeeded()
    let before = cells[1].frame.minY
    height.constant = 80
    table.beginUpdates()
    table.endUpdates()
    window.layoutIfNeeded()
    #expect(cells[1].frame.minY == before + 50)
  }

  @Test("UIWindow(frame: UIScreen.main.bounds) takes the screen's safe-area insets; other frames none")
  func windowCoveringTheScreen() {
    // The scale stays (other suites' windows, made at the same time, read it); no other test
    // makes a window of this size.
    let screen = UIScreen.main
    let saved = (screen.bounds, screen.safeAreaInsets)
    defer { (screen.bounds, screen.safeAreaInsets) = saved }
    screen.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    screen.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(window.bounds.size == CGSize(width: 393, height: 852))
    let smaller = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(smaller.safeAreaInsets == .zero)
  }
}

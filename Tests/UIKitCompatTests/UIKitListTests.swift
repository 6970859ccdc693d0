import Testing
import UIKitCompat

/// The iOS 14 list as Apple's samples build it: a compositional list layout, list cells with a
/// content configuration from a cell registration, a diffable data source, section headers.
@Suite("List layouts: UICollectionLayoutListConfiguration and UICollectionViewListCell")
struct UIKitListTests {
  final class Mailboxes: UIViewController {
    var collection: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      configuration.showsSeparators = true
      let layout = UICollectionViewCompositionalLayout.list(using: configuration)
      collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collection)
      let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        if name == "Inbox" { content.secondaryText = "3 unread" }
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
      }
      let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { header, _, indexPath in
        var content = UIListContentConfiguration.cell()
        content.text = indexPath.section == 0 ? "Mailboxes" : "Accounts"
        header.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collection) {
        collection, indexPath, name in
        collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
      }
      dataSource.supplementaryViewProvider = { collection, _, indexPath in
        collection.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems(["Inbox", "Sent", "Trash"], toSection: 0)
      snapshot.appendItems(["iCloud"], toSection: 1)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test(
    "rows span the list, 44 points tall with one line, taller with a subtitle; the text sits on the side margin; headers lead each section"
  )
  func mailboxes() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let mailboxes = Mailboxes()
    window.rootViewController = mailboxes
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let collection = try #require(mailboxes.collection)
    let inbox = try #require(
      collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let sent = try #require(
      collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    let trash = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    let header = try #require(
      collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        as? UICollectionViewListCell)
    // The header row, then the rows under it, each across the 320-point list.
    #expect(header.frame.minY == 0)
    #expect(header.frame.width == 320)
    #expect(inbox.frame.minY == header.frame.maxY)
    #expect(inbox.frame.width == 320)
    // Inbox has a subtitle: 11 + 20.5 (17-point title) + 14.5 (12-point subtitle) + 11; the
    // one-line rows and the header keep the 44-point minimum.
    #expect(inbox.frame.height == 57)
    #expect(header.frame.height == 44)
    #expect(sent.frame == CGRect(x: 0, y: inbox.frame.maxY, width: 320, height: 44))
    #expect(trash.frame.minY == sent.frame.maxY)
    // The title sits on the 16-point side margin of a 320-point row.
    let title = try #require(
      sent.contentView.subviews.first?.subviews.first { ($0 as? UILabel)?.text == "Sent" })
    #expect(title.convert(title.bounds, to: sent).minX == 16)
    #expect(inbox.accessories == [.disclosureIndicator()])
    #expect(inbox.defaultContentConfiguration().text == nil)
  }
}

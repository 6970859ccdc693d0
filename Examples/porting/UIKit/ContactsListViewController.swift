import UIKit

/// Contacts in a collection view list: a list layout, a cell registration with the default
/// content configuration, and a diffable data source fed by snapshots.
final class ContactsListViewController: UIViewController {
  enum Section { case favorites, all }

  var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    show(favorites: ["Ada"], all: ["Alan", "Grace", "Linus"])
  }

  func show(favorites: [String], all: [String]) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.favorites, .all])
    snapshot.appendItems(favorites, toSection: .favorites)
    snapshot.appendItems(all, toSection: .all)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

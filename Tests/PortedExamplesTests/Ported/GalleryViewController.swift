import UIKitCompat

/// A gallery in a compositional layout: three square items a row, each with insets inside its
/// third.
final class GalleryViewController: UICollectionViewController {
  var photos = Array(1...7)

  init() {
    super.init(collectionViewLayout: GalleryViewController.makeLayout())
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  static func makeLayout() -> UICollectionViewLayout {
    let third = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1))
    let item = NSCollectionLayoutItem(layoutSize: third)
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    cell.contentView.backgroundColor = .secondarySystemBackground
    return cell
  }
}

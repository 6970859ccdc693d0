import UIKitCompat

/// Tags as self-sizing cells in a flow layout: each cell's size comes from its content's
/// constraints (`automaticSize`), and the lines are spaced by the flow layout.
final class TagsViewController: UIViewController, UICollectionViewDataSource {
  let tags = ["swift", "uikit", "layout", "linux", "tests", "ci"]
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.dataSource = self
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    tags.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath)
    (cell as? TagCell)?.name = tags[indexPath.item]
    return cell
  }
}

/// A tag: a 109 × 40 chip pinned to the content view's edges, so the cell is as large as the chip.
final class TagCell: UICollectionViewCell {
  static let reuseIdentifier = "tag"
  let chip = UIView()
  var name = ""

  override init(frame: CGRect) {
    super.init(frame: frame)
    chip.translatesAutoresizingMaskIntoConstraints = false
    chip.layer.cornerRadius = 20
    contentView.addSubview(chip)
    NSLayoutConstraint.activate([
      chip.topAnchor.constraint(equalTo: contentView.topAnchor),
      chip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      chip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      chip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      chip.widthAnchor.constraint(equalToConstant: 109),
      chip.heightAnchor.constraint(equalToConstant: 40),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

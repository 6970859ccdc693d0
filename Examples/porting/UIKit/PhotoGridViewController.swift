import UIKit

/// A photo grid: a collection view controller with a flow layout of three squares a row, its data
/// source and layout delegate in an extension, and a long press on the grid.
final class PhotoGridViewController: UICollectionViewController {
  var photos = Array(0..<10)
  private(set) var pressed: CGPoint?

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    let press = UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:)))
    collectionView.addGestureRecognizer(press)
  }

  @objc func longPressed(_ recognizer: UILongPressGestureRecognizer) {
    pressed = recognizer.location(in: collectionView)
  }
}

extension PhotoGridViewController: UICollectionViewDelegateFlowLayout {
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let side = (collectionView.bounds.width - 4) / 3
    return CGSize(width: side, height: side)
  }
}

import Testing
import UIKitCompat

/// `UICollectionViewController` as UIKit code subclasses it: a flow layout sized by the subclass
/// (adopting `UICollectionViewDelegateFlowLayout`), selection, scrolling.
@Suite("UICollectionViewController")
struct UIKitCollectionControllerTests {
  final class Gallery: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var selected: [IndexPath] = []
    var offsets: [CGFloat] = []

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 2
      layout.minimumLineSpacing = 2
      super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      30
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    // Three photos a line, 2 points apart: (375 − 2 × 2) / 3 wide, square.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      let side = (collectionView.bounds.width - 4) / 3
      return CGSize(width: side, height: side)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(scrollView.contentOffset.y)
    }
  }

  @Test("a subclass sizes its flow layout's items; selection and scrolling reach its overrides")
  func gallery() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let gallery = Gallery()
    window.rootViewController = gallery
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let collection: UICollectionView = gallery.collectionView
    #expect(collection === gallery.view)
    #expect(collection.dataSource === gallery && collection.delegate === gallery)
    // 371 / 3 = 123.67 per photo: lines every 125.67 points.
    let second = collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
    #expect(abs((second?.minX ?? 0) - (371.0 / 3 + 2)) < 0.01)
    #expect(abs((second?.minY ?? 0) - (371.0 / 3 + 2)) < 0.01)
    #expect(abs((second?.width ?? 0) - 371.0 / 3) < 0.01)
    // 10 lines of 123.67 and 9 gaps of 2: 1254.67, to the pixel (the content size is laid out on
    // the 2× pixel grid here).
    #expect(abs(collection.contentSize.height - (10 * 371.0 / 3 + 18)) <= 0.5)
    collection.selectItem(at: IndexPath(item: 7, section: 0))
    #expect(gallery.selected == [IndexPath(item: 7, section: 0)])
    collection.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    #expect(gallery.offsets == [500])
    #expect(
      UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()).collectionView != nil)
  }
}

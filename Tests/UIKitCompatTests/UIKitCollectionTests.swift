import Testing
import UIKitCompat

/// Collection views with a flow layout, as UIKit code sets them up.
@Suite("UICollectionView with a flow layout")
struct UIKitCollectionTests {
  final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Grid: UIViewController, UICollectionViewDataSource {
    let layout = UICollectionViewFlowLayout()
    var collection: UICollectionView!
    var count = 7
    var texts: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
      collection.translatesAutoresizingMaskIntoConstraints = false
      collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
      collection.dataSource = self
      view.addSubview(collection)
      NSLayoutConstraint.activate([
        collection.topAnchor.constraint(equalTo: view.topAnchor),
        collection.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        collection.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        collection.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
      cell.label.text = texts.isEmpty ? "Tag \(indexPath.item)" : texts[indexPath.item]
      return cell
    }
  }

  @Test(
    "fixed item size: as many per line as fit, the spare width shared between the gaps, a lone item centred")
  func fixedGrid() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let grid = Grid()
    grid.layout.itemSize = CGSize(width: 100, height: 100)
    grid.layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    window.rootViewController = grid
    window.makeKeyAndVisible()
    let collection: UICollectionView = grid.collection
    func frame(_ item: Int) -> CGRect? {
      collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    // 359 points between the insets: three 100-point items (300 + 2 × 10 ≤ 359), gaps (359 − 300) / 2.
    #expect(frame(0) == CGRect(x: 8, y: 8, width: 100, height: 100))
    #expect(frame(1) == CGRect(x: 137.5, y: 8, width: 100, height: 100))
    #expect(frame(2) == CGRect(x: 267, y: 8, width: 100, height: 100))
    #expect(frame(3) == CGRect(x: 8, y: 118, width: 100, height: 100))
    // The seventh item is alone on its line: centred between the insets.
    #expect(frame(6) == CGRect(x: 137.5, y: 228, width: 100, height: 100))
    #expect(collection.contentSize == CGSize(width: 375, height: 8 + 3 * 100 + 2 * 10 + 8))
  }

  @Test("self-sizing items (automaticSize): each as large as its label and padding, lines centred down")
  func selfSizing() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let grid = Grid()
    grid.texts = ["Swift", "Auto Layout on Linux", "UIKit"]
    grid.count = 3
    grid.layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    grid.layout.minimumInteritemSpacing = 8
    window.rootViewController = grid
    window.makeKeyAndVisible()
    let cells = (0..<3).compactMap {
      grid.collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? TagCell
    }
    #expect(cells.count == 3)
    for cell in cells {
      let text = cell.label.intrinsicContentSize
      #expect(cell.frame.size == CGSize(width: text.width + 24, height: text.height + 12))
      #expect(cell.label.frame.origin == CGPoint(x: 12, y: 6))
    }
    // The first two fit on one 320-point line when their widths and one gap do; then the
    // spare width goes between them and the first starts at 0.
    let firstLine = cells[0].frame.width + 8 + cells[1].frame.width <= 320
    #expect(cells[0].frame.minX == 0)
    #expect(firstLine ? cells[1].frame.maxX == 320 : cells[1].frame.minY > cells[0].frame.minY)
  }
}

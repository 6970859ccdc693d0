import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// A compositional layout as UIKit code writes it: a grid section of fractional items and a list
/// section of self-sizing rows.
@Suite("UICollectionViewCompositionalLayout")
struct UIKitCompositionalLayoutTests {
  /// A cell whose content is a bar as tall as its item number asks (20 + 10 per item).
  final class BarCell: UICollectionViewCell {
    let bar = UIView()
    var height: NSLayoutConstraint!
    override init(frame: CGRect) {
      super.init(frame: frame)
      bar.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(bar)
      height = bar.heightAnchor.constraint(equalToConstant: 20)
      NSLayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
        bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
        bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        height,
      ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Source: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      section == 0 ? 5 : 3
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bar", for: indexPath) as! BarCell
      cell.height.constant = 20 + 10 * CGFloat(indexPath.item)
      return cell
    }
  }

  func layout() -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { section, environment in
      switch section {
      case 0:
        // Three square tiles a row, 4 points inside their places.
        let tile = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        tile.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let row = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
          subitems: [tile])
        let grid = NSCollectionLayoutSection(group: row)
        grid.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return grid
      case 1:
        // Self-sizing rows, 8 apart.
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
          subitems: [item])
        let list = NSCollectionLayoutSection(group: group)
        list.interGroupSpacing = 8
        return list
      default:
        // Two items sharing a row, 10 apart.
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let pair = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
          repeatingSubitem: item, count: 2)
        pair.interItemSpacing = .fixed(10)
        return NSCollectionLayoutSection(group: pair)
      }
    }
    layout.interSectionSpacing = 20
    return layout
  }

  @Test("fractional tiles in rows, self-sizing rows, counted pairs; the content covers every section")
  func sections() throws {
    let window = UIWindow(size: CGSize(width: 320, height: 800), scale: 2)
    let source = Source()
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout())
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(BarCell.self, forCellWithReuseIdentifier: "bar")
    collection.dataSource = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      collection.layoutAttributesFrame(forItemAt: IndexPath(item: item, section: section))
    }
    // Section 0: 300 wide inside its insets, tiles of 100 less 4 on each side; 5 items: 2 rows.
    #expect(frame(0, 0) == CGRect(x: 14, y: 14, width: 92, height: 92))
    #expect(frame(2, 0) == CGRect(x: 214, y: 14, width: 92, height: 92))
    #expect(frame(4, 0) == CGRect(x: 114, y: 114, width: 92, height: 92))
    // Section 1 starts 10 + 200 + 10 + 20 down; rows as tall as their bars and 10, 8 apart.
    #expect(frame(0, 1) == CGRect(x: 0, y: 240, width: 320, height: 30))
    #expect(frame(1, 1) == CGRect(x: 0, y: 278, width: 320, height: 40))
    #expect(frame(2, 1) == CGRect(x: 0, y: 326, width: 320, height: 50))
    // Section 2: two items of (320 − 10) / 2 a row.
    #expect(frame(0, 2) == CGRect(x: 0, y: 396, width: 155, height: 50))
    #expect(frame(1, 2) == CGRect(x: 165, y: 396, width: 155, height: 50))
    #expect(frame(2, 2) == CGRect(x: 0, y: 446, width: 155, height: 50))
    #expect(collection.contentSize == CGSize(width: 320, height: 496))
    #expect(collection.visibleCells.count == 11)
  }
}

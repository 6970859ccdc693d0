import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// Section headers and footers of collection views, with a flow layout and a compositional one.
@Suite("UICollectionView section headers and footers")
struct UIKitSupplementaryViewTests {
  final class Header: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      title.translatesAutoresizingMaskIntoConstraints = false
      addSubview(title)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
        title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
        title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        title.heightAnchor.constraint(equalToConstant: 20),
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Source: NSObject, UICollectionViewDataSource {
    var madeHeaders: [IndexPath] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      if kind == UICollectionView.elementKindSectionHeader { madeHeaders.append(indexPath) }
      (view as? Header)?.title.text =
        "\(kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer") \(indexPath.section)"
      return view
    }
  }

  private func collection(_ layout: UICollectionViewLayout, height: CGFloat = 600)
    -> (UICollectionView, Source, UIWindow)
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      grid.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    let source = Source()
    grid.dataSource = source
    window.addSubview(grid)
    window.layoutIfNeeded()
    return (grid, source, window)
  }

  @Test("flow layout: a header before each section's inset, a footer after it, as wide as the collection")
  func flowHeadersAndFooters() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 150, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let (grid, source, window) = collection(layout)
    defer { withExtendedLifetime((source, window)) {} }
    // Section: header 40, inset 8, two lines of 50 with 10 between, inset 8, footer 20 = 186.
    let header1 = try #require(
      grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    #expect(header1.frame == CGRect(x: 0, y: 186, width: 320, height: 40))
    #expect((header1 as? Header)?.title.text == "Header 1")
    let footer0 = try #require(
      grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
    #expect(footer0.frame == CGRect(x: 0, y: 166, width: 320, height: 20))
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 234)  // 186 + 40 + 8
    #expect(grid.contentSize.height == 558)  // 3 × 186
    #expect(
      grid.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader).map(
        \.section)
        == [0, 1, 2])
  }

  @Test("flow layout: a pinned header stays at the top of the visible area, within its section")
  func flowPinnedHeader() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 50)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let (grid, source, window) = collection(layout, height: 200)
    defer { withExtendedLifetime((source, window)) {} }
    // Sections of 40 + 4 × 50 = 240; scrolled 100 into the first.
    grid.contentOffset = CGPoint(x: 0, y: 100)
    grid.layoutIfNeeded()
    let kind = UICollectionView.elementKindSectionHeader
    #expect(
      grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
    // Near the section's end the header is pushed up by the next one.
    grid.contentOffset = CGPoint(x: 0, y: 220)
    grid.layoutIfNeeded()
    #expect(
      grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 200)
    #expect(
      grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 240)
  }

  @Test("compositional: an estimated header sized by its view, inset with the content, before the top inset")
  func compositionalHeader() throws {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    let (grid, source, window) = collection(UICollectionViewCompositionalLayout(section: section))
    defer { withExtendedLifetime(window) {} }
    // The header fits its label: 12 + 20 + 6 = 38; then the 10 inset, 4 items of 50, 10 = 258.
    let kind = UICollectionView.elementKindSectionHeader
    let first = try #require(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
    #expect(first.frame == CGRect(x: 20, y: 0, width: 280, height: 38))
    #expect(
      grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 20, y: 48, width: 280, height: 50))
    #expect(
      grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 258)
    // The third section starts at 516, on the 600-point screen: every header was made.
    #expect(source.madeHeaders.map(\.section) == [0, 1, 2])
    #expect(grid.contentSize.height == 774)  // 3 × 258

    // Not following the insets: full width.
    section.supplementariesFollowContentInsets = false
    grid.reloadData()
    grid.layoutIfNeeded()
    #expect(
      grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.width == 320)
  }

  @Test("compositional: headers off screen are not made; diffable provider and registration make them")
  func compositionalDiffableHeaders() throws {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: "footer", alignment: .bottom)
    section.boundarySupplementaryItems = [footer]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 310))
    let grid = UICollectionView(
      frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    window.addSubview(grid)
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    var configured: [Int] = []
    let footers = UICollectionView.SupplementaryRegistration<Header>(elementKind: "footer") {
      view, kind, indexPath in
      configured.append(indexPath.section)
      view.title.text = "\(kind) \(indexPath.section)"
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) {
      grid, indexPath, item in
      grid.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { grid, _, indexPath in
      grid.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1, 2])
    for s in 0..<3 { snapshot.appendItems(Array(s * 10..<(s * 10 + 3)), toSection: s) }
    dataSource.apply(snapshot)
    window.layoutIfNeeded()
    // Sections of 3 × 100 + 30 = 330: the first footer is on the 310-point screen, the others not.
    #expect(
      grid.layoutAttributesFrame(forSupplementaryElementOfKind: "footer", at: IndexPath(item: 0, section: 0))
        == CGRect(x: 0, y: 300, width: 320, height: 30))
    #expect(
      grid.layoutAttributesFrame(forSupplementaryElementOfKind: "footer", at: IndexPath(item: 0, section: 2))
        == CGRect(x: 0, y: 960, width: 320, height: 30))
    #expect(configured == [0])
    grid.contentOffset = CGPoint(x: 0, y: 640)
    grid.layoutIfNeeded()
    #expect(configured == [0, 1])
    let shown = grid.visibleSupplementaryViews(ofKind: "footer").compactMap { ($0 as? Header)?.title.text }
    #expect(shown == ["footer 1"])
  }

  @Test("a layout that asks for a header its data source cannot make logs the problem and goes on")
  func missingSupplementaryProvider() {
    final class CellsOnly: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        1
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { UICollectionViewCell(frame: .zero) }
    }
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let source = CellsOnly()
    grid.dataSource = source
    window.addSubview(grid)
    let box = MessageBox()
    LayoutLog.withHandler({ box.append($0) }) { window.layoutIfNeeded() }
    #expect(
      box.messages == [
        "the collection view's data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) for the UICollectionElementKindSectionHeader at [0, 0]"
      ])
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
  }
}

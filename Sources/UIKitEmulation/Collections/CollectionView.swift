@_spi(UIKitEmulation) import AutoLayout
import Foundation

/// A cell of a collection (UIKit's `UICollectionViewCell`): subviews go in ``contentView``, which
/// fills the cell.
///
/// ```swift
/// final class PhotoCell: CollectionViewCell {
///   let image = ImageView()
///   override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(image) }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
open class CollectionViewCell: CollectionReusableView {
  /// The view that holds the cell's content, as large as the cell.
  public let contentView = View()
  /// Whether the cell is selected or highlighted.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Views behind the content (kept).
  public var backgroundView: View?
  /// The view behind a selected cell's content (kept).
  public var selectedBackgroundView: View?

  /// A cell at `frame` (UIKit's designated initializer; subclasses `override` it as in UIKit).
  ///
  /// ```swift
  /// let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpContentView()
  }

  /// A cell decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContentView()
  }

  private func setUpContentView() { installContentView(contentView) }

  /// `UICollectionViewCell`.
  override open class var uikitName: String { "UICollectionViewCell" }
}

/// Where a collection's items come from (UIKit's `UICollectionViewDataSource`).
///
/// ```swift
/// func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
/// ```
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections (default 1).
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The number of items of a section.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell of an item, usually dequeued.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The view of a section header, footer or other supplementary element the layout asks for,
  /// usually dequeued with
  /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// An empty view, and a logged message: a layout that asks for supplementary views needs a data
  /// source that makes them (UIKit raises).
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionView.missingSupplementaryView(
      kind: kind, at: indexPath, from: "the collection view's data source")
  }
}

extension CollectionView {
  /// What stands in for a supplementary view the data source does not make: an empty view, and a
  /// logged message (UIKit raises).
  static func missingSupplementaryView(kind: String, at indexPath: IndexPath, from source: String)
    -> CollectionReusableView
  {
    LayoutLog.send(
      "\(source) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) for the \(kind) at \(indexPath)"
    )
    return CollectionReusableView(frame: .zero)
  }
}

/// What a collection view tells its delegate (UIKit's `UICollectionViewDelegate`, the parts
/// layout code uses); every method is optional. A `ScrollViewDelegate`, as in UIKit.
///
/// ```swift
/// func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
///   open(items[indexPath.item])
/// }
/// ```
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// Called when ``CollectionView/selectItem(at:)`` selects an item, as a tap does.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Called before a cell is first shown.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// Nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
}

/// Sizes and spacings per item and section for a flow layout (UIKit's
/// `UICollectionViewDelegateFlowLayout`); every method is optional and defaults to the layout's
/// properties.
///
/// ```swift
/// func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
///                     sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 100) }
/// ```
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// An item's size (default: the layout's ``CollectionViewFlowLayout/itemSize``).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// A section's insets.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The space between lines of a section.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The space between items of a line.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section header's size (default: the layout's ``CollectionViewFlowLayout/headerReferenceSize``).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// A section footer's size (default: the layout's ``CollectionViewFlowLayout/footerReferenceSize``).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
  /// The layout's item size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero }
  /// The layout's section inset.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero }
  /// The layout's line spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
  /// The layout's interitem spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
  /// The layout's header reference size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
  /// The layout's footer reference size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// How a collection places its items (UIKit's `UICollectionViewLayout`); see
/// ``CollectionViewFlowLayout``.
open class CollectionViewLayout {
  /// A layout.
  public init() {}
}

/// Items in lines, wrapping at the collection's width (UIKit's `UICollectionViewFlowLayout`):
/// each line is filled with as many items as fit with ``minimumInteritemSpacing`` between them,
/// then justified — the spare width is shared between the gaps, and a line of one item is centred,
/// as UIKit's flow layout does — and items are centred down their line.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
/// ```
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// Each item's size, unless the delegate or self-sizing gives one (default 50 × 50).
  public var itemSize = CGSize(width: 50, height: 50)
  /// A size to start from for self-sizing cells: ``automaticSize`` (or any non-zero size) makes
  /// each item as large as its cell's constraints (default `.zero`: off).
  public var estimatedItemSize = CGSize.zero
  /// The least space between lines (default 10).
  public var minimumLineSpacing: CGFloat = 10
  /// The least space between items of a line (default 10).
  public var minimumInteritemSpacing: CGFloat = 10
  /// Space around each section.
  public var sectionInset = EdgeInsets.zero
  /// The scrolling direction: lines are rows (vertical) or columns (horizontal).
  public var scrollDirection: ScrollDirection = .vertical
  /// Each section header's size: its height scrolling vertically (as wide as the collection), its
  /// width scrolling sideways; zero (the default) for no headers.
  public var headerReferenceSize = CGSize.zero
  /// Each section footer's size, as ``headerReferenceSize``.
  public var footerReferenceSize = CGSize.zero
  /// Whether a section's header stays at the top of the visible area while its section scrolls
  /// under it (default `false`).
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether a section's footer stays at the bottom of the visible area while its section shows.
  public var sectionFootersPinToVisibleBounds = false

  /// "Size each item by its cell" (UIKit's `UICollectionViewFlowLayout.automaticSize`).
  public static let automaticSize = CGSize(width: -1, height: -1)

  /// UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// A scrolling collection of cells placed by a layout (UIKit's `UICollectionView`, with a flow
/// layout): the items of sections that start on screen are made by the data source and sized
/// (fixed, per item by the delegate, or self-sizing); items on screen are placed; the content size
/// covers every item.
///
/// ```swift
/// let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
open class CollectionView: ScrollView {
  /// The layout.
  public var collectionViewLayout: CollectionViewLayout { didSet { reloadData() } }
  /// Where the items come from.
  public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
  /// The delegate as a flow layout's (sizes, insets, spacings, supplementary sizes):
  /// `ScrollView.delegate`, which a ``CollectionViewDelegateFlowLayout`` is set to, as in UIKit.
  /// The selected items, in the order selected.
  var selectedItems: [IndexPath] = []
  /// Whether several items can be selected at once (default `false`).
  public var allowsMultipleSelection = false
  var flowDelegate: (any CollectionViewDelegateFlowLayout)? {
    delegate as? any CollectionViewDelegateFlowLayout
  }
  /// The delegate as a collection view's (selection, cells shown).
  var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }
  /// Sizes may come from a new delegate.
  @_spi(UIKitEmulation) override open func delegateChanged() { setNeedsLayout() }
  var registrations: [String: CollectionViewCell.Type] = [:]
  var reusePool: [String: [CollectionViewCell]] = [:]
  var realized: [IndexPath: CollectionViewCell] = [:]
  var itemFrames: [IndexPath: CGRect] = [:]
  /// Supplementary view classes by kind and reuse identifier.
  var supplementaryRegistrations: [SupplementaryKey: CollectionReusableView.Type] = [:]
  var supplementaryPool: [SupplementaryKey: [CollectionReusableView]] = [:]
  var realizedSupplementaries: [SupplementaryPlace: CollectionReusableView] = [:]
  var supplementaryFrames: [SupplementaryPlace: CGRect] = [:]

  /// A collection with a layout (UIKit's `init(frame:collectionViewLayout:)`).
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// A collection decoded from an archive: nothing is decoded; a flow layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// `UICollectionView`.
  override open class var uikitName: String { "UICollectionView" }

  /// UIKit's `UICollectionView.ScrollDirection`.
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

  /// Registers the cell class made for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass as? CollectionViewCell.Type
  }

  /// A reused (prepared for reuse) or new cell of the registered class; an unregistered identifier
  /// gives a plain ``CollectionViewCell`` and a logged message (UIKit raises).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    let made: CollectionViewCell
    if let type = registrations[identifier] {
      made = type.init(registeredAs: identifier)
    } else {
      LayoutLog.send(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier"
      )
      made = CollectionViewCell(frame: .zero)
    }
    made.reuseIdentifier = identifier
    return made
  }

  /// Asks the data source again at the next layout.
  public func reloadData() {
    for (_, cell) in realized { enqueue(cell) }
    // As UIKit's, a reload clears the selection.
    selectedItems = []
    realized = [:]
    itemFrames = [:]
    for (_, view) in realizedSupplementaries { recycleSupplementary(view) }
    realizedSupplementaries = [:]
    supplementaryFrames = [:]
    setNeedsLayout()
  }

  /// The number of sections.
  public var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0 }

  /// The number of items of a section.
  public func numberOfItems(inSection section: Int) -> Int {
    dataSource.map { max(0, $0.collectionView(self, numberOfItemsInSection: section)) } ?? 0
  }

  /// The cell showing an item, or `nil` when it is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { realized[indexPath] }

  /// Selects an item as a tap would: the cell (if on screen) is selected and the delegate told
  /// (``CollectionViewDelegate/collectionView(_:didSelectItemAt:)``).
  ///
  /// ```swift
  /// grid.selectItem(at: IndexPath(item: 2, section: 0))
  /// ```
  public func selectItem(at indexPath: IndexPath) {
    markSelected(indexPath)
    collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Makes `indexPath` the selection, or adds it to a multiple selection (the delegate is not
  /// told).
  func markSelected(_ indexPath: IndexPath) {
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath { realized[item]?.isSelected = false }
      selectedItems = [indexPath]
    }
    realized[indexPath]?.isSelected = true
  }

  /// Deselects an item (UIKit's `deselectItem(at:animated:)`); the delegate is not told.
  ///
  /// ```swift
  /// collectionView.deselectItem(at: indexPath, animated: true)
  /// ```
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
    realized[indexPath]?.isSelected = false
  }

  /// The selected items, in the order selected, or `nil` when none is.
  public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

  /// Gives a cell that comes on screen the selection of the item it stands for (a reused cell
  /// does not keep another item's).
  func showSelection(of cell: CollectionViewCell, at indexPath: IndexPath) {
    let selected = selectedItems.contains(indexPath)
    if cell.isSelected != selected { cell.isSelected = selected }
  }

  /// The cells on screen.
  public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { realized[$0] } }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] { realized.keys.sorted() }

  /// An item's frame in the collection's content.
  public func layoutAttributesFrame(forItemAt indexPath: IndexPath) -> CGRect? { itemFrames[indexPath] }

  /// Takes a cell off screen into the reuse pool (the compositional layout's pass uses it too).
  func recycle(_ cell: CollectionViewCell) { enqueue(cell) }

  private func enqueue(_ cell: CollectionViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    guard let dataSource else { return }
    if let compositional = collectionViewLayout as? CollectionViewCompositionalLayout {
      layoutCompositional(compositional, dataSource: dataSource)
    } else if let flow = collectionViewLayout as? CollectionViewFlowLayout {
      layoutFlow(flow, dataSource: dataSource)
    }
  }

  /// Places every item of a flow layout; items on screen are made and (self-)sized, the others
  /// keep the layout's item size or their last size.
  func layoutFlow(_ flow: CollectionViewFlowLayout, dataSource: any CollectionViewDataSource) {
    let vertical = flow.scrollDirection == .vertical
    // Along the lines (the wrapping extent) and across them (the scrolling one).
    let extent = vertical ? bounds.width : bounds.height
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    let selfSizing = flow.estimatedItemSize != .zero
    var shown: [IndexPath: CollectionViewCell] = [:]
    var frames: [IndexPath: CGRect] = [:]
    var cursor: CGFloat = 0  // across the lines
    let supplementaries = SupplementaryPass(collection: self, dataSource: dataSource, visible: visible)
    var widest: CGFloat = 0
    for section in 0..<numberOfSections {
      let inset =
        flowDelegate?.collectionView(self, layout: flow, insetForSectionAt: section) ?? flow.sectionInset
      let lineSpacing =
        flowDelegate?.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: section)
        ?? flow.minimumLineSpacing
      let itemSpacing =
        flowDelegate?.collectionView(self, layout: flow, minimumInteritemSpacingForSectionAt: section)
        ?? flow.minimumInteritemSpacing
      let (leadInset, trailInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
      let sectionStart = cursor
      let header = flowSupplementary(
        CollectionView.elementKindSectionHeader, section: section, flow: flow, at: cursor,
        pinned: flow.sectionHeadersPinToVisibleBounds, pass: supplementaries)
      cursor += header.length
      cursor += vertical ? inset.top : inset.left
      let available = extent - leadInset - trailInset
      // Sizes first (cells on screen are made to be measured).
      var items: [(IndexPath, CGSize, CollectionViewCell?)] = []
      for item in 0..<numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        var size = flowDelegate?.collectionView(self, layout: flow, sizeForItemAt: indexPath) ?? flow.itemSize
        var cell: CollectionViewCell?
        // Items of a section that starts on screen are made and measured; the others keep
        // their size until the collection scrolls to them.
        if cursor <= (vertical ? visible.maxY : visible.maxX) {
          cell = realized[indexPath] ?? dataSource.collectionView(self, cellForItemAt: indexPath)
          if selfSizing, let made = cell {
            let start =
              flow.estimatedItemSize == CollectionViewFlowLayout.automaticSize ? size : flow.estimatedItemSize
            size = made.contentView.systemLayoutSizeFitting(
              start, withHorizontalFittingPriority: .fittingSizeLevel,
              verticalFittingPriority: .fittingSizeLevel)
          }
        }
        items.append((indexPath, size, cell))
      }
      // Lines: as many items as fit, then justified (one item: centred).
      var index = 0
      var firstLine = true
      while index < items.count {
        var end = index
        var used: CGFloat = 0
        while end < items.count {
          let along = vertical ? items[end].1.width : items[end].1.height
          let needed = used + (end > index ? itemSpacing : 0) + along
          if end > index && needed > available + 0.0001 { break }
          used = needed
          end += 1
        }
        if !firstLine { cursor += lineSpacing }
        firstLine = false
        let line = items[index..<end]
        let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
        let count = line.count
        let itemsExtent = line.reduce(0) { $0 + (vertical ? $1.1.width : $1.1.height) }
        let gap = count > 1 ? max(itemSpacing, (available - itemsExtent) / CGFloat(count - 1)) : 0
        var along = leadInset + (count == 1 ? (available - itemsExtent) / 2 : 0)
        for (indexPath, size, cell) in line {
          let across = cursor + (thickness - (vertical ? size.height : size.width)) / 2
          let frame =
            vertical
            ? CGRect(x: along, y: across, width: size.width, height: size.height)
            : CGRect(x: across, y: along, width: size.width, height: size.height)
          frames[indexPath] = frame
          if let cell, frame.intersects(visible) || frame.isEmpty && visible.contains(frame.origin) {
            if cell.superview !== self { addSubview(cell) }
            cell.frame = frame
            cell.contentView.frame = CGRect(origin: .zero, size: frame.size)
            if realized[indexPath] !== cell {
              showSelection(of: cell, at: indexPath)
              collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            shown[indexPath] = cell
          } else if let cell, realized[indexPath] !== cell {
            enqueue(cell)
          }
          along += (vertical ? size.width : size.height) + gap
        }
        widest = max(widest, thickness)
        cursor += thickness
        index = end
      }
      cursor += vertical ? inset.bottom : inset.right
      let footer = flowSupplementary(
        CollectionView.elementKindSectionFooter, section: section, flow: flow, at: cursor,
        pinned: flow.sectionFootersPinToVisibleBounds, pass: supplementaries)
      cursor += footer.length
      let extent = sectionStart...cursor
      header.show(in: extent, vertical: vertical, pass: supplementaries)
      footer.show(in: extent, vertical: vertical, pass: supplementaries)
    }
    for (indexPath, cell) in realized where shown[indexPath] !== cell { enqueue(cell) }
    realized = shown
    itemFrames = frames
    supplementaries.finish()
    contentSize =
      vertical ? CGSize(width: bounds.width, height: cursor) : CGSize(width: cursor, height: bounds.height)
  }
}

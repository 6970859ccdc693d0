import AutoLayout
import Foundation

/// A view controller whose view is a collection view it feeds (UIKit's
/// `UICollectionViewController`): it is the collection view's data source and delegate; override
/// the methods you need. A subclass that adopts ``CollectionViewDelegateFlowLayout`` gives a flow
/// layout its sizes, as in UIKit.
///
/// ```swift
/// final class Photos: CollectionViewController {
///   override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
///     photos.count
///   }
///   override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
///     -> CollectionViewCell
///   {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// let photos = Photos(collectionViewLayout: CollectionViewFlowLayout())
/// ```
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  /// The layout the collection view is made with.
  public let collectionViewLayout: CollectionViewLayout

  /// A controller of a collection view with `layout` (UIKit's `init(collectionViewLayout:)`).
  ///
  /// ```swift
  /// let grid = CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
  /// ```
  public init(collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout (UIKit's `init(nibName:bundle:)`; UIKit's own needs a layout
  /// from its nib).
  public override init(nibName: String?, bundle: Bundle?) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A controller decoded from an archive: nothing is decoded; a flow layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view (the controller's view).
  public var collectionView: CollectionView! {
    get { view as? CollectionView }
    set { view = newValue }
  }

  /// Whether the selection is cleared when the view appears (kept).
  public var clearsSelectionOnViewWillAppear = true
  /// Whether items can be moved by a long press (kept: there are no gestures here).
  public var installsStandardGestureForInteractiveMovement = true

  /// Makes the collection view, with the controller as its data source and delegate.
  open override func loadView() {
    let collection = CollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  // MARK: Data source

  /// One section.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// No items.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  /// An empty cell (override with your cells).
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    CollectionViewCell(frame: .zero)
  }
  /// An empty view, and a logged message (UIKit raises): override to make headers and footers.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionView.missingSupplementaryView(kind: kind, at: indexPath, from: "the collection view controller")
  }

  // MARK: Collection view delegate

  /// Nothing.
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  // MARK: Scroll view delegate: UIKit's collection view controller implements these, so a
  // subclass writes `override func scrollViewDidScroll(_:)`.

  /// Nothing; override to follow scrolling.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// No view.
  open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Nothing.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

import Foundation

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`); every method is
/// optional. Table, collection and text views' delegates are scroll view delegates too, as in
/// UIKit.
///
/// Here nothing drags or decelerates: ``scrollViewDidScroll(_:)`` is called when code sets the
/// offset (``ScrollView/contentOffset``, ``ScrollView/setContentOffset(_:animated:)``,
/// ``ScrollView/scrollRectToVisible(_:animated:)``), and a test may call the others as a
/// gesture would.
///
/// ```swift
/// final class Header: ScrollViewDelegate {
///   func scrollViewDidScroll(_ scrollView: ScrollView) {
///     stretch.constant = max(0, -scrollView.contentOffset.y)
///   }
/// }
/// scroll.delegate = header
/// ```
public protocol ScrollViewDelegate: AnyObject {
  /// The offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// A drag is about to start.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// A drag is about to end; the delegate may move where the scrolling stops.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// A drag ended.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// Deceleration is about to start.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// Deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// A scrolling animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// The view to scale when zooming (default none).
  func viewForZooming(in scrollView: ScrollView) -> View?
  /// Whether a tap on the status bar scrolls to the top (default `true`).
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  /// The scroll view scrolled to the top.
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
  /// ``ScrollView/adjustedContentInset`` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Nothing.
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// No view.
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Nothing.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

import AutoLayout
import Foundation

/// The pull-to-refresh control of a scroll view (UIKit's `UIRefreshControl`): its state is kept,
/// and its `.valueChanged` actions run when sent (`sendActions(for: .valueChanged)`, what a pull
/// does in UIKit). There is no dragging here, so it takes no room: the scroll view's content and
/// insets stay as they are while it refreshes.
///
/// ```swift
/// let refresh = RefreshControl()
/// refresh.addAction(Action { _ in reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// refresh.beginRefreshing()
/// refresh.isRefreshing   // true
/// ```
open class RefreshControl: Control {
  /// Whether a refresh is under way.
  public private(set) var isRefreshing = false
  /// The text under the spinner (kept).
  public var attributedTitle: NSAttributedString?

  /// A refresh control.
  public init() {
    super.init(frame: .zero)
  }

  /// A refresh control (its frame is the scroll view's to set).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A refresh control decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Marks a refresh as started (as the app does when it refreshes by itself).
  public func beginRefreshing() { isRefreshing = true }

  /// Marks the refresh as done.
  public func endRefreshing() { isRefreshing = false }

  /// `UIRefreshControl`.
  override open class var uikitName: String { "UIRefreshControl" }
}

import AutoLayout
import Foundation

extension ScrollView {
  /// The pull-to-refresh control (kept; see ``RefreshControl``).
  ///
  /// ```swift
  /// collectionView.refreshControl = RefreshControl()
  /// ```
  public var refreshControl: RefreshControl? {
    get { refreshControlStorage as? RefreshControl }
    set { refreshControlStorage = newValue }
  }
}

import AutoLayout
import Foundation

extension Layer {
  /// The shadow's outline (kept; UIKit draws the shadow faster with it).
  ///
  /// ```swift
  /// view.layer.shadowPath = BezierPath(rect: view.bounds).cgPath
  /// ```
  public var shadowPath: CGPath? {
    get { shadowPathStorage as? CGPath }
    set { shadowPathStorage = newValue }
  }
}

import AutoLayout
import Foundation

/// A bar of buttons (UIKit's `UIToolbar`): its items are kept; it is 44 points tall (32 in a
/// compact-height window on a phone, as the navigation bar) and as wide as constraints or its
/// frame make it. A navigation controller shows one at the bottom of its view
/// (``NavigationController/isToolbarHidden``, `ViewController.toolbarItems`).
///
/// The height is the one Apple's Human Interface Guidelines give for toolbars, and the one every
/// `UIToolbar` of the public Interface Builder corpus is stored with (three files, iPhone and
/// iPhone Plus sizes).
///
/// ```swift
/// let bar = Toolbar()
/// bar.items = [.flexibleSpace(), BarButtonItem(systemItem: .done)]
/// bar.intrinsicContentSize   // (noIntrinsicMetric, 44)
/// ```
open class Toolbar: View {
  /// The bar's appearances (``standardAppearance`` …).
  let toolbarAppearances = ToolbarAppearances()
  /// The items, left to right (kept).
  public var items: [BarButtonItem]?
  /// Whether the bar is see-through (default `true`): in a navigation controller, an opaque bar
  /// keeps the top controller's view out from under it unless the controller's
  /// `ViewController.extendedLayoutIncludesOpaqueBars` is set.
  public var isTranslucent = true {
    didSet { if isTranslucent != oldValue { owner?.barChanged() } }
  }
  /// The bar's colour (kept).
  public var barTintColor: Color?
  /// The bar's style (kept).
  public var barStyle: BarStyle = .default
  weak var owner: NavigationController?

  /// Sets the items (no animation here).
  ///
  /// ```swift
  /// bar.setItems([BarButtonItem(systemItem: .trash)], animated: true)
  /// ```
  public func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

  /// No width of its own; 44 points tall, 32 in a compact-height window on a phone.
  override open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Toolbar.height(in: window))
  }

  /// The bar's height may follow a new size class.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    invalidateIntrinsicContentSize()
  }

  /// 44, or 32 in a window of compact height on a phone.
  static func height(in window: Window?) -> CGFloat {
    window?.verticalSizeClass == .compact && window?.userInterfaceIdiom == .phone
      ? compactHeight : height
  }

  /// The standard height (Apple's Human Interface Guidelines; every stored `UIToolbar` of the
  /// corpus).
  public static let height: CGFloat = 44
  /// The height in a compact-height window on a phone: the navigation bar's
  /// (``NavigationBar/compactHeight``).
  public static let compactHeight: CGFloat = NavigationBar.compactHeight

  /// `UIToolbar`.
  override open class var uikitName: String { "UIToolbar" }

  /// UIKit's `UIBarStyle`.
  public enum BarStyle: Int, Sendable {
    case `default`, black
  }
}

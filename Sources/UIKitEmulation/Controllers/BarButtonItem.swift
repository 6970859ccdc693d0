import AutoLayout
import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`, the closure forms): kept,
/// and its action run by ``perform()``.
///
/// ```swift
/// navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { _ in add() })
/// ```
open class BarButtonItem {
  /// The title.
  public var title: String?
  /// The image.
  public var image: Image?
  /// The style.
  public var style: Style = .plain
  /// The system item it was made from, if any.
  public private(set) var systemItem: SystemItem?
  /// The action run when it is tapped.
  public var primaryAction: Action?
  /// The menu the item shows (iOS 14; kept: there is no menu on screen here).
  public var menu: Menu?
  /// The width of a fixed space (``fixedSpace(_:)``), or of the item when set (kept).
  public var width: CGFloat = 0
  /// A custom view in place of the button.
  public var customView: View?
  /// Whether it can be tapped.
  public var isEnabled = true
  /// Its tint.
  public var tintColor: Color?

  /// An item with a title or an image.
  ///
  /// ```swift
  /// BarButtonItem(title: "Edit", style: .plain, primaryAction: Action { _ in edit() })
  /// ```
  public init(
    title: String? = nil, image: Image? = nil, style: Style = .plain, primaryAction: Action? = nil,
    menu: Menu? = nil
  ) {
    self.title = title
    self.image = image
    self.style = style
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item of a system kind.
  ///
  /// ```swift
  /// BarButtonItem(systemItem: .done, primaryAction: Action { _ in dismiss() })
  /// ```
  public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A space that takes what room is left in a toolbar (UIKit's `flexibleSpace()`, iOS 14).
  ///
  /// ```swift
  /// toolbarItems = [.flexibleSpace(), BarButtonItem(systemItem: .add)]
  /// ```
  public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

  /// A space of a fixed width (UIKit's `fixedSpace(_:)`, iOS 14).
  ///
  /// ```swift
  /// let gap = BarButtonItem.fixedSpace(16)
  /// ```
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// An item showing a view.
  public init(customView: View) { self.customView = customView }

  /// An item decoded from a storyboard (UIKit's `init?(coder:)`): nothing is decoded here; a plain
  /// item. A subclass with initializers of its own writes it, as in UIKit.
  public required init?(coder: NSCoder) {}

  /// Runs the item's action, as a tap would.
  ///
  /// ```swift
  /// item.perform()
  /// ```
  public func perform() {
    guard isEnabled, let action = primaryAction else { return }
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  /// UIKit's `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable { case plain, done }

  /// UIKit's `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
  }
}

import AutoLayout
import Foundation

/// What a menu holds (UIKit's `UIMenuElement`): an ``Action`` or a nested ``Menu``.
///
/// ```swift
/// let children: [MenuElement] = [Action(title: "Copy") { _ in copy() }, Menu(title: "Share", children: [])]
/// ```
public protocol MenuElement: AnyObject {
  /// The title shown.
  var title: String { get }
  /// The image shown.
  var image: Image? { get }
}

extension Action: MenuElement {}

/// A menu of actions and submenus (UIKit's `UIMenu`), shown by a button or a bar button item
/// (``Button/menu``, ``BarButtonItem/menu``). Kept, and its actions run by ``Action/handler``;
/// there is no menu on screen here, so it has no effect on layout.
///
/// ```swift
/// let sort = Menu(title: "Sort", options: .singleSelection, children: [
///   Action(title: "Date", state: .on) { _ in sortByDate() },
///   Action(title: "Name") { _ in sortByName() },
/// ])
/// button.menu = sort
/// button.showsMenuAsPrimaryAction = true
/// ```
public final class Menu: MenuElement {
  /// The title.
  public let title: String
  /// A line under the title (iOS 15's `subtitle`).
  public var subtitle: String?
  /// The image.
  public let image: Image?
  /// The identifier (unique unless given).
  public let identifier: Identifier
  /// How the menu shows its children.
  public let options: Options
  /// The actions and submenus, in order.
  public let children: [MenuElement]

  /// A menu.
  ///
  /// ```swift
  /// Menu(title: "", children: [Action(title: "Share") { _ in share() }])
  /// ```
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [MenuElement] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: "menu-\(Menu.counter.next())")
    self.options = options
    self.children = children
  }

  /// The same menu with other children.
  ///
  /// ```swift
  /// let updated = menu.replacingChildren([Action(title: "Undo") { _ in undo() }])
  /// ```
  public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  /// The actions of the menu and its submenus whose state is on (a single-selection menu's
  /// choice).
  ///
  /// ```swift
  /// sort.selectedElements.map(\.title)   // ["Date"]
  /// ```
  public var selectedElements: [MenuElement] {
    children.flatMap { element -> [MenuElement] in
      if let menu = element as? Menu { return menu.selectedElements }
      if let action = element as? Action, action.state == .on { return [action] }
      return []
    }
  }

  private static let counter = Counter()

  /// A menu's identifier (UIKit's `UIMenu.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier text.
    public var rawValue: String
    /// An identifier from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// UIKit's `UIMenu.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent menu, after a separator.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Shown as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// One child at a time is on.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show as a row of icons.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }
}

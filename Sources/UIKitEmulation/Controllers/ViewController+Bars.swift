import AutoLayout
import Foundation

/// What a controller shows in its containers' bars (UIKit declares these on `UIViewController`).
extension ViewController {
  /// The nearest navigation controller among the controller and its parents.
  ///
  /// ```swift
  /// navigationController?.pushViewController(detail, animated: true)
  /// ```
  public var navigationController: NavigationController? {
    var current: ViewController? = self
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The nearest tab bar controller among the controller and its parents.
  ///
  /// ```swift
  /// tabBarController?.selectedIndex = 0
  /// ```
  public var tabBarController: TabBarController? {
    var current: ViewController? = self
    while let controller = current {
      if let tabs = controller as? TabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// What the tab of a tab bar controller shows for the controller (kept).
  ///
  /// ```swift
  /// inbox.tabBarItem = TabBarItem(title: "Inbox", image: nil, tag: 0)
  /// ```
  public var tabBarItem: TabBarItem {
    get {
      if let item = emulationAttachments[.tabBarItem] as? TabBarItem { return item }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      emulationAttachments[.tabBarItem] = item
      return item
    }
    set { emulationAttachments[.tabBarItem] = newValue }
  }

  /// The navigation bar items of the controller (kept; there is no navigation bar here), made on
  /// first use with the controller's `title`.
  ///
  /// ```swift
  /// navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
  /// ```
  public var navigationItem: NavigationItem {
    if let item = emulationAttachments[.navigationItem] as? NavigationItem { return item }
    let item = NavigationItem(title: title)
    emulationAttachments[.navigationItem] = item
    return item
  }

  /// The items a navigation controller's toolbar shows while this controller is on top.
  ///
  /// ```swift
  /// toolbarItems = [.flexibleSpace(), BarButtonItem(systemItem: .compose)]
  /// navigationController?.isToolbarHidden = false
  /// ```
  public var toolbarItems: [BarButtonItem]? {
    get { (emulationAttachments[.toolbarItems] as? ToolbarItems)?.items }
    set {
      emulationAttachments[.toolbarItems] = newValue.map(ToolbarItems.init)
      if let navigation = parent as? NavigationController, navigation.topViewController === self {
        navigation.toolbar.items = toolbarItems
      }
    }
  }

  /// Sets ``toolbarItems`` (no animation here).
  public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) { toolbarItems = items }
}

/// A controller's `ViewController.toolbarItems` as an attachment.
final class ToolbarItems {
  let items: [BarButtonItem]
  init(_ items: [BarButtonItem]) { self.items = items }
}

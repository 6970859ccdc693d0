import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// Toolbars as UIKit code uses them: a navigation controller's toolbar in the top controller's
/// safe area, `hidesBottomBarWhenPushed` for it and for a tab bar, a standalone `UIToolbar`.
@Suite("UIToolbar and bottom bars")
struct UIKitToolbarTests {
  typealias Screen = UIKitTabBarTests.Screen

  /// An iPhone 15 window (status bar 59, home indicator 34).
  func window() -> UIWindow { UIKitTabBarTests().window() }

  @Test("a shown toolbar sits on the home indicator, 44 tall, in the top controller's safe area")
  func navigationToolbar() {
    let window = window()
    let list = Screen()
    list.toolbarItems = [.flexibleSpace(), UIBarButtonItem(systemItem: .compose)]
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // Hidden by default: the footer sits on the home indicator.
    #expect(navigation.isToolbarHidden)
    #expect(navigation.toolbar.isHidden)
    #expect(list.footer.frame == CGRect(x: 0, y: 778, width: 393, height: 40))
    navigation.setToolbarHidden(false, animated: true)
    window.layoutIfNeeded()
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
    #expect(!navigation.toolbar.isHidden)
    #expect(navigation.toolbar.items?.count == 2)
    #expect(navigation.toolbar.items?[1].systemItem == .compose)
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 78, right: 0))
    #expect(list.footer.frame == CGRect(x: 0, y: 734, width: 393, height: 40))
    // A pushed controller with hidesBottomBarWhenPushed: no toolbar for it; popped, it is back.
    let detail = Screen()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: true)
    window.layoutIfNeeded()
    #expect(navigation.toolbar.isHidden)
    #expect(detail.footer.frame == CGRect(x: 0, y: 778, width: 393, height: 40))
    #expect(navigation.toolbar.items == nil)
    navigation.popViewController(animated: true)
    window.layoutIfNeeded()
    #expect(list.footer.frame == CGRect(x: 0, y: 734, width: 393, height: 40))
    #expect(navigation.toolbar.items?.count == 2)
  }

  @Test("an opaque toolbar keeps the view above it; compact height makes it 32")
  func opaqueAndCompact() {
    let window = window()
    let list = Screen()
    let navigation = UINavigationController(rootViewController: list)
    navigation.isToolbarHidden = false
    navigation.toolbar.isTranslucent = false
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // The view ends at the toolbar's top (852 − 34 − 44), with no bar in its bottom safe area.
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 393, height: 774))
    #expect(list.footer.frame == CGRect(x: 0, y: 734, width: 393, height: 40))
    let bar = UIToolbar()
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 44))
    window.verticalSizeClass = .compact
    window.layoutIfNeeded()
    #expect(navigation.toolbar.frame.height == 32)
    #expect(list.footer.frame.maxY == 786)  // 852 − 34 − 32
  }

  @Test("a tab's navigation controller pushing a controller that hides bottom bars hides the tab bar")
  func tabBarHiddenWhenPushed() {
    let window = window()
    let inbox = Screen()
    let navigation = UINavigationController(rootViewController: inbox)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, Screen()]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(inbox.footer.frame == CGRect(x: 0, y: 729, width: 393, height: 40))
    let message = Screen()
    message.hidesBottomBarWhenPushed = true
    navigation.pushViewController(message, animated: true)
    window.layoutIfNeeded()
    #expect(tabs.tabBar.frame.height == 0)
    #expect(message.view.safeAreaInsets.bottom == 34)
    #expect(message.footer.frame == CGRect(x: 0, y: 778, width: 393, height: 40))
    navigation.popViewController(animated: true)
    window.layoutIfNeeded()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(inbox.footer.frame == CGRect(x: 0, y: 729, width: 393, height: 40))
    // A toolbar inside a tab sits on the tab bar.
    navigation.isToolbarHidden = false
    window.layoutIfNeeded()
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 725, width: 393, height: 44))
    #expect(inbox.footer.frame == CGRect(x: 0, y: 685, width: 393, height: 40))
  }

  @Test("menus: nested elements, single selection, on buttons and bar button items")
  func menus() {
    var chosen: [String] = []
    let sort = UIMenu(
      title: "Sort", options: .singleSelection,
      children: [
        UIAction(title: "Date", state: .on) { _ in chosen.append("date") },
        UIAction(title: "Name") { _ in chosen.append("name") },
      ])
    let menu = UIMenu(
      children: [sort, UIAction(title: "Delete", attributes: .destructive) { _ in chosen.append("delete") }])
    #expect(menu.children.map(\.title) == ["Sort", "Delete"])
    #expect(menu.selectedElements.map(\.title) == ["Date"])
    #expect(menu.replacingChildren([]).children.isEmpty)
    #expect(menu.replacingChildren([]).identifier == menu.identifier)
    let button = UIButton(type: .system)
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    let item = UIBarButtonItem(image: nil, menu: menu)
    #expect(item.menu === menu && button.menu === menu)
    if let delete = menu.children[1] as? UIAction { delete.handler(delete) }
    #expect(chosen == ["delete"])
    #expect(UIBarButtonItem.fixedSpace(16).width == 16)
    #expect(UIColor.systemBlue.resolvedColor(with: button.traitCollection) == .systemBlue)
  }

  @Test("an alert is presented over its presenter; an action dismisses it and runs its handler")
  func alerts() {
    let window = window()
    let screen = Screen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    var ran: [String] = []
    let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { action in ran.append(action.title ?? "") })
    alert.addTextField { field in field.placeholder = "Type DELETE" }
    screen.present(alert, animated: true)
    #expect(screen.presentedViewController === alert)
    #expect(alert.title == "Delete?" && alert.message == "This cannot be undone.")
    #expect(alert.textFields?.first?.placeholder == "Type DELETE")
    // The presenter stays on screen under an alert.
    #expect(screen.view.window === window)
    alert.actions[1].perform()
    #expect(ran == ["Delete"])
    #expect(screen.presentedViewController == nil)
    // Text fields belong to alerts: an action sheet logs UIKit's complaint and has none.
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let box = LockedBox()
    LayoutLog.withHandler({ box.append($0) }) { sheet.addTextField() }
    #expect(sheet.textFields == nil)
    #expect(box.text.contains("Text fields can only be added to an alert controller"))
  }

  @Test("a refresh control is kept by its scroll view and reports its state")
  func refreshControl() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let refresh = UIRefreshControl()
    var reloads = 0
    refresh.addAction(UIAction { _ in reloads += 1 }, for: .valueChanged)
    table.refreshControl = refresh
    #expect(table.refreshControl === refresh)
    refresh.sendActions(for: .valueChanged)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && reloads == 1)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
  }
}

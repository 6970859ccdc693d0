import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// A navigation controller as UIKit code uses it: push, pop, the bar's height, and a safe area that
/// starts below the bar.
@Suite("UINavigationController")
struct UIKitNavigationTests {
  final class Page: UIViewController {
    let header = UIView()
    var calls: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 50),
      ])
    }

    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
  }

  /// An iPhone 15 window (status bar 59, home indicator 34).
  func window() -> UIWindow {
    UIWindow(
      size: CGSize(width: 393, height: 852), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test(
    "the top controller's safe area starts below the 44-point bar under the status bar; push and pop swap views"
  )
  func pushAndPop() throws {
    let window = window()
    let inbox = Page()
    let navigation = UINavigationController(rootViewController: inbox)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    // The view fills the window; its safe area starts at 59 + 44.
    #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(inbox.header.frame == CGRect(x: 0, y: 103, width: 393, height: 50))
    #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(inbox.navigationController === navigation)
    #expect(inbox.calls == ["willAppear", "didAppear"])

    let message = Page()
    navigation.pushViewController(message, animated: true)
    window.layoutIfNeeded()
    #expect(navigation.topViewController === message && navigation.viewControllers.count == 2)
    #expect(message.header.frame.minY == 103)
    #expect(inbox.view.superview == nil)
    #expect(inbox.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(message.calls == ["willAppear", "didAppear"])

    let popped = navigation.popViewController(animated: true)
    window.layoutIfNeeded()
    #expect(popped === message && navigation.topViewController === inbox)
    #expect(inbox.view.superview === navigation.view && message.view.superview == nil)
    #expect(navigation.popViewController(animated: true) == nil)
  }

  /// A page whose content needs the whole height: a footer pinned to the safe area's bottom and a
  /// header at least 8 points above it.
  final class TallPage: UIViewController {
    let header = UIView()
    let footer = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      for part in [header, footer] {
        part.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(part)
      }
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 200),
        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        footer.heightAnchor.constraint(equalToConstant: 44),
        footer.topAnchor.constraint(greaterThanOrEqualTo: header.bottomAnchor, constant: 8),
      ])
    }
  }

  @Test(
    "the top controller's view, made before the container has a size, fills it at the first layout: no conflict"
  )
  func firstLayoutFillsContainer() {
    let window = window()
    let page = TallPage()
    window.rootViewController = UINavigationController(rootViewController: page)
    let box = LockedBox()
    LayoutLog.withHandler({ box.append($0) }) {
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }
    // The controller's view was given the container's zero size when the container was made; it
    // follows the container's later size by its mask, as UIKit resizes it.
    #expect(!box.text.contains("Unable to simultaneously satisfy constraints"))
    #expect(page.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(page.header.frame == CGRect(x: 0, y: 119, width: 393, height: 200))
    #expect(page.footer.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
  }

  /// A list screen as UIKit code writes it: a table pinned to the edges of the controller's view.
  final class ListPage: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    let badge = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
      table.translatesAutoresizingMaskIntoConstraints = false
      badge.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(table)
      table.addSubview(badge)
      NSLayoutConstraint.activate([
        table.topAnchor.constraint(equalTo: view.topAnchor),
        table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        badge.topAnchor.constraint(equalTo: table.frameLayoutGuide.topAnchor, constant: 10),
        badge.leadingAnchor.constraint(equalTo: table.frameLayoutGuide.leadingAnchor),
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
  }

  @Test("a subview of the controller's view sees the bar and the extra insets in its own safe area")
  func subviewSafeArea() {
    let window = window()
    let page = ListPage()
    window.rootViewController = UINavigationController(rootViewController: page)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // The table covers the whole screen; its safe area, as its superview's, starts below the bar
    // (59 + 44) and ends above the home indicator and the controller's extra 50 (34 + 50).
    #expect(page.table.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 84, right: 0))
    #expect(page.table.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 84, right: 0))
    #expect(page.table.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 84, right: 0))
    #expect(page.table.contentOffset == CGPoint(x: 0, y: -103))
    // Pinned to the frame guide, the badge stays 10 below the table's top edge on screen: in the
    // table's bounds, which start at the content offset, at −93.
    #expect(page.badge.frame == CGRect(x: 0, y: -93, width: 20, height: 20))
    // No frame moves when the extra insets or the bar change: the safe areas follow all the same.
    page.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(page.table.safeAreaInsets == UIEdgeInsets(top: 113, left: 0, bottom: 34, right: 0))
    page.navigationController?.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(page.table.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
  }

  @Test("large titles make the bar 96 points; a hidden bar leaves the status bar only; compact height: 32")
  func barHeights() {
    let window = window()
    let page = Page()
    let navigation = UINavigationController(rootViewController: page)
    navigation.navigationBar.prefersLargeTitles = true
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(page.header.frame.minY == 155)  // 59 + 96
    navigation.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(page.header.frame.minY == 59)
    navigation.setNavigationBarHidden(false, animated: false)
    navigation.navigationBar.prefersLargeTitles = false
    window.verticalSizeClass = .compact
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 32)
    #expect(page.header.frame.minY == 91)  // 59 + 32
  }
}

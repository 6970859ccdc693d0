import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// A tab bar controller as UIKit code uses it: tabs of plain and navigation controllers, the bar
/// in the children's safe area.
@Suite("UITabBarController")
struct UIKitTabBarTests {
  /// A screen with a header under its safe area's top and a footer on its bottom.
  final class Screen: UIViewController {
    let header = UIView()
    let footer = UIView()
    var calls: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      for part in [header, footer] {
        part.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(part)
      }
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 50),
        footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        footer.heightAnchor.constraint(equalToConstant: 40),
      ])
    }

    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
  }

  /// An iPhone 15 window (status bar 59, home indicator 34).
  func window() -> UIWindow {
    UIWindow(
      size: CGSize(width: 393, height: 852), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("the 49-point bar sits on the home indicator; a navigation controller in a tab has both bars")
  func barsAddUp() {
    let window = window()
    let inbox = Screen()
    let settings = Screen()
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    #expect(inbox.header.frame == CGRect(x: 0, y: 103, width: 393, height: 50))
    #expect(inbox.footer.frame == CGRect(x: 0, y: 729, width: 393, height: 40))
    #expect(inbox.tabBarController === tabs && inbox.navigationController != nil)
    #expect(tabs.selectedIndex == 0 && settings.viewIfLoaded == nil)
    #expect(inbox.calls == ["willAppear", "didAppear"])
  }

  @Test("selecting a tab swaps the views; a hidden bar gives its height back; compact height: 32")
  func selection() {
    let window = window()
    let first = Screen()
    let second = Screen()
    let tabs = UITabBarController()
    tabs.setViewControllers([first, second], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(tabs.selectedViewController === second)
    #expect(first.view.superview == nil && second.view.superview === tabs.view)
    #expect(second.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    tabs.selectedIndex = 5  // out of range: ignored
    #expect(tabs.selectedIndex == 1)
    tabs.tabBar.isHidden = true
    window.layoutIfNeeded()
    #expect(second.footer.frame.maxY == 818)  // 852 − 34
    tabs.tabBar.isHidden = false
    window.verticalSizeClass = .compact
    window.layoutIfNeeded()
    #expect(tabs.tabBar.frame.height == 66)  // 32 + 34
    #expect(second.footer.frame.maxY == 786)  // 852 − 34 − 32
    tabs.selectedViewController = first
    #expect(tabs.selectedIndex == 0)
  }
}

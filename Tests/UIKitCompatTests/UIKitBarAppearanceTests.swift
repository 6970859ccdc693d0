import Testing
import UIKitCompat

/// Bar appearances as app set-up code writes them: kept, and no frame changes.
@Suite("UIBarAppearance and the status bar manager")
struct UIKitBarAppearanceTests {
  @Test("navigation, tab and tool bar appearances are kept; the bars keep their frames")
  func appearances() throws {
    let window = UIWindow(
      size: CGSize(width: 393, height: 852), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let navigation = UINavigationController(rootViewController: UIViewController())
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let barFrame = navigation.navigationBar.frame
    let tabFrame = tabs.tabBar.frame

    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
    navigation.navigationBar.shadowImage = UIImage()

    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithTransparentBackground()
    tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemPink
    tabs.tabBar.standardAppearance = tabAppearance
    tabs.tabBar.scrollEdgeAppearance = tabAppearance
    window.layoutIfNeeded()

    #expect(navigation.navigationBar.standardAppearance === appearance)
    #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
    #expect(appearance.backgroundEffect == nil && appearance.shadowColor != nil)
    #expect(navigation.navigationBar.backgroundImage(for: .default) == UIImage())
    #expect(tabAppearance.shadowColor == nil && tabAppearance.backgroundEffect == nil)
    #expect(tabs.tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .systemPink)
    // A default appearance is the translucent blur.
    #expect(UINavigationBarAppearance().backgroundEffect?.style == .systemChromeMaterial)
    // Appearances change no frame.
    #expect(navigation.navigationBar.frame == barFrame && tabs.tabBar.frame == tabFrame)
  }

  @Test("the status bar's frame is the screen's top inset, as wide as the screen")
  func statusBar() throws {
    let scene = UIWindowScene(session: UISceneSession(), connectionOptions: .init())
    let screen = scene.screen
    let frame = try #require(scene.statusBarManager?.statusBarFrame)
    #expect(frame == CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top))
    #expect(scene.statusBarManager?.isStatusBarHidden == false)
  }
}

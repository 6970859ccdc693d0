import Foundation
import Testing
import UIKitCompat

/// The app's side of UIKit as Xcode's template writes it: the app delegate with its scene
/// configuration, the scene delegate, the shared application's delegate and scenes, and calls
/// that reach outside the app.
@Suite("App and scene delegates")
struct UIKitAppLifecycleTests {
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var launched = false
    var discarded = 0

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      launched = true
      return true
    }

    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    {
      discarded += sceneSessions.count
    }
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var opened: [URL] = []

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      opened += URLContexts.map(\.url)
    }

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(frame: windowScene.coordinateSpace.bounds)
      window.windowScene = windowScene
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      self.window = window
    }
  }

  @Test("launch as UIKit does: the app delegate, its scene configuration, the scene delegate's window")
  func launch() throws {
    let app = AppDelegate()
    UIApplication.shared.delegate = app
    #expect(app.application(.shared, didFinishLaunchingWithOptions: nil) && app.launched)
    #expect((UIApplication.shared.delegate as? AppDelegate) === app)
    let session = UISceneSession()
    let configuration = app.application(.shared, configurationForConnecting: session, options: .init())
    #expect(configuration.role == .windowApplication && configuration.name == "Default Configuration")
    let scene = UIWindowScene(session: session, connectionOptions: .init())
    let delegate = SceneDelegate()
    scene.delegate = delegate
    delegate.scene(scene, willConnectTo: session, options: .init())
    let window = try #require(delegate.window)
    #expect(
      window.frame == UIScreen.main.bounds && window.windowScene === scene && scene.keyWindow === window)
    #expect(UIApplication.shared.connectedScenes.contains(scene))
    app.application(.shared, didDiscardSceneSessions: [session])
    #expect(app.discarded == 1)
    let link = try #require(URL(string: "myapp://item/3"))
    delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: link)])
    #expect(delegate.opened == [link])
    // The methods the delegates leave out have UIKit's defaults.
    app.applicationDidBecomeActive(.shared)
    delegate.sceneDidEnterBackground(scene)
  }

  @Test("open(_:) records the URL and tells the completion no app opened it")
  func openURL() throws {
    let url = try #require(URL(string: "tel://5550100"))
    var opened: Bool?
    UIApplication.shared.open(url, options: [:]) { opened = $0 }
    #expect(opened == false && UIApplication.shared.openedURLs.contains(url))
    #expect(!UIApplication.shared.canOpenURL(url))
  }

  @Test("Display P3 colours convert to sRGB: greys stay, P3 red is clamped to sRGB red")
  func displayP3() {
    let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
    let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5)
    #expect(red.red == 1 && red.green == 0 && red.blue == 0 && red.alpha == 0.5)
  }

  final class Ring: UIView {
    var drawn = 0
    override func draw(_ rect: CGRect) { drawn += 1 }
    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
  }

  @Test("UIFont(name:size:) is failable as in UIKit and gives the font; draw(_:) and awakeFromNib are hooks")
  func fontsAndHooks() throws {
    let font = try #require(UIFont(name: "Avenir-Heavy", size: 20))
    #expect(font.pointSize == 20 && font.familyName == "Avenir-Heavy")
    let ring = Ring(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    ring.setNeedsDisplay()
    ring.layoutIfNeeded()
    // No display here: nothing draws, and layout does not wait for it.
    #expect(ring.drawn == 0)
  }
}

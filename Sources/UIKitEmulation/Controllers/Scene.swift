import AutoLayout
import Foundation

/// One instance of the app's interface (UIKit's `UIScene`, iOS 13): what a scene delegate is
/// given when the scene connects. Here a test makes the scene and calls the delegate itself, as
/// UIKit does at launch.
///
/// ```swift
/// let scene = WindowScene(session: SceneSession(), connectionOptions: Scene.ConnectionOptions())
/// let delegate = SceneDelegate()
/// delegate.scene(scene, willConnectTo: scene.session, options: Scene.ConnectionOptions())
/// delegate.window?.frame.size   // the main screen's
/// ```
open class Scene: Responder {

  /// The session the scene belongs to.
  public let session: SceneSession
  /// The scene's delegate (held strongly, as UIKit holds it).
  public var delegate: (any SceneDelegate)?
  /// The scene's title (kept).
  public var title: String?

  /// UIKit's designated initializer.
  ///
  /// ```swift
  /// let scene = Scene(session: SceneSession(), connectionOptions: Scene.ConnectionOptions())
  /// ```
  public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
    Scene.connected.add(self)
  }

  /// The scenes made in the process that are still alive (`Application.connectedScenes`).
  static let connected = ConnectedScenes()

  /// What the scene was opened with (UIKit's `UIScene.ConnectionOptions`): no URLs, activities or
  /// notifications here.
  public final class ConnectionOptions {
    /// The URLs the scene was opened with (none).
    public let urlContexts: Set<String> = []
    /// The user activities the scene was opened with (none).
    public let userActivities: Set<String> = []
    /// The app that opened the scene (none).
    public let sourceApplication: String? = nil

    /// Options with nothing to open.
    public init() {}
  }

  /// UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    case unattached = -1, foregroundActive, foregroundInactive, background
  }

  /// Whether the scene is on screen (foreground and active here).
  public var activationState: ActivationState { .foregroundActive }
}

/// A scene of windows (UIKit's `UIWindowScene`): the screen its windows cover, the windows made
/// for it with `Window(windowScene:)`, and their traits.
///
/// ```swift
/// let window = Window(windowScene: scene)   // the screen's size, scale and safe area
/// ```
open class WindowScene: Scene {
  /// The screen the scene is on (`Screen.main`).
  public let screen: Screen
  private var madeWindows: [WeakWindow] = []

  private struct WeakWindow {
    weak var window: Window?
  }

  /// UIKit's designated initializer: a scene on the main screen.
  public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
    screen = .main
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// The scene's coordinate space (UIKit's `coordinateSpace`): the screen's, whose `bounds` a
  /// window covering the scene takes.
  ///
  /// ```swift
  /// window = UIWindow(frame: windowScene.coordinateSpace.bounds)
  /// ```
  public var coordinateSpace: Screen { screen }

  /// The windows made for the scene that are still alive, oldest first.
  public var windows: [Window] { madeWindows.compactMap(\.window) }

  /// The window of the scene made key most recently.
  public var keyWindow: Window? { windows.last { $0.isKeyWindow } }

  /// The traits of the scene: its first window's, else the screen's idiom's.
  public var traitCollection: TraitCollection { windows.first?.traitCollection ?? TraitCollection() }

  /// The orientation of the interface: landscape when the screen is wider than tall.
  public var interfaceOrientation: InterfaceOrientation {
    screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
  }

  func adopt(_ window: Window) {
    madeWindows.removeAll { $0.window == nil }
    madeWindows.append(WeakWindow(window: window))
  }
}

/// UIKit's `UIInterfaceOrientation`.
public enum InterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  /// Whether the orientation is portrait (either way up).
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A scene's session (UIKit's `UISceneSession`): its role and configuration.
///
/// ```swift
/// let session = SceneSession()
/// session.role == .windowApplication   // true
/// ```
public final class SceneSession: Hashable {
  /// Sessions are equal when they are the same object (as `NSObject`s are).
  public static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The scene of the session, once made.
  public fileprivate(set) weak var scene: Scene?
  /// The kind of scene (an app window by default).
  public let role: Role
  /// An identifier, unique in the process.
  public let persistentIdentifier: String
  /// The configuration the scene was made with.
  public let configuration: SceneConfiguration
  /// Data the app keeps with the session.
  public var userInfo: [String: Any]?

  /// A session of a role (an app window by default).
  public init(role: Role = .windowApplication) {
    self.role = role
    configuration = SceneConfiguration(name: "Default Configuration", sessionRole: role)
    persistentIdentifier = UUID().uuidString
  }

  /// UIKit's `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the role.
    public let rawValue: String
    /// A role of UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's own windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// An external display.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

/// A scene's configuration (UIKit's `UISceneConfiguration`), as an app delegate returns it.
///
/// ```swift
/// SceneConfiguration(name: "Default Configuration", sessionRole: session.role)
/// ```
open class SceneConfiguration {
  /// The name from the Info.plist (kept).
  public let name: String?
  /// The role.
  public let role: SceneSession.Role
  /// The delegate class (kept).
  public var delegateClass: AnyClass?
  /// The scene class (kept).
  public var sceneClass: AnyClass?

  /// A configuration of a name and a role.
  public init(name: String?, sessionRole: SceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// What a scene tells its delegate (UIKit's `UISceneDelegate`); every method is optional.
///
/// ```swift
/// final class SceneDelegate: Responder, WindowSceneDelegate {
///   var window: Window?
///   func scene(_ scene: Scene, willConnectTo session: SceneSession, options: Scene.ConnectionOptions) {
///     guard let windowScene = scene as? WindowScene else { return }
///     window = Window(windowScene: windowScene)
///     window?.rootViewController = ViewController()
///     window?.makeKeyAndVisible()
///   }
/// }
/// ```
public protocol SceneDelegate: AnyObject {
  /// The scene is connecting to the app: make its window here.
  func scene(
    _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
  /// The scene was released.
  func sceneDidDisconnect(_ scene: Scene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: Scene)
  /// The scene will stop being active.
  func sceneWillResignActive(_ scene: Scene)
  /// The scene will come to the foreground.
  func sceneWillEnterForeground(_ scene: Scene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: Scene)
  /// The scene was asked to open URLs (a deep link, a custom scheme).
  func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>)
}

extension SceneDelegate {
  /// Nothing by default.
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions
  ) {}
  /// Nothing by default.
  public func sceneDidDisconnect(_ scene: Scene) {}
  /// Nothing by default.
  public func sceneDidBecomeActive(_ scene: Scene) {}
  /// Nothing by default.
  public func sceneWillResignActive(_ scene: Scene) {}
  /// Nothing by default.
  public func sceneWillEnterForeground(_ scene: Scene) {}
  /// Nothing by default.
  public func sceneDidEnterBackground(_ scene: Scene) {}
  /// Nothing by default.
  public func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) {}
}

/// A URL a scene is asked to open, with how it came (UIKit's `UIOpenURLContext`).
///
/// ```swift
/// delegate.scene(scene, openURLContexts: [OpenURLContext(url: URL(string: "myapp://item/3")!)])
/// ```
public final class OpenURLContext: Hashable {
  /// The URL to open.
  public let url: URL
  /// How it came (UIKit's `UIScene.OpenURLOptions`).
  public let options: Scene.OpenURLOptions

  /// A URL to open, from an app (or none).
  public init(url: URL, options: Scene.OpenURLOptions = Scene.OpenURLOptions()) {
    self.url = url
    self.options = options
  }

  /// Contexts are equal when they are the same object (as `NSObject`s are).
  public static func == (lhs: OpenURLContext, rhs: OpenURLContext) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Scene {
  /// How a URL came to a scene (UIKit's `UIScene.OpenURLOptions`).
  public struct OpenURLOptions {
    /// The bundle identifier of the app that asked to open it.
    public var sourceApplication: String?
    /// Whether the file should be opened in place, not copied.
    public var openInPlace = false
    /// Options from an app (or none).
    public init(sourceApplication: String? = nil, openInPlace: Bool = false) {
      self.sourceApplication = sourceApplication
      self.openInPlace = openInPlace
    }
  }
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`), usually with a `window` property
/// it sets when the scene connects.
public protocol WindowSceneDelegate: SceneDelegate {}

extension Window {
  /// UIKit's `UIWindow(windowScene:)`: a window covering the scene's screen (its size, scale and
  /// safe area, as `init(frame:)` with the screen's bounds gives).
  ///
  /// ```swift
  /// window = Window(windowScene: windowScene)
  /// ```
  public convenience init(windowScene: WindowScene) {
    self.init(frame: windowScene.screen.bounds)
    sceneStorage = windowScene
    windowScene.adopt(self)
  }

  /// The scene the window was made for (UIKit's `windowScene`; `nil` for a window made without
  /// one). Setting it moves the window to that scene.
  public var windowScene: WindowScene? {
    get { sceneStorage as? WindowScene }
    set {
      sceneStorage = newValue
      newValue?.adopt(self)
    }
  }
}

/// The scenes made in the process, held weakly.
final class ConnectedScenes: @unchecked Sendable {
  private let lock = NSLock()
  private var scenes: [WeakScene] = []

  private struct WeakScene {
    weak var scene: Scene?
  }

  func add(_ scene: Scene) {
    lock.withLock {
      scenes.removeAll { $0.scene == nil }
      scenes.append(WeakScene(scene: scene))
    }
  }

  var all: [Scene] { lock.withLock { scenes.compactMap(\.scene) } }
}

extension Application {
  /// The scenes made in the process that are still alive (UIKit's `connectedScenes`): a test
  /// makes a ``WindowScene`` and connects it.
  ///
  /// ```swift
  /// let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
  /// ```
  public var connectedScenes: Set<Scene> { Set(Scene.connected.all) }
}

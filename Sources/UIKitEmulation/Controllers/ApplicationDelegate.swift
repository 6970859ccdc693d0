import AutoLayout
import Foundation

/// What the app tells its delegate (UIKit's `UIApplicationDelegate`); every method is optional,
/// as in UIKit. There is no launch here: a test makes the delegate and calls it, as UIKit does
/// when the app starts (`autolayout port` drops `@main` / `@UIApplicationMain` from an app
/// delegate, whose entry point would clash with the test runner's).
///
/// ```swift
/// let delegate = AppDelegate()
/// Application.shared.delegate = delegate
/// _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil)
/// ```
public protocol ApplicationDelegate: AnyObject {
  /// The app is about to run.
  func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app has launched: set up what the first screen needs.
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a scene about to connect.
  func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration
  /// The user closed scenes.
  func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
  /// The app became active.
  func applicationDidBecomeActive(_ application: Application)
  /// The app will stop being active.
  func applicationWillResignActive(_ application: Application)
  /// The app went to the background.
  func applicationDidEnterBackground(_ application: Application)
  /// The app will come to the foreground.
  func applicationWillEnterForeground(_ application: Application)
  /// The app will end.
  func applicationWillTerminate(_ application: Application)
  /// The system is low on memory.
  func applicationDidReceiveMemoryWarning(_ application: Application)
}

extension ApplicationDelegate {
  /// `true` by default.
  public func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// `true` by default.
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// The default configuration of the session's role by default.
  public func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration {
    SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  /// Nothing by default.
  public func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>
  ) {}
  /// Nothing by default.
  public func applicationDidBecomeActive(_ application: Application) {}
  /// Nothing by default.
  public func applicationWillResignActive(_ application: Application) {}
  /// Nothing by default.
  public func applicationDidEnterBackground(_ application: Application) {}
  /// Nothing by default.
  public func applicationWillEnterForeground(_ application: Application) {}
  /// Nothing by default.
  public func applicationWillTerminate(_ application: Application) {}
  /// Nothing by default.
  public func applicationDidReceiveMemoryWarning(_ application: Application) {}
}

extension Application {
  /// The app's delegate (UIKit's `UIApplication.shared.delegate`), held weakly as UIKit holds it:
  /// keep the delegate you set.
  ///
  /// ```swift
  /// let appDelegate = UIApplication.shared.delegate as? AppDelegate
  /// ```
  public var delegate: (any ApplicationDelegate)? {
    get { delegateStorage as? any ApplicationDelegate }
    set { delegateStorage = newValue }
  }

  /// A key of the launch options (UIKit's `UIApplication.LaunchOptionsKey`): none are given here.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the key.
    public let rawValue: String
    /// A key of UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app that opened this one.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification the app was opened for.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The user activity the app was opened for.
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }
}

import AutoLayout
import Foundation

extension Application {
  /// An option of ``open(_:options:completionHandler:)`` (UIKit's
  /// `UIApplication.OpenExternalURLOptionsKey`; kept).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the option.
    public let rawValue: String
    /// An option of UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only a universal link of an installed app.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Asks the system to open a URL (UIKit's `open(_:options:completionHandler:)`): nothing opens
  /// here, no app handles it, and the completion is told `false`, as UIKit tells it when no app
  /// can. The URL is recorded in ``openedURLs`` for tests to read.
  ///
  /// ```swift
  /// UIApplication.shared.open(URL(string: "tel://123")!)
  /// UIApplication.shared.openedURLs.last   // tel://123
  /// ```
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    OpenedURLs.shared.append(url)
    completion?(false)
  }

  /// Whether an app can open the URL (UIKit's `canOpenURL(_:)`): `false`, there are no other apps
  /// here.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// The URLs given to ``open(_:options:completionHandler:)``, oldest first.
  public var openedURLs: [URL] { OpenedURLs.shared.all }
}

/// The URLs the app asked to open.
private final class OpenedURLs: @unchecked Sendable {
  static let shared = OpenedURLs()
  private let lock = NSLock()
  private var urls: [URL] = []

  func append(_ url: URL) { lock.withLock { urls.append(url) } }
  var all: [URL] { lock.withLock { urls } }
}

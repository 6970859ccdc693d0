import Foundation

extension Application {
  /// Posted when the app receives a memory warning (UIKit's
  /// `UIApplication.didReceiveMemoryWarningNotification`).
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Acts as the system low on memory: posts ``didReceiveMemoryWarningNotification`` and calls
  /// ``ViewController/didReceiveMemoryWarning()`` on every view controller of the windows shown
  /// (children and presented controllers included), as UIKit does. Nothing here runs low on
  /// memory by itself: a test sends the warning.
  ///
  /// ```swift
  /// Application.shared.sendMemoryWarning()
  /// controller.cacheWasCleared   // set by its didReceiveMemoryWarning()
  /// ```
  public func sendMemoryWarning() {
    NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    func warn(_ controller: ViewController) {
      controller.didReceiveMemoryWarning()
      controller.children.forEach(warn)
      if let presented = controller.presentedViewController { warn(presented) }
    }
    for window in windows { window.rootViewController.map(warn) }
  }
}

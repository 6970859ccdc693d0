import Foundation

extension ViewController {
  /// UIKit's `UIModalPresentationStyle` (UIKit's values).
  public enum ModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
    case popover, blurOverFullScreen
    case none = -1
    case automatic = -2

    /// Whether the presenting view leaves the screen (its controller disappears).
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
  }

  /// UIKit's `UIModalTransitionStyle` (kept).
  public enum ModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
  }

  /// Presents `controller` over this one (UIKit's `present(_:animated:completion:)`): its view is
  /// laid out over the whole window, with the window's safe area, and appears; `completion` runs
  /// after. A full-screen presentation makes the presenting controller disappear (its view stays
  /// where it was); sheets, popovers and the "over" styles leave it on screen. A sheet is laid out
  /// as a full-screen view: the card inset of iOS 13's sheets is not modelled.
  ///
  /// As in UIKit, a controller whose view is not in a window, or that already presents one,
  /// presents nothing and logs why.
  ///
  /// ```swift
  /// let editor = EditorViewController()
  /// editor.modalPresentationStyle = .fullScreen
  /// present(editor, animated: true)
  /// editor.view.frame   // the window's bounds
  /// ```
  public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
    guard let window = viewIfLoaded?.window else {
      LayoutLog.send(
        "Attempt to present \(Self.describe(controller)) on \(Self.describe(self)) whose view is not in the window hierarchy."
      )
      return
    }
    if let shown = presentedViewController {
      LayoutLog.send(
        "Attempt to present \(Self.describe(controller)) on \(Self.describe(self)) which is already presenting \(Self.describe(shown))."
      )
      return
    }
    presentedViewController = controller
    controller.presentingViewController = self
    let covers = controller.modalPresentationStyle.coversPresenter
    if covers, isAppearing { beginDisappearance(animated: animated) }
    let content: View = controller.view
    content.translatesAutoresizingMaskIntoConstraints = true
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.frame = window.bounds
    controller.applySystemMinimumMargins(width: window.bounds.width)
    window.addSubview(content)
    window.layoutIfNeeded()
    if covers { endDisappearance(animated: animated) }
    completion?()
  }

  /// Dismisses the controller this one presents, or, when it presents none, this controller
  /// from its presenter (UIKit's `dismiss(animated:completion:)`); controllers it presented in
  /// turn go too. The view leaves the window and the controller disappears; a presenter that a
  /// full-screen presentation covered appears again.
  ///
  /// ```swift
  /// dismiss(animated: true)
  /// ```
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      presentingViewController?.dismiss(animated: animated, completion: completion)
      return
    }
    if presented.presentedViewController != nil { presented.dismiss(animated: animated) }
    presentedViewController = nil
    presented.presentingViewController = nil
    let covered = presented.modalPresentationStyle.coversPresenter
    presented.viewIfLoaded?.removeFromSuperview()
    if covered, viewIfLoaded?.window != nil {
      beginAppearance(animated: animated)
      view.window?.layoutIfNeeded()
      endAppearance(animated: animated)
    }
    completion?()
  }

  /// `<EditorViewController: 0x…>`, as UIKit names controllers in its messages.
  static func describe(_ controller: ViewController) -> String {
    "<\(type(of: controller)): 0x"
      + String(UInt(bitPattern: ObjectIdentifier(controller).hashValue), radix: 16) + ">"
  }
}

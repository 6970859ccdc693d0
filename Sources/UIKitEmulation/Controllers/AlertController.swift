import AutoLayout
import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`): its title, message, actions and text
/// fields, presented with `ViewController.present(_:animated:completion:)`. UIKit draws the
/// alert itself; here its view is an empty view over the window (the presenter stays on screen,
/// as under a real alert), and ``AlertAction/perform()`` runs an action as a tap would.
///
/// ```swift
/// let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// present(alert, animated: true)
/// alert.actions[1].perform()   // runs the handler and dismisses the alert
/// ```
open class AlertController: ViewController {
  /// The message under the title.
  public var message: String?
  /// An alert in the middle of the screen, or a sheet of actions at the bottom.
  public let preferredStyle: Style
  /// The actions, in the order added.
  public private(set) var actions: [AlertAction] = []
  /// The text fields, in the order added (alerts only).
  public private(set) var textFields: [TextField]?
  /// The action emphasised (it must be one of ``actions``).
  public var preferredAction: AlertAction?

  /// An alert controller.
  ///
  /// ```swift
  /// AlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
  /// ```
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  /// An alert controller decoded from an archive: nothing is decoded; an alert.
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  /// Adds an action.
  ///
  /// ```swift
  /// alert.addAction(AlertAction(title: "OK", style: .default))
  /// ```
  public func addAction(_ action: AlertAction) {
    action.controller = self
    actions.append(action)
  }

  /// Adds a text field, configured by `configurationHandler` (alerts only: UIKit raises for an
  /// action sheet; here it is logged and ignored).
  ///
  /// ```swift
  /// alert.addTextField { field in field.placeholder = "Name" }
  /// ```
  public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      LayoutLog.send(
        "UIAlertController: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
      )
      return
    }
    let field = TextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// UIKit's `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }
}

/// A button of an alert (UIKit's `UIAlertAction`).
///
/// ```swift
/// AlertAction(title: "Retry", style: .default) { _ in retry() }
/// ```
public final class AlertAction {
  /// The button's title.
  public let title: String?
  /// How the button looks and where it goes (a cancel button last, or apart).
  public let style: Style
  /// Whether it can be tapped.
  public var isEnabled = true
  let handler: ((AlertAction) -> Void)?
  weak var controller: AlertController?

  /// An action.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// Taps the button: the alert is dismissed, then the handler runs, as in UIKit. Nothing
  /// happens while ``isEnabled`` is `false`.
  ///
  /// ```swift
  /// alert.actions.first { $0.style == .cancel }?.perform()
  /// ```
  public func perform() {
    guard isEnabled else { return }
    if let controller, controller.presentingViewController != nil {
      controller.dismiss(animated: true, completion: nil)
    }
    handler?(self)
  }

  /// UIKit's `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }
}

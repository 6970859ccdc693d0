import AutoLayout
import Foundation

/// Editing and swipe actions: the state and the values UIKit code builds, kept (there are no
/// gestures here, and rows keep their layout while editing).
extension TableView {
  /// Enters or leaves editing mode (kept).
  ///
  /// ```swift
  /// tableView.setEditing(true, animated: true)
  /// ```
  public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}

extension TableViewCell {
  /// What editing does to a row (UIKit's `UITableViewCell.EditingStyle`).
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }
}

/// A button shown when a row is swiped (UIKit's `UIContextualAction`): kept, and its handler run
/// by ``perform(in:)`` as a tap would.
///
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
///   remove(row); done(true)
/// }
/// ```
public final class ContextualAction {
  /// The look.
  public let style: Style
  /// The title.
  public var title: String?
  /// The image.
  public var image: Image?
  /// The background colour.
  public var backgroundColor: Color?
  /// What runs: the action, the view, and a completion to call with whether it was done.
  public let handler: (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  /// An action.
  public init(
    style: Style, title: String?,
    handler: @escaping (ContextualAction, View, @escaping (Bool) -> Void) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
  }

  /// Runs the handler as a tap would; returns what it passed to its completion (`nil` if it did
  /// not call it).
  ///
  /// ```swift
  /// delete.perform(in: cell)   // true
  /// ```
  @discardableResult
  public func perform(in view: View = View()) -> Bool? {
    var result: Bool?
    handler(self, view) { result = $0 }
    return result
  }

  /// UIKit's `UIContextualAction.Style`.
  public enum Style: Int, Sendable {
    case normal, destructive
  }
}

/// The actions of a swiped row (UIKit's `UISwipeActionsConfiguration`).
///
/// ```swift
/// let configuration = SwipeActionsConfiguration(actions: [delete])
/// configuration.performsFirstActionWithFullSwipe = false
/// ```
public final class SwipeActionsConfiguration {
  /// The actions, from the row's edge inwards.
  public let actions: [ContextualAction]
  /// Whether a full swipe runs the first action (default `true`).
  public var performsFirstActionWithFullSwipe = true

  /// A configuration of actions.
  public init(actions: [ContextualAction]) { self.actions = actions }
}

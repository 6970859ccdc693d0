import Foundation

/// Who made a view a log names — what the advice about it may ask of the app.
///
/// A log prints only a view's class. The app makes views of its own classes (`MyApp.CardView`,
/// Swift's mangled `_TtC5MyApp8CardView`) and of UIKit's and AppKit's public classes (`UIView`,
/// `UILabel`); the frameworks make views of their private classes (a leading underscore) and
/// size their own containers (a cell's content view, a transition view). An Objective-C class
/// with neither mark (`CKMessageEntryView`, `RCTView`) may be either: the advice then says both.
///
/// ```swift
/// ViewOwner.of(LoggedItem(className: "_UIAlertControllerView", address: "0x7", text: nil))   // .framework
/// ViewOwner.of(LoggedItem(className: "MyApp.CardView", address: "0x8", text: nil))           // .app
/// ViewOwner.of(LoggedItem(className: "UILabel", address: "0x9", text: nil))                  // .app
/// ViewOwner.of(LoggedItem(className: "XYZBadgeView", address: "0xa", text: nil))             // .unknown
/// ```
public enum ViewOwner: Sendable, Equatable {
  /// The app: its own class, or one of UIKit's or AppKit's public classes it made in code or a
  /// storyboard.
  case app
  /// UIKit or AppKit: a private class, or a container the framework sizes.
  case framework
  /// An Objective-C class of no framework this package knows: the app's or a framework's.
  case unknown

  /// The owner of `item`.
  ///
  /// ```swift
  /// ViewOwner.of(LoggedItem(className: "UITableViewCellContentView", address: "0x7", text: nil))   // .framework
  /// ```
  public static func of(_ item: LoggedItem) -> ViewOwner {
    if item.isFrameworkView { return .framework }
    let name = item.className
    // A plain name (this package's own logs, Masonry keys) is the app's.
    if name.isEmpty || name.contains(".") || name.hasPrefix("_Tt") { return .app }
    if isPublicFrameworkClass(name) { return .app }
    return .unknown
  }

  /// Whether `name` reads as a public UIKit or AppKit class (`UIView`, `NSTextField`): the
  /// framework's prefix, then a capital letter.
  static func isPublicFrameworkClass(_ name: String) -> Bool {
    for prefix in ["UI", "NS"] where name.hasPrefix(prefix) {
      if let next = name.dropFirst(2).first, next.isUppercase { return true }
    }
    return false
  }
}

extension ConflictLog.Report {
  /// Whether `item` is, very likely, a cell's content view: a `UIView` whose autoresizing mask is
  /// a content view's — flexible width and height, `h=-&- v=-&-` — and that follows a cell's size
  /// or sits in a cell (a collection view cell's content view prints as a plain `UIView`).
  /// UIKit sizes it; the app's constraints inside it must give way.
  ///
  /// ```swift
  /// report.isLikelyCellContentView(item)   // true for `h=-&- v=-&- UIView:0x7.height == MyApp.PhotoCell:0x8.height`
  /// ```
  public func isLikelyCellContentView(_ item: LoggedItem) -> Bool {
    guard item.className == "UIView" else { return false }
    func isCell(_ other: LoggedItem?) -> Bool {
      guard let other, other.key != item.key else { return false }
      return other.className.hasSuffix("Cell") || other.className.contains("CollectionViewCell")
        || other.className.contains("TableViewCell")
    }
    return constraints.contains { logged in
      logged.maker == .autoresizingMask && logged.first.key == item.key && logged.text.contains("h=-&-")
        && logged.text.contains("v=-&-") && (isCell(logged.second) || isCell(logged.superview))
    }
  }
}

/// A size class: how much room an axis of the window has (UIKit's `UIUserInterfaceSizeClass`).
/// iPhones in portrait are compact wide and regular tall; iPads are regular both ways.
///
/// ```swift
/// window.horizontalSizeClass = .regular
/// if window.horizontalSizeClass == .compact { stack.axis = .vertical }
/// ```
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Not known (a window not on a device).
  case unspecified = 0
  /// Constrained room: iPhone width in portrait, iPhone height in landscape.
  case compact = 1
  /// Ample room: iPad both ways, iPhone height in portrait.
  case regular = 2

  /// `unspecified`, `compact` or `regular`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}

extension Window {
  /// The size classes of the window's two axes, as one value to compare and switch on.
  ///
  /// ```swift
  /// window.sizeClasses = (horizontal: .compact, vertical: .regular)
  /// ```
  public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    get { (horizontalSizeClass, verticalSizeClass) }
    set {
      horizontalSizeClass = newValue.horizontal
      verticalSizeClass = newValue.vertical
    }
  }
}

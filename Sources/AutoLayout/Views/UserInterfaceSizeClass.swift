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

extension UserInterfaceSizeClass {
  /// The size classes of a full-screen window, as iOS gives them (Apple's Human Interface
  /// Guidelines, "Layout: device size classes"): Apple TV regular × compact; iPad regular ×
  /// regular in both orientations; iPhone compact × regular in portrait and, in landscape,
  /// compact × compact, or regular × compact on the large phones (Plus, Max, XR: 414 points
  /// wide in portrait and more). The one home of the rule for the layout documents' device presets
  /// and Interface Builder's device table.
  ///
  /// ```swift
  /// UserInterfaceSizeClass.fullScreen(isPad: false, landscape: true, isWideInLandscape: true)
  /// // (horizontal: .regular, vertical: .compact)
  /// ```
  package static func fullScreen(
    isPad: Bool, isTelevision: Bool = false, landscape: Bool, isWideInLandscape: Bool
  ) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    if isTelevision { return (.regular, .compact) }
    if isPad { return (.regular, .regular) }
    if landscape { return (isWideInLandscape ? .regular : .compact, .compact) }
    return (.compact, .regular)
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

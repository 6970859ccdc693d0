import Foundation

extension View: LayoutItem {
  /// The baseline of the first line of text (the bottom for views without text).
  ///
  /// ```swift
  /// detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20)
  /// ```
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .firstBaseline)) }
  /// The baseline of the last line of text (the bottom for views without text).
  ///
  /// ```swift
  /// title.lastBaselineAnchor.constraint(equalTo: icon.bottomAnchor)
  /// ```
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .lastBaseline)) }
}

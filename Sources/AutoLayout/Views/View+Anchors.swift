import Foundation

extension View {
  /// The leading edge (left in left-to-right layouts).
  ///
  /// ```swift
  /// label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)
  /// ```
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .leading)) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .trailing)) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .left)) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .right)) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .top)) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .bottom)) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(.attribute(self, .width)) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(.attribute(self, .height)) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .centerX)) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .centerY)) }
  /// The baseline of the first line of text (the bottom for views without text).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .firstBaseline)) }
  /// The baseline of the last line of text (the bottom for views without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .lastBaseline)) }
}

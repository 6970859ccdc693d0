import Foundation

/// What constraints relate: a ``View`` or a ``LayoutGuide``. The ten anchors they share are
/// defined here once (views add their baselines).
///
/// ```swift
/// func pin(_ item: some LayoutItem, to view: View) -> [LayoutConstraint] {
///   [item.leadingAnchor.constraint(equalTo: view.leadingAnchor),
///    item.topAnchor.constraint(equalTo: view.topAnchor)]
/// }
/// ```
public protocol LayoutItem: AnyObject {}

extension LayoutItem {
  /// The leading edge (left in left-to-right layouts).
  ///
  /// ```swift
  /// label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)
  /// ```
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .leading)) }
  /// The trailing edge (right in left-to-right layouts).
  ///
  /// ```swift
  /// view.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16)
  /// ```
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .trailing)) }
  /// The left edge, whatever the layout direction.
  ///
  /// ```swift
  /// badge.leftAnchor.constraint(equalTo: icon.rightAnchor)
  /// ```
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .left)) }
  /// The right edge, whatever the layout direction.
  ///
  /// ```swift
  /// icon.rightAnchor.constraint(equalTo: badge.leftAnchor)
  /// ```
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .right)) }
  /// The top edge.
  ///
  /// ```swift
  /// title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)
  /// ```
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .top)) }
  /// The bottom edge.
  ///
  /// ```swift
  /// body.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor)
  /// ```
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .bottom)) }
  /// The width.
  ///
  /// ```swift
  /// avatar.widthAnchor.constraint(equalToConstant: 48)
  /// ```
  public var widthAnchor: LayoutDimension { LayoutDimension(.attribute(self, .width)) }
  /// The height.
  ///
  /// ```swift
  /// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor)
  /// ```
  public var heightAnchor: LayoutDimension { LayoutDimension(.attribute(self, .height)) }
  /// The horizontal center.
  ///
  /// ```swift
  /// button.centerXAnchor.constraint(equalTo: view.centerXAnchor)
  /// ```
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(self, .centerX)) }
  /// The vertical center.
  ///
  /// ```swift
  /// button.centerYAnchor.constraint(equalTo: view.centerYAnchor)
  /// ```
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(self, .centerY)) }
}

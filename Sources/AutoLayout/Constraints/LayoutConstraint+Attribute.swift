extension LayoutConstraint {
  /// The part of a view or layout guide a constraint relates (UIKit's `NSLayoutConstraint.Attribute`,
  /// with UIKit's raw values).
  ///
  /// ```swift
  /// LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal,
  ///                  toItem: b, attribute: .trailingMargin, multiplier: 1, constant: 8)
  /// ```
  public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading = 5
    /// The trailing edge.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal center.
    case centerX = 9
    /// The vertical center.
    case centerY = 10
    /// The baseline of the last line of text (the bottom for views without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom for views without text).
    case firstBaseline = 12
    /// The left edge of the layout margins.
    case leftMargin = 13
    /// The right edge of the layout margins.
    case rightMargin = 14
    /// The top edge of the layout margins.
    case topMargin = 15
    /// The bottom edge of the layout margins.
    case bottomMargin = 16
    /// The leading edge of the layout margins.
    case leadingMargin = 17
    /// The trailing edge of the layout margins.
    case trailingMargin = 18
    /// The horizontal center of the layout margins.
    case centerXWithinMargins = 19
    /// The vertical center of the layout margins.
    case centerYWithinMargins = 20
    /// No attribute: the second item of a constraint against a constant.
    case notAnAttribute = 0

    /// UIKit's spelling, as in constraint descriptions: `leading`, `centerX`, `topMargin` …
    ///
    /// ```swift
    /// print(LayoutConstraint.Attribute.leadingMargin)  // leadingMargin
    /// ```
    public var description: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }

    /// The attribute for a name as printed (`"leadingMargin"`), or `nil`.
    ///
    /// ```swift
    /// LayoutConstraint.Attribute(name: "centerY")  // .centerY
    /// ```
    public init?(name: String) {
      guard let match = Self.byName[name] else { return nil }
      self = match
    }

    /// Every attribute by its name (``init(name:)`` runs for each item of every equation line).
    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.description, $0) })

    /// Width or height.
    ///
    /// ```swift
    /// LayoutConstraint.Attribute.width.isSize   // true
    /// ```
    public var isSize: Bool { self == .width || self == .height }
    /// A horizontal position.
    package var isHorizontalLocation: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins:
        true
      default: false
      }
    }
    /// A vertical position.
    var isVerticalLocation: Bool {
      switch self {
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins:
        true
      default: false
      }
    }
    /// Leading or trailing (with or without margin).
    var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }
    /// Left or right (with or without margin).
    var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
    /// The axis the attribute belongs to.
    ///
    /// ```swift
    /// LayoutConstraint.Attribute.leadingMargin.axis   // .horizontal
    /// ```
    public var axis: Axis { self == .width || isHorizontalLocation ? .horizontal : .vertical }
    /// The same edge of the rectangle itself: margin attributes map to their plain edge
    /// (`leadingMargin` → `leading`, `centerXWithinMargins` → `centerX`), others to themselves.
    ///
    /// ```swift
    /// LayoutConstraint.Attribute.topMargin.withoutMargin   // .top
    /// ```
    public var withoutMargin: LayoutConstraint.Attribute {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: self
      }
    }
  }

  /// How the two sides of a constraint relate (UIKit's `NSLayoutConstraint.Relation`).
  ///
  /// ```swift
  /// let c = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)  // relation == .greaterThanOrEqual
  /// ```
  public enum Relation: Int, Sendable, CustomStringConvertible {
    /// `<=`
    case lessThanOrEqual = -1
    /// `==`
    case equal = 0
    /// `>=`
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    ///
    /// ```swift
    /// print(LayoutConstraint.Relation.equal)  // ==
    /// ```
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A layout axis, for content hugging and compression resistance (UIKit's
  /// `NSLayoutConstraint.Axis`).
  ///
  /// ```swift
  /// label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
  /// ```
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}

import AutoLayout

/// A set of layout attributes named at once: one attribute (`.top`) or a composite (`.edges`,
/// `.size`, `.center`, `.margins` …). Every attribute property of the DSL (`make.edges`,
/// `view.snp.top`) is one of these sets.
///
/// ```swift
/// view.snp.makeConstraints { make in
///   make.attributes([.top, .leading]).equalToSuperview().offset(8)   // same as make.top.leading
/// }
/// ConstraintAttributes.edges.layoutAttributes   // [.left, .right, .top, .bottom]
/// ```
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
  /// One bit per `LayoutConstraint/Attribute` (bit `rawValue` of the attribute).
  public var rawValue: UInt32

  /// Creates a set from its bits.
  ///
  /// ```swift
  /// let set = ConstraintAttributes(rawValue: 1 << 3)   // .top
  /// ```
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The set holding one attribute.
  ///
  /// ```swift
  /// ConstraintAttributes(.leading) == .leading   // true
  /// ```
  public init(_ attribute: LayoutConstraint.Attribute) {
    rawValue = attribute == .notAnAttribute ? 0 : 1 << UInt32(attribute.rawValue)
  }

  /// No attribute: a view or guide named without one (`equalTo(otherView)`).
  public static let none: ConstraintAttributes = []
  /// The left edge.
  public static let left = ConstraintAttributes(.left)
  /// The right edge.
  public static let right = ConstraintAttributes(.right)
  /// The top edge.
  public static let top = ConstraintAttributes(.top)
  /// The bottom edge.
  public static let bottom = ConstraintAttributes(.bottom)
  /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
  public static let leading = ConstraintAttributes(.leading)
  /// The trailing edge.
  public static let trailing = ConstraintAttributes(.trailing)
  /// The width.
  public static let width = ConstraintAttributes(.width)
  /// The height.
  public static let height = ConstraintAttributes(.height)
  /// The horizontal centre.
  public static let centerX = ConstraintAttributes(.centerX)
  /// The vertical centre.
  public static let centerY = ConstraintAttributes(.centerY)
  /// The baseline of the last line of text.
  public static let lastBaseline = ConstraintAttributes(.lastBaseline)
  /// The baseline of the first line of text.
  public static let firstBaseline = ConstraintAttributes(.firstBaseline)
  /// The left layout margin.
  public static let leftMargin = ConstraintAttributes(.leftMargin)
  /// The right layout margin.
  public static let rightMargin = ConstraintAttributes(.rightMargin)
  /// The top layout margin.
  public static let topMargin = ConstraintAttributes(.topMargin)
  /// The bottom layout margin.
  public static let bottomMargin = ConstraintAttributes(.bottomMargin)
  /// The leading layout margin.
  public static let leadingMargin = ConstraintAttributes(.leadingMargin)
  /// The trailing layout margin.
  public static let trailingMargin = ConstraintAttributes(.trailingMargin)
  /// The horizontal centre of the margins.
  public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)
  /// The vertical centre of the margins.
  public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

  /// Left and right.
  public static let horizontalEdges: ConstraintAttributes = [.left, .right]
  /// Top and bottom.
  public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
  /// Left, right, top and bottom.
  public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
  /// Leading and trailing.
  public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
  /// Top and bottom (the vertical half of ``directionalEdges``).
  public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
  /// Leading, trailing, top and bottom.
  public static let directionalEdges: ConstraintAttributes = [
    .directionalHorizontalEdges, .directionalVerticalEdges,
  ]
  /// Width and height.
  public static let size: ConstraintAttributes = [.width, .height]
  /// Horizontal and vertical centre.
  public static let center: ConstraintAttributes = [.centerX, .centerY]
  /// The four margins: left, right, top and bottom.
  public static let margins: ConstraintAttributes = [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
  /// The four margins with leading and trailing.
  public static let directionalMargins: ConstraintAttributes = [
    .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
  ]
  /// Both centres within the margins.
  public static let centerWithinMargins: ConstraintAttributes = [
    .centerXWithinMargins, .centerYWithinMargins,
  ]

  /// The attributes of the set in Apple's order of `NSLayoutConstraint.Attribute` (left, right,
  /// top, bottom, leading, trailing, width, height, centres, baselines, margins): the order of the
  /// constraints one composite makes.
  ///
  /// ```swift
  /// ConstraintAttributes.size.layoutAttributes   // [.width, .height]
  /// ```
  public var layoutAttributes: [LayoutConstraint.Attribute] {
    LayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute && contains(ConstraintAttributes($0)) }
      .sorted { $0.rawValue < $1.rawValue }
  }
}

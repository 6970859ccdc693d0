extension LayoutConstraint {
  /// Options of ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:file:line:)``: an alignment of every view
  /// in the format, the direction of horizontal formats, and the spacing of vertical ones (UIKit's
  /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values).
  ///
  /// ```swift
  /// try LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]-|", options: [.alignAllCenterY],
  ///                                  metrics: nil, views: ["a": a, "b": b])
  /// ```
  public struct FormatOptions: OptionSet, Sendable {
    /// The option bits.
    public var rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the left edges of all views.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centers.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the vertical centers.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align the first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Horizontal formats run leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal formats run left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal formats run right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Vertical spacing between edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing between baselines (last baseline above to first baseline below).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// Every option by the name of its static property (`alignAllCenterY`), in declaration order:
    /// the one table documents, the CLI and other tools read option names from.
    ///
    /// ```swift
    /// LayoutConstraint.FormatOptions.named.map(\.name)   // ["alignAllLeft", "alignAllRight", …]
    /// ```
    public static let named: [(name: String, option: FormatOptions)] = [
      ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
      ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
      ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
      ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
      ("alignAllFirstBaseline", .alignAllFirstBaseline),
      ("directionLeadingToTrailing", .directionLeadingToTrailing),
      ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
      ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// The option with a static property's name, or `nil` for an unknown name.
    ///
    /// ```swift
    /// LayoutConstraint.FormatOptions(name: "alignAllCenterY")   // .alignAllCenterY
    /// LayoutConstraint.FormatOptions(name: "centerY")           // nil
    /// ```
    public init?(name: String) {
      guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
      self = found.option
    }

    /// The attributes to align, in UIKit's bit order.
    var alignmentAttributes: [Attribute] {
      let table: [(FormatOptions, Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
        (.alignAllFirstBaseline, .firstBaseline),
      ]
      return table.filter { contains($0.0) }.map(\.1)
    }
  }
}

import AutoLayout
import Foundation

/// One `<constraint>` of an Interface Builder document, as stored.
///
/// An omitted `firstItem` or `secondItem` means the view that holds the `<constraints>` element.
///
/// ```swift
/// // <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width"
/// //             multiplier="1:2" priority="750" id="X1"/>
/// constraint.multiplier  // 0.5
/// constraint.priority    // 750
/// ```
public struct ConstraintNode: Sendable, Equatable {
  /// The constraint's object id (`id="…"`), used as its provenance in reports.
  public var id: String
  /// The first item's id (the holder when omitted).
  public var firstItem: String
  /// The first attribute.
  public var firstAttribute: LayoutConstraint.Attribute
  /// The relation.
  public var relation: LayoutConstraint.Relation
  /// The second item's id: the holder when omitted but `secondAttribute` is given, `nil` for a
  /// constant.
  public var secondItem: String?
  /// The second attribute (`notAnAttribute` for a constant).
  public var secondAttribute: LayoutConstraint.Attribute
  /// The multiplier (`"1:2"`, `"0.25"` and `"3/7"` are all read).
  public var multiplier: CGFloat
  /// The constant.
  public var constant: CGFloat
  /// The priority (`Float`, 1000 when omitted; `249.99998474121094` is kept as written).
  public var priority: Float
  /// `placeholder="YES"`: a design-time constraint, removed at build time.
  public var isPlaceholder: Bool
  /// `symbolic="YES"`: the constant is the design-time value of a system spacing.
  public var isSymbolic: Bool
  /// The constraint's `identifier`, when set.
  public var identifier: String?
  /// The view holding the `<constraints>` element.
  public var holder: String
  /// Constant overrides per size class (`<variation key="heightClass=compact" constant="-86"/>`).
  public var constantVariations: [(key: String, constant: CGFloat)]
  /// Where the element starts (1-based).
  public var line: Int
  /// The column of its `<`.
  public var column: Int

  /// Two nodes are the same `<constraint>` element: same id, line and column.
  public static func == (lhs: ConstraintNode, rhs: ConstraintNode) -> Bool {
    lhs.id == rhs.id && lhs.line == rhs.line && lhs.column == rhs.column
  }

  /// Reads a multiplier as Interface Builder writes it: `"1:2"` (a ratio), `"3/7"`, `"0.25"`, or
  /// a percentage (`"30%"`: the Size inspector accepts one and Xcode stores it as typed).
  ///
  /// ```swift
  /// ConstraintNode.parseMultiplier("1:2")  // 0.5
  /// ConstraintNode.parseMultiplier("3/7")  // 0.42857…
  /// ConstraintNode.parseMultiplier("30%")  // 0.3
  /// ```
  public static func parseMultiplier(_ text: String) -> CGFloat? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix("%") {
      guard let percent = Double(trimmed.dropLast().trimmingCharacters(in: .whitespaces)) else { return nil }
      return CGFloat(percent / 100)
    }
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
        let b = Double(parts[1].trimmingCharacters(in: .whitespaces)), b != 0
      else { return nil }
      return CGFloat(a / b)
    }
    return Double(text.trimmingCharacters(in: .whitespaces)).map { CGFloat($0) }
  }

  /// Reads an attribute name as Interface Builder writes it (`baseline` is the last baseline).
  ///
  /// ```swift
  /// ConstraintNode.parseAttribute("leadingMargin")  // .leadingMargin
  /// ```
  public static func parseAttribute(_ text: String) -> LayoutConstraint.Attribute? {
    if text == "baseline" { return .lastBaseline }
    return LayoutConstraint.Attribute.allCases.first { $0 != .notAnAttribute && $0.description == text }
  }
}

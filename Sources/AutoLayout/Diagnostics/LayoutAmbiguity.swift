/// Why a view or layout guide has an ambiguous layout, in Interface Builder's words: what it needs
/// constraints for, per axis, and which content priorities tie.
///
/// ```swift
/// box.widthAnchor.constraint(equalToConstant: 100).isActive = true
/// box.heightAnchor.constraint(equalToConstant: 50).isActive = true
/// box.ambiguity?.description   // "Need constraints for: X position, Y position"
/// ```
public struct LayoutAmbiguity: CustomStringConvertible {
  /// What an item needs constraints for.
  ///
  /// ```swift
  /// ambiguity.needs == [.xPosition, .width]
  /// ```
  public enum Need: Hashable, Sendable, CustomStringConvertible {
    case xPosition
    case yPosition
    case width
    case height
    /// Either one fixes both (a view centred horizontally without a width).
    case xPositionOrWidth
    /// Either one fixes both.
    case yPositionOrHeight

    /// `X position`, `Y position or height` …
    public var description: String {
      switch self {
      case .xPosition: "X position"
      case .yPosition: "Y position"
      case .width: "width"
      case .height: "height"
      case .xPositionOrWidth: "X position or width"
      case .yPositionOrHeight: "Y position or height"
      }
    }

    /// Whether the need is about a position (a position or a size also counts).
    ///
    /// ```swift
    /// LayoutAmbiguity.Need.xPositionOrWidth.isPosition   // true
    /// ```
    public var isPosition: Bool { self != .width && self != .height }
  }

  /// The view or layout guide.
  public let item: AnyObject
  /// What it needs constraints for: positions first, then sizes, horizontal before vertical.
  public let needs: [Need]
  /// Ties of hugging or compression resistance priority with other views that make a size
  /// ambiguous.
  public let contentPriority: [ContentPriorityAmbiguity]
  /// The layout had more ambiguous views than one search probes (400): whether one constraint
  /// fixes both needs of an axis ("X position or width") and content-priority ties were not
  /// checked for this item; the needs listed are still all true.
  public let isPartlyChecked: Bool

  /// `box: Need constraints for: X position, width`, followed by any content-priority ambiguity.
  public var description: String {
    var text =
      "\(describedName(item)): Need constraints for: " + needs.map(\.description).joined(separator: ", ")
    if isPartlyChecked { text += " (partly checked: too many ambiguous views to probe them all)" }
    for tie in contentPriority { text += "\n\(describedName(item)): \(tie)" }
    return text
  }
}

/// Two views whose sizes trade off against each other at the same hugging or compression
/// resistance priority, so the engine has no reason to prefer either (Interface Builder's "Content
/// Priority Ambiguity").
///
/// ```swift
/// // Two labels side by side between the margins, both hugging at 250:
/// left.ambiguity?.contentPriority.first?.description
/// // "Content Priority Ambiguity: left and right both have horizontal hugging priority 250; decrease …"
/// ```
public struct ContentPriorityAmbiguity: CustomStringConvertible {
  /// Which priority ties.
  public enum Kind: String, Sendable {
    case hugging = "hugging"
    case compressionResistance = "compression resistance"
  }

  /// Hugging (the views are stretched) or compression resistance (they are squeezed).
  public let kind: Kind
  /// The axis.
  public let axis: LayoutConstraint.Axis
  /// The priority both views have.
  public let priority: LayoutPriority
  /// The two views.
  public let views: [View]

  /// The warning and the fix Interface Builder would suggest.
  public var description: String {
    let axisName = axis == .horizontal ? "horizontal" : "vertical"
    let names = views.map { describedName($0) }
    let lowered = LayoutPriority(priority.rawValue - 1)
    let fix =
      kind == .hugging
      ? "decrease \(axisName) hugging of \(names.last!) from \(priority) to \(lowered)"
      : "decrease \(axisName) compression resistance of \(names.last!) from \(priority) to \(lowered)"
    return
      "Content Priority Ambiguity: \(names.joined(separator: " and ")) both have \(axisName) \(kind.rawValue) "
      + "priority \(priority); \(fix)"
  }
}

import Foundation

/// The view or layout guide of an anchor, held weakly as UIKit's constraints hold their items: a
/// view holds its constraints and a constraint its items, so strong items would keep every
/// hierarchy alive after its root is released. Views and guides are held through their
/// ``ItemHandle``; any other object through a ``WeakItemHandle``. One pointer: two of them are in
/// every constraint.
struct AnchorItem {
  private let handle: ItemHandle

  init(_ object: AnyObject) {
    if let view = object as? View {
      handle = view.itemHandle
    } else if let guide = object as? LayoutGuide {
      handle = guide.itemHandle
    } else {
      handle = WeakItemHandle(object)
    }
  }

  /// The item while it exists.
  var object: AnyObject? { handle.object ?? handle.weakObject }
}

/// What an anchor stands for: one attribute of a view or layout guide, or the distance between two
/// anchors (``LayoutXAxisAnchor/anchorWithOffset(to:)``).
///
/// The rare offset is boxed, so a source is 9 bytes (an item and an attribute), not 17: two of
/// them are in every constraint.
enum AnchorSource {
  case item(AnchorItem, LayoutConstraint.Attribute)
  indirect case offset(from: AnyLayoutAnchor, to: AnyLayoutAnchor)

  /// An attribute of a view or layout guide.
  static func attribute(_ object: AnyObject, _ attribute: LayoutConstraint.Attribute) -> AnchorSource {
    .item(AnchorItem(object), attribute)
  }

  /// The item (while it exists) and attribute of an attribute anchor; `nil` for an offset anchor.
  var attribute: (item: AnyObject, attribute: LayoutConstraint.Attribute)? {
    guard case .item(let handle, let attribute) = self, let object = handle.object else { return nil }
    return (object, attribute)
  }

  /// The item (for an offset, the item of its end anchor).
  var item: AnyObject? {
    switch self {
    case .item(let handle, _): handle.object
    case .offset(_, let to): to.item
    }
  }

  /// The attribute, or `.notAnAttribute` for an offset.
  var attributeValue: LayoutConstraint.Attribute {
    if case .item(_, let attribute) = self { return attribute }
    return .notAnAttribute
  }
}

/// The untyped base of every anchor; a constraint's ``LayoutConstraint/firstAnchor`` and
/// ``LayoutConstraint/secondAnchor`` are of this type (UIKit's `NSLayoutAnchor<AnyObject>`).
///
/// ```swift
/// let anchor: AnyLayoutAnchor = constraint.firstAnchor
/// print(anchor.name)  // leading
/// ```
public class AnyLayoutAnchor: CustomDebugStringConvertible {
  let source: AnchorSource

  init(_ source: AnchorSource) {
    self.source = source
  }

  /// The view or layout guide the anchor belongs to (for an offset anchor: the one of the anchor
  /// it is measured to).
  ///
  /// ```swift
  /// view.leadingAnchor.item === view  // true
  /// ```
  public var item: AnyObject? { source.item }

  /// The attribute (``LayoutConstraint/Attribute/notAnAttribute`` for an offset anchor).
  var attribute: LayoutConstraint.Attribute { source.attributeValue }

  /// The attribute's name, as UIKit's anchors print it (`leading`, `centerY`, `width` …).
  ///
  /// ```swift
  /// view.centerYAnchor.name  // "centerY"
  /// ```
  public var name: String {
    switch source {
    case .item(_, let attribute): attribute.description
    case .offset(let from, let to): "\(from.name)->\(to.name)"
    }
  }

  /// `ITEM.name`, the form used in error messages.
  var debugName: String {
    switch source {
    case .item(let handle, let attribute):
      "\"\(handle.object.map(itemDescription) ?? "(released)").\(attribute)\""
    case .offset(let from, let to): "\(from.debugName)->\(to.debugName)"
    }
  }

  /// `<AnchorClass: 0x…, "ITEM.attribute">`, as UIKit prints anchors.
  ///
  /// ```swift
  /// print(view.leadingAnchor.debugDescription)
  /// ```
  public var debugDescription: String {
    "<\(type(of: self)): \(debugName)>"
  }
}

/// An anchor of one kind: X positions, Y positions or dimensions. Constraints relate anchors of the
/// same kind only, so `view.leadingAnchor.constraint(equalTo: other.topAnchor)` does not compile
/// (UIKit's `NSLayoutAnchor`).
///
/// ```swift
/// let c = label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 20)
/// c.isActive = true
/// ```
public class LayoutAnchor<AnchorType: AnyObject>: AnyLayoutAnchor {
  /// A constraint `self == anchor`.
  ///
  /// ```swift
  /// a.topAnchor.constraint(equalTo: b.bottomAnchor)
  /// ```
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line)
    -> LayoutConstraint
  {
    LayoutConstraint(self, .equal, anchor, multiplier: 1, constant: 0, origin: .code(file: file, line: line))
  }

  /// A constraint `self >= anchor`.
  ///
  /// ```swift
  /// a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor)
  /// ```
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      self, .greaterThanOrEqual, anchor, multiplier: 1, constant: 0, origin: .code(file: file, line: line))
  }

  /// A constraint `self <= anchor`.
  ///
  /// ```swift
  /// a.bottomAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor)
  /// ```
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      self, .lessThanOrEqual, anchor, multiplier: 1, constant: 0, origin: .code(file: file, line: line))
  }

  /// A constraint `self == anchor + constant`.
  ///
  /// ```swift
  /// a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
  /// ```
  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      self, .equal, anchor, multiplier: 1, constant: constant, origin: .code(file: file, line: line))
  }

  /// A constraint `self >= anchor + constant`.
  ///
  /// ```swift
  /// a.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: 20)
  /// ```
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat, file: String = #fileID,
    line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .greaterThanOrEqual, anchor, multiplier: 1, constant: constant,
      origin: .code(file: file, line: line))
  }

  /// A constraint `self <= anchor + constant`.
  ///
  /// ```swift
  /// a.trailingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor, constant: -8)
  /// ```
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat, file: String = #fileID,
    line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .lessThanOrEqual, anchor, multiplier: 1, constant: constant, origin: .code(file: file, line: line)
    )
  }
}

/// The anchor of a horizontal position: left, right, leading, trailing, center X (UIKit's
/// `NSLayoutXAxisAnchor`).
///
/// ```swift
/// button.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
/// ```
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// The standard (8-point) spacing times `multiplier` after `anchor`: `self == anchor + 8 × multiplier`.
  ///
  /// ```swift
  /// b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
  /// ```
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .equal, anchor, multiplier: 1, constant: systemSpacing * multiplier,
      origin: .code(file: file, line: line))
  }

  /// `self >= anchor + spacing × multiplier` (the spacing as in
  /// ``LayoutYAxisAnchor/constraint(equalToSystemSpacingBelow:multiplier:file:line:)``).
  ///
  /// ```swift
  /// b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
  /// ```
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier,
      origin: .code(file: file, line: line))
  }

  /// `self <= anchor + spacing × multiplier`.
  ///
  /// ```swift
  /// b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
  /// ```
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier,
      origin: .code(file: file, line: line))
  }

  /// A dimension measuring the distance from this anchor to `otherAnchor` (positive when
  /// `otherAnchor` is further along the axis).
  ///
  /// ```swift
  /// // The gap between a and b equals the gap between b and c.
  /// a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
  ///   .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)).isActive = true
  /// ```
  public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(.offset(from: self, to: otherAnchor))
  }
}

/// The anchor of a vertical position: top, bottom, center Y, baselines (UIKit's
/// `NSLayoutYAxisAnchor`).
///
/// ```swift
/// label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
/// ```
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// The standard spacing times `multiplier` below `anchor`: `self == anchor + 8 × multiplier`;
  /// between two text baselines the spacing comes from the fonts (see
  /// ``systemSpacing(below:)``).
  ///
  /// ```swift
  /// b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
  /// ```
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .equal, anchor, multiplier: 1, constant: systemSpacing(below: anchor) * multiplier,
      origin: .code(file: file, line: line))
  }

  /// `self >= anchor + spacing × multiplier` (the spacing as in
  /// ``LayoutYAxisAnchor/constraint(equalToSystemSpacingBelow:multiplier:file:line:)``).
  ///
  /// ```swift
  /// b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
  /// ```
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing(below: anchor) * multiplier,
      origin: .code(file: file, line: line))
  }

  /// `self <= anchor + spacing × multiplier`.
  ///
  /// ```swift
  /// b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
  /// ```
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing(below: anchor) * multiplier,
      origin: .code(file: file, line: line))
  }

  /// The system spacing from `anchor` down to this anchor: 8 points, or, when both are text
  /// baselines (of labels, buttons, text fields), the upper font's descent and leading, 8 points
  /// between the lines, and the lower font's ascender, so that the texts' line boxes sit 8 apart.
  /// Fonts are read when the constraint is made.
  ///
  /// ```swift
  /// body.firstBaselineAnchor.systemSpacing(below: title.lastBaselineAnchor)   // e.g. 4 + 8 + 16
  /// ```
  public func systemSpacing(below anchor: LayoutYAxisAnchor) -> CGFloat {
    baselineSystemSpacing(upper: anchor, lower: self) ?? AutoLayout.systemSpacing
  }

  /// A dimension measuring the distance from this anchor down to `otherAnchor`.
  ///
  /// ```swift
  /// top.bottomAnchor.anchorWithOffset(to: middle.topAnchor)
  ///   .constraint(equalTo: middle.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)).isActive = true
  /// ```
  public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(.offset(from: self, to: otherAnchor))
  }
}

/// The anchor of a width or height (UIKit's `NSLayoutDimension`).
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 48).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
/// ```
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == constant`.
  ///
  /// ```swift
  /// view.widthAnchor.constraint(equalToConstant: 200)
  /// ```
  public func constraint(equalToConstant constant: CGFloat, file: String = #fileID, line: Int = #line)
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .equal, nil, multiplier: 0, constant: constant, origin: .code(file: file, line: line))
  }

  /// `self >= constant`.
  ///
  /// ```swift
  /// button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)
  /// ```
  public func constraint(
    greaterThanOrEqualToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      self, .greaterThanOrEqual, nil, multiplier: 0, constant: constant, origin: .code(file: file, line: line)
    )
  }

  /// `self <= constant`.
  ///
  /// ```swift
  /// text.widthAnchor.constraint(lessThanOrEqualToConstant: 600)
  /// ```
  public func constraint(
    lessThanOrEqualToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      self, .lessThanOrEqual, nil, multiplier: 0, constant: constant, origin: .code(file: file, line: line))
  }

  /// `self == anchor × multiplier`.
  ///
  /// ```swift
  /// image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0)
  /// ```
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: CGFloat, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      self, .equal, anchor, multiplier: multiplier, constant: 0, origin: .code(file: file, line: line))
  }

  /// `self >= anchor × multiplier`.
  ///
  /// ```swift
  /// a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 0.5)
  /// ```
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .greaterThanOrEqual, anchor, multiplier: multiplier, constant: 0,
      origin: .code(file: file, line: line))
  }

  /// `self <= anchor × multiplier`.
  ///
  /// ```swift
  /// a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.5)
  /// ```
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      self, .lessThanOrEqual, anchor, multiplier: multiplier, constant: 0,
      origin: .code(file: file, line: line))
  }

  /// `self == anchor × multiplier + constant`.
  ///
  /// ```swift
  /// a.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1.125, constant: 60)
  /// ```
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat, file: String = #fileID,
    line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .equal, anchor, multiplier: multiplier, constant: constant, origin: .code(file: file, line: line))
  }

  /// `self >= anchor × multiplier + constant`.
  ///
  /// ```swift
  /// a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 1, constant: 10)
  /// ```
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      self, .greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant,
      origin: .code(file: file, line: line))
  }

  /// `self <= anchor × multiplier + constant`.
  ///
  /// ```swift
  /// a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: -8)
  /// ```
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat, file: String = #fileID,
    line: Int = #line
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      self, .lessThanOrEqual, anchor, multiplier: multiplier, constant: constant,
      origin: .code(file: file, line: line))
  }
}

/// UIKit's standard spacing between sibling views.
let systemSpacing: CGFloat = 8

/// `TypeName:0xADDRESS`, or `TypeName:0xADDRESS'identifier'` for views with an accessibility-style
/// identifier, as in UIKit's constraint descriptions.
func itemDescription(_ item: AnyObject) -> String {
  let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)
  if let view = item as? View {
    let name = view.layoutName.map { "'\($0)'" } ?? ""
    return "\(type(of: view).uikitName):\(address)\(name)"
  }
  if let guide = item as? LayoutGuide {
    return "\(guide.debugName):\(address)"
  }
  return "\(type(of: item)):\(address)"
}

/// The font-derived spacing between two baseline anchors of text views, or `nil`.
func baselineSystemSpacing(upper: AnyLayoutAnchor, lower: AnyLayoutAnchor) -> CGFloat? {
  guard case let (upperItem, upperAttribute)? = upper.source.attribute,
    case let (lowerItem, lowerAttribute)? = lower.source.attribute,
    let upperView = upperItem as? View, let lowerView = lowerItem as? View,
    upperAttribute == .lastBaseline || upperAttribute == .firstBaseline,
    lowerAttribute == .firstBaseline || lowerAttribute == .lastBaseline
  else { return nil }
  let upperTarget =
    upperAttribute == .lastBaseline ? upperView.forLastBaselineLayout : upperView.forFirstBaselineLayout
  let lowerTarget =
    lowerAttribute == .firstBaseline ? lowerView.forFirstBaselineLayout : lowerView.forLastBaselineLayout
  guard let upperFont = upperTarget.textFont, let lowerFont = lowerTarget.textFont else { return nil }
  let above = upperTarget.effectiveTextMeasurer.metrics(for: upperFont)
  let below = lowerTarget.effectiveTextMeasurer.metrics(for: lowerFont)
  return (above.lineHeight - above.ascender) + systemSpacing + below.ascender
}

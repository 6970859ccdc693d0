import AutoLayout
import Foundation

// Where Xcode puts a view's child elements, and a view's frame written as Xcode stores it.
// The order was read off the public sets' UIKit views (xib-corpus and xib-corpus-2, every pair of
// children counted): `rect` and `autoresizingMask` first, then `subviews`, then `color`,
// `accessibility` and `viewLayoutGuide`, then `constraints` (before `edgeInsets`,
// `fontDescription`, `nil`, `state`, `inset`, `buttonConfiguration`, `connections`, `variation`,
// `point` and `userDefinedRuntimeAttributes` in every file: 1,296 labels' fonts, 878 buttons'
// states, 1,280 connection lists, 244 variations and 490 runtime attribute lists, none the other
// way), then `edgeInsets key="layoutMargins"` (after `constraints` in all 29 views with both).

extension InterfaceBuilderSource {
  /// The children Xcode writes before a view's `<subviews>`, `<constraints>` and layout margins,
  /// by the element inserted.
  ///
  /// ```swift
  /// InterfaceBuilderSource.childrenBefore["constraints"]!.contains("subviews")   // true
  /// ```
  public static let childrenBefore: [String: Set<String>] = [
    "subviews": ["rect", "autoresizingMask"],
    "constraints": ["rect", "autoresizingMask", "subviews", "color", "accessibility", "viewLayoutGuide"],
    "edgeInsets": [
      "rect", "autoresizingMask", "subviews", "color", "accessibility", "viewLayoutGuide", "constraints",
    ],
  ]

  /// The attributes of a view's start tag in the order Xcode writes them (those an edit sets;
  /// read off the pairs of attributes of xib-corpus and xib-corpus-2's UIKit views: `contentMode`
  /// before `hidden` before the priorities before `ambiguous` before `misplaced` before the
  /// content and `translatesAutoresizingMaskIntoConstraints`, `id` and `userLabel` last).
  ///
  /// ```swift
  /// source.setAttribute("hidden", "YES", in: view, order: InterfaceBuilderSource.viewAttributeOrder)
  /// ```
  public static let viewAttributeOrder = [
    "key", "opaque", "clipsSubviews", "userInteractionEnabled", "alpha", "multipleTouchEnabled", "tag",
    "contentMode", "semanticContentAttribute", "hidden", "horizontalHuggingPriority",
    "verticalHuggingPriority",
    "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "ambiguous",
    "misplaced", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
    "insetsLayoutMarginsFromSafeArea", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    "fixedFrame",
    "text", "image", "axis", "distribution", "orientation", "alignment", "spacing", "spacingType",
    "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "contentHorizontalAlignment",
    "textAlignment", "lineBreakMode", "numberOfLines", "translatesAutoresizingMaskIntoConstraints", "id",
    "userLabel",
  ]

  /// Inserts a child element into `parent` where Xcode writes one of its name: after the last
  /// child that ``childrenBefore`` puts before it (first when there is none). Returns its index.
  ///
  /// ```swift
  /// let list = source.insertChild(("subviews", []), into: view, childElements: [])
  /// ```
  @discardableResult
  public mutating func insertChild(
    _ element: (name: String, attributes: [(String, String)]), into parent: Int,
    childElements: [(name: String, attributes: [(String, String)])]? = nil
  ) -> Int {
    let before = Self.childrenBefore[element.name] ?? []
    let children = children(of: parent)
    let last = children.lastIndex { before.contains(elements[$0].name) }
    let next = last.map { $0 + 1 < children.count ? children[$0 + 1] : nil } ?? children.first
    return insertElement(element, into: parent, before: next, childElements: childElements)
  }

  /// The child of `parent` named `name` (with `key` when given), if any.
  ///
  /// ```swift
  /// source.child(named: "rect", key: "frame", of: view)
  /// ```
  public func child(named name: String, key: String? = nil, of parent: Int) -> Int? {
    children(of: parent).first { elements[$0].name == name && (key == nil || elements[$0]["key"] == key) }
  }

  /// Writes a view's `<rect key="frame">` as Xcode stores it: each value on the device's pixel
  /// grid in Xcode's number format, a stored value already on the same pixel kept as written
  /// (`3.3333333333333339`). Returns whether the view has a frame to write.
  ///
  /// ```swift
  /// source.setFrame(CGRect(x: 16, y: 20, width: 343, height: 21), ofView: view, scale: 3)
  /// ```
  @discardableResult
  public mutating func setFrame(_ frame: CGRect, ofView view: Int, scale: CGFloat) -> Bool {
    guard let rect = child(named: "rect", key: "frame", of: view) else { return false }
    let values: [(String, CGFloat)] = [
      ("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height),
    ]
    for (name, value) in values {
      if let stored = elements[rect][name].flatMap(Double.init),
        ((CGFloat(stored) - value) * scale).magnitude < 1e-3
      {
        continue
      }
      setAttribute(name, Self.number(Double(value)), in: rect)
    }
    return true
  }
}

import AutoLayout
import Foundation

/// A required constraint of a file that the frames the file stores break by more than their
/// rounding to the pixel grid explains: Xcode's stored frames are not one layout of the file's
/// own constraints there (laying the scene out again moves its views), so no environment
/// reproduces all of them.
///
/// Only what the stored frames alone decide is checked: edges, centres and sizes of two sibling
/// views, or of a view and its superview, with no alignment insets on that axis — no margins,
/// baselines, layout guides, scroll offsets or control geometry, whose values are the model's.
///
/// ```swift
/// for contradiction in layout.storedFrameContradictions() {
///   print(contradiction.message)
///   // "constraint sTp-Wx-jgM (label p9z-I4-Wgd.centerY == tableViewCellContentView
///   //  iQa-AC-kQ6.centerY): the stored frames give 29 and 29.833"
/// }
/// ```
public struct StoredFrameContradiction: Sendable, Equatable {
  /// The constraint's IB id.
  public var constraintID: String
  /// The IB ids of its items (one or two).
  public var viewIDs: [String]
  /// The constraint's first side on the stored frames.
  public var firstValue: CGFloat
  /// The second side (multiplier and constant applied) on the stored frames.
  public var secondValue: CGFloat
  /// What it says: the constraint, and both sides' values.
  public var message: String
}

extension SceneLayout {
  /// The required constraints of the scene that its stored frames contradict, in the order of
  /// their `<constraint>` elements (see ``StoredFrameContradiction``). Empty outside the stored
  /// environment, where the frames were not stored for.
  ///
  /// ```swift
  /// layout.storedFrameContradictions().map(\.constraintID)   // ["sTp-Wx-jgM"]
  /// ```
  public func storedFrameContradictions() -> [StoredFrameContradiction] {
    guard isStoredEnvironment else { return [] }
    var idOfView: [ObjectIdentifier: String] = [:]
    for (id, view) in viewsByID { idOfView[ObjectIdentifier(view)] = id }
    var lineOfConstraint: [String: (Int, Int)] = [:]
    for constraint in scene.constraints {
      lineOfConstraint[constraint.id] = (constraint.line, constraint.column)
    }
    var found: [(line: (Int, Int), contradiction: StoredFrameContradiction)] = []
    var seen: Set<String> = []
    for view in viewsByID.values {
      for constraint in view.constraints where constraint.priority == .required && constraint.isActive {
        guard case .document(_, _, _, let ibID?) = constraint.origin, !seen.contains(ibID),
          let contradiction = contradiction(of: constraint, id: ibID, idOfView: idOfView)
        else { continue }
        seen.insert(ibID)
        found.append((lineOfConstraint[ibID] ?? (0, 0), contradiction))
      }
    }
    return
      found
      .sorted { $0.line.0 != $1.line.0 ? $0.line.0 < $1.line.0 : $0.line.1 < $1.line.1 }
      .map(\.contradiction)
  }

  /// The contradiction of one constraint, `nil` when its stored sides agree or it is not one the
  /// stored frames alone decide.
  private func contradiction(
    of constraint: LayoutConstraint, id: String, idOfView: [ObjectIdentifier: String]
  )
    -> StoredFrameContradiction?
  {
    guard let first = constraint.firstItem as? View, let firstID = idOfView[ObjectIdentifier(first)] else {
      return nil
    }
    var secondID: String?
    if let item = constraint.secondItem {
      guard let second = item as? View, let id = idOfView[ObjectIdentifier(second)] else { return nil }
      secondID = id
    }
    // Two siblings, a view and its superview, or a view and a constant.
    var parentID: String?
    if let secondID, let second = viewsByID[secondID] {
      if first.superview === second {
        parentID = secondID
      } else if second.superview === first {
        parentID = firstID
      } else if first.superview == nil || first.superview !== second.superview {
        return nil
      }
    }
    // A superview whose bounds do not start at its frame's origin (a scrolled content) is left out.
    if let parentID, let kind = nodesByID[parentID]?.kind, SceneLayout.scrollingKinds.contains(kind) {
      return nil
    }
    func rightToLeft(_ itemID: String) -> Bool {
      viewsByID[itemID]?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
    func side(_ itemID: String, _ attribute: LayoutConstraint.Attribute) -> CGFloat? {
      guard let node = nodesByID[itemID], !node.isMisplaced, !node.isAmbiguous,
        SceneLayout.frameIsAlignmentRectangle(kind: node.kind, appKit: document.platform == .macOS),
        var frame = storedFrames[itemID]
      else { return nil }
      // The superview's edges in its own coordinates, where its subviews' frames are.
      if itemID == parentID { frame.origin = .zero }
      let insets = alignmentInsets(of: node)
      let horizontal: Bool
      switch attribute {
      case .left, .right, .leading, .trailing, .width, .centerX: horizontal = true
      case .top, .bottom, .height, .centerY: horizontal = false
      default: return nil
      }
      if horizontal ? (insets.left != 0 || insets.right != 0) : (insets.top != 0 || insets.bottom != 0) {
        return nil
      }
      switch attribute {
      case .left: return frame.minX
      case .right: return frame.maxX
      case .leading: return rightToLeft(itemID) ? frame.maxX : frame.minX
      case .trailing: return rightToLeft(itemID) ? frame.minX : frame.maxX
      case .width: return frame.width
      case .centerX: return frame.midX
      case .top: return frame.minY
      case .bottom: return frame.maxY
      case .height: return frame.height
      case .centerY: return frame.midY
      default: return nil
      }
    }
    guard let firstValue = side(firstID, constraint.firstAttribute) else { return nil }
    var secondValue = constraint.constant
    if let secondID {
      guard let value = side(secondID, constraint.secondAttribute) else { return nil }
      secondValue += constraint.multiplier * value
    }
    // Each stored edge is Xcode's value snapped to the pixel grid: within half a pixel, a size
    // within a pixel. The scene's root is the canvas (exact), a superview's own top and left are
    // 0; Float32 noise in the file adds a thousandth.
    func error(_ itemID: String, _ attribute: LayoutConstraint.Attribute) -> CGFloat {
      if itemID == scene.root.id { return 0 }
      if itemID == parentID,
        [.left, .top].contains(attribute) || (attribute == .leading && !rightToLeft(itemID))
      {
        return 0
      }
      return (attribute == .width || attribute == .height ? 1 : 0.5) / scale
    }
    let tolerance =
      error(firstID, constraint.firstAttribute)
      + (secondID.map { abs(constraint.multiplier) * error($0, constraint.secondAttribute) } ?? 0) + 1e-3
    let difference = firstValue - secondValue
    let broken: Bool
    switch constraint.relation {
    case .equal: broken = abs(difference) > tolerance
    case .lessThanOrEqual: broken = difference > tolerance
    case .greaterThanOrEqual: broken = difference < -tolerance
    }
    guard broken else { return nil }
    func name(_ itemID: String, _ attribute: LayoutConstraint.Attribute) -> String {
      "\(nodesByID[itemID]?.kind ?? "view") \(itemID).\(attribute)"
    }
    var text = name(firstID, constraint.firstAttribute) + " \(constraint.relation) "
    if let secondID {
      if constraint.multiplier != 1 {
        // Four decimals: `1:3` reads 0.3333, not the double's 16 digits.
        text += "\(formatPoints((constraint.multiplier * 10000).rounded() / 10000)) × "
      }
      text += name(secondID, constraint.secondAttribute)
      if constraint.constant != 0 {
        text += (constraint.constant < 0 ? " − " : " + ") + formatPoints(abs(constraint.constant))
      }
    } else {
      text += formatPoints(constraint.constant)
    }
    func shown(_ value: CGFloat) -> String { formatPoints((value * 1000).rounded() / 1000) }
    return StoredFrameContradiction(
      constraintID: id, viewIDs: [firstID] + (secondID.map { [$0] } ?? []), firstValue: firstValue,
      secondValue: secondValue,
      message:
        "constraint \(id) (\(text)): the stored frames give \(shown(firstValue)) and \(shown(secondValue))")
  }

  /// Whether a view of `kind` has its frame for alignment rectangle (or insets the model knows,
  /// such as a label's text inset): containers, text and views UIKit and AppKit draw without a
  /// bezel or an image of their own. Controls (their insets are measured, with gaps) and image
  /// views (an SF Symbol or a template image has insets the file does not store) are left out.
  ///
  /// ```swift
  /// SceneLayout.frameIsAlignmentRectangle(kind: "label", appKit: false)    // true
  /// SceneLayout.frameIsAlignmentRectangle(kind: "stepper", appKit: true)   // false
  /// ```
  static func frameIsAlignmentRectangle(kind: String, appKit: Bool) -> Bool {
    appKit ? appKitPlainKinds.contains(kind) : uiKitPlainKinds.contains(kind)
  }

  static let uiKitPlainKinds: Set<String> = [
    "view", "label", "textField", "textView", "button", "stackView", "tableView", "tableViewCell",
    "tableViewCellContentView", "collectionView", "collectionViewCell", "collectionReusableView",
    "collectionViewCellContentView", "scrollView", "activityIndicatorView", "progressView", "pageControl",
    "visualEffectView", "mapView", "wkWebView", "containerView", "datePicker", "pickerView",
  ]

  static let appKitPlainKinds: Set<String> = [
    "customView", "view", "stackView", "textField", "scrollView", "clipView", "tableView", "outlineView",
    "splitView", "tabView", "visualEffectView", "wkWebView", "webView", "textView", "collectionView",
  ]

  /// Views whose bounds origin is their content offset: their subviews' stored frames are not in
  /// the coordinates of the superview's frame.
  static let scrollingKinds: Set<String> = [
    "scrollView", "tableView", "collectionView", "textView", "clipView", "outlineView",
  ]
}

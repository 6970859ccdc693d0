import AutoLayout
import Foundation

/// A required constraint of a file that the frames the file stores break by more than their
/// rounding to the pixel grid explains: Xcode's stored frames are not one layout of the file's
/// own constraints there (laying the scene out again moves its views), so no environment
/// reproduces all of them.
///
/// The constraints are taken together: each stored edge is Xcode's value rounded, so the true edge
/// is within a point of it (the farthest any rounding Xcode has used puts it: half a pixel on the
/// device's grid, whole points in older files and 1x canvases, origin and size rounded apart), and
/// a constraint is contradicted when no such edges meet it and the file's constraints before it
/// that could be met (``conflictingConstraintIDs`` names those it cannot hold with; empty when the
/// stored frames break it alone).
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
  /// The IB ids of the file's constraints checked before it that it cannot hold with at the
  /// stored frames (an irreducible set: drop any one and the rest can hold); empty when the stored
  /// frames break it on its own.
  public var conflictingConstraintIDs: [String] = []
  /// The IB ids of its items (one or two), then those of the conflicting constraints' other items.
  public var viewIDs: [String]
  /// The constraint's first side on the stored frames.
  public var firstValue: CGFloat
  /// The second side (multiplier and constant applied) on the stored frames.
  public var secondValue: CGFloat
  /// What it says: the constraint, and both sides' values (or the constraints it conflicts with).
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
    var checked: [(line: (Int, Int), check: StoredConstraintCheck)] = []
    var seen: Set<String> = []
    for view in viewsByID.values {
      for constraint in view.constraints where constraint.priority == .required && constraint.isActive {
        guard case .document(_, _, _, let ibID?) = constraint.origin, !seen.contains(ibID),
          let check = storedCheck(of: constraint, id: ibID, idOfView: idOfView)
        else { continue }
        seen.insert(ibID)
        checked.append((lineOfConstraint[ibID] ?? (0, 0), check))
      }
    }
    // Document order (and the id where two share a place: deterministic either way).
    checked.sort {
      ($0.line.0, $0.line.1, $0.check.id) < ($1.line.0, $1.line.1, $1.check.id)
    }
    var system = StoredEdgeSystem(layout: self, idOfView: idOfView)
    return checked.compactMap { system.contradiction(adding: $0.check) }
  }

  /// One side of a constraint: an item's attribute.
  struct StoredSide {
    var itemID: String
    var attribute: LayoutConstraint.Attribute
  }

  /// A constraint the stored frames alone decide, ready to be checked.
  struct StoredConstraintCheck {
    var id: String
    var constraint: LayoutConstraint
    var first: StoredSide
    var second: StoredSide?
    /// The view whose coordinates the constraint's positions are in: the superview of a pair of
    /// siblings, or the superview of a view and its superview.
    var referenceID: String
    var horizontal: Bool
  }

  /// The check of one constraint, `nil` when it is not one the stored frames alone decide.
  private func storedCheck(
    of constraint: LayoutConstraint, id: String, idOfView: [ObjectIdentifier: String]
  )
    -> StoredConstraintCheck?
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
    var referenceID: String?
    var parentChild = false
    if let secondID, let second = viewsByID[secondID] {
      if first.superview === second {
        referenceID = secondID
        parentChild = true
      } else if second.superview === first {
        referenceID = firstID
        parentChild = true
      } else if let superview = first.superview, superview === second.superview {
        referenceID = idOfView[ObjectIdentifier(superview)]
      } else {
        return nil
      }
    } else {
      referenceID = first.superview.flatMap { idOfView[ObjectIdentifier($0)] } ?? firstID
    }
    guard let referenceID else { return nil }
    // A superview whose bounds do not start at its frame's origin (a scrolled content) is left out
    // where its coordinates matter: for its own edges, and for a multiplier on positions.
    if let kind = nodesByID[referenceID]?.kind, SceneLayout.scrollingKinds.contains(kind),
      parentChild || constraint.multiplier != 1
    {
      return nil
    }
    func eligible(_ itemID: String, _ attribute: LayoutConstraint.Attribute) -> Bool? {
      guard let node = nodesByID[itemID], !node.isMisplaced, !node.isAmbiguous,
        SceneLayout.frameIsAlignmentRectangle(kind: node.kind, appKit: document.platform == .macOS),
        storedFrames[itemID] != nil
      else { return nil }
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
      return horizontal
    }
    guard let horizontal = eligible(firstID, constraint.firstAttribute) else { return nil }
    if let secondID {
      guard let other = eligible(secondID, constraint.secondAttribute), other == horizontal else {
        return nil
      }
    }
    return StoredConstraintCheck(
      id: id, constraint: constraint,
      first: StoredSide(itemID: firstID, attribute: constraint.firstAttribute),
      second: secondID.map { StoredSide(itemID: $0, attribute: constraint.secondAttribute) },
      referenceID: referenceID, horizontal: horizontal)
  }

  /// Whether a view of `kind` has its frame for alignment rectangle (or insets the model knows,
  /// such as a label's text inset): containers, text and views UIKit and AppKit draw without a
  /// bezel or an image of their own. Controls (their insets are measured, with gaps) and image
  /// views (an SF Symbol or a template image has insets the file does not store) are left out.
  ///
  /// ```swift
  /// SceneLayout.frameIsAlignmentRectangle(kind: .label, appKit: false)    // true
  /// SceneLayout.frameIsAlignmentRectangle(kind: .stepper, appKit: true)   // false
  /// ```
  static func frameIsAlignmentRectangle(kind: ElementKind, appKit: Bool) -> Bool {
    appKit ? appKitPlainKinds.contains(kind) : uiKitPlainKinds.contains(kind)
  }

  static let uiKitPlainKinds: Set<ElementKind> = [
    .view, .label, .textField, .textView, .button, .stackView, .tableView, .tableViewCell,
    .tableViewCellContentView, .collectionView, .collectionViewCell, .collectionReusableView,
    .collectionViewCellContentView, .scrollView, .activityIndicatorView, .progressView, .pageControl,
    .visualEffectView, .mapView, .wkWebView, .containerView, .datePicker, .pickerView,
  ]

  static let appKitPlainKinds: Set<ElementKind> = [
    .customView, .view, .stackView, .textField, .scrollView, .clipView, .tableView, .outlineView,
    .splitView, .tabView, .visualEffectView, .wkWebView, .webView, .textView, .collectionView,
  ]

  /// Views whose bounds origin is their content offset: their subviews' stored frames are not in
  /// the coordinates of the superview's frame.
  static let scrollingKinds: Set<ElementKind> = [
    .scrollView, .tableView, .collectionView, .textView, .clipView, .outlineView,
  ]
}

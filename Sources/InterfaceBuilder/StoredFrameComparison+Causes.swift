import AutoLayout
import Cassowary
import Foundation

// What a misplaced view's finding says about the cause: the views that would have to leave their
// content size to make room for the stored frame, or the required constraints that rule it out.

extension StoredFrameComparison {
  /// The views of the layout that sit at their content size (in IB-id order): those a
  /// content-size cause holds (less the view asked about).
  ///
  /// ```swift
  /// StoredFrameComparison.viewsAtContentSize(in: layout).count   // 3
  /// ```
  static func viewsAtContentSize(in layout: SceneLayout) -> [View] {
    layout.viewsByID.sorted { $0.key < $1.key }.map(\.value).filter {
      $0.isAtContentSize(tolerance: 0.5 / layout.scale)
    }
  }

  /// The content sizes of views of `held` that change where the required constraints put `view`
  /// at `frame` (window coordinates), on the axes where `frame` differs from the solved one: the
  /// solver's witness, one way to make room.
  ///
  /// ```swift
  /// StoredFrameComparison.resizedNeighbours(placing: second, at: stored, among: held, in: layout, idOfView: ids)
  /// // [label first: height 20 → 22]
  /// ```
  static func resizedNeighbours(
    placing view: View, at frame: CGRect, among held: [View], in layout: SceneLayout,
    idOfView: [ObjectIdentifier: String]
  ) -> [ContentSizeChange] {
    let pixel = 0.5 / layout.scale
    let solved = view.superview?.convert(view.frame, to: nil) ?? view.frame
    let horizontal = abs(frame.minX - solved.minX) >= pixel || abs(frame.width - solved.width) >= pixel
    let vertical = abs(frame.minY - solved.minY) >= pixel || abs(frame.height - solved.height) >= pixel
    let sizes = layout.window.sizes(placingFrames: [(view, frame)], watching: held)
    var resized: [ContentSizeChange] = []
    for (other, size) in zip(held, sizes) {
      guard let id = idOfView[ObjectIdentifier(other)] else { continue }
      let content = other.intrinsicContentSize
      if horizontal && abs(size.width - content.width) >= pixel {
        resized.append(
          ContentSizeChange(view: other, id: id, horizontal: true, from: content.width, to: size.width))
      }
      if vertical && abs(size.height - content.height) >= pixel {
        resized.append(
          ContentSizeChange(view: other, id: id, horizontal: false, from: content.height, to: size.height))
      }
    }
    return resized
  }

  /// The witness as the finding says it: `"label FKg-Hv-taV: 21 → 20.5 tall"`, one entry per view.
  ///
  /// ```swift
  /// StoredFrameComparison.describe(changes, in: layout)   // ["label first: 20 → 22 tall"]
  /// ```
  static func describe(_ changes: [ContentSizeChange], in layout: SceneLayout) -> [String] {
    var order: [String] = []
    var parts: [String: [String]] = [:]
    for change in changes {
      if parts[change.id] == nil { order.append(change.id) }
      parts[change.id, default: []].append(
        "\(shownPoints(change.from)) → \(shownPoints(change.to)) \(change.horizontal ? "wide" : "tall")")
    }
    return order.map {
      "\(layout.nodesByID[$0]?.kind ?? .view) \($0): " + (parts[$0] ?? []).joined(separator: ", ")
    }
  }

  /// The required constraints that rule `view` out of `frame` (window coordinates), from the
  /// solver's explanation: the file's (IB ids, and `"constraint ID"` names) and the model's values
  /// (margins, guides, the screen's size …, UIKit-style descriptions), then what the model gives
  /// the file's constraints' items (insets, baselines: the first three); where the views sit (the
  /// root's place, frames kept by autoresizing) is left out.
  ///
  /// ```swift
  /// StoredFrameComparison.rulingOut(box, of: stored, in: layout).names
  /// // ["<LayoutConstraint 'UIView-leftMargin-guide-constraint' … + 16   (active)>", "constraint margin"]
  /// ```
  static func rulingOut(
    _ view: View, of frame: CGRect, in layout: SceneLayout, idOfView: [ObjectIdentifier: String]
  ) -> (
    ids: [String], names: [String]
  ) {
    var ids: [String] = []
    var names: [String] = []
    var geometry: [String] = []
    for entry in layout.window.requiredConstraintsRulingOut(
      frames: [(view, frame)], tolerance: 0.5 / layout.scale + 1e-6)
    {
      if case .document(_, _, _, let id?)? = entry.layoutConstraint?.origin {
        ids.append(id)
        names.append("constraint \(id)")
        if let constraint = entry.layoutConstraint {
          for note in modelGeometry(of: constraint, in: layout, idOfView: idOfView)
          where !geometry.contains(note) {
            geometry.append(note)
          }
        }
        continue
      }
      if case .system(.autoresizingMask) = entry.origin { continue }
      if entry.description.contains("'UIView-Encapsulated-Layout-Left'")
        || entry.description.contains("'UIView-Encapsulated-Layout-Top'")
      {
        continue
      }
      names.append(entry.description)
    }
    if !geometry.isEmpty {
      names.append(
        "the model's " + geometry.prefix(3).joined(separator: ", ") + (geometry.count > 3 ? ", …" : ""))
    }
    return (ids, names)
  }
}

extension View {
  /// Whether the view has a content size on both axes and its alignment rectangle is that size
  /// (within `tolerance`): neither stretched nor compressed by its constraints.
  func isAtContentSize(tolerance: CGFloat) -> Bool {
    let size = intrinsicContentSize
    guard size.width >= 0, size.height >= 0 else { return false }
    let insets = alignmentRectInsets
    return abs(frame.width - insets.left - insets.right - size.width) < tolerance
      && abs(frame.height - insets.top - insets.bottom - size.height) < tolerance
  }
}

/// A length rounded to a thousandth of a point, without trailing `.0`: `29.833`.
func shownPoints(_ value: CGFloat) -> String { NumberText.shortest(Double((value * 1000).rounded() / 1000)) }

extension StoredFrameComparison {
  /// The end of the finding for a view the required constraints allow at its stored frame, content
  /// sizes kept: how the optional constraints hold there. Equally well: "…: Xcode's engine chose
  /// another of equally good solutions"; worse: "…, but the optional constraints prefer the solved
  /// frame (at priority 250 the stored one breaks <ContentSizeLayoutConstraint …> by 2 …)".
  ///
  /// ```swift
  /// StoredFrameComparison.optionalOutcome(comparison)
  /// // "), but the optional constraints prefer the solved frame (at priority 250 the stored one breaks …"
  /// ```
  static func optionalOutcome(_ comparison: OptionalConstraintComparison?) -> String {
    guard let comparison, comparison.placedIsWorse, let priority = comparison.decidingPriority else {
      return "), and the optional constraints hold as well there as in the solved layout: Xcode's engine "
        + "chose another of equally good solutions"
    }
    let worsened = comparison.worsened
    let named = worsened.prefix(2).map {
      "\($0.constraint.description) by \(shownPoints($0.placed - $0.solved))"
    }
    // The constraints named are those the stored frame itself breaks further; where only the
    // half-pixel around it decides, none is.
    let what =
      named.isEmpty
      ? "they hold less well there"
      : "the stored one breaks " + named.joined(separator: " and ") + (worsened.count > 2 ? " and more" : "")
        + " further than the solved layout does"
    return "), but the optional constraints prefer the solved frame (at priority "
      + "\(shownPoints(CGFloat(priority.rawValue))) \(what)): a content size, a priority or an inset the "
      + "model gives likely differs from Xcode's"
  }
}

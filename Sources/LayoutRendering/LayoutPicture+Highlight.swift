import AutoLayout
import Foundation

extension LayoutPicture {
  /// How a view or a constraint changed between two versions of a layout: drawn in its own colour
  /// (a thick outline around a view, the mark of a constraint), with a legend entry.
  ///
  /// ```swift
  /// picture.setHighlight(.added, for: subtitle)
  /// picture.setHighlight(.changed, for: titleWidth)
  /// ```
  public enum Highlight: String, Sendable, CaseIterable {
    /// New in this version: green.
    case added
    /// Gone in the other version: crimson.
    case removed
    /// Moved, resized, or with another constant, multiplier or priority: violet.
    case changed
    /// Moved or resized by less than a point in every edge — what Xcode's rounding makes of a
    /// file it saves again — drawn light and thin, so that real changes stand out.
    case resaved

    /// The colour it is drawn in.
    var color: String {
      switch self {
      case .added: Palette.added
      case .removed: Palette.removed
      case .changed: Palette.changed
      case .resaved: Palette.resaved
      }
    }

    /// The width of its outline.
    var lineWidth: CGFloat { self == .resaved ? 1 : 3 }
  }

  /// Marks a view as added, removed or changed.
  ///
  /// ```swift
  /// picture.setHighlight(.changed, for: title)   // a violet outline around the title
  /// ```
  public mutating func setHighlight(_ highlight: Highlight, for view: View) {
    highlights[ObjectIdentifier(view)] = highlight
  }

  /// Marks a constraint as added, removed or changed: its mark is drawn in the highlight's colour.
  ///
  /// ```swift
  /// picture.setHighlight(.added, for: spacing)
  /// ```
  public mutating func setHighlight(_ highlight: Highlight, for constraint: LayoutConstraint) {
    highlights[ObjectIdentifier(constraint)] = highlight
  }

  /// The highlight of a view or constraint, if any.
  ///
  /// ```swift
  /// picture.highlight(of: title)   // .changed
  /// ```
  public func highlight(of object: AnyObject) -> Highlight? {
    highlights[ObjectIdentifier(object)]
  }
}

import AutoLayout
import Foundation

/// What `explain`'s picture gives the rebuilt views where the log fixes nothing: a log lists
/// only the constraints of the conflict, so a view usually has a size or a position in one axis
/// only. Each view gets a default size (160 × 44), a place beside the others — inside the view
/// the log names as its superview (`'|'`), below its earlier siblings — and a superview grows to
/// hold its subviews. Every default is optional at priority 1 or 2, below every constraint a log
/// can hold, so the conflict and its minimal set are the log's alone.
///
/// ```swift
/// let extra = PictureDefaults.constraints(window: window, views: rebuilt, parents: parents)
/// LayoutConstraint.activate(logged + extra)
/// window.layoutIfNeeded()
/// PictureDefaults.fit(window)   // the window shrinks to its views
/// ```
enum PictureDefaults {
  /// A view's default size.
  static let size = CGSize(width: 160, height: 44)
  /// Space between a superview's edge and its subviews, and between views.
  static let inset: CGFloat = 16
  /// Top-level views per row.
  static let columns = 3

  /// The optional constraints for `views` (in the log's order); `parents[i]` is the view the log
  /// names as the superview of `views[i]`, if any.
  static func constraints(window: Window, views: [View], parents: [View?]) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    func add(_ constraint: LayoutConstraint, _ priority: Float) {
      constraint.priority = LayoutPriority(priority)
      constraint.origin = .system(.placeholder)
      result.append(constraint)
    }
    var children: [ObjectIdentifier: Int] = [:]
    var topLevel = 0
    for (view, parent) in zip(views, parents) {
      add(view.widthAnchor.constraint(equalToConstant: size.width), 1)
      add(view.heightAnchor.constraint(equalToConstant: size.height), 1)
      if let parent, parent !== view {
        let index = children[ObjectIdentifier(parent), default: 0]
        children[ObjectIdentifier(parent)] = index + 1
        add(view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: inset), 1)
        add(
          view.topAnchor.constraint(
            equalTo: parent.topAnchor, constant: inset + CGFloat(index) * (size.height + inset)), 1)
        add(parent.rightAnchor.constraint(greaterThanOrEqualTo: view.rightAnchor, constant: inset), 2)
        add(parent.bottomAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor, constant: inset), 2)
      } else {
        let column = topLevel % columns
        let row = topLevel / columns
        topLevel += 1
        add(
          view.leftAnchor.constraint(
            equalTo: window.leftAnchor, constant: 20 + CGFloat(column) * (size.width + 3 * inset)), 1)
        add(
          view.topAnchor.constraint(
            equalTo: window.topAnchor, constant: 20 + CGFloat(row) * (size.height + 4 * inset)), 1)
      }
    }
    return result
  }

  /// Shrinks the window to its views' frames and 20 points around them (at least 240 × 160).
  static func fit(_ window: Window) {
    var maxX: CGFloat = 0
    var maxY: CGFloat = 0
    for view in window.subviews {
      let frame = view.frame
      guard frame.maxX.isFinite, frame.maxY.isFinite else { continue }
      maxX = max(maxX, frame.maxX)
      maxY = max(maxY, frame.maxY)
    }
    let width = min(max(240, (maxX + 20).rounded(.up)), 4000)
    let height = min(max(160, (maxY + 20).rounded(.up)), 4000)
    window.frame = CGRect(x: 0, y: 0, width: width, height: height)
    window.layoutIfNeeded()
  }
}

import Foundation

/// A view whose frame differs from the frame its constraints give (Interface Builder's orange:
/// "Frame for 'box' will be different at run time").
///
/// ```swift
/// box.frame = CGRect(x: 0, y: 0, width: 50, height: 50)   // moved by hand
/// window.misplacedViews().first?.description
/// // "box: frame (0, 0, 50, 50) will be (20, 20, 100, 50) at run time: x +20, y +20, width +50"
/// ```
public struct Misplacement: CustomStringConvertible {
  /// The misplaced view.
  public let view: View
  /// The frame it has (set by hand or read from a document).
  public let frame: CGRect
  /// The frame its constraints give.
  public let solved: CGRect

  /// A misplacement of `view`: it has `frame`, its constraints give `solved`.
  ///
  /// ```swift
  /// Misplacement(view: box, frame: given, solved: box.frame)
  /// ```
  public init(view: View, frame: CGRect, solved: CGRect) {
    self.view = view
    self.frame = frame
    self.solved = solved
  }

  /// How far each edge value is off: solved minus given, for x, y, width and height.
  public var delta: (x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    (
      solved.minX - frame.minX, solved.minY - frame.minY, solved.width - frame.width,
      solved.height - frame.height
    )
  }

  /// `box: frame (0, 0, 50, 50) will be (20, 20, 100, 50) at run time: x +20, y +20, width +50`.
  public var description: String {
    func rectText(_ r: CGRect) -> String {
      "(\([r.minX, r.minY, r.width, r.height].map { formatLayoutNumber($0) }.joined(separator: ", ")))"
    }
    let d = delta
    let parts = [("x", d.x), ("y", d.y), ("width", d.width), ("height", d.height)].filter { $0.1 != 0 }
      .map { "\($0.0) \($0.1 > 0 ? "+" : "-")\(formatLayoutNumber(abs($0.1)))" }
    return "\(describedName(view)): frame \(rectText(frame)) will be \(rectText(solved)) at run time: "
      + parts.joined(separator: ", ")
  }
}

extension View {
  /// The views of this subtree laid out by Auto Layout whose frames differ from the frames their
  /// constraints give, by more than `tolerance` on any edge value: frames set by hand, or read from
  /// a document. Nothing moves: the frames stay as they are (see
  /// ``updateFramesToMatchConstraints()`` and ``updateConstraintsToMatchFrames()``).
  ///
  /// ```swift
  /// for misplacement in window.misplacedViews() { print(misplacement) }
  /// ```
  public func misplacedViews(tolerance: CGFloat = 0) -> [Misplacement] {
    let given = autoLayoutViewsInSubtree.map { ($0, $0.frame) }
    let engine = diagnostics
    var result: [Misplacement] = []
    for (view, frame) in given {
      guard let solved = engine.frame(of: view) else { continue }
      view.storedFrame = frame
      let off = [
        solved.minX - frame.minX, solved.minY - frame.minY, solved.width - frame.width,
        solved.height - frame.height,
      ]
      if off.contains(where: { abs($0) > tolerance }) {
        result.append(Misplacement(view: view, frame: frame, solved: solved))
      }
    }
    return result
  }

  /// Interface Builder's "Update Frames": every Auto Layout view of this subtree takes the frame
  /// its constraints give.
  ///
  /// ```swift
  /// window.updateFramesToMatchConstraints()
  /// window.misplacedViews().isEmpty   // true
  /// ```
  public func updateFramesToMatchConstraints() {
    let engine = diagnostics
    for view in autoLayoutViewsInSubtree {
      if let solved = engine.frame(of: view) { view.storedFrame = solved }
    }
  }

  /// Interface Builder's "Update Constraints": changes the constants of the app's constraints in
  /// this subtree so that the views' current frames satisfy them (equalities take the measured
  /// value; an inequality changes only when the frames break it). Returns the constraints it
  /// changed. Multipliers, relations and priorities stay.
  ///
  /// ```swift
  /// box.frame.origin.x = 40                  // dragged in the canvas
  /// window.updateConstraintsToMatchFrames()  // the leading constraint's constant becomes 40
  /// ```
  @discardableResult
  public func updateConstraintsToMatchFrames() -> [LayoutConstraint] {
    let views = autoLayoutViewsInSubtree
    let given = views.map { ($0, $0.frame) }
    let engine = diagnostics
    // Every item's alignment rectangle in the root's coordinates, from the given frames where
    // there are any and from the solution elsewhere.
    for (view, frame) in given { view.storedFrame = frame }
    var rects: [ObjectIdentifier: EngineDiagnostics.AlignmentRect] = [:]
    for (view, _) in given {
      guard let rect = view.givenAbsoluteFrame else { continue }
      let insets = view.alignmentRectInsets
      rects[ObjectIdentifier(view)] = (
        Double(rect.minX + insets.left), Double(rect.minY + insets.top),
        Double(rect.width - insets.left - insets.right), Double(rect.height - insets.top - insets.bottom)
      )
    }
    var changed: [LayoutConstraint] = []
    for view in subtree {
      for constraint in view.heldConstraints {
        if case .system = constraint.origin { continue }
        let residual = engine.residual(of: constraint, given: rects)
        // The constant enters every expression as `- constant`: `residual` is what to add.
        let violated: Bool =
          switch constraint.relation {
          case .equal: abs(residual) > 1e-9
          case .greaterThanOrEqual: residual < -1e-9
          case .lessThanOrEqual: residual > 1e-9
          }
        guard violated else { continue }
        constraint.constant += CGFloat(residual)
        changed.append(constraint)
      }
    }
    return changed
  }

  /// The views of this subtree (itself included, the root excluded) laid out by Auto Layout.
  var autoLayoutViewsInSubtree: [View] {
    subtree.filter { $0.superview != nil && !$0.translatesAutoresizingMaskIntoConstraints }
  }

  /// The frame in the root's coordinates from the frames as they are (not the solution).
  var givenAbsoluteFrame: CGRect? {
    var rect = frame
    var ancestor = superview
    while let view = ancestor, view.superview != nil {
      rect = rect.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
      ancestor = view.superview
    }
    return ancestor == nil && superview == nil ? nil : rect
  }
}

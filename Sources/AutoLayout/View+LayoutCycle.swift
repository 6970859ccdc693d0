import Foundation

extension View {
  /// Marks the view's constraints for an update before the next layout pass.
  ///
  /// ```swift
  /// isExpanded = true; setNeedsUpdateConstraints()
  /// ```
  public func setNeedsUpdateConstraints() {
    needsUpdateConstraintsFlag = true
    setNeedsLayout()
  }

  /// Runs ``updateConstraints()`` on every view of the subtree that needs it, children first.
  ///
  /// ```swift
  /// view.updateConstraintsIfNeeded()
  /// ```
  public func updateConstraintsIfNeeded() {
    for view in subtree.reversed() where view.needsUpdateConstraintsFlag {
      view.needsUpdateConstraintsFlag = false
      if let controller = view.viewController {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
    }
  }

  /// Marks the view for layout at the next ``layoutIfNeeded()``.
  ///
  /// ```swift
  /// view.setNeedsLayout()
  /// ```
  public func setNeedsLayout() {
    needsLayoutFlag = true
    rootView.needsLayoutFlag = true
  }

  /// Lays out the hierarchy now if anything changed: updates constraints (children first), solves,
  /// then calls ``layoutSubviews()`` parents first.
  ///
  /// ```swift
  /// heightConstraint.constant = 200
  /// view.layoutIfNeeded()
  /// ```
  public func layoutIfNeeded() {
    let root = rootView
    root.updateConstraintsIfNeeded()
    let engine = root.layoutEngine
    guard root.needsLayoutFlag || engine.hasPendingChanges else { return }
    engine.layout()
    for view in root.subtree {
      view.needsLayoutFlag = false
      if let controller = view.viewController {
        controller.viewWillLayoutSubviews()
        view.layoutSubviews()
        controller.viewDidLayoutSubviews()
      } else {
        view.layoutSubviews()
      }
    }
    // Frames set by overridden layoutSubviews must not start another pass by themselves.
    for view in root.subtree { view.needsLayoutFlag = false }
  }

  /// The size that fits the view's content, trying to be `targetSize` (at fitting priority 50 on
  /// both axes): ``layoutFittingCompressedSize`` gives the smallest size.
  ///
  /// ```swift
  /// let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
  /// ```
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The size that fits the view's content, with the target width and height held at the given
  /// priorities (`.required` width: the height for a fixed width, as self-sizing cells do). Only
  /// the constraints inside the view's subtree count.
  ///
  /// ```swift
  /// let size = cell.contentView.systemLayoutSizeFitting(
  ///   CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
  ///   verticalFittingPriority: .fittingSizeLevel)
  /// ```
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(
      root: self, fitting: (targetSize, horizontalFittingPriority, verticalFittingPriority))
    engine.layout()
    guard let frame = engine.absoluteFrame(of: self) else { return .zero }
    let scale = window?.scale ?? 1
    return CGSize(
      width: snapToPixels(frame.width, scale: scale), height: snapToPixels(frame.height, scale: scale))
  }
}

import AutoLayout
import Foundation

/// The `snp` of an array of views: the maker entry points for each view, and Masonry's
/// distribution of the views along an axis inside their common superview.
///
/// ```swift
/// let buttons = [first, second, third]
/// buttons.snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 16)
/// buttons.snp.makeConstraints { make in
///   make.top.equalToSuperview().offset(40)
///   make.height.equalTo(44)
/// }
/// ```
public struct ConstraintArrayDSL {
  /// The views, in order along the axis.
  public let views: [View]

  init(views: [View]) {
    self.views = views
  }

  /// Makes the closure's constraints for every view.
  ///
  /// ```swift
  /// [a, b].snp.makeConstraints { make in make.height.equalTo(44) }
  /// ```
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    for view in views { view.snp.makeConstraints(closure) }
  }

  /// Remakes the closure's constraints for every view.
  ///
  /// ```swift
  /// [a, b].snp.remakeConstraints { make in make.height.equalTo(60) }
  /// ```
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    for view in views { view.snp.remakeConstraints(closure) }
  }

  /// Updates the closure's constraints for every view.
  ///
  /// ```swift
  /// [a, b].snp.updateConstraints { make in make.height.equalTo(60) }
  /// ```
  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    for view in views { view.snp.updateConstraints(closure) }
  }

  /// Lays the views out along an axis with `fixedSpacing` between them, `leadSpacing` before the
  /// first and `tailSpacing` after the last; the views share the rest equally (equal widths, or
  /// heights). Horizontally the views run leading to trailing, so right-to-left layouts mirror.
  /// The other axis is left to the caller. Fewer than two views, or views without a common
  /// superview, are reported and make nothing.
  ///
  /// ```swift
  /// tabs.snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 8, leadSpacing: 8, tailSpacing: 8)
  /// ```
  @discardableResult
  public func distributeViewsAlong(
    axisType: LayoutConstraint.Axis, fixedSpacing: CGFloat, leadSpacing: CGFloat = 0,
    tailSpacing: CGFloat = 0,
    file: String = #fileID, line: Int = #line
  ) -> [Constraint] {
    guard let container = container(file: file, line: line) else { return [] }
    let horizontal = axisType == .horizontal
    var made: [Constraint] = []
    for (index, view) in views.enumerated() {
      made += ConstraintMaker.prepareConstraints(item: view) { make in
        let lead = horizontal ? make.leading : make.top
        if index == 0 {
          lead.equalTo(container, file: file, line: line).offset(leadSpacing)
        } else {
          let previous = views[index - 1]
          (horizontal ? make.width : make.height).equalTo(previous, file: file, line: line)
          lead.equalTo(horizontal ? previous.snp.trailing : previous.snp.bottom, file: file, line: line)
            .offset(fixedSpacing)
        }
        if index == views.count - 1 {
          (horizontal ? make.trailing : make.bottom).equalTo(container, file: file, line: line).offset(
            -tailSpacing)
        }
      }
    }
    for constraint in made { constraint.activate() }
    return made
  }

  /// Lays the views out along an axis, each `fixedItemLength` long, the first `leadSpacing` from
  /// the start and the last `tailSpacing` from the end, with equal gaps between them (the gaps
  /// take what is left). Horizontally the views run leading to trailing.
  ///
  /// ```swift
  /// dots.snp.distributeViewsAlong(axisType: .horizontal, fixedItemLength: 12, leadSpacing: 20, tailSpacing: 20)
  /// ```
  @discardableResult
  public func distributeViewsAlong(
    axisType: LayoutConstraint.Axis, fixedItemLength: CGFloat, leadSpacing: CGFloat = 0,
    tailSpacing: CGFloat = 0,
    file: String = #fileID, line: Int = #line
  ) -> [Constraint] {
    guard let container = container(file: file, line: line) else { return [] }
    let horizontal = axisType == .horizontal
    var made: [Constraint] = []
    for (index, view) in views.enumerated() {
      made += ConstraintMaker.prepareConstraints(item: view) { make in
        (horizontal ? make.width : make.height).equalTo(fixedItemLength, file: file, line: line)
        if index == 0 {
          (horizontal ? make.leading : make.top).equalTo(container, file: file, line: line).offset(
            leadSpacing)
        }
        if index == views.count - 1 {
          (horizontal ? make.trailing : make.bottom).equalTo(container, file: file, line: line).offset(
            -tailSpacing)
        }
      }
    }
    // Every gap equals the first one.
    if views.count > 2 {
      let firstGap = gap(after: 0, horizontal: horizontal)
      for index in 1..<(views.count - 1) {
        let equal = gap(after: index, horizontal: horizontal).constraint(
          equalTo: firstGap, file: file, line: line)
        made.append(Constraint(item: views[index + 1], layoutConstraints: [equal], file: file, line: line))
      }
    }
    for constraint in made { constraint.activate() }
    return made
  }

  /// The distance from the view at `index` to the next one along the axis.
  private func gap(after index: Int, horizontal: Bool) -> LayoutDimension {
    horizontal
      ? views[index].trailingAnchor.anchorWithOffset(to: views[index + 1].leadingAnchor)
      : views[index].bottomAnchor.anchorWithOffset(to: views[index + 1].topAnchor)
  }

  /// The closest view that holds every view, or `nil` after reporting why there is none.
  private func container(file: String, line: Int) -> View? {
    guard views.count >= 2 else {
      ConstraintDSLError(
        problem: "distributeViewsAlong needs at least two views, got \(views.count)",
        location: "\(file):\(line)",
        hint: "lay out a single view with makeConstraints"
      ).report()
      return nil
    }
    var candidates: [View] = []
    var ancestor = views[0].superview
    while let view = ancestor {
      candidates.append(view)
      ancestor = view.superview
    }
    for view in views.dropFirst() {
      var chain: [View] = []
      var next = view.superview
      while let current = next {
        chain.append(current)
        next = current.superview
      }
      candidates.removeAll { candidate in !chain.contains { $0 === candidate } }
    }
    guard let container = candidates.first else {
      ConstraintDSLError(
        problem: "the views to distribute have no common superview", location: "\(file):\(line)",
        hint: "add every view to the same view hierarchy before distributing them"
      ).report()
      return nil
    }
    return container
  }
}

extension Array where Element: View {
  /// The DSL of the views: make, remake and update for each, and distribution along an axis.
  ///
  /// ```swift
  /// [a, b, c].snp.distributeViewsAlong(axisType: .vertical, fixedSpacing: 20)
  /// ```
  public var snp: ConstraintArrayDSL { ConstraintArrayDSL(views: self) }
}

import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// NSStackView's constraints across its axis as AppKit documents them: alignment at
/// `defaultLow`, overridable per view (`NSStackView.h`, `alignment`); the stack minimizing its
/// size at its hugging priority (`setHuggingPriority(_:for:)`); and "as much as possible" equal
/// lengths. Expected frames worked out by hand, run left to right and right to left.
@Suite("StackView laid out as NSStackView across its axis")
struct StackViewAppKitAlignmentTests {
  /// A stack placed at (20, 20) in a 400 × 400 window at scale 1, laid out.
  func place(
    _ stack: StackView, width: CGFloat? = nil, direction: UserInterfaceLayoutDirection,
    _ extra: (StackView) -> [LayoutConstraint] = { _ in [] }
  ) -> Window {
    let window = makeWindow(400, 400, scale: 1, direction: direction)
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    LayoutConstraint.activate(constraints + extra(stack))
    LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() }
    return window
  }

  /// A stack as the `.xib` importer makes an `NSStackView`.
  func appKitStack(_ views: [View], axis: LayoutConstraint.Axis, alignment: StackView.Alignment) -> StackView
  {
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.alignment = alignment
    stack.spacing = 8
    stack.acrossHuggingPriority = LayoutPriority(Float(250).nextDown)
    stack.alignmentPriority = .defaultLow
    stack.distributionPriority = LayoutPriority(500)
    return stack
  }

  @Test(
    "a view constrained 16 points in from the aligned edge stays there; a separator fills the stack",
    arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func alignmentGivesWay(direction: UserInterfaceLayoutDirection) {
    let row = SizedView(100, 20)
    row.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    let separator = View()
    separator.heightAnchor.constraint(equalToConstant: 1).isActive = true
    let stack = appKitStack([row, separator], axis: .vertical, alignment: .leading)
    let window = place(stack, width: 300, direction: direction) { stack in
      [row.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 16)]
    }
    #expect(window.layoutConflicts.isEmpty)
    #expect(row.frame == CGRect(x: direction == .leftToRight ? 16 : 184, y: 0, width: 100, height: 20))
    #expect(separator.frame == CGRect(x: 0, y: 28, width: 300, height: 1))
  }

  @Test("UIStackView's required alignment conflicts with the same constraint")
  func requiredAlignmentConflicts() {
    let row = SizedView(100, 20)
    let stack = appKitStack([row, SizedView(50, 20)], axis: .vertical, alignment: .leading)
    stack.alignmentPriority = .required
    let window = place(stack, width: 300, direction: .leftToRight) { stack in
      [row.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 16)]
    }
    #expect(!window.layoutConflicts.isEmpty)
  }

  @Test(
    "beside a taller image, a label that hugs harder than the stack stays at the top; one that hugs less stretches",
    arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func huggingAcross(direction: UserInterfaceLayoutDirection) {
    func layout(labelHugging: Float) -> (image: CGRect, label: CGRect, stack: CGRect) {
      // The image's size is required, as an image view's width and height constraints make it
      // (its compression resistance would tie with the stack's 750 hugging).
      let image = View()
      image.widthAnchor.constraint(equalToConstant: 32).isActive = true
      image.heightAnchor.constraint(equalToConstant: 32).isActive = true
      let label = SizedView(100, 16)
      label.setContentHuggingPriority(LayoutPriority(labelHugging), for: .vertical)
      let stack = appKitStack([image, label], axis: .horizontal, alignment: .top)
      stack.acrossHuggingPriority = .defaultHigh
      _ = place(stack, direction: direction)
      return (image.frame, label.frame, stack.frame)
    }
    let labelX: CGFloat = direction == .leftToRight ? 40 : 0
    let hugging = layout(labelHugging: 751)
    #expect(hugging.stack.size == CGSize(width: 140, height: 32))
    #expect(hugging.image == CGRect(x: direction == .leftToRight ? 0 : 108, y: 0, width: 32, height: 32))
    #expect(hugging.label == CGRect(x: labelX, y: 0, width: 100, height: 16))
    let stretching = layout(labelHugging: 249)
    #expect(stretching.label == CGRect(x: labelX, y: 0, width: 100, height: 32))
  }

  @Test(
    "the spacing is a minimum: a view's own constraint to its neighbour widens one gap, the others keep 8")
  func spacingIsAMinimum() {
    func layout(appKit: Bool) -> (Window, [View]) {
      let views = [SizedView(100, 20), SizedView(100, 20), SizedView(100, 20)]
      let stack = appKitStack(views, axis: .vertical, alignment: .leading)
      if !appKit {
        stack.acrossHuggingPriority = nil
        stack.alignmentPriority = .required
        stack.distributionPriority = .required
      }
      let window = place(stack, direction: .leftToRight) { _ in
        [views[1].topAnchor.constraint(equalTo: views[0].bottomAnchor, constant: 30)]
      }
      return (window, views)
    }
    let (window, views) = layout(appKit: true)
    #expect(window.layoutConflicts.isEmpty)
    #expect(views.map(\.frame.minY) == [0, 50, 78])
    // UIStackView's spacing is exact: the same constraint conflicts with it.
    #expect(!layout(appKit: false).0.layoutConflicts.isEmpty)
  }

  @Test(
    "equal widths kept as much as possible: views that cannot all be equal get the one best split",
    arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func fillEquallyAsMuchAsPossible(direction: UserInterfaceLayoutDirection) {
    // Contents of 87, 59 and 75 points in 270 with 20-point gaps: 230 to share. The first keeps
    // 87 (it cannot shrink), the last 75; the middle one takes the rest, 68, as close as it can
    // get to both neighbours (phpmon's stats view: Xcode's stored frames).
    let views = [SizedView(87, 35), SizedView(59, 35), SizedView(75, 35)]
    let stack = appKitStack(views, axis: .horizontal, alignment: .top)
    stack.distribution = .fillEqually
    stack.spacing = 20
    let window = place(stack, width: 270, direction: direction)
    #expect(window.layoutConflicts.isEmpty)
    #expect(views.map(\.frame.width) == [87, 68, 75])
    let xs: [CGFloat] = direction == .leftToRight ? [0, 107, 195] : [183, 95, 0]
    #expect(views.map(\.frame.minX) == xs)
  }
}

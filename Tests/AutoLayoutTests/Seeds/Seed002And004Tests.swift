import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// A text control stand-in: intrinsic size and the distance from its last baseline to its bottom.
final class TextLike: View {
  let size: CGSize
  let baselineFromBottom: CGFloat

  init(_ width: CGFloat, _ height: CGFloat, baselineFromBottom: CGFloat) {
    size = CGSize(width: width, height: height)
    self.baselineFromBottom = baselineFromBottom
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var intrinsicContentSize: CGSize { size }
  override var lastBaselineOffsetFromBottom: CGFloat? { baselineFromBottom }
  override var firstBaselineOffsetFromTop: CGFloat? { size.height - baselineFromBottom }
}

@Suite("Seeds 002 and 004: a centred image, label and text field, equally spaced buttons")
struct Seed002And004Tests {
  @Test("seed 002: a 100 × 100 image view centred in its superview")
  func centredImage() {
    let window = makeWindow(375, 667)
    let imageView = addView(SizedView(100, 100), to: window)
    imageView.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
    imageView.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(imageView.frame == rect(137.5, 283.5, 100, 100))
  }

  /// Seed 004's "dynamic height label and text field": each control `>= guide + 20` (required)
  /// and `== guide + 20 @249`, baselines aligned; the taller one sits 20 below the guide.
  func labelAndField(labelHeight: CGFloat, labelBaseline: CGFloat, direction: UserInterfaceLayoutDirection)
    -> (label: View, field: View)
  {
    let window = makeWindow(320, 480, direction: direction)
    window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let controller = ViewController()
    window.rootViewController = controller
    let superview: View = controller.view
    let label = addView(TextLike(45, labelHeight, baselineFromBottom: labelBaseline), to: superview)
    let field = addView(TextLike(97, 30, baselineFromBottom: 9), to: superview)
    label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    label.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    activateSeed004Constraints(label: label, field: field, controller: controller)
    window.layoutIfNeeded()
    return (label, field)
  }

  @Test("seed 004: the text field is taller, so it sits 20 below the guide", arguments: bothDirections)
  func smallLabel(direction: UserInterfaceLayoutDirection) {
    let (label, field) = labelAndField(labelHeight: 21, labelBaseline: 4, direction: direction)
    // Field top 40; the label's baseline (top + 17) meets the field's (40 + 21 = 61): top 44.
    let labelFrame = rect(16, 44, 45, 21)
    let fieldFrame = rect(69, 40, 235, 30)
    #expect(label.frame == (direction == .leftToRight ? labelFrame : mirrored(labelFrame, in: 320)))
    #expect(field.frame == (direction == .leftToRight ? fieldFrame : mirrored(fieldFrame, in: 320)))
  }

  @Test(
    "seed 004: a 36-point label is taller, so the label sits 20 below the guide", arguments: bothDirections)
  func largeLabel(direction: UserInterfaceLayoutDirection) {
    let (label, field) = labelAndField(labelHeight: 43, labelBaseline: 9, direction: direction)
    // Label top 40, baseline 40 + 34 = 74 = field top + 21: field top 53.
    let labelFrame = rect(16, 40, 45, 43)
    let fieldFrame = rect(69, 53, 235, 30)
    #expect(label.frame == (direction == .leftToRight ? labelFrame : mirrored(labelFrame, in: 320)))
    #expect(field.frame == (direction == .leftToRight ? fieldFrame : mirrored(fieldFrame, in: 320)))
  }

  @Test("seed 004: two buttons as wide as the longer one, the rest shared by three dummy views")
  func equallySpacedButtons() {
    let window = makeWindow(568, 320)
    let controller = ViewController()
    window.rootViewController = controller
    let superview: View = controller.view
    let leadingDummy = addView(to: superview)
    let short = addView(SizedView(44, 30), to: superview)
    let centerDummy = addView(to: superview)
    let long = addView(SizedView(180, 30), to: superview)
    let trailingDummy = addView(to: superview)
    let margins = superview.layoutMarginsGuide
    let bottom = controller.bottomLayoutGuide.topAnchor
    var constraints = [
      leadingDummy.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      short.leadingAnchor.constraint(equalTo: leadingDummy.trailingAnchor),
      centerDummy.leadingAnchor.constraint(equalTo: short.trailingAnchor),
      long.leadingAnchor.constraint(equalTo: centerDummy.trailingAnchor),
      trailingDummy.leadingAnchor.constraint(equalTo: long.trailingAnchor),
      trailingDummy.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      short.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
      long.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: short.trailingAnchor, multiplier: 1),
      margins.trailingAnchor.constraint(greaterThanOrEqualTo: long.trailingAnchor),
      leadingDummy.widthAnchor.constraint(equalTo: centerDummy.widthAnchor),
      leadingDummy.widthAnchor.constraint(equalTo: trailingDummy.widthAnchor),
      short.widthAnchor.constraint(equalTo: long.widthAnchor),
    ]
    for view in [leadingDummy, short, centerDummy, long, trailingDummy] {
      constraints.append(bottom.constraint(equalTo: view.bottomAnchor, constant: 20))
    }
    for dummy in [leadingDummy, centerDummy, trailingDummy] {
      constraints.append(dummy.heightAnchor.constraint(equalToConstant: 0))
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // Root margins 20 on a 568-point-wide view (16 up to 375): 528 points for 2 × 180 and three
    // equal gaps of 168 / 3.
    let gap: CGFloat = 168.0 / 3
    func snapped(_ x: CGFloat) -> CGFloat { snapToPixels(x, scale: 2) }
    #expect(short.frame.minX == snapped(20 + gap))
    #expect(short.frame.width == snapped(20 + gap + 180) - snapped(20 + gap))
    #expect(long.frame.minX == snapped(20 + 2 * gap + 180))
    #expect(long.frame.maxX == snapped(568 - 20 - gap))
    #expect(short.frame.minY == CGFloat(270), "\(short.frame.minY.bitPattern)")
  }
}

import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// UIKit's documented tie-break: "If there is any ambiguity, the stack view shrinks [stretches]
/// the views based on their index in the arrangedSubviews array." Of arranged views with the
/// same hugging (compression resistance) priority the later one gives first; the layout is not
/// ambiguous. Every case runs left to right and right to left.
@Suite("StackView tie-break by index")
struct StackViewTieBreakTests {
  /// A horizontal stack at x 10 of `length` points, spacing 4, with views of intrinsic widths
  /// `widths` (height 20) and default priorities.
  func makeRow(
    _ widths: [CGFloat], length: CGFloat, distribution: StackView.Distribution = .fill,
    direction: UserInterfaceLayoutDirection
  ) -> (Window, StackView, [View]) {
    let window = makeWindow(400, 400, direction: direction)
    let views: [View] = widths.map { SizedView($0, 20) }
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 4
    stack.distribution = distribution
    addView(stack, to: window)
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: length),
    ])
    return (window, stack, views)
  }

  /// The frames `(x, width)` in the stack, mirrored for right to left.
  func expect(
    _ views: [View], _ expected: [(CGFloat, CGFloat)], length: CGFloat,
    direction: UserInterfaceLayoutDirection, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (i, (view, (x, w))) in zip(views, expected).enumerated() {
      let left = direction == .leftToRight ? x : length - x - w
      #expect(
        view.frame == CGRect(x: left, y: 0, width: w, height: 20), "\(direction) view \(i)",
        sourceLocation: sourceLocation)
      #expect(!view.hasAmbiguousLayout, "\(direction) view \(i)", sourceLocation: sourceLocation)
    }
  }

  @Test("views that do not fit: the last one shrinks")
  func overflowShrinksTheLast() {
    for direction in bothDirections {
      // 60 + 4 + 60 + 4 + 60 = 188 in 150: the last view gives the 38 points (60 → 22).
      let (window, _, views) = makeRow([60, 60, 60], length: 150, direction: direction)
      window.layoutIfNeeded()
      expect(views, [(0, 60), (64, 60), (128, 22)], length: 150, direction: direction)
    }
  }

  @Test("views that do not fill: the last one stretches")
  func underfillStretchesTheLast() {
    for direction in bothDirections {
      // 60 + 4 + 60 = 124 in 300: the last view takes the 176 points left (60 → 236).
      let (window, _, views) = makeRow([60, 60], length: 300, direction: direction)
      window.layoutIfNeeded()
      expect(views, [(0, 60), (64, 236)], length: 300, direction: direction)
    }
  }

  @Test("priorities still come first: a lower priority gives before the index is asked")
  func prioritiesWin() {
    for direction in bothDirections {
      let (window, _, views) = makeRow([60, 60, 60], length: 150, direction: direction)
      views[2].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
      window.layoutIfNeeded()
      // The last view resists more: of the two left at 750 the later (the middle one) gives 38.
      expect(views, [(0, 60), (64, 22), (90, 60)], length: 150, direction: direction)
    }
    for direction in bothDirections {
      let (window, _, views) = makeRow([60, 60, 60], length: 300, direction: direction)
      views[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
      window.layoutIfNeeded()
      // The first view hugs least: it takes the 112 points left over (60 → 172).
      expect(views, [(0, 172), (176, 60), (240, 60)], length: 300, direction: direction)
    }
  }

  @Test("the rank follows the arranged order: inserting, hiding and removing views")
  func rankFollowsArrangement() {
    for direction in bothDirections {
      let (window, stack, views) = makeRow([60, 60], length: 300, direction: direction)
      window.layoutIfNeeded()
      let badge = SizedView(40, 20)
      stack.addArrangedSubview(badge)
      window.layoutIfNeeded()
      // 60 + 4 + 60 + 4 + 40 = 168 in 300: the new last view stretches (40 → 172).
      expect(views + [badge], [(0, 60), (64, 60), (128, 172)], length: 300, direction: direction)

      badge.isHidden = true
      window.layoutIfNeeded()
      expect(views, [(0, 60), (64, 236)], length: 300, direction: direction)

      badge.isHidden = false
      stack.removeArrangedSubview(views[1])
      views[1].removeFromSuperview()
      window.layoutIfNeeded()
      // [views[0], badge]: 60 + 4 + 40 = 104 in 300, the badge takes 196 more.
      expect([views[0], badge], [(0, 60), (64, 236)], length: 300, direction: direction)
    }
  }

  @Test("a vertical stack breaks ties the same way")
  func vertical() {
    let window = makeWindow(400, 400)
    let views: [View] = [SizedView(50, 30), SizedView(50, 30), SizedView(50, 30)]
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    addView(stack, to: window)
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: window.leftAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor),
      stack.heightAnchor.constraint(equalToConstant: 70),
    ])
    window.layoutIfNeeded()
    // 90 in 70: the last view gives 20 (30 → 10).
    #expect(views.map(\.frame) == [rect(0, 0, 50, 30), rect(0, 30, 50, 30), rect(0, 60, 50, 10)])
    #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
  }

  @Test("a view outside the stack with the same priority gives before the arranged views")
  func outsideView() {
    for direction in bothDirections {
      // 10 + outside + 8 + (a + 4 + b) = 200, intrinsic 100, 60, 60, all at compression 750:
      // 42 points are missing. The arranged views' weights are at least 1 and the outside view's
      // is 1, so the exact tie goes against the outside view (100 → 58), deterministically.
      let window = makeWindow(200, 100, direction: direction)
      let outside = SizedView(100, 20)
      addView(outside, to: window)
      let (a, b) = (SizedView(60, 20), SizedView(60, 20))
      let stack = StackView(arrangedSubviews: [a, b])
      stack.spacing = 4
      addView(stack, to: window)
      LayoutConstraint.activate([
        outside.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        outside.topAnchor.constraint(equalTo: window.topAnchor),
        stack.leadingAnchor.constraint(equalTo: outside.trailingAnchor, constant: 8),
        stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      window.layoutIfNeeded()
      let expected = rect(10, 0, 58, 20)
      #expect(outside.frame == (direction == .leftToRight ? expected : mirrored(expected, in: 200)))
      #expect([a.frame.width, b.frame.width] == [60, 60], "\(direction)")
      #expect(!outside.hasAmbiguousLayout && !a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }
  }

  @Test("fillEqually has no tie to break: equal lengths as before")
  func fillEqually() {
    for direction in bothDirections {
      let (window, _, views) = makeRow(
        [60, 30], length: 150, distribution: .fillEqually, direction: direction)
      window.layoutIfNeeded()
      expect(views, [(0, 73), (77, 73)], length: 150, direction: direction)
    }
  }
}

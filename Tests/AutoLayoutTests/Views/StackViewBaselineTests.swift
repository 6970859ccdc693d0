import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// A stack's baselines, as UIKit documents them: a vertical stack's first and last arranged views,
/// a horizontal stack's tallest, nested stacks resolved through.
@Suite("StackView baselines")
struct StackViewBaselineTests {
  @Test("a horizontal stack's baselines are its tallest view's; a label follows them")
  func horizontalTallest() {
    let window = makeWindow(400, 400)
    let short = TextLike(40, 20, baselineFromBottom: 4)  // first baseline 16 below its top
    let tall = TextLike(60, 30, baselineFromBottom: 10)  // 20 below its top
    let stack = StackView(arrangedSubviews: [short, tall])
    stack.alignment = .top
    addView(stack, to: window)
    let label = addView(TextLike(50, 20, baselineFromBottom: 5), to: window)  // 15 below its top
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      label.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 200),
      label.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    #expect(stack.forFirstBaselineLayout === tall && stack.forLastBaselineLayout === tall)
    // The tall view's first baseline: 100 + 20 = 120; the label's top 15 above it.
    #expect(label.frame.minY == 105)
  }

  @Test("a vertical stack's first baseline is its first visible view's, its last its last one's")
  func verticalEnds() {
    let window = makeWindow(400, 400)
    let hidden = TextLike(40, 20, baselineFromBottom: 4)
    hidden.isHidden = true
    let top = TextLike(40, 20, baselineFromBottom: 4)
    let inner = StackView(arrangedSubviews: [
      TextLike(30, 10, baselineFromBottom: 2), TextLike(30, 40, baselineFromBottom: 6),
    ])
    let column = StackView(arrangedSubviews: [hidden, top, inner])
    column.axis = .vertical
    addView(column, to: window)
    #expect(column.forFirstBaselineLayout === top)
    // The last arranged view is a horizontal stack: its tallest view stands for it.
    #expect(column.forLastBaselineLayout === inner.arrangedSubviews[1])
    #expect(StackView().forFirstBaselineLayout is StackView)
  }
}

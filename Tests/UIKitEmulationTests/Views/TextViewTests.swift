import AutoLayout
import Foundation
import Testing
import UIKitEmulation
import _AutoLayoutTestSupport

/// Text is measured with fixed advances: every character is as wide as the font's size, a line as
/// tall, its ascender 0.8 of it.
@Suite("Text views: sized by their text when they do not scroll")
struct TextViewTests {
  func makeTextView(_ text: String, in window: Window) -> TextView {
    let textView = TextView()
    textView.text = text
    textView.font = .systemFont(ofSize: 10)
    textView.isScrollEnabled = false
    textView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(textView)
    return textView
  }

  @Test("UIKit's defaults: scrolling, no intrinsic size, the body font, insets 8 and padding 5")
  func defaults() {
    let textView = TextView()
    #expect(textView.isScrollEnabled)
    #expect(
      textView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    #expect(textView.font == .preferredFont(forTextStyle: .body))
    #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    #expect(textView.text == "")
    #expect(TextView.uikitName == "UITextView")
  }

  @Test("pinned at both sides it wraps at its width less the padding and grows down line by line")
  func wrapsAtItsWidth() {
    let window = makeTextWindow(200, 480)
    let textView = makeTextView("aaaa bbbb cccc dddd eeee", in: window)
    LayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      textView.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
    ])
    window.layoutIfNeeded()
    // 160 wide, text wrapped at 150: "aaaa bbbb cccc" (140) and "dddd eeee": 2 lines of 10 + 8 + 8.
    #expect(textView.frame == rect(20, 40, 160, 36))
    #expect(textView.textLayout().lines.map(\.text) == ["aaaa bbbb cccc", "dddd eeee"])
    textView.text += " ffff gggg"
    window.layoutIfNeeded()
    #expect(textView.frame == rect(20, 40, 160, 46))
  }

  @Test("pinned at one side it is as wide as its text plus the padding; empty, one line high")
  func sizedByText() {
    let window = makeTextWindow(400, 480)
    let textView = makeTextView("Short", in: window)
    let empty = makeTextView("", in: window)
    LayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      empty.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      empty.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
    ])
    window.layoutIfNeeded()
    #expect(textView.frame == rect(20, 20, 60, 26))
    #expect(empty.frame == rect(20, 54, 10, 26))
    textView.textContainerInset = .zero
    textView.textContainer.lineFragmentPadding = 0
    window.layoutIfNeeded()
    #expect(textView.frame == rect(20, 20, 50, 10))
    // Scrolling again, it has no size of its own: its frame stays as the last pass left it.
    textView.isScrollEnabled = true
    #expect(textView.intrinsicContentSize.width == View.noIntrinsicMetric)
  }

  @Test("its first baseline is the top inset plus the ascender, so a label aligns with its text")
  func baselines() {
    let window = makeTextWindow(400, 480)
    let textView = makeTextView("Notes", in: window)
    let label = makeLabel("Title", in: window)
    LayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
      textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      label.firstBaselineAnchor.constraint(equalTo: textView.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    #expect(textView.firstBaselineOffsetFromTop == 16)
    // The text view's baseline at 20 + 8 + 8 = 36; the label's ascender is 8.
    #expect(label.frame == rect(20, 28, 50, 10))
  }

  @Test("scrollRectToVisible scrolls the least that shows the rectangle, within the content")
  func scrollRectToVisible() {
    let window = makeWindow(320, 400)
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentSize = CGSize(width: 320, height: 1000)
    window.addSubview(scroll)
    window.layoutIfNeeded()
    scroll.scrollRectToVisible(rect(0, 600, 10, 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 250))
    scroll.scrollRectToVisible(rect(0, 300, 10, 50), animated: true)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 250))  // already shown
    scroll.scrollRectToVisible(rect(0, 100, 10, 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    scroll.scrollRectToVisible(rect(0, 1200, 10, 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 600))  // the end of the content
    scroll.scrollRectToVisible(rect(0, -50, 10, 10), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
    #expect(scroll.contentOffset.y.sign == .plus)
  }
}

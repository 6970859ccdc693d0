import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// Labels whose attributed text has a paragraph style: line height, line and paragraph spacing,
/// baselines (fixed-advance measurer: a 10-point line is 10 tall, its baseline 8 down).
@Suite("Paragraph styles in labels")
struct ParagraphStyleTests {
  func styled(_ text: String, _ style: ParagraphStyle, lines: Int = 0, in window: Window) -> Label {
    let label = makeLabel(text, in: window, lines: lines)
    label.attributedText = NSAttributedString(
      string: text, attributes: [.font: Font.systemFont(ofSize: 10), .paragraphStyle: style])
    label.preferredMaxLayoutWidth = 100
    return label
  }

  @Test("line spacing goes between lines, and below a lone line of a label that may wrap")
  func lineSpacing() {
    let window = makeTextWindow()
    let style = MutableParagraphStyle()
    style.lineSpacing = 4
    let three = styled("aaaa bbbb cccc dddd eeee", style, in: window)
    #expect(three.intrinsicContentSize == CGSize(width: 90, height: 38))  // 3 × 10 + 2 × 4
    #expect(three.lastBaselineOffsetFromBottom == 2)
    let lone = styled("aaaa", style, in: window)
    #expect(lone.intrinsicContentSize == CGSize(width: 40, height: 14))  // UIKit's extra space below
    #expect(lone.lastBaselineOffsetFromBottom == 6)
    let single = styled("aaaa", style, lines: 1, in: window)
    #expect(single.intrinsicContentSize == CGSize(width: 40, height: 10))
    #expect(single.lastBaselineOffsetFromBottom == 2)
    // Allowed to wrap again: the spacing is back below the lone line.
    single.numberOfLines = 0
    #expect(single.intrinsicContentSize == CGSize(width: 40, height: 14))
    #expect(single.lastBaselineOffsetFromBottom == 6)
  }

  @Test("a view on the last baseline follows a label that wraps from one line to two")
  func lastBaselineAfterWrapping() {
    let window = makeTextWindow()
    let style = MutableParagraphStyle()
    style.lineSpacing = 4
    let label = makeLabel("aaaa bbbb", in: window, lines: 0)
    label.attributedText = NSAttributedString(
      string: "aaaa bbbb", attributes: [.font: Font.systemFont(ofSize: 10), .paragraphStyle: style])
    let mark = View()
    addView(mark, to: window, name: "mark")
    let width = label.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      width,
      mark.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
      mark.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      mark.widthAnchor.constraint(equalToConstant: 4),
      mark.heightAnchor.constraint(equalToConstant: 4),
    ])
    window.layoutIfNeeded()
    // One line: 10 + 4 below it; the baseline 8 down.
    #expect(label.frame == CGRect(x: 0, y: 20, width: 200, height: 14))
    #expect(mark.frame.maxY == 28)
    width.constant = 60
    window.layoutIfNeeded()
    // Two lines: 10 + 4 + 10; the last baseline 4 + 10 + 8 down.
    #expect(label.frame == CGRect(x: 0, y: 20, width: 60, height: 24))
    #expect(mark.frame.maxY == 42)
  }

  @Test("a line-height multiple and minimum / maximum heights size each line; the extra goes above the text")
  func lineHeights() {
    let window = makeTextWindow()
    let style = MutableParagraphStyle()
    style.lineHeightMultiple = 1.5
    let label = styled("aaaa bbbb cccc", style, in: window)
    #expect(label.intrinsicContentSize == CGSize(width: 90, height: 30))  // 2 × 15
    #expect(label.firstBaselineOffsetFromTop == 13)  // 15 − 2
    #expect(label.lastBaselineOffsetFromBottom == 2)
    let clamped = MutableParagraphStyle()
    clamped.minimumLineHeight = 12
    clamped.maximumLineHeight = 11
    #expect(clamped.lineHeight(natural: 10) == 11)
    #expect(styled("aaaa", clamped, lines: 1, in: window).intrinsicContentSize.height == 11)
    // A view on the first baseline sits on the moved baseline.
    let mark = View()
    addView(mark, to: window, name: "mark")
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      mark.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor),
      mark.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      mark.widthAnchor.constraint(equalToConstant: 4),
      mark.heightAnchor.constraint(equalToConstant: 4),
    ])
    window.layoutIfNeeded()
    #expect(mark.frame == CGRect(x: 0, y: 29, width: 4, height: 4))  // 20 + 13 − 4
  }

  @Test("paragraph spacing goes between paragraphs, with the line spacing")
  func paragraphSpacing() {
    let window = makeTextWindow()
    let style = MutableParagraphStyle()
    style.paragraphSpacing = 6
    style.lineSpacing = 1
    let label = styled("aaaa bbbb cccc\ndddd", style, in: window)
    // Lines "aaaa bbbb" / "cccc" (a paragraph), then "dddd": 10 + 1 + 10 + (1 + 6) + 10.
    #expect(label.textLayout().lines.map(\.text) == ["aaaa bbbb", "cccc", "dddd"])
    #expect(label.intrinsicContentSize.height == 38)
    let layout = label.textLayout()
    #expect((0..<3).map { layout.baseline(ofLine: $0) } == [8, 19, 36])
  }

  @Test("the style is copied when set; plain text drops it; copies are equal")
  func copies() {
    let window = makeTextWindow()
    let style = MutableParagraphStyle()
    style.lineSpacing = 4
    let label = styled("aaaa bbbb cccc", style, in: window)
    #expect(label.intrinsicContentSize.height == 24)
    style.lineSpacing = 40
    #expect(label.intrinsicContentSize.height == 24)
    label.text = "aaaa bbbb cccc dddd"
    #expect(label.intrinsicContentSize.height == 20)
    let copy = style.mutableCopy() as! MutableParagraphStyle
    #expect(copy == style && copy !== style)
    #expect(ParagraphStyle.default == ParagraphStyle())
    style.lineSpacing = -3
    #expect(style.lineSpacing == 0)
  }
}

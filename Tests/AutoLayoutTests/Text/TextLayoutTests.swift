import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("Labels sized by their text (fixed-advance measurer)")
struct TextLayoutTests {
  @Test("a label's intrinsic size and baselines come from its text and font")
  func labelIntrinsic() {
    let window = makeTextWindow()
    let label = makeLabel("Hello", in: window)
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 10))
    #expect(label.firstBaselineOffsetFromTop == 8)
    #expect(label.lastBaselineOffsetFromBottom == 2)
    #expect(label.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test("a one-line label hugs its text and follows it when the text changes", arguments: bothDirections)
  func labelFollowsText(direction: UserInterfaceLayoutDirection) {
    let window = makeTextWindow(direction: direction)
    let label = makeLabel("Hello", in: window)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
    ])
    window.layoutIfNeeded()
    let short = rect(20, 30, 50, 10)
    #expect(label.frame == (direction == .leftToRight ? short : mirrored(short, in: 320)))
    label.text = "Hello, world"
    window.layoutIfNeeded()
    let long = rect(20, 30, 120, 10)
    #expect(label.frame == (direction == .leftToRight ? long : mirrored(long, in: 320)))
  }

  @Test("a multi-line label wraps at the width layout gives it (two passes)", arguments: bothDirections)
  func twoPassWrapping(direction: UserInterfaceLayoutDirection) {
    let window = makeTextWindow(direction: direction)
    let label = makeLabel("aaaa bbbb cccc dddd", in: window, lines: 0)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    let wrapped = rect(10, 10, 100, 20)
    #expect(label.frame == (direction == .leftToRight ? wrapped : mirrored(wrapped, in: 320)))
    #expect(label.textLayout().lines.map(\.text) == ["aaaa bbbb", "cccc dddd"])
    #expect(label.lastBaselineOffsetFromBottom == 2)
    // Narrower: three lines … wider: one line again.
    label.constraints.first { $0.firstAttribute == .width }!.constant = 50
    window.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 50, height: 40))
    label.constraints.first { $0.firstAttribute == .width }!.constant = 300
    window.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 300, height: 10))
  }

  @Test("numberOfLines limits the height; preferredMaxLayoutWidth fixes the wrapping width")
  func lineLimitAndPreferredWidth() {
    let window = makeTextWindow()
    let label = makeLabel("aaaa bbbb cccc dddd eeee", in: window, lines: 2)
    label.preferredMaxLayoutWidth = 100
    #expect(label.intrinsicContentSize == CGSize(width: 100, height: 20))
    #expect(label.textLayout().lines.map(\.text) == ["aaaa bbbb", "cccc dddd…"])
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == CGSize(width: 90, height: 30))
  }

  @Test("natural alignment follows the layout direction")
  func naturalAlignment() {
    #expect(TextLayout.offset(ofLineWidth: 40, in: 100, alignment: .natural, direction: .leftToRight) == 0)
    #expect(TextLayout.offset(ofLineWidth: 40, in: 100, alignment: .natural, direction: .rightToLeft) == 60)
    #expect(TextLayout.offset(ofLineWidth: 40, in: 100, alignment: .center, direction: .rightToLeft) == 30)
    #expect(TextLayout.offset(ofLineWidth: 40, in: 100, alignment: .left, direction: .rightToLeft) == 0)
  }

  @Test("text styles: UIKit's sizes, scaled by the window's content size category")
  func dynamicType() {
    #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: .extraSmall).pointSize == 11)
    #expect(
      Font.preferredFont(forTextStyle: .body, compatibleWith: .accessibilityExtraExtraExtraLarge).pointSize
        == 53)
    #expect(FontMetricsScaler(forTextStyle: .body).scaledValue(for: 34, compatibleWith: .extraSmall) == 28)
    let window = makeTextWindow()
    let label = makeLabel("Hi", in: window)
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
    label.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 34, height: 17))
    window.contentSize = .accessibilityMedium
    window.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 56, height: 28))
  }

  @Test("the readable content guide's width follows the content size category")
  func readableWidth() {
    let window = makeTextWindow(1024, 768)
    let box = addView(to: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == rect(176, 0, 672, 10))
    window.contentSize = .extraSmall
    window.layoutIfNeeded()
    #expect(box.frame == rect(232, 0, 560, 10))
    window.contentSize = .extraExtraExtraLarge
    window.layoutIfNeeded()
    #expect(box.frame == rect(64, 0, 896, 10))
  }

  @Test("system spacing below a baseline comes from the fonts; VFL spacingBaselineToBaseline too")
  func baselineSpacing() throws {
    let window = makeTextWindow()
    let title = makeLabel("Title", size: 20, in: window)
    let body = makeLabel("Body", size: 10, in: window)
    // Title's descent 4 + 8 + body's ascender 8.
    #expect(body.firstBaselineAnchor.systemSpacing(below: title.lastBaselineAnchor) == 20)
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1),
    ])
    window.layoutIfNeeded()
    // Title 10…30, baseline 26; body baseline 46, top 38: the line boxes are 8 apart.
    #expect(body.frame == rect(10, 38, 40, 10))
    let vfl = try LayoutConstraint.constraints(
      withVisualFormat: "V:[title]-[body]", options: .spacingBaselineToBaseline, metrics: nil,
      views: ["title": title, "body": body])
    #expect(vfl.count == 1)
    #expect(vfl[0].firstAttribute == .firstBaseline && vfl[0].secondAttribute == .lastBaseline)
    #expect(vfl[0].constant == 20)
    // A plain view has no font: the standard 8.
    let box = addView(to: window)
    #expect(box.topAnchor.systemSpacing(below: title.lastBaselineAnchor) == 8)
  }

  @Test("VFL alignAllFirstBaseline lines up two labels of different sizes")
  func alignBaselines() throws {
    let window = makeTextWindow()
    let big = makeLabel("Big", size: 30, in: window)
    let small = makeLabel("small", size: 10, in: window)
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(
        withVisualFormat: "H:|-10-[big]-[small]", options: .alignAllFirstBaseline, metrics: nil,
        views: ["big": big, "small": small]))
    big.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
    window.layoutIfNeeded()
    // big's baseline 10 + 24 = 34; small's top 34 − 8 = 26.
    #expect(big.frame == rect(10, 10, 90, 30))
    #expect(small.frame == rect(108, 26, 50, 10))
  }
}

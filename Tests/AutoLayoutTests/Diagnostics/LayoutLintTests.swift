import Foundation
import Testing
import _AutoLayoutTestSupport

@testable import AutoLayout

@Suite("Layout lint: duplicate constraints, views beyond the screen, clipped text")
struct LayoutLintTests {
  @Test("a constraint written twice, or the other way round, is reported once at the later one")
  func duplicates() {
    let window = makeWindow()
    let a = addView(to: window)
    let b = addView(to: window)
    let first = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    let again = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    let reversed = b.trailingAnchor.constraint(equalTo: a.leadingAnchor, constant: -8)
    let other = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 9)
    other.priority = LayoutPriority(250)
    let atLeast = a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor)
    let atMost = b.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor)
    LayoutConstraint.activate([first, again, reversed, other, atLeast, atMost])
    let found = window.layoutLint().filter { $0.kind == .duplicateConstraint }
    #expect(
      found.map { $0.constraint.map(ObjectIdentifier.init) }
        == [again, reversed, atMost].map(ObjectIdentifier.init))
  }

  @Test("a view beyond the root's bounds is reported; inside a scroll view it is not")
  func offScreen() {
    let window = makeWindow()  // 320 × 480
    let wide = addView(to: window)
    let scroll = addView(ScrollView(), to: window)
    let content = addView(to: scroll)
    LayoutConstraint.activate([
      wide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      wide.topAnchor.constraint(equalTo: window.topAnchor), wide.widthAnchor.constraint(equalToConstant: 310),
      wide.heightAnchor.constraint(equalToConstant: 10),
      scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scroll.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      scroll.widthAnchor.constraint(equalToConstant: 320),
      scroll.heightAnchor.constraint(equalToConstant: 100),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.widthAnchor.constraint(equalToConstant: 900),
      content.heightAnchor.constraint(equalToConstant: 900),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
    ])
    let found = window.layoutLint().filter { $0.kind == .offScreen }
    #expect(found.count == 1)
    #expect(found.first?.view === wide)
    // 20 + 310 = 330 > 320.
    #expect(found.first?.message.hasSuffix("frame (20, 0, 310, 10) in a 320 × 480 root") == true)
  }

  @Test("a one-line label narrower than its text is clipped; one as wide is not")
  func clippedText() {
    let window = makeWindow()
    let label = Label(text: "A title that does not fit")
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    let width = label.widthAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
      width,
    ])
    let clipped = window.layoutLint().filter { $0.kind == .clippedText }
    #expect(clipped.count == 1)
    #expect(clipped.first?.view === label)
    width.isActive = false
    #expect(window.layoutLint().filter { $0.kind == .clippedText }.isEmpty)
  }

  @Test("siblings that partly cover each other overlap; a view on a background does not")
  func overlaps() {
    let window = makeWindow()
    let background = addView(to: window)
    let a = addView(to: window)
    let b = addView(to: window)
    func place(_ view: View, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
      LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: x),
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: w), view.heightAnchor.constraint(equalToConstant: h),
      ])
    }
    place(background, 0, 0, 320, 200)
    place(a, 10, 10, 100, 40)
    place(b, 90, 20, 100, 40)  // 20 × 30 shared with a
    let found = window.siblingOverlaps()
    // a and b cover each other partly; the background contains both.
    #expect(found.count == 1)
    #expect(found.first?.view === a)
    #expect(found.first?.message.hasSuffix(" by 20 × 30") == true)
    #expect(window.layoutLint().allSatisfy { $0.kind != .overlap })
  }
}

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

  @Test("an equality the other required constraints imply: of those that imply each other, the latest")
  func redundant() {
    let window = makeWindow()
    let a = addView(to: window)
    let b = addView(to: window)
    let width = a.widthAnchor.constraint(equalToConstant: 100)
    let equal = b.widthAnchor.constraint(equalTo: a.widthAnchor)
    let implied = b.widthAnchor.constraint(equalToConstant: 100)
    // An inequality the others imply is a guard, not a finding; an optional one is not required.
    let guardRail = b.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let optional = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    optional.priority = LayoutPriority(750)
    // Positions: a's leading is b's trailing + 8, and b's leading pinned: nothing implied there.
    let place = [
      b.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
    ]
    LayoutConstraint.activate([width, equal, implied, guardRail, optional] + place)
    let found = window.layoutLint().filter { $0.kind == .redundantConstraint }
    #expect(found.map { $0.constraint.map(ObjectIdentifier.init) } == [ObjectIdentifier(implied)])
    #expect(
      found.first?.message.hasSuffix(
        "is implied by the other required constraints: removing it changes no frame") == true)
    // Without it, nothing else is implied: `width` and `equal` are each needed.
    implied.isActive = false
    #expect(window.layoutLint().filter { $0.kind == .redundantConstraint }.isEmpty)
  }

  @Test("a constraint that sizes a view through its content is implied by a held size, not by a freed one")
  func redundantUnderAFreedSize() {
    let window = makeWindow()
    // A 200 × 44 header held at its frame (autoresizing), with a field pinned 10 from each side
    // and 180 wide: with the header's size held the width follows from the sides, but the header
    // of a xib is sized by its content at run time.
    let header = View(frame: rect(0, 0, 200, 44))
    window.addSubview(header)
    let field = addView(to: header)
    let width = field.widthAnchor.constraint(equalToConstant: 180)
    LayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 10),
      header.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 10),
      field.topAnchor.constraint(equalTo: header.topAnchor, constant: 10),
      field.heightAnchor.constraint(equalToConstant: 24), width,
    ])
    let held = window.layoutLint().filter { $0.kind == .redundantConstraint }
    #expect(held.map { $0.constraint.map(ObjectIdentifier.init) } == [ObjectIdentifier(width)])
    let freed = window.layoutLint(checkingRedundancy: true, freeingSizeOf: header)
    #expect(freed.filter { $0.kind == .redundantConstraint }.isEmpty)
    // Nothing moved: the search leaves the layout as it was.
    #expect(header.frame == rect(0, 0, 200, 44) && field.frame == rect(10, 10, 180, 24))
  }

  @Test("a duplicate is a duplicate, not also a redundant constraint; a conflict implies nothing")
  func redundantDuplicatesAndConflicts() {
    let window = makeWindow()
    let a = addView(to: window)
    let first = a.widthAnchor.constraint(equalToConstant: 100)
    let again = a.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([first, again])
    let found = window.layoutLint()
    #expect(found.map(\.kind) == [.duplicateConstraint])
    #expect(found.first?.constraint === again)
    // A conflicting set: no constraint of it is "implied".
    let conflicting = a.widthAnchor.constraint(equalToConstant: 200)
    LayoutLog.withHandler({ _ in }) {
      conflicting.isActive = true
      window.layoutIfNeeded()
    }
    #expect(!window.layoutConflicts.isEmpty)
    #expect(window.layoutLint().filter { $0.kind == .redundantConstraint }.isEmpty)
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

  @Test("the lint is its constraint findings, then its frame findings: each half alone finds its own")
  func halves() {
    let window = makeWindow()  // 320 × 480
    let a = addView(to: window)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 300),
      a.topAnchor.constraint(equalTo: window.topAnchor), a.widthAnchor.constraint(equalToConstant: 40),
      a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    let constraints = window.constraintLint(checkingRedundancy: true)
    let frames = window.frameLint()
    #expect(constraints.map(\.kind) == [.duplicateConstraint])
    #expect(frames.map(\.kind) == [.offScreen])
    #expect(frames.first?.message.hasSuffix("frame (300, 0, 40, 10) in a 320 × 480 root") == true)
    #expect(window.layoutLint().map(\.message) == (constraints + frames).map(\.message))
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

  @Test("many siblings: the overlaps found through the grid are every pair's, in the same order")
  func manySiblingOverlaps() {
    // 300 siblings at seeded places and sizes (some large, some off the window), against the
    // check of every pair.
    var generator = SeededGenerator(seed: 2026)
    let window = Window(size: CGSize(width: 400, height: 400), scale: 1)
    var views: [View] = []
    for index in 0..<300 {
      let view = addView(to: window, name: "v\(index)")
      let large = index % 50 == 0
      let width = CGFloat(Int.random(in: large ? 200...900 : 4...60, using: &generator))
      let height = CGFloat(Int.random(in: large ? 200...900 : 4...60, using: &generator))
      LayoutConstraint.activate([
        view.leftAnchor.constraint(
          equalTo: window.leftAnchor, constant: CGFloat(Int.random(in: -100...500, using: &generator))),
        view.topAnchor.constraint(
          equalTo: window.topAnchor, constant: CGFloat(Int.random(in: -100...500, using: &generator))),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: height),
      ])
      views.append(view)
    }
    let found = window.siblingOverlaps().map {
      ($0.view.map(ObjectIdentifier.init), $0.other.map(ObjectIdentifier.init))
    }
    var expected: [(ObjectIdentifier?, ObjectIdentifier?)] = []
    for (index, a) in views.enumerated() {
      for b in views[(index + 1)...] {
        let shared = a.frame.intersection(b.frame)
        guard !shared.isNull, shared.width >= 1, shared.height >= 1, !a.frame.contains(b.frame),
          !b.frame.contains(a.frame)
        else { continue }
        expected.append((ObjectIdentifier(a), ObjectIdentifier(b)))
      }
    }
    #expect(expected.count > 100)
    #expect(found.count == expected.count)
    #expect(zip(found, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 })
  }
}

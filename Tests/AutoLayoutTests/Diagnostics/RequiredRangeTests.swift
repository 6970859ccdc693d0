import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("What the required constraints alone allow")
struct RequiredRangeTests {
  /// A box at least 20 from the left and at most 40 from the right of a 400-point window, 100 wide,
  /// preferring x = 60 (750); its top pinned at 10, its height preferring 50 (an optional 250).
  func makeLayout() -> (Window, View) {
    let window = makeWindow(400, 300)
    let box = addView(to: window, name: "box")
    let preferredX = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 60)
    preferredX.priority = .defaultHigh
    let preferredHeight = box.heightAnchor.constraint(equalToConstant: 50)
    preferredHeight.priority = .defaultLow
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 20),
      window.trailingAnchor.constraint(greaterThanOrEqualTo: box.trailingAnchor, constant: 40),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      box.heightAnchor.constraint(lessThanOrEqualToConstant: 80),
      preferredX, preferredHeight,
    ])
    window.layoutIfNeeded()
    return (window, box)
  }

  @Test("ranges: bounded by the required constraints, fixed, open; the solver is left as it was")
  func ranges() {
    let (window, box) = makeLayout()
    #expect(box.frame == rect(60, 10, 100, 50))
    #expect(box.requiredRange(of: .minX) == RequiredConstraintRange(lower: 20, upper: 260))
    #expect(box.requiredRange(of: .minX).description == "20 … 260")
    #expect(box.requiredRange(of: .width).isFixed)
    #expect(box.requiredRange(of: .minY).description == "10 … 10")
    #expect(box.requiredRange(of: .height) == RequiredConstraintRange(lower: nil, upper: 80))
    #expect(box.requiredRange(of: .height).description == "-∞ … 80")
    #expect(RequiredConstraintRange(lower: nil, upper: nil).description == "open")
    window.layoutIfNeeded()
    #expect(box.frame == rect(60, 10, 100, 50))
  }

  @Test("a frame the required constraints allow, and frames they rule out")
  func allow() {
    let (window, box) = makeLayout()
    #expect(window.requiredConstraintsAllow(frames: [(box, rect(200, 10, 100, 70))]))
    #expect(!window.requiredConstraintsAllow(frames: [(box, rect(10, 10, 100, 50))]))  // x < 20
    #expect(!window.requiredConstraintsAllow(frames: [(box, rect(60, 10, 120, 50))]))  // width 100
    #expect(!window.requiredConstraintsAllow(frames: [(box, rect(60, 10, 100, 90))]))  // height <= 80
    #expect(box.frame == rect(60, 10, 100, 50))
  }

  @Test("the required constraints that rule a frame out: the solver's explanation")
  func rulingOut() {
    let (window, box) = makeLayout()
    let ruling = window.requiredConstraintsRulingOut(frames: [(box, rect(10, 10, 100, 50))])
    // The box's minimum distance from the window's edge, and where the window's edge is.
    #expect(ruling.count == 2)
    #expect(ruling.contains { $0.isUserConstraint && $0.description.contains("H:|-(>=20)-[box]") })
    #expect(ruling.contains { $0.description.contains("'UIView-Encapsulated-Layout-Left'") })
    #expect(window.requiredConstraintsRulingOut(frames: [(box, rect(200, 10, 100, 70))]).isEmpty)
    #expect(box.frame == rect(60, 10, 100, 50))
  }

  @Test("holding a view's size: the frame below it is out of reach unless it grows")
  func holding() {
    // `top` is 20 tall by preference only (an optional height); `below` hangs 8 under it.
    let window = makeWindow(400, 300)
    let top = addView(to: window, name: "top")
    let below = addView(to: window, name: "below")
    let preferred = top.heightAnchor.constraint(equalToConstant: 20)
    preferred.priority = .defaultHigh
    LayoutConstraint.activate([
      top.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      top.widthAnchor.constraint(equalToConstant: 50),
      top.topAnchor.constraint(equalTo: window.topAnchor, constant: 10), preferred,
      below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 50), below.heightAnchor.constraint(equalToConstant: 20),
      below.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
    ])
    window.layoutIfNeeded()
    #expect(below.frame == rect(0, 38, 50, 20))
    #expect(window.requiredConstraintsAllow(frames: [(below, rect(0, 40, 50, 20))]))
    #expect(!window.requiredConstraintsAllow(frames: [(below, rect(0, 40, 50, 20))], holdingSizesOf: [top]))
    #expect(window.requiredConstraintsAllow(frames: [(below, rect(0, 38, 50, 20))], holdingSizesOf: [top]))
    // What makes room: `top` grows to 22.
    #expect(
      window.sizes(placingFrames: [(below, rect(0, 40, 50, 20))], watching: [top])
        == [CGSize(width: 50, height: 22)])
    #expect(top.frame == rect(0, 10, 50, 20))
  }

  @Test("frames in window coordinates: a box inside a container")
  func nested() {
    let window = makeWindow(400, 300)
    let container = addView(to: window, name: "container")
    let box = addView(to: container, name: "box")
    let preferred = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
    preferred.priority = .defaultHigh
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
      container.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      box.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor),
      container.trailingAnchor.constraint(greaterThanOrEqualTo: box.trailingAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalToConstant: 40),
      preferred,
    ])
    window.layoutIfNeeded()
    #expect(box.frame == rect(5, 0, 40, 40))
    #expect(box.requiredRange(of: .minX) == RequiredConstraintRange(lower: 50, upper: 210))
    #expect(window.requiredConstraintsAllow(frames: [(box, rect(150, 30, 40, 40))]))
    #expect(!window.requiredConstraintsAllow(frames: [(box, rect(150, 20, 40, 40))]))
  }

  @Test("a value on a pixel tie: the other rounding of it is allowed within half a pixel")
  func pixelTie() {
    // Centred in a 401-point window at 1x: x = 150.5, snapped half-up to 151; 150 is the tie's
    // other rounding, as another engine may store it.
    let window = makeWindow(401, 100)
    window.scale = 1
    let box = addView(to: window, name: "box")
    LayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.minX == 151)
    #expect(window.requiredConstraintsAllow(frames: [(box, rect(150, 0, 100, 50))], tolerance: 0.5))
    #expect(!window.requiredConstraintsAllow(frames: [(box, rect(149, 0, 100, 50))], tolerance: 0.5))
    #expect(box.requiredRange(of: .minX) == RequiredConstraintRange(lower: 150.5, upper: 150.5))
  }

  @Test("the optional constraints at another allowed frame: worse at the deciding priority, named")
  func optionalComparisonWorse() {
    let (window, box) = makeLayout()
    // x 200 breaks the preferred x (750) by 140; height 70 the preferred height (250) by 20.
    let comparison = window.optionalConstraintComparison(placingFrames: [(box, rect(200, 10, 100, 70))])
    #expect(comparison.placedIsWorse)
    #expect(comparison.decidingPriority == .defaultHigh)
    #expect(comparison.worsened.count == 1)
    #expect(comparison.worsened.first?.constraint.description.contains("H:|-(60@750)-[box]") == true)
    #expect(comparison.worsened.map(\.placed) == [140])
    #expect(comparison.changes.map(\.constraint.priority) == [.defaultHigh, .defaultLow])
    #expect(comparison.changes.map(\.solved) == [0, 0])
    #expect(comparison.changes.last?.placed == 20)
    window.layoutIfNeeded()
    #expect(box.frame == rect(60, 10, 100, 50))
  }

  @Test("the optional constraints at another allowed frame: as good, a tie the engine broke one way")
  func optionalComparisonTie() {
    let window = makeWindow(400, 300)
    let box = addView(to: window, name: "box")
    // Two preferences of one priority, 40 apart: every x between them breaks them by 40 in all.
    let near = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 60)
    let far = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100)
    near.priority = .defaultHigh
    far.priority = .defaultHigh
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
      box.topAnchor.constraint(equalTo: window.topAnchor), near, far,
    ])
    window.layoutIfNeeded()
    let between = window.optionalConstraintComparison(placingFrames: [(box, rect(80, 0, 100, 50))])
    #expect(between.decidingPriority == nil)
    #expect(!between.placedIsWorse)
    #expect(between.worsened.isEmpty)
    // Outside the two, worse: the one further away is broken more than the solved layout breaks it.
    let outside = window.optionalConstraintComparison(placingFrames: [(box, rect(120, 0, 100, 50))])
    #expect(outside.placedIsWorse)
    #expect(outside.decidingPriority == .defaultHigh)
  }
}

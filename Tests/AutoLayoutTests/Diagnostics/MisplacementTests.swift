import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("Misplaced frames and suggested constraints")
struct MisplacementTests {
  func makeLayout() -> (Window, View, LayoutConstraint) {
    let window = makeWindow(320, 480)
    let box = addView(to: window, name: "box")
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
    LayoutConstraint.activate([
      leading,
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    return (window, box, leading)
  }

  @Test("a frame set by hand is misplaced, by how much; nothing moves")
  func misplaced() throws {
    let (window, box, _) = makeLayout()
    #expect(window.misplacedViews().isEmpty)
    box.frame = rect(0, 0, 50, 50)
    let found = window.misplacedViews()
    #expect(found.count == 1)
    let misplacement = try #require(found.first)
    #expect(misplacement.view === box)
    #expect(misplacement.frame == rect(0, 0, 50, 50) && misplacement.solved == rect(20, 20, 100, 50))
    #expect(misplacement.delta == (20, 20, 50, 0))
    #expect(
      misplacement.description
        == "box: frame (0, 0, 50, 50) will be (20, 20, 100, 50) at run time: x +20, y +20, width +50")
    #expect(box.frame == rect(0, 0, 50, 50))
    #expect(window.misplacedViews(tolerance: 60).isEmpty)
  }

  @Test("Update Frames takes the solved frames")
  func updateFrames() throws {
    let (window, box, _) = makeLayout()
    box.frame = rect(0, 0, 50, 50)
    window.updateFramesToMatchConstraints()
    #expect(box.frame == rect(20, 20, 100, 50))
    #expect(window.misplacedViews().isEmpty)
  }

  @Test("Update Constraints changes constants so that the frames hold", arguments: bothDirections)
  func updateConstraints(direction: UserInterfaceLayoutDirection) throws {
    let window = makeWindow(320, 480, direction: direction)
    let box = addView(to: window, name: "box")
    let other = addView(to: window, name: "other")
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
    let gap = other.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8)
    let atLeast = other.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
    let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)
    LayoutConstraint.activate([
      leading, gap, atLeast, top,
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
      other.topAnchor.constraint(equalTo: box.topAnchor), other.heightAnchor.constraint(equalToConstant: 50),
      other.widthAnchor.constraint(equalToConstant: 60),
    ])
    window.layoutIfNeeded()
    // Drag both views 40 points towards the trailing side and 10 down.
    let shift: CGFloat = direction == .leftToRight ? 40 : -40
    box.frame = box.frame.offsetBy(dx: shift, dy: 10)
    other.frame = other.frame.offsetBy(dx: shift, dy: 10)
    let changed = window.updateConstraintsToMatchFrames()
    #expect(changed.count == 2 && changed[0] === leading && changed[1] === top)
    #expect(leading.constant == 60 && top.constant == 30 && gap.constant == 8 && atLeast.constant == 10)
    #expect(window.misplacedViews().isEmpty)
  }

  @Test(
    "Add Missing Constraints: the frames stay, the layout is no longer ambiguous", arguments: bothDirections)
  func addMissing(direction: UserInterfaceLayoutDirection) throws {
    let window = makeWindow(320, 480, direction: direction)
    let a = addView(to: window, name: "a")
    let b = addView(to: window, name: "b")
    let c = addView(to: window, name: "c")
    a.frame = rect(20, 30, 100, 40)
    b.frame = rect(130, 30, 60, 40)
    c.frame = rect(20, 90, 170, 20)
    a.widthAnchor.constraint(equalToConstant: 100).isActive = true
    let added = window.addMissingConstraints()
    #expect(!added.isEmpty)
    #expect(window.ambiguousLayouts().isEmpty)
    window.layoutIfNeeded()
    #expect(window.misplacedViews().isEmpty)
    #expect(
      a.frame == rect(20, 30, 100, 40) && b.frame == rect(130, 30, 60, 40) && c.frame == rect(20, 90, 170, 20)
    )
    // b follows a: its leading edge is tied to the nearest neighbour before it (right to left,
    // nothing comes before it: the root's safe area, as Interface Builder suggests).
    let follows = added.contains { constraint in
      constraint.firstItem === b
        && constraint.secondItem === (direction == .leftToRight ? a : window.safeAreaLayoutGuide)
    }
    #expect(follows)
    // c is below a: its top is tied to a's bottom, 20 points down.
    #expect(added.contains { $0.firstItem === c && $0.secondItem === a && $0.constant == 20 })
    #expect(
      added.allSatisfy {
        if case .code(let file, _) = $0.origin { file.hasSuffix("MisplacementTests.swift") } else { false }
      })
  }

  @Test(
    "Suggestions tie a view to the root's safe area, to another superview's margins, to the edge past them",
    arguments: bothDirections)
  func suggestionsUseSafeAreaAndMargins(direction: UserInterfaceLayoutDirection) throws {
    let window = Window(
      size: CGSize(width: 390, height: 844), layoutDirection: direction,
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let card = addView(to: window, name: "card")
    let inside = addView(to: card, name: "inside")
    let flush = addView(to: card, name: "flush")
    card.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    card.frame = rect(20, 60, 350, 200)
    inside.frame = rect(direction == .leftToRight ? 24 : 226, 12, 100, 40)
    flush.frame = rect(direction == .leftToRight ? 0 : 250, 100, 100, 40)
    for view in [card, inside, flush] {
      view.widthAnchor.constraint(equalToConstant: view.frame.width).isActive = true
      view.heightAnchor.constraint(equalToConstant: view.frame.height).isActive = true
    }
    let added = window.addMissingConstraints()
    func tie(_ view: View, _ attribute: LayoutConstraint.Attribute) -> LayoutConstraint? {
      added.first { $0.firstItem === view && $0.firstAttribute == attribute }
    }
    #expect(tie(card, .leading)?.secondItem === window.safeAreaLayoutGuide)
    #expect(tie(card, .leading)?.constant == 20)
    #expect(tie(card, .top)?.secondItem === window.safeAreaLayoutGuide)
    #expect(tie(card, .top)?.constant == 13)
    #expect(tie(inside, .leading)?.secondItem === card.layoutMarginsGuide)
    #expect(tie(inside, .leading)?.constant == 16)
    #expect(tie(inside, .top)?.secondItem === card.layoutMarginsGuide)
    #expect(tie(inside, .top)?.constant == 4)
    // Past the margin: the superview's edge.
    #expect(tie(flush, .leading)?.secondItem === card)
    #expect(tie(flush, .leading)?.constant == 0)
    window.layoutIfNeeded()
    #expect(window.ambiguousLayouts().isEmpty)
    #expect(window.misplacedViews().isEmpty)
  }

  @Test("Reset to Suggested Constraints replaces the app's constraints and keeps the frames")
  func reset() throws {
    let (window, box, leading) = makeLayout()
    box.frame = rect(40, 60, 80, 30)
    let suggested = window.resetToSuggestedConstraints()
    #expect(!leading.isActive)
    #expect(suggested.count == 4)
    window.updateFramesToMatchConstraints()
    #expect(box.frame == rect(40, 60, 80, 30))
    #expect(window.ambiguousLayouts().isEmpty)
  }
}

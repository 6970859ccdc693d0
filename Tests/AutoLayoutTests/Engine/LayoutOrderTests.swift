import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// The layout pass numbers the views once per structure change and works on flat arrays: these
/// tests change the hierarchy in every way that must renumber it, between passes and during one.
@Suite("Layout order: frames after hierarchy changes between and during passes")
struct LayoutOrderTests {
  /// A row of three boxes, 40 wide and 8 apart, from the leading edge at 10.
  func makeRow(in window: View) -> [View] {
    let boxes = (0..<3).map { addView(to: window, name: "box\($0)") }
    for (index, box) in boxes.enumerated() {
      LayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 40),
        box.heightAnchor.constraint(equalToConstant: 20),
        box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        index == 0
          ? box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
          : box.leadingAnchor.constraint(equalTo: boxes[index - 1].trailingAnchor, constant: 8),
      ])
    }
    return boxes
  }

  @Test("reordering subviews keeps every frame, LTR and RTL", arguments: bothDirections)
  func reorder(direction: UserInterfaceLayoutDirection) {
    let window = makeWindow(direction: direction)
    let boxes = makeRow(in: window)
    window.layoutIfNeeded()
    let before = boxes.map(\.frame)
    window.insertSubview(boxes[2], at: 0)  // same constraints, another order of views
    window.frame.size.width += 20
    window.layoutIfNeeded()
    let shift: CGFloat = direction == .leftToRight ? 0 : 20
    #expect(boxes.map(\.frame) == before.map { $0.offsetBy(dx: shift, dy: 0) })
    #expect(window.subviews.first === boxes[2])
  }

  @Test(
    "the pass reads values by the solver's symbol numbers: a view constrained after the first pass, a window resize, a conflict and its removal",
    arguments: bothDirections)
  func symbolNumbersFollowTheSolver(direction: UserInterfaceLayoutDirection) {
    let window = makeWindow(320, 480, direction: direction)
    let boxes = makeRow(in: window)
    let late = addView(to: window, name: "late")  // in the hierarchy, unconstrained at the first pass
    window.layoutIfNeeded()
    LayoutConstraint.activate([
      late.leadingAnchor.constraint(equalTo: boxes[2].trailingAnchor, constant: 8),
      late.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      late.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      late.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    // 10 + 3 × 40 + 3 × 8 = 154 to 310 in a 320-wide window.
    let flip = { (x: CGFloat, width: CGFloat) in
      direction == .leftToRight ? x : window.bounds.width - x - width
    }
    #expect(late.frame == CGRect(x: flip(154, 156), y: 10, width: 156, height: 20))
    window.frame.size.width = 400
    window.layoutIfNeeded()
    #expect(late.frame == CGRect(x: flip(154, 236), y: 10, width: 236, height: 20))
    #expect(boxes[1].frame == CGRect(x: flip(58, 40), y: 10, width: 40, height: 20))
    // A required width the row cannot take: one constraint is broken, the pass goes on.
    let conflict = late.widthAnchor.constraint(equalToConstant: 500)
    LayoutLog.withHandler({ _ in }) {
      conflict.isActive = true
      window.layoutIfNeeded()
    }
    conflict.isActive = false
    window.frame.size.width = 360
    window.layoutIfNeeded()
    #expect(late.frame.width == 196)
    #expect(boxes.map(\.frame.minY) == [10, 10, 10])
  }

  @Test("a guide made and constrained after the first pass gets its frame")
  func guideAfterFirstPass() {
    let window = makeWindow(320, 480)
    let card = addView(to: window, name: "card")
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    card.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
    let badge = addView(to: card, name: "badge")
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      badge.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    let spacer = LayoutGuide()
    card.addLayoutGuide(spacer)
    LayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
      spacer.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      spacer.topAnchor.constraint(equalTo: card.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(badge.frame == rect(6, 4, 30, 30))
    #expect(card.layoutMarginsGuide.layoutFrame == rect(6, 4, 188, 92))
    #expect(spacer.layoutFrame == rect(36, 0, 164, 10))
    window.frame.size.width = 400  // the edit path moves nothing here: the frames stay
    window.layoutIfNeeded()
    #expect(spacer.layoutFrame == rect(36, 0, 164, 10))
  }

  /// Adds a view to its first subview the first time it lays out.
  final class GrowingView: View {
    var added: View?
    override func layoutSubviews() {
      super.layoutSubviews()
      guard added == nil, let first = subviews.first else { return }
      let view = addView(to: first, name: "late")
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 2),
        view.topAnchor.constraint(equalTo: first.topAnchor, constant: 3),
        view.widthAnchor.constraint(equalToConstant: 5),
        view.heightAnchor.constraint(equalToConstant: 6),
      ])
      added = view
    }
  }

  @Test("a view added during a pass is laid out; its siblings keep theirs")
  func addedDuringPass() throws {
    let window = makeWindow()
    let container = addView(GrowingView(), to: window, name: "container") as! GrowingView
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      container.topAnchor.constraint(equalTo: window.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 100),
    ])
    let boxes = makeRow(in: container)
    window.layoutIfNeeded()
    #expect(boxes.map(\.frame) == [rect(10, 10, 40, 20), rect(58, 10, 40, 20), rect(106, 10, 40, 20)])
    let late = try #require(container.added)
    #expect(late.frame == rect(2, 3, 5, 6))
  }

  @Test("a removed view is not kept alive by the engine, and the next pass lays out the rest")
  func removedViewIsReleased() {
    let window = makeWindow()
    var boxes = makeRow(in: window)
    window.layoutIfNeeded()
    weak var removed: View?
    removed = boxes[2]
    boxes[2].removeFromSuperview()
    boxes.removeLast()
    #expect(removed == nil)
    window.frame.size.height += 10
    window.layoutIfNeeded()
    #expect(boxes.map(\.frame) == [rect(10, 10, 40, 20), rect(58, 10, 40, 20)])
  }

  /// Counts its `layoutSubviews`; the first time, removes (and drops the last reference to) the
  /// views handed to it.
  final class CountingView: View {
    var count = 0
    var toRemove: [View] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      count += 1
      for view in toRemove { view.removeFromSuperview() }
      toRemove = []
    }
  }

  @Test("a view removed and freed during a full pass is not visited; every other view lays out once")
  func removedDuringPass() {
    let window = makeWindow()
    // Enough views that a change moving them all makes the solver report everything changed (a
    // full pass over the layout order), not a list of the views that moved. Each box's height
    // follows the window's width, so that a resize gives each its own layoutSubviews.
    let count = 60
    var boxes = (0..<count).map { _ in CountingView() }
    for (index, box) in boxes.enumerated() {
      addView(box, to: window, name: "box\(index)")
      LayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 4),
        box.heightAnchor.constraint(equalTo: window.widthAnchor, constant: -300),
        box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -5 * CGFloat(count - index)),
      ])
    }
    window.layoutIfNeeded()
    #expect(boxes.allSatisfy { $0.count == 1 })
    // Every box moves with the window's width. The second box removes the third during the pass;
    // the third is freed at once.
    weak var removed: View?
    removed = boxes[2]
    boxes[1].toRemove = [boxes[2]]
    boxes.remove(at: 2)
    window.frame.size.width += 20
    window.layoutIfNeeded()
    #expect(removed == nil)
    // Each once in the pass the removal interrupted (the views before it from the order, the rest
    // from the hierarchy as it is now), and once in the pass the removal asks for.
    #expect(boxes.map(\.count) == Array(repeating: 3, count: count - 1))
    #expect(boxes.last?.frame == rect(331, 10, 4, 40))
    #expect(boxes[2].frame == rect(51, 10, 4, 40))  // the fourth box: 340 − 5 × 57 − 4
    #expect(window.subviews.count == count - 1)
  }

  /// A container of boxes, each counting its `layoutSubviews`: one box pinned to the container's
  /// leading edge with a fixed size, one as wide as the container, one at its trailing edge.
  final class Counted {
    let window = makeWindow()
    let container = CountingView()
    let fixed = CountingView()
    let stretched = CountingView()
    let trailing = CountingView()
    /// The container's trailing edge, 10 points inside the window's.
    var containerTrailing: LayoutConstraint!

    init(boxes: Int) {
      addView(container, to: window, name: "container")
      for (index, box) in [fixed, stretched, trailing].enumerated() {
        addView(box, to: container, name: "box\(index)")
        LayoutConstraint.activate([
          box.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(10 + 30 * index)),
          box.heightAnchor.constraint(equalToConstant: 20),
        ])
      }
      containerTrailing = container.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10)
      LayoutConstraint.activate([
        container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        containerTrailing,
        container.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        container.heightAnchor.constraint(equalToConstant: 100),
        fixed.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
        fixed.widthAnchor.constraint(equalToConstant: 30),
        stretched.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stretched.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        trailing.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -5),
        trailing.widthAnchor.constraint(equalToConstant: 30),
      ])
      // More views pinned to the window's trailing edge: with them the solver reports every value
      // changed after either change below (the full frame pass); without them a constant change
      // takes the pass over the views whose variables changed.
      for index in 0..<boxes {
        let filler = addView(to: window, name: "filler\(index)")
        LayoutConstraint.activate([
          filler.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -CGFloat(index)),
          filler.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
          filler.widthAnchor.constraint(equalToConstant: 1),
          filler.heightAnchor.constraint(equalToConstant: 1),
        ])
      }
    }

    var counts: [Int] { [container, fixed, stretched, trailing].map(\.count) }
  }

  @Test(
    "a pass lays out each view whose size changed and the superview of each view that moved, as UIKit does",
    arguments: [0, 300], [true, false])
  func layoutSubviewsAfterResize(fillers: Int, resizeWindow: Bool) {
    let scene = Counted(boxes: fillers)
    scene.window.layoutIfNeeded()
    // The first pass lays out every view.
    #expect(scene.counts == [1, 1, 1, 1])
    // The container 20 points wider: the window resized, or the container's trailing constant
    // changed (see ``Counted`` for which frame pass each case takes).
    if resizeWindow {
      scene.window.frame.size.width += 20
    } else {
      scene.containerTrailing.constant = 10
    }
    scene.window.layoutIfNeeded()
    // The container and the stretched box grew; the trailing box only moved (its superview lays
    // it out); the fixed box neither moved nor grew.
    #expect(scene.counts == [2, 1, 2, 1])
    #expect(scene.stretched.frame == rect(0, 40, 320, 20))
    #expect(scene.trailing.frame == rect(285, 70, 30, 20))
    // A view that asks for layout gets it, even where nothing moved.
    scene.fixed.setNeedsLayout()
    scene.window.layoutIfNeeded()
    #expect(scene.counts == [2, 2, 2, 1])
  }

  /// Every view's frame after a pass that laid out only the views it marked, against the frames a
  /// pass over a new layout order gives (every view laid out): a view whose frame changed but was
  /// not given it would keep a stale frame.
  @Test("after resizes and constant changes every frame is the one a full pass gives", arguments: 0..<12)
  func markedPassesKeepNoStaleFrame(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let window = makeWindow()
    var views: [View] = [window]
    var constants: [LayoutConstraint] = []
    // A random tree: each view pinned to its superview's leading and top edges, its width fixed,
    // a share of its superview's or its trailing edge pinned, its height fixed or a share.
    for index in 0..<(20 + Int(seed) * 3) {
      let parent = views[Int.random(in: 0..<views.count, using: &rng)]
      let view = addView(to: parent, name: "v\(index)")
      let leading = view.leadingAnchor.constraint(
        equalTo: parent.leadingAnchor, constant: CGFloat(Int.random(in: 0...12, using: &rng)))
      let top = view.topAnchor.constraint(
        equalTo: parent.topAnchor, constant: CGFloat(Int.random(in: 0...12, using: &rng)))
      let width: LayoutConstraint
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        width = view.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 5...40, using: &rng)))
      case 1: width = view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5, constant: -3)
      default: width = view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -7)
      }
      let height =
        Bool.random(using: &rng)
        ? view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 5...40, using: &rng)))
        : view.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.75)
      LayoutConstraint.activate([leading, top, width, height])
      constants += [leading, top]
      views.append(view)
    }
    window.layoutIfNeeded()
    for _ in 0..<15 {
      // A resize (the full frame pass) or one constant (the frames of the views that moved).
      if Bool.random(using: &rng) {
        window.frame.size.width += CGFloat(Int.random(in: -30...30, using: &rng)) / 2
      } else {
        constants[Int.random(in: 0..<constants.count, using: &rng)].constant =
          CGFloat(Int.random(in: 0...25, using: &rng)) / 3
      }
      window.layoutIfNeeded()
      let marked = views.map(\.frame)
      // A view added and removed makes the next pass's order new: every view laid out.
      let probe = addView(to: window, name: "probe")
      probe.removeFromSuperview()
      window.layoutIfNeeded()
      let stale = views.indices.filter { views[$0].frame != marked[$0] }.map { views[$0].layoutName ?? "?" }
      #expect(stale.isEmpty, "stale frames after a marked pass: \(stale)")
    }
  }

  @Test("a view laid out by a fitting engine keeps its frame in its hierarchy's passes")
  func fittingEngineNumbersItsOwnViews() {
    let window = makeWindow()
    let cell = addView(to: window, name: "cell")
    let label = addView(SizedView(60, 18), to: cell, name: "label")
    LayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      cell.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
      cell.widthAnchor.constraint(equalToConstant: 200),
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
    ])
    window.layoutIfNeeded()
    #expect(label.frame == rect(12, 8, 60, 18))
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 200, height: 34))
    (label as! SizedView).size = CGSize(width: 70, height: 20)
    window.layoutIfNeeded()
    #expect(label.frame == rect(12, 8, 70, 20))
    #expect(cell.frame == rect(0, 50, 200, 36))
  }
}

import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("Ambiguous layouts")
struct AmbiguityTests {
  @Test("seed 003: a view with only a width and a height needs an X and a Y position")
  func sizeOnly() throws {
    let window = makeWindow()
    let box = addView(to: window, name: "box")
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    box.heightAnchor.constraint(equalToConstant: 50).isActive = true
    #expect(box.hasAmbiguousLayout)
    let ambiguity = try #require(box.ambiguity)
    #expect(ambiguity.needs == [.xPosition, .yPosition])
    #expect(ambiguity.description == "box: Need constraints for: X position, Y position")
    // Centring it, as the seed does, resolves both.
    box.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
    box.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
    #expect(!box.hasAmbiguousLayout)
    #expect(box.frame == rect(110, 215, 100, 50))
  }

  @Test("the explanation names exactly the missing kinds", arguments: 0..<5)
  func missingKinds(case index: Int) throws {
    let window = makeWindow()
    let box = addView(to: window, name: "box")
    let cases: [([LayoutConstraint], [LayoutAmbiguity.Need], String)] = [
      (
        [
          box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          box.topAnchor.constraint(equalTo: window.topAnchor),
        ],
        [.width, .height], "width, height"
      ),
      (
        [
          box.topAnchor.constraint(equalTo: window.topAnchor),
          box.heightAnchor.constraint(equalToConstant: 20),
        ],
        [.xPosition, .width], "X position, width"
      ),
      (
        [
          box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
          box.topAnchor.constraint(equalTo: window.topAnchor),
          box.heightAnchor.constraint(equalToConstant: 20),
        ],
        [.xPositionOrWidth], "X position or width"
      ),
      (
        [
          box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          box.widthAnchor.constraint(equalToConstant: 20),
          box.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ],
        [.yPositionOrHeight], "Y position or height"
      ),
      ([], [.xPosition, .yPosition, .width, .height], "X position, Y position, width, height"),
    ]
    let (constraints, needs, text) = cases[index]
    LayoutConstraint.activate(constraints)
    let ambiguity = try #require(box.ambiguity)
    #expect(ambiguity.needs == needs)
    #expect(ambiguity.description == "box: Need constraints for: " + text)
  }

  @Test("a layout guide with only a width is ambiguous; pinned, it is not")
  func guide() throws {
    let window = makeWindow()
    let spacer = LayoutGuide()
    spacer.identifier = "spacer"
    window.addLayoutGuide(spacer)
    spacer.widthAnchor.constraint(equalToConstant: 10).isActive = true
    #expect(spacer.hasAmbiguousLayout)
    #expect(spacer.ambiguity?.needs == [.xPosition, .yPosition, .height])
    LayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      spacer.topAnchor.constraint(equalTo: window.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(!spacer.hasAmbiguousLayout)
  }

  /// Two 60-point-wide views side by side between the margins.
  func twoLabels(hugging: (Float, Float)) -> (Window, SizedView, SizedView) {
    let window = makeWindow(320, 480)
    let left = SizedView(60, 20)
    let right = SizedView(60, 20)
    addView(left, to: window, name: "left")
    addView(right, to: window, name: "right")
    left.setContentHuggingPriority(LayoutPriority(hugging.0), for: .horizontal)
    right.setContentHuggingPriority(LayoutPriority(hugging.1), for: .horizontal)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      left.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      right.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    return (window, left, right)
  }

  @Test("seed 000's label warning: equal hugging priorities compete for the same space")
  func contentPriority() throws {
    let (_, left, right) = twoLabels(hugging: (250, 250))
    #expect(left.hasAmbiguousLayout && right.hasAmbiguousLayout)
    // The left one is pinned to the margin: only its width is open; the right one's position
    // follows the left one's width.
    #expect(left.ambiguity?.needs == [.width])
    #expect(right.ambiguity?.needs == [.xPositionOrWidth])
    let ambiguity = try #require(left.ambiguity)
    let tie = try #require(ambiguity.contentPriority.first)
    #expect(tie.kind == .hugging && tie.axis == .horizontal && tie.priority == 250)
    #expect(tie.views.map(\.layoutName) == ["left", "right"])
    #expect(
      tie.description
        == "Content Priority Ambiguity: left and right both have horizontal hugging priority 250; "
        + "decrease horizontal hugging of right from 250 to 249")
    // Different priorities settle it: the one that hugs harder keeps its size.
    let (_, left2, right2) = twoLabels(hugging: (251, 250))
    #expect(!left2.hasAmbiguousLayout && !right2.hasAmbiguousLayout)
    #expect(left2.frame == rect(8, 20, 60, 20))
    #expect(right2.frame == rect(76, 20, 236, 20))
  }

  @Test("seed 000: the yellow view (width at priority 1) grows with its label (hugging 500, resistance 751)")
  func yellowView() throws {
    let window = makeWindow(320, 480)
    let yellow = addView(to: window, name: "yellow")
    let image = addView(to: yellow, name: "image")
    let label = SizedView(80, 21)
    addView(label, to: yellow, name: "label")
    label.setContentHuggingPriority(500, for: .horizontal)
    label.setContentCompressionResistancePriority(751, for: .horizontal)
    let width = yellow.widthAnchor.constraint(equalToConstant: 200)
    width.priority = LayoutPriority(1)
    LayoutConstraint.activate([
      yellow.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      yellow.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      yellow.heightAnchor.constraint(equalToConstant: 40),
      width,
      image.leadingAnchor.constraint(equalTo: yellow.leadingAnchor),
      image.centerYAnchor.constraint(equalTo: yellow.centerYAnchor),
      image.widthAnchor.constraint(equalToConstant: 30),
      image.heightAnchor.constraint(equalToConstant: 30),
      label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: yellow.topAnchor),
      label.bottomAnchor.constraint(equalTo: yellow.bottomAnchor),
      label.trailingAnchor.constraint(equalTo: yellow.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(window.ambiguousLayouts().isEmpty)
    #expect(yellow.frame == rect(101, 220, 118, 40))
    label.size = CGSize(width: 180, height: 21)
    window.layoutIfNeeded()
    #expect(yellow.frame == rect(51, 220, 218, 40))
    #expect(label.frame == rect(38, 0, 180, 40))
  }

  @Test("exerciseAmbiguityInLayout moves to another valid layout, and back")
  func exercise() throws {
    func make() -> (Window, SizedView, SizedView) { twoLabels(hugging: (250, 250)) }
    let (window, left, right) = make()
    window.layoutIfNeeded()
    let before = (left.frame, right.frame)
    left.exerciseAmbiguityInLayout()
    #expect(left.frame != before.0)
    #expect(left.hasAmbiguousLayout)
    // Still valid: the gap and the margins hold.
    #expect(left.frame.minX == 8 && right.frame.minX - left.frame.maxX == 8 && right.frame.maxX == 312)
    let exercised = (left.frame, right.frame)
    left.exerciseAmbiguityInLayout()
    #expect(left.frame == before.0 && right.frame == before.1)
    // Deterministic.
    let (window2, left2, right2) = make()
    window2.layoutIfNeeded()
    left2.exerciseAmbiguityInLayout()
    #expect(left2.frame == exercised.0 && right2.frame == exercised.1)
    // A view that is not ambiguous does not move.
    let fixed = addView(to: window, name: "fixed")
    LayoutConstraint.activate([
      fixed.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
      fixed.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
      fixed.widthAnchor.constraint(equalToConstant: 5), fixed.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    fixed.exerciseAmbiguityInLayout()
    #expect(fixed.frame == rect(5, 5, 5, 5))
  }

  @Test(
    "a view pinned inside an ambiguous superview has a settled frame; one pinned to its open width does not")
  func frameRelativeToSuperview() throws {
    let window = makeWindow()
    // The box has a width and a height but no position: it is the one that lacks constraints.
    let box = addView(to: window, name: "box")
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    box.heightAnchor.constraint(equalToConstant: 50).isActive = true
    let inside = addView(to: box, name: "inside")
    LayoutConstraint.activate([
      inside.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
      inside.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
      inside.widthAnchor.constraint(equalToConstant: 10), inside.heightAnchor.constraint(equalToConstant: 10),
    ])
    // The panel is placed but only at least 100 wide: a view at its trailing edge moves with it.
    let panel = addView(to: window, name: "panel")
    LayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      panel.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      panel.heightAnchor.constraint(equalToConstant: 40),
    ])
    let badge = addView(to: panel, name: "badge")
    LayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -4),
      badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 4),
      badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(box.ambiguity?.needs == [.xPosition, .yPosition])
    #expect(!inside.hasAmbiguousLayout && inside.ambiguity == nil)
    #expect(panel.ambiguity?.needs == [.width])
    #expect(badge.ambiguity?.needs == [.xPosition])
    // Exercising the inside view moves nothing; exercising the box moves it with its content.
    let before = (box.frame, inside.frame)
    inside.exerciseAmbiguityInLayout()
    #expect(box.frame == before.0 && inside.frame == before.1)
    box.exerciseAmbiguityInLayout()
    #expect(box.frame != before.0 && inside.frame == before.1)
  }

  @Test(
    "a chain longer than a held top-level view ties its views; with the view's size freed it stretches it")
  func freedTopLevelSize() throws {
    let window = makeWindow()
    // A 100-point panel (autoresizing holds it at its frame) with two 60-point views pinned top to
    // bottom, both resisting compression at 750: held at 100, either may give 20 points.
    let panel = View(frame: rect(0, 0, 200, 100))
    window.addSubview(panel)
    let top = SizedView(View.noIntrinsicMetric, 60)
    let bottom = SizedView(View.noIntrinsicMetric, 60)
    for view in [top, bottom] {
      view.translatesAutoresizingMaskIntoConstraints = false
      panel.addSubview(view)
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
      ])
    }
    LayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: panel.topAnchor),
      bottom.topAnchor.constraint(equalTo: top.bottomAnchor),
      panel.bottomAnchor.constraint(equalTo: bottom.bottomAnchor),
    ])
    window.layoutIfNeeded()
    let held = window.ambiguousLayouts(withinSuperviewFrames: true)
    #expect(held.contains { $0.item === top } && held.contains { $0.item === bottom })
    #expect(window.ambiguousLayouts(withinSuperviewFrames: true, freeingSizeOf: panel).isEmpty)
    // The layout is left as it was.
    #expect(panel.frame == rect(0, 0, 200, 100))
  }

  @Test("autolayoutTrace: the tree, markers, AMBIGUOUS LAYOUT and the legend")
  func trace() throws {
    let window = makeWindow()
    window.layoutName = "root"
    let box = addView(to: window, name: "box")
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    box.heightAnchor.constraint(equalToConstant: 50).isActive = true
    let child = addView(to: box, name: "child")
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      child.topAnchor.constraint(equalTo: box.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    let manual = View(frame: rect(0, 0, 10, 10))
    manual.layoutName = "manual"
    window.addSubview(manual)
    #expect(
      window.autolayoutTrace() == """
        •root
        |   *box- AMBIGUOUS LAYOUT for box.minX, box.minY
        |   |   *child
        |   +manual

        Legend:
        \t* - is laid out with auto layout
        \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
        \t• - layout engine host
        """)
  }

  @Test("constraintsAffectingLayout names the constraints that decide an axis")
  func affecting() throws {
    let window = makeWindow()
    window.layoutName = "root"
    let box = addView(to: window, name: "box")
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
    let trailing = box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10)
    let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
    let height = box.heightAnchor.constraint(equalToConstant: 10)
    let loose = box.widthAnchor.constraint(lessThanOrEqualToConstant: 1000)
    LayoutConstraint.activate([leading, trailing, top, height, loose])
    let horizontal = box.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.count == 2 && horizontal[0] === leading && horizontal[1] === trailing)
    let vertical = box.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.count == 2 && vertical[0] === top && vertical[1] === height)
    // With the engine's own: the root's width decides the box's width too.
    let all = box.engineConstraintsAffectingLayout(for: .horizontal).map(\.description)
    #expect(
      all.contains("<LayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 320   (active)>"))
  }
}

@Suite("Ambiguity at scale")
struct AmbiguityScaleTests {
  @Test("more coupled ambiguous views than the probe budget: all found, the last ones partly checked")
  func probeBudget() throws {
    let window = makeWindow()
    var boxes: [View] = []
    for index in 0..<450 {
      let box = addView(to: window, name: "box\(index)")
      box.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index)).isActive = true
      box.heightAnchor.constraint(equalToConstant: 10).isActive = true
      boxes.append(box)
    }
    let found = window.ambiguousLayouts().filter { $0.item is View && $0.item !== window }
    #expect(found.count == 450)
    let checked = found.filter { !$0.isPartlyChecked }
    #expect(checked.count == 400)
    #expect(checked.allSatisfy { $0.needs == [.xPositionOrWidth] })
    let partial = try #require(found.last)
    #expect(partial.isPartlyChecked)
    #expect(partial.needs == [.xPosition, .width])
    #expect(
      partial.description
        == "box449: Need constraints for: X position, width (partly checked: too many ambiguous views to probe them all)"
    )
  }

  @Test("a well-constrained hierarchy of 2,000 views needs no probe and finds nothing")
  func wellConstrained() {
    let window = makeWindow()
    var previous: View?
    for index in 0..<2_000 {
      let box = addView(to: window, name: "box\(index)")
      box.widthAnchor.constraint(equalToConstant: 0.5).isActive = true
      box.heightAnchor.constraint(equalToConstant: 10).isActive = true
      box.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
      box.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? window.leadingAnchor).isActive = true
      previous = box
    }
    #expect(window.ambiguousLayouts().isEmpty)
    #expect(previous?.frame.minX == 999.5)
  }
}

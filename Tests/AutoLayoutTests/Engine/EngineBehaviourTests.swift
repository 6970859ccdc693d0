import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("Intrinsic size, fitting size, autoresizing masks, guides, directions")
struct EngineBehaviourTests {
  @Test("a changed intrinsic size re-lays out; hugging and compression decide between two labels")
  func intrinsicSize() {
    let window = makeWindow()
    let label = addView(SizedView(50, 20), to: window) as! SizedView
    let other = addView(SizedView(80, 20), to: window)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      other.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      other.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      other.topAnchor.constraint(equalTo: label.topAnchor),
    ])
    other.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)  // the other one stretches
    window.layoutIfNeeded()
    #expect(label.frame == rect(10, 10, 50, 20))
    #expect(other.frame == rect(68, 10, 242, 20))
    label.size = CGSize(width: 120, height: 24)
    window.layoutIfNeeded()
    #expect(label.frame == rect(10, 10, 120, 24))
    #expect(other.frame == rect(138, 10, 172, 20))
    // Too little room: the lower compression resistance gives way.
    label.size = CGSize(width: 400, height: 24)
    label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    window.layoutIfNeeded()
    #expect(other.frame.width == 80)
    #expect(label.frame.width == CGFloat(212))
  }

  @Test("systemLayoutSizeFitting: compressed size, and height for a fixed width")
  func fittingSize() {
    let cell = View()
    let avatar = addView(SizedView(48, 48), to: cell)
    let body = addView(to: cell)
    LayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
      avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
      body.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
      body.heightAnchor.constraint(equalTo: body.widthAnchor, multiplier: 0.5),
      body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
      cell.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
    ])
    let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    // Width at its minimum 100: body 100 − 72 = 28 wide, 14 high; height 8 + 48 + 8 + 14 + 8.
    #expect(compressed == CGSize(width: 100, height: 86))
    let forWidth = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(forWidth == CGSize(width: 320, height: 8 + 48 + 8 + 124 + 8))
  }

  @Test("frame-positioned views follow their autoresizing masks when the window resizes")
  func autoresizing() {
    let window = makeWindow(320, 480)
    let banner = View(frame: rect(10, 10, 300, 44))
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    window.addSubview(banner)
    let badge = View(frame: rect(280, 400, 30, 30))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    window.addSubview(badge)
    let fixed = View(frame: rect(5, 5, 20, 20))
    window.addSubview(fixed)
    window.layoutIfNeeded()
    #expect(banner.frame == rect(10, 10, 300, 44))
    window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    window.layoutIfNeeded()
    #expect(banner.frame == rect(10, 10, 460, 44))
    #expect(badge.frame == rect(440, 240, 30, 30))
    #expect(fixed.frame == rect(5, 5, 20, 20))
  }

  @Test(
    "a frame set while the superview had another size stretches from that size (springs and struts), not from the new one"
  )
  func autoresizingFromEarlierSize() {
    let window = makeWindow(390, 844)
    // A container made before it has a size, its content given the container's zero size.
    let container = View()
    let content = View(frame: .zero)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(content)
    let pinned = View(frame: rect(10, 10, 100, 20))
    pinned.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
    let footer = View()
    container.addSubview(pinned)
    container.addSubview(footer)
    container.frame = rect(0, 0, 200, 100)
    // Set while the container is 200 × 100: 20 from its bottom, as wide as it less 20.
    footer.frame = rect(10, 60, 180, 20)
    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    container.frame = rect(0, 0, 390, 844)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(container)
    window.layoutIfNeeded()
    #expect(content.frame == rect(0, 0, 390, 844))
    #expect(pinned.frame == rect(10, 10, 100, 20))
    #expect(footer.frame == rect(10, 804, 370, 20))
    // Laid out since: a later resize stretches from the laid-out sizes.
    window.frame = rect(0, 0, 844, 390)
    window.layoutIfNeeded()
    #expect(content.frame == rect(0, 0, 844, 390))
    #expect(footer.frame == rect(10, 350, 824, 20))
  }

  @Test("performWithoutAnimation inside an animation block: those frames change at once, not animated")
  func withoutAnimation() {
    let window = makeWindow(320, 480)
    let moved = View(frame: rect(0, 0, 50, 50))
    let jumped = View(frame: rect(0, 100, 50, 50))
    window.addSubview(moved)
    window.addSubview(jumped)
    let animation = View.animate(withDuration: 0.4) {
      View.performWithoutAnimation { jumped.frame = rect(200, 100, 50, 50) }
      moved.frame = rect(200, 0, 50, 50)
    }
    #expect(animation.changes.map { ObjectIdentifier($0.view) } == [ObjectIdentifier(moved)])
    #expect(animation.frame(of: jumped, at: 0) == rect(200, 100, 50, 50))
    #expect(animation.frame(of: moved, at: 0) == rect(0, 0, 50, 50))
  }

  @Test("the readable content guide is at most 672 wide, centred in the margins")
  func readableContent() {
    let window = makeWindow(1024, 768)
    let text = addView(to: window)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: window.readableContentGuide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(text.frame == rect(176, 8, 672, 100))
    let narrow = makeWindow(320, 480)
    let body = addView(to: narrow)
    LayoutConstraint.activate([
      body.leadingAnchor.constraint(equalTo: narrow.readableContentGuide.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: narrow.readableContentGuide.trailingAnchor),
      body.topAnchor.constraint(equalTo: narrow.topAnchor),
      body.heightAnchor.constraint(equalToConstant: 10),
    ])
    narrow.layoutIfNeeded()
    #expect(body.frame == rect(8, 0, 304, 10))
  }

  @Test("forced directions: a left-to-right view inside a right-to-left window")
  func semanticContent() {
    let window = makeWindow(direction: .rightToLeft)
    let row = addView(to: window)
    row.semanticContentAttribute = .forceLeftToRight
    let item = addView(to: row)
    let mirroredItem = addView(to: window)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      row.topAnchor.constraint(equalTo: window.topAnchor),
      row.heightAnchor.constraint(equalToConstant: 40),
      item.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
      item.topAnchor.constraint(equalTo: row.topAnchor),
      item.widthAnchor.constraint(equalToConstant: 30),
      item.heightAnchor.constraint(equalToConstant: 30),
      mirroredItem.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      mirroredItem.topAnchor.constraint(equalTo: row.bottomAnchor),
      mirroredItem.widthAnchor.constraint(equalToConstant: 30),
      mirroredItem.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    #expect(row.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(item.frame == rect(10, 0, 30, 30))
    #expect(mirroredItem.frame == rect(280, 40, 30, 30))
  }

  @Test("the snap's floor without a library call is floor, bit for bit")
  func floorWithoutCallIsFloor() {
    var values: [CGFloat] = [
      0, -0.0, 0.5, -0.5, 1, -1, 2.75, -2.75, 1e-300, -1e-300, 4_503_599_627_370_495.5,
      -4_503_599_627_370_495.5, 4_503_599_627_370_496, -4_503_599_627_370_497, 1e300, -1e300,
      .infinity, -.infinity, .greatestFiniteMagnitude, -.leastNonzeroMagnitude,
    ]
    var generator = SeededGenerator(seed: 24)
    for _ in 0..<2000 { values.append(CGFloat.random(in: -1e6...1e6, using: &generator).rounded() / 8) }
    for x in values {
      #expect(floorWithoutCall(x).bitPattern == x.rounded(.down).bitPattern, "\(x)")
    }
    #expect(floorWithoutCall(.nan).isNaN)
  }

  @Test("frames snap half-up to the pixel grid of the scale")
  func pixelSnapping() {
    #expect(snapToPixels(10.25, scale: 2) == 10.5)
    #expect(snapToPixels(10.24, scale: 2) == 10)
    #expect(snapToPixels(-0.25, scale: 2) == 0)
    #expect(snapToPixels(CGFloat(1) / 6, scale: 3) == CGFloat(1) / 3)
    let window = makeWindow(100, 100, scale: 3)
    let third = addView(to: window)
    LayoutConstraint.activate([
      third.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      third.topAnchor.constraint(equalTo: window.topAnchor),
      third.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3.0),
      third.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(third.frame.width == snapToPixels(100.0 / 3.0, scale: 3))
  }

  @Test(
    "a value a few units in the last place below a half pixel is the tie, and goes up (down in AppKit's y)")
  func pixelTies() {
    // 180.1666… at @3x is 540.5 pixels in exact arithmetic; summed in another order it is
    // 540.4999999999999.
    let nearTie = CGFloat(540.4999999999999) / 3
    #expect(nearTie * 3 < 540.5)
    #expect(snapToPixels(nearTie, scale: 3) == CGFloat(541) / 3)
    #expect(snapToPixelsTiesDown(CGFloat(540.5000000000001) / 3, scale: 3) == 180)
    // A millionth of a pixel and more is not a tie.
    #expect(snapToPixels(CGFloat(540.49999) / 3, scale: 3) == 180)
    #expect(snapToPixelsTiesDown(CGFloat(540.50001) / 3, scale: 3) == CGFloat(541) / 3)
  }

  @Test("updateConstraints runs children first; view controller hooks run around layout")
  func layoutCycle() {
    final class Recorder: View {
      nonisolated(unsafe) static var log: [String] = []
      override func updateConstraints() {
        Recorder.log.append("update \(layoutName ?? "")")
        super.updateConstraints()
      }
    }
    final class Controller: ViewController {
      var events: [String] = []
      override func viewWillLayoutSubviews() { events.append("will") }
      override func viewDidLayoutSubviews() { events.append("did") }
      override func updateViewConstraints() {
        events.append("updateViewConstraints")
        super.updateViewConstraints()
      }
    }
    let window = makeWindow()
    let controller = Controller()
    window.rootViewController = controller
    let parent = Recorder()
    parent.layoutName = "parent"
    let child = Recorder()
    child.layoutName = "child"
    controller.view.addSubview(parent)
    parent.addSubview(child)
    Recorder.log = []
    window.layoutIfNeeded()
    #expect(Recorder.log == ["update child", "update parent"])
    #expect(controller.events == ["updateViewConstraints", "will", "did"])
  }
}

@Suite("Incremental relayout")
struct IncrementalLayoutTests {
  /// A list of cells: each with a badge pinned to its leading edge; the cell's height follows the
  /// badge.
  func makeList(_ count: Int) -> (
    window: Window, cells: [View], badges: [View], leading: [LayoutConstraint], heights: [LayoutConstraint]
  ) {
    let window = makeWindow(320, 10_000)
    var cells: [View] = []
    var badges: [View] = []
    var leading: [LayoutConstraint] = []
    var heights: [LayoutConstraint] = []
    var previous: View?
    for _ in 0..<count {
      let cell = addView(to: window)
      let badge = addView(to: cell)
      let pin = badge.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8)
      let height = badge.heightAnchor.constraint(equalToConstant: 20)
      LayoutConstraint.activate([
        cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        cell.widthAnchor.constraint(equalTo: window.widthAnchor),
        previous.map { cell.topAnchor.constraint(equalTo: $0.bottomAnchor) }
          ?? cell.topAnchor.constraint(equalTo: window.topAnchor),
        pin, height,
        badge.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
        badge.widthAnchor.constraint(equalToConstant: 30),
        cell.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 4),
      ])
      cells.append(cell)
      badges.append(badge)
      leading.append(pin)
      heights.append(height)
      previous = cell
    }
    window.layoutIfNeeded()
    return (window, cells, badges, leading, heights)
  }

  @Test("a constant inside one cell moves that cell's views only; a height moves the cells below")
  func localEdits() {
    let list = makeList(50)
    #expect(list.cells[10].frame == rect(0, 280, 320, 28))
    list.leading[10].constant = 40
    list.window.layoutIfNeeded()
    #expect(list.badges[10].frame == rect(40, 4, 30, 20))
    #expect(list.badges[11].frame == rect(8, 4, 30, 20))
    #expect(list.cells[11].frame == rect(0, 308, 320, 28))
    list.heights[10].constant = 40
    list.window.layoutIfNeeded()
    #expect(list.cells[10].frame == rect(0, 280, 320, 48))
    #expect(list.cells[11].frame == rect(0, 328, 320, 28))
    #expect(list.cells[49].frame.minY == CGFloat(49 * 28 + 20))
    #expect(list.badges[49].frame == rect(8, 4, 30, 20))
  }
}

@Suite("Layout margins")
struct MarginTests {
  @Test(
    "preservesSuperviewLayoutMargins: the superview's margin reaches into the view", arguments: [false, true])
  func preserves(preserving: Bool) {
    let window = makeWindow()
    window.layoutMargins = EdgeInsets(top: 8, left: 40, bottom: 8, right: 8)
    let child = addView(to: window)
    child.preservesSuperviewLayoutMargins = preserving
    let grandchild = addView(to: child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 200),
      child.heightAnchor.constraint(equalToConstant: 100),
      grandchild.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      grandchild.topAnchor.constraint(equalTo: child.topAnchor),
      grandchild.widthAnchor.constraint(equalToConstant: 20),
      grandchild.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    // Own margin 8; preserved: the window's 40-point margin minus the child's 10-point offset.
    #expect(grandchild.frame.minX == (preserving ? 30 : 8))
  }

  @Test("a preserving view under the status bar: the superview's margin, not it plus the safe area again")
  func preservesUnderTheSafeArea() {
    let window = makeWindow()
    window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 8, right: 16)
    let child = addView(to: window)
    child.preservesSuperviewLayoutMargins = true
    let grandchild = addView(to: child)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      child.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      grandchild.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      grandchild.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      grandchild.widthAnchor.constraint(equalToConstant: 20),
      grandchild.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    // The window's margin reaches 20 + 20 into the child; the child's own, 8 + its 20 of safe
    // area, is smaller: the larger of the two, 40 (UIKit adjusts by "the smallest amount needed
    // to ensure that content is also inside the superview's margins").
    #expect(child.safeAreaInsets.top == 20)
    #expect(grandchild.frame.origin == CGPoint(x: 16, y: 40))
  }

  @Test("directional margins flip with the layout direction; changing margins relays out")
  func directionalMargins() {
    let window = makeWindow(direction: .rightToLeft)
    window.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
    #expect(window.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
    let box = addView(to: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == rect(10, 0, 280, 10))
    window.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 10)
    window.layoutIfNeeded()
    #expect(box.frame == rect(10, 0, 260, 10))
  }
}

@Suite("Pixel grids")
struct PixelGridTests {
  /// A 15 × 16 view centred vertically in a 200 × 21 window (its top is a tie at 2.5), at the
  /// leading edge (`leading`) or centred across (its left is a tie at 92.5).
  func centredLabel(origin: PixelGridOrigin, leading: Bool = false) -> (Window, View) {
    let window = Window(size: CGSize(width: 200, height: 21), scale: 1)
    window.pixelGridOrigin = origin
    let label = View()
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    LayoutConstraint.activate([
      leading
        ? label.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        : label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      label.widthAnchor.constraint(equalToConstant: 15),
      label.heightAnchor.constraint(equalToConstant: 16),
    ])
    window.layoutIfNeeded()
    return (window, label)
  }

  @Test("a y tie goes down the screen on UIKit's grid and up on AppKit's; x ties go right on both")
  func ties() {
    for (origin, expectedY) in [(PixelGridOrigin.topLeft, 3.0), (.bottomLeft, 2.0)] {
      let (_, label) = centredLabel(origin: origin)
      #expect(label.frame == CGRect(x: 93, y: expectedY, width: 15, height: 16), "\(origin)")
    }
    // Changing the origin of a laid-out window moves the tie at the next pass.
    let (window, label) = centredLabel(origin: .topLeft, leading: true)
    #expect(label.frame.minY == 3)
    window.pixelGridOrigin = .bottomLeft
    window.layoutIfNeeded()
    #expect(label.frame.minY == 2)
    // So does a change of scale: 2.5 is on the grid at 2 pixels a point.
    window.scale = 2
    window.layoutIfNeeded()
    #expect(label.frame.minY == 2.5)
    #expect(snapToPixelsTiesDown(2.5, scale: 1) == 2 && snapToPixelsTiesDown(2.25, scale: 2) == 2)
    #expect(snapToPixels(2.5, scale: 1) == 3)
  }
}

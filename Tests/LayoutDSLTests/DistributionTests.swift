import AutoLayout
import Foundation
import LayoutDSL
import Testing
import _AutoLayoutTestSupport

/// Masonry's distribution of an array of views, in both layout directions.
@Suite("Distributing views: fixed spacing, fixed item length")
struct DistributionTests {
  /// `count` views in a container 320 wide and 480 high placed at (40, 60) in a larger window.
  func makeViews(_ count: Int, direction: UserInterfaceLayoutDirection) -> (Window, [View]) {
    let window = makeWindow(400, 600, direction: direction)
    let container = View()
    window.addSubview(container)
    container.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(40)
      make.top.equalToSuperview().offset(60)
      make.size.equalTo(CGSize(width: 320, height: 480))
    }
    let views = (0..<count).map { _ in View() }
    for view in views { container.addSubview(view) }
    return (window, views)
  }

  func expected(_ frames: [CGRect], _ direction: UserInterfaceLayoutDirection) -> [CGRect] {
    direction == .leftToRight ? frames : frames.map { mirrored($0, in: 320) }
  }

  @Test("horizontally with fixed spacing: equal widths share what is left", arguments: bothDirections)
  func horizontalSpacing(direction: UserInterfaceLayoutDirection) {
    let (window, views) = makeViews(4, direction: direction)
    let made = views.snp.distributeViewsAlong(
      axisType: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
    views.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(100)
      make.height.equalTo(44)
    }
    window.layoutIfNeeded()
    // (320 − 20 − 20 − 3 × 10) / 4 = 62.5
    let frames = [
      rect(20, 100, 62.5, 44), rect(92.5, 100, 62.5, 44), rect(165, 100, 62.5, 44),
      rect(237.5, 100, 62.5, 44),
    ]
    #expect(views.map(\.frame) == expected(frames, direction))
    #expect(made.count == 8)  // the first leading; width and leading for the 3 others; the trailing
  }

  @Test("vertically with fixed spacing")
  func verticalSpacing() {
    let (window, views) = makeViews(3, direction: .leftToRight)
    views.snp.distributeViewsAlong(axisType: .vertical, fixedSpacing: 15, leadSpacing: 30, tailSpacing: 30)
    views.snp.makeConstraints { make in make.leading.trailing.equalToSuperview() }
    window.layoutIfNeeded()
    // (480 − 60 − 30) / 3 = 130
    #expect(views.map(\.frame) == [rect(0, 30, 320, 130), rect(0, 175, 320, 130), rect(0, 320, 320, 130)])
  }

  @Test("horizontally with a fixed item length: equal gaps share what is left", arguments: bothDirections)
  func horizontalLength(direction: UserInterfaceLayoutDirection) {
    let (window, views) = makeViews(4, direction: direction)
    views.snp.distributeViewsAlong(
      axisType: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
    views.snp.makeConstraints { make in
      make.centerY.equalToSuperview()
      make.height.equalTo(40)
    }
    window.layoutIfNeeded()
    // (320 − 40 − 4 × 40) / 3 = 40 between the views.
    let frames = [
      rect(20, 220, 40, 40), rect(100, 220, 40, 40), rect(180, 220, 40, 40), rect(260, 220, 40, 40),
    ]
    #expect(views.map(\.frame) == expected(frames, direction))
  }

  @Test("vertically with a fixed item length; the views can be remade")
  func verticalLength() {
    let (window, views) = makeViews(3, direction: .leftToRight)
    views.snp.distributeViewsAlong(axisType: .vertical, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
    views.snp.makeConstraints { make in
      make.leading.equalToSuperview()
      make.width.equalTo(50)
    }
    window.layoutIfNeeded()
    // (480 − 30 − 150) / 2 = 150 between the views.
    #expect(views.map(\.frame) == [rect(0, 10, 50, 50), rect(0, 210, 50, 50), rect(0, 410, 50, 50)])
    // Remaking every view removes the distribution (the gap constraints belong to the views too).
    views.snp.remakeConstraints { make in
      make.top.leading.equalToSuperview()
      make.size.equalTo(10)
    }
    window.layoutIfNeeded()
    #expect(views.map(\.frame) == [rect(0, 0, 10, 10), rect(0, 0, 10, 10), rect(0, 0, 10, 10)])
  }

  @Test("fewer than two views, or views in different hierarchies, are reported")
  func misuse() {
    let log = MessageBox()
    let (_, views) = makeViews(1, direction: .leftToRight)
    let strangers = [View(), View()]
    LayoutLog.withHandler({ log.append($0) }) {
      #expect(views.snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 10).isEmpty)
      #expect(strangers.snp.distributeViewsAlong(axisType: .vertical, fixedItemLength: 10).isEmpty)
    }
    #expect(log.messages.count == 2)
    #expect(
      log.messages[0].hasPrefix(
        "LayoutDSL: distributeViewsAlong needs at least two views, got 1 (at LayoutDSLTests/"))
    #expect(log.messages[1].hasPrefix("LayoutDSL: the views to distribute have no common superview"))
  }
}

import AutoLayout
import Foundation
import LayoutDSL
import Testing
import UIKitEmulation
import _AutoLayoutTestSupport

/// Seed 001's Masonry examples (notes in Chinese on AutoLayout and Masonry), written with the DSL
/// line for line, with the frames they give.
@Suite("Seed 001 with the DSL: Masonry's examples, line for line")
struct Seed001MasonryTests {
  /// A 320 × 480 window whose root view controller sits under a 20-point status bar.
  func makeController() -> (Window, ViewController) {
    let window = makeWindow(320, 480)
    window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let controller = ViewController()
    window.rootViewController = controller
    return (window, controller)
  }

  @Test("the first snippet: width 50 at high priority beats left/right at medium")
  func mediumAndHigh() {
    let window = makeWindow(320, 480)
    let subView = View()
    window.addSubview(subView)
    subView.snp.makeConstraints { make in
      make.top.equalTo(window).offset(10)
      make.left.equalTo(window).offset(8).priorityMedium()
      make.right.equalTo(window).offset(-8).priorityMedium()
      make.height.equalTo(100)
      make.width.equalTo(50).priorityHigh()
    }
    window.layoutIfNeeded()
    #expect(subView.frame.size == CGSize(width: 50, height: 100))
    #expect(subView.frame.minY == 10)
    // Left and right (500 each) cannot both hold: the view sits between the two margins.
    #expect(subView.frame.minX >= 8 && subView.frame.maxX <= 312)
    #expect(subView.snp.constraints.count == 5)
  }

  /// The hugging test's views: each centred, the top one under the top layout guide, the bottom
  /// one on the bottom layout guide, and the top one's bottom 40 above the bottom one's top.
  func makeTopAndBottom(_ top: View, _ bottom: View, sizes: Bool, in controller: ViewController) {
    let view: View = controller.view
    view.addSubview(top)
    view.addSubview(bottom)
    top.snp.makeConstraints { make in
      make.centerX.equalTo(view)
      make.top.equalTo(controller.topLayoutGuide.snp.bottom)
      if sizes { make.width.height.equalTo(50) }
    }
    bottom.snp.makeConstraints { make in
      make.centerX.equalTo(view)
      make.bottom.equalTo(controller.bottomLayoutGuide.snp.bottom)
      if sizes { make.width.height.equalTo(50) }
    }
    top.snp.makeConstraints { make in
      make.bottom.equalTo(bottom.snp.top).offset(-40)
    }
  }

  @Test("top and bottom views: required sizes and the 40-point gap conflict; the layout goes on")
  func topAndBottomConflict() {
    let (window, controller) = makeController()
    let topView = View()
    let bottomView = View()
    let log = MessageBox()
    LayoutLog.withHandler({ log.append($0) }) {
      makeTopAndBottom(topView, bottomView, sizes: true, in: controller)
      window.layoutIfNeeded()
    }
    #expect(log.messages.contains { $0.contains("Unable to simultaneously satisfy constraints") })
    // The gap, made last, is the constraint broken: both views keep 50 × 50.
    #expect(topView.frame == rect(135, 20, 50, 50))
    #expect(bottomView.frame == rect(135, 430, 50, 50))
    // Hugging needs an intrinsic content size: on plain views it changes nothing.
    topView.setContentHuggingPriority(.required, for: .vertical)
    window.layoutIfNeeded()
    #expect(topView.frame == rect(135, 20, 50, 50))
  }

  @Test("top and bottom views with intrinsic sizes: the one that hugs keeps its height")
  func topAndBottomHugging() {
    let (window, controller) = makeController()
    let topView = SizedView(50, 50)
    let bottomView = SizedView(50, 50)
    topView.setContentHuggingPriority(.required, for: .vertical)
    makeTopAndBottom(topView, bottomView, sizes: false, in: controller)
    window.layoutIfNeeded()
    #expect(topView.frame == rect(135, 20, 50, 50))
    // The bottom view (hugging 250) stretches from 40 under the top view to the bottom.
    #expect(bottomView.frame == rect(135, 110, 50, 370))
    // The other way round when the bottom view hugs instead.
    topView.setContentHuggingPriority(.defaultLow, for: .vertical)
    bottomView.setContentHuggingPriority(.required, for: .vertical)
    window.layoutIfNeeded()
    #expect(topView.frame == rect(135, 20, 50, 370))
    #expect(bottomView.frame == rect(135, 430, 50, 50))
  }

  @Test("top and bottom views: the top view's size at high priority gives way")
  func topAndBottomPriorities() {
    let (window, controller) = makeController()
    let view: View = controller.view
    let topView = View()
    let bottomView = View()
    view.addSubview(topView)
    view.addSubview(bottomView)
    topView.snp.makeConstraints { make in
      make.centerX.equalTo(view)
      make.top.equalTo(controller.topLayoutGuide.snp.bottom)
      make.width.height.equalTo(50).priority(.high)
    }
    bottomView.snp.makeConstraints { make in
      make.centerX.equalTo(view)
      make.bottom.equalTo(controller.bottomLayoutGuide.snp.bottom)
      make.width.height.equalTo(50)
      make.top.equalTo(topView.snp.bottom).offset(40)
    }
    window.layoutIfNeeded()
    #expect(bottomView.frame == rect(135, 430, 50, 50))
    #expect(topView.frame == rect(135, 20, 50, 370))
  }

  @Test("two subviews and three spacer views of equal height", arguments: bothDirections)
  func spacerViews(direction: UserInterfaceLayoutDirection) {
    let window = makeWindow(320, 480, direction: direction)
    let superView = window
    let subView1 = View()
    let subView2 = View()
    let spaceView1 = View()
    let spaceView2 = View()
    let spaceView3 = View()
    for view in [subView1, subView2, spaceView1, spaceView2, spaceView3] { superView.addSubview(view) }
    spaceView1.snp.makeConstraints { make in
      make.top.equalTo(superView.snp.top)
      make.centerX.equalTo(superView)
      make.bottom.equalTo(subView1.snp.top)
      make.width.equalTo(10)
      make.height.equalTo([spaceView2, spaceView3])
    }
    subView1.snp.makeConstraints { make in
      make.top.equalTo(spaceView1.snp.bottom)
      make.centerX.equalTo(superView)
      make.height.equalTo(100)
      make.width.equalTo(100)
      make.bottom.equalTo(spaceView2.snp.top)
    }
    spaceView2.snp.makeConstraints { make in
      make.top.equalTo(subView1.snp.bottom)
      make.centerX.equalTo(superView)
      make.bottom.equalTo(subView2.snp.top)
      make.width.equalTo(10)
      make.height.equalTo([spaceView1, spaceView3])
    }
    subView2.snp.makeConstraints { make in
      make.top.equalTo(spaceView2.snp.bottom)
      make.centerX.equalTo(superView)
      make.bottom.equalTo(spaceView3.snp.top)
      make.height.equalTo(50)
      make.width.equalTo(50)
    }
    spaceView3.snp.makeConstraints { make in
      make.top.equalTo(subView2.snp.bottom)
      make.centerX.equalTo(superView)
      make.bottom.equalTo(superView.snp.bottom)
      make.width.equalTo(10)
      make.height.equalTo([spaceView1, spaceView2])
    }
    window.layoutIfNeeded()
    // (480 − 150) / 3 = 110 above, between and below; centred, so the same in both directions.
    #expect(spaceView1.frame == rect(155, 0, 10, 110))
    #expect(subView1.frame == rect(110, 110, 100, 100))
    #expect(spaceView2.frame == rect(155, 210, 10, 110))
    #expect(subView2.frame == rect(135, 320, 50, 50))
    #expect(spaceView3.frame == rect(155, 370, 10, 110))
    // `height.equalTo([a, b])` made one constraint per view.
    #expect(spaceView1.snp.constraints.last?.layoutConstraints.count == 2)
  }

  @Test("a scroll view's content grows with 10 rows of 25, 50 … 250", arguments: bothDirections)
  func scrollViewRows(direction: UserInterfaceLayoutDirection) {
    let window = makeWindow(320, 480, direction: direction)
    let scrollView = ScrollView()
    window.addSubview(scrollView)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    let contentView = View()
    scrollView.addSubview(contentView)
    contentView.snp.makeConstraints { make in
      make.edges.equalTo(scrollView)
      make.width.equalTo(scrollView)
    }
    var lastView: View?
    var height: CGFloat = 25
    var rows: [View] = []
    for _ in 0..<10 {
      let view = View()
      contentView.addSubview(view)
      view.snp.makeConstraints { make in
        if let lastView {
          make.top.equalTo(lastView.snp.bottom)
        } else {
          make.top.equalTo(0)
        }
        make.left.equalTo(0)
        make.width.equalTo(contentView.snp.width)
        make.height.equalTo(height)
      }
      height += 25
      lastView = view
      rows.append(view)
    }
    contentView.snp.makeConstraints { make in
      make.bottom.equalTo(lastView!.snp.bottom)
    }
    window.layoutIfNeeded()
    #expect(scrollView.frame == rect(0, 0, 320, 480))
    #expect(scrollView.contentSize == CGSize(width: 320, height: 1375))
    #expect(contentView.frame == rect(0, 0, 320, 1375))
    #expect(rows[0].frame == rect(0, 0, 320, 25))
    #expect(rows[9].frame == rect(0, 1125, 320, 250))
  }

  /// Seed 001's cell, made with the DSL: image, one-line name, multi-line content, company.
  func makeCell(contentHeight: CGFloat) -> TableViewCell {
    let cell = TableViewCell()
    let contentView = cell.contentView
    let cellImageView = SizedView(60, 60)
    let nameLabel = SizedView(120, 20)
    let contentLabel = SizedView(200, contentHeight)
    let companyLabel = SizedView(100, 17)
    for view in [cellImageView, nameLabel, contentLabel, companyLabel] { contentView.addSubview(view) }
    cellImageView.snp.makeConstraints { make in
      make.left.equalTo(contentView).offset(10)
      make.centerY.equalTo(contentView)
      make.top.greaterThanOrEqualTo(contentView).offset(10)
      make.bottom.lessThanOrEqualTo(contentView).offset(-10)
    }
    nameLabel.snp.makeConstraints { make in
      make.left.equalTo(cellImageView.snp.right).offset(6)
      make.right.lessThanOrEqualTo(contentView).offset(-10)
      make.top.equalTo(contentView).offset(10)
    }
    contentLabel.snp.makeConstraints { make in
      make.left.equalTo(nameLabel)
      make.top.equalTo(nameLabel.snp.bottom).offset(6)
    }
    companyLabel.snp.makeConstraints { make in
      make.left.equalTo(contentLabel)
      make.right.lessThanOrEqualTo(contentView).offset(-10)
      make.top.equalTo(contentLabel.snp.bottom).offset(6)
      make.bottom.equalTo(contentView).offset(-10)
    }
    for label in [nameLabel, companyLabel, contentLabel] {
      label.setContentHuggingPriority(.required, for: .vertical)
    }
    return cell
  }

  @Test("a table cell's height comes from its DSL constraints")
  func tableCell() {
    #expect(makeCell(contentHeight: 40).height(forWidth: 375) == CGFloat(10 + 20 + 6 + 40 + 6 + 17 + 10))
    #expect(makeCell(contentHeight: 5).height(forWidth: 375) == CGFloat(74))
    let window = makeWindow(375, 667)
    let cells = [40, 5, 100].map { makeCell(contentHeight: CGFloat($0)) }
    let table = TableView(cells: cells)
    table.frame = window.bounds
    window.addSubview(table)
    window.layoutIfNeeded()
    #expect(table.rowHeights == [109, 74, 169])
    #expect(cells[0].contentView.subviews[0].frame == rect(10, 24.5, 60, 60))
    #expect(cells[0].contentView.subviews[2].frame == rect(76, 36, 200, 40))
  }

  @Test("the middle view disappears and the bottom view moves up to its high-priority place")
  func middleViewDisappears() {
    let window = makeWindow(320, 480)
    let view = window
    let topView = View()
    let midView = View()
    let bottomView = View()
    for subview in [topView, midView, bottomView] { view.addSubview(subview) }
    topView.snp.makeConstraints { make in
      make.top.equalTo(view.snp.top).offset(100)
      make.centerX.equalTo(view)
      make.width.height.equalTo(50)
    }
    midView.snp.makeConstraints { make in
      make.top.equalTo(topView.snp.bottom).offset(50)
      make.centerX.equalTo(view)
      make.size.equalTo(topView)
    }
    bottomView.snp.makeConstraints { make in
      make.size.equalTo(topView)
      make.centerX.equalTo(view)
      make.top.equalTo(midView.snp.bottom).offset(50)
      make.top.equalTo(topView.snp.bottom).offset(50).priorityHigh()
    }
    window.layoutIfNeeded()
    #expect(midView.frame == rect(135, 200, 50, 50))
    #expect(bottomView.frame == rect(135, 300, 50, 50))
    midView.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(bottomView.frame == rect(135, 200, 50, 50))
  }

  @Test("the blue view switches between its top and bottom constraints", arguments: bothDirections)
  func blueViewSwitches(direction: UserInterfaceLayoutDirection) {
    let window = makeWindow(320, 480, direction: direction)
    let view = window
    let subView = View()
    subView.backgroundColor = .blue
    view.addSubview(subView)
    var topConstraint: Constraint?
    var bottomConstraint: Constraint?
    subView.snp.makeConstraints { make in
      topConstraint = make.top.equalTo(view).offset(100).constraint
      make.width.height.equalTo(50)
      make.centerX.equalTo(view)
      bottomConstraint = make.bottom.equalTo(view).offset(-50).constraint
    }
    bottomConstraint?.deactivate()
    window.layoutIfNeeded()
    #expect(subView.frame == rect(135, 100, 50, 50))
    var isClick = false
    func click() {
      isClick.toggle()
      if isClick {
        bottomConstraint?.activate()
        topConstraint?.deactivate()
      } else {
        bottomConstraint?.deactivate()
        topConstraint?.activate()
      }
      window.layoutIfNeeded()
    }
    click()
    #expect(subView.frame == rect(135, 380, 50, 50))
    #expect(bottomConstraint?.isActive == true)
    #expect(topConstraint?.isActive == false)
    click()
    #expect(subView.frame == rect(135, 100, 50, 50))
    // The same switch with remakeConstraints ("two sets of constraints").
    subView.snp.remakeConstraints { make in
      make.bottom.equalTo(view).offset(-50)
      make.width.height.equalTo(50)
      make.centerX.equalTo(view)
    }
    window.layoutIfNeeded()
    #expect(subView.frame == rect(135, 380, 50, 50))
    #expect(subView.snp.constraints.count == 3)
  }

  @Test("a view under the top layout guide and one on the safe area's top")
  func layoutGuides() {
    let window = makeWindow(390, 844, scale: 3)
    window.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = ViewController()
    window.rootViewController = controller
    let view: View = controller.view
    let view1 = View()
    let view2 = View()
    view.addSubview(view1)
    view.addSubview(view2)
    view1.snp.makeConstraints { make in
      make.top.equalTo(controller.topLayoutGuide.snp.bottom)
      make.centerX.equalTo(view)
      make.width.height.equalTo(50)
    }
    view2.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(60)
      make.centerX.equalTo(view)
      make.width.height.equalTo(50)
    }
    window.layoutIfNeeded()
    #expect(view1.frame == rect(170, 47, 50, 50))
    #expect(view2.frame == rect(170, 107, 50, 50))
  }
}

import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// The examples of seed 001 (AutoLayout and Masonry notes, in Chinese) written with anchors.
@Suite("Seed 001: guides for equal spacing, priorities, switching constraints, safe area")
struct Seed001Tests {
  @Test("three layout guides keep equal vertical spacing around two subviews")
  func equalSpacingWithGuides() {
    let window = makeWindow()
    let superView = window
    let subView1 = addView(to: superView)
    let subView2 = addView(to: superView)
    let space1 = LayoutGuide()
    let space2 = LayoutGuide()
    let space3 = LayoutGuide()
    superView.addLayoutGuide(space1)
    superView.addLayoutGuide(space2)
    superView.addLayoutGuide(space3)
    LayoutConstraint.activate([
      space1.topAnchor.constraint(equalTo: superView.topAnchor),
      space1.bottomAnchor.constraint(equalTo: subView1.topAnchor),
      space2.topAnchor.constraint(equalTo: subView1.bottomAnchor),
      space2.bottomAnchor.constraint(equalTo: subView2.topAnchor),
      space3.topAnchor.constraint(equalTo: subView2.bottomAnchor),
      space3.bottomAnchor.constraint(equalTo: superView.bottomAnchor),
      space1.heightAnchor.constraint(equalTo: space2.heightAnchor),
      space2.heightAnchor.constraint(equalTo: space3.heightAnchor),
      subView1.centerXAnchor.constraint(equalTo: superView.centerXAnchor),
      subView1.widthAnchor.constraint(equalToConstant: 100),
      subView1.heightAnchor.constraint(equalToConstant: 100),
      subView2.centerXAnchor.constraint(equalTo: superView.centerXAnchor),
      subView2.widthAnchor.constraint(equalToConstant: 50),
      subView2.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    // (480 − 150) / 3 = 110 above, between and below.
    #expect(subView1.frame == rect(110, 110, 100, 100))
    #expect(subView2.frame == rect(135, 320, 50, 50))
    #expect(space2.layoutFrame.height == 110)
  }

  @Test("the bottom view's size wins over the top view's lower-priority size")
  func priorityResolvesTheConflict() {
    let window = makeWindow(320, 480)
    window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let controller = ViewController()
    window.rootViewController = controller
    let view: View = controller.view
    let topView = addView(to: view)
    let bottomView = addView(to: view)
    let topWidth = topView.widthAnchor.constraint(equalToConstant: 50)
    let topHeight = topView.heightAnchor.constraint(equalToConstant: 50)
    topWidth.priority = .defaultHigh
    topHeight.priority = .defaultHigh
    LayoutConstraint.activate([
      topView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      topView.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      topWidth, topHeight,
      bottomView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      bottomView.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.bottomAnchor),
      bottomView.widthAnchor.constraint(equalToConstant: 50),
      bottomView.heightAnchor.constraint(equalToConstant: 50),
      bottomView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 40),
    ])
    window.layoutIfNeeded()
    #expect(controller.topLayoutGuide.length == 20)
    #expect(bottomView.frame == rect(135, 430, 50, 50))
    // The top view is stretched from the status bar down to 40 above the bottom view.
    #expect(topView.frame == rect(135, 20, 50, 370))
  }

  @Test("switching a view between a top and a bottom constraint", arguments: [false, true])
  func switchTopAndBottom(animated: Bool) {
    let window = makeWindow()
    let subView = addView(to: window)
    let topConstraint = subView.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
    let bottomConstraint = subView.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -50)
    LayoutConstraint.activate([
      topConstraint, bottomConstraint, subView.widthAnchor.constraint(equalToConstant: 50),
      subView.heightAnchor.constraint(equalToConstant: 50),
      subView.centerXAnchor.constraint(equalTo: window.centerXAnchor),
    ])
    bottomConstraint.isActive = false
    window.layoutIfNeeded()
    #expect(subView.frame == rect(135, 100, 50, 50))
    var isClick = false
    func click() {
      isClick.toggle()
      if isClick {
        bottomConstraint.isActive = true
        topConstraint.isActive = false
      } else {
        bottomConstraint.isActive = false
        topConstraint.isActive = true
      }
      if animated {
        let animation = View.animate(withDuration: 0.3) { window.layoutIfNeeded() }
        let midway = animation.frame(of: subView, at: 0.15)
        #expect(midway.minY == 240)  // halfway between 100 and 380
      } else {
        window.layoutIfNeeded()
      }
    }
    click()
    #expect(subView.frame == rect(135, 380, 50, 50))
    click()
    #expect(subView.frame == rect(135, 100, 50, 50))
  }

  @Test("a view pinned to the safe area's top, and to the top layout guide")
  func safeArea() {
    let window = makeWindow(390, 844, scale: 3)
    window.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = ViewController()
    window.rootViewController = controller
    let view: View = controller.view
    let pinned = addView(to: view)
    let guided = addView(to: view)
    LayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      pinned.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 50),
      pinned.heightAnchor.constraint(equalToConstant: 50),
      guided.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
      guided.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      guided.widthAnchor.constraint(equalToConstant: 50),
      guided.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(pinned.frame == rect(170, 47, 50, 50))
    // Root-view margins: 20 leading on a 390-point-wide view; the bottom guide starts at the safe
    // area's bottom.
    #expect(guided.frame == rect(20, 844 - 34 - 50, 50, 50))
    #expect(view.safeAreaLayoutGuide.layoutFrame == rect(0, 47, 390, 844 - 47 - 34))
  }
}

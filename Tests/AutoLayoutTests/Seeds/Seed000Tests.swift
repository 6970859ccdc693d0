import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// The programmatic examples of seed 000 ("Automatisches Layout"), with the frames they imply.
@Suite("Seed 000: pinning, sizes, centring, guides, proportions, animation")
struct Seed000Tests {
  @Test("pinning to the leading margin + 20, anchor style and init(item:) style", arguments: bothDirections)
  func pinning(direction: UserInterfaceLayoutDirection) throws {
    for style in 0..<2 {
      let window = makeWindow(direction: direction)
      let myView = addView(to: window)
      if style == 0 {
        let margins = window.layoutMarginsGuide
        myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 20).isActive = true
      } else {
        try LayoutConstraint(
          item: myView, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leadingMargin,
          multiplier: 1.0, constant: 20.0
        ).isActive = true
      }
      myView.topAnchor.constraint(equalTo: window.topAnchor, constant: 40).isActive = true
      myView.widthAnchor.constraint(equalToConstant: 200).isActive = true
      myView.heightAnchor.constraint(equalToConstant: 100).isActive = true
      window.layoutIfNeeded()
      let expected = rect(28, 40, 200, 100)  // margin 8 + 20
      #expect(myView.frame == (direction == .leftToRight ? expected : mirrored(expected, in: 320)))
    }
  }

  @Test("width 200 and height 100 centred, anchor style and init(item:) style")
  func centring() throws {
    for style in 0..<2 {
      let window = makeWindow()
      let myView = addView(to: window)
      if style == 0 {
        myView.widthAnchor.constraint(equalToConstant: 200).isActive = true
        myView.heightAnchor.constraint(equalToConstant: 100).isActive = true
        myView.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
        myView.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
      } else {
        LayoutConstraint.activate([
          try LayoutConstraint(
            item: myView, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 200),
          try LayoutConstraint(
            item: myView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 100),
          try LayoutConstraint(
            item: myView, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX,
            multiplier: 1, constant: 0),
          try LayoutConstraint(
            item: myView, attribute: .centerY, relatedBy: .equal, toItem: window, attribute: .centerY,
            multiplier: 1, constant: 0),
        ])
      }
      window.layoutIfNeeded()
      #expect(myView.frame == rect(60, 190, 200, 100))
    }
  }

  @Test("a 100 × 18 button centred by frame-sized intrinsic content")
  func centredButton() throws {
    let window = makeWindow()
    let button = addView(SizedView(100, 18), to: window)
    LayoutConstraint.activate([
      try LayoutConstraint(
        item: button, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX,
        multiplier: 1.0, constant: 0.0),
      try LayoutConstraint(
        item: button, attribute: .centerY, relatedBy: .equal, toItem: window, attribute: .centerY,
        multiplier: 1.0, constant: 0.0),
    ])
    window.layoutIfNeeded()
    #expect(button.frame == rect(110, 231, 100, 18))
  }

  @Test("two buttons centred between two equal-width layout guides", arguments: bothDirections)
  func buttonsBetweenGuides(direction: UserInterfaceLayoutDirection) {
    let window = makeWindow(direction: direction)
    let button1 = addView(SizedView(80, 30), to: window)
    let button2 = addView(SizedView(60, 30), to: window)
    let leadingSpace = LayoutGuide()
    let trailingSpace = LayoutGuide()
    window.addLayoutGuide(leadingSpace)
    window.addLayoutGuide(trailingSpace)
    leadingSpace.widthAnchor.constraint(equalTo: trailingSpace.widthAnchor).isActive = true
    leadingSpace.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
    leadingSpace.trailingAnchor.constraint(equalTo: button1.leadingAnchor).isActive = true
    button2.leadingAnchor.constraint(equalTo: button1.trailingAnchor, constant: 8).isActive = true
    trailingSpace.leadingAnchor.constraint(equalTo: button2.trailingAnchor).isActive = true
    trailingSpace.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
    // The vertical constraints the text asks for.
    button1.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
    button2.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
    window.layoutIfNeeded()
    // 320 - 80 - 8 - 60 = 172 → 86 on each side.
    let one = rect(86, 225, 80, 30)
    let two = rect(174, 225, 60, 30)
    #expect(button1.frame == (direction == .leftToRight ? one : mirrored(one, in: 320)))
    #expect(button2.frame == (direction == .leftToRight ? two : mirrored(two, in: 320)))
    #expect(leadingSpace.layoutFrame.width == 86)
    #expect(trailingSpace.layoutFrame.width == 86)
  }

  @Test("proportional layout: trailing with multiplier 1.125, bottom space 60")
  func proportional() throws {
    let window = makeWindow()
    let v1 = addView(to: window, name: "V1")
    let v2 = addView(to: v1, name: "V2")
    LayoutConstraint.activate([
      v1.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      v1.topAnchor.constraint(equalTo: window.topAnchor),
      v1.widthAnchor.constraint(equalToConstant: 320),
      v1.heightAnchor.constraint(equalTo: v1.widthAnchor),
      v2.widthAnchor.constraint(equalToConstant: 100),
      v2.heightAnchor.constraint(equalToConstant: 100),
      // superview.trailing == 1.125 × V2.trailing (in V1's coordinates), bottom space 60.
      try LayoutConstraint(
        item: v1, attribute: .trailing, relatedBy: .equal, toItem: v2, attribute: .trailing,
        multiplier: 1.125, constant: 0),
      try LayoutConstraint(
        item: v1, attribute: .bottom, relatedBy: .equal, toItem: v2, attribute: .bottom,
        multiplier: 1, constant: 60),
    ])
    window.layoutIfNeeded()
    // 320 = 1.125 × maxX → maxX = 284.44…, snapped half-up to the 0.5 grid: 284.5.
    #expect(v2.frame == rect(184.5, 160, 100, 100))
  }

  @Test("the seed's blue and red views (left/right/top and half the width)")
  func blueAndRed() throws {
    let window = makeWindow()
    let blue = addView(to: window)
    let red = addView(to: window)
    window.addConstraints([
      try LayoutConstraint(
        item: blue, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left, multiplier: 1,
        constant: 20),
      try LayoutConstraint(
        item: blue, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1,
        constant: 20),
      try LayoutConstraint(
        item: blue, attribute: .right, relatedBy: .equal, toItem: window, attribute: .right, multiplier: 1,
        constant: -20),
      try LayoutConstraint(
        item: blue, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 50),
      try LayoutConstraint(
        item: red, attribute: .top, relatedBy: .equal, toItem: blue, attribute: .bottom, multiplier: 1,
        constant: 20),
      try LayoutConstraint(
        item: red, attribute: .right, relatedBy: .equal, toItem: window, attribute: .right, multiplier: 1,
        constant: -20),
      try LayoutConstraint(
        item: red, attribute: .height, relatedBy: .equal, toItem: blue, attribute: .height, multiplier: 1,
        constant: 0),
      try LayoutConstraint(
        item: red, attribute: .width, relatedBy: .equal, toItem: blue, attribute: .width, multiplier: 0.5,
        constant: 0),
    ])
    window.layoutIfNeeded()
    #expect(blue.frame == rect(20, 20, 280, 50))
    #expect(red.frame == rect(160, 90, 140, 50))
  }

  @Test("animating a changed constant: frames before, after, and in between")
  func animation() {
    let window = makeWindow()
    let box = addView(to: window)
    let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)
    LayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == rect(20, 20, 100, 100))
    top.constant = 220
    var completed = false
    let animation = View.animate(withDuration: 0.25, animations: window.layoutIfNeeded) { completed = $0 }
    #expect(completed)
    #expect(box.frame == rect(20, 220, 100, 100))
    #expect(animation.frame(of: box, at: 0) == rect(20, 20, 100, 100))
    #expect(animation.frame(of: box, at: 0.125) == rect(20, 120, 100, 100))  // ease in-out: halfway
    #expect(animation.frame(of: box, at: 0.25) == rect(20, 220, 100, 100))
    let linear = View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      top.constant = 20
      window.layoutIfNeeded()
    }
    #expect(linear.frame(of: box, at: 0.25).minY == 170)
    #expect(AnimationCurve.easeIn.value(at: 0.5) < 0.5)
    #expect(AnimationCurve.easeOut.value(at: 0.5) > 0.5)
  }

  @Test("layoutSubviews may adjust frames after the engine")
  func manualAfterEngine() {
    final class Container: View {
      let badge = View()
      override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: bounds.width - 20, y: 0, width: 20, height: 20)
      }
    }
    let window = makeWindow()
    let container = addView(Container(), to: window) as! Container
    container.addSubview(container.badge)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      container.widthAnchor.constraint(equalToConstant: 150),
      container.heightAnchor.constraint(equalToConstant: 60),
    ])
    window.layoutIfNeeded()
    #expect(container.badge.frame == rect(130, 0, 20, 20))
  }
}

import Foundation
import Testing
import _AutoLayoutTestSupport

@testable import AutoLayout

/// `keyboardLayoutGuide` (iOS 15) and the subview order calls UIKit code uses with it.
@Suite("Keyboard layout guide, subview order")
struct KeyboardLayoutGuideTests {
  /// An iPhone 15 window: status bar 59, home indicator 34.
  func window() -> Window {
    Window(
      size: CGSize(width: 393, height: 852), scale: 3,
      safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("an input bar on the keyboard guide sits on the safe area, moves up with the keyboard and back")
  func inputBarFollowsKeyboard() {
    let window = window()
    let bar = addView(to: window)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 52),
      bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
    window.layoutIfNeeded()
    // Hidden keyboard: the guide is the 34 points below the safe area.
    #expect(window.keyboardLayoutGuide.layoutFrame == rect(0, 818, 393, 34))
    #expect(bar.frame == rect(0, 758, 393, 52))
    window.keyboardHeight = 336
    window.layoutIfNeeded()
    #expect(window.keyboardLayoutGuide.layoutFrame == rect(0, 516, 393, 336))
    #expect(bar.frame == rect(0, 456, 393, 52))
    window.keyboardHeight = 0
    window.layoutIfNeeded()
    #expect(bar.frame == rect(0, 758, 393, 52))
    // Tied to the view's bottom instead of the safe area's.
    window.keyboardLayoutGuide.usesBottomSafeArea = false
    window.layoutIfNeeded()
    #expect(window.keyboardLayoutGuide.layoutFrame == rect(0, 852, 393, 0))
    #expect(bar.frame == rect(0, 792, 393, 52))
  }

  @Test("a controller's view: the guide is in the view's coordinates, UIKit's name in descriptions")
  func controllerView() {
    let window = window()
    let controller = ViewController()
    window.rootViewController = controller
    let field = addView(to: controller.view)
    let bottom = field.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor)
    LayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 44), bottom,
    ])
    window.makeKeyAndVisible()
    window.keyboardHeight = 300
    window.layoutIfNeeded()
    #expect(field.frame.minY == 508 && field.frame.height == 44)
    #expect(bottom.description.contains("UIKeyboardLayoutGuide'UIViewKeyboardLayoutGuide'"))
  }

  @Test("bringSubviewToFront, sendSubviewToBack, insertSubview(above/below:), exchangeSubview")
  func subviewOrder() {
    let container = View()
    let (a, b, c, d) = (View(), View(), View(), View())
    for view in [a, b, c] { container.addSubview(view) }
    container.bringSubviewToFront(a)
    #expect(container.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
    container.sendSubviewToBack(a)
    #expect(container.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
    container.insertSubview(d, aboveSubview: a)
    #expect(container.subviews.map { ObjectIdentifier($0) } == [a, d, b, c].map { ObjectIdentifier($0) })
    container.insertSubview(a, aboveSubview: c)
    #expect(container.subviews.map { ObjectIdentifier($0) } == [d, b, c, a].map { ObjectIdentifier($0) })
    container.insertSubview(a, belowSubview: d)
    #expect(container.subviews.map { ObjectIdentifier($0) } == [a, d, b, c].map { ObjectIdentifier($0) })
    container.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(container.subviews.map { ObjectIdentifier($0) } == [c, d, b, a].map { ObjectIdentifier($0) })
    #expect(d.superview === container)
  }
}

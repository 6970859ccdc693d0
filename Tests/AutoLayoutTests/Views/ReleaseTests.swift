import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("A dropped hierarchy is freed: views, constraints and the engine hold no cycle")
struct ReleaseTests {
  /// A window no helper keeps (`makeWindow()` keeps its windows for the whole run).
  static func window(_ direction: UserInterfaceLayoutDirection = .leftToRight) -> Window {
    Window(size: CGSize(width: 320, height: 480), scale: 2, layoutDirection: direction)
  }

  @Test("a window laid out with VFL constraints is freed when the last reference goes")
  func visualFormatWindow() throws {
    weak var window: Window?
    weak var view: View?
    weak var constraint: LayoutConstraint?
    func build() throws {
      let made = Self.window()
      let child = addView(to: made)
      let pins = try LayoutConstraint.constraints(withVisualFormat: "H:|-20-[v(200)]", views: ["v": child])
      LayoutConstraint.activate(pins)
      made.layoutIfNeeded()
      (window, view, constraint) = (made, child, pins[0])
    }
    try build()
    #expect(window == nil)
    #expect(view == nil)
    #expect(constraint == nil)
  }

  @Test("a window laid out with anchors is freed when the last reference goes")
  func anchorWindow() {
    weak var window: Window?
    weak var view: View?
    weak var constraint: LayoutConstraint?
    func build() {
      let made = Self.window()
      let child = addView(to: made)
      let pin = child.leadingAnchor.constraint(equalTo: made.leadingAnchor, constant: 20)
      pin.isActive = true
      made.layoutIfNeeded()
      (window, view, constraint) = (made, child, pin)
    }
    build()
    #expect(window == nil)
    #expect(view == nil)
    #expect(constraint == nil)
  }

  @Test("a stack view, a layout guide and a scroll view are freed with their window")
  func stackGuideAndScroll() {
    weak var stack: StackView?
    weak var guide: LayoutGuide?
    weak var scroll: ScrollView?
    weak var arranged: View?
    func build() {
      let made = Self.window(.rightToLeft)
      let scrollView = addView(ScrollView(), to: made) as! ScrollView
      let stackView = StackView(arrangedSubviews: [SizedView(40, 20), SizedView(60, 20)])
      addView(stackView, to: scrollView)
      let layoutGuide = LayoutGuide()
      made.addLayoutGuide(layoutGuide)
      LayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: made.safeAreaLayoutGuide.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: made.leadingAnchor),
        scrollView.widthAnchor.constraint(equalTo: made.widthAnchor),
        scrollView.heightAnchor.constraint(equalToConstant: 200),
        stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        layoutGuide.widthAnchor.constraint(equalTo: stackView.widthAnchor),
      ])
      made.layoutIfNeeded()
      #expect(stackView.frame.width == 100)
      (stack, guide, scroll, arranged) = (stackView, layoutGuide, scrollView, stackView.arrangedSubviews[0])
    }
    build()
    #expect(stack == nil)
    #expect(guide == nil)
    #expect(scroll == nil)
    #expect(arranged == nil)
  }
}

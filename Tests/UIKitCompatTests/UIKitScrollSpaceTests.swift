import Testing
import UIKitCompat

/// Constraints across a scroll view's bounds, measured where their views show (as UIKit evaluates
/// a constraint in the coordinates of the view that holds it), and coordinates in a scrolled view.
@Suite("UIScrollView: frame layout guide, sticky subviews, bounds and convert")
struct UIKitScrollSpaceTests {
  /// A scroll view placed by its frame layout guide 100 below the root's top, 400 tall, with a
  /// 2000-point column; a subview pinned 10 below the frame guide's top (sticky); a subview pinned
  /// 5 below a view outside the scroll view.
  final class Screen: UIViewController {
    let scroll = UIScrollView()
    let sticky = UIView()
    let pinnedOutside = UIView()
    let outside = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      let column = UIView()
      for view in [scroll, outside] {
        view.translatesAutoresizingMaskIntoConstraints = false; self.view.addSubview(view)
      }
      for view in [column, sticky, pinnedOutside] {
        view.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(view)
      }
      NSLayoutConstraint.activate([
        scroll.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        scroll.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scroll.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scroll.frameLayoutGuide.heightAnchor.constraint(equalToConstant: 400),
        column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        column.heightAnchor.constraint(equalToConstant: 2000),
        sticky.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
        sticky.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
        sticky.widthAnchor.constraint(equalToConstant: 50),
        sticky.heightAnchor.constraint(equalToConstant: 20),
        pinnedOutside.topAnchor.constraint(equalTo: outside.bottomAnchor, constant: 5),
        pinnedOutside.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        pinnedOutside.widthAnchor.constraint(equalToConstant: 50),
        pinnedOutside.heightAnchor.constraint(equalToConstant: 20),
        outside.topAnchor.constraint(equalTo: view.topAnchor, constant: 150),
        outside.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        outside.widthAnchor.constraint(equalToConstant: 10),
        outside.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
  }

  @Test(
    "scrolled, the scroll view stays where its frame guide puts it; sticky and outside-pinned views stay on screen"
  )
  func scrolling() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let screen = Screen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let scroll = screen.scroll
    #expect(scroll.frame == CGRect(x: 0, y: 100, width: 375, height: 400))
    #expect(scroll.contentSize == CGSize(width: 375, height: 2000))
    #expect(screen.sticky.convert(screen.sticky.bounds, to: nil).origin == CGPoint(x: 0, y: 110))
    #expect(
      screen.pinnedOutside.convert(screen.pinnedOutside.bounds, to: nil).origin == CGPoint(x: 0, y: 165))
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 100, width: 375, height: 400))
    #expect(scroll.bounds == CGRect(x: 0, y: 300, width: 375, height: 400))
    // In the content: 300 further down; on screen: where they were.
    #expect(screen.sticky.frame.origin == CGPoint(x: 0, y: 310))
    #expect(screen.sticky.convert(screen.sticky.bounds, to: nil).origin == CGPoint(x: 0, y: 110))
    #expect(screen.pinnedOutside.frame.origin == CGPoint(x: 0, y: 365))
    #expect(
      screen.pinnedOutside.convert(screen.pinnedOutside.bounds, to: nil).origin == CGPoint(x: 0, y: 165))
    #expect(scroll.convert(scroll.bounds, to: nil) == CGRect(x: 0, y: 100, width: 375, height: 400))
    // Setting the bounds' origin scrolls, as in UIKit.
    scroll.bounds = CGRect(x: 0, y: 0, width: 375, height: 400)
    window.layoutIfNeeded()
    #expect(scroll.contentOffset == .zero)
    #expect(screen.sticky.frame.origin == CGPoint(x: 0, y: 10))
  }

  @Test(
    "a full-screen scroll view placed by its frame guide under a navigation bar has the bar in its insets")
  func frameGuideUnderBar() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let form = UIViewController()
    let scroll = UIScrollView()
    scroll.alwaysBounceVertical = true
    scroll.translatesAutoresizingMaskIntoConstraints = false
    form.view.addSubview(scroll)
    NSLayoutConstraint.activate([
      scroll.frameLayoutGuide.topAnchor.constraint(equalTo: form.view.topAnchor),
      scroll.frameLayoutGuide.bottomAnchor.constraint(equalTo: form.view.bottomAnchor),
      scroll.frameLayoutGuide.leadingAnchor.constraint(equalTo: form.view.leadingAnchor),
      scroll.frameLayoutGuide.trailingAnchor.constraint(equalTo: form.view.trailingAnchor),
    ])
    window.rootViewController = UINavigationController(rootViewController: form)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(scroll.adjustedContentInset.top == 44)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -44))
  }
}

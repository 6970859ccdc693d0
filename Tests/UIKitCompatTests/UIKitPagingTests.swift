import Testing
import UIKitCompat

/// A horizontally paged scroll view as onboarding screens build it: pages side by side in a row
/// as wide as the scroll view's frame times the page count, each page laid out in its margins.
@Suite("UIScrollView paging: pages off screen keep their margins; a page control follows the pages")
struct UIKitPagingTests {
  final class Onboarding: UIViewController {
    let scrollView = UIScrollView()
    var pages: [UIStackView] = []
    var bodies: [UILabel] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.isPagingEnabled = true
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      let row = UIStackView()
      row.distribution = .fillEqually
      row.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(row)
      for title in ["Welcome", "Measure", "Ship"] {
        let body = UILabel()
        body.text = title
        body.numberOfLines = 0
        body.textAlignment = .center
        let page = UIStackView(arrangedSubviews: [body])
        page.axis = .vertical
        page.isLayoutMarginsRelativeArrangement = true
        page.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 32)
        row.addArrangedSubview(page)
        pages.append(page)
        bodies.append(body)
      }
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        row.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        row.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
        row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, multiplier: 3),
      ])
    }
  }

  @Test(
    "pages to the right of a screen with no side insets have no safe-area insets there: each page 393 wide, its text inset 32"
  )
  func pagesOffScreen() throws {
    // An iPhone 15's screen: a sensor housing above and a home indicator below, no side insets.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let onboarding = Onboarding()
    window.rootViewController = onboarding
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(onboarding.scrollView.contentSize == CGSize(width: 1179, height: 759))
    for (index, page) in onboarding.pages.enumerated() {
      #expect(page.safeAreaInsets == .zero, "page \(index)")
      #expect(page.frame == CGRect(x: CGFloat(index) * 393, y: 0, width: 393, height: 759), "page \(index)")
      #expect(onboarding.bodies[index].frame.minX == 32, "page \(index)")
      #expect(onboarding.bodies[index].frame.width == 329, "page \(index)")
    }
    // Scrolled to the second page, the first is off screen to the left: the same.
    onboarding.scrollView.setContentOffset(CGPoint(x: 393, y: 0), animated: true)
    window.layoutIfNeeded()
    #expect(onboarding.pages[0].safeAreaInsets == .zero)
    #expect(onboarding.bodies[0].frame.width == 329)
  }

  /// The page control onboarding screens put over their pages: centred above the safe area's
  /// bottom, following the scroll view, and scrolling it when tapped.
  final class DottedOnboarding: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    let pageCount = 4

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.isPagingEnabled = true
      scrollView.delegate = self
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      pageControl.translatesAutoresizingMaskIntoConstraints = false
      pageControl.numberOfPages = pageCount
      pageControl.currentPageIndicatorTintColor = .label
      pageControl.pageIndicatorTintColor = .secondaryLabel
      pageControl.addAction(
        UIAction { [unowned self] _ in
          let width = scrollView.frame.width
          scrollView.setContentOffset(
            CGPoint(x: CGFloat(pageControl.currentPage) * width, y: 0), animated: true)
        }, for: .valueChanged)
      view.addSubview(scrollView)
      view.addSubview(pageControl)
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(content)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        content.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
        content.widthAnchor.constraint(
          equalTo: scrollView.frameLayoutGuide.widthAnchor, multiplier: CGFloat(pageCount)),
        pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
      ])
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      let width = scrollView.frame.width
      guard width > 0 else { return }
      pageControl.currentPage = Int((scrollView.contentOffset.x / width).rounded())
    }
  }

  @Test(
    "a page control of 4 pages is 55 × 37, centred 8 above the safe area; it follows the scroll view and scrolls it"
  )
  func pageControl() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let onboarding = DottedOnboarding()
    window.rootViewController = onboarding
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let dots = onboarding.pageControl
    // 4 dots of 7 points, 9 apart: 55 wide; (393 − 55) / 2 = 169; 852 − 34 − 8 − 37 = 773.
    #expect(dots.intrinsicContentSize == CGSize(width: 55, height: 37))
    #expect(dots.frame == CGRect(x: 169, y: 773, width: 55, height: 37))
    #expect(dots.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
    #expect(dots.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
    // Scrolling to the third page moves the current dot.
    onboarding.scrollView.setContentOffset(CGPoint(x: 786, y: 0), animated: false)
    #expect(dots.currentPage == 2)
    // A tap after the current dot moves one page and scrolls; at the last page it stays.
    #expect(dots.step(forward: true) == 3)
    #expect(onboarding.scrollView.contentOffset == CGPoint(x: 1179, y: 0))
    #expect(dots.step(forward: true) == 3)
    #expect(dots.interactionState == .none)
    // Fewer pages clamp the current one and narrow the control.
    dots.numberOfPages = 2
    #expect(dots.currentPage == 1)
    window.layoutIfNeeded()
    #expect(dots.frame == CGRect(x: 185, y: 773, width: 23, height: 37))
    // A vertical direction stands the row up.
    dots.direction = .topToBottom
    #expect(dots.intrinsicContentSize == CGSize(width: 37, height: 23))
    #expect(UIPageControl.uikitName == "UIPageControl")
  }
}

extension UIKitPagingTests {
  @Test(
    "in landscape a paged scroll view takes the notch into its insets: pages have no safe area, the content starts at -59; a vertical one leaves it to its content"
  )
  func landscapeInsets() throws {
    // An iPhone 15 in landscape: the sensor housing and the rounded corners on both sides, the
    // home indicator below.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    let onboarding = Onboarding()
    window.rootViewController = onboarding
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let scroll = onboarding.scrollView
    // The scroll view is pinned to the safe area's top and bottom, to the view's sides.
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 852, height: 372))
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
    #expect(scroll.contentOffset == CGPoint(x: -59, y: 0))
    for (index, page) in onboarding.pages.enumerated() {
      #expect(page.safeAreaInsets == .zero, "page \(index)")
      #expect(page.frame.width == 852, "page \(index)")
      #expect(onboarding.bodies[index].frame.width == 788, "page \(index)")
    }

    // A vertical scroll view with a column of text: not scrollable sideways, so the notch stays in
    // its content's safe area and its adjusted insets have no sides (UIKit's `.automatic`).
    let column = UIScrollView()
    let text = UILabel()
    text.text = "Terms"
    text.translatesAutoresizingMaskIntoConstraints = false
    column.translatesAutoresizingMaskIntoConstraints = false
    column.addSubview(text)
    let controller = UIViewController()
    controller.view.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: controller.view.topAnchor),
      column.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
      column.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      text.topAnchor.constraint(equalTo: column.contentLayoutGuide.topAnchor),
      text.bottomAnchor.constraint(equalTo: column.contentLayoutGuide.bottomAnchor),
      text.leadingAnchor.constraint(equalTo: column.contentLayoutGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: column.contentLayoutGuide.trailingAnchor),
      text.widthAnchor.constraint(equalTo: column.frameLayoutGuide.widthAnchor),
      text.heightAnchor.constraint(equalToConstant: 1000),
    ])
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(column.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(column.contentOffset == CGPoint(x: 0, y: 0))
    #expect(text.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
    // `.always` takes the sides too; `.never` nothing.
    column.contentInsetAdjustmentBehavior = .always
    window.layoutIfNeeded()
    #expect(column.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(text.safeAreaInsets == .zero)
    column.contentInsetAdjustmentBehavior = .never
    window.layoutIfNeeded()
    #expect(column.adjustedContentInset == .zero)
    // The content reaches under the home indicator: 1000 − 372.
    #expect(text.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 628, right: 59))
  }
}

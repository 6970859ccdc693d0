import Testing
import UIKitCompat

/// A horizontally paged scroll view as onboarding screens build it: pages side by side in a row
/// as wide as the scroll view's frame times the page count, each page laid out in its margins.
@Suite("UIScrollView paging: pages off screen keep their margins")
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
}

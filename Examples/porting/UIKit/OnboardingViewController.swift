import UIKit

/// Onboarding pages side by side in a paging scroll view: a horizontal stack in the content
/// guide, each page as large as the frame guide, a page control and a Next button.
final class OnboardingViewController: UIViewController {
  let scrollView = UIScrollView()
  let pageControl = UIPageControl()
  let nextButton = UIButton(type: .system)
  private(set) var pages: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)

    let stack = UIStackView()
    stack.axis = .horizontal
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    for color in [UIColor.systemRed, .systemGreen, .systemBlue] {
      let page = UIView()
      page.backgroundColor = color
      stack.addArrangedSubview(page)
      page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
      page.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor).isActive = true
      pages.append(page)
    }

    pageControl.numberOfPages = pages.count
    pageControl.translatesAutoresizingMaskIntoConstraints = false
    nextButton.setTitle("Next", for: .normal)
    nextButton.translatesAutoresizingMaskIntoConstraints = false
    nextButton.addTarget(self, action: #selector(showNextPage), for: .touchUpInside)
    view.addSubview(pageControl)
    view.addSubview(nextButton)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.heightAnchor.constraint(equalToConstant: 400),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      pageControl.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 8),
      pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      nextButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  @objc func showNextPage() {
    let page = min(pageControl.currentPage + 1, pages.count - 1)
    pageControl.currentPage = page
    scrollView.setContentOffset(CGPoint(x: CGFloat(page) * scrollView.bounds.width, y: 0), animated: true)
  }
}

import UIKitCompat

/// An article: a scroll view pinned to the safe area, its content laid out against the content and
/// frame layout guides, a stack of blocks, a configured button titled with setTitle, and a
/// double tap that scrolls back to the top.
final class ArticleViewController: UIViewController {
  let scrollView = UIScrollView()
  let content = UIStackView()
  let shareButton = UIButton(configuration: .filled())
  private(set) var shared = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    content.axis = .vertical
    content.spacing = 16
    view.addSubview(scrollView)
    scrollView.addSubview(content)
    for height in [200, 120, 480] {
      let block = UIView()
      block.heightAnchor.constraint(equalToConstant: CGFloat(height)).isActive = true
      content.addArrangedSubview(block)
    }
    shareButton.setTitle("Share", for: .normal)
    shareButton.addTarget(self, action: ArticleViewController.share, for: .touchUpInside)
    content.addArrangedSubview(shareButton)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    let doubleTap = UITapGestureRecognizer(target: self, action: ArticleViewController.scrollToTop(_:))
    doubleTap.numberOfTapsRequired = 2
    scrollView.addGestureRecognizer(doubleTap)
  }

  func share() {
    shared += 1
  }

  func scrollToTop(_ recognizer: UITapGestureRecognizer) {
    scrollView.setContentOffset(.zero, animated: true)
  }
}

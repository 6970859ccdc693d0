import UIKitCompat

/// A header that shrinks as the content scrolls: the scroll view's `contentOffset` observed with
/// key-value observation, the header's height constraint following it.
final class StretchyHeaderViewController: UIViewController {
  let scrollView = UIScrollView()
  let header = UIView()
  let content = UIView()
  private var headerHeight: NSLayoutConstraint!
  private var offsetObservation: NSKeyValueObservation?

  override func viewDidLoad() {
    super.viewDidLoad()
    [scrollView, header, content].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(scrollView)
    view.addSubview(header)
    scrollView.addSubview(content)
    headerHeight = header.heightAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerHeight,
      scrollView.topAnchor.constraint(equalTo: header.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1500),
    ])
    offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
      guard let self, let offset = change.newValue else { return }
      self.headerHeight.constant = max(100, 200 - offset.y)
    }
  }
}

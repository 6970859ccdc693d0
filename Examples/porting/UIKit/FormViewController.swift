import UIKit

/// A long form in a scroll view that makes room for the keyboard: the keyboard's frame from the
/// notification, converted to the view, becomes the scroll view's bottom inset.
final class FormViewController: UIViewController {
  let scrollView = UIScrollView()
  let fields = (0..<8).map { _ in UITextField() }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.keyboardDismissMode = .interactive
    view.addSubview(scrollView)
    let stack = UIStackView(arrangedSubviews: fields)
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
    ])
    for field in fields {
      field.borderStyle = .roundedRect
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let info = notification.userInfo
    guard let end = info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    let keyboard = view.convert(end, from: view.window)
    let overlap = max(0, view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom)
    scrollView.contentInset.bottom = overlap
    scrollView.verticalScrollIndicatorInsets.bottom = overlap
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    scrollView.contentInset.bottom = 0
    scrollView.verticalScrollIndicatorInsets.bottom = 0
  }
}

import UIKitCompat

/// A chat screen: messages above an input bar that follows the keyboard through the keyboard
/// layout guide; the bar's field and send button placed by a visual format.
final class ChatViewController: UIViewController {
  let messagesView = UITableView()
  let inputBar = UIView()
  let messageField = UITextField()
  let sendButton = UIButton(type: .system)
  private(set) var sent: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    messagesView.translatesAutoresizingMaskIntoConstraints = false
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    messageField.translatesAutoresizingMaskIntoConstraints = false
    sendButton.translatesAutoresizingMaskIntoConstraints = false
    messageField.borderStyle = .roundedRect
    sendButton.setTitle("Send", for: .normal)
    sendButton.setContentHuggingPriority(.required, for: .horizontal)
    sendButton.addTarget(self, action: ChatViewController.send, for: .touchUpInside)
    view.addSubview(messagesView)
    view.addSubview(inputBar)
    inputBar.addSubview(messageField)
    inputBar.addSubview(sendButton)

    let views: [String: Any] = ["field": messageField, "send": sendButton]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[field]-[send]-|", options: .alignAllCenterY, metrics: nil, views: views))
    NSLayoutConstraint.activate([
      messagesView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messagesView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 52),
      messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
    ])
  }

  func send() {
    guard let text = messageField.text, !text.isEmpty else { return }
    sent.append(text)
    messageField.text = nil
  }
}

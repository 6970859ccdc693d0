import UIKitCompat

/// A compose screen: Cancel and Post bar button items, a filled button configured with insets,
/// and an alert that asks before discarding the draft.
final class ComposeViewController: UIViewController {
  let textView = UITextView()
  let attachButton = UIButton(configuration: .filled())
  private(set) var posted = 0
  private(set) var discarded = false
  private(set) var attachments = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: ComposeViewController.cancel)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Post", style: .done, target: self, action: ComposeViewController.post)

    var configuration = UIButton.Configuration.filled()
    configuration.title = "Attach"
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    attachButton.configuration = configuration
    attachButton.addTarget(self, action: ComposeViewController.attach, for: .touchUpInside)

    textView.translatesAutoresizingMaskIntoConstraints = false
    attachButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textView)
    view.addSubview(attachButton)
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      textView.bottomAnchor.constraint(equalTo: attachButton.topAnchor, constant: -12),
      attachButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      attachButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
    ])
  }

  func post() {
    posted += 1
  }

  func attach() {
    attachments += 1
  }

  func cancel() {
    let alert = UIAlertController(
      title: "Discard draft?", message: "Your text will be lost.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { _ in
        self.discarded = true
        self.textView.text = ""
      })
    present(alert, animated: true)
  }
}

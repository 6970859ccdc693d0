import UIKitCompat

/// A sign-in form: anchors, a stack view, a button's target-action, the keyboard notifications
/// and a tap that dismisses the keyboard. Written as an iOS app writes it.
final class LoginViewController: UIViewController {
  let emailField = UITextField()
  let passwordField = UITextField()
  let signInButton = UIButton(type: .system)
  private let form = UIStackView()
  private(set) var signIns = 0
  private(set) var keyboardHeight: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    emailField.placeholder = "Email"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    signInButton.setTitle("Sign In", for: .normal)
    signInButton.addTarget(self, action: LoginViewController.signIn, for: .touchUpInside)

    form.axis = .vertical
    form.spacing = 12
    form.translatesAutoresizingMaskIntoConstraints = false
    [emailField, passwordField, signInButton].forEach(form.addArrangedSubview)
    view.addSubview(form)
    NSLayoutConstraint.activate([
      form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      emailField.heightAnchor.constraint(equalToConstant: 44),
      passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
    ])

    let tap = UITapGestureRecognizer(target: self, action: LoginViewController.dismissKeyboard)
    view.addGestureRecognizer(tap)
    NotificationCenter.default.addObserver(
      self, selector: LoginViewController.keyboardWillShow(_:),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }

  private func signIn() {
    signIns += 1
  }

  func dismissKeyboard() {
    view.endEditing(true)
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    keyboardHeight = frame?.height ?? 0
  }
}

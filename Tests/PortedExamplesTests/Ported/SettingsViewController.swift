import LayoutDSL
import UIKitCompat

/// A settings row built with SnapKit: a switch whose value changes run a target-action, and a
/// swipe that goes back.
final class SettingsViewController: UIViewController {
  let row = UIView()
  let toggle = UISwitch()
  private(set) var notificationsOn = false
  private(set) var swipedBack = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(row)
    row.addSubview(toggle)
    row.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(56)
    }
    toggle.snp.makeConstraints { make in
      make.centerY.equalToSuperview()
      make.trailing.equalToSuperview().inset(16)
    }
    toggle.addTarget(self, action: SettingsViewController.toggled(_:), for: .valueChanged)
    let swipe = UISwipeGestureRecognizer(target: self, action: SettingsViewController.swipedRight)
    swipe.direction = .right
    view.addGestureRecognizer(swipe)
  }

  func toggled(_ sender: UISwitch) {
    notificationsOn = sender.isOn
  }

  func swipedRight() {
    swipedBack = true
  }
}

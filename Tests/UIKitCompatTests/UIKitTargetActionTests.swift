import Testing
import UIKitCompat

/// Target-action as `autolayout port` leaves it: UIKit's calls with a Swift method reference where
/// UIKit takes `#selector(…)` — controls, gesture recognizers, bar button items and notification
/// observers — each calling the same method UIKit would, with the sender UIKit would pass.
@Suite("Target-action with method references")
struct UIKitTargetActionTests {
  final class Counter: UIViewController {
    var log: [String] = []
    let button = UIButton(type: .system)
    let toggle = UISwitch()
    let avatar = UIImageView()

    override func viewDidLoad() {
      super.viewDidLoad()
      button.addTarget(self, action: Counter.tapped, for: .touchUpInside)
      toggle.addTarget(self, action: Counter.toggled(_:), for: .valueChanged)
      let tap = UITapGestureRecognizer(target: self, action: Counter.avatarTapped(_:))
      avatar.isUserInteractionEnabled = true
      avatar.addGestureRecognizer(tap)
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .add, target: self, action: Counter.add(_:))
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: self, action: Counter.edit)
      NotificationCenter.default.addObserver(
        self, selector: Counter.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification,
        object: nil)
    }

    func tapped() { log.append("tapped") }
    func toggled(_ sender: UISwitch) { log.append("toggled \(sender.isOn)") }
    func avatarTapped(_ recognizer: UITapGestureRecognizer) {
      log.append("avatar at \(recognizer.location(in: avatar).x)")
    }
    func add(_ sender: UIBarButtonItem) { log.append("add \(sender === navigationItem.rightBarButtonItem)") }
    func edit() { log.append("edit") }
    func keyboardWillShow(_ notification: Notification) { log.append("keyboard") }
  }

  @Test("controls, a tap, bar button items and a notification call the method with UIKit's sender")
  func calls() {
    let controller = Counter()
    controller.loadViewIfNeeded()
    controller.button.sendActions(for: .touchUpInside)
    controller.toggle.setOn(true, animated: false)
    controller.toggle.sendActions(for: .valueChanged)
    controller.avatar.gestureRecognizers?.first?.recognize(at: CGPoint(x: 12, y: 3))
    controller.navigationItem.rightBarButtonItem?.perform()
    controller.navigationItem.leftBarButtonItem?.perform()
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    #expect(controller.log == ["tapped", "toggled true", "avatar at 12.0", "add true", "edit", "keyboard"])
    #expect(controller.button.allTargets.count == 1)
    NotificationCenter.default.removeObserver(controller)
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    #expect(controller.log.count == 6)
  }

  @Test("targets are held weakly and removeTarget removes them, as in UIKit")
  func weakTargets() {
    let button = UIButton()
    weak var gone: Counter?
    do {
      let controller = Counter()
      gone = controller
      button.addTarget(controller, action: Counter.tapped, for: .touchUpInside)
    }
    #expect(gone == nil)
    button.sendActions(for: .touchUpInside)  // nothing to call, no crash
    let controller = Counter()
    button.addTarget(controller, action: Counter.tapped, for: .touchUpInside)
    button.removeTarget(controller, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.log.isEmpty)
  }

  @Test("a sender of another type than the method takes is not passed")
  func senderTypes() {
    let controller = Counter()
    let slider = UISlider()
    slider.addTarget(controller, action: Counter.toggled(_:), for: .valueChanged)
    slider.sendActions(for: .valueChanged)
    #expect(controller.log.isEmpty)
  }

  @Test("a pan reports its translation step by step; a disabled or refused gesture does nothing")
  func pan() {
    final class Card: UIView, UIGestureRecognizerDelegate {
      var steps: [String] = []
      var allows = true
      func dragged(_ pan: UIPanGestureRecognizer) {
        steps.append("\(pan.state) \(pan.translation(in: self).y)")
      }
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allows }
    }
    let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let pan = UIPanGestureRecognizer(target: card, action: Card.dragged(_:))
    card.addGestureRecognizer(pan)
    pan.begin(at: CGPoint(x: 50, y: 50))
    pan.move(by: CGPoint(x: 0, y: 30))
    pan.move(by: CGPoint(x: 0, y: 12))
    pan.end()
    #expect(card.steps == ["began 0.0", "changed 30.0", "changed 42.0", "ended 42.0"])
    #expect(pan.state == .possible)
    pan.delegate = card
    card.allows = false
    pan.begin(at: .zero)
    card.allows = true
    pan.isEnabled = false
    pan.begin(at: .zero)
    #expect(card.steps.count == 4)
    card.removeGestureRecognizer(pan)
    #expect(card.gestureRecognizers == nil && pan.view == nil)
  }
}

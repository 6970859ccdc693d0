import Foundation
import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// UIResponder: the chain from a view to its controller and superviews, and the keyboard
/// notifications code observes to move its content.
@Suite("UIResponder and keyboard notifications")
struct UIKitResponderTests {
  @Test("the responder chain: a view, its controller, the controller's superview")
  func responderChain() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = UIViewController()
    window.rootViewController = controller
    let button = UIButton(type: .system)
    controller.view.addSubview(button)
    #expect(button.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    #expect(window.next == nil)
    let responder: UIResponder = button
    #expect(!responder.canBecomeFirstResponder && !responder.isFirstResponder)
    let field = UITextField()
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder() && field.isFirstResponder)
  }

  final class Observed: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(String, CGRect?, CGRect?)] = []
    func add(_ note: Notification) {
      lock.lock()
      defer { lock.unlock() }
      seen.append(
        (
          note.name.rawValue,
          (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
          (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        ))
    }
    var all: [(String, CGRect?, CGRect?)] {
      lock.lock()
      defer { lock.unlock() }
      return seen
    }
  }

  @Test("showing and hiding the keyboard posts UIKit's notifications with its frames")
  func keyboardNotifications() {
    // A width no other test uses, to tell this window's notifications from others'.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 311, height: 600))
    let observed = Observed()
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidChangeFrameNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    let tokens = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        guard (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.width == 311
        else {
          return
        }
        observed.add(note)
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    window.keyboardHeight = 300
    window.keyboardHeight = 0
    let shown = CGRect(x: 0, y: 300, width: 311, height: 300)
    let hidden = CGRect(x: 0, y: 600, width: 311, height: 300)
    let seen = observed.all
    #expect(
      seen.map(\.0) == [
        "UIKeyboardWillShowNotification", "UIKeyboardWillChangeFrameNotification",
        "UIKeyboardDidShowNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidHideNotification",
        "UIKeyboardDidChangeFrameNotification",
      ])
    #expect(seen.first?.1 == hidden && seen.first?.2 == shown)
    #expect(seen.last?.1 == shown && seen.last?.2 == hidden)
  }
}

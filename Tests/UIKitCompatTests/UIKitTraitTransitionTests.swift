import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// `willTransition(to:with:)` as UIKit calls it: before the traits change, passed on to the
/// children, the coordinator's blocks run once the new traits apply.
@Suite("Trait transitions")
struct UIKitTraitTransitionTests {
  final class Log: @unchecked Sendable { var lines: [String] = [] }

  final class Screen: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func willTransition(
      to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      log.lines.append(
        "\(name) will \(newCollection.verticalSizeClass), now \(traitCollection.verticalSizeClass)")
      coordinator.animate(alongsideTransition: { _ in
        self.log.lines.append("\(self.name) alongside, now \(self.traitCollection.verticalSizeClass)")
      })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      log.lines.append("\(name) did change")
    }
  }

  @Test("a size class change is announced to the root and its children first, the blocks run after")
  func sizeClass() {
    let log = Log()
    let window = makeWindow(390, 844)
    window.verticalSizeClass = .regular
    let root = Screen("root", log: log)
    let child = Screen("child", log: log)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.verticalSizeClass = .compact
    #expect(
      log.lines == [
        // `super` first passes it on to the child before the root logs it.
        "child will compact, now regular", "root will compact, now regular", "root did change",
        "child did change",
        "child alongside, now compact", "root alongside, now compact",
      ])
    log.lines = []
    window.verticalSizeClass = .compact
    #expect(log.lines.isEmpty)
  }
}

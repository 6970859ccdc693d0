import Foundation
import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// Key-value observing as UIKit code writes it, which Foundation on Linux does not have:
/// `observe(\.contentOffset)` and `addObserver(_:forKeyPath:)` with `observeValue`.
@Suite("Key-value observing")
struct UIKitKeyValueObservingTests {
  @Test("observe(\\.contentOffset): old and new values once per change, none for the same value; then ended")
  func observeOffset() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var told: [(CGPoint?, CGPoint?)] = []
    var observation: NSKeyValueObservation? = scroll.observe(\.contentOffset, options: [.old, .new]) {
      _, change in told.append((change.oldValue, change.newValue))
    }
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    scroll.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
    #expect(told.count == 2)
    #expect(told.first?.0 == .zero && told.first?.1 == CGPoint(x: 0, y: 40))
    #expect(told.last?.0 == CGPoint(x: 0, y: 40) && told.last?.1 == CGPoint(x: 0, y: 90))
    _ = observation
    observation = nil
    scroll.contentOffset = .zero
    #expect(told.count == 2)
  }

  @Test(".initial tells the current value at once; invalidate() ends the observation")
  func initialAndInvalidate() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var sizes: [CGSize] = []
    let observation = view.observe(\.bounds, options: [.initial, .new]) { _, change in
      sizes.append(change.newValue?.size ?? .zero)
    }
    view.frame.size.width = 30
    observation.invalidate()
    view.frame.size.width = 50
    #expect(sizes == [CGSize(width: 10, height: 10), CGSize(width: 30, height: 10)])
  }

  final class Wrapper: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    var heights: [CGFloat] = []
    var contexts: [UnsafeMutableRawPointer?] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      table.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
      view.addSubview(table)
      table.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
    }

    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      guard keyPath == "contentSize", let size = change?[.newKey] as? CGSize else { return }
      heights.append(size.height)
    }
  }

  final class Rows: NSObject, UITableViewDataSource {
    var count = 3
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  @Test("addObserver(forKeyPath: \"contentSize\"): observeValue gets the new content size as a CGSize")
  func stringKeyPath() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let wrapper = Wrapper()
    let rows = Rows()
    window.rootViewController = wrapper
    window.makeKeyAndVisible()
    wrapper.table.rowHeight = 50
    wrapper.table.dataSource = rows
    wrapper.table.reloadData()
    window.layoutIfNeeded()
    #expect(wrapper.heights.last == 150)
    rows.count = 5
    wrapper.table.reloadData()
    window.layoutIfNeeded()
    #expect(wrapper.heights.last == 250)
    let told = wrapper.heights.count
    wrapper.table.removeObserver(wrapper, forKeyPath: "contentSize")
    rows.count = 1
    wrapper.table.reloadData()
    window.layoutIfNeeded()
    #expect(wrapper.heights.count == told)
  }

  @Test("a key path the view does not have is reported and observes nothing")
  func unknownKey() {
    let view = UIView()
    let controller = UIViewController()
    let box = MessageBox()
    LayoutLog.withHandler({ box.append($0) }) {
      view.addObserver(controller, forKeyPath: "contentOffset", options: .new, context: nil)
    }
    #expect(box.messages.count == 1)
    let message = box.messages.first ?? ""
    #expect(message.contains("UIView is not key value coding-compliant for the key contentOffset"))
  }
}

import Testing
import UIKitPort

/// `autolayout port`'s rewrite on UIKit sources written for these tests: each change in place,
/// byte for byte, reported with its position; what cannot be rewritten left with a note.
@Suite("Porting UIKit sources")
struct SourcePortTests {
  static let controller = """
    import UIKit

    // A profile screen as UIKit code writes it.
    final class ProfileViewController: UIViewController {
      @IBOutlet weak var nameLabel: UILabel!
      private let saveButton = UIButton(type: .system)

      override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(self.avatarTapped(_:)))
        view.addGestureRecognizer(tap)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          barButtonSystemItem: .done, target: self, action: #selector(ProfileViewController.done))
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
      }

      deinit { saveButton.removeTarget(self, action: #selector(save), for: .touchUpInside) }

      @objc private func save() {}
      @objc
      func avatarTapped(_ recognizer: UITapGestureRecognizer) {}
      @objc func done() {}
      @IBAction func keyboardWillShow(_ notification: Notification) {}
    }
    """

  static let ported = """
    import UIKitCompat

    // A profile screen as UIKit code writes it.
    final class ProfileViewController: UIViewController {
      weak var nameLabel: UILabel!
      private let saveButton = UIButton(type: .system)

      override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: ProfileViewController.save, for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: ProfileViewController.avatarTapped(_:))
        view.addGestureRecognizer(tap)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          barButtonSystemItem: .done, target: self, action: ProfileViewController.done)
        NotificationCenter.default.addObserver(
          self, selector: ProfileViewController.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
      }

      deinit { saveButton.removeTarget(self, for: .touchUpInside) }

      private func save() {}
      func avatarTapped(_ recognizer: UITapGestureRecognizer) {}
      func done() {}
      func keyboardWillShow(_ notification: Notification) {}
    }
    """

  @Test("imports, selectors, removeTarget's action and Objective-C attributes, byte for byte")
  func controller() throws {
    let result = try SourcePort.port([(path: "Profile.swift", text: Self.controller)])
    let file = try #require(result.files.first)
    #expect(file.text == Self.ported)
    #expect(file.notes.isEmpty)
    #expect(
      file.rewrites.map(\.description) == [
        "Profile.swift:1:1: import: import UIKit → import UIKitCompat",
        "Profile.swift:5:3: attribute: @IBOutlet → (removed)",
        "Profile.swift:10:40: selector: #selector(save) → ProfileViewController.save",
        "Profile.swift:11:60: selector: #selector(self.avatarTapped(_:)) → ProfileViewController.avatarTapped(_:)",
        "Profile.swift:14:57: selector: #selector(ProfileViewController.done) → ProfileViewController.done",
        "Profile.swift:16:23: selector: #selector(keyboardWillShow(_:)) → ProfileViewController.keyboardWillShow(_:)",
        "Profile.swift:19:42: argument: action: #selector(save) → (removed)",
        "Profile.swift:21:3: attribute: @objc → (removed)",
        "Profile.swift:22:3: attribute: @objc → (removed)",
        "Profile.swift:24:3: attribute: @objc → (removed)",
        "Profile.swift:25:3: attribute: @IBAction → (removed)",
      ])
  }

  @Test("porting ported sources changes nothing")
  func idempotent() throws {
    let once = try SourcePort.port([(path: "Profile.swift", text: Self.controller)])
    let twice = try SourcePort.port([(path: "Profile.swift", text: once.files[0].text)])
    #expect(twice.files[0].text == once.files[0].text)
    #expect(twice.rewriteCount == 0 && twice.noteCount == 0)
  }

  @Test("an override in an extension moves into its class, from another file too, with its edits")
  func overrides() throws {
    let list = """
      import UIKit

      class ListViewController: UITableViewController {
        var items = ["a", "b"]
      }
      """
    let dataSource = """
      import UIKit

      // MARK: - Data source
      extension ListViewController {
        /// The rows.
        @objc override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          items.count
        }

        func helper() {}
      }
      """
    let result = try SourcePort.port([
      (path: "List.swift", text: list), (path: "List+DataSource.swift", text: dataSource),
    ])
    #expect(
      result.files[0].text == """
        import UIKitCompat

        class ListViewController: UITableViewController {
          var items = ["a", "b"]

          /// The rows.
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
          }
        }
        """)
    #expect(
      result.files[1].text == """
        import UIKitCompat

        // MARK: - Data source
        extension ListViewController {

          func helper() {}
        }
        """)
    #expect(
      result.files[1].rewrites.map(\.description).last
        == "List+DataSource.swift:6:3: override: @objc override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { … → moved into class ListViewController (List.swift:5)"
    )
  }

  @Test("what has no rewrite is left with a note and its position")
  func notes() throws {
    let source = """
      import UIKit
      import SnapKit

      final class Clock {
        func start() {
          Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
          _ = #selector(getter: Clock.time)
          _ = model.responds(to: #selector(model.refresh))
        }
        var time = 0
        @objc func tick() {}
      }

      @objc protocol ClockDelegate {
        @objc optional func clockDidTick()
      }

      extension UIView {
        override open var intrinsicContentSize: CGSize { .zero }
      }
      """
    let result = try SourcePort.port([(path: "Clock.swift", text: source)])
    let file = result.files[0]
    #expect(
      file.notes.map(\.description) == [
        "Clock.swift:6:67: left: #selector(tick) in scheduledTimer(…): no call here takes a method reference in its place; rewrite it by hand as a closure calling the method",
        "Clock.swift:7:9: left: #selector(getter: Clock.time): a property's getter or setter has no method reference; call it from a closure by hand",
        "Clock.swift:8:28: left: #selector(model.refresh) in responds(…): no call here takes a method reference in its place; rewrite it by hand as a closure calling the method",
        "Clock.swift:14:1: left: @objc protocol ClockDelegate has optional requirements, which need the Objective-C runtime: make them required with a default in a protocol extension",
        "Clock.swift:19:3: left: override in an extension of UIView, which is not declared in the files given: Swift on Linux overrides only in the class itself; move it there (or give its file too)",
      ])
    #expect(file.text.hasPrefix("import UIKitCompat\nimport LayoutDSL\n"))
    #expect(file.text.contains("  func tick() {}"))
    #expect(file.text.contains("#selector(tick)"))
  }

  @Test("a keyboard frame cast to CGRect is read through the NSValue UIKit posts")
  func keyboardFrames() throws {
    let source = """
      func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let height = (note.userInfo?[UIKeyboardFrameBeginUserInfoKey] as? CGRect)?.height ?? 0
        let forced = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
        let other = note.userInfo?["origin"] as? CGRect
        print(frame, height, forced, other as Any)
      }
      """
    let result = try SourcePort.port([(path: "Keyboard.swift", text: source)])
    #expect(
      result.files[0].text == """
        func keyboardWillShow(_ note: Notification) {
          guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
          let height = ((note.userInfo?[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue)?.height ?? 0
          let forced = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
          let other = note.userInfo?["origin"] as? CGRect
          print(frame, height, forced, other as Any)
        }
        """)
    #expect(result.files[0].rewrites.map(\.kind) == [.cast, .cast, .cast])
    let again = try SourcePort.port([(path: "Keyboard.swift", text: result.files[0].text)])
    #expect(again.rewriteCount == 0)
  }

  @Test("an app delegate's entry point is dropped; @main elsewhere is kept")
  func appDelegateEntryPoint() throws {
    let source = """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {}

      @UIApplicationMain class OldDelegate: UIResponder, UIApplicationDelegate {}

      @main struct Tool { static func main() {} }
      """
    let result = try SourcePort.port([(path: "AppDelegate.swift", text: source)])
    #expect(
      result.files[0].text == """
        import UIKitCompat

        class AppDelegate: UIResponder, UIApplicationDelegate {}

        class OldDelegate: UIResponder, UIApplicationDelegate {}

        @main struct Tool { static func main() {} }
        """)
    #expect(result.files[0].rewrites.map(\.before) == ["import UIKit", "@main", "@UIApplicationMain"])
  }

  @Test("a file that uses URLSession with only Foundation imported gets FoundationNetworking, once")
  func foundationNetworking() throws {
    let source = """
      import Foundation

      struct Client {
        let session = URLSession.shared
        func load(_ request: URLRequest) {}
      }
      """
    let result = try SourcePort.port([(path: "Client.swift", text: source)])
    #expect(
      result.files[0].text == """
        import Foundation
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif

        struct Client {
          let session = URLSession.shared
          func load(_ request: URLRequest) {}
        }
        """)
    #expect(result.files[0].rewrites.map(\.kind) == [.import])
    let again = try SourcePort.port([(path: "Client.swift", text: result.files[0].text)])
    #expect(again.rewriteCount == 0)
    // Without a networking name, or without Foundation imported (UIKitCompat brings it): nothing.
    let plain = try SourcePort.port([
      (path: "Model.swift", text: "import Foundation\nstruct Model { let url: URL }\n")
    ])
    #expect(plain.rewriteCount == 0)
    let viaUIKit = try SourcePort.port([
      (path: "Feed.swift", text: "import UIKit\nlet session = URLSession.shared\n")
    ])
    #expect(viaUIKit.files[0].text == "import UIKitCompat\nlet session = URLSession.shared\n")
  }

  @Test("extensions of UIColor and UIFont, structs here: class members static, convenience inits plain")
  func valueTypeExtensions() throws {
    let source = """
      import UIKit

      extension UIColor {
        public convenience init(hex: Int) {
          self.init(red: CGFloat(hex >> 16 & 0xFF) / 255, green: 0, blue: 0, alpha: 1)
        }
        class var brand: UIColor { .systemBlue }
      }

      extension UIView {
        class func make() -> UIView { UIView() }
      }
      """
    let result = try SourcePort.port([(path: "Colors.swift", text: source)])
    #expect(
      result.files[0].text == """
        import UIKitCompat

        extension UIColor {
          public init(hex: Int) {
            self.init(red: CGFloat(hex >> 16 & 0xFF) / 255, green: 0, blue: 0, alpha: 1)
          }
          static var brand: UIColor { .systemBlue }
        }

        extension UIView {
          class func make() -> UIView { UIView() }
        }
        """)
    #expect(result.files[0].rewrites.map(\.kind) == [.import, .valueType, .valueType])
    #expect(try SourcePort.port([(path: "Colors.swift", text: result.files[0].text)]).rewriteCount == 0)
  }

  @Test("a syntax error is reported at its line and column with a caret, and nothing is ported")
  func syntaxError() {
    let source = "import UIKit\n\nclass Broken: UIView {\n  func f( {\n}\n"
    #expect {
      _ = try SourcePort.port([(path: "Broken.swift", text: source)])
    } throws: { error in
      guard let error = error as? PortError else { return false }
      return error.path == "Broken.swift" && error.line == 4 && error.description.contains("\n  func f( {\n")
        && error.description.contains("^\nhint: ")
    }
  }
}

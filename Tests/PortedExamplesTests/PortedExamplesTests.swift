import Foundation
import Testing
import UIKitCompat
import UIKitPort

/// The porting examples: UIKit code written as iOS apps write it (Examples/porting/UIKit), put
/// through `autolayout port` with no hand edit (the result is `Ported/`, compiled into this target),
/// then run: the frames UIKit gives, and each target-action calling its method.
@Suite("Porting examples")
struct PortedExamplesTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let originals = repository.appendingPathComponent("Examples/porting/UIKit")
  static let ported = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Ported")

  /// An iPhone 13 mini window (375 × 812, @3x; status bar 50, home indicator 34): 16-point margins.
  func window(with controller: UIViewController) -> UIWindow {
    let window = UIWindow(
      size: CGSize(width: 375, height: 812), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test("port writes Ported/ from the UIKit originals byte for byte, nothing left for a hand edit")
  func portedAsCommitted() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.originals.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(names.count >= 5)
    let sources = try names.map { name in
      (path: name, text: try String(contentsOf: Self.originals.appendingPathComponent(name), encoding: .utf8))
    }
    let result = try SourcePort.port(sources)
    #expect(result.noteCount == 0)
    for file in result.files {
      let committed = try String(contentsOf: Self.ported.appendingPathComponent(file.path), encoding: .utf8)
      #expect(
        file.text == committed,
        "\(file.path): run `autolayout port Examples/porting/UIKit -o Tests/PortedExamplesTests/Ported`")
      #expect(!file.text.contains("#selector") && !file.text.contains("@objc"), "\(file.path)")
    }
  }

  @Test("login: the form in the margins below the safe area; sign in, tap and keyboard call their methods")
  func login() {
    let login = LoginViewController()
    let window = window(with: login)
    #expect(login.emailField.frame == CGRect(x: 0, y: 0, width: 343, height: 44))
    #expect(login.passwordField.frame == CGRect(x: 0, y: 56, width: 343, height: 44))
    #expect(login.emailField.superview?.frame.origin == CGPoint(x: 16, y: 90))
    login.signInButton.sendActions(for: .touchUpInside)
    #expect(login.signIns == 1)
    login.emailField.becomeFirstResponder()
    login.view.gestureRecognizers?.first?.recognize(at: CGPoint(x: 200, y: 600))
    #expect(!login.emailField.isFirstResponder)
    window.keyboardHeight = 336
    #expect(login.keyboardHeight == 336)
  }

  @Test("feed: moved data source overrides fill the table; the bar button and refresh call their methods")
  func feed() throws {
    let feed = FeedViewController()
    let navigation = UINavigationController(rootViewController: feed)
    _ = window(with: navigation)
    #expect(feed.tableView.numberOfRows(inSection: 0) == 3)
    let cell = try #require(feed.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? PostCell)
    // 12 + 40 + 12, and the separator's pixel.
    #expect(cell.frame.height == 64 + 1.0 / 3)
    #expect(cell.body.frame == CGRect(x: 16, y: 12, width: 343, height: 40))
    feed.navigationItem.rightBarButtonItem?.perform()
    #expect(feed.composed == 1)
    feed.refreshControl?.beginRefreshing()
    feed.refreshControl?.sendActions(for: .valueChanged)
    #expect(feed.refreshed == 1 && feed.refreshControl?.isRefreshing == false)
  }

  @Test("card: the visual format's frames; a pan reports its translation")
  func card() {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    card.layoutIfNeeded()
    #expect(card.titleView.frame == CGRect(x: 16, y: 16, width: 268, height: 24))
    #expect(card.detailView.frame == CGRect(x: 16, y: 48, width: 268, height: 136))
    let pan = card.gestureRecognizers?.first as? UIPanGestureRecognizer
    pan?.begin(at: CGPoint(x: 150, y: 100))
    pan?.move(by: CGPoint(x: 0, y: 25))
    #expect(card.dragOffset == 25)
    #expect(card.cornerRadius == 12)
  }

  @Test("settings: SnapKit's row and switch; the switch and the swipe call their methods")
  func settings() {
    let settings = SettingsViewController()
    _ = window(with: settings)
    #expect(settings.row.frame == CGRect(x: 0, y: 70, width: 375, height: 56))
    // A switch's alignment rectangle (49 × 31; its 51-point frame reaches 2 further right) ends 16
    // from the row's trailing edge; centred: 12.5 down, on the 1/3-point grid 38 / 3.
    let toggle = settings.toggle.frame
    #expect(
      toggle.origin.x == 310 && abs(toggle.minY - 38.0 / 3) < 1e-9
        && toggle.size == CGSize(width: 51, height: 31))
    settings.toggle.setOn(true, animated: false)
    settings.toggle.sendActions(for: .valueChanged)
    #expect(settings.notificationsOn)
    settings.view.gestureRecognizers?.first?.recognize(at: CGPoint(x: 10, y: 300))
    #expect(settings.swipedBack)
  }

  @Test("article: the content guides size the scroll view's content; the configured button's title is set")
  func article() {
    let article = ArticleViewController()
    _ = window(with: article)
    // The scroll view fills the safe area: 812 − 50 − 34 = 728 tall.
    #expect(article.scrollView.frame == CGRect(x: 0, y: 50, width: 375, height: 728))
    // 200 + 120 + 480 + the button, 16 apart, 20 around: the content is taller than the screen.
    let button = article.shareButton.frame
    #expect(article.content.frame.origin == CGPoint(x: 20, y: 20))
    #expect(article.content.frame.width == 335)
    #expect(abs(button.minY - (200 + 16 + 120 + 16 + 480 + 16)) < 0.001)
    #expect(article.scrollView.contentSize.height == 20 + article.content.frame.height + 20)
    #expect(article.shareButton.currentTitle == "Share" && button.height > 30)
    article.shareButton.sendActions(for: .touchUpInside)
    #expect(article.shared == 1)
    article.scrollView.contentOffset = CGPoint(x: 0, y: 300)
    article.scrollView.gestureRecognizers?.first?.recognize(at: CGPoint(x: 100, y: 100))
    #expect(article.scrollView.contentOffset == .zero)
  }

  @Test("photo grid: three squares a row from the moved data source; a long press reports its place")
  func photoGrid() throws {
    let grid = PhotoGridViewController()
    _ = window(with: grid)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 10)
    let side = (375.0 - 4) / 3
    let second = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(second.frame.minX - (side + 2)) < 0.01 && abs(second.frame.width - side) < 0.01)
    let fourth = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    #expect(fourth.frame.minX == 0 && abs(fourth.frame.minY - (side + 2)) < 0.01)
    grid.collectionView.gestureRecognizers?.first?.recognize(at: CGPoint(x: 40, y: 60))
    #expect(grid.pressed == CGPoint(x: 40, y: 60))
  }
}

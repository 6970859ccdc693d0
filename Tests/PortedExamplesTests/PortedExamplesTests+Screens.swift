import Foundation
import Testing
import UIKitCompat

/// The porting examples written in the second round: containment, scenes, lists, compositional
/// and self-sizing collections, key-value observing, the keyboard, rotation and alerts.
extension PortedExamplesTests {
  @Test("profile header: init(frame:) runs; avatar in the margins, the name 2 × system spacing after it")
  func profileHeader() {
    let header = ProfileHeaderView(frame: .zero)
    let fitting = header.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitting.height == CGFloat(12 + 64 + 12))
    header.frame = CGRect(x: 0, y: 0, width: 375, height: 88)
    header.layoutIfNeeded()
    #expect(header.avatarView.frame == CGRect(x: 20, y: 12, width: 64, height: 64))
    #expect(header.nameLabel.frame.minX == 20 + 64 + 16 && header.nameLabel.frame.width == 375 - 20 - 100)
    // Centred on the avatar, on the pixel grid (the label's height is the font's).
    #expect(abs(header.nameLabel.frame.midY - 44) <= 0.25)
    header.avatarView.gestureRecognizers?.first?.recognize(at: CGPoint(x: 30, y: 30))
    #expect(header.avatarTaps == 1)
  }

  @Test("padded label: the overridden init and intrinsic size (text plus padding); empty text hides it")
  func paddedLabel() {
    let padded = PaddedLabel()
    let plain = UILabel()
    padded.text = "New"
    plain.text = "New"
    #expect(padded.textAlignment == .center && !padded.isHidden)
    let text = plain.intrinsicContentSize
    #expect(padded.intrinsicContentSize == CGSize(width: text.width + 16, height: text.height + 8))
    padded.padding = .zero
    #expect(padded.intrinsicContentSize == text)
    padded.text = ""
    #expect(padded.isHidden)
  }

  @Test("inset grouped settings: rows 16 from each side at 375 points; the moved didSelect override is told")
  func insetGroupedSettings() throws {
    let settings = SettingsListViewController()
    _ = window(with: UINavigationController(rootViewController: settings))
    #expect(settings.tableView.numberOfSections == 2 && settings.tableView.numberOfRows(inSection: 1) == 3)
    let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 1)))
    #expect(cell.frame.minX == 16 && cell.frame.width == 343)
    #expect(cell.contentView.directionalLayoutMargins.leading == 16)
    settings.tableView.selectRow(at: IndexPath(row: 1, section: 1))
    #expect(settings.selected == ["Sounds"])
    #expect(settings.tableView.indexPathForSelectedRow == nil)
  }

  @Test("onboarding: three pages side by side, each the frame guide's size; Next scrolls one page")
  func onboarding() {
    let onboarding = OnboardingViewController()
    _ = window(with: onboarding)
    #expect(onboarding.scrollView.frame == CGRect(x: 0, y: 50, width: 375, height: 400))
    #expect(onboarding.pages.map(\.frame.minX) == [0, 375, 750])
    #expect(onboarding.pages.allSatisfy { $0.frame.size == CGSize(width: 375, height: 400) })
    #expect(onboarding.scrollView.contentSize == CGSize(width: 1125, height: 400))
    #expect(onboarding.pageControl.frame.minY == 458)
    onboarding.nextButton.sendActions(for: .touchUpInside)
    #expect(onboarding.pageControl.currentPage == 1 && onboarding.scrollView.contentOffset.x == 375)
  }

  @Test("chat: the input bar on the keyboard layout guide, above the home indicator, then above the keyboard")
  func chat() {
    let chat = ChatViewController()
    let window = window(with: chat)
    #expect(chat.inputBar.frame == CGRect(x: 0, y: 778 - 52, width: 375, height: 52))
    #expect(chat.messagesView.frame == CGRect(x: 0, y: 50, width: 375, height: 778 - 52 - 50))
    window.keyboardHeight = 336
    window.layoutIfNeeded()
    #expect(chat.inputBar.frame.maxY == CGFloat(812 - 336))
    #expect(abs(chat.messageField.frame.midY - 26) < 0.34, "\(chat.messageField.frame)")
    #expect(abs(chat.sendButton.frame.midY - 26) < 0.34, "\(chat.sendButton.frame)")
    chat.messageField.text = "Hi"
    chat.sendButton.sendActions(for: .touchUpInside)
    #expect(chat.sent == ["Hi"])
  }

  @Test("container: two children, each half of the safe area; didMove(toParent:) once each")
  func container() {
    let container = ContainerViewController()
    _ = window(with: container)
    #expect(container.children.count == 2)
    #expect(container.mapController.view.frame == CGRect(x: 0, y: 50, width: 375, height: 364))
    #expect(container.listController.view.frame == CGRect(x: 0, y: 414, width: 375, height: 364))
    #expect(container.mapController.titleLabel.frame.minX == 16)
    #expect(container.mapController.parentChanges == [true])
    #expect(container.listController.parentChanges == [true])
  }

  @Test("scene delegate: a window for the scene, the screen's size, the first screen in a navigation bar")
  func sceneDelegate() throws {
    let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
    let delegate = SceneDelegate()
    scene.delegate = delegate
    delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    let window = try #require(delegate.window)
    #expect(window.windowScene === scene && scene.windows.count == 1 && scene.session.scene === scene)
    #expect(window.frame == UIScreen.main.bounds && window.isKeyWindow)
    let navigation = try #require(window.rootViewController as? UINavigationController)
    #expect(navigation.topViewController is LoginViewController)
    delegate.sceneDidDisconnect(scene)
    #expect(delegate.window == nil)
  }

  @Test("contacts list: the diffable rows across the width, 44 points each, sections end to end")
  func contactsList() throws {
    let contacts = ContactsListViewController()
    _ = window(with: contacts)
    let list = try #require(contacts.collectionView)
    #expect(list.numberOfSections == 2 && list.numberOfItems(inSection: 1) == 3)
    let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    let last = try #require(list.cellForItem(at: IndexPath(item: 2, section: 1)))
    #expect(last.frame == CGRect(x: 0, y: 132, width: 375, height: 44))
    contacts.show(favorites: [], all: ["Alan"])
    contacts.collectionView.layoutIfNeeded()
    #expect(list.numberOfItems(inSection: 0) == 0 && list.numberOfItems(inSection: 1) == 1)
  }

  @Test("gallery: thirds of the width, square rows, each item inset by 4 in its place")
  func gallery() throws {
    let gallery = GalleryViewController()
    _ = window(with: gallery)
    func frame(_ item: Int) throws -> CGRect {
      try #require(gallery.collectionView.cellForItem(at: IndexPath(item: item, section: 0))).frame
    }
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
      abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
    }
    #expect(close(try frame(0), CGRect(x: 4, y: 4, width: 117, height: 117)))
    #expect(close(try frame(2), CGRect(x: 254, y: 4, width: 117, height: 117)))
    #expect(close(try frame(4), CGRect(x: 129, y: 129, width: 117, height: 117)))
    #expect(close(try frame(6), CGRect(x: 4, y: 254, width: 117, height: 117)))
  }

  @Test("tags: self-sizing cells take the chip's 109 × 40; three a line within the section insets")
  func tags() throws {
    let tags = TagsViewController()
    _ = window(with: tags)
    let frames = try (0..<6).map { item in
      try #require(tags.collectionView.cellForItem(at: IndexPath(item: item, section: 0))).frame
    }
    #expect(frames.allSatisfy { $0.size == CGSize(width: 109, height: 40) })
    #expect(frames.map(\.minX) == [16, 133, 250, 16, 133, 250])
    #expect(frames.map(\.minY) == [16, 16, 16, 66, 66, 66])
  }

  @Test("stretchy header: the observed content offset shrinks the header, down to 100 points")
  func stretchyHeader() {
    let screen = StretchyHeaderViewController()
    let window = window(with: screen)
    #expect(screen.header.frame == CGRect(x: 0, y: 50, width: 375, height: 200))
    #expect(screen.scrollView.contentOffset == .zero)
    screen.scrollView.contentOffset = CGPoint(x: 0, y: 60)
    window.layoutIfNeeded()
    #expect(screen.header.frame.height == 140 && screen.scrollView.frame.minY == 190)
    screen.scrollView.contentOffset = CGPoint(x: 0, y: 150)
    window.layoutIfNeeded()
    #expect(screen.header.frame.height == 100)
  }

  @Test("form: the keyboard's overlap above the home indicator becomes the bottom inset, and goes with it")
  func form() throws {
    let form = FormViewController()
    let window = window(with: form)
    #expect(form.fields[0].frame == CGRect(x: 0, y: 0, width: 335, height: 44))
    // 20 above and below eight 44-point fields 16 apart.
    #expect(form.scrollView.contentSize.height == 504)
    window.keyboardHeight = 336
    #expect(form.scrollView.contentInset.bottom == CGFloat(336 - 34))
    #expect(form.scrollView.verticalScrollIndicatorInsets.bottom == 302)
    window.keyboardHeight = 0
    #expect(form.scrollView.contentInset.bottom == 0)
  }

  @Test("product: photo above the details in portrait, beside them after rotating to landscape")
  func product() {
    let product = ProductViewController()
    let window = window(with: product)
    #expect(product.photoView.frame == CGRect(x: 0, y: 50, width: 375, height: 375))
    #expect(product.detailsView.frame == CGRect(x: 0, y: 425, width: 375, height: 353))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50)
    window.frame = CGRect(x: 0, y: 0, width: 812, height: 375)
    window.layoutIfNeeded()
    #expect(product.photoView.frame == CGRect(x: 50, y: 0, width: 356, height: 354))
    #expect(product.detailsView.frame == CGRect(x: 406, y: 0, width: 356, height: 354))
  }

  @Test("compose: bar button items and the configured button call their methods; Cancel asks, Discard clears")
  func compose() throws {
    let compose = ComposeViewController()
    let window = window(with: UINavigationController(rootViewController: compose))
    #expect(compose.attachButton.frame.minX == 16 && compose.attachButton.frame.maxY == 778 - 12)
    #expect(compose.textView.frame.maxY == compose.attachButton.frame.minY - 12)
    compose.attachButton.sendActions(for: .touchUpInside)
    compose.navigationItem.rightBarButtonItem?.perform()
    #expect(compose.attachments == 1 && compose.posted == 1)
    compose.navigationItem.leftBarButtonItem?.perform()
    let alert = try #require(compose.presentedViewController as? UIAlertController)
    #expect(alert.actions.map(\.title) == ["Keep Editing", "Discard"])
    alert.actions[1].perform()
    #expect(compose.discarded)
    withExtendedLifetime(window) {}
  }
}

import Foundation
import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import UIKitCompat

/// The porting examples recorded with the layout snapshot strategies, across devices,
/// orientations, directions and text sizes: the text a reviewer reads in a diff, and a change
/// of layout caught.
@Suite("Layout snapshots")
struct LayoutSnapshotTests {
  @Test("the login form on iPhone 15, in landscape, right to left, and on an iPad")
  func login() {
    assertSnapshot(of: LoginViewController(), as: .layout(on: .iPhone15), named: "iPhone15")
    assertSnapshot(
      of: LoginViewController(), as: .layout(on: .iPhone15.landscape), named: "iPhone15-landscape")
    assertSnapshot(of: LoginViewController(), as: .layout(on: .iPhone15.rightToLeft), named: "iPhone15-rtl")
    assertSnapshot(of: LoginViewController(), as: .layout(on: .iPadPro11), named: "iPadPro11")
  }

  @Test("the feed in a navigation controller, and its picture")
  func feed() {
    assertSnapshot(
      of: UINavigationController(rootViewController: FeedViewController()), as: .layout(on: .iPhoneSE),
      named: "iPhoneSE")
    assertSnapshot(of: SettingsViewController(), as: .layoutPicture(on: .iPhone12Mini), named: "iPhone12Mini")
  }

  @Test("the article at the largest accessibility text size, and the photo grid in landscape")
  func textSizeAndLandscape() {
    assertSnapshot(
      of: ArticleViewController(),
      as: .layout(on: .iPhone15.contentSize("UICTContentSizeCategoryAccessibilityXXXL")),
      named: "iPhone15-AX5")
    assertSnapshot(
      of: PhotoGridViewController(), as: .layout(on: .iPhone15ProMax.landscape), named: "landscape")
  }

  @Test("a view at its fitting size, and at a given size")
  func view() {
    assertSnapshot(of: CardView(), as: .layout(size: CGSize(width: 320, height: 200)), named: "320x200")
  }

  /// Every porting example not recorded above, on an iPhone 15 (the views at a size).
  static let examples = [
    "Chat", "Compose", "Contacts", "Container", "Form", "Gallery", "Onboarding", "PaddedLabel", "PhotoGrid",
    "Product", "ProfileHeader", "SceneWindow", "SettingsList", "StretchyHeader", "Tags",
  ]

  @Test("every other porting example recorded on an iPhone 15", arguments: examples)
  func example(_ name: String) throws {
    let iPhone15 = Snapshotting<UIViewController, String>.layout(on: .iPhone15)
    switch name {
    case "Chat": assertSnapshot(of: ChatViewController(), as: iPhone15, testName: name)
    case "Compose":
      assertSnapshot(
        of: UINavigationController(rootViewController: ComposeViewController()), as: iPhone15, testName: name)
    case "Contacts": assertSnapshot(of: ContactsListViewController(), as: iPhone15, testName: name)
    case "Container": assertSnapshot(of: ContainerViewController(), as: iPhone15, testName: name)
    case "Form": assertSnapshot(of: FormViewController(), as: iPhone15, testName: name)
    case "Gallery": assertSnapshot(of: GalleryViewController(), as: iPhone15, testName: name)
    case "Onboarding": assertSnapshot(of: OnboardingViewController(), as: iPhone15, testName: name)
    case "PaddedLabel":
      let label = PaddedLabel()
      label.text = "New"
      assertSnapshot(of: label, as: .layout(size: CGSize(width: 60, height: 28)), testName: name)
    case "PhotoGrid": assertSnapshot(of: PhotoGridViewController(), as: iPhone15, testName: name)
    case "Product": assertSnapshot(of: ProductViewController(), as: iPhone15, testName: name)
    case "ProfileHeader":
      assertSnapshot(
        of: ProfileHeaderView(frame: .zero), as: .layout(size: CGSize(width: 393, height: 88)), testName: name
      )
    case "SceneWindow":
      // The window the template's scene delegate makes, on the process's main screen.
      let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
      let delegate = SceneDelegate()
      delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
      let root = try #require(delegate.window?.rootViewController)
      delegate.window?.rootViewController = nil
      assertSnapshot(of: root, as: iPhone15, testName: name)
    case "SettingsList":
      assertSnapshot(
        of: UINavigationController(rootViewController: SettingsListViewController()), as: iPhone15,
        testName: name)
    case "StretchyHeader": assertSnapshot(of: StretchyHeaderViewController(), as: iPhone15, testName: name)
    case "Tags": assertSnapshot(of: TagsViewController(), as: iPhone15, testName: name)
    default: Issue.record("no example named \(name)")
    }
  }

  @Test("environments: a device by its table name, nil for another; landscape and RTL in the name")
  func environments() {
    #expect(LayoutEnvironment(named: "iPhone 12")?.device.portraitSize == CGSize(width: 390, height: 844))
    #expect(LayoutEnvironment(named: "iPhone 99") == nil)
    #expect(LayoutEnvironment.iPhone15.landscape.rightToLeft.name == "iPhone 15, landscape, RTL")
    let window = LayoutEnvironment.iPadPro11.landscape.makeWindow()
    #expect(window.bounds.size == CGSize(width: 1194, height: 834))
    #expect(window.horizontalSizeClass == .regular && window.verticalSizeClass == .regular)
  }

  @Test("a change of layout fails the comparison, naming the view that moved")
  func changeCaught() throws {
    let strategy = Snapshotting<UIViewController, String>.layout(on: .iPhone15)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-snapshot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorded = verifySnapshot(
      of: SettingsViewController(), as: strategy, named: "settings", record: .all,
      snapshotDirectory: folder.path)
    #expect(recorded != nil)  // recording reports that it recorded
    let same = verifySnapshot(
      of: SettingsViewController(), as: strategy, named: "settings", record: .never,
      snapshotDirectory: folder.path)
    #expect(same == nil)
    let moved = SettingsViewController()
    moved.additionalSafeAreaInsets.top = 10
    let failure = try #require(
      verifySnapshot(
        of: moved, as: strategy, named: "settings", record: .never, snapshotDirectory: folder.path))
    // The diff names the row that moved: 59 + 20 below the top, then 10 more.
    #expect(failure.contains("−  UIView (0, 79, 393, 56)\n+  UIView (0, 89, 393, 56)"))
  }
}

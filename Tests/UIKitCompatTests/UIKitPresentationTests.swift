import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// Extended layout under bars, modal presentation, view transitions and font variants, as UIKit
/// code uses them.
@Suite("Extended layout, presentation, transitions and fonts")
struct UIKitPresentationTests {
  /// The navigation suite's page (a header pinned to the safe area's top, appearance calls
  /// recorded) and its iPhone 15 window (status bar 59, home indicator 34).
  typealias Page = UIKitNavigationTests.Page

  func window() -> UIWindow { UIKitNavigationTests().window() }

  @Test("edgesForExtendedLayout = []: the view starts below the navigation bar and its safe area has no bar")
  func navigationWithoutExtendedTop() {
    let window = window()
    let page = Page()
    page.edgesForExtendedLayout = []
    let navigation = UINavigationController(rootViewController: page)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(page.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
    #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(page.header.frame.minY == 0)

    // Back to extending: the view fills the container again and the bar is in its safe area.
    page.edgesForExtendedLayout = .all
    window.layoutIfNeeded()
    #expect(page.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(page.header.frame.minY == 103)
  }

  @Test("an opaque bar keeps the view out from under it unless extendedLayoutIncludesOpaqueBars")
  func opaqueBars() {
    let window = window()
    let page = Page()
    let tabs = UITabBarController()
    tabs.viewControllers = [page]
    tabs.tabBar.isTranslucent = false
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    // The tab bar is 49 + the 34-point home indicator.
    #expect(page.view.frame == CGRect(x: 0, y: 0, width: 393, height: 769))
    #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    page.extendedLayoutIncludesOpaqueBars = true
    window.layoutIfNeeded()
    #expect(page.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
  }

  @Test(
    "present: a full-screen controller covers the window with its safe area; dismiss brings the presenter back"
  )
  func presentAndDismiss() {
    let window = window()
    let home = Page()
    window.rootViewController = home
    window.makeKeyAndVisible()
    let editor = Page()
    editor.modalPresentationStyle = .fullScreen
    var presented = false
    home.present(editor, animated: true) { presented = true }
    #expect(presented)
    #expect(home.presentedViewController === editor && editor.presentingViewController === home)
    #expect(editor.view.superview === window)
    #expect(editor.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(editor.header.frame.minY == 59)
    #expect(editor.calls == ["willAppear", "didAppear"])
    #expect(home.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])

    // A second presentation from the same controller is refused, as UIKit refuses it.
    let box = MessageBox()
    LayoutLog.withHandler({ box.append($0) }) { home.present(Page(), animated: false) }
    #expect(box.messages.count == 1)
    #expect(box.messages.first?.contains("which is already presenting <Page: 0x") == true)

    var dismissed = false
    editor.dismiss(animated: true) { dismissed = true }
    #expect(dismissed)
    #expect(editor.view.superview == nil && home.presentedViewController == nil)
    #expect(editor.presentingViewController == nil)
    #expect(editor.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(home.calls.suffix(2) == ["willAppear", "didAppear"])
  }

  @Test("a sheet leaves its presenter on screen; a controller outside a window presents nothing")
  func sheetsAndDetachedPresenters() {
    let window = window()
    let home = Page()
    window.rootViewController = home
    window.makeKeyAndVisible()
    let sheet = Page()
    home.present(sheet, animated: true)
    #expect(sheet.modalPresentationStyle == .automatic)
    #expect(home.calls == ["willAppear", "didAppear"])
    home.dismiss(animated: false)
    #expect(sheet.view.superview == nil)

    let detached = Page()
    let box = MessageBox()
    LayoutLog.withHandler({ box.append($0) }) { detached.present(Page(), animated: false) }
    #expect(detached.presentedViewController == nil)
    #expect(box.messages.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
  }

  @Test("UIView.transition(from:to:) swaps the views in place, or hides and shows them")
  func viewTransitions() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView()
    let back = UIView()
    let top = UIView()
    container.addSubview(front)
    container.addSubview(top)
    var finished = false
    UIView.transition(from: front, to: back, duration: 0.3, options: .transitionFlipFromLeft) {
      finished = $0
    }
    #expect(finished)
    #expect(container.subviews.map { $0 === back ? "back" : $0 === top ? "top" : "?" } == ["back", "top"])
    #expect(front.superview == nil)

    container.addSubview(front)
    front.isHidden = true
    UIView.transition(
      from: back, to: front, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
    #expect(back.isHidden && !front.isHidden && back.superview === container)

    var ran = false
    UIView.transition(
      with: container, duration: 0.2, options: .transitionCrossDissolve, animations: { ran = true })
    #expect(ran)
  }

  @Test("points convert between views both ways")
  func convertPoints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
    root.addSubview(card)
    card.addSubview(badge)
    #expect(badge.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 26, y: 38))
    #expect(badge.convert(CGPoint(x: 26, y: 38), from: root) == CGPoint(x: 1, y: 2))
    #expect(card.convert(CGPoint(x: 26, y: 38), from: nil) == CGPoint(x: 6, y: 8))
  }

  @Test("font metrics are San Francisco's; descriptors derive bold and italic variants")
  func fontVariants() throws {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(abs(body.ascender - 16.187) < 0.001)
    #expect(abs(body.descender + 4.101) < 0.001)
    #expect(abs(body.lineHeight - 20.288) < 0.001)
    #expect(body.leading == 0)
    #expect(abs(body.capHeight - 11.978) < 0.001)

    let italic = UIFont.italicSystemFont(ofSize: 15)
    #expect(italic.isItalic && italic.pointSize == 15)
    #expect(italic.fontDescriptor.symbolicTraits == .traitItalic)
    #expect(
      UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor.symbolicTraits
        == .traitMonoSpace)
    #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium).weight == .medium)

    let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    let bold = try #require(headline.withSymbolicTraits(.traitBold))
    let font = UIFont(descriptor: bold, size: 0)
    #expect(font.pointSize == 17 && font.weight == .bold && !font.isItalic)
    #expect(UIFont(descriptor: bold, size: 22).pointSize == 22)
    let plain = try #require(bold.withSymbolicTraits([]))
    #expect(UIFont(descriptor: plain, size: 0).weight == .regular)
  }
}

extension UIKitPresentationTests {
  @Test(
    "a sheet's detents and grabber are kept and its content is laid out over the window; a full-screen one has no sheet controller"
  )
  func sheetDetents() throws {
    let window = window()
    let home = Page()
    window.rootViewController = home
    window.makeKeyAndVisible()
    let details = Page()
    let sheet = try #require(details.sheetPresentationController)
    #expect(sheet.detents == [.large()])
    sheet.detents = [
      .medium(), .large(),
      .custom(identifier: .init("peek")) { context in context.maximumDetentValue * 0.25 },
    ]
    sheet.prefersGrabberVisible = true
    sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
    #expect(details.sheetPresentationController === sheet)
    #expect(
      sheet.detents.map(\.identifier.rawValue) == ["com.apple.UIKit.medium", "com.apple.UIKit.large", "peek"])
    home.present(details, animated: true)
    #expect(details.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(details.header.frame.minY == 59)
    home.dismiss(animated: false)

    let cover = Page()
    cover.modalPresentationStyle = .fullScreen
    #expect(cover.sheetPresentationController == nil)

    let carousel = UIScrollView()
    #expect(carousel.decelerationRate == .normal)
    carousel.decelerationRate = .fast
    #expect(carousel.decelerationRate.rawValue == 0.99)
  }
}

import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// What real UIKit code writes that Swift's rules refused here until UIKit's designated
/// initializers and open properties were matched: subclasses of labels, buttons and image views
/// with `override init(frame:)`, overridden `text` and `isHighlighted`, Xcode's
/// `didReceiveMemoryWarning()` template, `NSLayoutConstraint()` and `UIImage()` placeholders.
@Suite("Subclassing UIKit's views as real code does")
struct UIKitSubclassingTests {
  final class TagLabel: UILabel {
    var changes = 0
    override init(frame: CGRect) {
      super.init(frame: frame)
      textAlignment = .center
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var text: String? {
      didSet { changes += 1 }
    }
  }

  final class PillButton: UIButton {
    override init(frame: CGRect) {
      super.init(frame: frame)
      setTitle("Follow", for: .normal)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var isHighlighted: Bool {
      didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
  }

  final class AvatarView: UIImageView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      contentMode = .scaleAspectFill
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class CacheController: UIViewController {
    var cache = ["a": 1]
    var heightConstraint = NSLayoutConstraint()
    let placeholder = UIImage()
    override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      cache.removeAll()
    }
  }

  @Test("subclasses override init(frame:) and call it; UILabel() hugs at 250, UILabel(text:) at 251")
  func initializers() {
    let tag = TagLabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    #expect(tag.frame == CGRect(x: 0, y: 0, width: 80, height: 20) && tag.textAlignment == .center)
    tag.text = "New"
    #expect(tag.changes == 1 && tag.text == "New")
    let pill = PillButton()
    #expect(pill.currentTitle == "Follow")
    pill.isHighlighted = true
    #expect(pill.alpha == 0.5)
    let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(avatar.contentMode == .scaleAspectFill && avatar.image == nil)
    #expect(UILabel().contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(UILabel(frame: .zero).contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(Label(text: "IB").contentHuggingPriority(for: .horizontal) == .defaultLow + 1)
    #expect(UIImageView(image: UIImage()).frame.size == .zero)
  }

  @Test("a memory warning reaches every controller shown, and the notification is posted")
  func memoryWarning() {
    let window = makeWindow(375, 667)
    let parent = CacheController()
    let child = CacheController()
    parent.addChild(child)
    child.didMove(toParent: parent)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    let posted = MessageBox()
    let observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
    ) { _ in posted.append("warning") }
    UIApplication.shared.sendMemoryWarning()
    NotificationCenter.default.removeObserver(observer)
    #expect(parent.cache.isEmpty && child.cache.isEmpty)
    #expect(posted.messages == ["warning"])
  }

  @Test("NSLayoutConstraint() names no item; activating it is reported and changes nothing")
  func placeholderConstraint() {
    let controller = CacheController()
    #expect(controller.heightConstraint.firstItem == nil)
    #expect(controller.placeholder.size == .zero)
    let log = MessageBox()
    LayoutLog.withHandler({ log.append($0) }) {
      controller.heightConstraint.isActive = true
    }
    #expect(!controller.heightConstraint.isActive)
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("NSLayoutConstraint() has no items") == true)
  }

  @Test("the small APIs real files use: alignment frames, NSValue geometry, grouped colour, cell margins")
  func smallAPIs() {
    let toggle = UISwitch()
    let alignment = toggle.alignmentRect(forFrame: toggle.frame)
    #expect(alignment == CGRect(x: 0, y: 0, width: 49, height: 31))
    #expect(toggle.frame(forAlignmentRect: alignment) == toggle.frame)
    let value = NSValue(cgRect: CGRect(x: 0, y: 476, width: 375, height: 336))
    #expect(value.cgRectValue.height == 336)
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
    #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    #expect(!UITableView(frame: .zero, style: .plain).cellLayoutMarginsFollowReadableWidth)
  }

  @Test("a configured button shows a title given with setTitle(_:for:), sized as the configuration's own")
  func configuredButtonTitle() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    let configured = UIButton(configuration: configuration)
    let legacy = UIButton(configuration: .filled())
    legacy.setTitle("Continue", for: .normal)
    #expect(legacy.intrinsicContentSize == configured.intrinsicContentSize)
    #expect(legacy.intrinsicContentSize.width > 24 + 40)
    let empty = UIButton(configuration: .filled())
    #expect(empty.intrinsicContentSize.width == 24)
  }
}

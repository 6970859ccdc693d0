import LayoutDSL
import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// UIKit and SnapKit code as it is written for iOS, compiled through `UIKitCompat` and
/// `LayoutDSL`, and what happens where UIKit would raise.
@Suite("UIKit spellings: names, initializers, errors where UIKit raises")
struct UIKitSpellingTests {
  /// SnapKit's README example, unchanged but for the imports.
  final class MyViewController: UIViewController {
    lazy var box = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      self.view.addSubview(box)
      box.backgroundColor = .green
      box.snp.makeConstraints { (make) -> Void in
        make.width.height.equalTo(50)
        make.center.equalTo(self.view)
      }
    }
  }

  @Test("SnapKit's README example runs as written")
  func snapKitReadme() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2)
    let controller = MyViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.box.frame == CGRect(x: 162.5, y: 308.5, width: 50, height: 50))
    #expect(controller.box.backgroundColor == UIColor.green)
  }

  @Test("UIKit's names for views, guides, priorities, insets and options")
  func names() {
    let stack = UIStackView(arrangedSubviews: [
      UILabel(), UIImageView(image: UIImage(size: CGSize(width: 20, height: 20))),
    ])
    stack.axis = .horizontal
    stack.spacing = 8
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let guide: UILayoutGuide = stack.layoutMarginsGuide
    let priority: UILayoutPriority = .defaultHigh + 1
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let options: NSLayoutConstraint.FormatOptions = [.alignAllCenterY]
    let attribute: NSLayoutConstraint.Attribute = .leadingMargin
    let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
    let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    let font = UIFont.preferredFont(forTextStyle: .body)
    #expect(stack.arrangedSubviews.count == 2)
    #expect(field.frame == CGRect(x: 0, y: 0, width: 200, height: 34))
    #expect(guide.owningView === stack)
    #expect(priority.rawValue == 751)
    #expect(insets.right == 4 && directional.trailing == 4)
    #expect(options.contains(.alignAllCenterY))
    #expect(attribute == .leadingMargin && relation == .greaterThanOrEqual)
    #expect(mask.contains(.flexibleWidth))
    #expect(font.pointSize == 17)
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 18))
    button.setTitle("Button", for: UIButton.State.normal)
    #expect(button.frame == CGRect(x: 10, y: 10, width: 100, height: 18))
    #expect(UIView.noIntrinsicMetric == -1)
  }

  @Test("an invalid NSLayoutConstraint is reported where UIKit raises, and stays inert")
  func invalidConstraint() {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 2)
    let a = UIView()
    window.addSubview(a)
    let log = MessageBox()
    let constraint = LayoutLog.withHandler({ log.append($0) }) {
      let constraint = NSLayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .left, multiplier: 1,
        constant: 0)
      constraint.isActive = true
      return constraint
    }
    #expect(log.messages.count == 2)  // when made, and again when activated
    #expect(
      log.messages[0].contains(
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"))
    #expect(log.messages[0].contains("(at UIKitCompatTests/UIKitSpellingTests.swift:"))
    #expect(constraint.isActive == false)
    #expect(window.constraints.isEmpty)
    // A location equal to a constant, and an item that is not a view.
    LayoutLog.withHandler({ log.append($0) }) {
      _ = NSLayoutConstraint(
        item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 8)
      _ = NSLayoutConstraint(
        item: "a string", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1,
        constant: 8)
    }
    #expect(log.messages.count == 4)
    #expect(log.messages[2].contains("location equal to a constant"))
    #expect(log.messages[3].contains("Constraint items must each be a view or layout guide"))
  }

  @Test("a malformed Visual Format string is reported with its caret and makes nothing")
  func malformedFormat() {
    let a = UIView()
    let log = MessageBox()
    let constraints = LayoutLog.withHandler({ log.append($0) }) {
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a]-[b]|", options: [], metrics: nil, views: ["a": a])
    }
    #expect(constraints.isEmpty)
    #expect(log.messages.count == 1)
    #expect(
      log.messages[0].hasPrefix("Unable to parse constraint format: \nUnable to find view with name b\n"))
    #expect(log.messages[0].contains("H:|-[a]-[b]|\n          ^"))
    #expect(log.messages[0].contains("(at UIKitCompatTests/UIKitSpellingTests.swift:"))
  }
}

@Suite("UIKit's Visual Format call without options")
struct VisualFormatWithoutOptionsTests {
  @Test("constraints(withVisualFormat:metrics:views:) needs no try, as in UIKit (options default to [])")
  func withoutOptions() {
    let window = makeWindow()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let views = ["box": box]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[box]-20-|", metrics: nil, views: views)
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[box(100)]", metrics: nil, views: views))
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 40, width: 280, height: 100))
    // A malformed format makes nothing, as UIKit's raise would leave nothing behind.
    #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box", metrics: nil, views: views).isEmpty)
  }

  @Test("a spinner, a blur view, inset(by:), named images and font metrics as UIKit code uses them")
  func controlsAndHelpers() {
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    let spinner = UIActivityIndicatorView(style: .large)
    let label = UILabel()
    label.text = "Loading"
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.heightAnchor.constraint(equalToConstant: 40).isActive = true
    let stack = UIStackView(arrangedSubviews: [spinner, label, blur])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = UIFontMetrics.default.scaledValue(for: 8)
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    // Stopped: hidden, and the stack closes up over it.
    #expect(spinner.isHidden && !spinner.isAnimating)
    #expect(label.frame.minY == 0)
    spinner.startAnimating()
    window.layoutIfNeeded()
    #expect(spinner.frame == CGRect(x: 0, y: 0, width: 37, height: 37))
    #expect(label.frame.minY == 45)
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(blur.contentView.superview === blur && blur.frame.height == 40)
    let insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    #expect(
      CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets)
        == CGRect(x: 10, y: 5, width: 80, height: 40))
    #expect(UIImage(named: "never-registered") == nil)
    UIImage.register(named: "star", size: CGSize(width: 24, height: 24))
    #expect(UIImageView(image: UIImage(named: "star")).intrinsicContentSize == CGSize(width: 24, height: 24))
    #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17)).pointSize == 17)
    let scroll = UIScrollView()
    scroll.keyboardDismissMode = .interactive
    scroll.showsVerticalScrollIndicator = false
    scroll.alwaysBounceVertical = true
    scroll.isPagingEnabled = true
    #expect(scroll.keyboardDismissMode == .interactive && !scroll.showsVerticalScrollIndicator)
    // A text view that does not scroll is sized by its text: padding 5 at each end, insets 8.
    final class Notes: UITextViewDelegate {}
    let notes = Notes()
    let textView = UITextView()
    textView.delegate = notes
    textView.isScrollEnabled = false
    let container: NSTextContainer = textView.textContainer
    #expect(container.lineFragmentPadding == 5)
    #expect(textView.intrinsicContentSize.width == 10)
    #expect(textView.intrinsicContentSize.height > 16)
  }
}

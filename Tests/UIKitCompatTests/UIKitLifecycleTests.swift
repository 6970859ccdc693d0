import Testing
import UIKitCompat

/// View-controller life cycle, traits, hooks, controls and the styling properties UIKit code sets
/// inline, written as iOS code writes them.
@Suite("UIKit as it is: life cycle, traits, hooks, controls, styling")
struct UIKitLifecycleTests {
  /// Records the calls UIKit makes, in order.
  final class Recorder {
    var calls: [String] = []
  }

  final class ProfileViewController: UIViewController {
    let recorder: Recorder
    let avatar = UIView()

    init(recorder: Recorder) {
      self.recorder = recorder
      super.init(nibName: nil, bundle: nil)
      title = "Profile"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
      view = UIView()
      recorder.calls.append("loadView")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      recorder.calls.append("viewDidLoad")
      avatar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(avatar)
      NSLayoutConstraint.activate([
        avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        avatar.widthAnchor.constraint(equalToConstant: 48),
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      ])
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      recorder.calls.append("viewWillAppear(\(animated)) frame \(avatar.frame.width)")
    }

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      recorder.calls.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      recorder.calls.append("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      recorder.calls.append("viewDidAppear frame \(avatar.frame.width)")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      recorder.calls.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      recorder.calls.append("viewDidDisappear")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      recorder.calls.append(
        "traits \(previousTraitCollection?.horizontalSizeClass.description ?? "-") → "
          + traitCollection.horizontalSizeClass.description)
    }
  }

  @Test("a window shows its root view controller: load, appear, lay out, appeared; then disappear")
  func lifeCycle() {
    let recorder = Recorder()
    let controller = ProfileViewController(recorder: recorder)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    #expect(recorder.calls == ["loadView", "viewDidLoad"])
    window.makeKeyAndVisible()
    #expect(
      recorder.calls == [
        "loadView", "viewDidLoad", "viewWillAppear(false) frame 0.0", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear frame 48.0",
      ])
    #expect(window.isKeyWindow)
    // 16-point system minimum margin at 375 wide; no safe area in a bare window: top 0 + 20.
    #expect(controller.avatar.frame == CGRect(x: 16, y: 20, width: 48, height: 48))
    #expect(controller.title == "Profile" && controller.navigationItem.title == "Profile")
    recorder.calls = []
    window.rootViewController = UIViewController()
    #expect(recorder.calls == ["viewWillDisappear", "viewDidDisappear"])
  }

  @Test(
    "size class, direction and content size changes reach traitCollectionDidChange of views and controllers")
  func traitChanges() {
    final class Card: UIView {
      var seen: [UITraitCollection?] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        seen.append(previousTraitCollection)
      }
    }
    let recorder = Recorder()
    let controller = ProfileViewController(recorder: recorder)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.horizontalSizeClass = .compact
    window.rootViewController = controller
    let card = Card()
    controller.view.addSubview(card)
    recorder.calls = []
    window.horizontalSizeClass = .regular
    #expect(recorder.calls == ["traits compact → regular"])
    #expect(card.seen.count == 1 && card.traitCollection.horizontalSizeClass == .regular)
    window.contentSizeCategory = UIContentSizeCategory.accessibilityLarge.rawValue
    #expect(card.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(card.seen.last??.preferredContentSizeCategory == .large)
    window.layoutDirection = .rightToLeft
    #expect(card.traitCollection.layoutDirection == .rightToLeft)
    #expect(card.seen.count == 3)
    window.horizontalSizeClass = .regular  // no change, no call
    #expect(card.seen.count == 3)
    #expect(UITraitCollection(horizontalSizeClass: .regular).containsTraits(in: UITraitCollection()))
    #expect(
      UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
      ]).verticalSizeClass == .regular)
  }

  @Test("child view controllers: containment calls, and appearance forwarded while the parent is visible")
  func containment() {
    final class Child: UIViewController {
      var calls: [String] = []
      override func willMove(toParent parent: UIViewController?) { calls.append("willMove \(parent != nil)") }
      override func didMove(toParent parent: UIViewController?) { calls.append("didMove \(parent != nil)") }
      override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
      override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
      override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
    }
    let parent = UIViewController()
    let child = Child()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && child.parent === parent)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = parent
    window.makeKeyAndVisible()
    #expect(child.calls == ["willMove true", "didMove true", "willAppear", "didAppear"])
    child.calls = []
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.calls == ["willMove false", "willDisappear", "didDisappear", "didMove false"])
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test("view hooks: superview and window moves, subviews added and removed, safe area and margins")
  func hooks() {
    final class Probe: UIView {
      var calls: [String] = []
      override func willMove(toSuperview newSuperview: UIView?) {
        calls.append("willMoveToSuperview \(newSuperview != nil)")
      }
      override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
      override func willMove(toWindow newWindow: UIWindow?) {
        calls.append("willMoveToWindow \(newWindow != nil)")
      }
      override func didMoveToWindow() { calls.append("didMoveToWindow \(window != nil)") }
      override func didAddSubview(_ subview: UIView) { calls.append("didAddSubview") }
      override func willRemoveSubview(_ subview: UIView) { calls.append("willRemoveSubview") }
      override func safeAreaInsetsDidChange() { calls.append("safeArea \(safeAreaInsets.top)") }
      override func layoutMarginsDidChange() { calls.append("margins") }
    }
    let window = UIWindow(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let probe = Probe()
    window.addSubview(probe)
    #expect(
      probe.calls == [
        "willMoveToSuperview true", "willMoveToWindow true", "didMoveToSuperview", "didMoveToWindow true",
      ])
    probe.calls = []
    probe.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      probe.topAnchor.constraint(equalTo: window.topAnchor),
      probe.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      probe.widthAnchor.constraint(equalToConstant: 100), probe.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(probe.calls == ["safeArea 47.0"])
    probe.calls = []
    let child = UIView()
    probe.addSubview(child)
    child.removeFromSuperview()
    probe.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    #expect(probe.calls == ["didAddSubview", "willRemoveSubview", "margins"])
    probe.calls = []
    probe.removeFromSuperview()
    #expect(
      probe.calls == [
        "willMoveToSuperview false", "willMoveToWindow false", "didMoveToSuperview", "didMoveToWindow false",
      ])
  }

  @Test("layoutMargins read back include the safe area, as UIKit's do; setting them sets the margins")
  func marginsWithSafeArea() {
    let window = UIWindow(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = UIViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    // Root view: system minimum 20 (wider than 375) and the safe area top and bottom.
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 47, left: 20, bottom: 34, right: 20))
    #expect(
      controller.view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 47, leading: 20, bottom: 34, trailing: 20))
    controller.view.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(
      controller.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
  }

  @Test(
    "controls run their closure actions: a button's tap is its primary action; disabled controls send nothing"
  )
  func actions() {
    var log: [String] = []
    let button = UIButton(
      primaryAction: UIAction(title: "Save") { action in
        log.append("save from \((action.sender as? UIButton)?.currentTitle ?? "?")")
      })
    #expect(button.currentTitle == "Save")
    button.sendActions(for: .touchUpInside)
    let toggle = UISwitch()
    toggle.addAction(
      UIAction { action in log.append("on \((action.sender as? UISwitch)?.isOn ?? false)") },
      for: .valueChanged)
    toggle.setOn(true, animated: false)
    toggle.sendActions(for: .valueChanged)
    toggle.sendActions(for: .touchUpInside)
    toggle.isEnabled = false
    toggle.sendActions(for: .valueChanged)
    #expect(log == ["save from Save", "on true"])
    #expect(toggle.state == .disabled && toggle.allControlEvents == .valueChanged)
    let id = UIAction.Identifier("refresh")
    let slider = UISlider()
    slider.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .valueChanged)
    slider.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
    slider.sendActions(for: .valueChanged)
    slider.removeAction(identifiedBy: id, for: .valueChanged)
    slider.sendActions(for: .valueChanged)
    #expect(log.suffix(1) == ["second"])
  }

  @Test("a button's title per state, title label font and image size its intrinsic size")
  func buttonStates() throws {
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitleColor(.white, for: .normal)
    let normal = button.intrinsicContentSize
    button.isSelected = true
    #expect(button.currentTitle == "Following")
    #expect(button.intrinsicContentSize.width > normal.width)
    button.isSelected = false
    #expect(button.title(for: .highlighted) == "Follow")
    #expect(button.titleColor(for: .normal) == .white)
    let label = try #require(button.titleLabel)
    #expect(label.text == "Follow" && label.font == UIFont.systemFont(ofSize: 15))
    label.font = .boldSystemFont(ofSize: 30)
    #expect(button.titleFont == UIFont.boldSystemFont(ofSize: 30))
    #expect(button.intrinsicContentSize.height > normal.height)
    button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
    #expect(button.currentImage?.size == CGSize(width: 20, height: 20))
  }

  @Test("styling UIKit code sets inline is kept and ignored by layout")
  func styling() {
    let window = UIWindow(size: CGSize(width: 320, height: 480))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    card.backgroundColor = .secondarySystemBackground
    card.alpha = 0.5
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.separator.cgColor
    card.layer.masksToBounds = true
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    card.tag = 7
    card.contentMode = .scaleAspectFit
    card.isUserInteractionEnabled = false
    NSLayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 110, y: 0, width: 100, height: 50))  // the transform changes nothing
    #expect(card.clipsToBounds && card.layer.opacity == 0.5 && card.layer.cornerRadius == 12)
    #expect(window.viewWithTag(7) === card)
    #expect(card.tintColor == .systemBlue)
    window.tintColor = .systemPink
    #expect(card.tintColor == .systemPink)
    #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    #expect(UIColor.black.withAlphaComponent(0.4).alpha == 0.4)
    #expect(
      CGRect(x: 0, y: 0, width: 10, height: 20).applying(card.transform)
        == CGRect(x: 0, y: 0, width: 20, height: 40))
    let rotation = CGAffineTransform(rotationAngle: .pi / 2)
    let back = CGPoint(x: 3, y: 4).applying(rotation).applying(rotation.inverted())
    #expect(abs(back.x - 3) < 1e-12 && abs(back.y - 4) < 1e-12)
    let label = UILabel()
    // A label made in code hugs at 250 (UIKit's default); Interface Builder's, and Label(text:), at 251.
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(UILabel(frame: .zero).contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(UILabel(text: "IB").contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    label.text = "Hello"
    label.textColor = .secondaryLabel
    label.adjustsFontSizeToFitWidth = true
    label.sizeToFit()
    #expect(label.frame.size == label.intrinsicContentSize)
    label.attributedText = NSAttributedString(
      string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    #expect(label.text == "Bold" && label.font == UIFont.boldSystemFont(ofSize: 20))
  }

  /// A controller that rearranges itself for the new size in `viewWillTransition(to:with:)`.
  final class Resizing: UIViewController {
    let side = UIView()
    var sizes: [CGSize] = []
    var order: [String] = []
    var wide: NSLayoutConstraint!
    var narrow: NSLayoutConstraint!

    override func viewDidLoad() {
      super.viewDidLoad()
      side.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(side)
      wide = side.widthAnchor.constraint(equalToConstant: 320)
      narrow = side.widthAnchor.constraint(equalTo: view.widthAnchor)
      NSLayoutConstraint.activate([
        side.topAnchor.constraint(equalTo: view.topAnchor),
        side.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        side.heightAnchor.constraint(equalToConstant: 100), narrow,
      ])
      preferredContentSize = CGSize(width: 320, height: 240)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    {
      super.viewWillTransition(to: size, with: coordinator)
      sizes.append(size)
      order.append("will \(Int(view.bounds.width))")
      coordinator.animate(
        alongsideTransition: { _ in
          self.order.append("alongside \(Int(self.view.window?.bounds.width ?? 0))")
          self.narrow.isActive = size.width < 600
          self.wide.isActive = size.width >= 600
        },
        completion: { context in self.order.append("done \(context.isCancelled)") })
    }
  }

  @Test(
    "a resized window tells its controllers first (viewWillTransition), then runs their blocks at the new size"
  )
  func sizeTransition() {
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    let parent = Resizing()
    let child = Resizing()
    window.rootViewController = parent
    window.makeKeyAndVisible()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    window.layoutIfNeeded()
    #expect(parent.side.frame.width == 390)
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    window.layoutIfNeeded()
    #expect(parent.sizes == [CGSize(width: 844, height: 390)] && child.sizes == parent.sizes)
    #expect(parent.order == ["will 390", "alongside 844", "done false"])
    #expect(parent.side.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    // Moving the window without resizing it is no transition.
    window.frame = CGRect(x: 10, y: 0, width: 844, height: 390)
    #expect(parent.sizes.count == 1)
    #expect(parent.preferredContentSize == CGSize(width: 320, height: 240))
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
  }
}

@Suite("UIViewPropertyAnimator over constraint changes")
struct PropertyAnimatorTests {
  /// A 100 × 100 box under the top of a 320 × 480 window, its height constraint returned.
  func box() -> (UIWindow, UIView, NSLayoutConstraint) {
    let window = UIWindow(size: CGSize(width: 320, height: 480))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let height = box.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 100), height,
    ])
    window.layoutIfNeeded()
    return (window, box, height)
  }

  @Test("started: blocks run, frames final at once, completion .end, frames in between by the curve")
  func started() {
    let (window, box, height) = box()
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {
      height.constant = 300
      window.layoutIfNeeded()
    }
    animator.addCompletion { ended.append($0) }
    #expect(box.frame.height == 100 && animator.state == .inactive)
    animator.startAnimation()
    #expect(box.frame.height == 300)
    #expect(ended == [.end] && animator.state == .inactive && !animator.isRunning)
    // easeInOut is symmetric: halfway in time is halfway in value, 100 + 200 / 2.
    #expect(animator.frame(of: box, atFraction: 0.5).height == 200)
    #expect(animator.frame(of: box, atFraction: 0).height == 100)
  }

  @Test("paused: scrubbed linearly; stopped and finished at the start puts the start frames back")
  func scrubbed() {
    let (window, box, height) = box()
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) {
      height.constant = 200
      window.layoutIfNeeded()
    }
    animator.addCompletion { ended.append($0) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.frame(of: box, atFraction: animator.fractionComplete).height == 125)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .start)
    #expect(ended == [.start] && box.frame.height == 100)
  }

  @Test("a spring below critical damping overshoots; runningPropertyAnimator starts at once")
  func spring() {
    let (window, box, height) = box()
    let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) {
      height.constant = 200
      window.layoutIfNeeded()
    }
    animator.startAnimation()
    let heights = stride(from: 0.0, through: 1.0, by: 0.05).map {
      animator.frame(of: box, atFraction: $0).height
    }
    #expect(heights.max()! > 200 && heights.last == 200 && heights.first == 100)
    var done = false
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, options: [.curveLinear], animations: { box.alpha = 0 },
      completion: { done = $0 == .end })
    #expect(done && box.alpha == 0)
  }
}

@Suite("UIScrollView's starting offset")
struct ScrollOffsetTests {
  @Test("a scroll view under the status bar starts at -adjustedContentInset.top; .never starts at 0")
  func startingOffset() {
    let window = UIWindow(
      size: CGSize(width: 393, height: 852),
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scroll)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: window.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset.top == 69)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -69))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -10))
    scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    #expect(scroll.contentOffset.y == 200)
  }
}

@Suite("Controls whose frames reach past their alignment rectangles")
struct ControlAlignmentTests {
  @Test(
    "a switch's frame ends 2 points past the edge it is pinned to; a slider's reaches 2 left, 2 right, 1 below"
  )
  func switchFrame() {
    let window = UIWindow(size: CGSize(width: 375, height: 667))
    let toggle = UISwitch()
    let slider = UISlider()
    for view in [toggle, slider] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    NSLayoutConstraint.activate([
      toggle.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      toggle.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      slider.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      slider.topAnchor.constraint(equalTo: window.topAnchor, constant: 80),
    ])
    window.layoutIfNeeded()
    // Alignment rectangle 49 wide ending at 359; the frame reaches 2 further right.
    #expect(toggle.frame == CGRect(x: 310, y: 20, width: 51, height: 31))
    // Alignment rectangle from 16 to 359; the frame reaches 2 further on each side, and 1 below
    // the 30-point alignment rectangle: a 31-point frame at y 80.
    #expect(slider.frame.minX == 14 && slider.frame.maxX == 361)
    #expect(slider.frame.minY == 80 && slider.frame.height == 31)
    #expect(slider.alignmentRectInsets == UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
  }

}

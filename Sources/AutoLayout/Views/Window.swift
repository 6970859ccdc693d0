import Foundation

/// The root of a view hierarchy with its environment: size, display scale, layout direction,
/// safe-area insets and content size category (UIKit's `UIWindow` plus the trait environment).
///
/// ```swift
/// let window = Window(size: CGSize(width: 393, height: 852), scale: 3,
///                     safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
/// window.rootViewController = controller
/// window.layoutIfNeeded()
/// ```
open class Window: View {
  /// The window scene it was made for (UIKitEmulation's `Window(windowScene:)`), held weakly as
  /// UIKit holds `windowScene`.
  package weak var sceneStorage: AnyObject?

  /// Points per pixel: frames are snapped to `1 / scale` (edges rounded half-up).
  public var scale: CGFloat {
    willSet { snapshotTraits() }
    didSet {
      // Every frame is snapped again to the new grid (the whole hierarchy is re-solved: rare).
      if scale != oldValue { changedEngine?.invalidateStructure() }
      setNeedsLayout()
      deliverTraitChanges()
    }
  }
  /// Where the pixel grid starts: `.topLeft` (UIKit, the default) or `.bottomLeft` (AppKit's
  /// backing store: a y exactly between two pixels is rounded up the screen).
  ///
  /// ```swift
  /// window.pixelGridOrigin = .bottomLeft
  /// ```
  public var pixelGridOrigin: PixelGridOrigin = .topLeft {
    didSet {
      // Every frame is snapped again (a rare change: the whole hierarchy is re-solved).
      if pixelGridOrigin != oldValue { changedEngine?.invalidateStructure() }
    }
  }
  /// The layout direction views inherit unless they force one.
  public var layoutDirection: UserInterfaceLayoutDirection {
    willSet { snapshotTraits() }
    didSet {
      changedEngine?.invalidateStructure()
      deliverTraitChanges()
    }
  }
  /// The insets of the safe area from the window's edges (status bar, notch, home indicator).
  public var windowSafeAreaInsets: EdgeInsets {
    didSet { setNeedsLayout(); changedEngine?.marginsChanged(self) }
  }
  /// The view that takes the keyboard (see ``View/becomeFirstResponder()``).
  weak var firstResponderView: View?

  /// The height of the software keyboard docked at the window's bottom (0, the default: hidden).
  /// Views' ``View/keyboardLayoutGuide``s reach up to its top, and the window posts UIKit's
  /// keyboard notifications (``Responder/keyboardWillShowNotification`` and the others, with the
  /// begin and end frames in the window's coordinates) on `NotificationCenter.default`.
  ///
  /// ```swift
  /// window.keyboardHeight = 336   // an iPhone's keyboard with its suggestions bar
  /// window.layoutIfNeeded()
  /// ```
  public var keyboardHeight: CGFloat = 0 {
    didSet {
      guard keyboardHeight != oldValue else { return }
      // Only the views that have the guide depend on the keyboard.
      var stack: [View] = [self]
      while let view = stack.popLast() {
        if view.systemGuides[.keyboard] != nil { changedEngine?.marginsChanged(view) }
        stack.append(contentsOf: view.subviews)
      }
      setNeedsLayout()
      postKeyboardNotifications(from: oldValue)
    }
  }

  /// UIKit's keyboard notifications for a change from `oldHeight` to ``keyboardHeight``: "will
  /// show" (or "will hide"), "will change frame", then "did show" (or "did hide") and "did
  /// change frame"; a hidden keyboard's frame is below the window, as tall as it was.
  private func postKeyboardNotifications(from oldHeight: CGFloat) {
    let shown = keyboardHeight > 0
    func frame(_ height: CGFloat, fallback: CGFloat) -> CGRect {
      height > 0
        ? CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        : CGRect(x: 0, y: bounds.height, width: bounds.width, height: fallback)
    }
    let info: [AnyHashable: Any] = [
      // `NSValue`s, as UIKit's (`(info[key] as? NSValue)?.cgRectValue`; Foundation on Linux does
      // not bridge them to `CGRect`, so `autolayout port` rewrites `as? CGRect` on these keys).
      Responder.keyboardFrameBeginUserInfoKey: NSValue(rect: frame(oldHeight, fallback: keyboardHeight)),
      Responder.keyboardFrameEndUserInfoKey: NSValue(rect: frame(keyboardHeight, fallback: oldHeight)),
      Responder.keyboardAnimationDurationUserInfoKey: 0.25,
      Responder.keyboardAnimationCurveUserInfoKey: 7,
      Responder.keyboardIsLocalUserInfoKey: true,
    ]
    let center = NotificationCenter.default
    let names: [Notification.Name] =
      shown
      ? [
        Responder.keyboardWillShowNotification, Responder.keyboardWillChangeFrameNotification,
        Responder.keyboardDidShowNotification, Responder.keyboardDidChangeFrameNotification,
      ]
      : [
        Responder.keyboardWillHideNotification, Responder.keyboardWillChangeFrameNotification,
        Responder.keyboardDidHideNotification, Responder.keyboardDidChangeFrameNotification,
      ]
    for name in names { center.post(name: name, object: nil, userInfo: info) }
  }
  /// Whether the engine sends the conflicts it meets in this window to
  /// ``viewAlertForUnsatisfiableConstraints(_:)`` and the log (a rebuilt system whose conflict is
  /// the point, such as `ConflictExplanation`'s, is not news); ``View/layoutConflicts`` keeps
  /// them either way.
  package var logsLayoutConflicts = true
  /// The user's text size preference, as UIKit's `UIContentSizeCategory` raw value
  /// (`"UICTContentSizeCategoryL"` is the default "large").
  public var contentSizeCategory: String {
    willSet {
      snapshotTraits { $0.preferredContentSizeCategory = ContentSizeCategory(rawValue: newValue) ?? .large }
    }
    didSet {
      if contentSizeCategory != oldValue { textEnvironmentChanged() }
      deliverTraitChanges()
      if contentSizeCategory != oldValue {
        // As UIKit posts it when the user changes the text size (the new value in userInfo).
        NotificationCenter.default.post(
          name: ContentSizeCategory.didChangeNotification, object: nil,
          userInfo: [ContentSizeCategory.newValueUserInfoKey: contentSizeCategory])
      }
    }
  }
  /// How much room the window has across (UIKit's `traitCollection.horizontalSizeClass`).
  public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified {
    willSet { snapshotTraits { $0.horizontalSizeClass = newValue } }
    didSet { deliverTraitChanges() }
  }
  /// How much room the window has down (UIKit's `traitCollection.verticalSizeClass`).
  public var verticalSizeClass: UserInterfaceSizeClass = .unspecified {
    willSet { snapshotTraits { $0.verticalSizeClass = newValue } }
    didSet { deliverTraitChanges() }
  }
  /// The kind of device (UIKit's `traitCollection.userInterfaceIdiom`): a pad when the shorter side
  /// is at least 768 points (every iPad), otherwise a phone, unless set.
  public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified {
    willSet { snapshotTraits { $0.userInterfaceIdiom = newValue } }
    didSet { deliverTraitChanges() }
  }
  /// Whether the window is the key window (``makeKeyAndVisible()``).
  public private(set) var isKeyWindow = false
  /// The traits of every view before a change, until it is delivered.
  private var traitSnapshot: [ObjectIdentifier: TraitCollection]?
  /// The coordinator of a trait transition announced to the root view controller, until the
  /// change is delivered.
  private var traitCoordinator: SizeTransitionCoordinator?

  /// Records every view's traits before a change; `change` (the window's new value) also announces
  /// the root view controller's new traits to it first
  /// (``ViewController/willTransition(to:with:)``), as UIKit does.
  private func snapshotTraits(_ change: ((inout TraitCollection) -> Void)? = nil) {
    guard traitSnapshot == nil else { return }
    traitSnapshot = traitsByView()
    guard let change, let controller = rootViewController, controller.isViewLoaded else { return }
    let current = controller.traitCollection
    var next = current
    change(&next)
    guard next != current else { return }
    let coordinator = SizeTransitionCoordinator()
    controller.willTransition(to: next, with: coordinator)
    traitCoordinator = coordinator
  }

  private func deliverTraitChanges() {
    guard let snapshot = traitSnapshot else { return }
    traitSnapshot = nil
    traitsChanged(from: snapshot)
    let coordinator = traitCoordinator
    traitCoordinator = nil
    coordinator?.finish()
  }

  /// Creates a window.
  ///
  /// ```swift
  /// let window = Window(size: CGSize(width: 375, height: 667))
  /// ```
  public init(
    size: CGSize, scale: CGFloat = 2, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    safeAreaInsets: EdgeInsets = .zero, contentSizeCategory: String = "UICTContentSizeCategoryL"
  ) {
    self.scale = scale
    self.layoutDirection = layoutDirection
    windowSafeAreaInsets = safeAreaInsets
    self.contentSizeCategory = contentSizeCategory
    super.init(frame: CGRect(origin: .zero, size: size))
    userInterfaceIdiom = UserInterfaceIdiom(screenSize: size)
  }

  /// The frame; a new size tells the root view controller first
  /// (``ViewController/viewWillTransition(to:with:)``), and the blocks it gives the coordinator run
  /// once the window has the size.
  ///
  /// ```swift
  /// window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)   // rotated to landscape
  /// ```
  open override var frame: CGRect {
    get { super.frame }
    set {
      guard newValue.size != super.frame.size, let controller = rootViewController else {
        super.frame = newValue
        return
      }
      let coordinator = SizeTransitionCoordinator()
      controller.viewWillTransition(to: newValue.size, with: coordinator)
      super.frame = newValue
      coordinator.finish()
    }
  }

  /// UIKit's `UIWindow(frame:)`: a window the size of `frame` at the main screen's scale
  /// (``Screen/main``), usually `UIScreen.main.bounds`; a window that covers the screen has its
  /// ``Screen/safeAreaInsets``.
  ///
  /// ```swift
  /// let window = Window(frame: Screen.main.bounds)
  /// window.rootViewController = controller
  /// window.makeKeyAndVisible()
  /// ```
  public override convenience init(frame: CGRect) {
    let screen = Screen.main
    self.init(
      size: frame.size, scale: screen.scale,
      safeAreaInsets: frame == screen.bounds ? screen.safeAreaInsets : .zero)
    storedFrame = frame
  }

  /// A window decoded from an archive: nothing is decoded; the main screen's size and scale.
  public required convenience init?(coder: NSCoder) {
    self.init(frame: Screen.main.bounds)
  }

  /// Shows the window and makes it key: its root view controller's view appears
  /// (``ViewController/viewWillAppear(_:)``, a layout pass, ``ViewController/viewDidAppear(_:)``).
  ///
  /// ```swift
  /// window.makeKeyAndVisible()
  /// controller.view.frame   // the window's bounds, laid out
  /// ```
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    Application.shared.windowBecameKey(self)
    guard let controller = rootViewController, !controller.isAppearing else {
      layoutIfNeeded()
      return
    }
    controller.beginAppearance(animated: false)
    layoutIfNeeded()
    controller.endAppearance(animated: false)
  }

  /// `UIWindow`.
  override open class var uikitName: String { "UIWindow" }

  /// The view controller whose view fills the window.
  ///
  /// ```swift
  /// window.rootViewController = MyViewController()
  /// ```
  public var rootViewController: ViewController? {
    didSet {
      if let old = oldValue, old !== rootViewController {
        let wasVisible = old.isAppearing
        if wasVisible { old.beginDisappearance(animated: false) }
        old.view.removeFromSuperview()
        if wasVisible { old.endDisappearance(animated: false) }
      }
      guard let controller = rootViewController else { return }
      let view: View = controller.view
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.frame = bounds
      controller.applySystemMinimumMargins(width: bounds.width)
      if isKeyWindow { controller.beginAppearance(animated: false) }
      addSubview(view)
      if isKeyWindow {
        layoutIfNeeded()
        controller.endAppearance(animated: false)
      }
    }
  }
}

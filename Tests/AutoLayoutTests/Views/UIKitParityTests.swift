import AutoLayout
import Testing

// This file imports only AutoLayout (and Testing): CGRect, CGSize and CGFloat come with it, as
// they come with UIKit.

@Suite("UIKit parity: identity, re-exported geometry, Visual Format strings Apple refuses")
struct UIKitParityTests {
  @Test("views are equal only to themselves and hash by identity")
  func identity() {
    let a = View()
    let b = View()
    let stack = StackView(arrangedSubviews: [a])
    #expect(stack.arrangedSubviews.contains(a))
    #expect(!stack.arrangedSubviews.contains(b))
    #expect(Set<View>([a, b, a]).count == 2)
    #expect(a != b)
  }

  @Test("a system guide read before any constraint uses it has the view's frame and insets")
  func guideFramesOnFirstRead() {
    let window = Window(
      size: CGSize(width: 390, height: 844), scale: 3,
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let view: View = controller.view
    #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 47, width: 350, height: 763))
    window.layoutIfNeeded()
    #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("import AutoLayout brings Foundation's geometry")
  func geometry() {
    let frame = CGRect(origin: .zero, size: CGSize(width: 100, height: 50))
    let width: CGFloat = frame.width
    #expect(width == 100)
  }

  @Test(
    "Apple's Visual Format errors for a doubled dash and a horizontal baseline-to-baseline option",
    arguments: [
      (
        "H:[a]--5-|", LayoutConstraint.FormatOptions(),
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
        6
      ),
      (
        "H:[a]-[b]", LayoutConstraint.FormatOptions.spacingBaselineToBaseline,
        "BaselineToBaseline format option not valid for horizontal layout", 0
      ),
    ])
  func refused(format: String, options: LayoutConstraint.FormatOptions, message: String, position: Int) {
    let root = View()
    let a = View()
    let b = View()
    root.addSubview(a)
    root.addSubview(b)
    do {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: nil, views: ["a": a, "b": b])
      Issue.record("\(format) was accepted")
    } catch let error as VisualFormatError {
      #expect(error.message == message)
      #expect(error.position == position)
    } catch {
      Issue.record("unexpected \(error)")
    }
    // With parentheses the negative spacing is fine.
    #expect(
      (try? LayoutConstraint.constraints(
        withVisualFormat: "H:[a]-(-5)-|", options: [], metrics: nil, views: ["a": a]))?.count == 1)
  }
}

@Suite("Views outside a window")
struct WindowlessScaleTests {
  @Test("snap to the main screen's scale (2 by default), as UIKit does: a centred view at 137.5")
  func mainScreenScale() {
    #expect(Screen.main.scale == 2)
    let root = View()
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 33),
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 137.5, y: 317, width: 100, height: 33))
  }
}

@Suite("Hierarchies are freed")
struct HierarchyLifetimeTests {
  /// Lays out a window with constraints between its views (one held by the view it constrains,
  /// one by the window), and returns weak references to the window, a view and a constraint.
  static func layOutAndRelease() -> (
    window: () -> Window?, view: () -> View?, constraint: () -> LayoutConstraint?
  ) {
    let window = Window(size: CGSize(width: 320, height: 480))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 50),
      box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      box.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
    ])
    window.layoutIfNeeded()
    _ = window.ambiguousLayouts()
    weak var weakWindow: Window?
    weak var weakBox: View?
    weak var weakWidth: LayoutConstraint?
    (weakWindow, weakBox, weakWidth) = (window, box, width)
    return ({ weakWindow }, { weakBox }, { weakWidth })
  }

  @Test("a laid-out window, its views and constraints are released with the last reference to it")
  func released() {
    let (window, view, constraint) = Self.layOutAndRelease()
    #expect(window() == nil)
    #expect(view() == nil)
    #expect(constraint() == nil)
  }

  /// A parent with a subview, a guide and a constraint between the two, released while the
  /// caller keeps the subview, the guide and the constraint.
  static func outliveParent() -> (View, LayoutGuide, LayoutConstraint, () -> View?) {
    let window = Window(size: CGSize(width: 320, height: 480))
    let parent = View()
    window.addSubview(parent)
    let child = View()
    parent.addSubview(child)
    let guide = LayoutGuide()
    parent.addLayoutGuide(guide)
    let width = child.widthAnchor.constraint(equalTo: guide.widthAnchor, constant: -8)
    width.isActive = true
    window.layoutIfNeeded()
    parent.removeFromSuperview()
    weak var weakParent: View?
    weakParent = parent
    return (child, guide, width, { weakParent })
  }

  /// An inactive constraint from `view` to a view that is released right away.
  static func constraintToReleasedView(_ view: View) -> LayoutConstraint {
    let other = View()
    return view.widthAnchor.constraint(equalTo: other.widthAnchor)
  }

  @Test("what outlives its superview reads nil for it: superview, owning view, constraint items")
  func outlivedItemsReadNil() {
    let (child, guide, width, parent) = Self.outliveParent()
    #expect(parent() == nil)
    #expect(child.superview == nil)
    #expect(guide.owningView == nil)
    #expect(width.firstItem === child)
    #expect(width.secondItem === guide)
    #expect(!width.isActive)  // its holder is gone
    let equal = Self.constraintToReleasedView(child)
    #expect(equal.firstItem === child)
    #expect(equal.secondItem == nil)
    // The survivors still work: the child lays out in a new hierarchy.
    let window = Window(size: CGSize(width: 320, height: 480))
    window.addSubview(child)
    child.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    window.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }
}

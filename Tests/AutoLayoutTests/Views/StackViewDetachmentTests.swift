import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// NSStackView's detachment: hidden views with `detachesHiddenViews`, views of visibility
/// priority `notVisible`.
@Suite("StackView detached views")
struct StackViewDetachmentTests {
  /// A 300-point horizontal stack of 40-, 60- and 50-point views, 8 apart, leading-gravity.
  func makeStack() -> (Window, StackView, [View]) {
    let window = Window(size: CGSize(width: 400, height: 100), scale: 1)
    let views = [SizedView(40, 20), SizedView(60, 20), SizedView(50, 20)] as [View]
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .gravityAreas
    stack.spacing = 8
    stack.alignment = .top
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 300),
    ])
    return (window, stack, views)
  }

  @Test("a hidden view leaves the hierarchy and comes back at its place when shown")
  func hiddenDetaches() {
    let (window, stack, v) = makeStack()
    stack.detachesHiddenViews = true
    v[1].isHidden = true
    window.layoutIfNeeded()
    #expect(v[1].superview == nil)
    #expect(stack.detachedViews.map(ObjectIdentifier.init) == [ObjectIdentifier(v[1])])
    #expect(stack.arrangedSubviews.count == 3)
    #expect(v[0].frame.minX == 0 && v[2].frame.minX == 48)
    v[1].isHidden = false
    window.layoutIfNeeded()
    #expect(v[1].superview === stack && stack.detachedViews.isEmpty)
    #expect(stack.subviews.map(ObjectIdentifier.init) == v.map(ObjectIdentifier.init))
    #expect(v.map(\.frame.minX) == [0, 48, 116])
    #expect(window.layoutConflicts.isEmpty)
  }

  @Test("UIStackView's behaviour by default: a hidden view stays, collapsed")
  func hiddenCollapses() {
    let (window, stack, v) = makeStack()
    v[1].isHidden = true
    window.layoutIfNeeded()
    #expect(v[1].superview === stack && stack.detachedViews.isEmpty)
    #expect(v[1].frame.width == 0 && v[2].frame.minX == 48)
  }

  @Test("visibility priority notVisible detaches a view; mustHold attaches it again")
  func visibilityPriority() {
    let (window, stack, v) = makeStack()
    stack.setVisibilityPriority(.notVisible, for: v[0])
    window.layoutIfNeeded()
    #expect(v[0].superview == nil && stack.visibilityPriority(for: v[0]) == .notVisible)
    #expect(v[1].frame.minX == 0 && v[2].frame.minX == 68)
    stack.setVisibilityPriority(.detachOnlyIfNecessary, for: v[0])
    window.layoutIfNeeded()
    #expect(v[0].superview === stack)
    #expect(v.map(\.frame.minX) == [0, 48, 116])
  }

  @Test("a detached view's constraints to views outside it go, as removeFromSuperview takes them")
  func outsideConstraints() {
    let (window, stack, v) = makeStack()
    let label = SizedView(30, 10)
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    let tie = label.leadingAnchor.constraint(equalTo: v[2].leadingAnchor)
    LayoutConstraint.activate([tie, label.topAnchor.constraint(equalTo: window.topAnchor, constant: 50)])
    stack.detachesHiddenViews = true
    v[2].isHidden = true
    window.layoutIfNeeded()
    #expect(!tie.isActive)
    #expect(v[2].superview == nil)
    // Removing a detached view from the arranged views ends its tie to the stack.
    stack.removeArrangedSubview(v[2])
    v[2].isHidden = false
    window.layoutIfNeeded()
    #expect(v[2].superview == nil && stack.arrangedSubviews.count == 2)
  }
}

import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("Unsatisfiable constraints")
struct ConflictTests {
  struct WideLabel {
    let window: Window
    let left: View
    let label: View
    let right: View
    let wide: LayoutConstraint
    let leftWidth: LayoutConstraint
    let user: [LayoutConstraint]
  }

  /// The classic log: a label at least 400 wide between two margin-pinned 50-point views in a
  /// 320-point window (margins 8).
  func makeWideLabel(minimum: CGFloat = 400) -> WideLabel {
    let window = makeWindow(320, 480)
    window.layoutName = "root"
    let left = addView(to: window, name: "left")
    let label = addView(to: window, name: "label")
    let right = addView(to: window, name: "right")
    let leftWidth = left.widthAnchor.constraint(equalToConstant: 50)
    let horizontal = [
      left.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      label.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      leftWidth,
      right.widthAnchor.constraint(equalToConstant: 50),
    ]
    var vertical: [LayoutConstraint] = []
    for view in [left, label, right] {
      vertical.append(view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20))
      vertical.append(view.heightAnchor.constraint(equalToConstant: 20))
    }
    LayoutConstraint.activate(horizontal + vertical)
    let wide = label.widthAnchor.constraint(greaterThanOrEqualToConstant: minimum)
    wide.isActive = true
    return WideLabel(
      window: window, left: left, label: label, right: right, wide: wide, leftWidth: leftWidth,
      user: horizontal + [wide])
  }

  static let expectedLog = """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<LayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 320   (active)>",
        "<LayoutConstraint 'UIView-rightMargin-guide-constraint' root.layoutMarginsGuide.width == root.width - 16   (active)>",
        "<LayoutConstraint left.leading == root.layoutMarginsGuide.leading   (active)>",
        "<LayoutConstraint H:[left]-(8)-[label]   (active)>",
        "<LayoutConstraint H:[label]-(8)-[right]   (active)>",
        "<LayoutConstraint right.trailing == root.layoutMarginsGuide.trailing   (active)>",
        "<LayoutConstraint H:[label(>=400)]   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <LayoutConstraint H:[label(>=400)]   (active)>

    Make a symbolic breakpoint at viewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the View diagnostics (hasAmbiguousLayout, constraintsAffectingLayout(for:), autolayoutTrace()) may also be helpful.
    """

  @Test("the label >= 400 between margin-pinned views: UIKit's log line by line, the >= 400 broken")
  func wideLabel() throws {
    let box = MessageBox()
    let layout = makeWideLabel()
    LayoutLog.withHandler({ box.append($0) }) { layout.window.layoutIfNeeded() }
    #expect(box.messages.count == 1)
    let message = try #require(box.messages.first)
    let expected = Self.expectedLog.components(separatedBy: "\n")
    let lines = message.components(separatedBy: "\n")
    #expect(Array(lines.prefix(expected.count)) == expected)
    // Beyond UIKit: where each constraint was made, and what to do.
    #expect(
      message.contains(
        "<LayoutConstraint H:[label(>=400)]   (active)>  — AutoLayoutTests/ConflictTests.swift:"))
    #expect(message.contains("- lower the priority of <LayoutConstraint H:[label(>=400)]   (active)>"))
    // The layout goes on: the label takes what is left.
    #expect(layout.left.frame == rect(8, 20, 50, 20))
    #expect(layout.label.frame == rect(66, 20, 188, 20))
    #expect(layout.right.frame == rect(262, 20, 50, 20))
  }

  @Test("the minimal set is exactly the constraints that conflict, and the broken one is the newest")
  func minimalSet() throws {
    let layout = LayoutLog.withHandler({ _ in }) { () -> WideLabel in
      let layout = makeWideLabel()
      layout.window.layoutIfNeeded()
      return layout
    }
    let conflicts = layout.window.layoutConflicts
    #expect(conflicts.count == 1)
    let conflict = try #require(conflicts.first)
    #expect(conflict.broken.layoutConstraint === layout.wide)
    // The two 50-point widths are not in it: without them the views beside the label would be
    // −39 points wide, and no view's width goes below 0 — the floors of those two widths are in
    // the set instead (not listed in UIKit's log, as UIKit does not list them).
    let userInSet = conflict.constraints.compactMap(\.layoutConstraint)
    let widths = [layout.user[4], layout.user[5]]  // H:[left(50)], H:[right(50)]
    #expect(userInSet.count == layout.user.count - 2)
    #expect(
      layout.user.allSatisfy { c in userInSet.contains { $0 === c } || widths.contains { $0 === c } })
    #expect(
      conflict.constraints.filter { !$0.isUserConstraint }.map(\.origin) == [
        .system(.rootView), .system(.layoutMargins), .system(.viewSize), .system(.viewSize),
      ])
    #expect(!conflict.log.contains("width >= 0"))
    // Irreducible: without any one of the app's constraints in it, the rest hold; without a
    // width that is not in it, the conflict stays.
    for index in layout.user.indices {
      let fresh = makeWideLabel()
      fresh.user[index].isActive = false
      let box = MessageBox()
      LayoutLog.withHandler({ box.append($0) }) { fresh.window.layoutIfNeeded() }
      let inSet = userInSet.contains { $0 === layout.user[index] }
      #expect((box.messages.isEmpty && fresh.window.layoutConflicts.isEmpty) == inSet)
    }
    // Removing the >= 400 clears the conflict.
    layout.wide.isActive = false
    #expect(layout.window.layoutConflicts.isEmpty)
  }

  @Test("the same broken constraint and the same text every run")
  func deterministic() throws {
    var texts: [String] = []
    for _ in 0..<3 {
      let box = MessageBox()
      let layout = makeWideLabel()
      LayoutLog.withHandler({ box.append($0) }) { layout.window.layoutIfNeeded() }
      texts.append(box.messages.joined(separator: "\n"))
      // A rebuild (a new subview) meets the conflict again and breaks the same constraint.
      LayoutLog.withHandler({ box.append($0) }) {
        addView(to: layout.window, name: "extra")
        layout.window.layoutIfNeeded()
      }
      #expect(box.messages.count == 2)
      #expect(layout.window.layoutConflicts.first?.broken.layoutConstraint === layout.wide)
    }
    #expect(Set(texts).count == 1)
  }

  @Test("a broken required constraint still wins over every optional one")
  func demotedBand() throws {
    let layout = makeWideLabel()
    let narrow = layout.label.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = LayoutPriority(999.99)
    narrow.isActive = true
    LayoutLog.withHandler({ _ in }) { layout.window.layoutIfNeeded() }
    // The demoted >= 400 pulls the label as wide as the required constraints allow.
    #expect(layout.label.frame.width == 188)
  }

  @Test("a constant change that cannot hold breaks the newest constraint of the set")
  func constantChange() throws {
    let layout = makeWideLabel(minimum: 100)
    layout.window.layoutIfNeeded()
    #expect(layout.window.layoutConflicts.isEmpty)
    let box = MessageBox()
    layout.leftWidth.constant = 200
    LayoutLog.withHandler({ box.append($0) }) { layout.window.layoutIfNeeded() }
    #expect(box.messages.count == 1)
    let conflict = try #require(layout.window.layoutConflicts.first)
    #expect(conflict.broken.layoutConstraint === layout.wide)
    #expect(conflict.constraints.contains { $0.layoutConstraint === layout.leftWidth })
    #expect(layout.left.frame == rect(8, 20, 200, 20))
    #expect(layout.label.frame.width == 38)
    // Back to a width that fits: nothing is broken any more after the next rebuild.
    layout.leftWidth.constant = 50
    addView(to: layout.window, name: "extra")
    layout.window.layoutIfNeeded()
    #expect(layout.window.layoutConflicts.isEmpty)
    #expect(layout.label.frame == rect(66, 20, 188, 20))
  }

  @Test("a window too small for its content: the root size wins, the app's constraint breaks")
  func rootResize() throws {
    let layout = makeWideLabel(minimum: 150)
    layout.window.layoutIfNeeded()
    #expect(layout.window.layoutConflicts.isEmpty)
    let box = MessageBox()
    LayoutLog.withHandler({ box.append($0) }) {
      layout.window.frame = rect(0, 0, 240, 480)
      layout.window.layoutIfNeeded()
    }
    #expect(box.messages.count == 1)
    #expect(layout.window.layoutConflicts.first?.broken.layoutConstraint === layout.wide)
    #expect(layout.right.frame == rect(182, 20, 50, 20))
    #expect(layout.label.frame == rect(66, 20, 108, 20))
  }

  @Test("two required sizes of one view: the newer one breaks; autoresizing views get the note")
  func autoresizingNote() throws {
    let window = makeWindow(320, 480)
    window.layoutName = "root"
    let box = View(frame: rect(10, 10, 100, 100))
    box.layoutName = "box"
    window.addSubview(box)
    let wider = box.widthAnchor.constraint(equalToConstant: 150)
    wider.isActive = true
    let messages = MessageBox()
    LayoutLog.withHandler({ messages.append($0) }) { window.layoutIfNeeded() }
    let message = try #require(messages.messages.first)
    #expect(
      message.contains(
        "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the "
          + "documentation for the View property translatesAutoresizingMaskIntoConstraints) \n("))
    #expect(message.contains("\"<AutoresizingMaskLayoutConstraint h=--& v=--& box.width == 100"))
    #expect(message.contains("set translatesAutoresizingMaskIntoConstraints = false on box"))
    #expect(window.layoutConflicts.first?.broken.layoutConstraint === wider)
    #expect(box.frame == rect(10, 10, 100, 100))
  }
}

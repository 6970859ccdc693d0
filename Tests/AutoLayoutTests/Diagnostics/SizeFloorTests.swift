import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("A view's size never goes below 0, as in Apple's engine")
struct SizeFloorTests {
  /// A list pinned 12 points inside both edges of a container the test sizes.
  func pinnedList(containerWidth: CGFloat) -> (
    window: Window, container: View, list: View, width: LayoutConstraint
  ) {
    let window = makeWindow(320, 480)
    window.layoutName = "root"
    let container = addView(to: window, name: "container")
    let list = addView(to: container, name: "list")
    let width = container.widthAnchor.constraint(equalToConstant: containerWidth)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      container.topAnchor.constraint(equalTo: window.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 100),
      width,
      list.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
      container.trailingAnchor.constraint(equalTo: list.trailingAnchor, constant: 12),
      list.topAnchor.constraint(equalTo: container.topAnchor),
      list.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    return (window, container, list, width)
  }

  @Test("12-point insets in a container of width 0: a conflict with only those three listed; width 0")
  func zeroWidthContainer() throws {
    let layout = pinnedList(containerWidth: 0)
    let box = MessageBox()
    LayoutLog.withHandler({ box.append($0) }) { layout.window.layoutIfNeeded() }
    let conflict = try #require(layout.window.layoutConflicts.first)
    #expect(layout.window.layoutConflicts.count == 1)
    // UIKit's log: the container's width and the two insets, not the floor that makes them conflict.
    #expect(
      conflict.constraints.filter { $0.origin != .system(.viewSize) }.map(\.description) == [
        "<LayoutConstraint H:[container(0)]   (active)>",
        "<LayoutConstraint H:|-(12)-[list]   (active, names: '|':container )>",
        "<LayoutConstraint H:[list]-(12)-|   (active, names: '|':container )>",
      ])
    #expect(conflict.constraints.filter { $0.origin == .system(.viewSize) }.count == 1)
    #expect(!conflict.log.contains(">= 0"))
    #expect(box.messages.count == 1)
    // The newest constraint of the set is broken; the list keeps a width of 0.
    #expect(
      conflict.broken.description == "<LayoutConstraint H:[list]-(12)-|   (active, names: '|':container )>")
    #expect(layout.list.frame == rect(12, 0, 0, 100))
  }

  @Test("an optional constraint cannot pull a size below 0: no conflict, the size stops at 0")
  func optionalPull() {
    let window = makeWindow(320, 480)
    let view = addView(to: window, name: "view")
    let pull = view.widthAnchor.constraint(equalToConstant: -30)
    pull.priority = .defaultHigh
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      view.heightAnchor.constraint(equalToConstant: 20),
      pull,
    ])
    let box = MessageBox()
    LayoutLog.withHandler({ box.append($0) }) { window.layoutIfNeeded() }
    #expect(box.messages.isEmpty && window.layoutConflicts.isEmpty)
    #expect(view.frame == rect(10, 10, 0, 20))
  }

  @Test("a relayout that would make a size negative meets the floor; growing again lays out as before")
  func relayout() throws {
    let layout = pinnedList(containerWidth: 200)
    layout.window.layoutIfNeeded()
    #expect(layout.list.frame == rect(12, 0, 176, 100))
    #expect(layout.window.layoutConflicts.isEmpty)
    LayoutLog.withHandler({ _ in }) {
      layout.width.constant = 10
      layout.window.layoutIfNeeded()
    }
    #expect(layout.window.layoutConflicts.count == 1)
    #expect(layout.list.frame.width == 0)
    layout.width.constant = 300
    layout.window.layoutIfNeeded()
    #expect(layout.list.frame.minX == 12 && layout.list.frame.width >= 0)
    #expect(layout.container.frame.width == 300)
  }

  @Test(
    "two unsized views sharing a negative span: the floor of one pushes the other below 0, then conflicts")
  func sharedSpan() throws {
    // A header of width 0 with 8-point margins: label + 8 + button must be −24 wide.
    let window = makeWindow(320, 480)
    let header = addView(to: window, name: "header")
    let label = addView(to: header, name: "label")
    let button = addView(to: header, name: "button")
    LayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.topAnchor.constraint(equalTo: window.topAnchor),
      header.widthAnchor.constraint(equalToConstant: 0),
      header.heightAnchor.constraint(equalToConstant: 40),
      label.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
      button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      header.layoutMarginsGuide.trailingAnchor.constraint(equalTo: button.trailingAnchor),
      label.topAnchor.constraint(equalTo: header.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
      button.topAnchor.constraint(equalTo: header.topAnchor),
      button.heightAnchor.constraint(equalToConstant: 20),
    ])
    LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() }
    let conflict = try #require(window.layoutConflicts.first)
    #expect(conflict.constraints.filter { $0.origin == .system(.viewSize) }.count == 2)
    #expect(label.frame.width == 0 && button.frame.width == 0)
  }

  @Test("the same conflict and frames every run")
  func deterministic() {
    func run() -> String {
      let layout = pinnedList(containerWidth: 0)
      LayoutLog.withHandler({ _ in }) { layout.window.layoutIfNeeded() }
      return layout.window.layoutConflicts.map(\.description).joined() + "\(layout.list.frame)"
    }
    #expect(run() == run())
  }
}

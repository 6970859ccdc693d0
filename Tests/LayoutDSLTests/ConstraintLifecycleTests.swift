import AutoLayout
import Foundation
import LayoutDSL
import Testing
import _AutoLayoutTestSupport

/// Making, updating, remaking, removing and preparing constraints, and what handles do later.
@Suite("Constraint lifecycle: update, remake, remove, prepare, handles")
struct ConstraintLifecycleTests {
  func makeBox() -> (Window, View) {
    let window = makeWindow(320, 480)
    let box = View()
    window.addSubview(box)
    box.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.width.height.equalTo(100)
    }
    window.layoutIfNeeded()
    return (window, box)
  }

  @Test("updateConstraints changes the constants of matching constraints, without adding any")
  func update() {
    let (window, box) = makeBox()
    #expect(box.frame == rect(110, 190, 100, 100))
    let before = window.constraints.count
    box.snp.updateConstraints { make in
      make.width.height.equalTo(150)
      make.centerY.equalToSuperview().offset(-20)
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(85, 145, 150, 150))
    #expect(window.constraints.count == before)
    #expect(box.snp.constraints.count == 2)
  }

  @Test("a line updateConstraints cannot match is reported with its call site, and changes nothing")
  func updateWithoutMatch() {
    let (window, box) = makeBox()
    let log = MessageBox()
    LayoutLog.withHandler({ log.append($0) }) {
      box.snp.updateConstraints { make in
        make.width.equalTo(120)
        make.width.equalTo(300).priority(.low)  // a different priority: no match
        make.top.equalToSuperview().offset(5)  // no top constraint was made
      }
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(100, 190, 120, 100))
    #expect(log.messages.count == 2)
    let message = log.messages.last ?? ""
    #expect(
      message.hasPrefix("LayoutDSL: updateConstraints found no constraint to update for <LayoutConstraint"))
    #expect(message.contains("V:|-(5)-[UIView"))  // the top line, as UIKit describes it
    #expect(message.contains("(at LayoutDSLTests/ConstraintLifecycleTests.swift:"))
    #expect(message.contains("Hint: updateConstraints changes only the constants"))
    #expect(box.snp.constraints.count == 2)
  }

  @Test("updateConstraints on an item without DSL constraints makes them")
  func updateMakesFirst() {
    let window = makeWindow()
    let box = View()
    window.addSubview(box)
    box.snp.updateConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(10)
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(0, 0, 10, 10))
  }

  @Test("remakeConstraints replaces them; removeConstraints removes them")
  func remakeAndRemove() {
    let (window, box) = makeBox()
    let other = View()
    window.addSubview(other)
    other.snp.makeConstraints { make in make.edges.equalTo(box) }
    box.snp.remakeConstraints { make in
      make.top.leading.equalToSuperview().offset(10)
      make.size.equalTo(20)
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(10, 10, 20, 20))
    #expect(other.frame == rect(10, 10, 20, 20))  // other's constraints are its own
    #expect(box.snp.constraints.count == 2)
    box.snp.removeConstraints()
    #expect(box.snp.constraints.isEmpty)
    #expect(other.snp.constraints.count == 1)
    #expect(window.constraints.allSatisfy { $0.firstItem !== box })
  }

  @Test("prepareConstraints makes handles to activate later")
  func prepare() {
    let window = makeWindow()
    let panel = View()
    window.addSubview(panel)
    panel.snp.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
      make.height.equalTo(100).priority(.medium)
    }
    let expanded = panel.snp.prepareConstraints { make in
      make.height.equalTo(300).priority(.high)
    }
    #expect(expanded.count == 1)
    #expect(expanded[0].isActive == false)
    #expect(expanded[0].layoutConstraints.count == 1)
    window.layoutIfNeeded()
    #expect(panel.frame == rect(0, 0, 320, 100))
    expanded[0].activate()
    window.layoutIfNeeded()
    #expect(panel.frame == rect(0, 0, 320, 300))
    #expect(panel.snp.constraints.count == 3)
  }

  @Test("handles: update(offset:), update(inset:), update(priority:), isActive")
  func handles() {
    let window = makeWindow(320, 480)
    let card = View()
    window.addSubview(card)
    var edges: Constraint?
    var width: Constraint?
    card.snp.makeConstraints { make in
      edges = make.verticalEdges.equalToSuperview().inset(10).constraint
      make.leading.equalToSuperview()
      width = make.width.equalTo(100).priority(.high).constraint
    }
    window.layoutIfNeeded()
    #expect(card.frame == rect(0, 10, 100, 460))
    edges?.update(inset: EdgeInsets(top: 20, left: 0, bottom: 40, right: 0))
    width?.update(offset: 140)
    window.layoutIfNeeded()
    #expect(card.frame == rect(0, 20, 140, 420))
    edges?.update(offset: 5)  // an offset is added as it is: top 5 down, bottom 5 below the edge
    window.layoutIfNeeded()
    #expect(card.frame == rect(0, 5, 140, 480))
    width?.update(priority: .low)
    #expect(width?.layoutConstraints[0].priority == .defaultLow)
    width?.isActive = false
    #expect(width?.isActive == false)
    #expect(card.snp.constraints.count == 2)
    width?.isActive = true
    #expect(card.snp.constraints.count == 3)
  }

  @Test("update(priority:) between required and optional on an active constraint is refused and reported")
  func requiredToOptional() {
    let (_, box) = makeBox()
    var handle: Constraint?
    box.snp.makeConstraints { make in handle = make.leading.equalToSuperview().priority(.high).constraint }
    let log = MessageBox()
    LayoutLog.withHandler({ log.append($0) }) {
      _ = handle?.update(priority: .required)
    }
    #expect(handle?.layoutConstraints[0].priority == .defaultHigh)
    #expect(log.messages.count == 1)
    #expect(log.messages[0].contains("Mutating a priority from required to not on an installed constraint"))
    #expect(log.messages[0].contains("Hint: deactivate the constraint before switching"))
    handle?.deactivate()
    handle?.update(priority: .required)
    #expect(handle?.layoutConstraints[0].priority == .required)
  }

  @Test("guides have a DSL too, and the same layout comes out every run")
  func guidesAndDeterminism() {
    func layout() -> [CGRect] {
      let window = makeWindow(320, 480)
      let left = LayoutGuide()
      let right = LayoutGuide()
      window.addLayoutGuide(left)
      window.addLayoutGuide(right)
      let button = SizedView(80, 30)
      window.addSubview(button)
      left.snp.makeConstraints { make in
        make.leading.top.bottom.equalToSuperview()
        make.trailing.equalTo(button.snp.leading)
      }
      right.snp.makeConstraints { make in
        make.trailing.top.bottom.equalToSuperview()
        make.leading.equalTo(button.snp.trailing)
        make.width.equalTo(left)
      }
      button.snp.makeConstraints { make in make.centerY.equalToSuperview() }
      window.layoutIfNeeded()
      return [button.frame, left.layoutFrame, right.layoutFrame]
    }
    let first = layout()
    #expect(first == [rect(120, 225, 80, 30), rect(0, 0, 120, 480), rect(200, 0, 120, 480)])
    #expect(layout() == first)
  }
}

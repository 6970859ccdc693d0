import AutoLayout
import Foundation
import LayoutDSL
import Testing
import _AutoLayoutTestSupport

/// Attributes, composites, relations and modifiers of the maker, with the frames they give, in
/// both layout directions.
@Suite("Constraint maker: attributes, composites, constants, multipliers, priorities")
struct ConstraintMakerTests {
  /// A 320 × 480 window with a 200 × 100 container at (60, 40) holding one box.
  func makeScene(_ direction: UserInterfaceLayoutDirection = .leftToRight) -> (Window, View, View) {
    let window = makeWindow(320, 480, direction: direction)
    let container = View()
    window.addSubview(container)
    container.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(40)
      make.left.equalToSuperview().offset(60)
      make.size.equalTo(CGSize(width: 200, height: 100))
    }
    let box = View()
    container.addSubview(box)
    return (window, container, box)
  }

  /// `expected` left to right, mirrored in the 200-wide container right to left.
  func directional(_ expected: CGRect, _ direction: UserInterfaceLayoutDirection) -> CGRect {
    direction == .leftToRight ? expected : mirrored(expected, in: 200)
  }

  @Test(
    "edges inset by a number, and by edge insets (absolute: the same both ways)", arguments: bothDirections)
  func edgesInset(direction: UserInterfaceLayoutDirection) {
    let (window, container, box) = makeScene(direction)
    box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
    window.layoutIfNeeded()
    #expect(container.frame == rect(60, 40, 200, 100))
    #expect(box.frame == rect(10, 10, 180, 80))
    box.snp.remakeConstraints { make in
      make.edges.equalToSuperview().inset(EdgeInsets(top: 5, left: 20, bottom: 15, right: 30))
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(20, 5, 150, 80))
  }

  @Test("directional insets put `leading` on the leading side", arguments: bothDirections)
  func directionalInsets(direction: UserInterfaceLayoutDirection) {
    let insets = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 15, trailing: 30)
    let expected = directional(rect(20, 5, 150, 80), direction)
    // On leading/trailing attributes …
    let (window, _, box) = makeScene(direction)
    box.snp.makeConstraints { make in make.directionalEdges.equalToSuperview().inset(insets) }
    window.layoutIfNeeded()
    #expect(box.frame == expected)
    // … and flipped onto left/right ones.
    box.snp.remakeConstraints { make in make.edges.equalToSuperview().inset(insets) }
    window.layoutIfNeeded()
    #expect(box.frame == expected)
    // A centre moves by half the difference, towards the trailing side here.
    box.snp.remakeConstraints { make in
      make.center.equalToSuperview().inset(insets)
      make.size.equalTo(20)
    }
    window.layoutIfNeeded()
    #expect(box.frame == directional(rect(85, 35, 20, 20), direction))
  }

  @Test("horizontal and vertical edges, leading/trailing follow the direction", arguments: bothDirections)
  func halves(direction: UserInterfaceLayoutDirection) {
    let (window, _, box) = makeScene(direction)
    box.snp.makeConstraints { make in
      make.horizontalEdges.equalToSuperview().inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 40))
      make.verticalEdges.equalToSuperview().inset(20)
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(10, 20, 150, 60))
    box.snp.remakeConstraints { make in
      make.leading.equalToSuperview().offset(10)
      make.trailing.equalToSuperview().offset(-40)
      make.top.bottom.equalToSuperview()
    }
    window.layoutIfNeeded()
    #expect(box.frame == directional(rect(10, 0, 150, 100), direction))
  }

  @Test("size and centre from constants: a size, a number, a point")
  func sizeAndCenter() {
    let (window, _, box) = makeScene()
    box.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 40, height: 30))
      make.center.equalToSuperview()
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(80, 35, 40, 30))
    // A point is a position in the superview: centerX == superview.left + x.
    box.snp.remakeConstraints { make in
      make.width.height.equalTo(20)
      make.center.equalTo(CGPoint(x: 30, y: 40))
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(20, 30, 20, 20))
    // An offset point moves the centre from the superview's centre.
    box.snp.remakeConstraints { make in
      make.size.equalTo(20)
      make.center.equalToSuperview().offset(5)
    }
    window.layoutIfNeeded()
    #expect(box.frame == rect(95, 45, 20, 20))
  }

  @Test("margins, directional margins, centre within margins", arguments: bothDirections)
  func margins(direction: UserInterfaceLayoutDirection) {
    let (window, container, box) = makeScene(direction)
    container.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 6, trailing: 20)
    // edges to the superview's margins (`edges` ↔ `margins` pair edge with margin).
    box.snp.makeConstraints { make in make.edges.equalTo(container.snp.margins) }
    window.layoutIfNeeded()
    #expect(box.frame == directional(rect(12, 4, 168, 90), direction))
    box.snp.remakeConstraints { make in make.directionalMargins.equalTo(container.snp.directionalEdges) }
    window.layoutIfNeeded()
    // The box's own margins are 8: its edges sit 8 outside the container's.
    #expect(box.frame == rect(-8, -8, 216, 116))
    box.snp.remakeConstraints { make in
      make.center.equalTo(container.snp.centerWithinMargins)
      make.size.equalTo(10)
    }
    window.layoutIfNeeded()
    // Margins 12 + 20 across 200: the centre within them is 96 from the leading edge.
    #expect(box.frame == directional(rect(91, 44, 10, 10), direction))
  }

  @Test("relations to numbers, views and guides; multipliedBy and dividedBy")
  func relations() {
    let (window, container, box) = makeScene()
    let guide = LayoutGuide()
    container.addLayoutGuide(guide)
    guide.snp.makeConstraints { make in
      make.leading.top.bottom.equalToSuperview()
      make.width.equalToSuperview().dividedBy(4)
    }
    box.snp.makeConstraints { make in
      make.leading.equalTo(guide.snp.trailing)
      make.top.equalTo(guide)
      make.width.equalTo(container).multipliedBy(0.5).priority(.high)
      make.width.lessThanOrEqualTo(80)
      make.height.greaterThanOrEqualTo(guide).multipliedBy(0.3)
      make.height.equalTo(1).priority(.low)
    }
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == rect(0, 0, 50, 100))
    // Half the container (100) at high priority, at most 80 (required); at least 0.3 × the guide.
    #expect(box.frame == rect(50, 0, 80, 30))
  }

  @Test("insets as the target, and the superview's friends: closures, inequalities")
  func superviewForms() {
    let window = makeWindow(390, 844, scale: 2)
    window.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let card = View()
    window.addSubview(card)
    card.snp.makeConstraints { make in
      make.edges.equalTo(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    window.layoutIfNeeded()
    #expect(card.frame == rect(20, 10, 330, 804))
    card.snp.remakeConstraints { make in
      make.top.equalToSuperview { $0.safeAreaLayoutGuide }
      make.bottom.lessThanOrEqualToSuperview { $0.safeAreaLayoutGuide.snp.bottom }
      make.height.equalTo(2000).priority(.low)
      make.leading.greaterThanOrEqualToSuperview { $0.layoutMarginsGuide }
      make.leading.equalTo(0).priority(.medium)
      make.width.lessThanOrEqualToSuperview().multipliedBy(0.5)
      make.width.greaterThanOrEqualToSuperview().dividedBy(4)
      make.width.equalTo(1).priority(.low)
    }
    window.layoutIfNeeded()
    // Top on the safe area (47), bottom at most its bottom; leading at least the margin (8);
    // width at least a quarter of 390.
    #expect(card.frame == rect(8, 47, 97.5, 844 - 47 - 34))
  }

  @Test("inequalities with offsets: a label at most 10 from the right edge")
  func inequalities() {
    let (window, _, box) = makeScene()
    let label = SizedView(300, 20)
    box.superview!.addSubview(label)
    label.snp.makeConstraints { make in
      make.left.equalToSuperview().offset(10)
      make.right.lessThanOrEqualToSuperview().offset(-10)
      make.top.greaterThanOrEqualToSuperview().offset(10)
    }
    window.layoutIfNeeded()
    #expect(label.frame == rect(10, 10, 180, 20))
  }

  @Test("priorities by name and number, labels, and the call site on every constraint")
  func prioritiesAndLabels() throws {
    let (_, _, box) = makeScene()
    var handles: [Constraint] = []
    box.snp.makeConstraints { make in
      handles.append(make.width.equalTo(10).priority(.high).constraint)
      handles.append(make.height.equalTo(10).priority(.medium).constraint)
      handles.append(make.left.equalToSuperview().priority(.low).constraint)
      handles.append(make.top.equalToSuperview().priority(999).labeled("box-top").constraint)
      handles.append(make.right.equalToSuperview().priority(LayoutPriority(333)).constraint)
      handles.append(
        make.bottom.equalToSuperview().priority(ConstraintPriority.high.advanced(by: 1)).constraint)
      handles.append(make.centerX.equalToSuperview().priorityRequired().constraint)
    }
    let priorities = handles.map { $0.layoutConstraints[0].priority.rawValue }
    #expect(priorities == [750, 500, 250, 999, 333, 751, 1000])
    #expect(handles[3].label == "box-top")
    #expect(handles[3].layoutConstraints[0].identifier == "box-top")
    let origin = handles[0].layoutConstraints[0].origin
    guard case .code(let file, let line) = origin else {
      Issue.record("expected a code origin, got \(origin)")
      return
    }
    #expect(file == "LayoutDSLTests/ConstraintMakerTests.swift")
    #expect(line == handles[0].location.split(separator: ":").last.flatMap { Int($0) })
    #expect(line > 0)
    #expect(handles.allSatisfy { $0.isActive })
  }

  @Test("composite items on the other side: equalTo(other.snp.edges), size to a view")
  func compositeTargets() {
    let (window, container, box) = makeScene()
    let twin = View()
    container.addSubview(twin)
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview().offset(5)
      make.size.equalTo(CGSize(width: 30, height: 40))
    }
    twin.snp.makeConstraints { make in
      make.edges.equalTo(box.snp.edges).inset(-5)
    }
    window.layoutIfNeeded()
    #expect(twin.frame == rect(0, 0, 40, 50))
    let third = View()
    container.addSubview(third)
    third.snp.makeConstraints { make in
      make.size.equalTo(box)
      make.top.equalTo(box.snp.bottom)
      make.centerX.equalTo(box)
    }
    window.layoutIfNeeded()
    #expect(third.frame == rect(5, 45, 30, 40))
  }

  @Test("attributes named by set and chained")
  func attributeSets() {
    #expect(ConstraintAttributes.edges.layoutAttributes == [.left, .right, .top, .bottom])
    #expect(ConstraintAttributes.directionalEdges.layoutAttributes == [.top, .bottom, .leading, .trailing])
    #expect(ConstraintAttributes.size.layoutAttributes == [.width, .height])
    #expect(
      ConstraintAttributes.centerWithinMargins.layoutAttributes == [
        .centerXWithinMargins, .centerYWithinMargins,
      ])
    #expect(
      ConstraintAttributes.margins.layoutAttributes == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
    let (_, _, box) = makeScene()
    var handle: Constraint?
    box.snp.makeConstraints { make in
      handle = make.attributes([.top, .leading]).equalToSuperview().offset(8).constraint
    }
    #expect(handle?.layoutConstraints.map(\.firstAttribute) == [.top, .leading])
    #expect(box.snp.top.layoutAttributes == [.top])
    #expect(box.translatesAutoresizingMaskIntoConstraints == false)
  }
}

import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("The equation notation")
struct EquationNotationTests {
  func scene() -> (Window, [String: Any]) {
    let window = makeWindow()
    window.layoutName = "root"
    var views: [String: Any] = ["root": window]
    for name in ["avatar", "title", "body", "spacer", "button"] {
      views[name] = addView(SizedView(40, 20), to: window, name: name)
    }
    let guide = LayoutGuide()
    guide.identifier = "gap"
    window.addLayoutGuide(guide)
    views["gap"] = guide
    return (window, views)
  }

  static let design = """
    title.leading == avatar.trailing + 8
    body.top >= title.lastBaseline + 6 @750
    spacer.width == 0.5 * root.width - 10
    avatar.width == 48
    root.trailingMargin == button.trailing
    """

  @Test("DESIGN.md's examples parse, lay out, and print back the same text")
  func designExamples() throws {
    let (window, views) = scene()
    let constraints = try LayoutConstraint.constraints(withEquations: Self.design, views: views)
    #expect(constraints.count == 5)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(constraints.map { $0.equation(names: views) }.joined(separator: "\n") == Self.design)
    LayoutConstraint.activate(constraints)
    let more = try LayoutConstraint.constraints(
      withEquations: """
        # positions
        avatar.leading == root.leading + margin
        avatar.top == root.top + 10
        title.top == root.top
        body.leading == root.leading
        spacer.top == root.top
        spacer.leading == root.leading
        button.top == root.top
        gap.leading == title.trailing
        gap.width == 12
        gap.top == root.top
        gap.height == 1
        """, views: views, metrics: ["margin": 16])
    LayoutConstraint.activate(more)
    window.layoutIfNeeded()
    #expect((views["avatar"] as! View).frame == rect(16, 10, 48, 20))
    #expect((views["title"] as! View).frame.minX == 72)
    #expect((views["spacer"] as! View).frame.width == 150)
    #expect((views["button"] as! View).frame.maxX == 312)
    #expect((views["gap"] as! LayoutGuide).layoutFrame == rect(112, 0, 12, 1))
  }

  @Test("parse(print(c)) == c for constraints made every way")
  func roundTrip() throws {
    let (_, views) = scene()
    let avatar = views["avatar"] as! View
    let title = views["title"] as! View
    let gap = views["gap"] as! LayoutGuide
    let constraints: [LayoutConstraint] = [
      title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      title.firstBaselineAnchor.constraint(lessThanOrEqualTo: avatar.centerYAnchor, constant: -2.5),
      title.widthAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1.125, constant: 60),
      avatar.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      gap.centerXAnchor.constraint(equalTo: title.centerXAnchor),
      try LayoutConstraint(
        item: title, attribute: .trailingMargin, relatedBy: .equal, toItem: avatar,
        attribute: .centerXWithinMargins, multiplier: 0.5, constant: -3),
    ]
    constraints[1].priority = LayoutPriority(999.5)
    constraints[3].priority = .defaultLow
    for constraint in constraints {
      let text = constraint.equation(names: views)
      let parsed = try LayoutConstraint.constraint(withEquation: text, views: views)
      #expect(parsed.firstItem === constraint.firstItem, "\(text)")
      #expect(parsed.firstAttribute == constraint.firstAttribute, "\(text)")
      #expect(parsed.relation == constraint.relation, "\(text)")
      #expect(parsed.secondItem === constraint.secondItem, "\(text)")
      #expect(parsed.secondAttribute == constraint.secondAttribute, "\(text)")
      #expect(parsed.multiplier == constraint.multiplier, "\(text)")
      #expect(parsed.constant == constraint.constant, "\(text)")
      #expect(parsed.priority == constraint.priority, "\(text)")
      #expect(parsed.equation(names: views) == text)
    }
    #expect(constraints[1].equation(names: views) == "title.firstBaseline <= avatar.centerY - 2.5 @999.5")
  }

  @Test(
    "errors name the line and column",
    arguments: [
      ("a.leading ~ b.leading", "Unknown relation. Must be ==, >=, or <=", 11),
      ("ghost.leading == avatar.leading", "Unable to find view or layout guide with name ghost", 1),
      ("avatar.sideways == title.leading", "Unknown attribute sideways", 8),
      ("avatar.leading == title.top", "Invalid pairing of layout attributes", 1),
      ("avatar.top == 20", "A multiplier of 0 or a nil second item together with a location", 1),
      (
        "avatar.width == 20 @1001", "Invalid priority: 1001 is out of range: a priority must be in (0, 1000]",
        21
      ),
      ("avatar.width == 20 junk", "Unexpected 'j' after the constraint", 20),
      ("avatar.width == 1e19", "1e+19 is out of range: a length must be within ±10000000 points", 17),
      ("avatar.width == 1e5 * body.width", "100000 is out of range: a multiplier must be within ±10000", 17),
      ("avatar.width == 20 @1000.00001", "Invalid priority: 1000.00001 is out of range", 21),
      (
        "avatar.width == body.width + 1e999",
        "1e999 is out of range: a length must be within ±10000000 points",
        30
      ),
      (
        "avatar.width == nope",
        "Expected a number, a metric or item.attribute: nope is not a number or a metric", 17
      ),
    ])
  func errors(line: String, message: String, column: Int) {
    let (_, views) = scene()
    var all = views
    all["a"] = views["avatar"]
    all["b"] = views["body"]
    do {
      _ = try LayoutConstraint.constraints(withEquations: "\n" + line, views: all)
      Issue.record("expected an error")
    } catch let error as EquationError {
      #expect(error.message.hasPrefix(message), "\(error.message)")
      #expect(error.line == 2)
      #expect(error.column == column, "\(error)")
      #expect(
        error.description.hasSuffix("\n" + line + "\n" + String(repeating: " ", count: column - 1) + "^"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}

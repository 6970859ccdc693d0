import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("UIKit's errors for misuse")
struct MisuseTests {
  @Test("invalid pairings, leading with left, a location equal to a constant")
  func constructionErrors() {
    let a = View()
    let b = View()
    #expect(throws: LayoutError.self) {
      try LayoutConstraint(
        item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .leading, multiplier: 1,
        constant: 0)
    }
    do {
      _ = try LayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1,
        constant: 0)
      Issue.record("expected an error")
    } catch {
      #expect(
        "\(error)".hasSuffix(
          "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
            + "Use leading/trailing for both or neither."))
    }
    do {
      _ = try LayoutConstraint(
        item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 20)
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains("creates an illegal constraint of a location equal to a constant"))
    }
    do {
      _ = try LayoutConstraint(
        item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerY, multiplier: 1,
        constant: 0)
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".hasSuffix("Invalid pairing of layout attributes"))
    }
    #expect(throws: LayoutError.self) {
      try LayoutConstraint(
        item: "not a view" as NSString, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 1)
    }
  }

  @Test("no common ancestor: tryActivate throws, isActive reports and stays inactive")
  func noCommonAncestor() {
    let a = View()
    let b = View()
    a.layoutName = "a"
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    #expect(throws: LayoutError.self) { try constraint.tryActivate() }
    let box = MessageBox()
    LayoutLog.withHandler({ box.append($0) }) {
      constraint.isActive = true
    }
    let logged = box.messages
    #expect(!constraint.isActive)
    #expect(logged.count == 1)
    #expect(logged.first?.hasPrefix("Unable to activate constraint with anchors \"UIView:0x") == true)
    #expect(
      logged.first?.hasSuffix(
        "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
      ) == true)
  }

  @Test("changing an active constraint between required and optional is refused")
  func priorityChange() throws {
    let window = makeWindow()
    let box = addView(to: window)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    do {
      try width.setPriority(.defaultHigh)
      Issue.record("expected an error")
    } catch {
      #expect(
        "\(error)"
          == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000."
      )
    }
    #expect(width.priority == .required)
    width.isActive = false
    try width.setPriority(.defaultHigh)
    width.isActive = true
    try width.setPriority(.defaultLow)  // optional to optional is fine
    #expect(throws: LayoutError.self) { try width.setPriority(LayoutPriority(0)) }
  }

  @Test("constraints print in Apple's format")
  func descriptions() throws {
    let window = makeWindow()
    let box = addView(to: window, name: "box")
    let c = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
    #expect(c.description.hasPrefix("<LayoutConstraint:0x"))
    #expect(c.description.contains(" H:|-(20)-[box]   (inactive, names: '|':UIWindow:0x"))
    #expect(c.description.hasSuffix(" )>"))
    c.isActive = true
    #expect(c.description.contains("   (active, names: '|':UIWindow:0x"))
    let half = box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5, constant: -8)
    half.priority = .defaultHigh
    #expect(half.description.contains(".width == 0.5*UIWindow:0x"))
    #expect(half.description.contains(".width - 8 @750"))
    #expect(c.firstItem === box)
    #expect(c.secondItem === window)
    #expect(c.firstAttribute == .leading)
    #expect(c.secondAttribute == .leading)
    #expect(LayoutConstraint.Attribute(name: "centerYWithinMargins") == .centerYWithinMargins)
    window.layoutName = "root"
    #expect(c.description == "<LayoutConstraint H:|-(20)-[box]   (active, names: '|':root )>")
    c.identifier = "pin"
    #expect(c.description == "<LayoutConstraint 'pin' H:|-(20)-[box]   (active, names: '|':root )>")
    let other = addView(to: window, name: "other")
    let gap = other.topAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 8)
    gap.priority = .defaultHigh
    #expect(gap.description == "<LayoutConstraint V:[box]-(>=8@750)-[other]   (inactive)>")
    #expect(
      box.widthAnchor.constraint(equalToConstant: 48).description
        == "<LayoutConstraint H:[box(48)]   (inactive)>")
    let centre = box.centerXAnchor.constraint(equalTo: other.centerXAnchor)
    #expect(centre.description == "<LayoutConstraint box.centerX == other.centerX   (inactive)>")
  }
}

import AutoLayout
import Foundation
import LayoutDSL
import Testing
import _AutoLayoutTestSupport

/// Misuse never crashes: the line is reported — what, where, hint — and the rest goes on.
@Suite("Constraint maker misuse: reported, located, skipped")
struct ConstraintMisuseTests {
  /// Runs `body` and returns what it logged.
  func messages(_ body: () -> Void) -> [String] {
    let log = MessageBox()
    LayoutLog.withHandler({ log.append($0) }, operation: body)
    return log.messages
  }

  @Test("equalToSuperview() without a superview")
  func noSuperview() {
    let orphan = View()
    let log = messages {
      orphan.snp.makeConstraints { make in
        make.edges.equalToSuperview()
        make.width.equalTo(10)
      }
    }
    #expect(log.count == 1)
    #expect(log[0].hasPrefix("LayoutDSL: equalToSuperview() on View needs a superview (at LayoutDSLTests/"))
    #expect(log[0].hasSuffix("Hint: add the view to its superview before making its constraints"))
    #expect(orphan.snp.constraints.count == 1)  // the width line was made
  }

  @Test("a location equal to a number needs a superview too")
  func constantWithoutSuperview() {
    let orphan = View()
    orphan.layoutName = "badge"
    let log = messages { orphan.snp.makeConstraints { make in make.top.equalTo(10) } }
    #expect(log.count == 1)
    #expect(log[0].hasPrefix("LayoutDSL: top of View 'badge' related to a constant needs a superview"))
  }

  @Test("attributes that cannot meet: a width and a top, several different attributes")
  func invalidPairs() {
    let window = makeWindow()
    let a = View()
    let b = View()
    window.addSubview(a)
    window.addSubview(b)
    let log = messages {
      a.snp.makeConstraints { make in
        make.width.equalTo(b.snp.top)
        make.edges.equalTo(b.snp.size)
        make.leading.equalTo(b.snp.left)
      }
    }
    #expect(log.count == 3)
    #expect(log[0].contains("View.width cannot be related to View.top: "))
    #expect(log[0].contains("Invalid pairing of layout attributes"))
    #expect(log[0].contains("Hint: relate sizes to sizes"))
    #expect(log[1].contains("cannot be related to the different attributes [width, height] of View"))
    #expect(log[2].contains("leading/trailing attribute and a right/left attribute"))
    #expect(a.snp.constraints.isEmpty)
  }

  @Test("bad priorities, dividing by zero, lines without a relation, things that are not targets")
  func badModifiers() {
    let window = makeWindow()
    let box = View()
    window.addSubview(box)
    let log = messages {
      box.snp.makeConstraints { make in
        make.width.equalTo(10).priority(0)
        make.height.equalTo(10).priority(1001)
        make.width.equalToSuperview().dividedBy(0)
        _ = make.top
        make.height.equalTo([View]())
        let centerX = make.centerX
        centerX.equalTo(window)
        centerX.equalTo(window)  // one line, two relations
      }
    }
    #expect(log.count == 6)
    #expect(log[0].contains("priority(0.0) is outside (0, 1000]"))
    #expect(log[1].contains("priority(1001.0) is outside (0, 1000]"))
    #expect(log[2].contains("dividedBy(0)"))
    #expect(log[3].contains("make.top on View has no relation, so it makes no constraint"))
    #expect(log[4].contains("View cannot be related to an empty array"))
    #expect(log[5].contains("already has a relation"))
    #expect(box.snp.constraints.isEmpty)
  }

  @Test("activating across view hierarchies is reported by the engine, and nothing is installed")
  func noCommonAncestor() {
    let one = makeWindow()
    let two = makeWindow()
    let a = View()
    let b = View()
    one.addSubview(a)
    two.addSubview(b)
    let log = messages { a.snp.makeConstraints { make in make.top.equalTo(b) } }
    #expect(log.count == 1)
    #expect(log[0].contains("because they have no common ancestor"))
    #expect(a.snp.constraints.first?.isActive == false)
  }
}

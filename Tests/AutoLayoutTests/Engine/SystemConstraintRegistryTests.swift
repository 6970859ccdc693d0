import Cassowary
import Foundation
import Testing
import _AutoLayoutTestSupport

@testable import AutoLayout

@Suite("The registry of the constraints the engine makes itself")
struct SystemConstraintRegistryTests {
  /// A window with every kind of system constraint: root size, an autoresizing view, intrinsic
  /// sizes, margins, safe area, readable content and a scroll view's guides.
  func makeScene() -> (Window, label: SizedView, framed: View, scroll: ScrollView) {
    let window = makeWindow()
    let label = addView(SizedView(50, 20), to: window) as! SizedView
    let framed = View(frame: CGRect(x: 10, y: 300, width: 100, height: 40))
    window.addSubview(framed)
    let scroll = addView(ScrollView(), to: window) as! ScrollView
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      scroll.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      scroll.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      scroll.widthAnchor.constraint(equalToConstant: 200),
      scroll.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    return (window, label, framed, scroll)
  }

  @Test("every solver constraint is either the app's or registered with an owner and a tag")
  func everyConstraintHasARecord() throws {
    let (window, label, framed, scroll) = makeScene()
    let engine = try #require(window.engine)
    let records = engine.system.records()
    #expect(records.count + engine.user.count == engine.solver.constraintCount)
    let tags = Set(records.values.map(\.tag))
    for part in SystemConstraintTag.RectPart.allCases {
      #expect(tags.contains(.root(part)))
      #expect(tags.contains(.autoresizing(part)))
      #expect(tags.contains(.layoutMargins(part)))
      #expect(tags.contains(.safeArea(part)))
      #expect(tags.contains(.scrollFrame(part)))
    }
    #expect(engine.system.constraint(.hugging(.horizontal), of: label) != nil)
    #expect(engine.system.constraint(.compressionResistance(.vertical), of: label) != nil)
    #expect(engine.system.constraint(.autoresizing(.width), of: framed) != nil)
    #expect(engine.system.constraint(.scrollContent(.widthPreference), of: scroll) != nil)
    #expect(engine.system.constraint(.readableContent(.maximumWidth), of: window) != nil)
    for record in records.values where record.tag.group == .autoresizing {
      #expect(record.owner === framed)
    }
  }

  @Test("edits find their constraint by tag: root size and intrinsic size move in place")
  func editsByTag() throws {
    let (window, label, _, _) = makeScene()
    let engine = try #require(window.engine)
    let width = try #require(engine.system.constraint(.root(.width), of: window))
    window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
    window.layoutIfNeeded()
    #expect(engine.system.constraint(.root(.width), of: window) === width)
    #expect(engine.solver.constant(of: width) == -400)
    let hugging = try #require(engine.system.constraint(.hugging(.horizontal), of: label))
    label.size = CGSize(width: 70, height: 20)
    window.layoutIfNeeded()
    #expect(engine.system.constraint(.hugging(.horizontal), of: label) === hugging)
    #expect(engine.solver.constant(of: hugging) == -70)
    #expect(label.frame.width == 70)
  }

  @Test("replacing keeps the tag; removing a group returns it in the order it was made")
  func replaceAndRemove() {
    let view = View()
    let x = Variable(), width = Variable()
    let minX = x == 10, size = width == 100, hug = (width <= 40).priority(125)
    var system = SystemConstraints()
    system.add(
      [
        .init(tag: .autoresizing(.minX), constraint: minX),
        .init(tag: .autoresizing(.width), constraint: size),
      ], for: view)
    system.add([.init(tag: .hugging(.horizontal), constraint: hug)], for: view)
    let demoted = (width == 100).priority(750)
    system.replace([ObjectIdentifier(size): demoted])
    #expect(system.constraint(.autoresizing(.width), of: view) === demoted)
    #expect(system.records()[ObjectIdentifier(demoted)]?.tag == .autoresizing(.width))
    #expect(system.records()[ObjectIdentifier(size)] == nil)
    let removed = system.remove(.autoresizing, of: view)
    #expect(removed.count == 2 && removed[0] === minX && removed[1] === demoted)
    #expect(!system.contains(.autoresizing, of: view))
    #expect(system.contains(.intrinsicSize, of: view))
    #expect(system.records().count == 1)
  }
}

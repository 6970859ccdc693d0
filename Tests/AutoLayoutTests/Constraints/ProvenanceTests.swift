import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("Where every constraint was made")
struct ProvenanceTests {
  let file = "AutoLayoutTests/ProvenanceTests.swift"

  @Test("anchors and init(item:) record the file and line of the call")
  func code() throws {
    let window = makeWindow()
    let box = addView(to: window, name: "box")
    let line = #line + 1
    let anchor = box.widthAnchor.constraint(equalToConstant: 10)
    #expect(anchor.origin == .code(file: file, line: line))
    #expect(anchor.origin.description == "\(file):\(line)")
    let itemLine = #line + 1
    let item = try LayoutConstraint(
      item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 5)
    #expect(item.origin == .code(file: file, line: itemLine))
  }

  @Test("a visual format records the column of the element that made each constraint")
  func visualFormat() throws {
    let window = makeWindow()
    let a = addView(to: window, name: "a")
    let b = addView(to: window, name: "b")
    let format = "H:|-[a]-[b(==a)]-|"
    let line = #line + 1
    let made = try LayoutConstraint.constraints(withVisualFormat: format, views: ["a": a, "b": b])
    let columns = made.map { constraint -> Int in
      guard case .visualFormat(let f, let column, let callFile, let callLine) = constraint.origin,
        f == format, callFile == file, callLine == line
      else { return -1 }
      return column
    }
    // b's width (the '[' of b), |-[a] (the '|'), [a]-[b] (the '-'), [b]-| (the '-').
    #expect(columns == [9, 3, 8, 17])
    #expect(made[0].origin.description == "'H:|-[a]-[b(==a)]-|' column 9 (\(file):\(line))")
  }

  @Test("equations record the column of their first item")
  func equations() throws {
    let window = makeWindow()
    let a = addView(to: window, name: "a")
    let line = #line + 1
    let made = try LayoutConstraint.constraints(
      withEquations: "  a.width == 40\n\n  a.height == 20", views: ["a": a])
    #expect(
      made.map(\.origin) == [
        .equation(text: "  a.width == 40", column: 3, file: file, line: line),
        .equation(text: "  a.height == 20", column: 3, file: file, line: line),
      ])
  }

  @Test("the system parts say who they are")
  func system() throws {
    let window = makeWindow()
    window.layoutName = "root"
    let stack = StackView(arrangedSubviews: [SizedView(40, 20), SizedView(40, 20)])
    addView(stack, to: window, name: "stack")
    let leadingLine = #line + 1
    let leading = stack.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    LayoutConstraint.activate([leading, stack.topAnchor.constraint(equalTo: window.topAnchor)])
    window.layoutIfNeeded()
    #expect(stack.constraints.allSatisfy { $0.origin == .system(.stackView) })
    let first = stack.arrangedSubviews[0]
    let origins = Set(first.engineConstraintsAffectingLayout(for: .horizontal).map(\.origin))
    #expect(origins.contains(.system(.intrinsicContentSize)))
    #expect(origins.contains(.system(.stackView)))
    #expect(origins.contains(.code(file: file, line: leadingLine)))
  }
}

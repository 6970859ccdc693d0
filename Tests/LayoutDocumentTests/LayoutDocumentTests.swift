import AutoLayout
import Foundation
import LayoutDocument
import Testing

@Suite("Layout documents")
struct LayoutDocumentTests {
  let card = """
    version: 1
    canvas: { width: 320, height: 480 }
    views:
      - name: card
        subviews:
          - { name: avatar, image: { size: [48, 48] } }
          - { name: title, label: { text: "Jane", size: [100, 21] }, hugging: [250, 251] }
    constraints:
      - "H:|-[card]-|"
      - "V:|-20-[card]"
      - "H:|-[avatar]-[title]-|"
      - "V:|-[avatar]-|"
      - "title.centerY == avatar.centerY"
    """

  @Test("a document solves to the frames its constraints give, LTR and RTL")
  func solve() throws {
    let document = try LayoutDocument(yaml: card, path: "card.layout.yaml")
    let scene = try document.makeScene()
    #expect(scene.frame(of: "card") == CGRect(x: 8, y: 20, width: 304, height: 64))
    #expect(scene.frame(of: "avatar") == CGRect(x: 8, y: 8, width: 48, height: 48))
    #expect(scene.frame(of: "title") == CGRect(x: 64, y: 21.5, width: 232, height: 21))
    #expect(scene.issues().isEmpty)
    let rtl = try document.makeScene(overriding: .init(rightToLeft: true))
    #expect(rtl.frame(of: "avatar") == CGRect(x: 248, y: 8, width: 48, height: 48))
    #expect(rtl.frame(of: "title") == CGRect(x: 8, y: 21.5, width: 232, height: 21))
    let device = try document.makeScene(overriding: .init(device: Device.named("iphone-15")))
    #expect(device.frame(of: "card")?.width == 377)
  }

  @Test("a stack with layoutMarginsRelativeArrangement lays its views out within its margins, LTR and RTL")
  func marginsRelativeStack() throws {
    let yaml = """
      version: 1
      canvas: { width: 320, height: 480 }
      views:
        - name: row
          stack: { axis: horizontal, distribution: fillEqually, spacing: 4, layoutMarginsRelativeArrangement: true }
          margins: [4, 10, 6, 20]
          arranged: [{ name: a }, { name: b }]
      constraints: ["H:|[row]|", "V:|[row(100)]"]
      """
    let document = try LayoutDocument(yaml: yaml, path: "row.layout.yaml")
    let scene = try document.makeScene()
    #expect(scene.frame(of: "a") == CGRect(x: 10, y: 4, width: 143, height: 90))
    #expect(scene.frame(of: "b") == CGRect(x: 157, y: 4, width: 143, height: 90))
    let rtl = try document.makeScene(overriding: .init(rightToLeft: true))
    // layoutMargins are left and right, not leading and trailing: the content area stays put.
    #expect(rtl.frame(of: "a") == CGRect(x: 157, y: 4, width: 143, height: 90))
    #expect(rtl.frame(of: "b") == CGRect(x: 10, y: 4, width: 143, height: 90))
    do {
      _ = try LayoutDocument(
        yaml: yaml.replacingOccurrences(of: "layoutMarginsRelativeArrangement: true", with: "spacing: 4"),
        path: "row.layout.yaml")
      Issue.record("a repeated key was accepted")
    } catch {
      #expect(error.line == 5 && error.column == 59)
      #expect(error.message == "duplicate key 'spacing'")
    }
    let outside = try LayoutDocument(
      yaml: yaml.replacingOccurrences(of: ", layoutMarginsRelativeArrangement: true", with: ""),
      path: "row.layout.yaml"
    ).makeScene()
    #expect(outside.frame(of: "a") == CGRect(x: 0, y: 0, width: 158, height: 100))
  }

  @Test("a gravity-areas stack (AppKit's) packs its arranged views at the leading edge, LTR and RTL")
  func gravityAreasStack() throws {
    let yaml = """
      version: 1
      canvas: { width: 320, height: 480 }
      views:
        - name: row
          stack: { axis: horizontal, distribution: gravityAreas, alignment: top, spacing: 8 }
          arranged: [{ name: a, intrinsicSize: [40, 20] }, { name: b, intrinsicSize: [60, 20] }]
      constraints: ["H:|[row]|", "V:|[row(100)]"]
      """
    let document = try LayoutDocument(yaml: yaml, path: "row.layout.yaml")
    #expect(document.views.first?.stack?.distribution == .gravityAreas)
    let scene = try document.makeScene()
    #expect(scene.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(scene.frame(of: "b") == CGRect(x: 48, y: 0, width: 60, height: 20))
    let rtl = try document.makeScene(overriding: .init(rightToLeft: true))
    #expect(rtl.frame(of: "a") == CGRect(x: 280, y: 0, width: 40, height: 20))
    #expect(rtl.frame(of: "b") == CGRect(x: 212, y: 0, width: 60, height: 20))
    // `gravity: trailing` puts b on the trailing edge; the document writes it back.
    let trailing = try LayoutDocument(
      yaml: yaml.replacingOccurrences(
        of: "intrinsicSize: [60, 20] }", with: "intrinsicSize: [60, 20], gravity: trailing }"),
      path: "row.layout.yaml")
    #expect(try trailing.makeScene().frame(of: "b") == CGRect(x: 260, y: 0, width: 60, height: 20))
    #expect(try trailing.makeScene(overriding: .init(rightToLeft: true)).frame(of: "b")?.minX == 0)
    #expect(trailing.yaml().contains("gravity: trailing"))
    do {
      _ = try LayoutDocument(
        yaml: yaml.replacingOccurrences(
          of: "intrinsicSize: [60, 20] }", with: "intrinsicSize: [60, 20], gravity: up }"),
        path: "row.layout.yaml")
      Issue.record("an unknown gravity was accepted")
    } catch {
      #expect(error.message == "unknown gravity 'up'")
    }
  }

  @Test("view names: letters of any script, digits and '_', not starting with a digit")
  func viewNames() throws {
    let yaml =
      "version: 1\nviews:\n  - { name: _a1 }\n  - { name: Zed_9 }\n  - { name: café }\n  - { name: 名前2 }\n"
    let scene = try LayoutDocument(yaml: yaml, path: "names.layout.yaml").makeScene()
    #expect(scene.views.map(\.name) == ["_a1", "Zed_9", "café", "名前2"])
  }

  @Test("constraints made from a document point at its line and column")
  func origins() throws {
    let scene = try LayoutDocument(yaml: card, path: "card.layout.yaml").makeScene()
    let title = try #require(scene.views.first { $0.name == "title" }?.view)
    let origins = title.constraintsAffectingLayout(for: .vertical).map(\.origin)
    #expect(origins.contains(.document(path: "card.layout.yaml", line: 13, column: 6, id: nil)))
  }

  @Test(
    "bad documents give file:line:column, the line, a caret and a hint",
    arguments: [
      ("version: 1\nviews:\n  - { name: a, widht: 3 }\n", 3, 16, "unknown key 'widht' in a view"),
      (
        "version: 1\nviews:\n  - { name: a }\n  - { name: a }\n", 4, 13,
        "there is already a view or guide named 'a'"
      ),
      ("version: 1\ncanvas: { device: iphone-99 }\n", 2, 19, "unknown device 'iphone-99'"),
      ("version: 1\nviews: [ { name: a }\n", 3, 1, "malformed YAML"),
      (
        "version: 1\nviews:\n  - { name: a }\nconstraints:\n  - \"H:|-[a]-[b]\"\n", 5, 16,
        "Unable to find view with name b"
      ),
      ("version: 1\nviews:\n  - { name: a }\nconstraints:\n  - \"a.width == 10 @2000\"\n", 5, 21, "priority"),
      ("version: 2\n", 1, 10, "unsupported version 2"),
      ("version: 1\nviews:\n  - { name: 1a }\n", 3, 13, "'1a' is not a valid view name"),
      ("version: 1\nviews:\n  - { name: a-b }\n", 3, 13, "'a-b' is not a valid view name"),
      ("version: 1\nviews:\n  - { name: \"\" }\n", 3, 13, "'' is not a valid view name"),
      ("version: 1\nviews:\n  - { name: \"né-1\" }\n", 3, 13, "'né-1' is not a valid view name"),
    ])
  func errors(text: String, line: Int, column: Int, message: String) throws {
    do {
      let document = try LayoutDocument(yaml: text, path: "bad.layout.yaml")
      _ = try document.makeScene()
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.column == column)
      #expect(error.message.contains(message))
      #expect(error.description.hasPrefix("bad.layout.yaml:\(line):\(column): "))
      #expect(error.description.contains("\n" + String(repeating: " ", count: column - 1) + "^"))
    }
  }

  @Test("check finds the conflict, the ambiguity and the misplaced frame, with document positions")
  func check() throws {
    let text = """
      version: 1
      views:
        - { name: a, frame: [0, 0, 10, 10] }
        - { name: b }
      constraints:
        - "H:|-20-[a(100)]"
        - "V:|-20-[a(50)]"
        - "a.width == 200"
        - "b.width == 10"
      """
    let issues = try LayoutDocument(yaml: text, path: "x.layout.yaml").makeScene().issues()
    #expect(issues.count == 3)
    #expect(
      issues[0].hasPrefix("unsatisfiable: broke <LayoutConstraint H:[a(200)]   (active)> (x.layout.yaml:8:6)")
    )
    #expect(issues[1] == "ambiguous: b: Need constraints for: X position, Y position, height")
    #expect(
      issues[2]
        == "misplaced: a: frame (0, 0, 10, 10) will be (20, 20, 100, 50) at run time: x +20, y +20, width +90, height +40"
    )
  }
}

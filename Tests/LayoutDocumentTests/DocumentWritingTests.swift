import AutoLayout
import Foundation
import LayoutDocument
import Testing

@Suite("Writing documents back")
struct DocumentWritingTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var examples: [String] {
    // The examples and the fuzz corpus's document that uses every key.
    let folders = ["Examples/documents", "Tests/FuzzTests/Corpus/documents"]
    return folders.flatMap { folder in
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
      return names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { "\(folder)/\($0)" }
    }
  }

  @Test("every example reads back from what it writes, with the same frames, and writes the same bytes again")
  func roundTrip() throws {
    #expect(Self.examples.count >= 30)
    for name in Self.examples {
      let path = Self.root.appendingPathComponent(name).path
      let original = try LayoutDocument(yaml: String(contentsOfFile: path, encoding: .utf8), path: path)
      let written = original.yaml()
      let reread = try LayoutDocument(yaml: written, path: path)
      #expect(reread.yaml() == written, "\(name) is not stable")
      let before = try original.makeScene().frames
      let after = try reread.makeScene().frames
      #expect(before.map(\.name) == after.map(\.name), "\(name)")
      #expect(before.map(\.frame) == after.map(\.frame), "\(name)")
    }
  }

  @Test("the card example is written as the examples are written: flow mappings for leaf views")
  func cardText() throws {
    let path = Self.root.appendingPathComponent("Examples/documents/card.layout.yaml").path
    let document = try LayoutDocument(yaml: String(contentsOfFile: path, encoding: .utf8), path: path)
    let text = document.yaml()
    #expect(text.hasPrefix("# A card with an avatar"))
    #expect(text.contains("canvas: { device: iphone-se }\n"))
    #expect(text.contains("      - { name: avatar, image: { size: [48, 48] } }\n"))
    #expect(
      text.contains(
        "      - { name: title, label: { text: \"Jane Appleseed\", size: [120, 21] }, hugging: [250, 251] }\n"
      ))
    #expect(text.contains("        stack: { axis: horizontal, distribution: fillEqually, spacing: 8 }\n"))
    #expect(text.contains("  - \"card.top == safeArea.top + 8\"\n"))
  }

  @Test("quotes, ids, inactive lines, options, traits and animations survive")
  func everything() throws {
    let text = """
      version: 1
      canvas: { width: 300, height: 200, direction: rtl, sizeClass: [regular, compact], contentSize: extraLarge, followsReadableWidth: true }
      metrics: { gap: 12.5 }
      views:
        - { name: a, label: { text: "say \\"hi\\"\\n", style: headline, lines: 0 }, frame: [1, 2, 3, 4] }
        - { name: b, hidden: true, compression: [751, 249], semanticContent: forceRightToLeft, followsReadableWidth: true }
      guides:
        - { name: g, owner: a }
      constraints:
        - { id: top, constraint: "a.top == root.top + 20", active: false }
        - { constraint: "H:|-(gap)-[a]-[b]", options: [alignAllCenterY] }
        - { constraint: "b.height == 30", placeholder: true }
      traits:
        - when: { horizontal: regular, contentSize: accessibility }
          hide: [b]
          constraints: [ "a.width == 10" ]
      animation:
        duration: 0.25
        changes:
          - { constant: top, to: 100 }
          - { show: b }
      """
    let document = try LayoutDocument(yaml: text, path: "t.layout.yaml")
    let written = document.yaml()
    let reread = try LayoutDocument(yaml: written, path: "t.layout.yaml")
    #expect(reread.yaml() == written)
    #expect(reread.views[0].text == "say \"hi\"\n")
    #expect(reread.canvas == document.canvas)
    #expect(reread.constraints.map(\.isActive) == [false, true, true])
    #expect(reread.constraints.map(\.isPlaceholder) == [false, false, true])
    #expect(reread.canvas.followsReadableWidth)
    #expect(reread.views.map(\.followsReadableWidth) == [false, true])
    #expect(written.contains(#"- { constraint: "b.height == 30", placeholder: true }"#))
    #expect(reread.constraints[1].options == .alignAllCenterY)
    #expect(reread.traits[0].contentSizes?.count == 5)
    #expect(reread.animation?.duration == 0.25)
    #expect(reread.metrics["gap"] == 12.5)
    #expect(reread.guides[0].owner == "a")
    #expect(reread.views[0].frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(reread.views[1].semanticContent == .forceRightToLeft)
  }
}

@Suite("Positions of a rewritten document")
struct DocumentPositionTests {
  /// Every position of a document, in order.
  static func positions(_ document: LayoutDocument) -> [String] {
    var result: [String] = []
    func views(_ list: [LayoutDocument.ViewSpec]) {
      for view in list {
        result.append("view \(view.name) \(view.line):\(view.column)")
        views(view.subviews)
        views(view.arranged)
      }
    }
    views(document.views)
    result += document.guides.map { "guide \($0.name) \($0.line):\($0.column)" }
    result += document.constraints.map { "constraint \($0.text) \($0.line):\($0.column)" }
    for override in document.traits {
      result.append("trait \(override.line):\(override.column)")
      result += override.constraints.map { "trait constraint \($0.text) \($0.line):\($0.column)" }
    }
    result += (document.animation?.changes ?? []).map { "change \($0.line):\($0.column)" }
    return result
  }

  @Test("rewritten() puts every line and column where reading its text would")
  func positions() throws {
    for name in DocumentWritingTests.examples {
      let path = DocumentWritingTests.root.appendingPathComponent(name).path
      var document = try LayoutDocument(yaml: String(contentsOfFile: path, encoding: .utf8), path: path)
      // Moved around as an edit would leave it: positions stale.
      document.constraints.append(LayoutDocument.ConstraintLine(text: "root.width >= 1", id: "added_line"))
      let rewritten = document.rewritten()
      let reread = try LayoutDocument(yaml: rewritten.source, path: path)
      #expect(Self.positions(rewritten) == Self.positions(reread), "\(name)")
    }
  }
}
